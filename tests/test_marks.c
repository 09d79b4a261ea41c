/*
** test_marks.c - unit tests of solving and counting with pencil marks
** (src/marks.c): without marks it agrees with the fast solver; with marks
** every solution keeps them, and marks that rule out solutions do.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"
#include "test_support.h"

static const char INKALA[] =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
/* Seed 004's initArray: 295 solutions. */
static const char MULTI[] =
    "800000000003600000070090200080007000000045700000100030001000068008500010090000400";

static void all_marks(sudoku_candidates *m) {
    for (int i = 0; i < 81; i++)
        m->mask[i] = 0x1FF;
}

static void test_marks_agree_with_the_solver(void **state) {
    (void)state;
    static const char *const puzzles[] = {INKALA, MULTI};
    sudoku_grid p, a, b;
    for (size_t k = 0; k < 2; k++) {
        parse(puzzles[k], &p);
        uint64_t want, got, got_null;
        assert_int_equal(sudoku_count(&p, 1000, &want), SUDOKU_OK);
        sudoku_candidates m;
        all_marks(&m);
        assert_int_equal(sudoku_count_marks(&p, &m, 1000, &got), SUDOKU_OK);
        assert_int_equal(sudoku_count_marks(&p, NULL, 1000, &got_null), SUDOKU_OK);
        assert_int_equal(got, want);
        assert_int_equal(got_null, want);
        assert_int_equal(sudoku_solve_marks(&p, &m, &a, NULL), SUDOKU_OK);
        assert_true(sudoku_is_solution(&p, &a));
        if (want == 1) {
            assert_int_equal(sudoku_solve(&p, &b, NULL), SUDOKU_OK);
            assert_memory_equal(a.cell, b.cell, 81);
        }
    }
    uint64_t n;
    parse(MULTI, &p);
    assert_int_equal(sudoku_count_marks(&p, NULL, 0, &n), SUDOKU_OK); /* no limit */
    assert_int_equal(n, 295);
}

/* Removing a first solution's digit from one cell removes that solution and
** every other with that digit there; what remains keeps the marks. */
static void test_marks_restrict_the_solutions(void **state) {
    (void)state;
    sudoku_grid p, first, s;
    sudoku_candidates m;
    parse(MULTI, &p);
    assert_int_equal(sudoku_solve_marks(&p, NULL, &first, NULL), SUDOKU_OK);
    uint64_t all, with_digit = 0, left;
    assert_int_equal(sudoku_count(&p, 0, &all), SUDOKU_OK);
    int cell = 1; /* an empty cell */
    sudoku_grid q = p;
    q.cell[cell] = first.cell[cell];
    assert_int_equal(sudoku_count(&q, 0, &with_digit), SUDOKU_OK);
    all_marks(&m);
    m.mask[cell] &= (uint16_t) ~(1u << (first.cell[cell] - 1));
    assert_int_equal(sudoku_count_marks(&p, &m, 0, &left), SUDOKU_OK);
    assert_int_equal(left, all - with_digit);
    assert_int_equal(sudoku_solve_marks(&p, &m, &s, NULL), SUDOKU_OK);
    assert_true(sudoku_is_solution(&p, &s));
    assert_int_not_equal(s.cell[cell], first.cell[cell]);
}

static void test_marks_empty_cell_without_candidates(void **state) {
    (void)state;
    sudoku_grid p, s, before;
    sudoku_candidates m;
    uint64_t n = 7;
    parse(INKALA, &p);
    all_marks(&m);
    m.mask[1] = 0;
    memset(&s, 9, sizeof s);
    before = s;
    assert_int_equal(sudoku_solve_marks(&p, &m, &s, NULL), SUDOKU_ENOSOLUTION);
    assert_memory_equal(&s, &before, sizeof s);
    assert_int_equal(sudoku_count_marks(&p, &m, 2, &n), SUDOKU_OK);
    assert_int_equal(n, 0);
}

static void test_marks_bad_grids(void **state) {
    (void)state;
    sudoku_grid p, s;
    uint64_t n, guesses = 99;
    parse(INKALA, &p);
    p.cell[1] = 8; /* two 8s in row 1 */
    assert_int_equal(sudoku_solve_marks(&p, NULL, &s, &guesses), SUDOKU_ECLASH);
    assert_int_equal(sudoku_count_marks(&p, NULL, 2, &n), SUDOKU_ECLASH);
    p.cell[1] = 10;
    assert_int_equal(sudoku_solve_marks(&p, NULL, &s, NULL), SUDOKU_EINVAL);
}

static void test_marks_count_stops_at_the_limit(void **state) {
    (void)state;
    sudoku_grid p;
    uint64_t n;
    parse(MULTI, &p);
    assert_int_equal(sudoku_count_marks(&p, NULL, 2, &n), SUDOKU_OK);
    assert_int_equal(n, 2);
    assert_int_equal(sudoku_count_marks(&p, NULL, 1, &n), SUDOKU_OK);
    assert_int_equal(n, 1);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_marks_agree_with_the_solver),
        cmocka_unit_test(test_marks_restrict_the_solutions),
        cmocka_unit_test(test_marks_empty_cell_without_candidates),
        cmocka_unit_test(test_marks_bad_grids),
        cmocka_unit_test(test_marks_count_stops_at_the_limit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
