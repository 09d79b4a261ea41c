/*
** test_path.h - for the technique tests that check a step where Sukaku
** Explainer takes it: follow a puzzle's path, every step checked against
** the solution, to the first step of a given technique. Include after
** cmocka.h.
*/
#ifndef SUDOKU_TEST_PATH_H
#define SUDOKU_TEST_PATH_H

#include "internal.h"
#include "logic.h"
#include "test_support.h"

/* Follows the path of 'puzzle' in technique order 'order', each placement
** and removal checked against the solution, up to the first step of 'tech'
** rated 'rating' (to 0.05; any rating when 'rating' is negative), left in
** *st, the position it is taken in in *s. Fails the test when the path
** ends first. */
static inline void path_to_position(const char *puzzle, sudoku__order order,
                                    sudoku_technique tech, double rating,
                                    sudoku__position *s, sudoku_step *st) {
    sudoku_grid g, sol;

    parse(puzzle, &g);
    assert_int_equal(sudoku_solve(&g, &sol, NULL), SUDOKU_OK);
    assert_int_equal(sudoku__logic_setup(s, &g, NULL), SUDOKU_OK);
    for (;;) {
        assert_true(sudoku__logic_find_step_in(s, st, order));
        if (st->cell >= 0) assert_int_equal(st->digit, sol.cell[st->cell]);
        for (int c = 0; c < 81; c++)
            assert_int_equal(st->removed[c] & (1u << (sol.cell[c] - 1)), 0);
        if (st->technique == tech && (rating < 0 || (st->difficulty > rating - 0.05 &&
                                                     st->difficulty < rating + 0.05)))
            return;
        sudoku__position_apply(s, st);
        assert_true(sudoku__position_empty(s) > 0);
    }
}

/* As path_to_position, the position not kept. */
static inline void path_to_step(const char *puzzle, sudoku__order order,
                                sudoku_technique tech, double rating, sudoku_step *st) {
    sudoku__position s;

    path_to_position(puzzle, order, tech, rating, &s, st);
}

/* As path_to_step on the modern scale, on a 9x9 board with 'variants'
** (SUDOKU_VARIANT_*) and, for a jigsaw, the region map 'map' (81 letters
** A-I, as `sudoku gen --variant jigsaw --format line` writes it; else
** NULL), through the public calls on a shape (sudoku_next_step_shape,
** sudoku_step_apply_shape): each step checked against the solution
** sudoku_board_solve finds on the shape. */
static inline void shape_path_to_step(unsigned variants, const char *map,
                                      const char *puzzle, sudoku_technique tech,
                                      double rating, sudoku_step *st) {
    sudoku_shape_spec spec;
    sudoku_shape *sh;
    sudoku_grid g;
    sudoku_candidates marks;
    sudoku_board p, sol;

    sudoku_shape_spec_init(&spec, 9);
    spec.variants = variants;
    for (int c = 0; map && c < 81; c++)
        spec.region[c] = (unsigned char)(map[c] - 'A');
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    parse(puzzle, &g);
    memset(&p, 0, sizeof p);
    p.shape = sh;
    memcpy(p.cell, g.cell, 81);
    assert_int_equal(sudoku_board_solve(&p, &sol), SUDOKU_OK);
    assert_int_equal(sudoku_candidates_init_shape(sh, &g, &marks), SUDOKU_OK);
    for (;;) {
        assert_int_equal(
            sudoku_next_step_shape(sh, &g, &marks, 1, SUDOKU_SCALE_MODERN, st),
            SUDOKU_OK);
        assert_int_equal(sudoku_step_check(st), SUDOKU_OK);
        if (st->cell >= 0) assert_int_equal(st->digit, sol.cell[st->cell]);
        for (int c = 0; c < 81; c++)
            assert_int_equal(st->removed[c] & (1u << (sol.cell[c] - 1)), 0);
        if (st->technique == tech && (rating < 0 || (st->difficulty > rating - 0.05 &&
                                                     st->difficulty < rating + 0.05)))
            break;
        assert_int_equal(sudoku_step_apply_shape(sh, st, &g, &marks), SUDOKU_OK);
    }
    sudoku_shape_free(sh);
}

/* shape_path_to_step on a board without a region map. */
static inline void variant_path_to_step(unsigned variants, const char *puzzle,
                                        sudoku_technique tech, double rating,
                                        sudoku_step *st) {
    shape_path_to_step(variants, NULL, puzzle, tech, rating, st);
}

#endif
