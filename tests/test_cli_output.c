/*
** test_cli_output.c - the command's output module: JSON and CSV escaping
** byte for byte (RFC 8259, RFC 4180, ill-formed UTF-8 replaced), the
** --format vocabulary, grids that read back through the library's reader,
** and records whose CSV columns and JSON members come from one set of calls.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "cli/cli.h"
#include "internal.h"
#include "test_support.h"

static const char poj[] =
    "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";

/* The text 'fn' appends for s[0..n), compared with 'want'. */
static void check_escape(void (*fn)(cli_text *, const char *, size_t), const char *s,
                         size_t n, const char *want) {
    cli_text t;
    cli_text_init(&t);
    fn(&t, s, n);
    assert_int_equal(t.len, strlen(want));
    if (t.len) assert_string_equal(t.data, want);
    cli_text_free(&t);
}

static void test_cli_output_json_escapes_quotes_controls_and_bad_utf8(void **state) {
    (void)state;
    check_escape(cli_text_json_string, "", 0, "\"\"");
    check_escape(cli_text_json_string, "a\"b\\c/", 6, "\"a\\\"b\\\\c/\"");
    check_escape(cli_text_json_string, "\b\t\n\v\f\r\x01\x1f\x7f", 9,
                 "\"\\b\\t\\n\\u000b\\f\\r\\u0001\\u001f\x7f\"");
    check_escape(cli_text_json_string, "a\0b", 3, "\"a\\u0000b\"");
    /* well-formed multibyte sequences pass unchanged */
    check_escape(cli_text_json_string, "\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80", 9,
                 "\"\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\"");
    /* a lone continuation byte, an overlong '/', a surrogate, a cut sequence,
    ** a value past U+10FFFF: each ill-formed byte is one U+FFFD */
    check_escape(cli_text_json_string, "\x80", 1, "\"\xEF\xBF\xBD\"");
    check_escape(cli_text_json_string, "\xC0\xAF", 2, "\"\xEF\xBF\xBD\xEF\xBF\xBD\"");
    check_escape(cli_text_json_string, "\xED\xA0\x80", 3,
                 "\"\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\"");
    check_escape(cli_text_json_string, "x\xE2\x82", 3, "\"x\xEF\xBF\xBD\xEF\xBF\xBD\"");
    check_escape(cli_text_json_string, "\xF4\x90\x80\x80", 4,
                 "\"\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\"");
}

static void test_cli_output_csv_quotes_only_when_needed(void **state) {
    (void)state;
    check_escape(cli_text_csv_field, "plain text", 10, "plain text");
    check_escape(cli_text_csv_field, "", 0, "");
    check_escape(cli_text_csv_field, "a,b", 3, "\"a,b\"");
    check_escape(cli_text_csv_field, "say \"hi\"", 8, "\"say \"\"hi\"\"\"");
    check_escape(cli_text_csv_field, "two\nlines\r", 10, "\"two\nlines\r\"");
    check_escape(cli_text_csv_field, "nul\0\xFF", 5, "nul\xEF\xBF\xBD\xEF\xBF\xBD");
}

static void test_cli_output_text_grows_and_printf_long(void **state) {
    (void)state;
    cli_text t;
    cli_text_init(&t);
    for (int i = 0; i < 1000; i++)
        cli_text_printf(&t, "%d,", i % 10);
    assert_int_equal(t.len, 2000);
    char wide[600];
    memset(wide, 'w', sizeof wide - 1);
    wide[sizeof wide - 1] = '\0';
    cli_text_clear(&t);
    cli_text_printf(&t, "<%s>", wide); /* past printf's small buffer */
    assert_int_equal(t.len, 601);
    assert_int_equal(t.data[600], '>');
    assert_int_equal(t.data[601], '\0');
    assert_false(t.failed);
    cli_text_free(&t);
    assert_null(t.data);
}

static void test_cli_output_format_vocabulary(void **state) {
    (void)state;
    char list[128];
    for (int f = 0; f < CLI_FORMAT_COUNT; f++)
        assert_int_equal(cli_format_find(cli_format_name((cli_format)f)), f);
    assert_int_equal(cli_format_find("Boxed"), -1);
    assert_int_equal(cli_format_find(""), -1);
    cli_format_list(CLI_FORMATS_OF(TEXT) | CLI_FORMATS_OF(CSV) | CLI_FORMATS_OF(JSON),
                    list, sizeof list);
    assert_string_equal(list, "text, csv or json");
    cli_format_list(CLI_FORMATS_OF(JSON), list, sizeof list);
    assert_string_equal(list, "json");
    assert_true(cli_color_wanted(CLI_COLOR_ALWAYS));
    assert_false(cli_color_wanted(CLI_COLOR_NEVER));
}

/* Renders 'g' in 'format', reads it back through the library's reader. */
static void check_reads_back(const sudoku_grid *g, cli_format format, int lines) {
    cli_text t;
    cli_text_init(&t);
    cli_put_grid(&t, g, NULL, format, 0);
    int newlines = 0;
    for (size_t i = 0; i < t.len; i++)
        newlines += t.data[i] == '\n';
    assert_int_equal(newlines, lines);
    FILE *f = tmpfile();
    assert_non_null(f);
    fwrite(t.data, 1, t.len, f);
    rewind(f);
    sudoku_reader *reader = sudoku_reader_new(f);
    sudoku_record rec;
    sudoku_error err;
    assert_int_equal(sudoku_read(reader, &rec, &err), SUDOKU_OK);
    assert_memory_equal(rec.grid.cell, g->cell, 81);
    assert_int_equal(sudoku_read(reader, &rec, &err), SUDOKU_END);
    sudoku_reader_free(reader);
    fclose(f);
    cli_text_free(&t);
}

