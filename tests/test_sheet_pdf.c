/*
** test_sheet_pdf.c - unit tests of the PDF writer, driven through its ops
** table: the file structure a reader relies on (every cross-reference
** offset lands on its object, stream lengths are exact, the page tree
** lists every page), text placement and encoding, and failures.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "sheet.h"
#include "test_support.h"

static const sudoku__sheet_ops *pdf = &sudoku__sheet_pdf;

/* Draws 'pages' pages, each with a line and the text 'text'; returns the
** file's bytes (caller frees), their number in *len. */
static char *draw_pages(unsigned long pages, const char *title, const char *text,
                        size_t *len) {
    FILE *f = tmpfile();
    sudoku__sheet_doc doc = {200, 300, pages, title};
    double xy[4] = {10, 20, 30, 20};
    assert_non_null(f);
    void *w = pdf->open(f, &doc);
    assert_non_null(w);
    for (unsigned long p = 0; p < pages; p++) {
        pdf->page_begin(w);
        pdf->group_begin(w, "puzzle", p + 1);
        pdf->lines(w, xy, 1, 0.5, 0);
        pdf->text(w, 100, 50, 10, SUDOKU__ROLE_GIVEN, text);
        pdf->group_end(w);
        assert_int_equal(pdf->page_end(w), SUDOKU_OK);
    }
    assert_int_equal(pdf->close(w), SUDOKU_OK);
    char *bytes = read_all(f, len);
    fclose(f);
    return bytes;
}

/* Checks the cross-reference table: startxref points at "xref", and entry
** n points at "n 0 obj". Returns the number of objects. */
static unsigned long check_xref(const char *pdf_text, size_t len) {
    const char *start = strstr(pdf_text, "startxref\n");
    unsigned long long xref;
    unsigned long first, objects;
    int used;

    assert_non_null(start);
    assert_int_equal(sscanf(start, "startxref\n%llu", &xref), 1);
    assert_true(xref < len);
    assert_int_equal(
        sscanf(pdf_text + xref, "xref\n%lu %lu\n%n", &first, &objects, &used), 2);
    assert_int_equal(first, 0);
    const char *entry = pdf_text + xref + used;
    assert_true(strncmp(entry, "0000000000 65535 f \n", 20) == 0);
    for (unsigned long n = 1; n < objects; n++) {
        unsigned long long at;
        char want[32];
        entry += 20; /* every entry is exactly 20 bytes */
        assert_int_equal(sscanf(entry, "%10llu 00000 n \n", &at), 1);
        assert_true(entry[18] == ' ' && entry[19] == '\n');
        snprintf(want, sizeof want, "%lu 0 obj\n", n);
        assert_true(at < len);
        assert_true(strncmp(pdf_text + at, want, strlen(want)) == 0);
    }
    assert_true(strncmp(entry + 20, "trailer\n", 8) == 0);
    return objects;
}

static void test_sheet_pdf_xref_offsets_land_on_objects(void **state) {
    (void)state;
    size_t len;
    char *text = draw_pages(3, "Week 1", "5", &len);

    assert_true(strncmp(text, "%PDF-1.4\n", 9) == 0);
    assert_int_equal(check_xref(text, len), 6 + 2 * 3);
    assert_non_null(strstr(text, "/Count 3"));
    assert_non_null(strstr(text, "/Kids [\n7 0 R 9 0 R 11 0 R\n]"));
    assert_non_null(strstr(text, "/Size 12 /Root 1 0 R /Info 5 0 R"));
    assert_true(strcmp(text + len - 6, "%%EOF\n") == 0);
    free(text);
}

static void test_sheet_pdf_stream_lengths_are_exact(void **state) {
    (void)state;
    size_t len;
    char *text = draw_pages(2, NULL, "7", &len);
    int streams = 0;

    for (const char *at = text; (at = strstr(at, "/Length ")) != NULL; at++) {
        size_t length;
        assert_int_equal(sscanf(at, "/Length %zu", &length), 1);
        const char *data = strstr(at, "stream\n") + 7;
        assert_true(strncmp(data + length, "endstream\n", 10) == 0);
        streams++;
    }
    assert_int_equal(streams, 2);
    free(text);
}

static void test_sheet_pdf_flips_y_and_centres_text(void **state) {
    (void)state;
    size_t len;
    char *text = draw_pages(1, NULL, "5", &len);

    /* page height 300: y 20 -> 280; "5" is 0.556 em wide: 100 - 2.78 */
    assert_non_null(strstr(text, "0.5 w 0 J\n10 280 m 30 280 l\nS\n"));
    assert_non_null(strstr(text, "BT /F2 10 Tf 97.22 250 Td (5) Tj ET\n"));
    assert_non_null(strstr(text, "/MediaBox [0 0 200 300]"));
    assert_non_null(strstr(text, "/BaseFont /Helvetica /Encoding /WinAnsiEncoding"));
    assert_non_null(strstr(text, "/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding"));
    free(text);
}

