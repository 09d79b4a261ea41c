/*
** test_step.c - sudoku_step_check and the calls that take a caller's step
** (sudoku_step_apply, sudoku_step_explain, sudoku_step_chain): each field
** out of range is refused with SUDOKU_EINVAL or an empty text, and nothing
** is read out of bounds (the sanitizer build runs this) or changed; a step
** built by hand within the ranges is accepted.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"
#include "test_support.h"

static const char PUZZLE[] =
    "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";

/* The first step of PUZZLE, and the grid and marks it applies to. */
static void first_step(sudoku_grid *g, sudoku_candidates *marks, sudoku_step *st) {
    parse(PUZZLE, g);
    assert_int_equal(sudoku_candidates_init(g, marks), SUDOKU_OK);
    assert_int_equal(sudoku_next_step(g, marks, st), SUDOKU_OK);
    assert_int_equal(sudoku_step_check(st), SUDOKU_OK);
}

/* Breaks one field of a good step; 'kind' picks which. Returns 0 past the
** last kind. */
static int corrupt(sudoku_step *st, int kind) {
    switch (kind) {
    case 0:
        st->technique = SUDOKU_TECH_COUNT;
        break;
    case 1:
        st->technique = (sudoku_technique)-1;
        break;
    case 2:
        st->cell = 81, st->digit = 1;
        break;
    case 3:
        st->cell = -2, st->digit = 0;
        break;
    case 4:
        st->cell = 0, st->digit = 10;
        break;
    case 5:
        st->cell = -1, st->digit = -1;
        break;
    case 6:
        st->cell = -1, st->digit = 4;
        break;
    case 7:
        st->removed[80] = 0x200;
        break;
    case 8:
        st->digits = 0xFFFF;
        break;
    case 9:
        st->n_removed = -1;
        break;
    case 10:
        st->length = -1;
        break;
    case 11:
        st->n_cells = SUDOKU_STEP_CELLS + 1;
        break;
    case 12:
        st->n_cells = -1;
        break;
    case 13:
        st->n_cells = 1, st->cells[0] = 81;
        break;
    case 14:
        st->n_cells = 1, st->cells[0] = 0, st->cell_digit[0] = 10;
        break;
    case 15:
        st->n_units = 9;
        break;
    case 16:
        st->n_units = 1, st->units[0] = 50; /* past the variants' houses */
        break;
    case 17:
        st->chain_end = (sudoku_chain_end)99;
        break;
    case 18:
        st->n_chain = SUDOKU_CHAIN_MAX + 1, st->n_branches = 1;
        break;
    case 19:
        st->n_branches = -1;
        break;
    case 20:
        st->end_unit = 50;
        break;
    case 21:
        st->end_cell = 81;
        break;
    case 22: /* a node that follows one after it */
        st->n_chain = 1, st->n_branches = 1;
        st->chain[0] = (sudoku_chain_node){.cell = 1, .digit = 2, .from = 0};
        break;
    case 23: /* a node of a branch the step does not have */
        st->n_chain = 1, st->n_branches = 1;
        st->chain[0] =
            (sudoku_chain_node){.cell = 1, .digit = 2, .branch = 1, .from = -1};
        break;
    case 24:
        st->n_chain = 1, st->n_branches = 1;
        st->chain[0] = (sudoku_chain_node){.cell = 1, .digit = 0, .from = -1};
        break;
    case 25:
        st->n_chain = 1, st->n_branches = 1;
        st->chain[0] = (sudoku_chain_node){.cell = 1, .digit = 2, .unit = 60, .from = -1};
        break;
    case 26: /* nested deeper than an inner chain may be */
        st->n_chain = 1, st->n_branches = 1;
        st->chain[0] = (sudoku_chain_node){
            .cell = 1, .digit = 2, .depth = SUDOKU_CHAIN_DEPTH + 1, .from = -1};
        break;
    case 27: /* an inner chain's removal whose chain is not one deeper */
        st->n_chain = 2, st->n_branches = 1;
        st->chain[0] = (sudoku_chain_node){.cell = 1, .digit = 2, .from = -1};
        st->chain[1] = (sudoku_chain_node){.cell = 3,
                                           .digit = 2,
                                           .link = SUDOKU_LINK_PATTERN,
                                           .unit = SUDOKU_TECH_X_CHAIN,
                                           .from = 0};
        break;
    case 28: /* a node that follows a node of another depth */
        st->n_chain = 2, st->n_branches = 1;
        st->chain[0] = (sudoku_chain_node){.cell = 1, .digit = 2, .depth = 1, .from = -1};
        st->chain[1] = (sudoku_chain_node){
            .cell = 3, .digit = 2, .link = SUDOKU_LINK_WEAK, .from = 0};
        break;
    case 29: /* a pattern out of the grid's units, or with digit 10 */
        st->n_chain = 1, st->n_branches = 1;
        st->chain[0] = (sudoku_chain_node){.cell = 1,
                                           .digit = 2,
                                           .link = SUDOKU_LINK_PATTERN,
                                           .unit = SUDOKU_TECH_POINTING,
                                           .where = {50, 255},
                                           .from = -1};
        break;
    case 30:
        st->n_chain = 1, st->n_branches = 1;
        st->chain[0] = (sudoku_chain_node){.cell = 1,
                                           .digit = 2,
                                           .link = SUDOKU_LINK_PATTERN,
                                           .unit = SUDOKU_TECH_POINTING,
                                           .where = {18, 0},
                                           .digits = 1u << 9,
                                           .from = -1};
        break;
    default:
        return 0;
    }
    return 1;
}

