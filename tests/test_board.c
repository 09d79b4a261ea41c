/*
** test_board.c - the rules on any shape (board.c): values in range, clashes
** in every kind of house and constraint named with their cells, and the
** solution check.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

static sudoku_shape *make(int n, unsigned variants) {
    sudoku_shape_spec spec;
    sudoku_shape *sh = NULL;
    sudoku_shape_spec_init(&spec, n);
    spec.variants = variants;
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    return sh;
}

/* Two values on an n x n board of the shape: the check's status and message
** (sudoku_board_check, or sudoku_board_check_symbols with 'symbols'). */
static void clash_on(int n, unsigned variants, int a, int x, int b, int y,
                     const char *symbols, sudoku_status want, const char *words) {
    sudoku_shape *sh = make(n, variants);
    sudoku_board board;
    sudoku_error err = {0, 0, ""};
    memset(&board, 0, sizeof board);
    board.shape = sh;
    board.cell[a] = (unsigned char)x;
    board.cell[b] = (unsigned char)y;
    sudoku_status st = symbols ? sudoku_board_check_symbols(&board, symbols, &err)
                               : sudoku_board_check(&board, &err);
    assert_int_equal(st, want);
    if (words && !strstr(err.text, words)) fail_msg("'%s' lacks '%s'", err.text, words);
    sudoku_shape_free(sh);
}

static void clash(unsigned variants, int a, int x, int b, int y, sudoku_status want,
                  const char *words) {
    clash_on(9, variants, a, x, b, y, NULL, want, words);
}

static void test_board_clashes_named(void **state) {
    (void)state;
    clash(0, 1, 5, 6, 5, SUDOKU_ECLASH, "two 5s in row 1 (r1c2, r1c7)");
    clash(0, 0, 5, 20, 5, SUDOKU_ECLASH, "two 5s in box 1 (r1c1, r3c3)");
    clash(SUDOKU_VARIANT_X, 0, 4, 80, 4, SUDOKU_ECLASH, "the main diagonal");
    clash(SUDOKU_VARIANT_X, 16, 4, 40, 4, SUDOKU_ECLASH,
          "two 4s in the anti-diagonal (r2c8, r5c5)");
    clash(SUDOKU_VARIANT_WINDOKU, 10, 4, 30, 4, SUDOKU_ECLASH, "window 1");
    /* a group the windows imply is named by its rows and columns */
    clash(SUDOKU_VARIANT_WINDOKU, 1, 4, 39, 4, SUDOKU_ECLASH,
          "two 4s in the implied window r159c234 (r1c2, r5c4)");
    clash(SUDOKU_VARIANT_WINDOKU, 0, 4, 40, 4, SUDOKU_ECLASH,
          "the implied window r159c159 (r1c1, r5c5)");
    clash(SUDOKU_VARIANT_GIRANDOLA, 0, 4, 80, 4, SUDOKU_ECLASH, "the girandola");
    clash(SUDOKU_VARIANT_ANTI_KNIGHT, 2, 3, 13, 3, SUDOKU_ECLASH, "knight's move");
    clash(SUDOKU_VARIANT_ANTI_KING, 2, 3, 12, 3, SUDOKU_ECLASH, "king's move");
    clash(SUDOKU_VARIANT_NON_CONSECUTIVE, 0, 3, 1, 4, SUDOKU_ECLASH,
          "consecutive 3 and 4");
    clash(SUDOKU_VARIANT_NON_CONSECUTIVE, 0, 3, 1, 5, SUDOKU_OK, NULL);
    clash(SUDOKU_VARIANT_ANTI_KNIGHT, 0, 3, 10, 3, SUDOKU_ECLASH, "box 1");
    clash(0, 0, 10, 1, 0, SUDOKU_EINVAL, "r1c1 holds 10, not 0-9");
}

/* As clash, on a 16x16 named with 'symbols' (NULL: sudoku_board_check). */
static void clash16(unsigned variants, int a, int x, int b, int y, const char *symbols,
                    const char *words) {
    clash_on(16, variants, a, x, b, y, symbols, SUDOKU_ECLASH, words);
}

static void test_board_clashes_name_symbols(void **state) {
    (void)state;
    /* 16x16 windoku: 9 drawn windows, then 7 implied; numbers past 9 comma'd */
    clash_on(16, SUDOKU_VARIANT_WINDOKU, 1, 1, 5 * 16 + 3, 1, NULL, SUDOKU_ECLASH,
             "the implied window r1,6,11,16c2,3,4,5 (r1c2, r6c4)");
    clash_on(16, SUDOKU_VARIANT_WINDOKU, 17, 1, 4 * 16 + 4, 1, NULL, SUDOKU_ECLASH,
             "window 1 (r2c2, r5c5)");
    const char *def = "123456789ABCDEFG", *hex = "0123456789ABCDEF";
    clash16(0, 0, 16, 1, 16, def, "two 'G's in row 1 (r1c1, r1c2)");
    clash16(0, 0, 16, 1, 16, hex, "two 'F's in row 1");
    clash16(0, 0, 1, 16, 1, hex, "two 0s in column 1 (r1c1, r2c1)");
    clash16(0, 0, 16, 1, 16, NULL, "two 16s in row 1");    /* numbers without symbols */
    clash16(0, 0, 16, 1, 16, "12345", "two 16s in row 1"); /* too short: numbers */
    clash16(SUDOKU_VARIANT_NON_CONSECUTIVE, 0, 9, 1, 10, def,
            "consecutive 9 and 'A' side by side (r1c1, r1c2)");
    clash16(SUDOKU_VARIANT_ANTI_KNIGHT, 3, 11, 21, 11, def, "two 'B's a knight's move");
    /* sudoku_board_check names the numbers, as before */
    clash(0, 1, 5, 6, 5, SUDOKU_ECLASH, "two 5s in row 1 (r1c2, r1c7)");
}

static void test_board_is_solution(void **state) {
    (void)state;
    sudoku_shape *sh = make(4, 0);
    static const char sol[] = "1234341221434321";
    sudoku_board p, s;
    memset(&p, 0, sizeof p);
    p.shape = s.shape = sh;
    for (int c = 0; c < 16; c++)
        s.cell[c] = (unsigned char)(sol[c] - '0');
    assert_int_equal(sudoku_board_check(&s, NULL), SUDOKU_OK);
    assert_true(sudoku_board_is_solution(&p, &s));
    p.cell[3] = 4;
    assert_true(sudoku_board_is_solution(&p, &s));
    p.cell[3] = 3; /* a given the solution does not keep */
    assert_false(sudoku_board_is_solution(&p, &s));
    p.cell[3] = 0;
    s.cell[5] = 0; /* not full */
    assert_false(sudoku_board_is_solution(&p, &s));
    sudoku_shape_free(sh);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_board_clashes_named),
        cmocka_unit_test(test_board_clashes_name_symbols),
        cmocka_unit_test(test_board_is_solution),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
