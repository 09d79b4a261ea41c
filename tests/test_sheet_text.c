/*
** test_sheet_text.c - unit tests of the sheets' text helpers: UTF-8
** decoding (malformed input included), the WinAnsi mapping, Helvetica
** widths against Adobe's metrics, and number formatting.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "sheet.h"

/* Decodes all of 'text' into cps[]; returns how many. */
static int decode(const char *text, long *cps, int max) {
    int n = 0;
    long cp;
    while (n < max && (cp = sudoku__utf8_next(&text)) != 0)
        cps[n++] = cp;
    return n;
}

static void test_sheet_text_utf8_decodes_every_length(void **state) {
    (void)state;
    long cp[8];
    /* A, e-acute, en dash, U+1F600 */
    assert_int_equal(decode("A\xC3\xA9\xE2\x80\x93\xF0\x9F\x98\x80", cp, 8), 4);
    assert_int_equal(cp[0], 'A');
    assert_int_equal(cp[1], 0xE9);
    assert_int_equal(cp[2], 0x2013);
    assert_int_equal(cp[3], 0x1F600);
}

static void test_sheet_text_utf8_malformed_gives_replacement(void **state) {
    (void)state;
    long cp[8];
    /* overlong '/', a lone continuation byte, a surrogate, past U+10FFFF,
    ** a truncated sequence before 'x' */
    const char *bad[] = {"\xC0\xAF", "\x80", "\xED\xA0\x80", "\xF4\x90\x80\x80",
                         "\xE2\x80x"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        int n = decode(bad[i], cp, 8);
        assert_true(n >= 1);
        assert_int_equal(cp[0], 0xFFFD); /* and decoding goes on, one byte on */
    }
    assert_int_equal(decode("\xE2\x80x", cp, 8), 3);
    assert_int_equal(cp[2], 'x');
}

static void test_sheet_text_utf8_stops_at_nul(void **state) {
    (void)state;
    const char *text = "", *at = text;
    assert_int_equal(sudoku__utf8_next(&at), 0);
    assert_ptr_equal(at, text);
}

static void test_sheet_text_winansi_maps_latin1_and_punctuation(void **state) {
    (void)state;
    assert_int_equal(sudoku__winansi('A'), 'A');
    assert_int_equal(sudoku__winansi(0xE9), 0xE9);   /* e-acute */
    assert_int_equal(sudoku__winansi(0x20AC), 0x80); /* euro */
    assert_int_equal(sudoku__winansi(0x2013), 0x96); /* en dash */
    assert_int_equal(sudoku__winansi(0x2014), 0x97); /* em dash */
    assert_int_equal(sudoku__winansi(0x4E00), '?');  /* not in the encoding */
    assert_int_equal(sudoku__winansi(0x07), '?');    /* control character */
    assert_int_equal(sudoku__winansi(0x81), '?');    /* C1 control */
}

static void test_sheet_text_widths_match_adobe_metrics(void **state) {
    (void)state;
    for (char d = '0'; d <= '9'; d++) { /* digits are tabular in both */
        assert_int_equal(sudoku__helvetica_width((unsigned char)d, 0), 556);
        assert_int_equal(sudoku__helvetica_width((unsigned char)d, 1), 556);
    }
    assert_int_equal(sudoku__helvetica_width('i', 0), 222);
    assert_int_equal(sudoku__helvetica_width('i', 1), 278);
    assert_int_equal(sudoku__helvetica_width('W', 0), 944);
    assert_int_equal(sudoku__helvetica_width('@', 1), 975);
    assert_int_equal(sudoku__helvetica_width(' ', 0), 278);
    assert_int_equal(sudoku__helvetica_width(0xE9, 0), 556);  /* as 'e' */
    assert_int_equal(sudoku__helvetica_width(0xDC, 1), 722);  /* U-umlaut as 'U' */
    assert_int_equal(sudoku__helvetica_width(0xED, 0), 278);  /* i-acute: its own */
    assert_int_equal(sudoku__helvetica_width(0x97, 0), 1000); /* em dash */
    /* "Puzzle 1": P u z z l e space 1 */
    double want = (667 + 556 + 500 + 500 + 222 + 556 + 278 + 556) / 100.0;
    double got = sudoku__text_width("Puzzle 1", 0, 10);
    assert_true(got > want - 1e-9 && got < want + 1e-9);
    assert_true(sudoku__text_width("", 1, 10) == 0);
}

static void test_sheet_text_numbers_are_short(void **state) {
    (void)state;
    char buf[32];
    assert_string_equal(sudoku__sheet_num(buf, 12.5), "12.5");
    assert_string_equal(sudoku__sheet_num(buf, -3), "-3");
    assert_string_equal(sudoku__sheet_num(buf, 0.25), "0.25");
    assert_string_equal(sudoku__sheet_num(buf, 595.276), "595.28");
    assert_string_equal(sudoku__sheet_num(buf, 0.004), "0");
    assert_string_equal(sudoku__sheet_num(buf, -0.004), "0");
    assert_string_equal(sudoku__sheet_num(buf, 100), "100");
}

static void test_sheet_text_bold_roles(void **state) {
    (void)state;
    assert_true(sudoku__role_bold(SUDOKU__ROLE_GIVEN));
    assert_true(sudoku__role_bold(SUDOKU__ROLE_TITLE));
    assert_false(sudoku__role_bold(SUDOKU__ROLE_DIGIT));
    assert_false(sudoku__role_bold(SUDOKU__ROLE_CAPTION));
    assert_false(sudoku__role_bold(SUDOKU__ROLE_NOTE));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sheet_text_utf8_decodes_every_length),
        cmocka_unit_test(test_sheet_text_utf8_malformed_gives_replacement),
        cmocka_unit_test(test_sheet_text_utf8_stops_at_nul),
        cmocka_unit_test(test_sheet_text_winansi_maps_latin1_and_punctuation),
        cmocka_unit_test(test_sheet_text_widths_match_adobe_metrics),
        cmocka_unit_test(test_sheet_text_numbers_are_short),
        cmocka_unit_test(test_sheet_text_bold_roles),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
