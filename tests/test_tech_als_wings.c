/*
** test_tech_als_wings.c - unit tests of the WXYZ- to TUVWXYZ-wings on the
** modern scale: on puzzles whose Sukaku Explainer path needs them, the
** first such step of our modern path removes what the pattern allows, no
** more, rated as Sukaku Explainer rates it, and explains itself; on
** variants' boards too, where the set's cells see each other in no one
** house.
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
#include "test_path.h"
#include "test_support.h"

/* The first step of 'tech' on the modern path of 'puzzle'. */
static void first_step_of(const char *puzzle, sudoku_technique tech, sudoku_step *st) {
    path_to_step(puzzle, SUDOKU__ORDER_MODERN, tech, -1.0, st);
}

static void assert_explains(const sudoku_step *st, const char *expected) {
    char text[1024];

    assert_int_equal(sudoku_step_check(st), SUDOKU_OK);
    sudoku_step_explain(st, text, sizeof text);
    assert_string_equal(text, expected);
}

static void assert_removes_only(const sudoku_step *st, int cell, int digit) {
    assert_int_equal(st->n_removed, 1);
    assert_int_equal(st->removed[cell], 1u << (digit - 1));
}

/* Sukaku Explainer: "WXYZ-Wing 138: Cells r8c4,r8c6,r9c6,r6c6 on value 7"
** after a grouped skyscraper, 5.6 (the set's largest cell has 3). */
static void test_wxyz_wing_linked_by_one_digit(void **state) {
    sudoku_step st;

    (void)state;
    first_step_of("....7......5.6..4..68..42..9...1.3.77............4..21..12....95......"
                  "8...7....3.",
                  SUDOKU_TECH_WXYZ_WING, &st);
    assert_true(st.difficulty > 5.55 && st.difficulty < 5.65);
    assert_int_equal(st.length, 1);
    assert_removes_only(&st, 6 * 9 + 5, 7); /* r7c6 */
    assert_explains(&st, "WXYZ-wing: in box 8, r8c4, r8c6, r9c6 hold only 1, 6, 7 and 9 "
                         "(4 digits in 3 cells) and r6c6 holds only 7 and 9; every 9 of "
                         "the set sees r6c6, so if r6c6 is 9 the set holds 7: 7 is in "
                         "r6c6 or in the set: remove 7 from r7c6");
}

/* Sukaku Explainer: "VWXYZ-Wing 2513: Cells r1c3,r7c3,r8c3,r9c3,r8c1 on
** values 4,7", 6.2 (a cell of 5): doubly linked, so 1 goes from r5c3 (it
** sees every 1 of the set) as well as 7 from r9c2. */
static void test_vwxyz_wing_doubly_linked(void **state) {
    sudoku_step st;

    (void)state;
    first_step_of(".9.....5...3.8.1...25...93...97.65..2.......3.56...48.93.8.5.46...9.3."
                  "......6....",
                  SUDOKU_TECH_VWXYZ_WING, &st);
    assert_true(st.difficulty > 6.15 && st.difficulty < 6.25);
    assert_int_equal(st.length, 2);
    assert_int_equal(st.n_removed, 2);
    assert_int_equal(st.removed[4 * 9 + 2], 1u << 0); /* 1 from r5c3 */
    assert_int_equal(st.removed[8 * 9 + 1], 1u << 6); /* 7 from r9c2 */
    assert_explains(&st,
                    "VWXYZ-wing: in column 3, r1c3, r7c3, r8c3, r9c3 hold only 1, 2, "
                    "4, 7 and 8 (5 digits in 4 cells) and r8c1 holds only 4 and 7; "
                    "every 4 and every 7 of the set sees r8c1, so whichever r8c1 "
                    "holds, the set holds all its other digits: each is in the set "
                    "or in r8c1: remove 1 from r5c3; 7 from r9c2");
}

/* A puzzle Sukaku Explainer rates 6.6 by an UVWXYZ-wing, as we do. */
static void test_uvwxyz_wing_rates_the_puzzle(void **state) {
    const char *puzzle = "............6.9.....9.5.4..4.21.79.6.6..3..8...1.4.5....65.28.."
                         ".85...74..........";
    sudoku_step st;
    sudoku_grid g;
    sudoku_rating r;

    (void)state;
    first_step_of(puzzle, SUDOKU_TECH_UVWXYZ_WING, &st);
    assert_true(st.difficulty > 6.55 && st.difficulty < 6.65);
    assert_int_equal(st.n_cells, 7); /* 5 set cells, the bivalue cell twice */
    assert_int_equal(sudoku__bits_count(st.digits), 6);
    parse(puzzle, &g);
    assert_int_equal(sudoku_rate_scale(&g, NULL, SUDOKU_SCALE_MODERN, &r), SUDOKU_OK);
    assert_true(r.score > 6.55 && r.score < 6.65);
    assert_int_equal(r.hardest, SUDOKU_TECH_UVWXYZ_WING);
}

