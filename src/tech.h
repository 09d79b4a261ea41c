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

#endif /* SUDOKU_TECH_H */
