/*
** test_tech_strong_links.c - unit tests of the strong-linked fish on the
** modern scale (2 to 4 strong links of one digit, some to a group of
** cells): on puzzles whose Sukaku Explainer path needs them, our modern
** path finds the same chain's removals, rated as Sukaku Explainer rates it,
** and writes the chain out, groups and all.
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

/* The first step of 'tech' rated 'rating' on the modern path of 'puzzle'. */
static void first_step_of(const char *puzzle, sudoku_technique tech, double rating,
                          sudoku_step *st) {
    path_to_step(puzzle, SUDOKU__ORDER_MODERN, tech, rating, st);
}

static void assert_explains(const sudoku_step *st, const char *expected) {
    char text[1024];

    assert_int_equal(sudoku_step_check(st), SUDOKU_OK);
    sudoku_step_explain(st, text, sizeof text);
    assert_string_equal(text, expected);
}

/* Sukaku Explainer: "Grouped Skyscraper 111: Cell r7c5,r3c5,r3c9,r9c9 on
** value 5", 4.3: column 5 holds 5 in r3c5 and the group r7c5, r9c5. */
static void test_grouped_skyscraper(void **state) {
    sudoku_step st;

    (void)state;
    first_step_of("....7......5.6..4..68..42..9...1.3.77............4..21..12....95......"
                  "8...7....3.",
                  SUDOKU_TECH_TURBOT_FISH, 4.3, &st);
    assert_int_equal(st.n_removed, 1);
    assert_int_equal(st.removed[8 * 9 + 5], 1u << 4); /* 5 from r9c6 */
    assert_int_equal(st.n_chain, 0);                  /* a group is no node */
    assert_explains(&st,
                    "turbot fish (3 links): (5)r79c5=(5)r3c5-(5)r3c9=(5)r9c9 - either "
                    "(5)r79c5 or (5)r9c9 is true, so a candidate that sees both is "
                    "false: remove 5 from r9c6");
}

/* Sukaku Explainer: "3 Skyscrapers 0111: Cell r5c2,r3c2,r3c5,r1c5,r1c9,r6c9
** on value 8", 5.4: three column links, written as a chain of nodes. */
static void test_three_skyscrapers(void **state) {
    sudoku_step st;
    char chain[256];

    (void)state;
    first_step_of(".93...25..........5..7.3..4..78.65......3.....4.1.9.3..7.....4.9..214."
                  ".7.2..7..9.",
                  SUDOKU_TECH_STRONG_LINKS, 5.4, &st);
    assert_int_equal(st.n_removed, 2);
    assert_int_equal(st.removed[4 * 9 + 7], 1u << 7); /* 8 from r5c8 */
    assert_int_equal(st.removed[5 * 9 + 0], 1u << 7); /* 8 from r6c1 */
    assert_int_equal(st.chain_end, SUDOKU_CHAIN_EITHER);
    sudoku_step_chain(&st, chain, sizeof chain);
    assert_string_equal(chain, "(8)r5c2=(8)r3c2-(8)r3c5=(8)r1c5-(8)r1c9=(8)r6c9");
    assert_int_equal(st.n_units, 3);
    assert_int_equal(st.units[0], 9 + 1); /* column 2 */
}

/* Sukaku Explainer rates 5.7 by "Grouped 3 Strong links 2001" on 4 and
** removes 4 from r9c2; we find another grouped chain to the same end. */
static void test_grouped_three_links(void **state) {
    sudoku_step st;

    (void)state;
    first_step_of(".9.....5...3.8.1...25...93...97.65..2.......3.56...48.93.8.5.46...9.3."
                  "......6....",
                  SUDOKU_TECH_STRONG_LINKS, 5.7, &st);
    assert_int_equal(st.n_removed, 1);
    assert_int_equal(st.removed[8 * 9 + 1], 1u << 3); /* 4 from r9c2 */
    assert_explains(&st,
                    "strong-linked fish (5 links): (4)r89c3=(4)r5c3-(4)r4c12=(4)r4c5-"
                    "(4)r8c5=(4)r9c46 - either (4)r89c3 or (4)r9c46 is true, so a "
                    "candidate that sees both is false: remove 4 from r9c2");
}

/* The classic scale has no strong-linked fish: the puzzle the modern scale
** rates 5.4 by three skyscrapers needs something else there. */
static void test_classic_scale_has_none(void **state) {
    sudoku_grid g;
    sudoku_rating r;

    (void)state;
    parse(".93...25..........5..7.3..4..78.65......3.....4.1.9.3..7.....4.9..214..7.2..7."
          ".9.",
          &g);
    assert_int_equal(sudoku_rate_scale(&g, NULL, SUDOKU_SCALE_CLASSIC, &r), SUDOKU_OK);
    assert_int_equal(r.count[SUDOKU_TECH_STRONG_LINKS], 0);
    assert_int_equal(sudoku_rate_scale(&g, NULL, SUDOKU_SCALE_MODERN, &r), SUDOKU_OK);
    assert_int_equal(r.hardest, SUDOKU_TECH_STRONG_LINKS);
    assert_true(r.score > 5.35 && r.score < 5.45);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_grouped_skyscraper),
        cmocka_unit_test(test_three_skyscrapers),
        cmocka_unit_test(test_grouped_three_links),
        cmocka_unit_test(test_classic_scale_has_none),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
