/*
** tech_nishio.c - the assumption techniques short of a full dynamic chain.
** Nishio: put a digit in a cell and follow that digit alone (its peers lose
** it, a unit left with one place takes it); a unit left with no place
** proves the digit false there. Multiple forcing chains: try every
** candidate of a cell, or every place of a digit in a unit, following
** singles; what all the branches that survive agree on is true (the
** dynamic half of tech_dynamic_forcing).
*/
#include <string.h>

#include "logic.h"

/* ==================================================================== */
/* Nishio                                                                */
/* ==================================================================== */

/* The plane of one digit: where it may still go, which units hold it. */
typedef struct plane {
    unsigned char can[81];
    unsigned char held[27];
} plane;

static void plane_place(plane *p, int i) {
    int j;

    p->held[logic_row(i)] = p->held[9 + logic_col(i)] = p->held[18 + logic_box(i)] = 1;
    p->can[i] = 0;
    for (j = 0; j < 81; j++)
        if (logic_sees(i, j)) p->can[j] = 0;
}

/* Follows digit d from cell i; returns 1 on a contradiction, with the
** placements made in *steps. */
static int nishio_from(const logic_state *s, int i, int d, int *steps, int limit) {
    plane p;
    int u, k, changed = 1;

    memset(&p, 0, sizeof p);
    for (k = 0; k < 81; k++) {
        p.can[k] = (unsigned char)(((unsigned)s->cand[k] >> (d - 1)) & 1u);
        if (s->cell[k] == d)
            p.held[logic_row(k)] = p.held[9 + logic_col(k)] = p.held[18 + logic_box(k)] =
                1;
    }
    plane_place(&p, i);
    for (*steps = 1; changed && *steps <= limit;) {
        changed = 0;
        for (u = 0; u < 27; u++) {
            int n = 0, at = -1;
            if (p.held[u]) continue;
            for (k = 0; k < 9; k++)
                if (p.can[logic_unit_cell(u, k)]) n++, at = logic_unit_cell(u, k);
            if (n == 0) return 1;
            if (n == 1) {
                plane_place(&p, at);
                (*steps)++;
                changed = 1;
            }
        }
    }
    return 0;
}

int tech_nishio(const logic_state *s, sudoku_step *st) {
    int i, d, steps, best = 1000, bi = -1, bd = 0;

    for (i = 0; i < 81; i++)
        for (d = 1; d <= 9; d++)
            if ((((unsigned)s->cand[i] >> (d - 1)) & 1u) &&
                nishio_from(s, i, d, &steps, best - 1) && steps < best) {
                best = steps;
                bi = i;
                bd = d;
            }
    if (bi < 0) return 0;
    logic_step_assume(st, SUDOKU_TECH_NISHIO, logic_weight(SUDOKU_TECH_NISHIO), best, bi,
                      bd);
    logic_remove(s, st, bi, bd);
    return 1;
}

/* ==================================================================== */
/* Multiple forcing chains                                               */
/* ==================================================================== */

#define NEVER 255

/* Places d in cell i of *t, noting in gone[][] at 'step' the candidates
** of s this removes. */
static void place_noting(logic_state *t, const logic_state *s, int i, int d,
                         unsigned char gone[81][9], int step) {
    int k, e;

    for (e = 0; e < 9; e++)
        if (e != d - 1 && gone[i][e] == NEVER && (((unsigned)s->cand[i] >> e) & 1u))
            gone[i][e] = (unsigned char)step;
    for (k = 0; k < 20; k++) {
        int p = logic_peers[i][k];
        if (gone[p][d - 1] == NEVER && (((unsigned)t->cand[p] >> (d - 1)) & 1u))
            gone[p][d - 1] = (unsigned char)step;
    }
    logic_place(t, i, d);
}

/* Assumes d in cell i, then places singles, noting in gone[c][d-1] the step
** at which each candidate of s disappeared (NEVER if it stayed). Returns 1
** on a contradiction. */
static int trace(logic_state *t, const logic_state *s, int i, int d,
                 unsigned char gone[81][9]) {
    sudoku_step st;
    int step;

    memset(gone, NEVER, 81 * 9);
    place_noting(t, s, i, d, gone, 1);
    for (step = 2;; step++) {
        if (logic_contradiction(t)) return 1;
        if (!tech_naked_single(t, &st) && !tech_hidden_single(t, &st)) return 0;
        place_noting(t, s, st.cell, st.digit, gone, step);
    }
}

