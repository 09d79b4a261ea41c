/*
** tech_forcing.c - the dynamic techniques for what static patterns cannot
** crack. Dynamic forcing chain: assume a candidate true (or false) and
** propagate singles; a contradiction proves the opposite, and so does the
** agreement of all the branches of a cell or of a digit in a unit (dynamic
** multiple forcing). Forcing net: the same, propagating also with locked
** candidates, pairs and X-wings. Trial and error (the
** fallback, always succeeds on a puzzle with one solution): in the cell with
** fewest candidates, a candidate whose assumption leaves no solution to a
** depth-first search is removed; it is shown as cases (the net's
** propagation, then a split on a cell's candidates, again within a case
** while it stands), each case's contradiction traced like a net's.
** Ratings: the weight in position.c plus the
** chain-length bonus on the number of propagation steps; trial 10.0 plus
** 0.1 per doubling of the search nodes (at most 11.9), the nodes counted
** by the reference search of position.c.
*/
#include <stdlib.h>
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

/* ==================================================================== */
/* Trial and error, shown as cases                                       */
/* ==================================================================== */

/* Deepest split of a trial's cases. */
#define CASE_DEPTH 6

/* The assumptions a case rests on: the trial's own (first) and a choice at
** each split; gone[k]: the candidates of s that split cell k had lost by
** then (shown false in each case under it). */
typedef struct case_path {
    int n;
    int cell[CASE_DEPTH + 1], digit[CASE_DEPTH + 1];
    uint16_t gone[CASE_DEPTH + 1];
} case_path;

/* Follows the path's assumptions from *s into a trace, with the forcing
** net's propagation after each. Returns 0 when the trace ran full. */
static int follow_path(const sudoku__position *s, const case_path *p, sudoku__trace *tr) {
    sudoku_step step;
    int k = 0;

    sudoku__trace_start(tr, s, p->cell[0], p->digit[0], 1);
    for (;;) {
        while (tr->n < SUDOKU__TRACE_EVENTS && !sudoku__position_contradiction(&tr->t) &&
               sudoku__position_empty(&tr->t) > 0 && net_step(&tr->t, &step))
            sudoku__trace_step(tr, &step);
        if (tr->n >= SUDOKU__TRACE_EVENTS) return 0;
        if (++k >= p->n || sudoku__position_contradiction(&tr->t)) return 1;
        if (!sudoku__trace_assume(tr, p->cell[k], p->digit[k])) return 0;
    }
}

/* Records the case p ends in (a contradiction) as a new branch of *st, with
** what made each split cell's lost candidates false. */
static void record_case(const sudoku__trace *tr, const case_path *p, sudoku_step *st) {
    int cells[SUDOKU__TRACE_MORE], digits[SUDOKU__TRACE_MORE], n = 0, k, d;

    for (k = 1; k < p->n; k++)
        for (d = 1; d <= 9; d++)
            if (sudoku__has_digit(p->gone[k], d) && n < SUDOKU__TRACE_MORE)
                cells[n] = p->cell[k], digits[n++] = d;
    sudoku__trace_contradiction_and(tr, st, cells, digits, n);
}

/* How many cases of splitting cell c of *t survive the forcing net's
** propagation (the candidates that do not run into a contradiction). */
static int open_cases(const sudoku__position *t, int c) {
    unsigned m;
    int open = 0, steps;

    for (m = t->cand[c]; m; m &= m - 1) {
        sudoku__position u = *t;
        sudoku__position_place(&u, c, sudoku__lowest_digit(m));
        open += !propagate_net(&u, 1 << 20, &steps);
    }
    return open;
}

/* The cell to split *t on: the one that leaves fewest cases open, then
** the one with fewest candidates (the cases to show); -1 when none. */
static int best_split(const sudoku__position *t) {
    int c, best = -1, best_open = 10, best_n = 10;

    for (c = 0; c < 81; c++) {
        int n = sudoku__bits_count(t->cand[c]), open;
        if (t->cell[c] || n < 2 || n > 3) continue;
        open = open_cases(t, c);
        if (open < best_open || (open == best_open && n < best_n)) {
            best = c;
            best_open = open;
            best_n = n;
        }
    }
    return best >= 0 ? best : sudoku__position_fewest(t);
}

/* Shows that every case of path p runs into a contradiction, splitting
** (best_split) while it does not; each case a branch of *st. Once the chain
** is full the cases left are not followed (the search has proved them).
** Returns 0 when some case is still open at CASE_DEPTH or outgrows the
** trace. */
static int prove_cases(const sudoku__position *s, case_path *p, sudoku_step *st) {
    sudoku__trace *tr;
    int ok = 0, cell = -1;
    unsigned m = 0;

    if (st->chain_cut) return 1;
    tr = malloc(sizeof *tr); /* about 7 KB a level */
    if (tr && follow_path(s, p, tr)) {
        if (sudoku__position_contradiction(&tr->t)) {
            record_case(tr, p, st);
            ok = 1;
        } else if (p->n <= CASE_DEPTH && (cell = best_split(&tr->t)) >= 0) {
            m = tr->t.cand[cell];
            p->cell[p->n] = cell;
            p->gone[p->n] = (uint16_t)(s->cand[cell] & ~m);
        }
    }
    free(tr);
    if (cell < 0) return ok;
    for (ok = 1, p->n++; m && ok; m &= m - 1) {
        p->digit[p->n - 1] = sudoku__lowest_digit(m);
        ok = prove_cases(s, p, st);
    }
    p->n--;
    return ok;
}

/* Writes into *st the cases that show digit d in cell i leaves no
** solution, or (when they do not fit) no chain at all. */
static void record_trial(const sudoku__position *s, sudoku_step *st, int i, int d) {
    case_path p;

    p.n = 1;
    p.cell[0] = i;
    p.digit[0] = d;
    p.gone[0] = 0;
    if (prove_cases(s, &p, st)) {
        st->chain_end = SUDOKU_CHAIN_CASES;
        st->end_cell = (unsigned char)i;
        st->end_digit = (unsigned char)d;
        st->end_unit = 255;
        return;
    }
    st->n_chain = st->n_branches = st->chain_cut = 0;
    st->chain_end = SUDOKU_CHAIN_NONE;
    st->end_cell = st->end_digit = 0;
    st->end_unit = 255;
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
        record_trial(s, st, cell, d);
        return 1;
    }
    return 0;
}
