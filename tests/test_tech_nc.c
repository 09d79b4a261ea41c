/*
** test_tech_nc.c - unit tests of the two techniques of a non-consecutive
** board (tech_nc.c): the forcing cell of two or three digits close
** together, the locked digit of a house, neither on another board, and a
** puzzle whose Sukaku Explainer rating on the modern scale (serate -c 1)
** rests on them.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"
#include "logic.h"
#include "tech.h"
#include "test_support.h"

#define D(d) (1u << ((d)-1))

/* An empty 9x9 board with 'variants' (its shape into *shape, to free), its
** houses in *h, and in *s a position whose cell c holds 'cand[c]' where it
** is not 0, every digit elsewhere. */
static void board(unsigned variants, const uint16_t cand[81], sudoku_shape **shape,
                  sudoku__houses *h, sudoku__position *s) {
    sudoku_shape_spec spec;
    sudoku_grid empty;

    sudoku_shape_spec_init(&spec, 9);
    spec.variants = variants;
    assert_int_equal(sudoku_shape_new(&spec, shape, NULL), SUDOKU_OK);
    assert_int_equal(sudoku__houses_init(h, *shape), SUDOKU_OK);
    memset(&empty, 0, sizeof empty);
    assert_int_equal(sudoku__position_init_on(s, h, &empty, NULL), SUDOKU_OK);
    for (int c = 0; c < 81; c++)
        if (cand[c]) s->cand[c] = cand[c];
}

static void assert_explains(const sudoku_step *st, const char *expected) {
    char text[512];

    assert_int_equal(sudoku_step_check(st), SUDOKU_OK);
    sudoku_step_explain(st, text, sizeof text);
    assert_string_equal(text, expected);
}

/* r5c5 holding only 'm': the forcing cell takes 'gone' from its four
** neighbours and nothing else, or finds nothing when 'gone' is 0. */
static void forcing_case(uint16_t m, uint16_t gone) {
    static const int next[4] = {31, 39, 41, 49}; /* r4c5, r5c4, r5c6, r6c5 */
    uint16_t cand[81] = {0};
    sudoku_shape *shape;
    sudoku__houses h;
    sudoku__position s;
    sudoku_step st;

    cand[40] = m;
    board(SUDOKU_VARIANT_NON_CONSECUTIVE, cand, &shape, &h, &s);
    if (!gone) {
        assert_false(sudoku__tech_nc_forcing_cell(&s, &st));
        sudoku_shape_free(shape);
        return;
    }
    assert_true(sudoku__tech_nc_forcing_cell(&s, &st));
    assert_int_equal(st.technique, SUDOKU_TECH_NC_FORCING_CELL);
    assert_true(st.difficulty > 2.35 && st.difficulty < 2.45);
    assert_int_equal(st.cell, -1);
    assert_int_equal(st.n_cells, 1);
    assert_int_equal(st.cells[0], 40);
    assert_int_equal(st.n_removed, 4 * sudoku__bits_count(gone));
    for (int c = 0; c < 81; c++) {
        int near = c == next[0] || c == next[1] || c == next[2] || c == next[3];
        assert_int_equal(st.removed[c], near ? gone : 0);
    }
    sudoku_shape_free(shape);
}

static void test_forcing_cell(void **state) {
    (void)state;
    forcing_case(D(3) | D(4), D(3) | D(4));     /* 3 or 4: neither next to it */
    forcing_case(D(3) | D(5), D(4));            /* 3 or 5: 4 is next to both */
    forcing_case(D(3) | D(4) | D(5), D(4));     /* 4 itself or next to it */
    forcing_case(D(3) | D(6), 0);               /* nothing in common */
    forcing_case(D(3) | D(4) | D(6), 0);        /* 6 is not next to 4 */
    forcing_case(D(1) | D(2) | D(3) | D(4), 0); /* four digits: no */
}

static void test_forcing_cell_explained(void **state) {
    uint16_t cand[81] = {0};
    sudoku_shape *shape;
    sudoku__houses h;
    sudoku__position s;
    sudoku_step st;

    (void)state;
    cand[0] = D(7) | D(9);
    cand[1] = D(1) | D(2) | D(8); /* no pattern: 8 leaves it */
    board(SUDOKU_VARIANT_NON_CONSECUTIVE, cand, &shape, &h, &s);
    assert_true(sudoku__tech_nc_forcing_cell(&s, &st));
    assert_int_equal(st.cells[0], 0); /* the first cell of the board first */
    assert_explains(&st, "non-consecutive forcing cell: r1c1 holds only 7 and 9; "
                         "whichever it holds, 8 in a cell next to it would be the "
                         "same digit or one apart: remove 8 from r1c2, r2c1");
    sudoku_shape_free(shape);
}