/* The branches of one forcing: each an assumption traced to its end. */
typedef struct branches {
    int n;
    unsigned char gone[4][81][9];
} branches;

/* 1 when digit d (0-based) in cell c is one of the assumptions: removing
** it is a plain contradiction, left to the forcing chain. */
static int assumed(const int *cells, const int *digits, int n, int c, int d) {
    int k;

    for (k = 0; k < n; k++)
        if (cells[k] == c && digits[k] == d + 1) return 1;
    return 0;
}

/* Finds, among the branches that survive, the candidate gone in all of them
** the soonest (sum of steps). Returns that sum, or 0 when none. */
static int agreement(const logic_state *s, const branches *b, const int *alive,
                     const int *cells, const int *digits, int *cell, int *digit) {
    int c, d, k, best = 0;

    for (c = 0; c < 81; c++)
        for (d = 0; d < 9; d++) {
            int sum = 0, all = 1;
            if (!(((unsigned)s->cand[c] >> d) & 1u) || assumed(cells, digits, b->n, c, d))
                continue;
            for (k = 0; k < b->n && all; k++)
                if (alive[k]) {
                    all = b->gone[k][c][d] != NEVER;
                    sum += b->gone[k][c][d];
                }
            if (all && (!best || sum < best)) {
                best = sum;
                *cell = c;
                *digit = d + 1;
            }
        }
    return best;
}

/* Tries the assumptions cells[k] = digits[k]; keeps the step if better. */
static void try_forcing(const logic_state *s, branches *b, const int *cells,
                        const int *digits, int source, sudoku_step *best) {
    int alive[4], k, survivors = 0, len, c = 0, d = 0;

    for (k = 0; k < b->n; k++) {
        logic_state t = *s;
        alive[k] = !trace(&t, s, cells[k], digits[k], b->gone[k]);
        survivors += alive[k];
    }
    if (survivors < 2)
        return; /* a lone survivor is a plain contradiction: forcing chain */
    len = agreement(s, b, alive, cells, digits, &c, &d);
    if (!len || (best->n_removed && len >= best->length)) return;
    logic_step_clear(best, SUDOKU_TECH_DYNAMIC_FORCING);
    best->length = len;
    best->difficulty =
        logic_weight(SUDOKU_TECH_DYNAMIC_FORCING) + logic_length_bonus(len);
    logic_remove(s, best, c, d);
    for (k = 0; k < b->n; k++)
        logic_add_cell(best, cells[k], digits[k]);
    if (source >= 0) logic_add_unit(best, source);
}

/* The places of digit d in unit u, if 2..4; returns how many (0 if not). */
static int unit_places(const logic_state *s, int u, int d, int *cells) {
    int k, n = 0;

    for (k = 0; k < 9; k++) {
        int c = logic_unit_cell(u, k);
        if (((unsigned)s->cand[c] >> (d - 1)) & 1u) {
            if (n == 4) return 0;
            cells[n++] = c;
        }
    }
    return n >= 2 ? n : 0;
}

int nishio_dynamic_multiple(const logic_state *s, sudoku_step *st) {
    branches b; /* about 3 KB */
    sudoku_step best;
    int i, u, d, cells[4], digits[4];

    best.n_removed = 0;
    for (i = 0; i < 81; i++) {
        if (s->cell[i] || logic_popcount(s->cand[i]) > 4) continue;
        b.n = 0;
        for (d = 1; d <= 9; d++)
            if (((unsigned)s->cand[i] >> (d - 1)) & 1u) {
                cells[b.n] = i;
                digits[b.n++] = d;
            }
        try_forcing(s, &b, cells, digits, -1, &best);
    }
    for (u = 0; u < 27; u++)
        for (d = 1; d <= 9; d++) {
            b.n = unit_places(s, u, d, cells);
            for (i = 0; i < b.n; i++)
                digits[i] = d;
            if (b.n) try_forcing(s, &b, cells, digits, u, &best);
        }
    if (!best.n_removed) return 0;
    *st = best;
    return 1;
}
