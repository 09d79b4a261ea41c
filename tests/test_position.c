/*
** test_position.c - unit tests of the geometry and digit-mask vocabulary
** of internal.h and of the positions of src/position.c: the peers table
** against one generated from the definitions, units against rows, columns
** and boxes, the mask helpers against plain loops, and positions built,
** placed and found contradictory.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"
#include "position.h"
#include "test_support.h"

/* Two cells are peers when they share a row, a column or a 3x3 box:
** computed from coordinates, not from the helpers under test. */
static int peers_by_definition(int a, int b) {
    int ra = a / 9, ca = a % 9, rb = b / 9, cb = b % 9;
    return a != b && (ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3));
}

static void test_position_peers_table_matches_definition(void **state) {
    (void)state;
    for (int i = 0; i < 81; i++) {
        int n = 0;
        for (int j = 0; j < 81; j++) {
            assert_int_equal(sudoku__sees(i, j), peers_by_definition(i, j));
            if (peers_by_definition(i, j)) {
                assert_true(n < 20);
                assert_int_equal(sudoku__peers[i][n], j); /* increasing order */
                n++;
            }
        }
        assert_int_equal(n, 20);
    }
}

static void test_position_units_hold_their_cells(void **state) {
    (void)state;
    for (int u = 0; u < 27; u++) {
        int seen[81] = {0};
        for (int k = 0; k < 9; k++) {
            int c = sudoku__unit_cell(u, k);
            assert_in_range(c, 0, 80);
            assert_true(sudoku__in_unit(c, u));
            seen[c]++;
        }
        for (int c = 0; c < 81; c++) {
            int in = u < 9    ? c / 9 == u
                     : u < 18 ? c % 9 == u - 9
                              : sudoku__box(c) == u - 18;
            assert_int_equal(seen[c], in);
            assert_int_equal(sudoku__in_unit(c, u), in);
        }
    }
    assert_int_equal(sudoku__box(0), 0);
    assert_int_equal(sudoku__box(8), 2);
    assert_int_equal(sudoku__box(40), 4);
    assert_int_equal(sudoku__box(80), 8);
    assert_int_equal(sudoku__row(80) * 9 + sudoku__col(80), 80);
}

static void test_position_digit_masks(void **state) {
    (void)state;
    for (unsigned m = 0; m <= SUDOKU__ALL_DIGITS; m++) {
        int count = 0, lowest = 0;
        for (int d = 9; d >= 1; d--) {
            int has = (m & sudoku__digit_bit(d)) != 0;
            assert_int_equal(sudoku__has_digit(m, d), has);
            count += has;
            if (has) lowest = d;
        }
        assert_int_equal(sudoku__bits_count(m), count);
        assert_int_equal(sudoku__lowest_digit(m), lowest);
    }
}

static const char PUZZLE[] =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

static void test_position_init_place_and_contradiction(void **state) {
    sudoku_grid g;
    sudoku__position s, before;

    (void)state;
    parse(PUZZLE, &g);
    assert_int_equal(sudoku__position_init(&s, &g, NULL), SUDOKU_OK);
    assert_int_equal(sudoku__position_empty(&s), 64);
    assert_false(sudoku__position_contradiction(&s));
    for (int i = 0; i < 81; i++) {
        if (g.cell[i]) {
            assert_int_equal(s.cand[i], 0);
            continue;
        }
        for (int d = 1; d <= 9; d++) {
            int clash = 0;
            for (int j = 0; j < 81; j++)
                clash |= peers_by_definition(i, j) && g.cell[j] == d;
            assert_int_equal(sudoku__has_digit(s.cand[i], d), !clash);
        }
    }
    sudoku__position_place(&s, 1, 1);
    assert_int_equal(s.cell[1], 1);
    for (int k = 0; k < 20; k++)
        assert_false(sudoku__has_digit(s.cand[sudoku__peers[1][k]], 1));
    /* a clashing grid is refused and the position left as it was */
    before = s;
    g.cell[2] = 4; /* row 1 already holds a 4 */
    assert_int_equal(sudoku__position_init(&s, &g, NULL), SUDOKU_ECLASH);
    assert_memory_equal(s.cell, before.cell, sizeof s.cell);
    assert_memory_equal(s.cand, before.cand, sizeof s.cand);
    /* no candidate left in an empty cell */
    s.cand[2] = 0;
    assert_true(sudoku__position_contradiction(&s));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_position_peers_table_matches_definition),
        cmocka_unit_test(test_position_units_hold_their_cells),
        cmocka_unit_test(test_position_digit_masks),
        cmocka_unit_test(test_position_init_place_and_contradiction),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
