/*
** test_prose.c - which bad lines are text and which a puzzle's attempt
** (src/prose.c), on the lines people's files hold: a README's prose,
** Markdown tables and console transcripts are text; a puzzle cut short, one
** with a stray byte, a 16x16 line in its letters and a labelled board line
** are not.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

#define CLASSIC                                                                          \
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

static int prose(const char *s) { return sudoku__is_prose(s, strlen(s), 0, NULL); }

static int board_prose(const char *s) {
    return sudoku__is_prose(s, strlen(s), 0, "123456789ABCDEFGHIJKLMNOP");
}

static void test_prose_readme_lines_are_text(void **state) {
    (void)state;
    static const char *const text[] = {
        "| 5 | 1902 | 99% | -0.00 | 0.00 | 1.5 |",
        "| 1 | 31 | 100% | +0.00 | 0.00 | 0.0 | 31.3 |",
        ">=2",
        "        r1c4=9: (9)r1c4-(9)r1c6",
        "```console",
        "$ sudoku count --limit 2 puzzles/multi.txt",
        "Good luck, and have fun",
        "- [x] item",
    };
    for (size_t i = 0; i < sizeof text / sizeof text[0]; i++) {
        if (!prose(text[i])) fail_msg("not text: '%s'", text[i]);
        if (!board_prose(text[i]))
            fail_msg("not text to the board reader: '%s'", text[i]);
    }
}

static void test_prose_puzzle_attempts_are_not_text(void **state) {
    (void)state;
    static const char *const data[] = {
        CLASSIC "Z",                                 /* 81 and a stray byte */
        "53..7....6..195....98....6.8...6...34..8%", /* cut short, a stray byte */
        "1.3k",                                      /* cells and a letter: bad data */
        "12,a",
        "Puzzle 1: 4..31.3..246....3...2.5..534.1..1.6.", /* a labelled 6x6 */
    };
    for (size_t i = 0; i < sizeof data / sizeof data[0]; i++)
        if (prose(data[i])) fail_msg("taken for text: '%s'", data[i]);
}

static void test_prose_board_letters_are_cells(void **state) {
    (void)state;
    /* a 16x16 line cut short (255 characters) is words to the classic
    ** alphabet, a puzzle's attempt to the board reader */
    char line[256];
    for (int i = 0; i < 255; i++)
        line[i] = "AB.C"[i % 4];
    line[255] = '\0';
    assert_true(prose(line));
    assert_false(board_prose(line));
    assert_false(board_prose("ABCDEFG1234567890ABC%"));
    assert_true(board_prose("Solved in 12 ms (100%)"));
}

static void test_prose_attempt_word(void **state) {
    (void)state;
    const char *s = "Puzzle 1: " CLASSIC " 1.2";
    assert_int_equal(sudoku__attempt_word(s, strlen(s), 0, 1), 10);
    char letters[82];
    memset(letters, 'a', 81);
    letters[81] = '\0';
    assert_int_equal(sudoku__attempt_word(letters, 81, 0, 0), 81); /* none */
    const char *six = "3) 4..31.3..246....3...2.5..534.1..1.6.";
    assert_int_equal(sudoku__attempt_word(six, strlen(six), 0, 0), 3);
    assert_int_equal(sudoku__attempt_word(six, strlen(six), 0, 1), strlen(six));
}

static void test_prose_words(void **state) {
    (void)state;
    assert_true(sudoku__has_word("Grid 01", 7, 0));
    assert_false(sudoku__has_word("xX..x", 5, 0)); /* blanks, not a word */
    assert_false(sudoku__has_word("1a2b", 4, 0));
}

/* qqwing's "N puzzles generated in ..." line: a number of up to six digits,
** white space, a word of two or more letters not all x or X; both readers
** and the command line take their titles from this one rule. */
static void test_prose_counted_title(void **state) {
    (void)state;
    static const char *const titles[] = {
        "1 puzzle generated in 0.005708 seconds.",
        "2 puzzles generated in 0.01 seconds.",
        "123456\tpuzzles",
        "12  ab",
    };
    static const char *const others[] = {
        "1234567 puzzles", /* seven digits */
        "2puzzles",        /* no white space */
        "2 p",             /* a one-letter word */
        "2 xX",            /* blanks, not a word */
        "2 ",
        "2",
        "Grid 01", /* a word first: a title, but not this rule's */
        "",
        "12 3 puzzles",
    };
    for (size_t i = 0; i < sizeof titles / sizeof titles[0]; i++)
        if (!sudoku__is_counted_title(titles[i], strlen(titles[i])))
            fail_msg("not a counted title: '%s'", titles[i]);
    for (size_t i = 0; i < sizeof others / sizeof others[0]; i++)
        if (sudoku__is_counted_title(others[i], strlen(others[i])))
            fail_msg("a counted title: '%s'", others[i]);
    /* the length bounds it: no byte past n is looked at */
    assert_false(sudoku__is_counted_title("2 puzzles", 2));
    assert_false(sudoku__is_counted_title("2 puzzles", 3));
    assert_true(sudoku__is_counted_title("2 puzzles", 4));
}

/* A line of control bytes, or of words with one, is binary data; a row of
 ** cells with a stray NUL or control byte is a puzzle's attempt, as is any
 ** line without a binary byte (tab, CR, form feed and ESC are text). */
static void test_prose_binary_lines(void **state) {
    (void)state;
    assert_true(sudoku__is_binary_line("\x01\x02", 2, NULL));
    assert_true(sudoku__is_binary_line("\x01\x02\x03\x04", 4, NULL));
    assert_true(sudoku__is_binary_line("abc\x7f def", 8, NULL));
    assert_false(sudoku__is_binary_line("0007\0 04000", 11, NULL));
    assert_false(sudoku__is_binary_line("G.\x01A", 4, "123456789ABCDEFG"));
    assert_true(sudoku__is_binary_line("G.\x01A", 4, NULL));
    assert_false(sudoku__is_binary_line("\x1b[1m5\x1b[0m 3 . | \t\f", 18, NULL));
    assert_false(sudoku__is_binary_line("hello", 5, NULL));
    assert_false(sudoku__is_binary_line("", 0, NULL));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_prose_readme_lines_are_text),
        cmocka_unit_test(test_prose_puzzle_attempts_are_not_text),
        cmocka_unit_test(test_prose_board_letters_are_cells),
        cmocka_unit_test(test_prose_attempt_word),
        cmocka_unit_test(test_prose_words),
        cmocka_unit_test(test_prose_counted_title),
        cmocka_unit_test(test_prose_binary_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
