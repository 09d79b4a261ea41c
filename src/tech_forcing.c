/*
** tech_forcing.c - the dynamic techniques for what static patterns cannot
** crack. Dynamic forcing chain: assume a candidate true (or false) and
** propagate singles; a contradiction proves the opposite (the agreement of
** several branches is in tech_nishio.c). Forcing net: the same, propagating
** also with locked candidates, pairs and X-wings. Trial and error (the
** fallback, always succeeds on a puzzle with one solution): in the cell with
** fewest candidates, a candidate whose assumption leaves no solution to a
** depth-first search is removed. Ratings: the weight in logic.c plus the
** chain-length bonus on the number of propagation steps; trial 10.0 plus
** 0.1 per doubling of the search nodes (at most 11.9). Also the rater's own
** solution count, so it never leans on the fast solver.
*/
#include <string.h>

#include "logic.h"

/* Places naked and hidden singles until none is left or 'limit' steps are
** taken; *steps counts them. Returns 1 on a contradiction, else 0. */
static int propagate_singles(logic_state *s, int limit, int *steps) {
    sudoku_step st;

    for (*steps = 0;; (*steps)++) {
        if (logic_contradiction(s)) return 1;
        if (*steps >= limit) return 0;
        if (!tech_naked_single(s, &st) && !tech_hidden_single(s, &st)) return 0;
        logic_place(s, st.cell, st.digit);
    }
}

/* As propagate_singles, also with the techniques up to hidden pair. */
static int propagate_net(logic_state *s, int limit, int *steps) {
    sudoku_step st;

    for (*steps = 0;; (*steps)++) {
        if (logic_contradiction(s)) return 1;
        if (*steps >= limit || logic_empty(s) == 0) return 0;
        if (!logic_find_step(s, &st, SUDOKU_TECH_HIDDEN_PAIR)) return 0;
        logic_apply(s, &st);
    }
}

typedef int (*propagator)(logic_state *s, int limit, int *steps);

/* Tries every candidate on and off; keeps the one whose contradiction comes
** in the fewest steps. Returns 1 with *st filled. */
static int forcing(const logic_state *s, sudoku_step *st, propagator prop,
                   sudoku_technique tech, double base) {
    int i, d, on, best = 1 << 20, best_i = -1, best_d = 0, best_on = 0;

    for (i = 0; i < 81; i++)
        for (d = 1; d <= 9; d++) {
            if (!(((unsigned)s->cand[i] >> (d - 1)) & 1u)) continue;
            for (on = 1; on >= 0; on--) {
                logic_state t = *s;
                int steps;
                if (on)
                    logic_place(&t, i, d);
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
    logic_step_assume(st, tech, base, best, best_i, best_d);
    if (best_on) {
        logic_remove(s, st, best_i, best_d);
    } else {
        st->cell = best_i;
        st->digit = best_d;
    }
    return 1;
}

/* Dynamic forcing chains: a contradiction or an agreement of branches,
** following singles; the shorter wins. */
int tech_dynamic_forcing(const logic_state *s, sudoku_step *st) {
    sudoku_step other;
    int found = forcing(s, st, propagate_singles, SUDOKU_TECH_DYNAMIC_FORCING,
                        logic_weight(SUDOKU_TECH_DYNAMIC_FORCING));

    if (nishio_dynamic_multiple(s, &other) && (!found || other.length < st->length)) {
        *st = other;
        found = 1;
    }
    return found;
}

int tech_forcing_net(const logic_state *s, sudoku_step *st) {
    return forcing(s, st, propagate_net, SUDOKU_TECH_FORCING_NET,
                   logic_weight(SUDOKU_TECH_FORCING_NET));
}

/* The empty cell with the fewest candidates, or -1 when none is empty. */
static int fewest_candidates(const logic_state *s) {
    int i, best = -1, bc = 10;

    for (i = 0; i < 81; i++)
        if (!s->cell[i] && logic_popcount(s->cand[i]) < bc) {
            bc = logic_popcount(s->cand[i]);
            best = i;
        }
    return best;
}

/* Depth-first count of the solutions of s, up to 'limit'; adds the nodes
** visited to *nodes. */
static int count_from(logic_state s, int limit, unsigned long *nodes) {
    int best, steps, n = 0;
    unsigned m;

    (*nodes)++;
    if (propagate_singles(&s, 81, &steps)) return 0;
    best = fewest_candidates(&s);
    if (best < 0) return 1;
    for (m = s.cand[best]; m && n < limit; m &= m - 1) {
        logic_state t = s;
        logic_place(&t, best, logic_first_digit(m & (~m + 1u)));
        n += count_from(t, limit - n, nodes);
    }
    return n;
}

int forcing_count(const logic_state *s, int limit) {
    unsigned long nodes = 0;
    return count_from(*s, limit, &nodes);
}

int tech_trial(const logic_state *s, sudoku_step *st) {
    int cell = fewest_candidates(s);
    unsigned m;

    if (cell < 0) return 0;
    for (m = s->cand[cell]; m; m &= m - 1) {
        int d = logic_first_digit(m & (~m + 1u));
        logic_state t = *s;
        unsigned long nodes = 0;
        double bonus = 0.0;
        logic_place(&t, cell, d);
        if (count_from(t, 1, &nodes) > 0) continue;
        logic_step_clear(st, SUDOKU_TECH_TRIAL);
        for (; nodes > 1 && bonus < 1.85; nodes >>= 1)
            bonus += 0.1;
        st->difficulty = 10.0 + bonus;
        st->length = (int)(bonus * 10 + 0.5);
        st->digits = (uint16_t)(1u << (d - 1));
        logic_add_cell(st, cell, d);
        logic_remove(s, st, cell, d);
        return 1;
    }
    return 0;
}
