/*
** conflict.c - what to doubt in a grid without solution: the fewest filled
** cells whose removal gives the grid a solution back. A player's grid with
** one wrong digit usually has exactly one such cell that also leaves exactly
** one solution (the puzzle's), so those sets are preferred. The search is
** bounded: single cells, then pairs, each tried with one count to 2.
*/
#include <string.h>

#include "internal.h"

/* How good a set is: none, some solution without it, exactly one. */
enum { SET_NONE = 0, SET_SOLVABLE = 1, SET_UNIQUE = 2 };

/* Counts (to 2) the solutions of 'grid' without cells a and b (b < 0: only a). */
static int without(const sudoku_grid *grid, int a, int b) {
    sudoku_grid g = *grid;
    uint64_t n = 0;

    g.cell[a] = 0;
    if (b >= 0) g.cell[b] = 0;
    if (sudoku_count(&g, 2, &n) != SUDOKU_OK || n == 0) return SET_NONE;
    return n == 1 ? SET_UNIQUE : SET_SOLVABLE;
}

/* Adds the set {a, b} of 'size' cells at 'quality' to *out, replacing worse
** sets; sets of a smaller size or a worse quality are never displaced here. */
static void keep(const sudoku_grid *grid, sudoku_conflict *out, int size, int quality,
                 int a, int b) {
    int better = quality == SET_UNIQUE && !out->unique;

    if (better || out->size == 0) {
        memset(out, 0, sizeof *out);
        out->size = size;
        out->unique = quality == SET_UNIQUE;
    } else if (size != out->size || (quality == SET_UNIQUE) != out->unique) {
        return;
    }
    if (out->n_sets == SUDOKU_CONFLICT_SETS) {
        out->more = 1;
        return;
    }
    out->cells[out->n_sets][0] = (unsigned char)a;
    out->cells[out->n_sets][1] = (unsigned char)(b < 0 ? a : b);
    out->digits[out->n_sets][0] = grid->cell[a];
    out->digits[out->n_sets][1] = grid->cell[b < 0 ? a : b];
    out->n_sets++;
}

/* Tries every filled cell, then (while no set leaves one solution) every
** pair: sets that leave one solution beat sets that leave some, and a single
** cell beats a pair of the same quality. */
static void search(const sudoku_grid *grid, sudoku_conflict *out) {
    int filled[81], n = 0, i, j, q;

    for (i = 0; i < 81; i++)
        if (grid->cell[i]) filled[n++] = i;
    for (i = 0; i < n; i++)
        if ((q = without(grid, filled[i], -1)) != SET_NONE)
            keep(grid, out, 1, q, filled[i], -1);
    if (out->unique) return;
    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++) {
            q = without(grid, filled[i], filled[j]);
            if (q == SET_UNIQUE || (q == SET_SOLVABLE && out->size == 0))
                keep(grid, out, 2, q, filled[i], filled[j]);
        }
}

/* Shrinks the filled cells to a minimal set that still has no solution: a
** cell goes when the grid stays without solution without it (one count
** per filled cell). Kept only when it has at most SUDOKU_CONFLICT_CORE
** cells: a longer list helps nobody. */
static void core(const sudoku_grid *grid, sudoku_conflict *out) {
    sudoku_grid g = *grid;
    int i, n = 0;

    for (i = 0; i < 81; i++) {
        unsigned char d = g.cell[i];
        uint64_t count = 0;
        if (!d) continue;
        g.cell[i] = 0;
        if (sudoku_count(&g, 1, &count) == SUDOKU_OK && count == 0) continue;
        g.cell[i] = d; /* needed for the contradiction */
        if (++n > SUDOKU_CONFLICT_CORE) return;
    }
    for (i = 0; i < 81; i++)
        if (g.cell[i]) {
            out->core_cells[out->n_core] = (unsigned char)i;
            out->core_digits[out->n_core++] = g.cell[i];
        }
}

sudoku_status sudoku_find_conflict(const sudoku_grid *grid, sudoku_conflict *out) {
    sudoku_conflict c;
    uint64_t n = 0;
    sudoku_status status = sudoku_count(grid, 1, &n);

    if (status != SUDOKU_OK) return status;
    memset(&c, 0, sizeof c);
    if (n == 0) search(grid, &c);
    if (n == 0 && !c.unique) core(grid, &c);
    *out = c;
    return SUDOKU_OK;
}

/* ---------------------------------------------------------------- words */

/* "r1c1=1" for cell k of set s. */
static void add_cell(sudoku__text *t, const sudoku_conflict *c, int s, int k) {
    int i = c->cells[s][k];

    sudoku__text_put(t, "r%dc%d=%d", i / 9 + 1, i % 9 + 1, c->digits[s][k]);
}

/* "; r1c1=1, r1c2=2 and r2c9=9 cannot all stand" */
static void add_core(sudoku__text *t, const sudoku_conflict *c) {
    int k;

    sudoku__text_put(t, "; ");
    for (k = 0; k < c->n_core; k++) {
        int i = c->core_cells[k];
        sudoku__text_put(t, "%sr%dc%d=%d",
                         k == 0              ? ""
                         : k + 1 < c->n_core ? ", "
                                             : " and ",
                         i / 9 + 1, i % 9 + 1, c->core_digits[k]);
    }
    sudoku__text_put(t, " cannot all stand");
}

size_t sudoku_conflict_explain(const sudoku_conflict *conflict, char *buf, size_t size) {
    sudoku__text t;
    int s, pair = conflict->size == 2;

    sudoku__text_init(&t, buf, size);
    sudoku__text_put(&t, "no solution: some filled digit is wrong");
    if (conflict->n_core && !conflict->unique) {
        add_core(&t, conflict);
        return t.need;
    }
    if (conflict->size == 0) return t.need;
    sudoku__text_put(&t, "; without %s",
                     pair                   ? "both "
                     : conflict->n_sets > 1 ? "any one of "
                                            : "");
    for (s = 0; s < conflict->n_sets; s++) {
        if (s) sudoku__text_put(&t, pair ? ", or both " : ", ");
        add_cell(&t, conflict, s, 0);
        if (pair) {
            sudoku__text_put(&t, " and ");
            add_cell(&t, conflict, s, 1);
        }
    }
    if (conflict->more) sudoku__text_put(&t, ", ...");
    sudoku__text_put(&t, " the grid has %s",
                     conflict->unique ? "exactly one solution" : "a solution");
    return t.need;
}
