/*
** tech_nishio.c - the assumption techniques short of a full dynamic chain.
** Nishio: put a digit in a cell and follow that digit alone (its peers lose
** it, a unit left with one place takes it); a unit left with no place
** proves the digit false there. Multiple forcing chains: try every
** candidate of a cell, or every place of a digit in a unit, following
** singles; what all the branches that survive agree on is true (the
** dynamic half of sudoku__tech_dynamic_forcing).
*/
#include <string.h>

#include "tech.h"

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

    p->held[sudoku__row(i)] = p->held[9 + sudoku__col(i)] = p->held[18 + sudoku__box(i)] =
        1;
    p->can[i] = 0;
    for (j = 0; j < 81; j++)
        if (sudoku__sees(i, j)) p->can[j] = 0;
}

/* Follows digit d from cell i; returns 1 on a contradiction, with the
** placements made in *steps. */
static int nishio_from(const sudoku__position *s, int i, int d, int *steps, int limit) {
    plane p;
    int u, k, changed = 1;

    memset(&p, 0, sizeof p);
    for (k = 0; k < 81; k++) {
        p.can[k] = (unsigned char)sudoku__has_digit(s->cand[k], d);
        if (s->cell[k] == d)
            p.held[sudoku__row(k)] = p.held[9 + sudoku__col(k)] =
                p.held[18 + sudoku__box(k)] = 1;
    }
    plane_place(&p, i);
    for (*steps = 1; changed && *steps <= limit;) {
        changed = 0;
        for (u = 0; u < 27; u++) {
            int n = 0, at = -1;
            if (p.held[u]) continue;
            for (k = 0; k < 9; k++)
                if (p.can[sudoku__unit_cell(u, k)]) n++, at = sudoku__unit_cell(u, k);
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

/* Digit d has no place in unit u of *t, not even a placed one. */
static int no_place(const sudoku__position *t, int u, int d) {
    int k;

    for (k = 0; k < 9; k++) {
        int c = sudoku__unit_cell(u, k);
        if (t->cell[c] == d || sudoku__has_digit(t->cand[c], d)) return 0;
    }
    return 1;
}

/* Follows digit d from cell i once more, as nishio_from, with a trace, and
** records the branch to the unit left without place for d into *st. */
static void record_nishio(const sudoku__position *s, sudoku_step *st, int i, int d) {
    sudoku__trace tr; /* about 7 KB */
    int u, k, changed = 1, cells[9], n = 0;

    sudoku__trace_start(&tr, s, i, d, 1);
    while (changed) {
        changed = 0;
        for (u = 0; u < 27; u++) {
            int places = 0, at = -1, held = 0;
            for (k = 0; k < 9; k++) {
                int c = sudoku__unit_cell(u, k);
                held |= tr.t.cell[c] == d;
                if (sudoku__has_digit(tr.t.cand[c], d)) places++, at = c;
            }
            if (held) continue;
            if (places == 0 && no_place(&tr.t, u, d)) {
                st->chain_end = SUDOKU_CHAIN_NO_PLACE;
                st->end_unit = (unsigned char)u;
                st->end_digit = (unsigned char)d;
                for (k = 0; k < 9; k++)
                    if (sudoku__has_digit(s->cand[sudoku__unit_cell(u, k)], d))
                        cells[n++] = sudoku__unit_cell(u, k);
                int digits[9] = {d, d, d, d, d, d, d, d, d};
                sudoku__trace_record(&tr, st, cells, digits, n);
                return;
            }
            if (places == 1) {
                sudoku__trace_digit(&tr, at, d, u);
                changed = 1;
            }
        }
    }
}

int sudoku__tech_nishio(const sudoku__position *s, sudoku_step *st) {
    int i, d, steps, best = 1000, bi = -1, bd = 0;

    for (i = 0; i < 81; i++)
        for (d = 1; d <= 9; d++)
            if (sudoku__has_digit(s->cand[i], d) &&
                nishio_from(s, i, d, &steps, best - 1) && steps < best) {
                best = steps;
                bi = i;
                bd = d;
            }
    if (bi < 0) return 0;
    sudoku__step_assume(st, SUDOKU_TECH_NISHIO, sudoku__weight(SUDOKU_TECH_NISHIO), best,
                        bi, bd);
    sudoku__step_remove(s, st, bi, bd);
    record_nishio(s, st, bi, bd);
    return 1;
}