static void test_cli_output_grids_read_back(void **state) {
    (void)state;
    sudoku_grid g, solution;
    parse(poj, &g);
    assert_int_equal(sudoku_solve(&g, &solution, NULL), SUDOKU_OK);
    check_reads_back(&g, CLI_FORMAT_LINE, 1);
    check_reads_back(&g, CLI_FORMAT_GRID, 9);
    check_reads_back(&g, CLI_FORMAT_BOXED, 13);
    check_reads_back(&solution, CLI_FORMAT_BOXED, 13);
}

static void test_cli_output_boxed_layout_and_colour(void **state) {
    (void)state;
    sudoku_grid g, solution;
    parse(poj, &g);
    assert_int_equal(sudoku_solve(&g, &solution, NULL), SUDOKU_OK);
    cli_text t;
    cli_text_init(&t);
    cli_put_grid(&t, &g, NULL, CLI_FORMAT_BOXED, 0);
    assert_memory_equal(t.data,
                        "+-------+-------+-------+\n"
                        "| 1 . 3 | . . . | 5 . 9 |\n"
                        "| . . 2 | 1 . 9 | 4 . . |\n",
                        78);
    cli_text_clear(&t);
    cli_put_grid(&t, &solution, &g, CLI_FORMAT_BOXED, 1);
    /* r1c1 is a given (bold), r1c2 was filled in (cyan) */
    char first[64];
    snprintf(first, sizeof first, "| \033[1m1\033[0m \033[36m%d\033[0m ",
             solution.cell[1]);
    assert_memory_equal(t.data + 26, first, strlen(first));
    cli_text_free(&t);
}

static const char *const columns[] = {"puzzle", "count", "capped", "error", NULL};

/* One record through the writer in 'format'. */
static void write_record(cli_writer *w, cli_format format, cli_text *out,
                         const sudoku_grid *g) {
    cli_record_begin(w, format, out, columns);
    cli_field_grid(w, "puzzle", g);
    cli_field_uint(w, "count", 1);
    cli_field_bool(w, "capped", 0);
    cli_field_absent(w, "error");
    cli_record_end(w);
}

static void test_cli_output_one_record_two_formats(void **state) {
    (void)state;
    sudoku_grid g;
    parse(poj, &g);
    cli_text t;
    cli_writer w;
    char want[256];
    cli_text_init(&t);
    cli_csv_header(&t, columns);
    write_record(&w, CLI_FORMAT_CSV, &t, &g);
    snprintf(want, sizeof want, "puzzle,count,capped,error\r\n%.81s,1,false,\r\n", poj);
    assert_string_equal(t.data, want);
    cli_text_clear(&t);
    write_record(&w, CLI_FORMAT_JSON, &t, &g);
    snprintf(want, sizeof want, "{\"puzzle\":\"%.81s\",\"count\":1,\"capped\":false}\n",
             poj);
    assert_string_equal(t.data, want);
    cli_text_free(&t);
}

static void test_cli_output_step_as_json(void **state) {
    (void)state;
    sudoku_grid g;
    sudoku_step step;
    parse(poj, &g);
    assert_int_equal(sudoku_next_step(&g, NULL, &step), SUDOKU_OK);
    cli_text t;
    cli_writer w;
    cli_text_init(&t);
    cli_record_begin(&w, CLI_FORMAT_JSON, &t, NULL);
    cli_field_step(&w, "step", &step);
    cli_record_end(&w);
    char text[512], placement[64];
    sudoku_step_explain(&step, text, sizeof text);
    assert_true(step.cell >= 0); /* the easiest step of a fresh puzzle places */
    snprintf(placement, sizeof placement,
             "\"placements\":[{\"cell\":\"r%dc%d\",\"digit\":%d}]", step.cell / 9 + 1,
             step.cell % 9 + 1, step.digit);
    assert_non_null(strstr(t.data, placement));
    assert_non_null(strstr(t.data, "\"eliminations\":[]"));
    assert_non_null(strstr(t.data, text));
    assert_memory_equal(t.data, "{\"step\":{\"technique\":\"", 22);
    assert_memory_equal(t.data + t.len - 3, "}}\n", 3);
    cli_text_free(&t);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cli_output_json_escapes_quotes_controls_and_bad_utf8),
        cmocka_unit_test(test_cli_output_csv_quotes_only_when_needed),
        cmocka_unit_test(test_cli_output_text_grows_and_printf_long),
        cmocka_unit_test(test_cli_output_format_vocabulary),
        cmocka_unit_test(test_cli_output_grids_read_back),
        cmocka_unit_test(test_cli_output_boxed_layout_and_colour),
        cmocka_unit_test(test_cli_output_one_record_two_formats),
        cmocka_unit_test(test_cli_output_step_as_json),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
