/*
** test_logic.c - unit tests of the human-style solver: every technique on a
** puzzle made to need it (techniques below it stall, it finds the next step,
** every step agrees with the solution), a few techniques on hand-built
** candidate grids, and the step API (next step, apply, explanation text).
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
#include "shape_rules.h"
#include "tech.h"
#include "test_path.h"
#include "test_support.h"

/* Every placement and removal of *st agrees with 'sol'. */
static void assert_sound(const sudoku_step *st, const sudoku_grid *sol) {
    if (st->cell >= 0) assert_int_equal(st->digit, sol->cell[st->cell]);
    for (int c = 0; c < 81; c++)
        assert_int_equal(st->removed[c] & (1u << (sol->cell[c] - 1)), 0);
    assert_true(st->cell >= 0 || st->n_removed > 0);
}

/* Puzzles whose easiest-first solve path needs the technique at its hardest
** (found by tests/rate/rate_calibrate in the SE-rated set and the forum's
** hardest list). */
typedef struct example {
    sudoku_technique tech;
    const char *puzzle;
} example;

static const example examples[] = {
    {SUDOKU_TECH_POINTING,
     "...........15.63..2..3.4..7..3...1......4.....2..7..8..92.1.45..4.2.9.6..7..3..2."},
    {SUDOKU_TECH_CLAIMING,
     "...1...2.9.....78..5..2..61.9.8.64..2...4...7..42.1.9.46..9..7..19.....5.3...2..."},
    {SUDOKU_TECH_NAKED_PAIR,
     "............5.9...94.....53.2.3.4.9.8.......53.48.12.65.......4.3.7.2.8.28..4..69"},
    {SUDOKU_TECH_X_WING,
     "84..2..59.39...48.............1.5............5..8.2..11.23.98.447.....63..3.4.1.."},
    {SUDOKU_TECH_HIDDEN_PAIR,
     "..4..3.5.75..9..3...8...1.23..6.8....2.....4....3.2..71.5...4...8..1..65.7.5..2.."},
    {SUDOKU_TECH_NAKED_TRIPLE,
     "7..5.9..1...4.7.......6....6.4.7.2.8.2.8.1.9..1.....4..82...45...1.9.6.....2.8..."},
    {SUDOKU_TECH_SWORDFISH,
     "............628...9..7.1..8....8....8.......44.35.71.9..42.65..7...4...1.6.1.9.4."},
    {SUDOKU_TECH_HIDDEN_TRIPLE,
     ".....5.6.6...2.7...54...2..3..5.1....1.....9....3.8..4..6...42...7.6...1.3.8....."},
    {SUDOKU_TECH_TURBOT_FISH,
     "............624....4.3.1.9.5.......94.3...7.28.1.7.3.6..2...4...1.4.2.6....938..."},
    {SUDOKU_TECH_XY_WING,
     "...........62.4.91.8..73.6..57.....96.47.53.82.....65..9.43..7.72.5.98..........."},
    {SUDOKU_TECH_XYZ_WING,
     "......12.39.2...4.1...57.....7532.1...41.89...1.7492.....32...4.8...4.51.31......"},
    {SUDOKU_TECH_W_WING,
     "..1..8.7.3.27..5...765.13842.5...84...........13...2.75294.713...8..57.9.3.2..4.."},
    {SUDOKU_TECH_UNIQUE_RECTANGLE,
     "..214..6.4..5.......89..4.5....9.6585..6.1..4624.8....7.1..98.......7..1.9..125.."},
    {SUDOKU_TECH_UNIQUE_LOOP,
     ".......5.59..1278..135..4...4.8392...6.7.1.3...9246.1...7..469..3167..42.2......."},
    {SUDOKU_TECH_NAKED_QUAD,
     "............453...4..6.9..23...9...5.76...24..1.....8.82..4..195.......764.....28"},
    {SUDOKU_TECH_JELLYFISH,
     "...........84.95..35.1.7.42.63.1.45...7.3.6..2.......1.3.2.6.9..7.3.5.6.....4...."},
    {SUDOKU_TECH_STRONG_LINKS,
     ".9...46.....86...73.6..51..6.9.7..1..5.1.9.6..4..8.9.3..79..8.69...58.....86...5."},
    {SUDOKU_TECH_WXYZ_WING,
     "..2593.7.9.....6...8..4...17...5...46.43.87.58...7...34...3..2...9.....7.7.2193.."},
    {SUDOKU_TECH_BUG,
     "..9..6....2.8...6...64291.36.7.1.94...86.43...94.5.8.69.12856...6...3.9....9..5.."},
    {SUDOKU_TECH_BUG_N,
     "...8.3.9.498.12.5.....6..1.68......1.49...53.5......79.7..9.....6.37.942.2.4.1..."},
    {SUDOKU_TECH_VWXYZ_WING,
     "6.4..9..7......6...12..65.44.6518......9.2......6341.81.98..76...7......5..1..2.9"},
    {SUDOKU_TECH_UVWXYZ_WING,
     "72.3....5.4..25367.6........3.8.9..2.9.....3.4..2.3.7........5.58479..1.6....1.24"},
    {SUDOKU_TECH_XY_CHAIN,
     "1.8...7.2.957...1.4.2...596...6.9.5.....5.....5.2.3...729...6.8.8...792.6.3...1.5"},
    {SUDOKU_TECH_AIC,
     ".........3.8.2.1.792.716.38.7..6..5...3...9..8.......6..75948...8.....1...62.17.."},
    {SUDOKU_TECH_FORCING_CHAIN,
     "6.9.4.7.8.3.1...9.4...9...6...516.3.3.17.29.5.5.934...1...2...9.9...1.8.8.3.5.1.7"},
    {SUDOKU_TECH_TUVWXYZ_WING,
     ".1.4.6.2...3.9.8...9.....5...........316.594.7...4...6.2..3..7..........3..7.2..8"},
    {SUDOKU_TECH_NISHIO,
     "7.......2.4.318.9.8..2.9..6.5.....6...2...4..6...4...9..7.9.2....46379...8.4.5.7."},
    {SUDOKU_TECH_MULTIPLE_FORCING,
     "..16.89...8..4..2...91.28......2....8.......9.7.389.6.3.......5...4.3....52...43."},
    {SUDOKU_TECH_DYNAMIC_FORCING,
     ".8..4..2....1.8...7.42.61.95.......3....6.......523....9.....6...1.5.7....74.15.."},
    {SUDOKU_TECH_FORCING_NET,
     ".....1.....7.2.....9.6.8..5..1..7....6.9....42.9.........8...59.8....4....6.3...8"},
    /* the hints try SE's nested forcing chains before trial and error, which
    ** no puzzle measured needs any more (test_eureka shows its cases) */
    {SUDOKU_TECH_NESTED_FORCING,
     "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"},
};

/* The techniques below 'tech' stall short of the solution; 'tech' then
** finds a sound step; the whole path is sound and rated by 'tech'. */
static void check_needs(sudoku_technique tech) {
    const example *ex = NULL;
    sudoku_grid g, sol;
    sudoku__position s;
    sudoku_step st;
    sudoku_rating r;

    for (size_t i = 0; i < sizeof examples / sizeof examples[0]; i++)
        if (examples[i].tech == tech) ex = &examples[i];
    assert_non_null(ex);
    parse(ex->puzzle, &g);
    assert_int_equal(sudoku_solve(&g, &sol, NULL), SUDOKU_OK);
    assert_int_equal(sudoku__position_init(&s, &g, NULL), SUDOKU_OK);
    assert_int_equal(sudoku__position_count(&s, 2, NULL), 1);
    s.unique = 1;
    while (sudoku__logic_find_step_before(&s, &st, tech)) {
        assert_sound(&st, &sol);
        sudoku__position_apply(&s, &st);
    }
    assert_true(sudoku__position_empty(&s) > 0);
    assert_true(sudoku__logic_find_step(&s, &st));
    assert_int_equal(st.technique, tech);
    assert_sound(&st, &sol);
    while (sudoku__logic_find_step(&s, &st)) {
        assert_sound(&st, &sol);
        sudoku__position_apply(&s, &st);
    }
    assert_int_equal(sudoku__position_empty(&s), 0);
    assert_memory_equal(s.cell, sol.cell, 81);
    assert_int_equal(sudoku_rate(&g, &r), SUDOKU_OK);
    assert_true(r.count[r.hardest] > 0); /* the SE scales may take another path */
}

#define NEEDS(name, tech)                                                                \
    static void test_logic_needs_##name(void **state) {                                  \
        (void)state;                                                                     \
        check_needs(tech);                                                               \
    }

