/*
** test_tech_strong_links.c - unit tests of the strong-linked fish on the
** modern scale (2 to 4 strong links of one digit, some to a group of
** cells): on puzzles whose Sukaku Explainer path needs them, our modern
** path finds the same chain's removals, rated as Sukaku Explainer rates it,
** and writes the chain out, groups and all; on variants' boards too (serate
** with the variant's switch), links in the extra houses included.
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

/* A chain whose ends see each other is a loop: fuzz_logic found this one
** written as an open chain ("either (8)r2c3 or (8)r1c1 is true, so a
** candidate that sees both is false") whose removals, r6c6 and r6c8, see
** neither end: they come from its weak link in row 6. It is recorded as a
** loop, closed on its first node, and every removal sees a node of each
** colour. */
static void test_loop_removes_on_weak_links(void **state) {
    sudoku_step st;
    char chain[256];

    (void)state;
    first_step_of(
        "..7.2.3..93.4.7.62.2.9.3.1.2...4...735....6.1..........9..6..5....3.1..."
        "68.....74",
        SUDOKU_TECH_STRONG_LINKS, 5.5, &st);
    assert_int_equal(st.chain_end, SUDOKU_CHAIN_LOOP);
    sudoku_step_chain(&st, chain, sizeof chain);
    assert_string_equal(chain, "(8)r2c3=(8)r2c7-(8)r3c9=(8)r6c9-(8)r6c1=(8)r1c1-(8)r2c3");
    assert_int_equal(st.n_removed, 2);
    assert_int_equal(st.removed[5 * 9 + 5], 1u << 7); /* 8 from r6c6 */
    assert_int_equal(st.removed[5 * 9 + 7], 1u << 7); /* 8 from r6c8 */
    assert_explains(&st, "strong-linked fish (6 links): (8)r2c3=(8)r2c7-(8)r3c9=(8)r6c9-"
                         "(8)r6c1=(8)r1c1-(8)r2c3 - a closed loop: either every node it "
                         "makes true or every node it makes false holds, so a candidate "
                         "that sees one of each is false: remove 8 from r6c6, r6c8");
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

/* An X puzzle (tests/rate/variants.sh's dug set, serate -X 1 rates it 4.3
** on the modern scale): the first 4.3 step is a chain of the two
** diagonals' links, (4)r4c4=r8c8 on the main one and (4)r2c8=r6c4 on the
** other, bridged by column 8; its ends share column 4, so it is a loop and
** the bridge's other cells lose 4 too. A link in an extra house rates as
** a grouped one, 4.0 + 0.3. */
static void test_variant_diagonal_links(void **state) {
    sudoku_step st;

    (void)state;
    variant_path_to_step(
        SUDOKU_VARIANT_X,
        "9.7............9...1...95..2.9.56....3..2.49.6....125.....427.9....3"
        "......4....25",
        SUDOKU_TECH_TURBOT_FISH, 4.3, &st);
    assert_int_equal(st.n_units, 2);
    assert_int_equal(st.units[0], SUDOKU__HOUSE_DIAGONAL);
    assert_int_equal(st.units[1], SUDOKU__HOUSE_DIAGONAL + 1);
    assert_int_equal(st.n_removed, 2);
    assert_int_equal(st.removed[0 * 9 + 7], 1u << 3); /* 4 from r1c8 */
    assert_int_equal(st.removed[2 * 9 + 7], 1u << 3); /* 4 from r3c8 */
    assert_explains(&st,
                    "turbot fish (4 links): (4)r4c4=(4)r8c8-(4)r2c8=(4)r6c4-(4)r4c4 - "
                    "a closed loop: either every node it makes true or every node it "
                    "makes false holds, so a candidate that sees one of each is "
                    "false: remove 4 from r1c8, r3c8");
}

/* A grouped loop (gen -s 12 -c 200 -n 55 --variant x, the first puzzle
** with one): (9)r4c7=(9)r89c7 in column 7, (9)r8c8,r9c9=(9)r4c4 on the
** main diagonal, bridged in box 9; the ends share row 4. A group is no
** node, so the loop is told by chain_end alone, and the words say loop:
** r4c1, r4c8 and r4c9 lose 9 by the closing link in row 4, and r9c8, which
** sees neither end, by the bridge in box 9. */
static void test_variant_grouped_loop(void **state) {
    sudoku_step st;

    (void)state;
    variant_path_to_step(
        SUDOKU_VARIANT_X,
        "..5..62...4..98.....17....4.52.......7....4.34..1..52...35..6.8...8"
        "....2....42...",
        SUDOKU_TECH_TURBOT_FISH, 4.3, &st);
    assert_int_equal(st.n_chain, 0);
    assert_int_equal(st.chain_end, SUDOKU_CHAIN_LOOP);
    assert_explains(&st, "turbot fish (4 links): (9)r4c7=(9)r89c7-(9)r8c8,r9c9=(9)r4c4 - "
                         "its ends see each other, so it closes into a loop: either "
                         "every node it makes true or every node it makes false holds, "
                         "so a candidate that sees one of each is false: remove 9 from "
                         "r4c1, r4c8, r4c9, r9c8");
}

/* A girandola puzzle of the same set (serate -R 1: 7.3): a chain whose
** second link is the girandola's, its far end a group of two cells of it
** that see each other in no other house. */
static void test_variant_girandola_group(void **state) {
    sudoku_step st;

    (void)state;
    variant_path_to_step(
        SUDOKU_VARIANT_GIRANDOLA,
        ".962....5.1......8..71...96......9.....4.7.1...96..48.9.4.2........"
        "...6.....1..2.",
        SUDOKU_TECH_TURBOT_FISH, 4.3, &st);
    assert_int_equal(st.units[1], SUDOKU__HOUSE_GIRANDOLA);
    assert_explains(&st,
                    "turbot fish (3 links): (3)r9c3=(3)r2c3-(3)r1c1=(3)r8c5,r9c1 - "
                    "either (3)r9c3 or (3)r8c5,r9c1 is true, so a candidate that sees "
                    "both is false: remove 3 from r8c2, r9c4");
}

/* An anti-king puzzle serate -k 1 rates 5.6 on the modern scale (a
** WXYZ-wing). In its box 5, 3 has three places: r4c5, and r6c5, r6c6 in
** the row of the first; Sukaku Explainer's link there drops the crossing
** cell r6c5 (no valid link), so the chains through it that would rate 4.3
** are not taken, and neither are they here: the rating is SE's. */
static void test_variant_crossing_cell(void **state) {
    sudoku_shape_spec spec;
    sudoku_shape *shape;
    sudoku_grid g;
    sudoku_rating r;

    (void)state;
    sudoku_shape_spec_init(&spec, 9);
    spec.variants = SUDOKU_VARIANT_ANTI_KING;
    assert_int_equal(sudoku_shape_new(&spec, &shape, NULL), SUDOKU_OK);
    parse("27...1......6..9.7...7..5..82.5....1..6..7.94.1.8..............967..51....."
          "49...5",
          &g);
    assert_int_equal(sudoku_rate_shape(shape, &g, NULL, SUDOKU_SCALE_MODERN, &r),
                     SUDOKU_OK);
    assert_true(r.score > 5.55 && r.score < 5.65);
    assert_int_equal(r.hardest, SUDOKU_TECH_WXYZ_WING);
    sudoku_shape_free(shape);
}

/* An anti-king puzzle (sudoku gen --variant anti-king --minimal -s 77,
** its 18th): in box 1, 2 has places r3c1, r3c2 and r1c3, and the crossing
** cell r3c3 has no 2, so the link's group end r3c12 is taken with r3c3 (as
** Sukaku Explainer has it), and a victim must see r3c3 too. r4c1 sees r3c1
** and r3c2 (a king's move) but not r3c3: the turbot fish through that link
** is no step, and 2 leaves r4c1 by a strong-linked fish of 5 links. */
static void test_variant_support_cell(void **state) {
    sudoku_step st;

    (void)state;
    variant_path_to_step(
        SUDOKU_VARIANT_ANTI_KING,
        "37.9..........5.2...17.34.................57.5....9.......743.2.........."
        "6...1...",
        SUDOKU_TECH_STRONG_LINKS, -1, &st);
    assert_int_equal(st.n_removed, 1);
    assert_int_equal(st.removed[3 * 9 + 0], 1u << 1); /* 2 from r4c1 */
    assert_explains(&st, "strong-linked fish (5 links): (2)r3c12=(2)r3c5-(2)r1c6=(2)r1c3-"
                         "(2)r89c3=(2)r89c1 - either (2)r3c12 or (2)r89c1 is true, so a "
                         "candidate that sees both is false: remove 2 from r4c1");
}

/* A jigsaw (sudoku gen --variant jigsaw --holes 58 --seed 101, the
** sixth), rows of its map:
**     AAABBBCCC AAABBBCCC ADDBEFCCC ADDBEFFFF ADDBEFFEF
**     DDDEEEEEF GGGHHHHII GGGGHHIII GGHHHIIII
** Its region I (b9: r7c89, r8c789, r9c6789) plays SE's box: there 9 has
** places r8c7, r9c6 and r9c7, in its column 7 and its row 9 crossing at
** r9c7, so r8c7 = r9c67 is a strong link whose group spans two of the
** classic boxes. With column 6's r8c6 = r9c6, bridged in region I, either
** r8c6 or r9c67 holds 9: r9c3 and r9c5 (row 9, and region H with r8c6)
** lose it. Grouped: 4.0 + 0.3. */
static void test_jigsaw_region_group(void **state) {
    sudoku_step st;

    (void)state;
    shape_path_to_step(SUDOKU_VARIANT_JIGSAW,
                       "AAABBBCCCAAABBBCCCADDBEFCCCADDBEFFFFADDBEFFEFDDDEEEEEFGGGHHH"
                       "HIIGGGGHHIIIGGHHHIIII",
                       "...4.2..82...675..9.7..8..17...2...9.......8734...1........3."
                       "..........6...7....3",
                       SUDOKU_TECH_TURBOT_FISH, 4.3, &st);
    assert_int_equal(st.n_units, 2);
    assert_int_equal(st.units[0], 9 + 5);  /* column 6 */
    assert_int_equal(st.units[1], 18 + 8); /* region I */
    assert_int_equal(st.n_removed, 2);
    assert_int_equal(st.removed[8 * 9 + 2], 1u << 8); /* 9 from r9c3 */
    assert_int_equal(st.removed[8 * 9 + 4], 1u << 8); /* 9 from r9c5 */
    assert_explains(&st, "turbot fish (3 links): (9)r8c6=(9)r9c6-(9)r8c7=(9)r9c67 - "
                         "either (9)r8c6 or (9)r9c67 is true, so a candidate that sees "
                         "both is false: remove 9 from r9c3, r9c5");
}

/* A jigsaw (sudoku gen --variant jigsaw --holes 58 --seed 102, the
** 18th), rows of its map:
**     AAABBBCCC AAABCCCCC AAABBBBFC DDDDEBFFF DDEDEEEFF DDEEEEFFF
**     GGHHHIIII GGGGHHIII GGGHHHHII
** A WXYZ-wing whose set is in no one house: r7c3 and r9c3 share column
** 3, r9c3 and r9c4 row 9, r7c3 and r9c4 region G. The set holds 2, 6, 8
** and 9, the bivalue r9c6 {6,9}, every 6 and 9 of the set sees it (row 9,
** and region H for r7c3's): 9 leaves r8c6 and r9c8, which see r9c6 and
** every 9 of the set. */
static void test_jigsaw_wing_clique(void **state) {
    sudoku_step st;

    (void)state;
    shape_path_to_step(SUDOKU_VARIANT_JIGSAW,
                       "AAABBBCCCAAABCCCCCAAABBBBFCDDDDEBFFFDDEDEEEFFDDEEEEFFFGGHHHI"
                       "IIIGGGGHHIIIGGGHHHHII",
                       ".3..8.5.9....743..25.......71....8......4.....831......9..31"
                       ".....5......1...5...3",
                       SUDOKU_TECH_WXYZ_WING, -1, &st);
    assert_int_equal(st.n_units, 0);
    assert_int_equal(st.n_removed, 2);
    assert_int_equal(st.removed[7 * 9 + 5], 1u << 8); /* 9 from r8c6 */
    assert_int_equal(st.removed[8 * 9 + 7], 1u << 8); /* 9 from r9c8 */
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_grouped_skyscraper),
        cmocka_unit_test(test_three_skyscrapers),
        cmocka_unit_test(test_grouped_three_links),
        cmocka_unit_test(test_loop_removes_on_weak_links),
        cmocka_unit_test(test_classic_scale_has_none),
        cmocka_unit_test(test_variant_diagonal_links),
        cmocka_unit_test(test_variant_grouped_loop),
        cmocka_unit_test(test_variant_girandola_group),
        cmocka_unit_test(test_variant_crossing_cell),
        cmocka_unit_test(test_variant_support_cell),
        cmocka_unit_test(test_jigsaw_region_group),
        cmocka_unit_test(test_jigsaw_wing_clique),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
