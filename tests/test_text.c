/*
** test_text.c - sudoku_unit_name, the short names of a step's units: every
** unit 0..49 has its own name, rows, columns and boxes as Eureka notation
** writes them, a variant's houses in the groups sudoku.h documents (9
** disjoint groups, 9 windows, 2 diagonals, girandola, asterisk, centre
** dot); the snprintf-style contract holds and a unit out of range is "".
** And the words for a windoku's windows on every square side.
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

/* The 1-based line numbers of "1234" (side up to 9) or "1,6,11" into
** lines[]; returns how many. */
static int read_lines(const char *s, const char *end, int side, int *lines) {
    int n = 0;
    while (s < end) {
        char *next;
        lines[n++] = side > 9 ? (int)strtol(s, &next, 10) : *s - '0';
        s = side > 9 ? next + (*next == ',') : s + 1;
    }
    return n;
}

/* Window w of a windoku of 'side' is named as the shape has it: a drawn
** window "window w+1"; an implied one "the implied window r..c..", whose
** rows and columns cross in exactly the shape's cells of that house. On
** every square side, 4 (one drawn window) to 25. */
static void test_text_names_windows_on_every_side(void **state) {
    (void)state;
    static const int sides[] = {4, 9, 16, 25};
    for (size_t i = 0; i < sizeof sides / sizeof sides[0]; i++) {
        int side = sides[i];
        sudoku_shape_spec spec;
        sudoku_shape *sh = NULL;
        sudoku_shape_spec_init(&spec, side);
        spec.variants = SUDOKU_VARIANT_WINDOKU;
        assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
        int w = 0, drawn = 0, implied = 0;
        for (int h = 0; h < sudoku_shape_house_count(sh); h++) {
            int kind = sudoku_shape_house_kind(sh, h);
            if (kind != SUDOKU_HOUSE_WINDOW && kind != SUDOKU_HOUSE_WINDOW_HIDDEN)
                continue;
            int cells[25], rows[25], cols[25];
            assert_int_equal(sudoku_shape_house(sh, h, cells), side);
            char name[96], want[32];
            sudoku__text t;
            sudoku__text_init(&t, name, sizeof name);
            sudoku__text_put_window(&t, side, w);
            assert_true(t.need < sizeof name);
            if (kind == SUDOKU_HOUSE_WINDOW) {
                snprintf(want, sizeof want, "window %d", w + 1);
                assert_string_equal(name, want);
                drawn++;
            } else {
                const char *r = name + strlen("the implied window r");
                assert_memory_equal(name, "the implied window r",
                                    strlen("the implied window r"));
                const char *c = strchr(r, 'c');
                assert_non_null(c);
                int nr = read_lines(r, c, side, rows);
                int nc = read_lines(c + 1, name + strlen(name), side, cols);
                assert_int_equal(nr * nc, side);
                for (int j = 0; j < side; j++) {
                    int row = cells[j] / side + 1, col = cells[j] % side + 1, in = 0;
                    for (int a = 0; a < nr; a++)
                        for (int b = 0; b < nc; b++)
                            in += rows[a] == row && cols[b] == col;
                    assert_int_equal(in, 1);
                }
                implied++;
            }
            w++;
        }
        int k = (int)i + 2; /* side k * k */
        assert_int_equal(drawn, (k - 1) * (k - 1));
        assert_int_equal(implied, 2 * k - 1);
        sudoku_shape_free(sh);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_unit_names_distinct_and_grouped),
        cmocka_unit_test(test_unit_name_contract),
        cmocka_unit_test(test_text_names_windows_on_every_side),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