NEEDS(pointing, SUDOKU_TECH_POINTING)
NEEDS(claiming, SUDOKU_TECH_CLAIMING)
NEEDS(naked_pair, SUDOKU_TECH_NAKED_PAIR)
NEEDS(x_wing, SUDOKU_TECH_X_WING)
NEEDS(hidden_pair, SUDOKU_TECH_HIDDEN_PAIR)
NEEDS(naked_triple, SUDOKU_TECH_NAKED_TRIPLE)
NEEDS(swordfish, SUDOKU_TECH_SWORDFISH)
NEEDS(hidden_triple, SUDOKU_TECH_HIDDEN_TRIPLE)
NEEDS(turbot_fish, SUDOKU_TECH_TURBOT_FISH)
NEEDS(xy_wing, SUDOKU_TECH_XY_WING)
NEEDS(xyz_wing, SUDOKU_TECH_XYZ_WING)
NEEDS(w_wing, SUDOKU_TECH_W_WING)
NEEDS(unique_rectangle, SUDOKU_TECH_UNIQUE_RECTANGLE)
NEEDS(unique_loop, SUDOKU_TECH_UNIQUE_LOOP)
NEEDS(naked_quad, SUDOKU_TECH_NAKED_QUAD)
NEEDS(jellyfish, SUDOKU_TECH_JELLYFISH)
NEEDS(strong_links, SUDOKU_TECH_STRONG_LINKS)
NEEDS(wxyz_wing, SUDOKU_TECH_WXYZ_WING)
NEEDS(bug, SUDOKU_TECH_BUG)
NEEDS(bug_n, SUDOKU_TECH_BUG_N)
NEEDS(vwxyz_wing, SUDOKU_TECH_VWXYZ_WING)
NEEDS(uvwxyz_wing, SUDOKU_TECH_UVWXYZ_WING)
NEEDS(xy_chain, SUDOKU_TECH_XY_CHAIN)
NEEDS(aic, SUDOKU_TECH_AIC)
NEEDS(forcing_chain, SUDOKU_TECH_FORCING_CHAIN)
NEEDS(tuvwxyz_wing, SUDOKU_TECH_TUVWXYZ_WING)
NEEDS(nishio, SUDOKU_TECH_NISHIO)
NEEDS(multiple_forcing, SUDOKU_TECH_MULTIPLE_FORCING)
NEEDS(dynamic_forcing, SUDOKU_TECH_DYNAMIC_FORCING)
NEEDS(forcing_net, SUDOKU_TECH_FORCING_NET)
NEEDS(nested_forcing, SUDOKU_TECH_NESTED_FORCING)

/* ==================================================================== */
/* Techniques on hand-built candidate grids                              */
/* ==================================================================== */

/* An empty grid: every cell empty with every candidate. */
static void empty_state(sudoku__position *s) {
    memset(s, 0, sizeof *s);
    for (int i = 0; i < 81; i++)
        s->cand[i] = SUDOKU__ALL_DIGITS;
}

static void assert_explains(const sudoku_step *st, const char *expected) {
    char text[1024];

    size_t length = sudoku_step_explain(st, text, sizeof text);

    assert_string_equal(text, expected);
    assert_int_equal(length, strlen(expected));
}

static void test_logic_hidden_single_in_box(void **state) {
    sudoku__position s;
    sudoku_step st;

    (void)state;
    empty_state(&s);
    for (int k = 0; k < 9; k++)
        if (sudoku__unit_cell(19, k) != 22)
            s.cand[sudoku__unit_cell(19, k)] &= (uint16_t) ~(1u << 6);
    assert_true(sudoku__logic_find_step(&s, &st));
    assert_int_equal(st.technique, SUDOKU_TECH_HIDDEN_SINGLE);
    assert_explains(&st, "r3c5 = 7: hidden single - 7 fits nowhere else in box 2");
}

static void test_logic_naked_single(void **state) {
    sudoku__position s;
    sudoku_step st;

    (void)state;
    empty_state(&s);
    s.cand[40] = 1u << 4;
    assert_true(sudoku__logic_find_step(&s, &st));
    assert_int_equal(st.technique, SUDOKU_TECH_NAKED_SINGLE);
    assert_explains(&st, "r5c5 = 5: naked single - no other digit fits in r5c5");
}

static void test_logic_full_house(void **state) {
    sudoku_grid g;
    sudoku_step st;

    (void)state;
    parse("143628579572139468986754231391542786468917352725863914237481695619275843854396"
          "127",
          &g);
    g.cell[0] = 0;
    assert_int_equal(sudoku_next_step(&g, NULL, &st), SUDOKU_OK);
    assert_int_equal(st.technique, SUDOKU_TECH_FULL_HOUSE);
    /* SE takes full houses in boxes first, then columns, then rows */
    assert_explains(&st, "r1c1 = 1: full house - the last empty cell of box 1");
}

static void test_logic_hidden_quad(void **state) {
    sudoku__position s;
    sudoku_step st;

    (void)state;
    empty_state(&s);
    for (int c = 4; c < 9; c++)
        s.cand[c] = 0x1F0; /* 5..9: so 1..4 fit only in r1c1..r1c4 */
    assert_true(sudoku__tech_hidden_subset(&s, &st, 4));
    assert_int_equal(st.technique, SUDOKU_TECH_HIDDEN_QUAD);
    assert_int_equal(st.n_removed, 20);
    for (int c = 0; c < 4; c++)
        assert_int_equal(st.removed[c], 0x1F0);
    assert_int_equal(sudoku__tech_hidden_subset(&s, &st, 3), 0);
}

static void test_logic_naked_quad(void **state) {
    sudoku__position s;
    sudoku_step st;

    (void)state;
    empty_state(&s);
    for (int c = 0; c < 4; c++)
        s.cand[c] = 0x00F;
    assert_true(sudoku__tech_naked_subset(&s, &st, 4));
    assert_int_equal(st.technique, SUDOKU_TECH_NAKED_QUAD);
    assert_int_equal(st.n_removed, 20);
    assert_int_equal(st.removed[8], 0x00F);
    assert_explains(
        &st, "naked quad: in row 1, r1c1, r1c2, r1c3, r1c4 hold only 1, 2, 3 and 4 "
             "between them, so those digits go nowhere else: remove 1 from r1c5, "
             "r1c6, r1c7, r1c8, r1c9; 2 from r1c5, r1c6, r1c7, r1c8, r1c9; 3 from "
             "r1c5, r1c6, r1c7, r1c8, r1c9; 4 from r1c5, r1c6, r1c7, r1c8, r1c9");
}

static void test_logic_x_wing(void **state) {
    sudoku__position s;
    sudoku_step st;

    (void)state;
    empty_state(&s);
    for (int k = 0; k < 9; k++)
        if (k != 0 && k != 6) {
            s.cand[k] &= (uint16_t)~1u;      /* row 1 */
            s.cand[36 + k] &= (uint16_t)~1u; /* row 5 */
        }
    assert_true(sudoku__tech_fish(&s, &st, 2));
    assert_int_equal(st.technique, SUDOKU_TECH_X_WING);
    assert_int_equal(st.n_removed, 14);
    assert_int_equal(st.removed[9], 1);
    assert_int_equal(sudoku__tech_fish(&s, &st, 3), 0);
}

static void test_logic_xy_wing(void **state) {
    sudoku__position s;
    sudoku_step st;

    (void)state;
    empty_state(&s);
    s.cand[0] = 0x3;  /* r1c1 {1,2}: the pivot */
    s.cand[4] = 0x5;  /* r1c5 {1,3} */
    s.cand[36] = 0x6; /* r5c1 {2,3} */
    assert_true(sudoku__tech_xy_wing(&s, &st));
    assert_int_equal(st.n_removed, 1);
    assert_int_equal(st.removed[40], 0x4);
    assert_explains(
        &st, "XY-wing: pivot r1c1 with pincers r1c5 and r5c1: whatever the pivot "
             "holds, one pincer is 3 - "
             "(3)r1c5=(1)r1c5-(1)r1c1=(2)r1c1-(2)r5c1=(3)r5c1: remove 3 from r5c5");
}

/* ==================================================================== */
/* The step API                                                          */
/* ==================================================================== */

/* BUG+1 on a real path: the step says where its digit stands three times. */
static void test_logic_bug_names_its_units(void **state) {
    sudoku_step st;

    (void)state;
    path_to_step("..9..6....2.8...6...64291.36.7.1.94...86.43...94.5.8.69.12856...6...3."
                 "9....9..5..",
                 SUDOKU__ORDER_HINT, SUDOKU_TECH_BUG, 5.6, &st);
    assert_int_equal(st.cell, 6);
    assert_int_equal(st.digit, 7);
    assert_explains(&st,
                    "r1c7 = 7: BUG+1 - every other empty cell has two candidates, and "
                    "7 is the one candidate with three places in row 1, column 7 and "
                    "box 3 (every other has two or none); without 7 here every "
                    "candidate would pair up and the puzzle would have two solutions");
}

