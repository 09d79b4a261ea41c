/*
** test_sheet_svg.c - unit tests of the SVG writer, driven through its ops
** table: the document's size for its pages, elements and classes as
** drawn, escaping of markup and of malformed text, and failures (pages
** that differ from those declared, a stream that cannot be written).
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "sheet.h"
#include "test_support.h"

static const sudoku__sheet_ops *svg = &sudoku__sheet_svg;

/* Draws 'pages' pages of one grid line and one given on each into a
** temporary file; returns the document text (caller frees). */
static char *draw_pages(unsigned long pages, const char *title, sudoku_status *closed) {
    FILE *f = tmpfile();
    sudoku__sheet_doc doc = {100, 200, pages, title};
    double xy[4] = {10, 20, 30, 20.125};
    assert_non_null(f);
    void *w = svg->open(f, &doc);
    assert_non_null(w);
    for (unsigned long p = 0; p < pages; p++) {
        svg->page_begin(w);
        svg->group_begin(w, "puzzle", p + 1);
        svg->lines(w, xy, 1, 0.5, 0);
        svg->text(w, 50, 60, 12, SUDOKU__ROLE_GIVEN, "5");
        svg->group_end(w);
        assert_int_equal(svg->page_end(w), SUDOKU_OK);
    }
    *closed = svg->close(w);
    char *text = read_all(f, NULL);
    fclose(f);
    return text;
}

static int count(const char *text, const char *what) {
    int n = 0;
    for (const char *at = text; (at = strstr(at, what)) != NULL; at++)
        n++;
    return n;
}

