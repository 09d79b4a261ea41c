/*
** tech_forcing.c - the dynamic techniques for what static patterns cannot
** crack. Dynamic forcing chain: assume a candidate true (or false) and
** propagate singles; a contradiction proves the opposite, and so does the
** agreement of all the branches of a cell or of a digit in a unit (dynamic
** multiple forcing). Forcing net: the same, propagating also with locked
** candidates, pairs and X-wings. Trial and error (the
** fallback, always succeeds on a puzzle with one solution): in the cell with
** fewest candidates, a candidate whose assumption leaves no solution to a
** depth-first search is removed. Ratings: the weight in position.c plus the
** chain-length bonus on the number of propagation steps; trial 10.0 plus
** 0.1 per doubling of the search nodes (at most 11.9), the nodes counted
** by the reference search of position.c.
*/
#include <string.h>

#include "tech.h"

/* Places naked and hidden singles until none is left or 'limit' steps are
** taken; *steps counts them. Returns 1 on a contradiction, else 0. */
static int propagate_singles(sudoku__position *s, int limit, int *steps) {
    sudoku_step st;

    for (*steps = 0;; (*steps)++) {
        if (sudoku__position_contradiction(s)) return 1;
        if (*steps >= limit) return 0;
        if (!sudoku__tech_naked_single(s, &st) && !sudoku__tech_hidden_single(s, &st))
            return 0;
        sudoku__position_place(s, st.cell, st.digit);
    }
}

/* The first step of the techniques a forcing net propagates with, easiest
** first: singles, locked candidates, naked pair, X-wing, hidden pair. */
static int net_step(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_full_house(s, st) || sudoku__tech_hidden_single(s, st) ||
           sudoku__tech_naked_single(s, st) || sudoku__tech_pointing(s, st) ||
           sudoku__tech_claiming(s, st) || sudoku__tech_naked_subset(s, st, 2) ||
           sudoku__tech_fish(s, st, 2) || sudoku__tech_hidden_subset(s, st, 2);
}

/* As propagate_singles, also with the techniques of net_step. */
static int propagate_net(sudoku__position *s, int limit, int *steps) {
    sudoku_step st;

    for (*steps = 0;; (*steps)++) {
        if (sudoku__position_contradiction(s)) return 1;
        if (*steps >= limit || sudoku__position_empty(s) == 0) return 0;
        if (!net_step(s, &st)) return 0;
        sudoku__position_apply(s, &st);
    }
}

typedef int (*propagator)(sudoku__position *s, int limit, int *steps);

/* The next step of singles propagation (as propagate_singles takes it). */
static int single_step(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_naked_single(s, st) || sudoku__tech_hidden_single(s, st);
}

/* Follows the assumption digit d in cell i ('on', or not) once more with a
** trace, taking steps with 'next' as the search did, and records the
** branch that leads to its contradiction into *st. */
static void record_forcing(const sudoku__position *s, sudoku_step *st,
                           int (*next)(const sudoku__position *, sudoku_step *), int i,
                           int d, int on) {
    sudoku__trace tr; /* about 7 KB */
    sudoku_step step;

    sudoku__trace_start(&tr, s, i, d, on);
    while (!sudoku__position_contradiction(&tr.t) && sudoku__position_empty(&tr.t) > 0 &&
           next(&tr.t, &step))
        sudoku__trace_step(&tr, &step);
    if (sudoku__position_contradiction(&tr.t)) sudoku__trace_contradiction(&tr, st);
}