/* The hints take the fish of strong links past our own turbot fish: with a
** group (4.3, after the XY-wing) and of 4 links (5.8 up), each told with
** the ends one of which is true. */
static void test_logic_hint_takes_strong_link_fish(void **state) {
    sudoku_step st;

    (void)state;
    path_to_step(".2...6..1.5..2..8.3.9.8...7.9...7.681..9.8..273.1...5.9...1.2.6.1..7.."
                 "9.5..6...1.",
                 SUDOKU__ORDER_HINT, SUDOKU_TECH_TURBOT_FISH, 4.3, &st);
    assert_explains(&st,
                    "turbot fish (3 links): (3)r2c6=(3)r2c9-(3)r9c9=(3)r9c56 - either "
                    "(3)r2c6 or (3)r9c56 is true, so a candidate that sees both is "
                    "false: remove 3 from r8c6");
    path_to_step(".5...69.....54...34.129.5..5.....87..84...61..26.....9..2.197.88...52.."
                 "...56...2.",
                 SUDOKU__ORDER_HINT, SUDOKU_TECH_STRONG_LINKS, 6.1, &st);
    assert_explains(&st,
                    "strong-linked fish (7 links): (3)r79c1=(3)r5c1-(3)r4c23=(3)r4c4-"
                    "(3)r78c4=(3)r9c56-(3)r9c7=(3)r8c7 - either (3)r79c1 or (3)r8c7 is "
                    "true, so a candidate that sees both is false: remove 3 from r8c3");
}

/* Our simple colouring and X-chain stand behind the fish of strong links,
** which take the short chains of one digit first, groups and all: on the
** hint paths of 20,859 puzzles (the SE-rated set, top1465, 5,000 17-clue
** puzzles) neither is left a step. Where this puzzle's hints took colouring
** before, a turbot fish with a group makes the same removal; both still
** find it there, as a longer chain. */
static void test_logic_chains_behind_the_fish(void **state) {
    sudoku__position s;
    sudoku_step fish, st;

    (void)state;
    path_to_position("...51..92...4..3.......28.51.2...6...9..3..5...7...1.85.12.......4."
                     ".6...76..85...",
                     SUDOKU__ORDER_HINT, SUDOKU_TECH_TURBOT_FISH, 4.3, &s, &fish);
    assert_int_equal(fish.n_removed, 1);
    assert_int_equal(fish.removed[2 * 9 + 0], 1u << 3); /* 4 from r3c1 */
    assert_true(sudoku__tech_simple_colouring(&s, &st));
    assert_int_equal(st.n_removed, 1);
    assert_int_equal(st.removed[2 * 9 + 0], 1u << 3);
    assert_int_equal(st.n_chain, 6);
    assert_true(sudoku__tech_x_chain(&s, &st));
    assert_int_equal(st.technique, SUDOKU_TECH_X_CHAIN);
    assert_int_equal(st.n_removed, 1);
    assert_int_equal(st.removed[2 * 9 + 0], 1u << 3);
}

static void test_logic_uniqueness_needs_the_flag(void **state) {
    sudoku__position s;
    sudoku_step st;

    (void)state;
    /* r1c1, r1c4, r2c1, r2c4 could hold only 1 and 2 but r2c4 also has 3 */
    empty_state(&s);
    s.cand[0] = s.cand[3] = s.cand[9] = 0x3;
    s.cand[12] = 0x7;
    assert_int_equal(sudoku__tech_unique_rectangle(&s, &st), 0);
    s.unique = 1;
    assert_true(sudoku__tech_unique_rectangle(&s, &st));
    assert_int_equal(st.removed[12], 0x3);
    assert_int_equal(st.n_removed, 2);
    assert_explains(&st,
                    "unique rectangle: r1c1, r1c4, r2c1 hold only 1 and 2; if r2c4 held "
                    "only them too, the 1 and 2 of the four cells could swap and the "
                    "puzzle would have two solutions, so r2c4 is neither: remove 1 from "
                    "r2c4; 2 from r2c4");
}

static void test_logic_next_step_statuses(void **state) {
    sudoku_grid g;
    sudoku_step st, before;

    (void)state;
    memset(&st, 0x5A, sizeof st);
    before = st;
    parse("143628579572139468986754231391542786468917352725863914237481695619275843854396"
          "127",
          &g);
    assert_int_equal(sudoku_next_step(&g, NULL, &st), SUDOKU_END);
    g.cell[1] = 1; /* two 1s in row 1 */
    assert_int_equal(sudoku_next_step(&g, NULL, &st), SUDOKU_ECLASH);
    g.cell[1] = 10;
    assert_int_equal(sudoku_next_step(&g, NULL, &st), SUDOKU_EINVAL);
    parse("12345678.........9............................................................"
          "...",
          &g);
    assert_int_equal(sudoku_next_step(&g, NULL, &st), SUDOKU_ENOSOLUTION);
    /* a deadly rectangle: two solutions, and no uniqueness step may claim one */
    parse("14.6.857957.1."
          "9468986754231391542786468917352725863914237481695619275843854396127",
          &g);
    assert_int_equal(sudoku_next_step(&g, NULL, &st), SUDOKU_EMULTIPLE);
    assert_memory_equal(&st, &before, sizeof st);
}

/* The two grids: seed 001's board with a wrong 1 in r1c1 (which
** clashes with nothing, so only a count shows it) and puzzles/multi.txt's
** 295-solution grid. No step is offered, no rating given. */
static void test_logic_refuses_impossible_and_ambiguous_grids(void **state) {
    static const char *const wrong = "1.97486..7.........2.1.9.....7...24..64.1.59..98..."
                                     "3.....8.3.2.........6...2759..";
    static const char *const multi = "800000000003600000070090200080007000000045700000100"
                                     "030001000068008500010090000400";
    sudoku_grid g;
    sudoku_step st, before;
    sudoku_rating r, rbefore;
    uint64_t n;

    (void)state;
    memset(&st, 0x5A, sizeof st);
    memset(&r, 0x5A, sizeof r);
    before = st;
    rbefore = r;
    parse(wrong, &g);
    assert_int_equal(sudoku_check(&g, NULL), SUDOKU_OK);
    assert_int_equal(sudoku_next_step(&g, NULL, &st), SUDOKU_ENOSOLUTION);
    assert_int_equal(sudoku_rate(&g, &r), SUDOKU_ENOSOLUTION);
    parse(multi, &g);
    assert_int_equal(sudoku_count(&g, 0, &n), SUDOKU_OK);
    assert_int_equal(n, 295);
    assert_int_equal(sudoku_next_step(&g, NULL, &st), SUDOKU_EMULTIPLE);
    assert_int_equal(sudoku_rate(&g, &r), SUDOKU_EMULTIPLE);
    assert_memory_equal(&st, &before, sizeof st);
    assert_memory_equal(&r, &rbefore, sizeof r);
}

/* The player's marks count: leaving the solution's digit alone in a cell
** keeps the grid solvable and the step sound; striking it out leaves no
** solution. Applying a placement updates the grid and the peers' marks. */
static void test_logic_marks_are_used_and_apply_updates(void **state) {
    sudoku_grid g, sol;
    sudoku_candidates marks;
    sudoku_step st;
    int c = 0;

    (void)state;
    parse(examples[0].puzzle, &g);
    assert_int_equal(sudoku_solve(&g, &sol, NULL), SUDOKU_OK);
    assert_int_equal(sudoku_candidates_init(&g, &marks), SUDOKU_OK);
    while (g.cell[c])
        c++;
    uint16_t bit = (uint16_t)(1u << (sol.cell[c] - 1));
    marks.mask[c] = (uint16_t)(marks.mask[c] & ~bit);
    assert_int_equal(sudoku_next_step(&g, &marks, &st), SUDOKU_ENOSOLUTION);
    marks.mask[c] = bit; /* the player left only the right digit there */
    assert_int_equal(sudoku_next_step(&g, &marks, &st), SUDOKU_OK);
    assert_sound(&st, &sol);
    assert_true(st.cell >= 0);
    assert_int_equal(sudoku_step_apply(&st, &g, &marks), SUDOKU_OK);
    assert_int_equal(g.cell[st.cell], st.digit);
    assert_int_equal(marks.mask[st.cell], 0);
    for (int k = 0; k < 20; k++)
        assert_int_equal(marks.mask[sudoku__peers[st.cell][k]] & (1u << (st.digit - 1)),
                         0);
}

static void test_logic_explain_cuts_like_snprintf(void **state) {
    sudoku__position s;
    sudoku_step st;
    char small[10], full[256];

    (void)state;
    empty_state(&s);
    s.cand[40] = 1u << 4;
    assert_true(sudoku__logic_find_step(&s, &st));
    size_t need = sudoku_step_explain(&st, full, sizeof full);
    assert_int_equal(sudoku_step_explain(&st, small, sizeof small), need);
    assert_int_equal(strlen(small), sizeof small - 1);
    assert_memory_equal(small, full, sizeof small - 1);
    assert_int_equal(sudoku_step_explain(&st, NULL, 0), need);
}

