/*
** test_grid.c - unit tests of the rules in grid.c: sudoku_check (bad cells,
** clashes in rows, columns and boxes, with their messages), sudoku_is_solution,
** sudoku_givens, sudoku_strerror and sudoku_version.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

static const char PUZZLE[] =
    "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
static const char SOLUTION[] =
    "143628579572139468986754231391542786468917352725863914237481695619275843854396127";

static void cells_of(const char *text, sudoku_grid *g) {
    for (int i = 0; i < 81; i++)
        g->cell[i] = (unsigned char)(text[i] == '.' ? 0 : text[i] - '0');
}

/* Checks 'g' fails with 'status' and 'text', and *err's line is untouched. */
static void check_fails(const sudoku_grid *g, sudoku_status status, const char *text) {
    sudoku_error err = {42, 7, ""};
    assert_int_equal(sudoku_check(g, &err), status);
    assert_string_equal(err.text, text);
    assert_int_equal(err.line, 42);
    assert_int_equal(err.column, 0);
    assert_int_equal(sudoku_check(g, NULL), status);
}

static void test_grid_check_accepts_puzzle_and_solution(void **state) {
    (void)state;
    sudoku_grid g;
    sudoku_error err = {0, 0, "untouched"};
    cells_of(PUZZLE, &g);
    assert_int_equal(sudoku_check(&g, &err), SUDOKU_OK);
    cells_of(SOLUTION, &g);
    assert_int_equal(sudoku_check(&g, &err), SUDOKU_OK);
    memset(&g, 0, sizeof g);
    assert_int_equal(sudoku_check(&g, &err), SUDOKU_OK);
    assert_string_equal(err.text, "untouched");
}

static void test_grid_check_cell_out_of_range(void **state) {
    (void)state;
    sudoku_grid g;
    cells_of(PUZZLE, &g);
    g.cell[10] = 10;
    check_fails(&g, SUDOKU_EINVAL, "cell r2c2 holds 10, not 0-9");
    g.cell[10] = 255;
    check_fails(&g, SUDOKU_EINVAL, "cell r2c2 holds 255, not 0-9");
}

static void test_grid_check_clashes(void **state) {
    (void)state;
    sudoku_grid g;
    cells_of(PUZZLE, &g);
    g.cell[1] = 9; /* row 1 already has a 9 at r1c9 */
    check_fails(&g, SUDOKU_ECLASH, "givens clash: two 9s in row 1 (r1c2, r1c9)");
    cells_of(PUZZLE, &g);
    g.cell[72 + 6] = 5; /* column 7: 5 at r1c7 */
    check_fails(&g, SUDOKU_ECLASH, "givens clash: two 5s in column 7 (r1c7, r9c7)");
    cells_of(PUZZLE, &g);
    g.cell[10] = 3; /* box 1: 3 at r1c3 */
    check_fails(&g, SUDOKU_ECLASH, "givens clash: two 3s in box 1 (r1c3, r2c2)");
}

static void test_grid_is_solution(void **state) {
    (void)state;
    sudoku_grid p, s;
    cells_of(PUZZLE, &p);
    cells_of(SOLUTION, &s);
    assert_true(sudoku_is_solution(&p, &s));
    sudoku_grid empty;
    memset(&empty, 0, sizeof empty);
    assert_true(sudoku_is_solution(&empty, &s));
    assert_false(sudoku_is_solution(&p, &p)); /* incomplete */
    sudoku_grid t = s;
    t.cell[1] = 1; /* breaks the rules */
    assert_false(sudoku_is_solution(&empty, &t));
    t = s;
    t.cell[80] = 10; /* out of range */
    assert_false(sudoku_is_solution(&empty, &t));
    sudoku_grid q = p;
    q.cell[1] = 7; /* a given it does not keep */
    assert_false(sudoku_is_solution(&q, &s));
}

static void test_grid_givens(void **state) {
    (void)state;
    sudoku_grid g;
    memset(&g, 0, sizeof g);
    assert_int_equal(sudoku_givens(&g), 0);
    cells_of(PUZZLE, &g);
    assert_int_equal(sudoku_givens(&g), 30);
    cells_of(SOLUTION, &g);
    assert_int_equal(sudoku_givens(&g), 81);
}

static void test_grid_strerror_names_every_status(void **state) {
    (void)state;
    const sudoku_status all[] = {SUDOKU_OK,     SUDOKU_END,      SUDOKU_ENOSOLUTION,
                                 SUDOKU_ECLASH, SUDOKU_EFORMAT,  SUDOKU_ECOUNT,
                                 SUDOKU_EIO,    SUDOKU_EINVAL,   SUDOKU_ENOMEM,
                                 SUDOKU_ELIMIT, SUDOKU_EMULTIPLE};
    const size_t n = sizeof all / sizeof all[0];
    for (size_t i = 0; i < n; i++) {
        const char *name = sudoku_strerror(all[i]);
        assert_non_null(name);
        assert_string_not_equal(name, "unknown status");
        for (size_t j = 0; j < i; j++)
            assert_string_not_equal(name, sudoku_strerror(all[j]));
    }
    assert_string_equal(sudoku_strerror(SUDOKU_ENOSOLUTION), "no solution");
    assert_string_equal(sudoku_strerror((sudoku_status)-99), "unknown status");
    assert_string_equal(sudoku_strerror((sudoku_status)99), "unknown status");
}

static void test_grid_version(void **state) {
    (void)state;
    const char *v = sudoku_version();
    int major = -1, minor = -1, patch = -1;
    assert_non_null(v);
    assert_int_equal(sscanf(v, "%d.%d.%d", &major, &minor, &patch), 3);
    assert_true(major >= 1 && minor >= 0 && patch >= 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_grid_check_accepts_puzzle_and_solution),
        cmocka_unit_test(test_grid_check_cell_out_of_range),
        cmocka_unit_test(test_grid_check_clashes),
        cmocka_unit_test(test_grid_is_solution),
        cmocka_unit_test(test_grid_givens),
        cmocka_unit_test(test_grid_strerror_names_every_status),
        cmocka_unit_test(test_grid_version),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