/* Tries every candidate on and off; keeps the one whose contradiction comes
** in the fewest steps. Returns 1 with *st filled. */
static int forcing(const sudoku__position *s, sudoku_step *st, propagator prop,
                   int (*next)(const sudoku__position *, sudoku_step *),
                   sudoku_technique tech, double base) {
    int i, d, on, best = 1 << 20, best_i = -1, best_d = 0, best_on = 0;

    for (i = 0; i < 81; i++)
        for (d = 1; d <= 9; d++) {
            if (!sudoku__has_digit(s->cand[i], d)) continue;
            for (on = 1; on >= 0; on--) {
                sudoku__position t = *s;
                int steps;
                if (on)
                    sudoku__position_place(&t, i, d);
                else
                    t.cand[i] &= (uint16_t) ~(1u << (d - 1));
                if (prop(&t, best - 2, &steps) && steps + 1 < best) {
                    best = steps + 1; /* the assumption is a step too */
                    best_i = i;
                    best_d = d;
                    best_on = on;
                }
            }
        }
    if (best_i < 0) return 0;
    sudoku__step_assume(st, tech, base, best, best_i, best_d);
    if (best_on) {
        sudoku__step_remove(s, st, best_i, best_d);
    } else {
        st->cell = best_i;
        st->digit = best_d;
    }
    record_forcing(s, st, next, best_i, best_d, best_on);
    return 1;
}

/* ==================================================================== */
/* Dynamic multiple forcing chains                                       */
/* ==================================================================== */

#define NEVER 255

/* Places d in cell i of *t, noting in gone[][] at 'step' the candidates
** of s this removes. */
static void place_noting(sudoku__position *t, const sudoku__position *s, int i, int d,
                         unsigned char gone[81][9], int step) {
    int k, e;

    for (e = 0; e < 9; e++)
        if (e != d - 1 && gone[i][e] == NEVER && sudoku__has_digit(s->cand[i], e + 1))
            gone[i][e] = (unsigned char)step;
    for (k = 0; k < 20; k++) {
        int p = sudoku__peers[i][k];
        if (gone[p][d - 1] == NEVER && sudoku__has_digit(t->cand[p], d))
            gone[p][d - 1] = (unsigned char)step;
    }
    sudoku__position_place(t, i, d);
}

