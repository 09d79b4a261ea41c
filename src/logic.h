/*
** logic.h - internals of the human-style solver shared by src/logic.c, the
** technique units (src/tech_*.c), src/rate.c and the unit tests. Kept apart
** from internal.h so the technique units can grow without touching the file
** every module shares. Never installed.
*/
#ifndef SUDOKU_LOGIC_H
#define SUDOKU_LOGIC_H

#include "internal.h"

/* A position of the logical solver: placed digits and candidate masks
** (bit d-1 for digit d; 0 for a filled cell). */
typedef struct logic_state {
    unsigned char cell[81];
    uint16_t cand[81];
    int unique; /* known to have one solution: uniqueness techniques allowed */
} logic_state;

#define LOGIC_ALL 0x1FFu

/* Cell k (0..8) of unit u (0..8 rows, 9..17 columns, 18..26 boxes). */
static inline int logic_unit_cell(int u, int k) {
    if (u < 9) return 9 * u + k;
    if (u < 18) return 9 * k + (u - 9);
    u -= 18;
    return 27 * (u / 3) + 3 * (u % 3) + 9 * (k / 3) + k % 3;
}

static inline int logic_row(int i) { return i / 9; }
static inline int logic_col(int i) { return i % 9; }
static inline int logic_box(int i) { return (i / 27) * 3 + (i % 9) / 3; }

/* 1 when cell c lies in unit u. */
static inline int logic_in_unit(int c, int u) {
    return u < 9    ? logic_row(c) == u
           : u < 18 ? logic_col(c) == u - 9
                    : logic_box(c) == u - 18;
}

/* 1 when distinct cells a and b share a unit. */
static inline int logic_sees(int a, int b) {
    return a != b && (logic_row(a) == logic_row(b) || logic_col(a) == logic_col(b) ||
                      logic_box(a) == logic_box(b));
}

static inline int logic_popcount(unsigned m) { return bits_count(m); }

/* Lowest digit (1..9) in mask m; 0 when m is 0. */
static inline int logic_first_digit(unsigned m) {
    int d = 1;
    if (m == 0) return 0; /* no digit: callers print it as 0 rather than loop */
    while (!(m & 1u)) {
        m >>= 1;
        d++;
    }
    return d;
}

/* ---- logic.c: positions and the step engine ---- */

/* The 20 peers of each cell, in increasing order. */
extern const unsigned char logic_peers[81][20];

/* Fills *s from 'grid' (candidates from the filled cells) intersected with
** 'marks' when non-NULL. Returns SUDOKU_OK or SUDOKU_EINVAL/SUDOKU_ECLASH. */
sudoku_status logic_init(logic_state *s, const sudoku_grid *grid,
                         const sudoku_candidates *marks);

/* Places d in cell i and removes d from its peers. */
void logic_place(logic_state *s, int i, int d);

/* Applies a step to *s. */
void logic_apply(logic_state *s, const sudoku_step *st);

/* 1 when some empty cell has no candidate or some unit has no room for a
** missing digit. */
int logic_contradiction(const logic_state *s);

/* Number of empty cells. */
int logic_empty(const logic_state *s);

/* Clears *st and sets its technique and placement to none. */
void logic_step_clear(sudoku_step *st, sudoku_technique tech);

/* Starts *st as a step of 'tech' about one assumption, digit d in cell i,
** reached by a chain of 'length' nodes: difficulty 'base' plus the length
** bonus, the cell recorded in the pattern. */
void logic_step_assume(sudoku_step *st, sudoku_technique tech, double base, int length,
                       int i, int d);

/* Records a removal of digit d from cell i in *st (no-op if absent in s). */
void logic_remove(const logic_state *s, sudoku_step *st, int i, int d);

/* Appends a pattern cell (with its digit or 0) and a unit to *st. */
void logic_add_cell(sudoku_step *st, int i, int d);
void logic_add_unit(sudoku_step *st, int u);

/* SE's extra difficulty for a chain of 'length' nodes: +0.1 each time the
** length passes 4, 6, 8, 12, 16, 24, 32, ... */
double logic_length_bonus(int length);

/* The SE-like base weight of a technique. */
double logic_weight(sudoku_technique tech);

/* Finds the easiest step of technique at most 'max_tech' (inclusive).
** Returns 1 with *st filled, 0 when none applies. */
int logic_find_step(const logic_state *s, sudoku_step *st, sudoku_technique max_tech);

/* ---- technique units: each returns 1 and fills *st when it finds a step ---- */

int tech_full_house(const logic_state *s, sudoku_step *st);
int tech_hidden_single(const logic_state *s, sudoku_step *st);
int tech_naked_single(const logic_state *s, sudoku_step *st);
int tech_pointing(const logic_state *s, sudoku_step *st);
int tech_claiming(const logic_state *s, sudoku_step *st);
int tech_unique_rectangle(const logic_state *s, sudoku_step *st);
int tech_bug(const logic_state *s, sudoku_step *st);
int tech_naked_subset(const logic_state *s, sudoku_step *st, int n);
int tech_hidden_subset(const logic_state *s, sudoku_step *st, int n);
int tech_fish(const logic_state *s, sudoku_step *st, int n);
int tech_turbot_fish(const logic_state *s, sudoku_step *st);
int tech_xy_wing(const logic_state *s, sudoku_step *st);
int tech_xyz_wing(const logic_state *s, sudoku_step *st);
int tech_w_wing(const logic_state *s, sudoku_step *st);
int tech_simple_colouring(const logic_state *s, sudoku_step *st);
int tech_x_chain(const logic_state *s, sudoku_step *st);
int tech_xy_chain(const logic_state *s, sudoku_step *st);
int tech_aic(const logic_state *s, sudoku_step *st);
int tech_forcing_chain(const logic_state *s, sudoku_step *st);
int tech_nishio(const logic_state *s, sudoku_step *st);
int tech_multiple_forcing(const logic_state *s, sudoku_step *st);
int tech_dynamic_forcing(const logic_state *s, sudoku_step *st);
int tech_forcing_net(const logic_state *s, sudoku_step *st);
int tech_trial(const logic_state *s, sudoku_step *st);

/* Counts the solutions of *s up to 'limit' by a depth-first search of its
** own (tech_forcing.c), independent of the fast solver. */
int forcing_count(const logic_state *s, int limit);

/* Dynamic cell/region forcing (tech_nishio.c): the best agreement of the
** branches, followed by singles, into *st. Returns 1 when one is found. */
int nishio_dynamic_multiple(const logic_state *s, sudoku_step *st);

#endif /* SUDOKU_LOGIC_H */