/* The classic scale knows no wing past XYZ: the same puzzle rates higher. */
static void test_classic_scale_has_no_wxyz_wing(void **state) {
    sudoku_grid g;
    sudoku_rating r;

    (void)state;
    parse("....7......5.6..4..68..42..9...1.3.77............4..21..12....95......8...7..."
          ".3.",
          &g);
    assert_int_equal(sudoku_rate_scale(&g, NULL, SUDOKU_SCALE_CLASSIC, &r), SUDOKU_OK);
    assert_int_equal(r.count[SUDOKU_TECH_WXYZ_WING], 0);
    assert_int_equal(sudoku_rate_scale(&g, NULL, SUDOKU_SCALE_MODERN, &r), SUDOKU_OK);
    assert_true(r.count[SUDOKU_TECH_WXYZ_WING] > 0);
}

/* A girandola puzzle (tests/rate/variants.sh's dug set; serate -R 1 rates
** it 7.3 on the modern scale, as we do): r1c1, r1c5 (row 1), r8c5 (column
** 5) and r1c1, r8c5 (the girandola) see each other, in no one house. */
static void test_variant_set_in_no_house(void **state) {
    sudoku_step st;

    (void)state;
    variant_path_to_step(
        SUDOKU_VARIANT_GIRANDOLA,
        ".962....5.1......8..71...96......9.....4.7.1...96..48.9.4.2........"
        "...6.....1..2.",
        SUDOKU_TECH_WXYZ_WING, 5.5, &st);
    assert_int_equal(st.n_units, 0);
    assert_int_equal(st.length, 1);
    assert_int_equal(st.n_removed, 2);
    assert_int_equal(st.removed[0 * 9 + 5], 1u << 7); /* 8 from r1c6 */
    assert_int_equal(st.removed[2 * 9 + 1], 1u << 7); /* 8 from r3c2 */
    assert_explains(&st,
                    "WXYZ-wing: r1c1, r1c5, r8c5, which see each other, hold only 3, "
                    "4, 7 and 8 (4 digits in 3 cells) and r3c5 holds only 4 and 8; "
                    "every 4 of the set sees r3c5, so if r3c5 is 4 the set holds 8: "
                    "8 is in r3c5 or in the set: remove 8 from r1c6, r3c2");
}

/* An anti-king puzzle (serate -k 1: 8.8, as ours): r1c3 and r3c3 (column
** 3) and r2c4, a king's move from both, make the set; r4c4, a king's move
** from r3c3, holds 2 and 5, both linked. */
static void test_variant_set_by_king_moves(void **state) {
    sudoku_step st;

    (void)state;
    variant_path_to_step(
        SUDOKU_VARIANT_ANTI_KING,
        "8......4.7.6....3....8......67.1..945.49...6.19..4...3.78...4....5"
        "...3....3..6...",
        SUDOKU_TECH_WXYZ_WING, 5.6, &st);
    assert_int_equal(st.n_units, 0);
    assert_int_equal(st.length, 2);
    assert_int_equal(st.n_removed, 6);
    assert_explains(&st,
                    "WXYZ-wing: r1c3, r2c4, r3c3, which see each other, hold only 1, "
                    "2, 5 and 9 (4 digits in 3 cells) and r4c4 holds only 2 and 5; "
                    "every 2 and every 5 of the set sees r4c4, so whichever r4c4 "
                    "holds, the set holds all its other digits: each is in the set or "
                    "in r4c4: remove 2 from r1c4, r3c5, r8c4, r9c4; 5 from r1c4, r3c5");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wxyz_wing_linked_by_one_digit),
        cmocka_unit_test(test_vwxyz_wing_doubly_linked),
        cmocka_unit_test(test_uvwxyz_wing_rates_the_puzzle),
        cmocka_unit_test(test_classic_scale_has_no_wxyz_wing),
        cmocka_unit_test(test_variant_set_in_no_house),
        cmocka_unit_test(test_variant_set_by_king_moves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