/* Positions part way through: some of the solution filled in (and, every
** other time, one wrong digit that clashes with nothing). A correct position
** gets a sound step; a wrong one no step, and sudoku_find_conflict names
** the wrong digit (removing it leaves exactly the puzzle's solution). */
static void test_logic_positions_in_progress(void **state) {
    uint32_t seed = 12345;
    int tried = 0;

    (void)state;
    for (size_t e = 0; e < sizeof examples / sizeof examples[0]; e++) {
        sudoku_grid puzzle, sol;
        parse(examples[e].puzzle, &puzzle);
        assert_int_equal(sudoku_solve(&puzzle, &sol, NULL), SUDOKU_OK);
        for (int round = 0; round < 4; round++) {
            sudoku_grid g = puzzle;
            sudoku_step st;
            int wrong = round % 2, wrong_cell = -1;
            for (int i = 0; i < 81; i++) {
                seed = seed * 1103515245u + 12345u;
                if (!g.cell[i] && (seed >> 16) % 3 == 0) g.cell[i] = sol.cell[i];
            }
            if (wrong)
                for (int i = 0; i < 81 && wrong; i++)
                    for (int d = 1; d <= 9 && wrong && !g.cell[i]; d++) {
                        g.cell[i] = (unsigned char)d;
                        if (d != sol.cell[i] && sudoku_check(&g, NULL) == SUDOKU_OK)
                            wrong = 0, wrong_cell = i;
                        else
                            g.cell[i] = 0;
                    }
            sudoku_status status = sudoku_next_step(&g, NULL, &st);
            if (round % 2 == 0) {
                assert_int_equal(status, SUDOKU_OK);
                assert_sound(&st, &sol);
            } else { /* no step, and the wrong digit is among those to doubt */
                sudoku_conflict c;
                int named = 0;
                assert_true(wrong_cell >= 0);
                assert_int_equal(status, SUDOKU_ENOSOLUTION);
                assert_int_equal(sudoku_find_conflict(&g, &c), SUDOKU_OK);
                assert_int_equal(c.size, 1);
                assert_true(c.unique);
                for (int k = 0; k < c.n_sets; k++)
                    named |= c.cells[k][0] == wrong_cell;
                assert_true(named || c.more);
            }
            tried++;
        }
    }
    assert_true(tried > 50);
}

static void test_logic_technique_names(void **state) {
    (void)state;
    for (int t = 0; t < SUDOKU_TECH_COUNT; t++) {
        assert_non_null(sudoku_technique_name((sudoku_technique)t));
        for (int u = 0; u < t; u++)
            assert_string_not_equal(sudoku_technique_name((sudoku_technique)t),
                                    sudoku_technique_name((sudoku_technique)u));
        assert_true(sudoku__weight((sudoku_technique)t) >= 1.0);
    }
    assert_string_equal(sudoku_technique_name(SUDOKU_TECH_COUNT), "unknown technique");
    assert_true(SUDOKU_TECH_COUNT <= SUDOKU_TECH_MAX);
}

/* The hints' trial order holds each technique once, but for the fish of
** strong links, tried again in a larger size where its rating puts it
** (turbot fish with a group, strong-linked fish of 4 links); its base
** weights never fall (a step of an easier technique is always tried
** first), and every technique is tried in it or on some SE scale. */
static void test_logic_trial_order_covers_every_technique(void **state) {
    int seen[SUDOKU_TECH_COUNT] = {0};
    int rank, order;

    (void)state;
    for (rank = 0; sudoku__logic_tried(rank) != SUDOKU_TECH_COUNT; rank++) {
        sudoku_technique t = sudoku__logic_tried(rank);
        assert_true((unsigned)t < SUDOKU_TECH_COUNT);
        if (seen[t]++) {
            assert_true(t == SUDOKU_TECH_TURBOT_FISH || t == SUDOKU_TECH_STRONG_LINKS);
            assert_int_equal(seen[t], 2);
        } else if (rank > 0) {
            assert_true(sudoku__weight(sudoku__logic_tried(rank - 1)) <=
                        sudoku__weight(t));
        }
    }
    for (order = SUDOKU__ORDER_CLASSIC; order <= SUDOKU__ORDER_MODERN; order++)
        for (rank = 0;
             sudoku__logic_tried_in((sudoku__order)order, rank) != SUDOKU_TECH_COUNT;
             rank++)
            seen[sudoku__logic_tried_in((sudoku__order)order, rank)]++;
    for (rank = 0; rank < SUDOKU_TECH_COUNT; rank++)
        assert_true(seen[rank] > 0);
    assert_int_equal(sudoku__logic_tried(-1), SUDOKU_TECH_COUNT);
}

/* Walks Sudoku Explainer's classic path of 'puzzle' up to its first step
** of 'tech', checking every step on the way against the solution; leaves
** the position before that step in *s and the step in *st. */
static void se_path_until(const char *puzzle, sudoku_technique tech, sudoku__position *s,
                          sudoku_step *st, sudoku_grid *sol) {
    sudoku_grid g;

    parse(puzzle, &g);
    assert_int_equal(sudoku_solve(&g, sol, NULL), SUDOKU_OK);
    assert_int_equal(sudoku__position_init(s, &g, NULL), SUDOKU_OK);
    s->unique = 1;
    for (;;) {
        assert_true(sudoku__logic_find_step_in(s, st, SUDOKU__ORDER_CLASSIC));
        assert_sound(st, sol);
        if (st->technique == tech) return;
        sudoku__position_apply(s, st);
        assert_true(sudoku__position_empty(s) > 0);
    }
}

/* The number of nodes of st's chain that are a pattern's removals. */
static int pattern_nodes(const sudoku_step *st) {
    int i, n = 0;

    for (i = 0; i < st->n_chain; i++)
        n += st->chain[i].link == SUDOKU_LINK_PATTERN;
    return n;
}

/* SE's classic path of this puzzle (serate --after) takes, at its 8th
** step, the dynamic forcing chain (+) "r2c7.7 on ==> r4c4.5 both on & off"
** rated 9.7: r2c7=7 leads, through singles, pointing, claiming and pairs
** that only its own removals make, to r4c4 both 5 and not 5. No plain
** dynamic forcing chain is left there. */
static void test_logic_se_dynamic_plus(void **state) {
    sudoku__position s;
    sudoku_step st, plain;
    sudoku_grid sol;
    char text[4096];

    (void)state;
    se_path_until(
        "..3.9....1...4..36..8..21...4..8..73...9................4.7..686........7....."
        "5.4",
        SUDOKU_TECH_DYNAMIC_PLUS, &s, &st, &sol);
    assert_false(sudoku__tech_se_dynamic(&s, &plain));
    assert_float_equal(st.difficulty, 9.7, 1e-9);
    assert_int_equal(st.n_removed, 1);
    assert_int_equal(st.removed[1 * 9 + 6], sudoku__digit_bit(7));
    assert_int_equal(st.chain_end, SUDOKU_CHAIN_CLASH);
    assert_int_equal(st.end_cell, 3 * 9 + 3);
    assert_int_equal(st.end_digit, 5);
    assert_true(pattern_nodes(&st) > 0);
    assert_int_equal(sudoku_step_check(&st), SUDOKU_OK);
    assert_true(sudoku_step_chain(&st, text, sizeof text) > 0);
    /* a pattern says where it is: "[pointing: 3 of b5 in c4]" */
    assert_non_null(strstr(text, "[pointing: "));
    assert_null(strstr(text, "[pointing]"));
}

/* A chain that concludes a candidate is on places it in the same step, as
** SE's hint does when applied (IndirectHint.apply: the removals, then the
** cell's value): serate --after takes "Turbot Fish: r4c5.9 on" (6.6) as
** its 15th step of this puzzle's classic path and solves it in 58 steps;
** ours the same, where the cell's other candidates went first and a
** single placed 9 a step later (59 steps). */
static void test_logic_chain_on_places(void **state) {
    static const char puzzle[] = "..7..92..8..72.........1.97.8.1.2..3....5....9..3.4.2."
                                 "15.2.........37..1..38..6..";
    sudoku__position s;
    sudoku_step st;
    sudoku_grid g, sol;
    int steps = 0;
    (void)state;
    se_path_until(puzzle, SUDOKU_TECH_X_CHAIN, &s, &st, &sol);
    assert_float_equal(st.difficulty, 6.6, 1e-9);
    assert_int_equal(st.cell, 3 * 9 + 4);
    assert_int_equal(st.digit, 9);
    assert_int_equal(st.n_removed, 0);
    assert_int_equal(sudoku_step_check(&st), SUDOKU_OK);
    /* the whole path, from the start */
    parse(puzzle, &g);
    assert_int_equal(sudoku__position_init(&s, &g, NULL), SUDOKU_OK);
    s.unique = 1;
    while (sudoku__position_empty(&s) > 0) {
        assert_true(sudoku__logic_find_step_in(&s, &st, SUDOKU__ORDER_CLASSIC));
        assert_sound(&st, &sol);
        sudoku__position_apply(&s, &st);
        steps++;
    }
    assert_int_equal(steps, 58);
}

/* One uniqueness step SE's classic path takes (serate --after): its
** technique, rating, removals ("r2c8-6 r2c8-9 ...") and words. */
typedef struct se_unique_case {
    const char *puzzle;
    sudoku_technique tech;
    int skip; /* steps of 'tech' to pass first */
    double difficulty;
    const char *removed;
    const char *text;
} se_unique_case;