static void test_sheet_svg_stacks_pages_in_one_document(void **state) {
    (void)state;
    sudoku_status closed;
    char *text = draw_pages(3, "Week 1", &closed);

    assert_int_equal(closed, SUDOKU_OK);
    assert_true(strncmp(text, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", 39) == 0);
    assert_non_null(
        strstr(text, "width=\"100pt\" height=\"600pt\" viewBox=\"0 0 100 600\""));
    assert_non_null(strstr(text, "<title>Week 1</title>"));
    assert_non_null(strstr(text, "<g class=\"page\" id=\"page-3\" "
                                 "transform=\"translate(0 400)\">"));
    assert_int_equal(count(text, "<inkscape:page "), 3);
    assert_int_equal(count(text, "<g class=\"puzzle\" id=\"puzzle-"), 3);
    assert_non_null(strstr(text,
                           "<path fill=\"none\" stroke=\"#000\" stroke-width=\"0.5\" "
                           "d=\"M10 20L30 20.13\"/>"));
    assert_non_null(strstr(text,
                           "<text class=\"given\" x=\"50\" y=\"60\" font-size=\"12\" "
                           "font-weight=\"bold\">5</text>"));
    /* every element opened is closed: as many <g as </g> */
    assert_int_equal(count(text, "<g "), count(text, "</g>"));
    assert_true(strcmp(text + strlen(text) - 7, "</svg>\n") == 0);
    free(text);
}

static void test_sheet_svg_escapes_text(void **state) {
    (void)state;
    FILE *f = tmpfile();
    sudoku__sheet_doc doc = {100, 100, 1, "a<b>&\"c\""};
    void *w = svg->open(f, &doc);
    svg->page_begin(w);
    svg->text(w, 1, 2, 3, SUDOKU__ROLE_CAPTION, "x<y & \"z\"");
    svg->text(w, 1, 2, 3, SUDOKU__ROLE_NOTE, "bad \xFF byte, bell \x07, caf\xC3\xA9");
    assert_int_equal(svg->page_end(w), SUDOKU_OK);
    assert_int_equal(svg->close(w), SUDOKU_OK);
    char *text = read_all(f, NULL);

    assert_non_null(strstr(text, "<title>a&lt;b&gt;&amp;&quot;c&quot;</title>"));
    assert_non_null(strstr(text, ">x&lt;y &amp; &quot;z&quot;</text>"));
    /* malformed UTF-8 and a control character become U+FFFD; UTF-8 stays */
    assert_non_null(
        strstr(text, ">bad \xEF\xBF\xBD byte, bell \xEF\xBF\xBD, caf\xC3\xA9</text>"));
    assert_null(strstr(text, "\xFF"));
    assert_non_null(strstr(text, "class=\"caption\""));
    assert_non_null(strstr(text, "class=\"note\""));
    assert_null(
        strstr(text, "class=\"note\" x=\"1\" y=\"2\" font-size=\"3\" font-weight"));
    free(text);
    fclose(f);
}

static void test_sheet_svg_square_caps_for_thick_lines(void **state) {
    (void)state;
    FILE *f = tmpfile();
    sudoku__sheet_doc doc = {100, 100, 1, NULL};
    double xy[8] = {0, 0, 10, 0, 0, 5, 10, 5};
    void *w = svg->open(f, &doc);
    svg->page_begin(w);
    svg->lines(w, xy, 2, 2, 1);
    svg->page_end(w);
    assert_int_equal(svg->close(w), SUDOKU_OK);
    char *text = read_all(f, NULL);
    assert_non_null(strstr(text, "stroke-width=\"2\" stroke-linecap=\"square\" "
                                 "d=\"M0 0L10 0 M0 5L10 5\"/>"));
    assert_null(strstr(text, "<title>")); /* no title given */
    free(text);
    fclose(f);
}

static void test_sheet_svg_close_reports_missing_pages(void **state) {
    (void)state;
    FILE *f = tmpfile();
    sudoku__sheet_doc doc = {100, 100, 2, NULL};
    void *w = svg->open(f, &doc);
    svg->page_begin(w);
    assert_int_equal(svg->page_end(w), SUDOKU_OK);
    assert_int_equal(svg->close(w), SUDOKU_EINVAL); /* declared 2, drew 1 */
    fclose(f);
}

static void test_sheet_svg_write_error_is_eio(void **state) {
    (void)state;
    FILE *f = fopen(SUDOKU_TEST_DIR "/test_sheet_svg.c", "r"); /* not writable */
    sudoku__sheet_doc doc = {100, 100, 1, "t"};
    assert_non_null(f);
    void *w = svg->open(f, &doc);
    assert_non_null(w);
    svg->page_begin(w);
    assert_int_equal(svg->page_end(w), SUDOKU_EIO);
    assert_int_equal(svg->close(w), SUDOKU_EIO);
    fclose(f);
}

static void test_sheet_svg_discard_frees(void **state) {
    (void)state;
    FILE *f = tmpfile();
    sudoku__sheet_doc doc = {100, 100, 1, NULL};
    svg->discard(svg->open(f, &doc)); /* the sanitizers and valgrind check */
    svg->discard(NULL);
    fclose(f);
}

/* Shaded rectangles and grey lines: their own classes, the grey as a
** colour, each rectangle a closed subpath. */
static void test_sheet_svg_shade_and_grey_lines(void **state) {
    (void)state;
    FILE *f = tmpfile();
    sudoku__sheet_doc doc = {100, 200, 1, NULL};
    double rect[8] = {10, 20, 30, 10, 50, 60, 5, 5}, xy[4] = {0, 0, 100, 200};
    assert_non_null(f);
    void *w = svg->open(f, &doc);
    assert_non_null(w);
    svg->page_begin(w);
    svg->shade(w, rect, 2, 0.82);
    svg->grey_lines(w, xy, 1, 1.5, 0.55);
    assert_int_equal(svg->page_end(w), SUDOKU_OK);
    assert_int_equal(svg->close(w), SUDOKU_OK);
    char *text = read_all(f, NULL);
    fclose(f);
    assert_non_null(strstr(text, "<path class=\"shade\" fill=\"#d1d1d1\" "
                                 "d=\"M10 20h30v10h-30z M50 60h5v5h-5z\"/>\n"));
    assert_non_null(strstr(text,
                           "<path class=\"diagonal\" fill=\"none\" stroke=\"#8c8c8c\" "
                           "stroke-width=\"1.5\" d=\"M0 0L100 200\"/>\n"));
    free(text);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sheet_svg_stacks_pages_in_one_document),
        cmocka_unit_test(test_sheet_svg_escapes_text),
        cmocka_unit_test(test_sheet_svg_square_caps_for_thick_lines),
        cmocka_unit_test(test_sheet_svg_close_reports_missing_pages),
        cmocka_unit_test(test_sheet_svg_write_error_is_eio),
        cmocka_unit_test(test_sheet_svg_discard_frees),
        cmocka_unit_test(test_sheet_svg_shade_and_grey_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
