/*
** test_text.c - sudoku_unit_name, the short names of a step's units: every
** unit 0..49 has its own name, rows, columns and boxes as Eureka notation
** writes them, a variant's houses in the groups sudoku.h documents (9
** disjoint groups, 9 windows, 2 diagonals, girandola, asterisk, centre
** dot); the snprintf-style contract holds and a unit out of range is "".
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "sudoku.h"

#define UNITS 50 /* 27 rows, columns, boxes and 23 variant houses */

static void test_unit_names_distinct_and_grouped(void **state) {
    (void)state;
    char names[UNITS][8];
    int dg = 0, window = 0, diagonal = 0, single = 0;
    for (int u = 0; u < UNITS; u++) {
        size_t n = sudoku_unit_name(u, names[u], sizeof names[u]);
        assert_true(n > 0 && n < sizeof names[u]);
        assert_int_equal(strlen(names[u]), n);
        for (int v = 0; v < u; v++)
            assert_string_not_equal(names[u], names[v]);
        char want[8];
        if (u < 27) { /* "rcb" then 1..9 */
            snprintf(want, sizeof want, "%c%d", "rcb"[u / 9], u % 9 + 1);
            assert_string_equal(names[u], want);
            continue;
        }
        int k = -1;
        if (sscanf(names[u], "dg%d", &k) == 1 && k >= 1 && k <= 9) {
            assert_int_equal(u, 27 + k - 1), dg++;
        } else if (sscanf(names[u], "w%d", &k) == 1 && k >= 1 && k <= 9) {
            assert_int_equal(u, 36 + k - 1), window++;
        } else if (sscanf(names[u], "x%d", &k) == 1 && (k == 1 || k == 2)) {
            assert_int_equal(u, 45 + k - 1), diagonal++;
        } else {
            const char *one[] = {"gir", "ast", "cd"};
            assert_true(u >= 47);
            assert_string_equal(names[u], one[u - 47]), single++;
        }
    }
    assert_int_equal(dg, 9);
    assert_int_equal(window, 9);
    assert_int_equal(diagonal, 2);
    assert_int_equal(single, 3);
}

static void test_unit_name_contract(void **state) {
    (void)state;
    char small[3] = {'x', 'x', 'x'};
    assert_int_equal(sudoku_unit_name(27, small, sizeof small), 3); /* "dg1" */
    assert_string_equal(small, "dg");
    char untouched = 'u';
    assert_int_equal(sudoku_unit_name(48, &untouched, 0), 3); /* "ast" */
    assert_int_equal(untouched, 'u');
    char buf[8] = "junk";
    assert_int_equal(sudoku_unit_name(UNITS, buf, sizeof buf), 0);
    assert_string_equal(buf, "");
    memcpy(buf, "junk", 5);
    assert_int_equal(sudoku_unit_name(-1, buf, sizeof buf), 0);
    assert_string_equal(buf, "");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_unit_names_distinct_and_grouped),
        cmocka_unit_test(test_unit_name_contract),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