static const se_unique_case se_unique_cases[] = {
    /* "Unique Loop 6 type 1: Cells r1c5,r3c5,r3c3,r2c3,r2c8,r1c8 on 6, 9" */
    {"............187...7..4.3..162.7.9.48..3...7...........1...2...98.2.7.5.446.....82",
     SUDOKU_TECH_UNIQUE_LOOP, 0, 4.6, "r2c8-6 r2c8-9",
     "unique loop: r1c5-r3c5-r3c3-r2c3-r2c8-r1c8 would hold only 6 and 9 but for r2c8; "
     "if it held only them too, the 6 and 9 of the 6 cells could swap and the puzzle "
     "would have two solutions, so it is neither: remove 6 from r2c8; 9 from r2c8"},
    /* "Unique Rectangle type 4: Cells r1c6,r1c5,r8c5,r8c6 on 6, 9" (4.5) */
    {"1.......72.6...4.9.4.....5....6.3....2.....6.6..2.8..335.7.4.82.1.....3...75.21..",
     SUDOKU_TECH_UNIQUE_RECTANGLE, 0, 4.5, "r1c5-9 r8c5-9",
     "in column 5, 6 goes only in them, so if either were 9 the other would be 6 and "
     "the cells would hold only the pair: neither may be 9"},
    /* then "Unique Loop 6 type 2: Cells r4c1,r5c1,r5c7,r6c7,r6c5,r4c5 on 5, 9" */
    {"1.......72.6...4.9.4.....5....6.3....2.....6.6..2.8..335.7.4.82.1.....3...75.21..",
     SUDOKU_TECH_UNIQUE_LOOP, 0, 4.6, "r5c5-7 r5c6-7 r6c2-7",
     "so one of them is 7, which goes from the cells that see them all"},
    /* "Unique Loop 8 type 1: Cells r1c2,r1c9,r3c9,r3c3,r9c3,r9c1,r6c1,r6c2 on 4, 7" */
    {"...........54273...8.....1...27.98..5.......2...162...8.......96...4...5.3.5.8.6.",
     SUDOKU_TECH_UNIQUE_LOOP, 0, 4.7, NULL, "r1c2-r1c9-r3c9-r3c3-r9c3-r9c1-r6c1-r6c2"},
    /* "Unique Rectangle type 3: Cells r6c1,r6c2,r1c2,r1c1 on 1, 9": a naked
    ** quad with three cells of box 1 (4.8), after a type 4 */
    {".....74.66..5...8....16.2..2.4........7.5.1........5.3..1.49....6...3..54.98.....",
     SUDOKU_TECH_UNIQUE_RECTANGLE, 1, 4.8, "r1c5-8 r2c2-2 r3c1-8",
     "with r1c3, r2c3, r3c3 of box 1 they act as a naked subset on 2, 3, 5 and 8 (4 "
     "digits in 4 cells, the roofs counting as one)"},
    /* "Unique Loop 6 type 3: Cells r1c1,r2c1,r2c9,r5c9,r5c7,r1c7 on 2, 4": with
    ** r7c9, the roof holds 2 and 4's places in column 9 (a hidden pair, 4.6) */
    {"...........79.53..9.1.4.7.5.95...13..........34..1..56..4.5.8...298.154....472...",
     SUDOKU_TECH_UNIQUE_LOOP, 0, 4.6, "r7c9-1 r7c9-3",
     "with r7c9 of column 9 they form a hidden subset on 2 and 4, whose cells keep only "
     "its digits"},
    /* "BUG type 2: r9c2,r1c1,r3c1 on 6" */
    {"..4.8....91.....43...4...2...8635.1...........5.9183...9...7...37.....92....5.1..",
     SUDOKU_TECH_BUG_N, 0, 5.7, "r1c2-6 r3c2-6 r7c1-6",
     "BUG+n: without the extra candidates 6 of r9c2, r1c1, r3c1 every empty cell"},
    /* "BUG type 3: r5c1,r5c5 on 2, 7" (a naked pair) */
    {"........7..7.682....95.1.84.5...9....3.....5....6...2.14.7.65....528.3..8........",
     SUDOKU_TECH_BUG_N, 0, 5.8, "r5c7-7",
     "of r5c1, r5c5 every empty cell would hold two candidates and every digit two "
     "places in each unit, which gives two solutions; so one of those extras is true: "
     "with r5c6 of row 5 they act as a naked subset on 2 and 7 (2 digits in 2 cells, "
     "the extras counting as one), whose digits go from the cells that see all their "
     "holders: remove 7 from r5c7"},
    /* "BUG type 3: r3c5,r1c5,r9c5 on 2, 3, 4, 7" (a naked quad: 2 is no extra) */
    {".........71...832..26....74.49..1...25..8..37...5..18.43....75..674...18.........",
     SUDOKU_TECH_BUG_N, 0, 6.0, "r2c5-4",
     "without the extra candidates 3, 4 and 7 of r3c5, r1c5, r9c5 every empty cell "
     "would hold two candidates and every digit two places in each unit, which gives "
     "two solutions; so one of those extras is true: with r4c5, r6c5, r8c5 of column 5 "
     "they act as a naked subset on 2, 3, 4 and 7 (4 digits in 4 cells, the extras "
     "counting as one)"},
    /* "Aligned Pair Exclusion: r7c8,r9c8" (6.2), then "Aligned Triplet
    ** Exclusion: r7c8,r8c8,r9c8" (7.5) */
    {"...........83.62.....914...5.92.84.6.2.....7.8..165..27..823..1...........3.4.8..",
     SUDOKU_TECH_ALIGNED_PAIR, 0, 6.2, "r9c8-9",
     "aligned pair exclusion: of the choices of one candidate each for r7c8, r9c8"},
    {"...........83.62.....914...5.92.84.6.2.....7.8..165..27..823..1...........3.4.8..",
     SUDOKU_TECH_ALIGNED_TRIPLET, 0, 7.5, "r7c8-9", "for r7c8, r8c8, r9c8, those"},
    /* "BUG type 4: r8c7,r9c7 on 7" */
    {"...6...83.....45.....3...2..54.9....2..483..7....1.23..1...5.....91.....84...9...",
     SUDOKU_TECH_BUG_N, 0, 5.7, "r8c7-8 r9c7-3",
     "in box 9 the digit both cells share besides has no other place"},
};

/* "r2c8-6 r2c8-9" for the removals of *st, in cell then digit order. */
static void removals_text(const sudoku_step *st, char *buf, size_t size) {
    size_t n = 0;

    buf[0] = '\0';
    for (int c = 0; c < 81; c++)
        for (int d = 1; d <= 9; d++)
            if (sudoku__has_digit(st->removed[c], d))
                n += (size_t)snprintf(buf + n, size - n, "%sr%dc%d-%d", n ? " " : "",
                                      c / 9 + 1, c % 9 + 1, d);
}

/* SE's unique rectangles, loops, BUG types 2 to 4 and aligned exclusions on
** its classic path: the same step, rated as SE rates it, told with its
** cells. */
static void test_logic_se_uniqueness(void **state) {
    (void)state;
    for (size_t i = 0; i < sizeof se_unique_cases / sizeof se_unique_cases[0]; i++) {
        const se_unique_case *k = &se_unique_cases[i];
        sudoku__position s;
        sudoku_step st;
        sudoku_grid sol;
        char text[2048], removed[512];
        se_path_until(k->puzzle, k->tech, &s, &st, &sol);
        for (int skip = 0; skip < k->skip; skip++) {
            sudoku__position_apply(&s, &st);
            do {
                assert_true(sudoku__logic_find_step_in(&s, &st, SUDOKU__ORDER_CLASSIC));
                assert_sound(&st, &sol);
                if (st.technique != k->tech) sudoku__position_apply(&s, &st);
            } while (st.technique != k->tech);
        }
        assert_float_equal(st.difficulty, k->difficulty, 1e-9);
        assert_int_equal(sudoku_step_check(&st), SUDOKU_OK);
        if (k->removed) {
            removals_text(&st, removed, sizeof removed);
            assert_string_equal(removed, k->removed);
        }
        assert_true(sudoku_step_explain(&st, text, sizeof text) < sizeof text);
        if (!strstr(text, k->text)) fail_msg("case %zu: %s", i, text);
    }
}

/* One step of SE's classic path (serate --after, its text in the comment):
** its number, technique, weight and conclusion ("r1c5=8", or the removals
** "r5c5-5 ..."). Where several steps of the easiest technique apply, SE
** takes them in its own order of houses, digits and cells. */
typedef struct se_order_case {
    const char *puzzle;
    int step;
    sudoku_technique tech;
    double difficulty;
    const char *conclusion;
} se_order_case;

