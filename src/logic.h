/*
** logic.h - the step engine of the human-style solver (logic.c): the order
** in which the techniques are tried, for the rater and the unit tests.
** Never installed.
*/
#ifndef SUDOKU_LOGIC_H
#define SUDOKU_LOGIC_H

#include "position.h"

/* The one setup of every function that advises on a grid (next step,
** rating): fills *s from 'grid' and 'marks' (as sudoku__position_init) and
** refuses what has no single answer. Returns SUDOKU_OK (*s marked unique, so
** the uniqueness techniques may run); SUDOKU_END for a full grid (*s filled);
** SUDOKU_ECLASH / SUDOKU_EINVAL as sudoku_check; SUDOKU_ENOSOLUTION when
** the grid (with its marks) has no solution; SUDOKU_EMULTIPLE when it has
** several. *s is untouched on failure. */
sudoku_status sudoku__logic_setup(sudoku__position *s, const sudoku_grid *grid,
                                  const sudoku_candidates *marks);

/* As sudoku__logic_setup on the board of 'houses' (kept by pointer; NULL:
** the classic one). */
sudoku_status sudoku__logic_setup_on(sudoku__position *s, const sudoku__houses *houses,
                                     const sudoku_grid *grid,
                                     const sudoku_candidates *marks);

/* The lists of techniques in their order of trial: the hints' (every
** technique of the library, by difficulty) and the two Sudoku Explainer
** scales the rater follows (sudoku_scale + 1). */
typedef enum sudoku__order {
    SUDOKU__ORDER_HINT = 0,
    SUDOKU__ORDER_CLASSIC,
    SUDOKU__ORDER_MODERN
} sudoku__order;

/* Finds the easiest step in *s: the techniques are tried in the trial
** order and the first that applies gives it. Returns 1 with *st filled, 0
** when none applies (*st unspecified). */
int sudoku__logic_find_step(const sudoku__position *s, sudoku_step *st);

/* As sudoku__logic_find_step, with only the techniques tried before 'tech'
** (none when 'tech' is not in the order). */
int sudoku__logic_find_step_before(const sudoku__position *s, sudoku_step *st,
                                   sudoku_technique tech);

/* As sudoku__logic_find_step, in the order 'order'. */
int sudoku__logic_find_step_in(const sudoku__position *s, sudoku_step *st,
                               sudoku__order order);

/* The technique tried at position 'rank' (0 = first) of 'order';
** SUDOKU_TECH_COUNT past its end. */
sudoku_technique sudoku__logic_tried_in(sudoku__order order, int rank);

/* The technique tried at position 'rank' (0 = first) of the trial order;
** SUDOKU_TECH_COUNT past its end. */
sudoku_technique sudoku__logic_tried(int rank);

#endif /* SUDOKU_LOGIC_H */