static void test_step_bad_fields_are_refused(void **state) {
    sudoku_grid g, g0;
    sudoku_candidates marks, marks0;
    sudoku_step good, st;
    char text[64];
    int kind;

    (void)state;
    first_step(&g0, &marks0, &good);
    for (kind = 0;; kind++) {
        st = good;
        if (!corrupt(&st, kind)) break;
        g = g0;
        marks = marks0;
        assert_int_equal(sudoku_step_check(&st), SUDOKU_EINVAL);
        assert_int_equal(sudoku_step_apply(&st, &g, &marks), SUDOKU_EINVAL);
        assert_memory_equal(&g, &g0, sizeof g);
        assert_memory_equal(&marks, &marks0, sizeof marks);
        memset(text, 'x', sizeof text);
        assert_int_equal(sudoku_step_explain(&st, text, sizeof text), 0);
        assert_string_equal(text, "");
        memset(text, 'x', sizeof text);
        assert_int_equal(sudoku_step_chain(&st, text, sizeof text), 0);
        assert_string_equal(text, "");
    }
    assert_true(kind > 20);
}

/* A grid holding a value no cell can hold is refused, unchanged. */
static void test_step_apply_refuses_a_bad_grid(void **state) {
    sudoku_grid g, g0;
    sudoku_candidates marks, marks0;
    sudoku_step st;

    (void)state;
    first_step(&g0, &marks0, &st);
    g0.cell[80] = 10;
    g = g0;
    marks = marks0;
    assert_int_equal(sudoku_step_apply(&st, &g, &marks), SUDOKU_EINVAL);
    assert_memory_equal(&g, &g0, sizeof g);
    assert_memory_equal(&marks, &marks0, sizeof marks);
}

/* A step built by hand within the ranges: r1c1 = 3 by naked single, and 4
** removed from r9c9. */
static void test_step_built_by_hand_is_applied_and_explained(void **state) {
    sudoku_grid g;
    sudoku_candidates marks;
    sudoku_step st;
    char text[200];

    (void)state;
    memset(&g, 0, sizeof g);
    assert_int_equal(sudoku_candidates_init(&g, &marks), SUDOKU_OK);
    memset(&st, 0, sizeof st);
    st.technique = SUDOKU_TECH_NAKED_SINGLE;
    st.cell = 0;
    st.digit = 3;
    st.digits = 1u << 2;
    st.removed[80] = 1u << 3;
    st.n_removed = 1;
    st.end_unit = 255;
    assert_int_equal(sudoku_step_check(&st), SUDOKU_OK);
    assert_int_equal(sudoku_step_apply(&st, &g, &marks), SUDOKU_OK);
    assert_int_equal(g.cell[0], 3);
    assert_int_equal(marks.mask[0], 0);
    assert_int_equal(marks.mask[1], 0x1FF & ~(1u << 2));
    assert_int_equal(marks.mask[80], 0x1FF & ~(1u << 3));
    assert_true(sudoku_step_explain(&st, text, sizeof text) > 0);
    assert_non_null(strstr(text, "r1c1"));
    assert_non_null(strstr(text, "3"));
}

/* Every step of a whole solve path passes the check. */
static void test_step_library_steps_pass(void **state) {
    sudoku_grid g;
    sudoku_candidates marks;
    sudoku_step st;
    sudoku_status status;
    int steps = 0;

    (void)state;
    parse(PUZZLE, &g);
    assert_int_equal(sudoku_candidates_init(&g, &marks), SUDOKU_OK);
    while ((status = sudoku_next_step(&g, &marks, &st)) == SUDOKU_OK) {
        assert_int_equal(sudoku_step_check(&st), SUDOKU_OK);
        assert_int_equal(sudoku_step_apply(&st, &g, &marks), SUDOKU_OK);
        steps++;
    }
    assert_int_equal(status, SUDOKU_END);
    assert_true(steps > 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_step_bad_fields_are_refused),
        cmocka_unit_test(test_step_apply_refuses_a_bad_grid),
        cmocka_unit_test(test_step_built_by_hand_is_applied_and_explained),
        cmocka_unit_test(test_step_library_steps_pass),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