static const se_order_case se_order_cases[] = {
    /* "Hidden Single: r1c5: 8 in block" (1.0): full houses in boxes first */
    {"65.....344..39.516.1...587....473..1.3.95...7..126...95.27.9..817..2....8.4.16.2.",
     9, SUDOKU_TECH_FULL_HOUSE, 1.0, "r1c5=8"},
    /* "Hidden Single: r6c2: 9 in column": columns before rows */
    {"4......39..2..9.5..3.....1.7...4.3..6....8491....1.....5...7.4..4..5.7.6.8.......",
     14, SUDOKU_TECH_HIDDEN_SINGLE, 1.5, "r6c2=9"},
    /* "Pointing: Cells r7c5,r9c5: 5 in block and column": digit by digit */
    {"....4...6.325..7..........56.7.3.5...........9...7.8.....8.2..9.5....1.34....1...",
     2, SUDOKU_TECH_POINTING, 2.6, "r5c5-5"},
    /* "Naked Pair: Cells r2c3,r3c2: 7,9 in block" */
    {"............356...6..4.2..1.2.7.9.8..8..2..5...1...9..4..2.1..61..864..53.......8",
     20, SUDOKU_TECH_NAKED_PAIR, 3.0, "r1c3-7 r1c3-9 r3c3-7 r3c3-9"},
    /* "Hidden Pair: Cells r4c9,r5c9: 3,8 in block" */
    {"..5...7.....136....1..7..3..5.9.4.7..2.....9.9...8...46.1...3.5.8.2.3.4...3...8..",
     7, SUDOKU_TECH_HIDDEN_PAIR, 3.4, "r4c9-1 r4c9-2 r4c9-6 r5c9-1 r5c9-6"},
    /* "BUG type 1: r9c2": r9c2 keeps its extra 8, placed later by a single */
    {"1.......9..3.4.2...9.....6.2..5.7..1..5.8.3....73.65..3...2...5..9.3.1.....7.1...",
     51, SUDOKU_TECH_BUG, 5.6, "r9c2-2 r9c2-5"},
    /* then "Hidden Single: r9c3: 2 in block" */
    {"1.......9..3.4.2...9.....6.2..5.7..1..5.8.3....73.65..3...2...5..9.3.1.....7.1...",
     52, SUDOKU_TECH_HIDDEN_SINGLE, 1.2, "r9c3=2"},
};

/* SE's classic path step for step where the order decides (issue 21). */
static void test_logic_se_path_order(void **state) {
    (void)state;
    for (size_t i = 0; i < sizeof se_order_cases / sizeof se_order_cases[0]; i++) {
        const se_order_case *k = &se_order_cases[i];
        sudoku__position s;
        sudoku_step st;
        sudoku_grid g, sol;
        char got[512];

        parse(k->puzzle, &g);
        assert_int_equal(sudoku_solve(&g, &sol, NULL), SUDOKU_OK);
        assert_int_equal(sudoku__position_init(&s, &g, NULL), SUDOKU_OK);
        s.unique = 1;
        for (int n = 1;; n++) {
            assert_true(sudoku__logic_find_step_in(&s, &st, SUDOKU__ORDER_CLASSIC));
            assert_sound(&st, &sol);
            if (n == k->step) break;
            sudoku__position_apply(&s, &st);
        }
        if (st.cell >= 0)
            snprintf(got, sizeof got, "r%dc%d=%d", st.cell / 9 + 1, st.cell % 9 + 1,
                     st.digit);
        else
            removals_text(&st, got, sizeof got);
        if (st.technique != k->tech || strcmp(got, k->conclusion) != 0)
            fail_msg("case %zu: step %d is %s %s", i, k->step,
                     sudoku_technique_name(st.technique), got);
        assert_float_equal(st.difficulty, k->difficulty, 1e-9);
    }
}

/* SE's BUG type 1 with one extra removes the cell's other candidates (the
** step above), told so. */
static void test_logic_se_bug_type1_text(void **state) {
    sudoku__position s;
    sudoku_step st;
    sudoku_grid sol;
    char text[512];

    (void)state;
    se_path_until(se_order_cases[5].puzzle, SUDOKU_TECH_BUG, &s, &st, &sol);
    assert_int_equal(st.cell, -1);
    assert_int_equal(sudoku_step_check(&st), SUDOKU_OK);
    assert_true(sudoku_step_explain(&st, text, sizeof text) < sizeof text);
    assert_string_equal(text,
                        "BUG+1: without the extra candidate 8 of r9c2 every empty "
                        "cell would hold two candidates and every digit two places "
                        "in each unit, which gives two solutions; so the cell keeps "
                        "only 8: remove 2 from r9c2; 5 from r9c2");
}

/* A hand-built rectangle on 1 and 2 in r1c1, r1c4, r2c1, r2c4 (two boxes),
** no 1 or 2 elsewhere, whose roof r2c1, r2c4 holds 3 besides. Type 2 (3 goes
** from the rest of row 2) and type 4 (1 has no other place in row 2, so 2
** goes from the roof) rate 4.5 alike: SE takes the lower type. With no 3
** left to remove, type 4. */
static void test_logic_se_unique_types_by_hand(void **state) {
    sudoku__position s;
    sudoku_step st;

    (void)state;
    memset(&s, 0, sizeof s);
    s.unique = 1;
    for (int c = 0; c < 81; c++)
        s.cand[c] = SUDOKU__ALL_DIGITS & ~0x3u;
    s.cand[0] = s.cand[3] = 0x3;  /* r1c1, r1c4: {1,2} */
    s.cand[9] = s.cand[12] = 0x7; /* r2c1, r2c4: {1,2,3} */
    assert_true(sudoku__tech_se_unique_loops(&s, &st));
    assert_int_equal(st.technique, SUDOKU_TECH_UNIQUE_RECTANGLE);
    assert_float_equal(st.difficulty, 4.5, 1e-9);
    assert_int_equal(st.length, 4);
    assert_int_equal(st.n_units, 0);
    assert_int_equal(st.n_removed, 7);
    for (int c = 10; c < 18; c++)
        assert_int_equal(st.removed[c], c == 12 ? 0 : 0x4);
    assert_int_equal(st.removed[18], 0); /* r3c1 sees r2c1, not r2c4 */
    for (int c = 10; c < 18; c++)
        if (c != 12) s.cand[c] &= (uint16_t)~0x4u;
    assert_true(sudoku__tech_se_unique_loops(&s, &st));
    assert_int_equal(st.n_units, 1);
    assert_int_equal(st.units[0], 1);
    assert_int_equal(st.n_removed, 2);
    assert_int_equal(st.removed[9], 0x2);
    assert_int_equal(st.removed[12], 0x2);
    s.unique = 0; /* without uniqueness known, nothing */
    assert_false(sudoku__tech_se_unique_loops(&s, &st));
    assert_false(sudoku__tech_se_bug(&s, &st));
}

static void test_logic_length_bonus(void **state) {
    (void)state;
    assert_true(sudoku__length_bonus(4) < 0.05);
    assert_true(sudoku__length_bonus(5) > 0.05 && sudoku__length_bonus(6) < 0.15);
    assert_true(sudoku__length_bonus(7) > 0.15 && sudoku__length_bonus(8) < 0.25);
    assert_true(sudoku__length_bonus(13) > 0.35 && sudoku__length_bonus(16) < 0.45);
}

/* ---- the logical solver on 9x9 variants ---- */

/* Follows the whole path of a generated puzzle on (variants) with
** sudoku_next_step_shape and sudoku_step_apply_shape: every placement is
** the solution's digit, no removal takes the solution's digit, and the
** path ends in the solution (checked against the rules written apart);
** or it stops where the techniques it has on the shape end.
** Counts the steps that read a variant's own houses (units 27..49) in
** *extra and the paths that stopped in *stopped. */
static void variant_path(unsigned variants, int holes, uint64_t seed, int scaled,
                         sudoku_scale scale, int *extra, int *stopped) {
    sudoku_shape_spec spec;
    sudoku_shape_spec_init(&spec, 9);
    spec.variants = variants;
    sudoku_board_gen_options opt = {holes, SUDOKU_SYM_NONE, 1};
    sudoku_rng rng;
    sudoku_rng_seed(&rng, seed);
    sudoku_shape *sh;
    sudoku_board p, sol;
    assert_int_equal(sudoku_board_generate(&spec, &opt, &rng, &sh, &p, &sol), SUDOKU_OK);
    assert_true(rules_solution(&spec, p.cell, sol.cell));
    sudoku_grid g;
    sudoku_candidates marks;
    sudoku_step step;
    sudoku_status st;
    memcpy(g.cell, p.cell, 81);
    assert_int_equal(sudoku_candidates_init_shape(sh, &g, &marks), SUDOKU_OK);
    for (int i = 0; i < 81; i++)
        if (!g.cell[i]) assert_true(sudoku__has_digit(marks.mask[i], sol.cell[i]));
    while ((st = sudoku_next_step_shape(sh, &g, &marks, scaled, scale, &step)) ==
           SUDOKU_OK) {
        assert_int_equal(sudoku_step_check(&step), SUDOKU_OK);
        /* units 18..26 are told as regions exactly on a jigsaw */
        assert_int_equal(step.regions, (variants & SUDOKU_VARIANT_JIGSAW) != 0);
        if (step.cell >= 0) assert_int_equal(step.digit, sol.cell[step.cell]);
        for (int i = 0; i < 81; i++)
            assert_false(!g.cell[i] && sudoku__has_digit(step.removed[i], sol.cell[i]));
        for (int k = 0; k < step.n_units; k++)
            *extra += step.units[k] >= 27;
        char text[2048];
        assert_true(sudoku_step_explain(&step, text, sizeof text) > 0);
        assert_int_equal(sudoku_step_apply_shape(sh, &step, &g, &marks), SUDOKU_OK);
        for (int i = 0; i < 81; i++)
            if (!g.cell[i]) assert_true(sudoku__has_digit(marks.mask[i], sol.cell[i]));
    }
    if (st == SUDOKU_EUNSUPPORTED) { /* past the techniques it has there */
        ++*stopped;
    } else {
        assert_int_equal(st, SUDOKU_END);
        assert_memory_equal(g.cell, sol.cell, 81);
    }
    sudoku_shape_free(sh);
}

