/*
** tech.h - the technique units (src/tech_*.c), each a search for one kind
** of step in a position. They sit between the positions (position.h) below
** and the step engine (logic.c) above, and call only sideways to simpler
** techniques (the forcing techniques propagate with the singles). Each
** finder has its TRIAL row in the table of techniques (techniques.h), which
** says where the engine tries it. Never installed.
*/
#ifndef SUDOKU_TECH_H
#define SUDOKU_TECH_H

#include "position.h"

/* Each returns 1 and fills *st when it finds a step in *s, else 0 with *st
** unspecified; n is the size of a subset or fish (2..4). */
int sudoku__tech_full_house(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_hidden_single(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_naked_single(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_pointing(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_claiming(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_unique_rectangle(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_bug(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_naked_subset(const sudoku__position *s, sudoku_step *st, int n);
int sudoku__tech_hidden_subset(const sudoku__position *s, sudoku_step *st, int n);
int sudoku__tech_fish(const sudoku__position *s, sudoku_step *st, int n);
int sudoku__tech_turbot_fish(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_xy_wing(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_xyz_wing(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_w_wing(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_simple_colouring(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_x_chain(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_xy_chain(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_aic(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_forcing_chain(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_nishio(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_multiple_forcing(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_dynamic_forcing(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_forcing_net(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_trial(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_direct_pointing(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_direct_claiming(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_direct_hidden_pair(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_direct_hidden_triple(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_se_cycles_and_chains(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_se_nishio(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_se_multiple(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_se_dynamic(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_se_dynamic_plus(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_se_nested(const sudoku__position *s, sudoku_step *st);
/* n: the almost locked set's cells, 3 (WXYZ-wing) .. 6 (TUVWXYZ-wing) */
int sudoku__tech_als_wing(const sudoku__position *s, sudoku_step *st, int n);
/* n_links: the strong links of the chain, 2 .. 4 */
int sudoku__tech_strong_links(const sudoku__position *s, sudoku_step *st, int n_links);
int sudoku__tech_se_unique_loops(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_se_bug(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_se_aligned_pair(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_se_aligned_triplet(const sudoku__position *s, sudoku_step *st);
/* non-consecutive boards only (tech_nc.c); 0 on any other */
int sudoku__tech_nc_forcing_cell(const sudoku__position *s, sudoku_step *st);
int sudoku__tech_locked_nc(const sudoku__position *s, sudoku_step *st);

/* ---- tech_trace.c: what a dynamic forcing rests on ---- */

#define SUDOKU__TRACE_EVENTS 200

/* One event of a trace: the assumption, a placement, a pattern's removals. */
typedef struct sudoku__trace_event {
    unsigned char kind, cell, digit;
    unsigned char unit; /* a hidden single's unit; a pattern's technique */
    unsigned char n_units, units[8];
    unsigned char n_cells, cells[4]; /* a naked subset's cells */
    uint16_t digits;                 /* a pattern's digits */
} sudoku__trace_event;

/* An assumption followed from position *s: the position reached, and the
** event that made each candidate of *s false (-1 while it is not). */
typedef struct sudoku__trace {
    const sudoku__position *s;
    sudoku__position t;
    short killer[81][9];
    int n;
    sudoku__trace_event ev[SUDOKU__TRACE_EVENTS];
} sudoku__trace;

/* Starts a trace from *s (kept by pointer) assuming digit in cell true
** ('on') or false. */
void sudoku__trace_start(sudoku__trace *tr, const sudoku__position *s, int cell,
                         int digit, int on);

/* Applies a step found in tr->t (a single or a pattern) as the next event. */
void sudoku__trace_step(sudoku__trace *tr, const sudoku_step *st);

/* Places digit in cell as the only place left in unit (nishio's step). */
void sudoku__trace_digit(sudoku__trace *tr, int cell, int digit, int unit);

/* Writes into st's chain, as a new branch, the events that make the n
** candidates cells[i]/digits[i] false, and those nodes last. */
void sudoku__trace_record(const sudoku__trace *tr, sudoku_step *st, const int *cells,
                          const int *digits, int n);

/* Assumes digit in cell true within the trace, as a case trial and error
** takes (an EV_CASE event, always written). Returns 0 when the trace is
** full (nothing is then noted). */
int sudoku__trace_assume(sudoku__trace *tr, int cell, int digit);

/* Most candidates sudoku__trace_contradiction_and adds. */
#define SUDOKU__TRACE_MORE 32

/* Finds the contradiction tr->t has reached (a cell without candidate, or a
** unit without place for a digit), sets st's chain_end and end_* to it and
** records the branch that leads to it. */
void sudoku__trace_contradiction(const sudoku__trace *tr, sudoku_step *st);

/* As sudoku__trace_contradiction, also writing what makes each of the
** 'more' (at most SUDOKU__TRACE_MORE) candidates more_cells[i]/
** more_digits[i] false. */
void sudoku__trace_contradiction_and(const sudoku__trace *tr, sudoku_step *st,
                                     const int *more_cells, const int *more_digits,
                                     int more);

/* ---- patterns Sudoku Explainer's chains use too (tech_se_chains.c) ----
** Locked candidates (tech_intersections.c), naked and hidden pairs
** (tech_subsets.c) and X-wings (tech_fish.c): one finder a pattern, which
** the technique runs on a position and the chains on their working grids,
** in SE's order, with what each instance rests on (its parents in a chain). */

/* A grid a pattern finder reads. 's': the position (its houses, its placed
** digits). 'cand': candidate masks (bit d-1 for digit d): the position's
** own (a placed cell 0), or a chain's working grid (a placed cell its
** digit's bit alone). The chains also give 'was', the grid their present
** propagation started from: the candidates of 'was' gone from 'cand' that
** an instance needs gone are what it rests on; 'lost', the digits each
** house lost since 'was' (instances in houses that lost none rest on
** nothing, and are skipped); 'places' or NULL, digit d's places in house u
** of 'cand' (bit k for its cell k), which a chain keeps on the classic
** board; and 'se_cells': a house's cells in SE's order (sudoku__se_cell),
** not increasing. A technique leaves them 0. */
typedef struct sudoku__grid {
    const sudoku__position *s;
    const uint16_t *cand;
    const uint16_t *was;
    const uint16_t *lost;
    const uint16_t (*places)[10];
    int se_cells;
} sudoku__grid;

#define SUDOKU__INSTANCE_MAX 32

/* One instance of a pattern in a grid: its technique, digits and houses
** (as its step lists them), its cells (with their digit, 0 for all), the
** candidates of 'cand' it removes and, in a grid with 'was', those it
** rests on, each in the order the finder meets them. */
typedef struct sudoku__instance {
    sudoku_technique tech;
    uint16_t digits;
    int n_units, n_cells, n_removed, n_rests;
    unsigned char units[8];
    unsigned char cells[16], cell_digit[16];
    unsigned char removed[SUDOKU__INSTANCE_MAX], removed_digit[SUDOKU__INSTANCE_MAX];
    unsigned char rests[SUDOKU__INSTANCE_MAX], rest_digit[SUDOKU__INSTANCE_MAX];
} sudoku__instance;

/* Called with each instance a finder meets; a nonzero return stops the
** finder, which returns it. */
typedef int (*sudoku__visit)(void *ctx, const sudoku__instance *in);

/* Cell k of house u in Sudoku Explainer's order: the house's cells
** increasing, but for the windows on the rows between windows (SE's
** windows 6 and 7, our 43 and 44), which SE lists column by column. */
static inline int sudoku__se_cell(const sudoku__houses *h, int u, int k) {
    if (!h) return sudoku__unit_cell(u, k);
    if (u == SUDOKU__HOUSE_WINDOW + 7 || u == SUDOKU__HOUSE_WINDOW + 8)
        return h->cell[u][k % 3 * 3 + k / 3];
    return h->cell[u][k];
}

/* Cell k of house u of grid g, in the order g asks for. */
static inline int sudoku__grid_cell(const sudoku__grid *g, int u, int k) {
    return g->se_cells ? sudoku__se_cell(g->s->houses, u, k)
                       : sudoku__house_cell(g->s, u, k);
}

/* Digit d's places in house u of g, bit k for its cell k. */
static inline unsigned sudoku__grid_places(const sudoku__grid *g, int u, int d) {
    unsigned m = 0;

    if (g->places) return g->places[u][d];
    for (int k = 0; k < 9; k++)
        if (sudoku__has_digit(g->cand[sudoku__grid_cell(g, u, k)], d)) m |= 1u << k;
    return m;
}

/* Adds to *in cell c (with digit d), a removal or a candidate it rests on. */
static inline void sudoku__instance_cell(sudoku__instance *in, int c, int d) {
    in->cells[in->n_cells] = (unsigned char)c;
    in->cell_digit[in->n_cells++] = (unsigned char)d;
}
static inline void sudoku__instance_remove(sudoku__instance *in, int c, int d) {
    in->removed[in->n_removed] = (unsigned char)c;
    in->removed_digit[in->n_removed++] = (unsigned char)d;
}
static inline void sudoku__instance_rest(sudoku__instance *in, int c, int d) {
    in->rests[in->n_rests] = (unsigned char)c;
    in->rest_digit[in->n_rests++] = (unsigned char)d;
}

/* Makes *in the step *st of position *s; returns 1 when it removes something. */
static inline int sudoku__instance_step(const sudoku__position *s,
                                        const sudoku__instance *in, sudoku_step *st) {
    int k;

    sudoku__step_clear(st, in->tech);
    st->digits = in->digits;
    for (k = 0; k < in->n_units; k++)
        sudoku__step_add_unit(st, in->units[k]);
    for (k = 0; k < in->n_cells; k++)
        sudoku__step_add_cell(st, in->cells[k], in->cell_digit[k]);
    for (k = 0; k < in->n_removed; k++)
        sudoku__step_remove(s, st, in->removed[k], in->removed_digit[k]);
    return st->n_removed > 0;
}

/* SE's locked candidates that remove something, generalised intersections
** aside: pointing (a box's places of a digit in one row, then one column),
** then claiming (a column's, then a row's, in one box); by digit, then
** house. */
int sudoku__locked_se(const sudoku__grid *g, sudoku__visit visit, void *ctx);

/* SE's hidden pairs in house u: by the higher digit, then the lower. */
int sudoku__hidden_pairs_se(const sudoku__grid *g, int u, sudoku__visit visit, void *ctx);

/* SE's naked pairs in house u: by the higher cell, then the lower. */
int sudoku__naked_pairs_se(const sudoku__grid *g, int u, sudoku__visit visit, void *ctx);

/* SE's X-wings: columns as base lines, then rows; by the higher line,
** the lower, then the digit. */
int sudoku__x_wings_se(const sudoku__grid *g, sudoku__visit visit, void *ctx);

#endif /* SUDOKU_TECH_H */
