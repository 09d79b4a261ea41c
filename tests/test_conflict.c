/*
** test_conflict.c - sudoku_find_conflict and sudoku_conflict_explain: on
** grids without solution the sets named really give a solution back when
** removed (checked with sudoku_count, independently of the search), no
** smaller set does, and the words say so; solvable and clashing grids.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"
#include "test_support.h"

/* Seed 001's board (puzzles/leetcode.txt) with a wrong 1 in r1c1, which
** clashes with nothing. */
static const char wrong_given[] =
    "1.97486..7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..";

/* The same puzzle part-solved by a player, with two wrong digits (r3c3=5,
** r7c6=3 or r7c7=7: either pair goes). */
static const char two_wrong[] =
    "..9748632783....1..2513987...798.24.264.1759.198.2.3..9..8637248.2.9...66.12759.3";

static uint64_t count_without(const sudoku_grid *g, int a, int b) {
    sudoku_grid h = *g;
    uint64_t n = 0;
    h.cell[a] = 0;
    h.cell[b] = 0;
    assert_int_equal(sudoku_count(&h, 2, &n), SUDOKU_OK);
    return n;
}

/* Every listed set gives back exactly one solution when removed, as
** claimed, and holds the digits the grid has there. */
static void check_sets(const sudoku_grid *g, const sudoku_conflict *c) {
    for (int s = 0; s < c->n_sets; s++) {
        int a = c->cells[s][0], b = c->cells[s][1];
        assert_int_equal(c->digits[s][0], g->cell[a]);
        assert_int_equal(c->digits[s][1], g->cell[b]);
        assert_true(g->cell[a] != 0 && g->cell[b] != 0);
        assert_int_equal(count_without(g, a, b), c->unique ? 1 : 2);
    }
}

static void test_conflict_names_the_wrong_given(void **state) {
    sudoku_grid g;
    sudoku_conflict c;
    char text[256];
    (void)state;
    parse(wrong_given, &g);
    assert_int_equal(sudoku_find_conflict(&g, &c), SUDOKU_OK);
    assert_int_equal(c.size, 1);
    assert_int_equal(c.n_sets, 1);
    assert_true(c.unique);
    assert_int_equal(c.cells[0][0], 0);
    check_sets(&g, &c);
    sudoku_conflict_explain(&c, text, sizeof text);
    assert_string_equal(text, "no solution: some filled digit is wrong; without r1c1=1 "
                              "the grid has exactly one solution");
}

static void test_conflict_finds_two_wrong_digits(void **state) {
    sudoku_grid g;
    sudoku_conflict c;
    char text[256];
    (void)state;
    parse(two_wrong, &g);
    assert_int_equal(sudoku_find_conflict(&g, &c), SUDOKU_OK);
    assert_int_equal(c.size, 2);
    assert_true(c.unique);
    assert_true(c.n_sets >= 1);
    check_sets(&g, &c);
    for (int i = 0; i < 81; i++) /* no single cell would have done */
        if (g.cell[i]) assert_int_equal(count_without(&g, i, i), 0);
    sudoku_conflict_explain(&c, text, sizeof text);
    assert_non_null(strstr(text, "; without both r3c3=5 and r7c6=3"));
}

/* Any one of nine cells could go, each leaving many solutions: the core
** says which digits clash instead (without r1c7 and r1c8, 9 still has no
** place in row 1). */
static void test_conflict_core_when_no_set_leaves_one_solution(void **state) {
    sudoku_grid g, h;
    sudoku_conflict c;
    uint64_t n;
    char text[256];
    (void)state;
    memset(&g, 0, sizeof g);
    for (int i = 0; i < 8; i++)
        g.cell[i] = (unsigned char)(i + 1);
    g.cell[17] = 9; /* r2c9 */
    assert_int_equal(sudoku_find_conflict(&g, &c), SUDOKU_OK);
    assert_false(c.unique);
    assert_int_equal(c.n_core, 7);
    memset(&h, 0, sizeof h); /* the core alone has no solution ... */
    for (int k = 0; k < c.n_core; k++)
        h.cell[c.core_cells[k]] = c.core_digits[k];
    assert_int_equal(sudoku_count(&h, 1, &n), SUDOKU_OK);
    assert_int_equal(n, 0);
    for (int k = 0; k < c.n_core; k++) { /* ... and any one less has some */
        sudoku_grid less = h;
        less.cell[c.core_cells[k]] = 0;
        assert_int_equal(sudoku_count(&less, 1, &n), SUDOKU_OK);
        assert_int_equal(n, 1);
    }
    sudoku_conflict_explain(&c, text, sizeof text);
    assert_string_equal(text,
                        "no solution: some filled digit is wrong; r1c1=1, r1c2=2, "
                        "r1c3=3, r1c4=4, r1c5=5, r1c6=6 and r2c9=9 cannot all stand");
}

static void test_conflict_solvable_grid_names_nothing(void **state) {
    sudoku_grid g;
    sudoku_conflict c;
    char text[64];
    (void)state;
    parse("..97486..7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6..."
          "2759..",
          &g);
    memset(&c, 0x55, sizeof c);
    assert_int_equal(sudoku_find_conflict(&g, &c), SUDOKU_OK);
    assert_int_equal(c.size, 0);
    assert_int_equal(c.n_sets, 0);
    assert_int_equal(c.n_core, 0);
    assert_int_equal(sudoku_conflict_explain(&c, text, sizeof text),
                     strlen("no solution: some filled digit is wrong"));
}

static void test_conflict_clash_leaves_output_alone(void **state) {
    sudoku_grid g;
    sudoku_conflict c, before;
    (void)state;
    parse("11............................................................................"
          "...",
          &g);
    memset(&c, 0x55, sizeof c);
    before = c;
    assert_int_equal(sudoku_find_conflict(&g, &c), SUDOKU_ECLASH);
    assert_memory_equal(&c, &before, sizeof c);
}

static void test_conflict_explain_cuts_like_snprintf(void **state) {
    sudoku_grid g;
    sudoku_conflict c;
    char full[256], small[10];
    (void)state;
    parse(wrong_given, &g);
    assert_int_equal(sudoku_find_conflict(&g, &c), SUDOKU_OK);
    size_t n = sudoku_conflict_explain(&c, full, sizeof full);
    assert_int_equal(strlen(full), n);
    assert_int_equal(sudoku_conflict_explain(&c, small, sizeof small), n);
    assert_string_equal(small, "no soluti");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_conflict_names_the_wrong_given),
        cmocka_unit_test(test_conflict_finds_two_wrong_digits),
        cmocka_unit_test(test_conflict_core_when_no_set_leaves_one_solution),
        cmocka_unit_test(test_conflict_solvable_grid_names_nothing),
        cmocka_unit_test(test_conflict_clash_leaves_output_alone),
        cmocka_unit_test(test_conflict_explain_cuts_like_snprintf),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