static void test_logic_variant_steps_keep_the_solution(void **state) {
    static const unsigned variants[] = {SUDOKU_VARIANT_X,
                                        SUDOKU_VARIANT_WINDOKU,
                                        SUDOKU_VARIANT_DG,
                                        SUDOKU_VARIANT_ASTERISK,
                                        SUDOKU_VARIANT_CENTRE_DOT,
                                        SUDOKU_VARIANT_GIRANDOLA,
                                        SUDOKU_VARIANT_LATIN,
                                        SUDOKU_VARIANT_X | SUDOKU_VARIANT_WINDOKU,
                                        SUDOKU_VARIANT_LATIN | SUDOKU_VARIANT_X,
                                        SUDOKU_VARIANT_ANTI_KNIGHT,
                                        SUDOKU_VARIANT_ANTI_KING,
                                        SUDOKU_VARIANT_NON_CONSECUTIVE,
                                        SUDOKU_VARIANT_X | SUDOKU_VARIANT_ANTI_KNIGHT};
    int extra = 0, stopped = 0, paths = 0;
    (void)state;
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++)
        for (int k = 0; k < 6; k++) {
            int latin = (variants[v] & SUDOKU_VARIANT_LATIN) != 0;
            int holes = (latin ? 40 : 46) + 2 * k;
            variant_path(variants[v], holes, 100 + (uint64_t)k, k % 3 != 0,
                         k % 3 == 2 ? SUDOKU_SCALE_MODERN : SUDOKU_SCALE_CLASSIC, &extra,
                         &stopped);
            paths++;
        }
    /* the variants' own houses were read, and most paths went through */
    assert_true(extra > 0);
    assert_true(stopped < paths / 3);
}

/* Anti-knight, anti-king and non-consecutive as serate counts them: a
** given leaves the cells a knight's or king's move away, and d-1 and d+1
** leave its orthogonal neighbours, before any step. */
static void test_logic_constraint_candidates(void **state) {
    static const struct {
        unsigned variant;
        int cell;      /* of a cell not in r5c5's houses, or its neighbour */
        uint16_t gone; /* the digits the 5 in r5c5 takes from it */
    } cases[] = {{SUDOKU_VARIANT_ANTI_KNIGHT, 3 * 9 + 6, 1u << 4}, /* r4c7 */
                 {SUDOKU_VARIANT_ANTI_KING, 3 * 9 + 5, 1u << 4},   /* r4c6, box 5 too */
                 {SUDOKU_VARIANT_NON_CONSECUTIVE, 3 * 9 + 4, (1u << 3) | (1u << 5)}};
    sudoku_grid g = {{0}};
    sudoku_candidates marks;
    (void)state;
    g.cell[40] = 5;
    for (size_t v = 0; v < sizeof cases / sizeof cases[0]; v++) {
        sudoku_shape_spec spec;
        sudoku_shape *sh;
        sudoku_shape_spec_init(&spec, 9);
        spec.variants = cases[v].variant;
        assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
        assert_int_equal(sudoku_candidates_init_shape(sh, &g, &marks), SUDOKU_OK);
        assert_int_equal(marks.mask[cases[v].cell] & cases[v].gone, 0);
        /* and no more than that outside its houses: r1c1 keeps every digit */
        assert_int_equal(marks.mask[0], 0x1FF);
        sudoku_shape_free(sh);
    }
    sudoku_shape_spec spec;
    sudoku_shape *sh;
    sudoku_shape_spec_init(&spec, 9); /* r4c7 is no knight's move away without it */
    spec.variants = SUDOKU_VARIANT_X;
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    assert_int_equal(sudoku_candidates_init_shape(sh, &g, &marks), SUDOKU_OK);
    assert_int_equal(marks.mask[3 * 9 + 6], 0x1FF);
    sudoku_shape_free(sh);
}

/* Anti-knight in SE's chains: when a candidate goes on, its chain turns
** off the knight's-move cells (after the houses) in the order of SE's
** move table read as (column, row) steps: r6c5 on turns off r8c6, r7c3,
** r5c7 in that order, not as its visible cells are listed. In this
** position (tests/rate/variants/nested.txt, line 4: a minimal anti-knight
** puzzle's path cut at a dynamic forcing chain (+)) serate's first step
** is "r3c1.3 on ==> r2c6.2 both on & off", rated 10.0 (complexity 108);
** with the cells in the other order the same start runs into r3c7.7
** first, a shorter chain rated 9.9. Its second step, 9.9, takes 3 from
** r4c2 (r6c3.5 both on and off). */
static void test_logic_anti_knight_chain_order(void **state) {
    static const char position[] = "1.34..78.1234...89.2.4..789..34...89..34...89.234..."
                                   "891234..7.......6.......5...."
                                   "1.3456.8..234.6.8.1..456.8.......7......56....234..."
                                   "8.1234.....1..4...8.........9"
                                   "..345678..234.6.89.2.4..7891.........234.6.89....56.."
                                   "9.234..7....34...8...34..78."
                                   "1.34.6.8..234.6.8.12.4.6.8..2.4.6.891..4.6.89......7."
                                   ".....5....1.34...8..234...8."
                                   "1.345678.1.34.678..2.45678..2.456.8..234...8.....56.."
                                   ".1..4..7.91.......91..4..78."
                                   "........91..45.78.12.45.78..2.45..8.1.34.....1.34..."
                                   "8......6...1.34..78..2.4....."
                                   "1..4.67..1..4567.91..4567....34.6..91..45.7..1.34.6.."
                                   "9.......8..2.......1.34..7.."
                                   ".2.......1..45.78...3.........456.8....4567..1..4..."
                                   "891..4....91..4..7.91..4.6..."
                                   "1..4.678.1..4.67891..4..789.234.....12.4.67891234...."
                                   "91.34..7.9....5....1.34.67..";
    sudoku_shape_spec spec;
    sudoku_shape *sh;
    sudoku_grid g;
    sudoku_candidates marks, all;
    sudoku_step st;
    (void)state;
    sudoku_shape_spec_init(&spec, 9);
    spec.variants = SUDOKU_VARIANT_ANTI_KNIGHT;
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    for (int c = 0; c < 81; c++) { /* a cell with one candidate is placed */
        uint16_t m = 0;
        for (int d = 1; d <= 9; d++)
            if (position[9 * c + d - 1] == '0' + d) m |= (uint16_t)(1u << (d - 1));
        g.cell[c] =
            (unsigned char)(sudoku__bits_count(m) == 1 ? sudoku__lowest_digit(m) : 0);
        marks.mask[c] = g.cell[c] ? 0 : m;
    }
    assert_int_equal(sudoku_candidates_init_shape(sh, &g, &all), SUDOKU_OK);
    for (int c = 0; c < 81; c++)
        marks.mask[c] &= all.mask[c];
    assert_int_equal(sudoku_next_step_shape(sh, &g, &marks, 1, SUDOKU_SCALE_CLASSIC, &st),
                     SUDOKU_OK);
    assert_int_equal(st.technique, SUDOKU_TECH_DYNAMIC_PLUS);
    assert_float_equal(st.difficulty, 10.0, 1e-9);
    assert_int_equal(st.length, 108);
    assert_int_equal(st.n_removed, 1);
    assert_int_equal(st.removed[2 * 9 + 0], sudoku__digit_bit(3));
    assert_int_equal(st.chain_end, SUDOKU_CHAIN_CLASH);
    assert_int_equal(st.end_cell, 1 * 9 + 5);
    assert_int_equal(st.end_digit, 2);
    assert_int_equal(sudoku_step_apply_shape(sh, &st, &g, &marks), SUDOKU_OK);
    assert_int_equal(sudoku_next_step_shape(sh, &g, &marks, 1, SUDOKU_SCALE_CLASSIC, &st),
                     SUDOKU_OK);
    assert_float_equal(st.difficulty, 9.9, 1e-9);
    assert_int_equal(st.removed[3 * 9 + 1], sudoku__digit_bit(3));
    assert_int_equal(st.end_cell, 5 * 9 + 2);
    assert_int_equal(st.end_digit, 5);
    sudoku_shape_free(sh);
}

/* Jigsaw: SE's techniques over the regions, which take the boxes' place
** (and, with x, the diagonals too). Every step of every path of generated
** puzzles keeps the solution (variant_path), on the hint order and both
** scales; most paths go through to the solution. */
static void test_logic_jigsaw_steps_keep_the_solution(void **state) {
    static const unsigned variants[] = {SUDOKU_VARIANT_JIGSAW,
                                        SUDOKU_VARIANT_JIGSAW | SUDOKU_VARIANT_X};
    int extra = 0, stopped = 0, paths = 0;
    (void)state;
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++)
        for (int k = 0; k < 12; k++) {
            variant_path(variants[v], 44 + k, 300 + (uint64_t)k, k % 3 != 0,
                         k % 3 == 2 ? SUDOKU_SCALE_MODERN : SUDOKU_SCALE_CLASSIC, &extra,
                         &stopped);
            paths++;
        }
    assert_true(extra > 0); /* the diagonals of jigsaw,x were read */
    assert_true(stopped < paths / 3);
}