/* Assumes d in cell i, then places singles, noting in gone[c][d-1] the step
** at which each candidate of s disappeared (NEVER if it stayed). Returns 1
** on a contradiction. */
static int trace(sudoku__position *t, const sudoku__position *s, int i, int d,
                 unsigned char gone[81][9]) {
    sudoku_step st;
    int step;

    memset(gone, NEVER, 81 * 9);
    place_noting(t, s, i, d, gone, 1);
    for (step = 2;; step++) {
        if (sudoku__position_contradiction(t)) return 1;
        if (!sudoku__tech_naked_single(t, &st) && !sudoku__tech_hidden_single(t, &st))
            return 0;
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
static int agreement(const sudoku__position *s, const branches *b, const int *alive,
                     const int *cells, const int *digits, int *cell, int *digit) {
    int c, d, k, best = 0;

    for (c = 0; c < 81; c++)
        for (d = 0; d < 9; d++) {
            int sum = 0, all = 1;
            if (!sudoku__has_digit(s->cand[c], d + 1) ||
                assumed(cells, digits, b->n, c, d))
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

/* Records the branch from digit d in cell i, followed by singles: what
** makes digit 'rd' of cell 'rc' false, or the contradiction it runs into. */
static void record_branch(const sudoku__position *s, sudoku_step *st, int i, int d,
                          int rc, int rd) {
    sudoku__trace tr; /* about 7 KB */
    sudoku_step step;

    sudoku__trace_start(&tr, s, i, d, 1);
    while (!sudoku__position_contradiction(&tr.t) && single_step(&tr.t, &step))
        sudoku__trace_step(&tr, &step);
    if (sudoku__position_contradiction(&tr.t)) {
        sudoku_step dead = *st; /* keep the step's own conclusion */
        sudoku__trace_contradiction(&tr, &dead);
        st->n_chain = dead.n_chain, st->n_branches = dead.n_branches;
        st->chain_cut = dead.chain_cut;
        memcpy(st->chain, dead.chain, sizeof st->chain);
    } else {
        sudoku__trace_record(&tr, st, &rc, &rd, 1);
    }
}

/* Tries the assumptions cells[k] = digits[k]; keeps the step if better. */
static void try_forcing(const sudoku__position *s, branches *b, const int *cells,
                        const int *digits, int source, sudoku_step *best) {
    int alive[4], k, survivors = 0, len, c = 0, d = 0;

    for (k = 0; k < b->n; k++) {
        sudoku__position t = *s;
        alive[k] = !trace(&t, s, cells[k], digits[k], b->gone[k]);
        survivors += alive[k];
    }
    if (survivors < 2)
        return; /* a lone survivor is a plain contradiction: forcing chain */
    len = agreement(s, b, alive, cells, digits, &c, &d);
    if (!len || (best->n_removed && len >= best->length)) return;
    sudoku__step_clear(best, SUDOKU_TECH_DYNAMIC_FORCING);
    best->length = len;
    best->difficulty =
        sudoku__weight(SUDOKU_TECH_DYNAMIC_FORCING) + sudoku__length_bonus(len);
    sudoku__step_remove(s, best, c, d);
    for (k = 0; k < b->n; k++)
        sudoku__step_add_cell(best, cells[k], digits[k]);
    if (source >= 0) sudoku__step_add_unit(best, source);
    best->chain_end = SUDOKU_CHAIN_AGREE;
    best->end_cell = (unsigned char)c;
    best->end_digit = (unsigned char)d;
    best->end_unit = (unsigned char)(source >= 0 ? source : 255);
    for (k = 0; k < b->n; k++)
        record_branch(s, best, cells[k], digits[k], c, d);
}

/* The places of digit d in unit u, if 2..4; returns how many (0 if not). */
static int unit_places(const sudoku__position *s, int u, int d, int *cells) {
    int k, n = 0;

    for (k = 0; k < 9; k++) {
        int c = sudoku__unit_cell(u, k);
        if (sudoku__has_digit(s->cand[c], d)) {
            if (n == 4) return 0;
            cells[n++] = c;
        }
    }
    return n >= 2 ? n : 0;
}

/* Every candidate of a cell, or every place of a digit in a unit, each
** followed by singles: what all the surviving branches agree on is
** removed. Returns 1 with the best such step in *st. */
static int dynamic_multiple(const sudoku__position *s, sudoku_step *st) {
    branches b; /* about 3 KB */
    sudoku_step best;
    int i, u, d, cells[4], digits[4];

    best.n_removed = 0;
    for (i = 0; i < 81; i++) {
        if (s->cell[i] || sudoku__bits_count(s->cand[i]) > 4) continue;
        b.n = 0;
        for (d = 1; d <= 9; d++)
            if (sudoku__has_digit(s->cand[i], d)) {
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

/* Dynamic forcing chains: a contradiction or an agreement of branches,
** following singles; the shorter wins. */
int sudoku__tech_dynamic_forcing(const sudoku__position *s, sudoku_step *st) {
    sudoku_step other;
    int found =
        forcing(s, st, propagate_singles, single_step, SUDOKU_TECH_DYNAMIC_FORCING,
                sudoku__weight(SUDOKU_TECH_DYNAMIC_FORCING));

    if (dynamic_multiple(s, &other) && (!found || other.length < st->length)) {
        *st = other;
        found = 1;
    }
    return found;
}

int sudoku__tech_forcing_net(const sudoku__position *s, sudoku_step *st) {
    return forcing(s, st, propagate_net, net_step, SUDOKU_TECH_FORCING_NET,
                   sudoku__weight(SUDOKU_TECH_FORCING_NET));
}

int sudoku__tech_trial(const sudoku__position *s, sudoku_step *st) {
    int cell = sudoku__position_fewest(s);
    unsigned m;

    if (cell < 0) return 0;
    for (m = s->cand[cell]; m; m &= m - 1) {
        int d = sudoku__lowest_digit(m);
        sudoku__position t = *s;
        unsigned long nodes = 0;
        double bonus = 0.0;
        sudoku__position_place(&t, cell, d);
        if (sudoku__position_count(&t, 1, &nodes) > 0) continue;
        sudoku__step_clear(st, SUDOKU_TECH_TRIAL);
        for (; nodes > 1 && bonus < 1.85; nodes >>= 1)
            bonus += 0.1;
        st->difficulty = 10.0 + bonus;
        st->length = (int)(bonus * 10 + 0.5);
        st->digits = sudoku__digit_bit(d);
        sudoku__step_add_cell(st, cell, d);
        sudoku__step_remove(s, st, cell, d);
        return 1;
    }
    return 0;
}
