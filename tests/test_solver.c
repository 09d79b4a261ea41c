/*
** test_solver.c - unit tests of sudoku_solve and sudoku_count: the fixture
** file tests/fixtures/solver.txt (PUZZLE:COUNT lines), clashes, bad cells,
** limits, guesses. Every solution is checked with sudoku_is_solution.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"
#include "test_support.h"

#define FIXTURES SUDOKU_TEST_DIR "/fixtures/solver.txt"

static const char INKALA[] =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
static const char SEED000[] =
    "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
static const char SEED000_ANSWER[] =
    "143628579572139468986754231391542786468917352725863914237481695619275843854396127";
static const char SEED004_295[] =
    "8..........36......7..9.2...8...7.......457.....1...3...1....68..85...1..9....4..";

/* Checks one fixture: the count, the count at limits 1 and 2, and the solve
** result against the rules and the givens. */
static void check_fixture(const char *text, uint64_t expected) {
    sudoku_grid p, s;
    uint64_t n = 99, g = 99;
    parse(text, &p);
    assert_int_equal(sudoku_count(&p, 0, &n), SUDOKU_OK);
    assert_int_equal(n, expected);
    assert_int_equal(sudoku_count(&p, 1, &n), SUDOKU_OK);
    assert_int_equal(n, expected < 1 ? expected : 1);
    assert_int_equal(sudoku_count(&p, 2, &n), SUDOKU_OK);
    assert_int_equal(n, expected < 2 ? expected : 2);
    sudoku_status st = sudoku_solve(&p, &s, &g);
    assert_int_not_equal(g, 99);
    if (expected == 0) {
        assert_int_equal(st, SUDOKU_ENOSOLUTION);
    } else {
        assert_int_equal(st, SUDOKU_OK);
        assert_true(sudoku_is_solution(&p, &s));
    }
}

static void test_solver_fixtures(void **state) {
    (void)state;
    FILE *f = fopen(FIXTURES, "r");
    assert_non_null(f);
    char line[256];
    int checked = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n') continue;
        assert_true(strlen(line) > 82 && line[81] == ':');
        check_fixture(line, strtoull(line + 82, NULL, 10));
        checked++;
    }
    fclose(f);
    assert_true(checked >= 25);
}

static void test_solver_seed000_sample(void **state) {
    (void)state;
    sudoku_grid p, s, want;
    parse(SEED000, &p);
    parse(SEED000_ANSWER, &want);
    assert_int_equal(sudoku_solve(&p, &s, NULL), SUDOKU_OK);
    assert_true(sudoku_is_solution(&p, &s));
    assert_memory_equal(s.cell, want.cell, 81);
}

static void test_solver_inkala_hardest(void **state) {
    (void)state;
    static const char answer[] = "812753649943682175675491283154237896369845721"
                                 "287169534521974368438526917796318452";
    sudoku_grid p, s, want;
    uint64_t n = 0;
    parse(INKALA, &p);
    parse(answer, &want);
    assert_int_equal(sudoku_solve(&p, &s, NULL), SUDOKU_OK);
    assert_true(sudoku_is_solution(&p, &s));
    assert_memory_equal(s.cell, want.cell, 81);
    assert_int_equal(sudoku_count(&p, 0, &n), SUDOKU_OK);
    assert_int_equal(n, 1);
}

static void test_solver_count_295(void **state) {
    (void)state;
    sudoku_grid p;
    uint64_t n = 0;
    parse(SEED004_295, &p);
    assert_int_equal(sudoku_count(&p, 0, &n), SUDOKU_OK);
    assert_int_equal(n, 295);
    for (uint64_t limit = 1; limit <= 300; limit += 37) {
        assert_int_equal(sudoku_count(&p, limit, &n), SUDOKU_OK);
        assert_int_equal(n, limit < 295 ? limit : 295);
    }
}

/* Tens of thousands of solutions count exactly and quickly; a limit below
** the count stops there. */
static void test_solver_count_many(void **state) {
    (void)state;
    sudoku_grid p;
    uint64_t n = 0;
    parse("......................23.4........2........3...67......3....7...8.9....642..5."
          "...",
          &p);
    assert_int_equal(sudoku_count(&p, 0, &n), SUDOKU_OK);
    assert_int_equal(n, 106376);
    assert_int_equal(sudoku_count(&p, 50000, &n), SUDOKU_OK);
    assert_int_equal(n, 50000);
    assert_int_equal(sudoku_count(&p, 106377, &n), SUDOKU_OK);
    assert_int_equal(n, 106376);
}

static void test_solver_complete_grid_counts_one(void **state) {
    (void)state;
    sudoku_grid p, s;
    uint64_t n = 0, g = 99;
    parse(SEED000_ANSWER, &p);
    assert_int_equal(sudoku_count(&p, 0, &n), SUDOKU_OK);
    assert_int_equal(n, 1);
    assert_int_equal(sudoku_solve(&p, &s, &g), SUDOKU_OK);
    assert_int_equal(g, 0);
    assert_memory_equal(s.cell, p.cell, 81);
}

static void test_solver_empty_grid_count_limit(void **state) {
    (void)state;
    sudoku_grid p, s;
    uint64_t n = 0;
    memset(&p, 0, sizeof p);
    assert_int_equal(sudoku_count(&p, 1, &n), SUDOKU_OK);
    assert_int_equal(n, 1);
    assert_int_equal(sudoku_count(&p, 2, &n), SUDOKU_OK);
    assert_int_equal(n, 2);
    assert_int_equal(sudoku_count(&p, 100000, &n), SUDOKU_OK);
    assert_int_equal(n, 100000);
    assert_int_equal(sudoku_solve(&p, &s, NULL), SUDOKU_OK);
    assert_true(sudoku_is_solution(&p, &s));
}

