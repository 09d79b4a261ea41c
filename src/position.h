/*
** position.h - the human-style solver's positions (placed digits plus
** candidate masks), the builders of the steps found in them, and a small
** reference search that counts their solutions. The leaf under the
** technique units (tech.h), the step engine (logic.c) and the rater: it
** calls none of them. Never installed.
*/
#ifndef SUDOKU_POSITION_H
#define SUDOKU_POSITION_H

#include "internal.h"

/* A position of the logical solver: placed digits and candidate masks
** (bit d-1 for digit d; 0 for a filled cell). */
typedef struct sudoku__position {
    unsigned char cell[81];
    uint16_t cand[81];
    int unique; /* known to have one solution: uniqueness techniques allowed */
} sudoku__position;

/* ---- positions ---- */

/* The 20 peers of each cell, in increasing order. */
extern const unsigned char sudoku__peers[81][20];

/* Fills *s from 'grid' (candidates from the filled cells) intersected with
** 'marks' when non-NULL. Returns SUDOKU_OK, or SUDOKU_EINVAL/SUDOKU_ECLASH
** with *s unchanged. */
sudoku_status sudoku__position_init(sudoku__position *s, const sudoku_grid *grid,
                                    const sudoku_candidates *marks);

/* Places d in cell i and removes d from its peers. */
void sudoku__position_place(sudoku__position *s, int i, int d);

/* Applies a step to *s: its placement, then its removals. */
void sudoku__position_apply(sudoku__position *s, const sudoku_step *st);

/* 1 when some empty cell has no candidate or some unit has no room for a
** missing digit. */
int sudoku__position_contradiction(const sudoku__position *s);

/* Number of empty cells. */
int sudoku__position_empty(const sudoku__position *s);

/* The empty cell with the fewest candidates (the first of them), or -1
** when none is empty. */
int sudoku__position_fewest(const sudoku__position *s);

/* Counts the solutions of *s up to 'limit' by a depth-first search of its
** own (singles, then the cell with fewest candidates), independent of the
** fast solver; adds the search nodes visited to *nodes when non-NULL. */
int sudoku__position_count(const sudoku__position *s, int limit, unsigned long *nodes);

/* ---- steps ---- */

/* The SE-like base weight of a technique (0 for an unknown one). */
double sudoku__weight(sudoku_technique tech);

/* SE's extra difficulty for a chain of 'length' nodes: +0.1 each time the
** length passes 4, 6, 8, 12, 16, 24, 32, ... */
double sudoku__length_bonus(int length);

/* Clears *st and sets its technique, its base weight and no placement. */
void sudoku__step_clear(sudoku_step *st, sudoku_technique tech);

/* Starts *st as a step of 'tech' about one assumption, digit d in cell i,
** reached by a chain of 'length' nodes: difficulty 'base' plus the length
** bonus, the cell recorded in the pattern. */
void sudoku__step_assume(sudoku_step *st, sudoku_technique tech, double base, int length,
                         int i, int d);

/* Records a removal of digit d from cell i in *st (no-op if absent in s). */
void sudoku__step_remove(const sudoku__position *s, sudoku_step *st, int i, int d);

/* Appends a pattern cell (with its digit or 0) and a unit to *st; beyond
** the step's room they are dropped. */
void sudoku__step_add_cell(sudoku_step *st, int i, int d);
void sudoku__step_add_unit(sudoku_step *st, int u);

/* Appends a chain node to *st (see sudoku_chain_node): a START node opens a
** new branch, any other joins the latest. 'unit' is 255 when it has none.
** Returns its index, or -1 (and chain_cut set) when the chain is full. */
int sudoku__step_add_node(sudoku_step *st, int cell, int digit, int on, sudoku_link link,
                          int from, int unit);

#endif /* SUDOKU_POSITION_H */