/* A jigsaw's logical path on the hint order, 'steps' at most, from its
** puzzle and region map (as `sudoku gen --variant jigsaw --format line` writes them),
** its steps from step 'nested' on (0-based) SE's nested forcing chains
** found directly: every step
** holds against the solution the solver finds under those regions (a
** placement its digit, no removal of its digit). Returns the steps of SE's
** dynamic and nested forcing chains met. */
static int jigsaw_path(const char *puzzle, const char *map, int steps, int nested) {
    sudoku_shape_spec spec;
    sudoku_shape *sh;
    sudoku_board p, sol;
    sudoku_grid g;
    sudoku_candidates marks;
    sudoku_step step;
    int chains = 0;

    sudoku_shape_spec_init(&spec, 9);
    spec.variants = SUDOKU_VARIANT_JIGSAW;
    for (int c = 0; c < 81; c++)
        spec.region[c] = (unsigned char)(map[c] - 'A');
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    p.shape = sh;
    for (int c = 0; c < 81; c++)
        p.cell[c] = (unsigned char)(puzzle[c] == '.' ? 0 : puzzle[c] - '0');
    assert_int_equal(sudoku_board_solve(&p, &sol), SUDOKU_OK);
    assert_true(rules_solution(&spec, p.cell, sol.cell));
    memcpy(g.cell, p.cell, 81);
    assert_int_equal(sudoku_candidates_init_shape(sh, &g, &marks), SUDOKU_OK);
    for (int n = 0; n < steps; n++) {
        if (n >= nested) {
            sudoku__houses h;
            sudoku__position s;
            assert_int_equal(sudoku__houses_of(&h, sh), SUDOKU_OK);
            assert_int_equal(sudoku__logic_setup_on(&s, &h, &g, &marks), SUDOKU_OK);
            assert_true(sudoku__tech_se_nested(&s, &step));
        } else if (sudoku_next_step_shape(sh, &g, &marks, 0, SUDOKU_SCALE_CLASSIC,
                                          &step) != SUDOKU_OK) {
            break;
        } else {
            assert_int_equal(step.regions, 1); /* its units 18..26: regions */
        }
        assert_int_equal(sudoku_step_check(&step), SUDOKU_OK);
        if (step.cell >= 0) assert_int_equal(step.digit, sol.cell[step.cell]);
        for (int i = 0; i < 81; i++)
            assert_false(!g.cell[i] && sudoku__has_digit(step.removed[i], sol.cell[i]));
        chains += step.technique == SUDOKU_TECH_DYNAMIC_PLUS ||
                  step.technique == SUDOKU_TECH_NESTED_FORCING ||
                  step.technique == SUDOKU_TECH_DYNAMIC_FORCING;
        assert_int_equal(sudoku_step_apply_shape(sh, &step, &g, &marks), SUDOKU_OK);
    }
    sudoku_shape_free(sh);
    return chains;
}

/* Nested forcing chains on a jigsaw: their locked candidates (and those of
** the chains they nest) read a region's crossings with the lines anywhere,
** not in its 3x3 band. A minimal jigsaw (`sudoku gen --variant jigsaw
** --minimal --count 12 --seed 5`, the second) on the hint order: its first
** 43 steps, then three of SE's nested forcing chains (the hint order, which
** took them at steps 44 and 45 before, now takes a turbot fish over the
** regions there). With the classic box-line crossings there, step 46
** removed the solution's digit. */
static void test_logic_jigsaw_nested_chains_keep_the_solution(void **state) {
    static const char puzzle[] = "7.1.............8.........89........37....2....5.....9."
                                 "3465....4.79.............6";
    static const char map[] = "AABBBBBCCAAAABBCCCADDBBCCCFAADEEEFCFGDDEEEFFFGDDHEEEFFGDDH"
                              "HHHIFGGGHIHHIIGGGHIIIII";
    (void)state;
    assert_true(jigsaw_path(puzzle, map, 46, 43) >= 2);
}

/* A shape the logical solver does not take is refused, not misread. */
static void test_logic_variant_refusals(void **state) {
    sudoku_grid g = {{0}};
    sudoku_step step;
    (void)state;
    sudoku_shape_spec spec;
    sudoku_shape *sh;
    sudoku_shape_spec_init(&spec, 16);
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    assert_int_equal(sudoku_next_step_shape(sh, &g, NULL, 0, SUDOKU_SCALE_CLASSIC, &step),
                     SUDOKU_EUNSUPPORTED);
    sudoku_shape_free(sh);
    /* two 5s on the X's main diagonal: fine in a classic grid, a clash here */
    g.cell[0] = 5, g.cell[40] = 5;
    sudoku_shape_spec_init(&spec, 9);
    spec.variants = SUDOKU_VARIANT_X;
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    assert_int_equal(sudoku_next_step_shape(sh, &g, NULL, 0, SUDOKU_SCALE_CLASSIC, &step),
                     SUDOKU_ECLASH);
    sudoku_shape_free(sh);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_logic_needs_pointing),
        cmocka_unit_test(test_logic_needs_claiming),
        cmocka_unit_test(test_logic_needs_naked_pair),
        cmocka_unit_test(test_logic_needs_x_wing),
        cmocka_unit_test(test_logic_needs_hidden_pair),
        cmocka_unit_test(test_logic_needs_naked_triple),
        cmocka_unit_test(test_logic_needs_swordfish),
        cmocka_unit_test(test_logic_needs_hidden_triple),
        cmocka_unit_test(test_logic_needs_turbot_fish),
        cmocka_unit_test(test_logic_needs_xy_wing),
        cmocka_unit_test(test_logic_needs_xyz_wing),
        cmocka_unit_test(test_logic_needs_w_wing),
        cmocka_unit_test(test_logic_needs_unique_rectangle),
        cmocka_unit_test(test_logic_needs_unique_loop),
        cmocka_unit_test(test_logic_needs_naked_quad),
        cmocka_unit_test(test_logic_needs_jellyfish),
        cmocka_unit_test(test_logic_needs_strong_links),
        cmocka_unit_test(test_logic_needs_wxyz_wing),
        cmocka_unit_test(test_logic_needs_bug),
        cmocka_unit_test(test_logic_needs_bug_n),
        cmocka_unit_test(test_logic_needs_vwxyz_wing),
        cmocka_unit_test(test_logic_needs_uvwxyz_wing),
        cmocka_unit_test(test_logic_needs_xy_chain),
        cmocka_unit_test(test_logic_needs_aic),
        cmocka_unit_test(test_logic_needs_forcing_chain),
        cmocka_unit_test(test_logic_needs_tuvwxyz_wing),
        cmocka_unit_test(test_logic_needs_nishio),
        cmocka_unit_test(test_logic_needs_multiple_forcing),
        cmocka_unit_test(test_logic_needs_dynamic_forcing),
        cmocka_unit_test(test_logic_needs_forcing_net),
        cmocka_unit_test(test_logic_needs_nested_forcing),
        cmocka_unit_test(test_logic_hidden_single_in_box),
        cmocka_unit_test(test_logic_naked_single),
        cmocka_unit_test(test_logic_full_house),
        cmocka_unit_test(test_logic_hidden_quad),
        cmocka_unit_test(test_logic_naked_quad),
        cmocka_unit_test(test_logic_x_wing),
        cmocka_unit_test(test_logic_xy_wing),
        cmocka_unit_test(test_logic_bug_names_its_units),
        cmocka_unit_test(test_logic_hint_takes_strong_link_fish),
        cmocka_unit_test(test_logic_chains_behind_the_fish),
        cmocka_unit_test(test_logic_uniqueness_needs_the_flag),
        cmocka_unit_test(test_logic_next_step_statuses),
        cmocka_unit_test(test_logic_refuses_impossible_and_ambiguous_grids),
        cmocka_unit_test(test_logic_marks_are_used_and_apply_updates),
        cmocka_unit_test(test_logic_explain_cuts_like_snprintf),
        cmocka_unit_test(test_logic_positions_in_progress),
        cmocka_unit_test(test_logic_technique_names),
        cmocka_unit_test(test_logic_trial_order_covers_every_technique),
        cmocka_unit_test(test_logic_length_bonus),
        cmocka_unit_test(test_logic_se_dynamic_plus),
        cmocka_unit_test(test_logic_chain_on_places),
        cmocka_unit_test(test_logic_se_uniqueness),
        cmocka_unit_test(test_logic_se_path_order),
        cmocka_unit_test(test_logic_se_bug_type1_text),
        cmocka_unit_test(test_logic_se_unique_types_by_hand),
        cmocka_unit_test(test_logic_variant_steps_keep_the_solution),
        cmocka_unit_test(test_logic_constraint_candidates),
        cmocka_unit_test(test_logic_anti_knight_chain_order),
        cmocka_unit_test(test_logic_jigsaw_steps_keep_the_solution),
        cmocka_unit_test(test_logic_jigsaw_nested_chains_keep_the_solution),
        cmocka_unit_test(test_logic_variant_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