/* Clashing givens: both calls refuse and leave their outputs alone. */
static void test_solver_clash_rejected(void **state) {
    (void)state;
    /* row, column (bands 0-2, 1-2, 0-1 and inside a band), box */
    static const int where[][2] = {{0, 5},   {0, 72}, {40, 76}, {8, 44},
                                   {27, 45}, {0, 20}, {60, 80}};
    for (size_t k = 0; k < sizeof where / sizeof where[0]; k++) {
        sudoku_grid p, s, before;
        uint64_t n = 77, g = 0;
        memset(&p, 0, sizeof p);
        p.cell[where[k][0]] = 4;
        p.cell[where[k][1]] = 4;
        memset(&s, 0xAB, sizeof s);
        before = s;
        assert_int_equal(sudoku_solve(&p, &s, &g), SUDOKU_ECLASH);
        assert_memory_equal(&s, &before, sizeof s);
        assert_int_equal(sudoku_count(&p, 0, &n), SUDOKU_ECLASH);
        assert_int_equal(n, 77);
    }
}

static void test_solver_cell_out_of_range(void **state) {
    (void)state;
    sudoku_grid p, s;
    uint64_t n = 77;
    static const int bad[] = {10, 11, 15, 16, 17, 31, 128, 255};
    static const int where[] = {0, 1, 26, 27, 40, 80};
    for (size_t v = 0; v < sizeof bad / sizeof bad[0]; v++) {
        for (size_t w = 0; w < sizeof where / sizeof where[0]; w++) {
            parse(SEED000, &p);
            p.cell[where[w]] = (unsigned char)bad[v];
            memset(&s, 0xAB, sizeof s);
            assert_int_equal(sudoku_solve(&p, &s, NULL), SUDOKU_EINVAL);
            assert_int_equal(s.cell[0], 0xAB);
            assert_int_equal(sudoku_count(&p, 2, &n), SUDOKU_EINVAL);
            assert_int_equal(n, 77);
        }
    }
}

/* A 15-given grid without a solution that plain search (bivalue cells,
** no triads) refutes only after about 1.5M guesses: the heavy search
** (triads, placement-pattern branching) and, past PROBE_AFTER, probing must
** keep the answer and end it within tens of thousands (today: 23). */
static void test_solver_probing_refutes(void **state) {
    (void)state;
    sudoku_grid p, s;
    uint64_t n = 77, g = 0;
    parse("............58.......7........2....6......8.4........1....6..3.72......5..3.1."
          "...",
          &p);
    assert_int_equal(sudoku_solve(&p, &s, &g), SUDOKU_ENOSOLUTION);
    assert_true(g > 0 && g < 20000);
    assert_int_equal(sudoku_count(&p, 2, &n), SUDOKU_OK);
    assert_int_equal(n, 0);
}

static void test_solver_no_solution(void **state) {
    (void)state;
    sudoku_grid p, s;
    uint64_t n = 77, g = 0;
    parse(INKALA, &p);
    p.cell[1] = 2; /* no clash, but the only solution has 1 there */
    assert_int_equal(sudoku_check(&p, NULL), SUDOKU_OK);
    memset(&s, 0xAB, sizeof s);
    assert_int_equal(sudoku_solve(&p, &s, &g), SUDOKU_ENOSOLUTION);
    assert_int_equal(s.cell[0], 0xAB);
    assert_int_equal(sudoku_count(&p, 0, &n), SUDOKU_OK);
    assert_int_equal(n, 0);
}

/* Propagation alone solves the easy sample; the hardest ones need guesses. */
static void test_solver_guesses_reported(void **state) {
    (void)state;
    sudoku_grid p, s;
    uint64_t g = 99;
    parse(SEED000, &p);
    assert_int_equal(sudoku_solve(&p, &s, &g), SUDOKU_OK);
    assert_int_equal(g, 0);
    parse(INKALA, &p);
    assert_int_equal(sudoku_solve(&p, &s, &g), SUDOKU_OK);
    assert_true(g > 0);
    assert_true(g < 10000);
}

/* Solving is deterministic and never modifies the puzzle. */
static void test_solver_deterministic(void **state) {
    (void)state;
    sudoku_grid p, copy, s1, s2;
    memset(&p, 0, sizeof p);
    p.cell[0] = 5;
    copy = p;
    assert_int_equal(sudoku_solve(&p, &s1, NULL), SUDOKU_OK);
    assert_int_equal(sudoku_solve(&p, &s2, NULL), SUDOKU_OK);
    assert_memory_equal(&s1, &s2, sizeof s1);
    assert_memory_equal(&p, &copy, sizeof p);
    assert_true(sudoku_is_solution(&p, &s1));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solver_fixtures),
        cmocka_unit_test(test_solver_seed000_sample),
        cmocka_unit_test(test_solver_inkala_hardest),
        cmocka_unit_test(test_solver_count_295),
        cmocka_unit_test(test_solver_count_many),
        cmocka_unit_test(test_solver_complete_grid_counts_one),
        cmocka_unit_test(test_solver_empty_grid_count_limit),
        cmocka_unit_test(test_solver_clash_rejected),
        cmocka_unit_test(test_solver_cell_out_of_range),
        cmocka_unit_test(test_solver_probing_refutes),
        cmocka_unit_test(test_solver_no_solution),
        cmocka_unit_test(test_solver_guesses_reported),
        cmocka_unit_test(test_solver_deterministic),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