static void test_sheet_pdf_escapes_strings_in_winansi(void **state) {
    (void)state;
    size_t len;
    /* parentheses, backslash, e-acute (0xE9), en dash (0x96), a CJK
    ** character WinAnsi lacks */
    char *text = draw_pages(1, "Caf\xC3\xA9 \xF0\x9F\x98\x80",
                            "(a\\b) caf\xC3\xA9 \xE2\x80\x93 \xE4\xB8\x80", &len);

    assert_non_null(strstr(text, "(\\(a\\\\b\\) caf\\351 \\226 ?) Tj"));
    /* the title goes to the document information in UTF-16BE, any script */
    assert_non_null(strstr(text, "/Title <FEFF00430061006600E90020D83DDE00>"));
    for (size_t i = 0; i < len; i++) /* 7-bit but for the binary marker line */
        if (i < 9 || i > 15) assert_true((unsigned char)text[i] < 128);
    free(text);
}

static void test_sheet_pdf_close_reports_missing_pages(void **state) {
    (void)state;
    FILE *f = tmpfile();
    sudoku__sheet_doc doc = {100, 100, 2, NULL};
    void *w = pdf->open(f, &doc);
    pdf->page_begin(w);
    assert_int_equal(pdf->page_end(w), SUDOKU_OK);
    assert_int_equal(pdf->close(w), SUDOKU_EINVAL);
    fclose(f);
}

static void test_sheet_pdf_extra_page_is_einval(void **state) {
    (void)state;
    FILE *f = tmpfile();
    sudoku__sheet_doc doc = {100, 100, 1, NULL};
    void *w = pdf->open(f, &doc);
    pdf->page_begin(w);
    assert_int_equal(pdf->page_end(w), SUDOKU_OK);
    pdf->page_begin(w);
    assert_int_equal(pdf->page_end(w), SUDOKU_EINVAL);
    assert_int_equal(pdf->close(w), SUDOKU_EINVAL);
    fclose(f);
}

static void test_sheet_pdf_write_error_is_eio(void **state) {
    (void)state;
    FILE *f = fopen(SUDOKU_TEST_DIR "/test_sheet_pdf.c", "r"); /* not writable */
    sudoku__sheet_doc doc = {100, 100, 1, NULL};
    assert_non_null(f);
    void *w = pdf->open(f, &doc);
    assert_non_null(w);
    pdf->page_begin(w);
    pdf->text(w, 1, 1, 1, SUDOKU__ROLE_DIGIT, "1");
    assert_int_equal(pdf->page_end(w), SUDOKU_EIO);
    assert_int_equal(pdf->close(w), SUDOKU_EIO);
    fclose(f);
}

static void test_sheet_pdf_discard_frees(void **state) {
    (void)state;
    FILE *f = tmpfile();
    sudoku__sheet_doc doc = {100, 100, 1, NULL};
    void *w = pdf->open(f, &doc);
    pdf->page_begin(w);
    pdf->text(w, 1, 1, 1, SUDOKU__ROLE_DIGIT, "1");
    pdf->discard(w); /* mid-page: the sanitizers and valgrind check */
    pdf->discard(NULL);
    fclose(f);
}

/* Shaded rectangles and grey lines: flipped to PDF's y, in their grey,
** black again after, and the cross-reference table still right. */
static void test_sheet_pdf_shade_and_grey_lines(void **state) {
    (void)state;
    FILE *f = tmpfile();
    sudoku__sheet_doc doc = {200, 300, 1, NULL};
    double rect[8] = {10, 20, 30, 10, 50, 60, 5, 5}, xy[4] = {0, 0, 200, 300};
    size_t len;
    assert_non_null(f);
    void *w = pdf->open(f, &doc);
    assert_non_null(w);
    pdf->page_begin(w);
    pdf->shade(w, rect, 2, 0.82);
    pdf->grey_lines(w, xy, 1, 1.5, 0.55);
    assert_int_equal(pdf->page_end(w), SUDOKU_OK);
    assert_int_equal(pdf->close(w), SUDOKU_OK);
    char *bytes = read_all(f, &len);
    fclose(f);
    assert_non_null(strstr(bytes, "0.82 g\n10 270 30 10 re\n50 235 5 5 re\nf\n0 g\n"));
    assert_non_null(strstr(bytes, "0.55 G\n1.5 w 0 J\n0 300 m 200 0 l\nS\n0 G\n"));
    check_xref(bytes, len);
    free(bytes);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sheet_pdf_xref_offsets_land_on_objects),
        cmocka_unit_test(test_sheet_pdf_stream_lengths_are_exact),
        cmocka_unit_test(test_sheet_pdf_flips_y_and_centres_text),
        cmocka_unit_test(test_sheet_pdf_escapes_strings_in_winansi),
        cmocka_unit_test(test_sheet_pdf_close_reports_missing_pages),
        cmocka_unit_test(test_sheet_pdf_extra_page_is_einval),
        cmocka_unit_test(test_sheet_pdf_write_error_is_eio),
        cmocka_unit_test(test_sheet_pdf_discard_frees),
        cmocka_unit_test(test_sheet_pdf_shade_and_grey_lines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