/* 5 of row 1 only in r1c1 and r1c2: each is 5 or next to 5, so they lose 4
** and 6 (no column, window or earlier digit is so confined). */
static void test_locked(void **state) {
    uint16_t cand[81] = {0};
    sudoku_shape *shape;
    sudoku__houses h;
    sudoku__position s;
    sudoku_step st;

    (void)state;
    for (int c = 2; c < 9; c++)
        cand[c] = 0x1FF & ~D(5);
    board(SUDOKU_VARIANT_NON_CONSECUTIVE, cand, &shape, &h, &s);
    assert_false(sudoku__tech_nc_forcing_cell(&s, &st));
    assert_true(sudoku__tech_locked_nc(&s, &st));
    assert_int_equal(st.technique, SUDOKU_TECH_LOCKED_NC);
    assert_true(st.difficulty > 2.45 && st.difficulty < 2.55);
    assert_int_equal(st.n_units, 1);
    assert_int_equal(st.units[0], 0);
    assert_int_equal(st.n_removed, 4);
    assert_int_equal(st.removed[0], D(4) | D(6));
    assert_int_equal(st.removed[1], D(4) | D(6));
    assert_explains(&st, "locked non-consecutive: in row 1, 5 can only go in r1c1, r1c2; "
                         "whichever holds it, a cell that is one of them or next to "
                         "each is 5 or next to 5, so it cannot hold 4 and 6: remove 4 "
                         "from r1c1, r1c2; 6 from r1c1, r1c2");
    sudoku_shape_free(shape);
}

/* Only a non-consecutive board has them. */
static void test_other_boards(void **state) {
    uint16_t cand[81] = {0};
    sudoku_shape *shape;
    sudoku__houses h;
    sudoku__position s;
    sudoku_step st;

    (void)state;
    cand[40] = D(3) | D(4);
    for (int c = 2; c < 9; c++)
        cand[c] = 0x1FF & ~D(5);
    board(SUDOKU_VARIANT_X, cand, &shape, &h, &s);
    assert_false(sudoku__tech_nc_forcing_cell(&s, &st));
    assert_false(sudoku__tech_locked_nc(&s, &st));
    sudoku_shape_free(shape);
}

/* A dug non-consecutive puzzle serate rates 2.5 with -c 1 on the modern
** scale (tests/rate/variants.sh) and 7.0 on the classic one, whose set has
** neither technique. */
static void test_rating(void **state) {
    sudoku_shape_spec spec;
    sudoku_shape *shape;
    sudoku_grid g;
    sudoku_rating r;

    (void)state;
    parse(".716..5......4...8..8...7..........13.............8.........93......1.82...9.."
          "...",
          &g);
    sudoku_shape_spec_init(&spec, 9);
    spec.variants = SUDOKU_VARIANT_NON_CONSECUTIVE;
    assert_int_equal(sudoku_shape_new(&spec, &shape, NULL), SUDOKU_OK);
    assert_int_equal(sudoku_rate_shape(shape, &g, NULL, SUDOKU_SCALE_MODERN, &r),
                     SUDOKU_OK);
    assert_true(r.score > 2.45 && r.score < 2.55);
    assert_true(r.count[SUDOKU_TECH_LOCKED_NC] + r.count[SUDOKU_TECH_NC_FORCING_CELL] >
                0);
    assert_int_equal(sudoku_rate_shape(shape, &g, NULL, SUDOKU_SCALE_CLASSIC, &r),
                     SUDOKU_OK);
    assert_true(r.score > 6.95 && r.score < 7.05);
    assert_int_equal(
        r.count[SUDOKU_TECH_LOCKED_NC] + r.count[SUDOKU_TECH_NC_FORCING_CELL], 0);
    sudoku_shape_free(shape);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_forcing_cell),
        cmocka_unit_test(test_forcing_cell_explained),
        cmocka_unit_test(test_locked),
        cmocka_unit_test(test_other_boards),
        cmocka_unit_test(test_rating),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
