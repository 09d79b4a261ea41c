/*
** test_io.c - unit tests of the streaming reader and the writer: every
** accepted layout, every kind of malformed record (status, line, column and
** message, and that reading goes on after it), and format-then-read round
** trips. Inputs go through tmpfile(), so the tests stay plain C11.
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

/* Seed 000's POJ 2676 sample and its answer, as a line of 81 cells. */
static const char SEED000_ROWS[] = "103000509\n002109400\n000704000\n300502006\n"
                                   "060000050\n700803004\n000401000\n009205800\n"
                                   "804000107\n";
static const char SEED000[] =
    "103000509002109400000704000300502006060000050700803004000401000009205800804000107";
/* The Inkala "world's hardest" puzzle of seed 002, as a spaced grid with the
** trailing blanks the seed has. */
static const char SEED002_SPACED[] =
    "8 0 0 0 0 0 0 0 0 \n0 0 3 6 0 0 0 0 0 \n0 7 0 0 9 0 2 0 0 \n"
    "0 5 0 0 0 7 0 0 0 \n0 0 0 0 4 5 7 0 0 \n0 0 0 1 0 0 0 3 0 \n"
    "0 0 1 0 0 0 0 6 8 \n0 0 8 5 0 0 0 1 0 \n0 9 0 0 0 0 4 0 0\n";
static const char SEED002[] =
    "800000000003600000070090200050007000000045700000100030001000068008500010090000400";
static const char LINE_DOTS[] =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
static const char LINE_ZEROS[] =
    "400000805030000000000700000020000060000080400000010000000603070500200000104000000";

#define COUNT_RULE "a puzzle is 81 cells on a line (729 with pencil marks) or 9 rows of 9"
#define CELL_RULE "a cell is a digit 1-9 or a blank . 0 * _ x X - ?"
#define BINARY_RULE(byte)                                                                \
    "binary data (byte " #byte "): puzzles are text; this and later binary lines are "   \
    "skipped, not echoed"

/* ------------------------------------------------------------ helpers */

/* A reader over 'len' bytes of 'text', with the stream it reads. */
typedef struct source {
    FILE *file;
    sudoku_reader *reader;
} source;

static source open_bytes(const char *text, size_t len) {
    source s;
    s.file = tmpfile();
    assert_non_null(s.file);
    assert_int_equal(fwrite(text, 1, len, s.file), len);
    rewind(s.file);
    s.reader = sudoku_reader_new(s.file);
    assert_non_null(s.reader);
    return s;
}

static source open_text(const char *text) { return open_bytes(text, strlen(text)); }

static void close_source(source *s) {
    sudoku_reader_free(s->reader);
    fclose(s->file);
}

/* Fills *g from 81 characters, '.' or '0' empty. */
static void cells_of(const char *text, sudoku_grid *g) {
    assert_int_equal(strlen(text), 81);
    for (int i = 0; i < 81; i++)
        g->cell[i] = (unsigned char)(text[i] == '.' ? 0 : text[i] - '0');
}

/* Reads one record and checks it is the puzzle 'cells' in 'layout', with
** 'empty' as its empty marker, starting on 'line'. */
static void expect_puzzle(source *s, const char *cells, sudoku_layout layout, char empty,
                          unsigned long line) {
    sudoku_record rec;
    sudoku_error err = {7, 7, "untouched"};
    sudoku_grid want;
    cells_of(cells, &want);
    assert_int_equal(sudoku_read(s->reader, &rec, &err), SUDOKU_OK);
    assert_memory_equal(rec.grid.cell, want.cell, 81);
    assert_int_equal(rec.layout, layout);
    assert_int_equal(rec.empty, empty);
    assert_int_equal(rec.line, line);
    assert_string_equal(err.text, "untouched");
}

/* Reads one record and checks it is malformed as described. */
static void expect_format(source *s, unsigned long line, unsigned long column,
                          const char *text) {
    sudoku_record rec;
    sudoku_error err = {0, 0, ""};
    assert_int_equal(sudoku_read(s->reader, &rec, &err), SUDOKU_EFORMAT);
    assert_string_equal(err.text, text);
    assert_int_equal(err.line, line);
    assert_int_equal(err.column, column);
    if (strncmp(text, "binary", 6) == 0) {       /* binary data is never echoed */
        for (size_t i = 0; i < rec.raw_len; i++) /* the text before it may be */
            assert_true((unsigned char)rec.raw[i] >= ' ' || rec.raw[i] == '\n');
        return;
    }
    assert_true(rec.raw_len > 0 && rec.raw_len <= SUDOKU_RAW_MAX);
    assert_int_equal(rec.raw[rec.raw_len - 1], '\n');
}

static void expect_end(source *s) {
    sudoku_record rec;
    sudoku_error err = {0, 0, "untouched"};
    assert_int_equal(sudoku_read(s->reader, &rec, &err), SUDOKU_END);
    assert_int_equal(sudoku_read(s->reader, &rec, &err), SUDOKU_END);
    assert_string_equal(err.text, "untouched");
}

static void read_ok(source *s, sudoku_record *rec) {
    sudoku_error err = {0, 0, ""};
    sudoku_status st = sudoku_read(s->reader, rec, &err);
    if (st != SUDOKU_OK) print_error("line %lu: %s\n", err.line, err.text);
    assert_int_equal(st, SUDOKU_OK);
}

/* The whole input is one malformed record followed by a good line. */
static void expect_bad_then_good(const char *bad, size_t len, unsigned long column,
                                 const char *text) {
    char *input = malloc(len + 83);
    assert_non_null(input);
    memcpy(input, bad, len);
    memcpy(input + len, LINE_DOTS, 81);
    input[len + 81] = '\n';
    source s = open_bytes(input, len + 82);
    expect_format(&s, 1, column, text);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 2);
    expect_end(&s);
    close_source(&s);
    free(input);
}

/* ------------------------------------------------------------ layouts */

static void test_io_line_with_dots(void **state) {
    (void)state;
    char input[200];
    snprintf(input, sizeof input, "%s\n%s\n", LINE_DOTS, LINE_DOTS);
    source s = open_text(input);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 1);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 2);
    expect_end(&s);
    close_source(&s);
}

static void test_io_line_with_zeros(void **state) {
    (void)state;
    char input[100];
    snprintf(input, sizeof input, "%s\n", LINE_ZEROS);
    source s = open_text(input);
    expect_puzzle(&s, LINE_ZEROS, SUDOKU_LAYOUT_LINE, '0', 1);
    expect_end(&s);
    close_source(&s);
}

static void test_io_line_keeps_raw_text(void **state) {
    (void)state;
    char input[100];
    snprintf(input, sizeof input, "%s\r\n", LINE_DOTS);
    source s = open_text(input);
    sudoku_record rec;
    assert_int_equal(sudoku_read(s.reader, &rec, NULL), SUDOKU_OK);
    assert_int_equal(rec.raw_len, 82);
    assert_memory_equal(rec.raw, LINE_DOTS, 81);
    assert_int_equal(rec.raw[81], '\n');
    close_source(&s);
}

/* Reads 'line' with 'tail' after its 81 cells (then LF) into *rec. */
static void read_line_with(const char *line, const char *tail, sudoku_record *rec) {
    char input[200];
    snprintf(input, sizeof input, "%s%s\n", line, tail);
    source s = open_text(input);
    read_ok(&s, rec);
    close_source(&s);
}

/* A line of 81 digits and dots alone is read on a short path of its own:
** its record is the one the general rules give the same cells with a
** trailing tab (trimmed, but kept in raw), field by field, whatever the
** record held before (a title's name, pencil marks, a CSV solution). */
static void test_io_plain_line_as_general(void **state) {
    (void)state;
    static const char *const lines[] = {
        LINE_DOTS,
        LINE_ZEROS,
        "0."
        "3000509002109400000704000300502006060000050700803004000401000009205800804000107",
        "53467891267219534819834256785976142342685379171392485696153728428741963534528617"
        "9",
    };
    static const char *const ends[] = {"", "\r"};
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
        for (size_t e = 0; e < 2; e++) {
            sudoku_record fast, general;
            memset(&fast, 0x5A, sizeof fast); /* stale fields must not show */
            fast.name[0] = 'x';
            fast.pencilmarks = fast.has_solution = fast.raw_cut = fast.notes_cut = 1;
            memset(&general, 0, sizeof general);
            read_line_with(lines[i], ends[e], &fast);
            char tab_end[4];
            snprintf(tab_end, sizeof tab_end, "\t%s", ends[e]);
            read_line_with(lines[i], tab_end, &general);
            assert_memory_equal(fast.grid.cell, general.grid.cell, 81);
            assert_memory_equal(fast.marks.mask, general.marks.mask,
                                sizeof fast.marks.mask);
            assert_memory_equal(fast.cell_at, general.cell_at, sizeof fast.cell_at);
            assert_memory_equal(fast.cell_len, general.cell_len, sizeof fast.cell_len);
            assert_int_equal(fast.layout, general.layout);
            assert_int_equal(fast.empty, general.empty);
            assert_int_equal(fast.line, general.line);
            assert_int_equal(fast.crlf, general.crlf);
            assert_int_equal(fast.crlf, (int)e);
            assert_int_equal(fast.pencilmarks, 0);
            assert_int_equal(fast.has_solution, 0);
            assert_int_equal(fast.raw_cut, 0);
            assert_int_equal(fast.notes_cut, 0);
            assert_string_equal(fast.name, general.name);
            assert_int_equal(fast.raw_len, 82);
            assert_int_equal(general.raw_len, 83);
            assert_memory_equal(fast.raw, lines[i], 81);
            assert_int_equal(fast.raw[81], '\n');
        }
    /* after a titled record, and before a commented one, in one input */
    char input[400];
    snprintf(input, sizeof input, "Grid 1\n%s\n%s\n# note\n%s\n", LINE_DOTS, LINE_ZEROS,
             LINE_DOTS);
    source s = open_text(input);
    sudoku_record rec;
    read_ok(&s, &rec);
    assert_string_equal(rec.name, "Grid 1");
    read_ok(&s, &rec);
    assert_string_equal(rec.name, "");
    assert_int_equal(rec.line, 3);
    assert_int_equal(rec.empty, '0');
    assert_int_equal(rec.raw_len, 82);
    read_ok(&s, &rec);
    assert_int_equal(rec.line, 5);
    assert_int_equal(rec.cell_at[0], 7); /* after "# note\n" */
    expect_end(&s);
    close_source(&s);
}

static void test_io_grid_of_nine_lines(void **state) {
    (void)state;
    source s = open_text(SEED000_ROWS);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 1);
    expect_end(&s);
    close_source(&s);
}

static void test_io_grid_with_dots(void **state) {
    (void)state;
    source s = open_text("1.3...5.9\n..21.94..\n...7.4...\n3..5.2..6\n.6.....5.\n"
                         "7..8.3..4\n...4.1...\n..92.58..\n8.4...1.7\n");
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '.', 1);
    expect_end(&s);
    close_source(&s);
}

static void test_io_spaced_grid(void **state) {
    (void)state;
    source s = open_text(SEED002_SPACED);
    expect_puzzle(&s, SEED002, SUDOKU_LAYOUT_SPACED, '0', 1);
    expect_end(&s);
    close_source(&s);
}

static void test_io_tabs_separate_cells(void **state) {
    (void)state;
    char input[400] = "";
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) {
            char cell[3] = {SEED000[9 * r + c], c == 8 ? '\n' : '\t', '\0'};
            strcat(input, cell);
        }
    }
    source s = open_text(input);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_SPACED, '0', 1);
    close_source(&s);
}

static void test_io_blank_lines_between_grids(void **state) {
    (void)state;
    char input[400];
    snprintf(input, sizeof input, "\n\n%s\n  \t\n\n%s\n\n", SEED000_ROWS, SEED002_SPACED);
    source s = open_text(input);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 3);
    expect_puzzle(&s, SEED002, SUDOKU_LAYOUT_SPACED, '0', 15);
    expect_end(&s);
    close_source(&s);
}

static void test_io_grids_back_to_back(void **state) {
    (void)state;
    char input[400];
    snprintf(input, sizeof input, "%s%s", SEED000_ROWS, SEED000_ROWS);
    source s = open_text(input);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 1);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 10);
    expect_end(&s);
    close_source(&s);
}

/* A bad line of nine cells right over a grid (the run of good rows after
** it is one grid): the line alone is the bad record, the grid is read
** whole after it, with a comment between them or not. Before, the bad line
** was taken for the grid's first row: two bad records, the grid lost. */
static void test_io_bad_line_over_grid(void **state) {
    (void)state;
    static const char *const bad[] = {"1 2 3 4 5 6 7 8 Z\n", "12345678Z\n# a note\n"};
    for (int k = 0; k < 2; k++) {
        char input[400];
        snprintf(input, sizeof input, "%s%s\n%s", bad[k], SEED000_ROWS, LINE_DOTS);
        source s = open_text(input);
        expect_format(
            &s, 1, k ? 9 : 17,
            "unexpected character 'Z'; a cell is a digit 1-9 or a blank . 0 * _ "
            "x X - ?");
        expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', k ? 3 : 2);
        expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', k ? 13 : 12);
        expect_end(&s);
        close_source(&s);
        /* a string is read alike: its first record is the line alone */
        sudoku_record rec;
        sudoku_error err = {0, 0, ""};
        assert_int_equal(sudoku_parse_record(input, strlen(input), &rec, &err),
                         SUDOKU_EFORMAT);
        assert_int_equal(rec.raw_len, strlen(bad[k]) - (k ? 9 : 0));
    }
}

/* A grid whose first row is bad, the next grid right under it: the bad row
** is the first grid's (two records, no grid made of both). */
static void test_io_bad_first_row_then_grid(void **state) {
    (void)state;
    char input[400];
    snprintf(input, sizeof input, "Z%s%s", SEED000_ROWS + 1, SEED000_ROWS);
    source s = open_text(input);
    expect_format(
        &s, 1, 1,
        "unexpected character 'Z'; a cell is a digit 1-9 or a blank . 0 * _ x X "
        "- ?");
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 10);
    expect_end(&s);
    close_source(&s);
}

static void test_io_poj_header(void **state) {
    (void)state;
    char input[400];
    snprintf(input, sizeof input, "2\n%s%s", SEED000_ROWS, SEED002_SPACED);
    source s = open_text(input);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 2);
    expect_puzzle(&s, SEED002, SUDOKU_LAYOUT_SPACED, '0', 11);
    expect_end(&s);
    close_source(&s);
}

/* Seed 000's sample output is the 9 rows alone: the count is read, not
** kept in the record's text, so the answer written in it has no "1" line. */
static void test_io_poj_header_not_echoed(void **state) {
    (void)state;
    char input[200];
    snprintf(input, sizeof input, "1\n%s", SEED000_ROWS);
    source s = open_text(input);
    sudoku_record rec;
    read_ok(&s, &rec);
    assert_int_equal(rec.raw_len, strlen(SEED000_ROWS));
    assert_memory_equal(rec.raw, SEED000_ROWS, rec.raw_len);
    char out[SUDOKU_RECORD_TEXT_MAX];
    size_t n = sudoku_format_record(&rec, &rec.grid, out, sizeof out);
    assert_int_equal(n, strlen(SEED000_ROWS));
    assert_string_equal(out, SEED000_ROWS);
    expect_end(&s);
    close_source(&s);
}

/* Issue 23's labels, numbers and ids before a one-line puzzle: the puzzle
** is read, the label names it, and the answer keeps the label. */
static void test_io_label_before_puzzle(void **state) {
    (void)state;
    static const char *const labels[][2] = {{"Puzzle 1: ", "Puzzle 1"},
                                            {"easy ", "easy"},
                                            {"No. 1 ", "No. 1"},
                                            {"1) ", "1)"},
                                            {"3. ", "3."},
                                            {"1 ", "1"},
                                            {"0000183b305c ", "0000183b305c"},
                                            {"0,", "0"},
                                            {"\"7\",\"", "7"}};
    for (size_t k = 0; k < sizeof labels / sizeof labels[0]; k++) {
        char input[200];
        snprintf(input, sizeof input, "%s%s%s\n", labels[k][0], LINE_DOTS,
                 k == 6   ? " 1.2"
                 : k == 8 ? "\",\"\""
                          : "");
        source s = open_text(input);
        sudoku_record rec;
        read_ok(&s, &rec);
        sudoku_grid want;
        cells_of(LINE_DOTS, &want);
        assert_memory_equal(rec.grid.cell, want.cell, 81);
        assert_string_equal(rec.name, labels[k][1]);
        char out[SUDOKU_RECORD_TEXT_MAX];
        sudoku_format_record(&rec, &rec.grid, out, sizeof out);
        assert_string_equal(out, input); /* the label and fields kept in place */
        expect_end(&s);
        close_source(&s);
    }
}

/* A label's run must be a whole run of 81 cells: 80 or 82 are no puzzle. */
static void test_io_label_needs_81_cells(void **state) {
    (void)state;
    char input[200];
    snprintf(input, sizeof input, "Puzzle 1: %.80s\nPuzzle 2: %s.\n", LINE_DOTS,
             LINE_DOTS);
    source s = open_text(input);
    expect_end(&s); /* two titles, no cells */
    close_source(&s);
}

/* A CSV with a header (quoted, as jq's @csv writes it): the puzzle column
** is read, its solution field kept to be checked, other fields ignored. */
static void test_io_csv_header_and_solution(void **state) {
    (void)state;
    static const char SOLVED[] = "417369825632158947958724316825437169791586432346912758"
                                 "289643571573291684164875293";
    char input[600];
    snprintf(input, sizeof input,
             "\"id\",\"Solution\",\"puzzle\"\n\"a,\"\"b\"\"\",\"%s\",\"%s\"\n"
             "7,,%s\n8,%s,12345\n",
             SOLVED, LINE_DOTS, LINE_DOTS, SOLVED);
    source s = open_text(input);
    sudoku_record rec;
    read_ok(&s, &rec);
    sudoku_grid want;
    cells_of(LINE_DOTS, &want);
    assert_memory_equal(rec.grid.cell, want.cell, 81);
    assert_int_equal(rec.line, 2);
    assert_true(rec.has_solution);
    cells_of(SOLVED, &want);
    assert_memory_equal(rec.solution.cell, want.cell, 81);
    read_ok(&s, &rec); /* an empty solution field: none */
    assert_false(rec.has_solution);
    expect_format(&s, 4, 0,
                  "field 3 ('puzzle') has 5 cells; a puzzle is 16, 36, 64, 81, 100, "
                  "144, 225, 256, 400 or 625 cells (729: pencil marks)");
    expect_end(&s);
    close_source(&s);
}

/* A blank line ends a CSV: the lines after it are read by the usual rules
** (a puzzle line without fields here; csv_resumes is the exception). */
static void test_io_csv_ends_at_blank_line(void **state) {
    (void)state;
    char input[400];
    snprintf(input, sizeof input, "quizzes,solutions\n%s,\n\n%s\n", LINE_ZEROS, SEED000);
    source s = open_text(input);
    expect_puzzle(&s, LINE_ZEROS, SUDOKU_LAYOUT_LINE, '0', 2);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_LINE, '0', 4);
    expect_end(&s);
    close_source(&s);
}

/* A row of the table right after the blank line (the header's fields, a
** puzzle field of cells only) resumes the CSV: a bad one is a bad record,
** not text that costs its puzzle silently; a good one is read as a row.
** Prose with the separator after the gap stays text. */
static void test_io_csv_resumes_after_blank_line(void **state) {
    (void)state;
    char input[600];
    snprintf(input, sizeof input,
             "puzzle,name\n%s,x\n\n12345,bad\n\nGood luck, have fun\n%s,y\n", LINE_ZEROS,
             SEED000);
    source s = open_text(input);
    expect_puzzle(&s, LINE_ZEROS, SUDOKU_LAYOUT_LINE, '0', 2);
    expect_format(&s, 4, 0,
                  "field 1 ('puzzle') has 5 cells; a puzzle is 16, 36, 64, 81, 100, "
                  "144, 225, 256, 400 or 625 cells (729: pencil marks)");
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_LINE, '0', 7);
    expect_end(&s);
    close_source(&s);
}

/* A line without the header's separator ends the CSV too (qqwing's
** statistics line under its --csv table): it is text, not a bad row, and a
** puzzle line after it is read by the usual rules. */
static void test_io_csv_ends_at_line_without_separator(void **state) {
    (void)state;
    char input[400];
    snprintf(input, sizeof input,
             "Puzzle,Solution\n%s,\n4 puzzles generated in 0.06 seconds.\n%s\n",
             LINE_ZEROS, SEED000);
    source s = open_text(input);
    expect_puzzle(&s, LINE_ZEROS, SUDOKU_LAYOUT_LINE, '0', 2);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_LINE, '0', 4);
    expect_end(&s);
    close_source(&s);
}

/* sudoku_reader_set_column: a field number reads headerless rows; a name
** picks a column the defaults do not; bad values leave the reader as it was. */
static void test_io_csv_set_column(void **state) {
    (void)state;
    char input[400];
    snprintf(input, sizeof input, "x,%s\n", LINE_DOTS);
    source s = open_text(input);
    assert_int_equal(sudoku_reader_set_column(s.reader, ""), SUDOKU_EINVAL);
    assert_int_equal(sudoku_reader_set_column(s.reader, "0"), SUDOKU_EINVAL);
    assert_int_equal(sudoku_reader_set_column(s.reader, "2"), SUDOKU_OK);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 1);
    expect_end(&s);
    close_source(&s);
    snprintf(input, sizeof input, "Other,Puzzle\n%s,%s\n", LINE_ZEROS, LINE_DOTS);
    s = open_text(input);
    assert_int_equal(sudoku_reader_set_column(s.reader, "other"), SUDOKU_OK);
    expect_puzzle(&s, LINE_ZEROS, SUDOKU_LAYOUT_LINE, '0', 2);
    expect_end(&s);
    close_source(&s);
}

/* Issue 23 item 6: words are text (no record), 81 letters too; a word of
** 81 characters, most of them cells, is a puzzle's attempt (a bad record
** at its first bad byte); a line of another shape's length in its letters
** (16x16: 1-9A-G) is a bad record here, never text: the command reads it
** again as that shape; rows of words fewer than nine are text, nine rows
** of nine with a bad cell are a bad grid; binary data is one bad record,
** later binary lines and text after them are skipped. */
static void test_io_text_attempts_and_binary(void **state) {
    (void)state;
    char input[1200], letters[82], hex[257];
    memset(letters, 'a', 81);
    letters[81] = '\0';
    for (int i = 0; i < 256; i++)
        hex[i] = "123456789ABCDEFG"[(i + i / 16) % 16];
    hex[256] = '\0';
    snprintf(input, sizeof input,
             "See the file (it has 3 puzzles).\n%s\nPuzzle 9: %.80sZ\n"
             "responsibilities, state-of-the-art\n%s\n(see this)\n(see that)\n"
             "```\n"
             "\x01\x02 bin\n\x7F more\nwords\n%s\n",
             letters, LINE_DOTS, hex, LINE_DOTS);
    source s = open_text(input);
    expect_format(&s, 3, 91, "unexpected character 'Z'; " CELL_RULE);
    expect_format(&s, 5, 10, "unexpected character 'A'; " CELL_RULE);
    expect_format(&s, 9, 1, BINARY_RULE(0x01));
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 12);
    expect_end(&s);
    close_source(&s);
}

/* Nine rows of nine with a bad cell are a puzzle's attempt: one bad grid;
** a row of nine control bytes is binary data, reported once. */
static void test_io_bad_grid_and_binary_row(void **state) {
    (void)state;
    char input[400] = "";
    for (int i = 0; i < 9; i++)
        strcat(input, "12345678a\n");
    strcat(input, "\x01\x02\x03\x04\x05\x06\x07\x08\x0e\nstrings\n");
    strcat(input, LINE_DOTS);
    source s = open_text(input);
    expect_format(&s, 1, 9, "unexpected character 'a'; " CELL_RULE);
    expect_format(&s, 10, 1, BINARY_RULE(0x01));
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 12);
    expect_end(&s);
    close_source(&s);
}

/* Control bytes inside a grid (a short line of them, or nine) are a bad
** row of that grid, told once, but never echoed: the record's text keeps
** the grid's other lines only. */
static void test_io_binary_row_in_a_grid_is_not_echoed(void **state) {
    (void)state;
    char input[400] = "800000000\n\x01\x02\n";
    strcat(input, LINE_DOTS);
    strcat(input, "\n800000000\n000000000\n\x01\x02\x03\x04\x05\x06\x07\x08\x0e\n");
    strcat(input, LINE_DOTS);
    source s = open_text(input);
    const unsigned long bad_line[2] = {2, 6};
    for (int k = 0; k < 2; k++) {
        sudoku_record rec;
        sudoku_error err = {0, 0, ""};
        assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_EFORMAT);
        assert_int_equal(err.line, bad_line[k]);
        assert_string_equal(err.text, "unexpected byte 0x01; " CELL_RULE);
        assert_int_equal(rec.raw_len, 10 * (size_t)(k + 1)); /* the digit rows */
        for (size_t i = 0; i < rec.raw_len; i++)
            assert_true((unsigned char)rec.raw[i] >= ' ' || rec.raw[i] == '\n');
        expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 3 + 4 * (unsigned long)k);
    }
    expect_end(&s);
    close_source(&s);
}

/* Writes 'cells' as a boxed grid ("| 5 3   |   7   |       |"), blanks as
** 'blank', each digit between colour codes when 'colour', each row after
** its label A-I under a column header when 'labels'. */
static void boxed_text(const char *cells, char blank, int colour, int labels, char *out) {
    const char *rule = "+-------+-------+-------+\n";
    out[0] = '\0';
    if (labels) strcat(out, "    1 2 3   4 5 6   7 8 9\n");
    for (int r = 0; r < 9; r++) {
        if (r % 3 == 0) strcat(out, labels ? "  " : ""), strcat(out, rule);
        char *o = out + strlen(out);
        if (labels) *o++ = (char)('A' + r), *o++ = ' ';
        for (int c = 0; c < 9; c++) {
            char d = cells[9 * r + c];
            if (c % 3 == 0) *o++ = '|', *o++ = ' ';
            if (d == '.') {
                *o++ = blank;
            } else if (colour) {
                o += sprintf(o, "\x1b[1m%c\x1b[0m", d);
            } else {
                *o++ = d;
            }
            *o++ = ' ';
        }
        strcpy(o, "|\n");
    }
    if (labels) strcat(out, "  ");
    strcat(out, rule);
}

/* Issue 23 item 5: hand-typed grids. Spaces for blanks in a boxed grid
** (where a cell is counts), rows labelled A-I under a "1 2 3 ..." header,
** our own colour output; each answered in its own text. */
static void test_io_hand_typed_grids(void **state) {
    (void)state;
    static char input[8192], grid[2048];
    input[0] = '\0';
    boxed_text(LINE_DOTS, ' ', 0, 0, grid); /* lines 1-13 */
    strcat(input, grid);
    boxed_text(LINE_DOTS, '.', 0, 1, grid); /* 14-27 */
    strcat(input, grid);
    boxed_text(LINE_DOTS, ' ', 0, 1, grid); /* 28-41 */
    strcat(input, grid);
    boxed_text(LINE_DOTS, '.', 1, 0, grid); /* 42-54 */
    strcat(input, grid);
    source s = open_text(input);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_SPACED, '0', 2); /* no blank seen */
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_SPACED, '.', 14);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_SPACED, '0', 28);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_SPACED, '.', 43);
    expect_end(&s);
    close_source(&s);

    /* the answer goes where the blanks were: read back as the full grid */
    boxed_text(LINE_DOTS, ' ', 0, 1, grid);
    sudoku_grid full, back;
    sudoku_record rec;
    sudoku_error err;
    cells_of(LINE_DOTS, &full);
    for (int i = 0; i < 81; i++)
        if (!full.cell[i]) full.cell[i] = (unsigned char)(1 + i % 9);
    s = open_text(grid);
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_OK);
    size_t n = sudoku_format_record(&rec, &full, input, sizeof input);
    assert_int_equal(n, strlen(grid));
    assert_memory_equal(input, "    1 2 3   4 5 6   7 8 9\n", 26);
    assert_int_equal(sudoku_parse(input, n, &back, NULL, NULL), SUDOKU_OK);
    assert_memory_equal(back.cell, full.cell, 81);
    close_source(&s);
}

/* Colour codes are dropped until none is left: "\33\33[0m[1m" holds one
** once the inner one goes, and the line as read must read the same again
** (the fuzzer's find: a label's name changed when its text was read back). */
static void test_io_colour_codes_nested(void **state) {
    (void)state;
    char input[300], again[300];
    snprintf(input, sizeof input, "No.\33\33[0m[1m 1: %s\n", LINE_DOTS);
    source s = open_text(input);
    sudoku_record rec;
    sudoku_error err;
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_OK);
    assert_string_equal(rec.name, "No. 1");
    close_source(&s);
    size_t n = sudoku_format_record(&rec, &rec.grid, again, sizeof again);
    snprintf(input, sizeof input, "No. 1: %s\n", LINE_DOTS);
    assert_int_equal(n, strlen(input));
    assert_memory_equal(again, input, n);
}

/* A labelled grid's rows go A to I; a header over unlabelled rows is a row. */
static void test_io_row_labels_checked(void **state) {
    (void)state;
    static char input[4096];
    boxed_text(LINE_DOTS, '.', 0, 1, input);
    char *c_row = strstr(input, "C |");
    *c_row = 'D';
    strcat(input, "1 2 3 4 5 6 7 8 9\n");
    for (int r = 1; r < 9; r++)
        strcat(input, "1 2 3 4 5 6 7 8 9\n");
    source s = open_text(input);
    expect_format(&s, 5, 0,
                  "grid row 3 is labelled D; rows are labelled A to I in order");
    char rows[82] = "";
    for (int r = 0; r < 9; r++)
        strcat(rows, "123456789");
    expect_puzzle(&s, rows, SUDOKU_LAYOUT_SPACED, '0', 15); /* the rules: not ours */
    expect_end(&s);
    close_source(&s);
}

static void test_io_poj_header_before_lines(void **state) {
    (void)state;
    char input[200];
    snprintf(input, sizeof input, "# two\n 1\r\n%s", LINE_DOTS);
    source s = open_text(input);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 3);
    expect_end(&s);
    close_source(&s);
}

static void test_io_comments_hold_digits(void **state) {
    (void)state;
    /* digits in comments are not cells, and a comment inside a grid is skipped */
    source s =
        open_text("# 123456789123456789123456789123456789123456789123456789123456789"
                  "123456789123456789\n# 5\n103000509\n002109400\n# inside\n"
                  "000704000\n300502006\n060000050\n700803004\n000401000\n"
                  "009205800\n804000107\n");
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 3);
    expect_end(&s);
    close_source(&s);
}

static void test_io_crlf_line_ends(void **state) {
    (void)state;
    char input[400] = "";
    const char *p = SEED000_ROWS;
    for (const char *nl; (nl = strchr(p, '\n')) != NULL; p = nl + 1) {
        strncat(input, p, (size_t)(nl - p));
        strcat(input, "\r\n");
    }
    strcat(input, "\r\n");
    strcat(input, LINE_DOTS);
    strcat(input, "\r\n");
    strcat(input, LINE_DOTS);
    strcat(input, "\n");
    source s = open_text(input);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 1);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 11);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 12);
    expect_end(&s);
    close_source(&s);
    /* raw has LF only; the record says its lines ended in CR LF */
    s = open_text(input);
    sudoku_record rec;
    read_ok(&s, &rec);
    assert_true(rec.crlf);
    assert_null(memchr(rec.raw, '\r', rec.raw_len));
    read_ok(&s, &rec);
    assert_true(rec.crlf); /* the blank line before it too */
    read_ok(&s, &rec);
    assert_false(rec.crlf);
    close_source(&s);
}

static void test_io_missing_final_newline(void **state) {
    (void)state;
    source s = open_text(LINE_DOTS);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 1);
    expect_end(&s);
    close_source(&s);
    char input[200];
    snprintf(input, sizeof input, "%.*s", (int)strlen(SEED000_ROWS) - 1, SEED000_ROWS);
    s = open_text(input);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 1);
    expect_end(&s);
    close_source(&s);
}

static void test_io_box_drawing(void **state) {
    (void)state;
    source s = open_text("1 0 3 | 0 0 0 | 5 0 9\n0 0 2 | 1 0 9 | 4 0 0\n"
                         "0 0 0 | 7 0 4 | 0 0 0\n------+-------+------\n"
                         "3 0 0 | 5 0 2 | 0 0 6\n0 6 0 | 0 0 0 | 0 5 0\n"
                         "7 0 0 | 8 0 3 | 0 0 4\n------+-------+------\n"
                         "0 0 0 | 4 0 1 | 0 0 0\n0 0 9 | 2 0 5 | 8 0 0\n"
                         "8 0 4 | 0 0 0 | 1 0 7\n\n"
                         "+---+---+---+\n|103|000|509|\n|002|109|400|\n|000|704|000|\n"
                         "+===+===+===+\n|300|502|006|\n|060|000|050|\n|700|803|004|\n"
                         "+---+---+---+\n|000|401|000|\n|009|205|800|\n|804|000|107|\n"
                         "+---+---+---+\n");
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_SPACED, '0', 1);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 14);
    expect_end(&s);
    close_source(&s);
}

static void test_io_mixed_layouts_in_one_input(void **state) {
    (void)state;
    char input[600];
    snprintf(input, sizeof input, "%s\n%s\n%s%s\n", LINE_DOTS, SEED002_SPACED,
             SEED000_ROWS, LINE_ZEROS);
    source s = open_text(input);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 1);
    expect_puzzle(&s, SEED002, SUDOKU_LAYOUT_SPACED, '0', 2);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 12);
    expect_puzzle(&s, LINE_ZEROS, SUDOKU_LAYOUT_LINE, '0', 21);
    expect_end(&s);
    close_source(&s);
}

static void test_io_empty_input(void **state) {
    (void)state;
    const char *inputs[] = {"", "\n", "\n\n  \t \r\n", "# only a comment\n",
                            "----+----\n"};
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        source s = open_text(inputs[i]);
        expect_end(&s);
        close_source(&s);
    }
}

static void test_io_reader_free_null(void **state) {
    (void)state;
    sudoku_reader_free(NULL);
}

/* ------------------------------------------------------------ malformed */

static void test_io_short_line(void **state) {
    (void)state;
    char bad[82];
    snprintf(bad, sizeof bad, "%s\n", LINE_DOTS + 1);
    expect_bad_then_good(bad, 81, 0, "line has 80 cells; " COUNT_RULE);
}

static void test_io_long_line(void **state) {
    (void)state;
    char bad[84];
    snprintf(bad, sizeof bad, "%s1\n", LINE_DOTS);
    expect_bad_then_good(bad, 83, 0, "line has 82 cells; " COUNT_RULE);
}

static void test_io_letters(void **state) {
    (void)state;
    char bad[83];
    snprintf(bad, sizeof bad, "%s\n", LINE_DOTS);
    bad[5] = 'k';
    expect_bad_then_good(bad, 82, 6, "unexpected character 'k'; " CELL_RULE);
}

static void test_io_punctuation(void **state) {
    (void)state;
    char bad[83];
    snprintf(bad, sizeof bad, "%s\n", LINE_DOTS);
    bad[80] = '!';
    expect_bad_then_good(bad, 82, 81, "unexpected character '!'; " CELL_RULE);
}

static void test_io_binary_byte(void **state) {
    (void)state;
    char bad[83];
    snprintf(bad, sizeof bad, "%s\n", LINE_DOTS);
    bad[0] = '\x01';
    expect_bad_then_good(bad, 82, 1, "unexpected byte 0x01; " CELL_RULE);
}

static void test_io_nul_byte(void **state) {
    (void)state;
    char bad[83];
    snprintf(bad, sizeof bad, "%s\n", LINE_DOTS);
    bad[40] = '\0';
    expect_bad_then_good(bad, 82, 41, "unexpected byte 0x00; " CELL_RULE);
}

static void test_io_nul_bytes_at_line_ends(void **state) {
    (void)state;
    char input[300];
    size_t n = 0;
    memcpy(input + n, LINE_DOTS, 80), n += 80;
    input[n++] = '\0'; /* last cell, right before the newline */
    input[n++] = '\n';
    memcpy(input + n, LINE_DOTS, 81), n += 81;
    input[n++] = '\n';
    input[n++] = '\0'; /* a NUL alone at the end, no newline */
    source s = open_bytes(input, n);
    expect_format(&s, 1, 81, "unexpected byte 0x00; " CELL_RULE);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 2);
    expect_format(&s, 3, 1, BINARY_RULE(0x00)); /* a NUL alone: no puzzle's attempt */
    expect_end(&s);
    close_source(&s);
}

/* Lines around the reader's 4096-byte fill size end where they should. */
static void test_io_lines_around_fill_size(void **state) {
    (void)state;
    for (size_t len = 4093; len <= 4098; len++) {
        char *input = malloc(len + 2 * 82 + 1);
        assert_non_null(input);
        memset(input, '7', len);
        input[len] = '\n';
        memcpy(input + len + 1, LINE_DOTS, 81);
        input[len + 82] = '\n';
        memcpy(input + len + 83, LINE_DOTS, 81); /* no final newline */
        source s = open_bytes(input, len + 164);
        char text[64];
        snprintf(text, sizeof text, "line too long (%zu bytes; at most 3072)", len);
        expect_format(&s, 1, 0, text);
        expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 2);
        expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 3);
        expect_end(&s);
        close_source(&s);
        free(input);
    }
}

static void test_io_invalid_utf8(void **state) {
    (void)state;
    char bad[83];
    snprintf(bad, sizeof bad, "%s\n", LINE_DOTS);
    bad[2] = '\xff';
    expect_bad_then_good(bad, 82, 3, "unexpected byte 0xFF; " CELL_RULE);
}

static void test_io_utf8_letter(void **state) {
    (void)state;
    char bad[84];
    snprintf(bad, sizeof bad, "\xc3\xa9%s\n", LINE_DOTS + 1);
    expect_bad_then_good(bad, 83, 1, "unexpected byte 0xC3; " CELL_RULE);
}

static void test_io_very_long_line(void **state) {
    (void)state;
    size_t len = 1000000;
    char *bad = malloc(len + 1);
    assert_non_null(bad);
    memset(bad, '5', len);
    bad[len] = '\n';
    expect_bad_then_good(bad, len + 1, 0, "line too long (1000000 bytes; at most 3072)");
    memset(bad, ' ', len); /* blank, yet too long to be kept: no overread */
    expect_bad_then_good(bad, len + 1, 0, "line too long (1000000 bytes; at most 3072)");
    free(bad);
}

static void test_io_very_long_line_raw_is_bounded(void **state) {
    (void)state;
    size_t len = 70000; /* longer than the reader's block too */
    char *bad = malloc(len + 1);
    assert_non_null(bad);
    memset(bad, '.', len);
    bad[len] = '\n';
    source s = open_bytes(bad, len + 1);
    sudoku_record rec;
    sudoku_error err;
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_EFORMAT);
    assert_true(rec.raw_len <= 3073); /* the stored 3072 bytes and a newline */
    assert_int_equal(err.line, 1);
    expect_end(&s);
    close_source(&s);
    free(bad);
}

static void test_io_grid_of_eight_rows(void **state) {
    (void)state;
    char input[300];
    snprintf(input, sizeof input, "%.80s\n%s\n", SEED000_ROWS, LINE_DOTS);
    source s = open_text(input);
    expect_format(&s, 1, 0, "grid has 8 rows; expected 9 rows of 9 cells");
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 10);
    expect_end(&s);
    close_source(&s);
    s = open_text("103000509\n002109400\n"); /* cut short by the end of input */
    expect_format(&s, 1, 0, "grid has 2 rows; expected 9 rows of 9 cells");
    expect_end(&s);
    close_source(&s);
}

static void test_io_grid_followed_by_a_line(void **state) {
    (void)state;
    char input[300];
    snprintf(input, sizeof input, "%.30s%s\n", SEED000_ROWS, LINE_DOTS);
    source s = open_text(input);
    expect_format(&s, 1, 0, "grid has 3 rows; expected 9 rows of 9 cells");
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 4);
    expect_end(&s);
    close_source(&s);
}

static void test_io_grid_of_ten_rows(void **state) {
    (void)state;
    char input[300];
    snprintf(input, sizeof input, "%s804000107\n\n%s", SEED000_ROWS, SEED000_ROWS);
    source s = open_text(input);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 1);
    expect_format(&s, 10, 0, "grid has 1 row; expected 9 rows of 9 cells");
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 12);
    expect_end(&s);
    close_source(&s);
}

static void test_io_grid_short_row(void **state) {
    (void)state;
    source s = open_text("103000509\n002109400\n000704000\n30050200\n060000050\n"
                         "700803004\n000401000\n009205800\n804000107\n\n103000509\n"
                         "002109400\n000704000\n300502006\n060000050\n700803004\n"
                         "000401000\n009205800\n804000107\n");
    expect_format(&s, 4, 0, "grid row 4 has 8 cells; expected 9");
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 11);
    expect_end(&s);
    close_source(&s);
}

static void test_io_grid_long_row(void **state) {
    (void)state;
    source s = open_text("103000509\n002109400\n000704000\n3005020066\n060000050\n"
                         "700803004\n000401000\n009205800\n804000107\n");
    expect_format(&s, 4, 0, "grid row 4 has 10 cells; expected 9");
    expect_end(&s);
    close_source(&s);
}

static void test_io_grid_first_row_wrong(void **state) {
    (void)state;
    source s = open_text("1030005\n002109400\n000704000\n300502006\n060000050\n"
                         "700803004\n000401000\n009205800\n804000107\n");
    /* seven digits alone on the first line read as a POJ count */
    expect_format(&s, 2, 0, "grid has 8 rows; expected 9 rows of 9 cells");
    sudoku_record rec;
    sudoku_error err;
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_ECOUNT);
    assert_string_equal(err.text,
                        "count line announces 1030005 puzzles, 1 follows; the count (POJ "
                        "2676's first line) must be the number of puzzles after it");
    close_source(&s);
    s = open_text("1 0 3 0 0\n002109400\n000704000\n300502006\n060000050\n"
                  "700803004\n000401000\n009205800\n804000107\n");
    /* a stray line costs itself; the 8 rows after it are a grid of their own */
    expect_format(&s, 1, 0, "line has 5 cells; " COUNT_RULE);
    expect_format(&s, 2, 0, "grid has 8 rows; expected 9 rows of 9 cells");
    expect_end(&s);
    close_source(&s);
}

static void test_io_grid_stray_character(void **state) {
    (void)state;
    source s = open_text("103000509\n002109400\n00a704000\n300502006\n060000050\n"
                         "700803004\n000401000\n009205800\n804000107\n");
    expect_format(&s, 3, 3, "unexpected character 'a'; " CELL_RULE);
    expect_end(&s);
    close_source(&s);
}

static void test_io_raw_keeps_the_record(void **state) {
    (void)state;
    source s = open_text("103000509\n002109400\n00a704000\n300502006\n060000050\n"
                         "700803004\n000401000\n009205800\n804000107\n");
    sudoku_record rec;
    sudoku_error err;
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_EFORMAT);
    assert_int_equal(rec.line, 1);
    assert_int_equal(rec.raw_len, 90);
    assert_memory_equal(rec.raw, "103000509\n002109400\n00a704000\n", 30);
    close_source(&s);
}

static void test_io_poj_count_too_high(void **state) {
    (void)state;
    char input[300];
    snprintf(input, sizeof input, "# sample\n3\n%s", SEED000_ROWS);
    source s = open_text(input);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 3);
    sudoku_record rec;
    sudoku_error err;
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_ECOUNT);
    assert_int_equal(err.line, 2);
    assert_int_equal(err.column, 0);
    assert_string_equal(err.text,
                        "count line announces 3 puzzles, 1 follows; the count (POJ "
                        "2676's first line) must be the number of puzzles after it");
    expect_end(&s);
    close_source(&s);
}

static void test_io_poj_count_too_low(void **state) {
    (void)state;
    char input[300];
    snprintf(input, sizeof input, "1\n%s\n%s", SEED000_ROWS, SEED000_ROWS);
    source s = open_text(input);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 2);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 12);
    sudoku_record rec;
    sudoku_error err;
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_ECOUNT);
    assert_int_equal(err.line, 1);
    assert_string_equal(err.text,
                        "count line announces 1 puzzle, 2 follow; the count (POJ 2676's "
                        "first line) must be the number of puzzles after it");
    expect_end(&s);
    close_source(&s);
}

/* The last line of a record's raw text: the comments before it aside. */
static void test_io_record_last_line(void **state) {
    (void)state;
    sudoku_record rec;
    sudoku_error err;
    source s = open_text("# a note\n12345\n");
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_EFORMAT);
    size_t len = 0;
    const char *line = sudoku_record_last_line(&rec, &len);
    assert_int_equal(len, 5);
    assert_memory_equal(line, "12345", 5);
    close_source(&s);
}

/* Reads 'text', one bad record at 'line' saying 'message' whose raw text is
** the whole input, and nothing after it. */
static void expect_one_bad_record(const char *text, unsigned long line,
                                  const char *message) {
    sudoku_record rec;
    sudoku_error err;
    source s = open_text(text);
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_EFORMAT);
    assert_int_equal(err.line, line);
    assert_string_equal(err.text, message);
    assert_int_equal(rec.raw_len, strlen(text));
    assert_memory_equal(rec.raw, text, strlen(text));
    expect_end(&s);
    close_source(&s);
}

/* A count line with no puzzle after it was no count: "12345" alone is a
** bad line (a record of its own, saying what is accepted), in its place
** among the comment lines around it. */
static void test_io_count_alone_is_a_bad_line(void **state) {
    (void)state;
    expect_one_bad_record("12345\n", 1,
                          "line has 5 cells; a puzzle is 81 cells on a line (729 "
                          "with pencil marks) or 9 rows of 9");
    expect_one_bad_record("# a\n3\n# c\n", 2,
                          "line has 1 cell; a puzzle is 81 cells on a line (729 "
                          "with pencil marks) or 9 rows of 9");
}

static void test_io_read_error(void **state) {
    (void)state;
    /* a stream open only for writing fails every read (ctest's cwd is the
    ** build directory) */
    const char *path = "test_io_read_error.tmp";
    FILE *w = fopen(path, "wb");
    assert_non_null(w);
    sudoku_reader *r = sudoku_reader_new(w);
    assert_non_null(r);
    sudoku_record rec;
    sudoku_error err;
    assert_int_equal(sudoku_read(r, &rec, &err), SUDOKU_EIO);
    sudoku_reader_free(r);
    fclose(w);
    remove(path);
}

/* ------------------------------------------------------------ layouts of the wild */

/* Reads one record and returns it (status SUDOKU_OK asserted). */

static void test_io_titles_name_the_next_puzzle(void **state) {
    (void)state;
    char input[800];
    snprintf(input, sizeof input,
             "Grid 01\n%s%% randomly generated - hard\n%s\n[Puzzle]\n%s", SEED000_ROWS,
             LINE_DOTS, SEED000_ROWS);
    source s = open_text(input);
    sudoku_record rec;
    read_ok(&s, &rec);
    assert_string_equal(rec.name, "Grid 01");
    assert_int_equal(rec.line, 2); /* the first row, not the title */
    read_ok(&s, &rec);
    assert_string_equal(rec.name, "randomly generated - hard");
    read_ok(&s, &rec);
    assert_string_equal(rec.name, "Puzzle");
    assert_memory_equal(rec.raw, "[Puzzle]\n103000509\n", 19);
    expect_end(&s);
    close_source(&s);
}

static void test_io_stray_line_costs_one_record(void **state) {
    (void)state;
    char input[400];
    snprintf(input, sizeof input, "Grid 01\n%s1\nGrid 02\n%s", SEED000_ROWS,
             SEED000_ROWS);
    source s = open_text(input);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 2);
    expect_format(&s, 11, 0, "line has 1 cell; " COUNT_RULE);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 13);
    expect_end(&s);
    close_source(&s);
}

static void test_io_border_styles(void **state) {
    (void)state;
    /* SimpleSudoku, then HoDoKu's three borders, back to back */
    source s = open_text("*-----------*\n|1.3|...|5.9|\n|..2|1.9|4..|\n|...|7.4|...|\n"
                         "|---+---+---|\n|3..|5.2|..6|\n|.6.|...|.5.|\n|7..|8.3|..4|\n"
                         "|---+---+---|\n|...|4.1|...|\n|..9|2.5|8..|\n|8.4|...|1.7|\n"
                         "*-----------*\n"
                         ".-------.-------.-------.\n| 1 . 3 | . . . | 5 . 9 |\n"
                         "| . . 2 | 1 . 9 | 4 . . |\n| . . . | 7 . 4 | . . . |\n"
                         ":-------+-------+-------:\n| 3 . . | 5 . 2 | . . 6 |\n"
                         "| . 6 . | . . . | . 5 . |\n| 7 . . | 8 . 3 | . . 4 |\n"
                         ":-------+-------+-------:\n| . . . | 4 . 1 | . . . |\n"
                         "| . . 9 | 2 . 5 | 8 . . |\n| 8 . 4 | . . . | 1 . 7 |\n"
                         "'-------'-------'-------'\n");
    sudoku_record rec;
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '.', 2);
    read_ok(&s, &rec);
    assert_int_equal(rec.line, 15);
    assert_int_equal(rec.layout, SUDOKU_LAYOUT_SPACED);
    /* top and closing borders are the record's own */
    assert_memory_equal(rec.raw, ".-------.", 9);
    assert_memory_equal(rec.raw + rec.raw_len - 26, "'-------'-------'-------'\n", 26);
    expect_end(&s);
    close_source(&s);
}

static void test_io_fields_after_81_cells(void **state) {
    (void)state;
    static const char *const seps[] = {" 2.5", "\t# name", ";11.9;name",
                                       ":1:x", ",",        ","};
    for (size_t i = 0; i < sizeof seps / sizeof seps[0]; i++) {
        char input[200];
        snprintf(input, sizeof input, "%s%s\r\n", LINE_DOTS, seps[i]);
        source s = open_text(input);
        sudoku_record rec;
        read_ok(&s, &rec);
        assert_int_equal(rec.raw_len, 82 + strlen(seps[i])); /* fields kept */
        expect_end(&s);
        close_source(&s);
    }
    char bad[100];
    snprintf(bad, sizeof bad, "%sk 2.5\n", LINE_DOTS);
    expect_bad_then_good(bad, strlen(bad), 82,
                         "unexpected character 'k' after 81 cells; fields after a puzzle "
                         "follow a space, tab, ',', ';' or ':'");
    snprintf(bad, sizeof bad, "%s 2.5\n", LINE_DOTS + 1);
    expect_bad_then_good(bad, strlen(bad), 0,
                         "line has 80 cells before its first field; " COUNT_RULE);
}

static void test_io_every_blank(void **state) {
    (void)state;
    for (const char *b = ".0*_xX-?"; *b; b++) {
        char input[100];
        for (int i = 0; i < 81; i++)
            input[i] = LINE_DOTS[i] == '.' ? *b : LINE_DOTS[i];
        input[81] = '\n';
        source s = open_bytes(input, 82);
        sudoku_record rec;
        read_ok(&s, &rec);
        sudoku_grid want;
        cells_of(LINE_DOTS, &want);
        assert_memory_equal(rec.grid.cell, want.cell, 81);
        assert_true(rec.empty == '.' || rec.empty == '0');
        close_source(&s);
    }
}

static void test_io_byte_order_mark(void **state) {
    (void)state;
    char input[300];
    snprintf(input, sizeof input, "\xEF\xBB\xBF%s\r\n%s\r\n", LINE_DOTS, LINE_ZEROS);
    source s = open_text(input);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 1);
    expect_puzzle(&s, LINE_ZEROS, SUDOKU_LAYOUT_LINE, '0', 2);
    expect_end(&s);
    close_source(&s);
    /* at the start of a later line too (`cat a.txt b.txt`); inside a line
    ** it is a bad byte */
    snprintf(input, sizeof input, "%s\n\xEF\xBB\xBF%s\n4\xEF\xBB\xBF%s\n", LINE_DOTS,
             LINE_DOTS, LINE_DOTS + 1);
    s = open_text(input);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 1);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 2);
    expect_format(&s, 3, 2, "unexpected byte 0xEF; " CELL_RULE);
    close_source(&s);
}

/* The 729-character form of LINE_DOTS with digit 'drop' also allowed in
** cell 1 (so that cell keeps two candidates). */
static void marks_line(char *out, int drop) {
    for (int i = 0; i < 81; i++)
        for (int k = 0; k < 9; k++) {
            int given = LINE_DOTS[i] != '.' && LINE_DOTS[i] - '1' == k;
            int open = LINE_DOTS[i] == '.' && (i != 1 || k == 0 || k == drop - 1);
            out[9 * i + k] = given || open ? (char)('1' + k) : '.';
        }
}

static void test_io_pencil_marks_line(void **state) {
    (void)state;
    char input[800];
    marks_line(input, 2);
    memcpy(input + 729, " name\n", 7);
    source s = open_text(input);
    sudoku_record rec;
    read_ok(&s, &rec);
    assert_int_equal(rec.pencilmarks, 1);
    assert_int_equal(rec.layout, SUDOKU_LAYOUT_LINE);
    /* cell 0's one candidate 4 is still a candidate of empty cells it sees:
    ** as Sudoku Explainer reads it, it is empty, for a single to place */
    assert_int_equal(rec.grid.cell[0], 0);
    assert_int_equal(rec.marks.mask[0], 0x8);
    assert_int_equal(rec.marks.mask[1], 0x3);   /* 1 and 2 */
    assert_int_equal(rec.marks.mask[2], 0x1FF); /* untouched */
    expect_end(&s);
    close_source(&s);
    input[9 * 2 + 4] = '3'; /* place 5 of cell 3 holds 3 */
    input[729] = '\n';
    expect_bad_then_good(input, 730, 23,
                         "unexpected character '3' in a 729-character line; place k of "
                         "each cell's nine holds digit k or a blank");
}

/* A cell with one candidate that no empty cell it sees holds is a given. */
static void test_io_pencil_marks_line_given(void **state) {
    (void)state;
    char input[800];
    marks_line(input, 2);
    for (int i = 1; i < 81; i++)
        if (i / 9 == 0 || i % 9 == 0 || (i / 27 == 0 && i % 9 < 3))
            input[9 * i + 3] = '.'; /* 4 gone from cell 0's peers */
    input[729] = '\n';
    input[730] = '\0'; /* open_text reads to the NUL */
    source s = open_text(input);
    sudoku_record rec;
    read_ok(&s, &rec);
    assert_int_equal(rec.grid.cell[0], 4);
    assert_int_equal(rec.marks.mask[0], 0);
    assert_int_equal(rec.grid.cell[9 * 3 + 1], 0); /* r4c2's 2: r4c1 holds 2 */
    assert_int_equal(rec.marks.mask[9 * 3 + 1], 0x2);
    expect_end(&s);
    close_source(&s);
}

static const char PM_GRID[] =
    ".------------------.------------------.------------------.\n"
    "| 19    7     169  | 2     156   3    | 459   8     49   |\n"
    "| 3     4     5    | 7     9     8    | 1     2     6    |\n"
    "| 2     169   8    | 16    4     156  | 3579  35    379  |\n"
    ":------------------+------------------+------------------:\n"
    "| 4     136   1367 | 5     1367  9    | 8     36    2    |\n"
    "| 17    5     12367| 8     12367 4    | 367   9     37   |\n"
    "| 8     369   23679| 36    2367  26   | 34567 3456  1    |\n"
    ":------------------+------------------+------------------:\n"
    "| 1579  139   13479| 13469 12356 1256 | 23469 346   8    |\n"
    "| 159   8     1349 | 13469 12356 1256 | 23469 7     349  |\n"
    "| 6     2     349  | 349   8     7    | 349   1     5    |\n"
    "'------------------'------------------'------------------'\n";

static void test_io_pencil_marks_grid(void **state) {
    (void)state;
    source s = open_text(PM_GRID);
    sudoku_record rec;
    read_ok(&s, &rec);
    assert_int_equal(rec.pencilmarks, 1);
    assert_int_equal(rec.line, 2);
    assert_int_equal(rec.grid.cell[1], 7);             /* one digit: placed */
    assert_int_equal(rec.marks.mask[0], 0x101);        /* 19 */
    assert_int_equal(rec.marks.mask[9 * 4 + 2], 0x67); /* 12367, '|' right after */
    expect_end(&s);
    close_source(&s);
    /* a row short of a list counts lists, not digits */
    char bad[sizeof PM_GRID];
    memcpy(bad, PM_GRID, sizeof PM_GRID);
    char *row = strstr(bad, "| 17    5 ");
    memcpy(row, "|       5 ", 10);
    s = open_text(bad);
    expect_format(&s, 7, 0, "grid row 5 has 8 cells; expected 9");
    expect_end(&s);
    close_source(&s);
}

static void test_io_format_record_keeps_the_text(void **state) {
    (void)state;
    source s = open_text("% name\n|1.3|...|5.9|\n|..2|1.9|4..|\n|...|7.4|...|\n"
                         "|---+---+---|\n|3..|5.2|..6|\n|.6.|...|.5.|\n|7..|8.3|..4|\n"
                         "|---+---+---|\n|...|4.1|...|\n|..9|2.5|8..|\n|8.4|...|1.7|\n"
                         "*-----------*\n");
    sudoku_record rec;
    read_ok(&s, &rec);
    close_source(&s);
    sudoku_grid solution;
    assert_int_equal(sudoku_solve(&rec.grid, &solution, NULL), SUDOKU_OK);
    char buf[SUDOKU_RAW_MAX + 1];
    size_t n = sudoku_format_record(&rec, &solution, buf, sizeof buf);
    assert_int_equal(n, rec.raw_len);
    assert_memory_equal(buf, "% name\n|143|628|579|\n", 21);
    assert_string_equal(buf + n - 14, "*-----------*\n");
    assert_int_equal(sudoku_format_record(&rec, &solution, buf, n), 0); /* too small */
    /* and it reads back as the solution, with the same name */
    sudoku_format_record(&rec, &solution, buf, sizeof buf);
    s = open_text(buf);
    sudoku_record back;
    read_ok(&s, &back);
    assert_memory_equal(back.grid.cell, solution.cell, 81);
    assert_string_equal(back.name, "name");
    close_source(&s);
}

static void test_io_format_record_pads_candidates(void **state) {
    (void)state;
    source s = open_text(PM_GRID);
    sudoku_record rec;
    read_ok(&s, &rec);
    close_source(&s);
    sudoku_grid solution;
    assert_int_equal(sudoku_solve_marks(&rec.grid, &rec.marks, &solution, NULL),
                     SUDOKU_OK);
    assert_true(sudoku_is_solution(&rec.grid, &solution));
    char buf[SUDOKU_RAW_MAX + 1];
    size_t n = sudoku_format_record(&rec, &solution, buf, sizeof buf);
    assert_int_equal(n, rec.raw_len); /* columns kept */
    sudoku_grid back;
    assert_int_equal(sudoku_parse(buf, n, &back, NULL, NULL), SUDOKU_OK);
    assert_memory_equal(back.cell, solution.cell, 81);
}

/* ------------------------------------------------------------ the filter */

/* Reads the only record of 'text', solves it and answers it in its own text
** into 'buf' (SUDOKU_RECORD_TEXT_MAX bytes); returns the answer's length. */
static size_t answer_in_kind(const char *text, sudoku_grid *solution, char *buf) {
    source s = open_text(text);
    sudoku_record rec;
    read_ok(&s, &rec);
    close_source(&s);
    assert_int_equal(rec.pencilmarks
                         ? sudoku_solve_marks(&rec.grid, &rec.marks, solution, NULL)
                         : sudoku_solve(&rec.grid, solution, NULL),
                     SUDOKU_OK);
    size_t n = sudoku_format_record(&rec, solution, buf, SUDOKU_RECORD_TEXT_MAX);
    assert_int_not_equal(n, 0);
    /* the answer reads back as the solution */
    sudoku_grid back;
    assert_int_equal(sudoku_parse(buf, n, &back, NULL, NULL), SUDOKU_OK);
    assert_memory_equal(back.cell, solution->cell, 81);
    return n;
}

/* Kennett's -fcsv, as sudoku(6) writes it: nine rows of nine fields, an
** empty field a blank; the answer fills the fields in. */
static void test_io_field_rows_kennett_csv(void **state) {
    (void)state;
    static const char csv[] = ",9,,,8,,2,,\n,,,,1,,,5,4\n,,,,5,3,6,,1\n3,6,,,,9,,7,\n"
                              ",,,,7,,,,\n,1,,5,,,,8,2\n2,,6,7,3,,,,\n1,5,,,4,,,,\n"
                              ",,3,,9,,,4,\n";
    source s = open_text(csv);
    sudoku_record rec;
    read_ok(&s, &rec);
    assert_int_equal(rec.grid.cell[0], 0);
    assert_int_equal(rec.grid.cell[1], 9);
    assert_int_equal(rec.grid.cell[4], 8);
    assert_int_equal(rec.grid.cell[80], 0);
    assert_int_equal(rec.cell_len[0], 0); /* an empty field: nothing to overwrite */
    expect_end(&s);
    close_source(&s);
    sudoku_grid solution;
    char buf[SUDOKU_RECORD_TEXT_MAX];
    size_t n = answer_in_kind(csv, &solution, buf);
    assert_int_equal(n, 9 * 18); /* nine lines of 9 digits and 8 commas */
    for (size_t i = 0; i < n; i++)
        assert_true(buf[i] == (i % 18 == 17 ? '\n'
                               : i % 2      ? ','
                                            : '0' + solution.cell[i / 2]));
    assert_int_equal(sudoku_format_record(&rec, &solution, buf, rec.raw_len + 1), 0);
}

/* Fields split by ';', by tabs (empty ones at the ends too), or one puzzle
** as 81 fields; a field of two characters is no field row. */
static void test_io_field_rows_other_separators(void **state) {
    (void)state;
    char input[600] = "", *at = input;
    for (int r = 0; r < 9; r++, *at++ = '\n')
        for (int c = 0; c < 9; c++) {
            char cell = SEED000[r * 9 + c];
            if (c) *at++ = ';';
            if (cell != '0') *at++ = cell;
        }
    *at++ = '\n';
    for (int r = 0; r < 9; r++, *at++ = '\n')
        for (int c = 0; c < 9; c++) {
            char cell = SEED000[r * 9 + c];
            if (c) *at++ = '\t';
            if (cell != '0') *at++ = cell;
        }
    for (int i = 0; i < 81; i++) {
        if (i) *at++ = ',';
        if (LINE_DOTS[i] != '.') *at++ = LINE_DOTS[i];
    }
    strcpy(at, "\n1,2,34,,,,,,\n");
    source s = open_text(input);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 1);
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 11);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 20);
    expect_format(&s, 21, 2, "unexpected character ','; " CELL_RULE);
    expect_end(&s);
    close_source(&s);
}

/* Grids drawn with Unicode box-drawing characters: the lines are borders,
** the bars walls; with every cell walled, a blank cell is a space, and the
** answer writes its digit there, the drawing untouched. */
static void test_io_unicode_box_drawing(void **state) {
    (void)state;
    char input[3000] = "";
    strcat(input, "\u2554\u2550\u2550\u2550\u2564\u2550\u2550\u2550\u2557\n");
    for (int r = 0; r < 9; r++) {
        if (r == 3 || r == 6) strcat(input, "\u2560\u2550\u2550\u256a\u2550\u2563\n");
        strcat(input, "\u2551");
        for (int c = 0; c < 9; c++) {
            char cell[8] = {' ', SEED000[r * 9 + c] == '0' ? ' ' : SEED000[r * 9 + c],
                            ' ', '\0'};
            strcat(cell, c == 8 ? "\u2551" : c % 3 == 2 ? "\u2551" : "\u2502");
            strcat(input, cell);
        }
        strcat(input, "\n");
    }
    strcat(input, "\u255a\u2550\u2550\u2550\u2567\u2550\u2550\u2550\u255d\n");
    strcat(input, "\u250c\u2500\u2500\u2500\u2510\n\u2502 1 . 3 \u2502 . . . \u2502 5 . "
                  "9 \u2502\n");
    source s = open_text(input);
    sudoku_record rec;
    expect_puzzle(&s, SEED000, SUDOKU_LAYOUT_GRID, '0', 2);
    expect_format(&s, 15, 0, "grid has 1 row; expected 9 rows of 9 cells");
    assert_int_equal(sudoku_read(s.reader, &rec, NULL), SUDOKU_END);
    close_source(&s);
    sudoku_grid solution;
    char buf[SUDOKU_RECORD_TEXT_MAX];
    char *end = strstr(input, "\u250c");
    *end = '\0';
    size_t n = answer_in_kind(input, &solution, buf);
    assert_int_equal(n, strlen(input)); /* a space became a digit */
    assert_memory_equal(buf, input, (size_t)(strchr(input, '\n') - input + 1));
    assert_memory_equal(buf + n - 28, input + n - 28, 28); /* the bottom line */
}

/* Comments and blank lines before a record are in its raw text, and in its
** answer; those after the last record come with SUDOKU_END. */
static void test_io_comments_go_with_the_answer(void **state) {
    (void)state;
    char input[400];
    snprintf(input, sizeof input, "# head\n\n%s\n# between\n%s# in\n%s\n# tail\n\n",
             LINE_DOTS, "Grid 2\n103000509\n002109400\n000704000\n300502006\n",
             "# row 5 next\n060000050\n700803004\n000401000\n009205800\n804000107");
    source s = open_text(input);
    sudoku_record rec;
    sudoku_grid solution;
    char buf[SUDOKU_RECORD_TEXT_MAX];
    read_ok(&s, &rec);
    assert_int_equal(rec.line, 3);
    assert_memory_equal(rec.raw, "# head\n\n4.....8.5", 17);
    assert_int_equal(sudoku_solve(&rec.grid, &solution, NULL), SUDOKU_OK);
    size_t n = sudoku_format_record(&rec, &solution, buf, sizeof buf);
    assert_int_equal(n, 8 + 82);
    assert_memory_equal(buf, "# head\n\n4173", 12);
    read_ok(&s, &rec);
    assert_string_equal(rec.name, "Grid 2");
    assert_memory_equal(rec.raw, "# between\nGrid 2\n103000509\n", 27);
    char raw[SUDOKU_RAW_MAX + 1];
    memcpy(raw, rec.raw, rec.raw_len);
    raw[rec.raw_len] = '\0';
    assert_non_null(strstr(raw, "502006\n# in\n# row 5 next\n060000050\n"));
    assert_int_equal(sudoku_read(s.reader, &rec, NULL), SUDOKU_END);
    assert_int_equal(rec.raw_len, 8);
    assert_memory_equal(rec.raw, "# tail\n\n", 8);
    close_source(&s);
}

/* More comment text before a puzzle than SUDOKU_NOTES_MAX: the rest is
** dropped, and the record says so; its own text is whole. */
static void test_io_comments_past_the_bound(void **state) {
    (void)state;
    size_t len = 60 * 50 + 82;
    char *input = malloc(len + 1);
    assert_non_null(input);
    for (int i = 0; i < 60; i++)
        snprintf(input + i * 50, 51, "# %-47s\n", "a long note");
    snprintf(input + 60 * 50, 83, "%s\n", LINE_DOTS);
    source s = open_bytes(input, len);
    sudoku_record rec;
    read_ok(&s, &rec);
    assert_true(rec.notes_cut);
    assert_false(rec.raw_cut);
    assert_true(rec.raw_len <= SUDOKU_NOTES_MAX + 82);
    assert_memory_equal(rec.raw + rec.raw_len - 82, LINE_DOTS, 81);
    expect_end(&s);
    close_source(&s);
    free(input);
}

/* A 729-character pencil-mark line is answered by its 81 digits, and its
** fields stay. */
static void test_io_marks_line_answered_by_digits(void **state) {
    (void)state;
    char input[800];
    for (int i = 0; i < 729; i++) {
        int digit = SEED000[i / 9] - '0', place = i % 9 + 1;
        input[i] =
            digit ? (place == digit ? (char)('0' + digit) : '.') : (char)('0' + place);
    }
    strcpy(input + 729, " seed000\n");
    sudoku_grid solution;
    char buf[SUDOKU_RECORD_TEXT_MAX];
    size_t n = answer_in_kind(input, &solution, buf);
    assert_int_equal(n, 81 + 9);
    for (int i = 0; i < 81; i++)
        assert_int_equal(buf[i], '0' + solution.cell[i]);
    assert_string_equal(buf + 81, " seed000\n");
}

/* qqwing's last line ("1 puzzle generated in 0.02 seconds.") is a title, not
** a record; a long number before a word is not. */
static void test_io_number_and_word_title(void **state) {
    (void)state;
    char input[300];
    snprintf(input, sizeof input,
             "%s\n1 puzzle generated in 0.016449 seconds.\n"
             "1234567 puzzles\n",
             LINE_DOTS);
    source s = open_text(input);
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 1);
    expect_end(&s); /* "1234567 puzzles": words, no puzzle's attempt: text */
    close_source(&s);
}

/* 81 cells and fields that run past the stored line: a puzzle (the fields
** are cut, and the answer is the 81 digits); a line of 4000 cells is not. */
static void test_io_long_fields_after_the_cells(void **state) {
    (void)state;
    size_t len = 81 + 3000 + 1 + 4001;
    char *input = malloc(len + 82);
    assert_non_null(input);
    memcpy(input, LINE_DOTS, 81);
    memset(input + 81, ';', 1);
    memset(input + 82, 'a', 2999);
    input[81 + 3000] = '\n';
    memset(input + 3082, '1', 4000);
    input[3082 + 4000] = '\n';
    memcpy(input + len, LINE_DOTS, 81);
    input[len + 81] = '\n';
    source s = open_bytes(input, len + 82);
    sudoku_record rec;
    read_ok(&s, &rec);
    assert_true(rec.raw_cut);
    sudoku_grid want, solution;
    cells_of(LINE_DOTS, &want);
    assert_memory_equal(rec.grid.cell, want.cell, 81);
    assert_int_equal(sudoku_solve(&rec.grid, &solution, NULL), SUDOKU_OK);
    char buf[SUDOKU_RECORD_TEXT_MAX];
    assert_int_equal(sudoku_format_record(&rec, &solution, buf, sizeof buf), 82);
    expect_format(&s, 2, 0, "line too long (4000 bytes; at most 3072)");
    expect_puzzle(&s, LINE_DOTS, SUDOKU_LAYOUT_LINE, '.', 3);
    expect_end(&s);
    close_source(&s);
    free(input);
}

/* NUL after 81 cells is no field separator. */
static void test_io_nul_after_the_cells(void **state) {
    (void)state;
    char input[90];
    memcpy(input, LINE_DOTS, 81);
    memcpy(input + 81, "\0 x\n", 4);
    expect_bad_then_good(input, 85, 82,
                         "unexpected byte 0x00 after 81 cells; fields after a puzzle "
                         "follow a space, tab, ',', ';' or ':'");
}

static void test_io_parse_one_puzzle(void **state) {
    (void)state;
    sudoku_grid g, want;
    sudoku_candidates marks;
    sudoku_error err = {0, 0, ""};
    cells_of(SEED000, &want);
    assert_int_equal(sudoku_parse(SEED000_ROWS, strlen(SEED000_ROWS), &g, &marks, &err),
                     SUDOKU_OK);
    assert_memory_equal(g.cell, want.cell, 81);
    assert_int_equal(marks.mask[1], 0x1FF);
    assert_int_equal(marks.mask[0], 0);
    /* not NUL-terminated: only 'length' bytes are read */
    static const char with_junk[] = "1030005090021094000007040003005020060600000507008030"
                                    "04000401000009205800804000107junk";
    assert_int_equal(sudoku_parse(with_junk, 81, &g, NULL, NULL), SUDOKU_OK);
    assert_memory_equal(g.cell, want.cell, 81);
}

static void test_io_parse_failures_leave_outputs(void **state) {
    (void)state;
    sudoku_grid g, before;
    memset(&g, 7, sizeof g);
    before = g;
    sudoku_error err = {0, 0, ""};
    const char *text = "# c\n1.3k\n";
    assert_int_equal(sudoku_parse(text, strlen(text), &g, NULL, &err), SUDOKU_EFORMAT);
    assert_int_equal(err.line, 2);
    assert_int_equal(err.column, 4);
    assert_string_equal(err.text, "unexpected character 'k'; " CELL_RULE);
    assert_memory_equal(&g, &before, sizeof g);
    assert_int_equal(sudoku_parse("# none\nGrid 01\n", 15, &g, NULL, NULL), SUDOKU_END);
    assert_int_equal(sudoku_parse("", 0, &g, NULL, NULL), SUDOKU_END);
    assert_memory_equal(&g, &before, sizeof g);
}

/* ------------------------------------------------------------ writing */

static void test_io_format_line(void **state) {
    (void)state;
    sudoku_grid g;
    char buf[SUDOKU_FORMAT_MAX];
    cells_of(LINE_DOTS, &g);
    assert_int_equal(sudoku_format(&g, SUDOKU_LAYOUT_LINE, '.', buf), 82);
    assert_memory_equal(buf, LINE_DOTS, 81);
    assert_string_equal(buf + 81, "\n");
    assert_int_equal(sudoku_format(&g, SUDOKU_LAYOUT_LINE, '0', buf), 82);
    assert_memory_equal(buf, LINE_ZEROS, 81);
}

static void test_io_format_grids(void **state) {
    (void)state;
    sudoku_grid g;
    char buf[SUDOKU_FORMAT_MAX];
    cells_of(SEED000, &g);
    assert_int_equal(sudoku_format(&g, SUDOKU_LAYOUT_GRID, '0', buf), 90);
    assert_string_equal(buf, SEED000_ROWS);
    size_t n = sudoku_format(&g, SUDOKU_LAYOUT_SPACED, '.', buf);
    assert_int_equal(n, 162);
    assert_int_equal(strlen(buf), n);
    assert_memory_equal(buf, "1 . 3 . . . 5 . 9\n. . 2 1 . 9 4 . .\n", 36);
}

/* Formats 'cells' in every layout and empty marker and reads it back. */
static void round_trip(const char *cells) {
    static const sudoku_layout layouts[] = {SUDOKU_LAYOUT_LINE, SUDOKU_LAYOUT_GRID,
                                            SUDOKU_LAYOUT_SPACED};
    sudoku_grid g;
    cells_of(cells, &g);
    for (size_t i = 0; i < 3; i++) {
        for (const char *empty = ".0"; *empty; empty++) {
            char buf[2 * SUDOKU_FORMAT_MAX];
            size_t n = sudoku_format(&g, layouts[i], *empty, buf);
            assert_true(n < SUDOKU_FORMAT_MAX);
            n += sudoku_format(&g, layouts[i], *empty, buf + n);
            source s = open_bytes(buf, n);
            unsigned long second = layouts[i] == SUDOKU_LAYOUT_LINE ? 2 : 10;
            int any_empty = memchr(g.cell, 0, 81) != NULL;
            char seen = any_empty ? *empty : layouts[i] == SUDOKU_LAYOUT_LINE ? '.' : '0';
            expect_puzzle(&s, cells, layouts[i], seen, 1);
            expect_puzzle(&s, cells, layouts[i], seen, second);
            expect_end(&s);
            close_source(&s);
        }
    }
}

static void test_io_round_trip(void **state) {
    (void)state;
    round_trip(LINE_DOTS);
    round_trip(SEED000);
    round_trip(SEED002);
    round_trip("143628579572139468986754231391542786468917352725863914237481695619275843"
               "854396127");
    round_trip("000000000000000000000000000000000000000000000000000000000000000000000000"
               "000000000");
}

/* A caller hands the reader lines another reader took from the stream: they
** are read first, numbered from the line given, then the stream goes on. */
static void test_io_unread_hands_lines_back(void **state) {
    (void)state;
    static const char p1[] = "4.....8.5.3..........7......2.....6.....8.4......1.......6."
                             "3.7.5..2.....1.4......";
    char text[400];
    snprintf(text, sizeof text, "12.4\n..3.\n.4..\n%s\n%s\n", p1, p1);
    source s = open_text(text);
    sudoku_record rec;
    sudoku_error err;
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_EFORMAT);
    assert_int_equal(err.line, 1);
    /* another reader takes lines 2 to 4 from the stream and uses two */
    char line[128];
    for (int i = 0; i < 3; i++)
        assert_non_null(fgets(line, sizeof line, s.file));
    char big[4096];
    memset(big, '.', sizeof big);
    assert_int_equal(sudoku_reader_unread(s.reader, big, sizeof big, 4), SUDOKU_EINVAL);
    assert_int_equal(sudoku_reader_unread(s.reader, line, strlen(line), 4), SUDOKU_OK);
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_OK);
    assert_int_equal(rec.line, 4);
    assert_int_equal(rec.grid.cell[0], 4);
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_OK);
    assert_int_equal(rec.line, 5);
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_END);
    close_source(&s);
}

/* Four digits over a row of four cells are a 4x4's first row, not a POJ
** count: the number is a bad line alone (line 1, in raw, with its CR LF),
** and the row under it, read and to be read again, is what
** sudoku_reader_take_pending hands out (CR LF kept), after which the reader
** holds nothing and takes lines back; POJ's count over a 9x9 grid, and a
** count of 4 digits over a 9x9 line, stay counts. A count read from a
** line whose buffer held a longer comment before is its own digits. */
static void test_io_count_or_small_row(void **state) {
    (void)state;
    source s = open_text("1234\r\n....\r\n....\r\n....\r\n");
    sudoku_record rec;
    sudoku_error err = {0, 0, ""};
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_EFORMAT);
    assert_int_equal(err.line, 1);
    assert_int_equal(rec.line, 1);
    assert_non_null(strstr(err.text, "line has 4 cells"));
    assert_int_equal(rec.raw_len, 5);
    assert_memory_equal(rec.raw, "1234\n", 5);
    assert_true(rec.crlf);
    char pending[64];
    unsigned long first = 0;
    assert_int_equal(sudoku_reader_take_pending(s.reader, pending, 4, &first),
                     (size_t)-1);
    assert_int_equal(first, 0);
    assert_int_equal(
        sudoku_reader_take_pending(s.reader, pending, sizeof pending, &first), 6);
    assert_memory_equal(pending, "....\r\n", 6);
    assert_int_equal(first, 2);
    assert_int_equal(
        sudoku_reader_take_pending(s.reader, pending, sizeof pending, &first), 0);
    assert_int_equal(first, 3);
    close_source(&s);

    static const char p1[] = "4.....8.5.3..........7......2.....6.....8.4......1.......6."
                             "3.7.5..2.....1.4......";
    char text[400];
    snprintf(text, sizeof text, "# 1234567\n1234\n%s\n", p1);
    s = open_text(text);
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_OK);
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_ECOUNT);
    assert_non_null(strstr(err.text, "count line announces 1234 puzzles, 1 follows"));
    close_source(&s);
    s = open_text("1\n4 . . . . . 8 . 5\n. 3 . . . . . . .\n. . . 7 . . . . .\n"
                  ". 2 . . . . . 6 .\n. . . . 8 . 4 . .\n. . . . 1 . . . .\n"
                  ". . . 6 . 3 . 7 .\n5 . . 2 . . . . .\n1 . 4 . . . . . .\n");
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_OK);
    assert_int_equal(rec.line, 2);
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_END);
    close_source(&s);
}

/* sudoku_reader_hand_over: a board reader that reads on from the lines of
** the classic reader's last record (a caller's switch to the reader of
** every shape) checks the POJ count the classic reader took, counting the
** records before those lines, and the classic reader checks it no more; a
** right count says nothing. After a record, a number line the board reader
** reads is no count line but a bad line of its own. */
/* Whether an input's start holds fields: its first line with content (past
** blank lines, comments and a byte-order mark) is a CSV header naming the
** puzzle column, or the chosen one, or a JSON object; a grid, a puzzle line,
** a CSV header naming no puzzle column, or fields after a puzzle, are not. */
static void test_io_input_holds_fields(void **state) {
    (void)state;
    static const struct {
        const char *text, *column;
        int fields;
    } cases[] = {
        {"# variant: x\n\npuzzle,holes,index\n1.3,45,1\n", NULL, 1},
        {"\xEF\xBB\xBF  Puzzle;status\r\n", NULL, 1},
        {"{\"puzzle\":\"1.3\",\"size\":6}\n", NULL, 1},
        {"# box: 2x3\n  {\"size\":6}", NULL, 1},
        {"id,clues\n7,1.3\n", NULL, 0},
        {"id,clues\n7,1.3\n", "clues", 1},
        {"7,1.3\n", "2", 1},
        {"1.3.\n", "2", 0},
        {"# shape: 4x4\n1.3.\n..2.\n", NULL, 0},
        {"1.3.\npuzzle,holes\n", NULL, 0},
        {"# comments only\n\n", NULL, 0},
        {"", NULL, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *t = cases[i].text;
        assert_int_equal(sudoku_input_holds_fields(t, strlen(t), cases[i].column),
                         cases[i].fields);
    }
}

static void test_io_hand_over_count(void **state) {
    (void)state;
    static const char p1[] = "4.....8.5.3..........7......2.....6.....8.4......1.......6."
                             "3.7.5..2.....1.4......";
    char text[400], again[200];
    sudoku_record rec;
    sudoku_board_record *b = malloc(sizeof *b);
    assert_non_null(b);
    sudoku_error err = {0, 0, ""};
    for (int announced = 2; announced <= 3; announced++) {
        snprintf(text, sizeof text, "%d\n%s\n# again\n%s\n", announced, p1, p1);
        source s = open_text(text);
        assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_OK);
        assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_OK);
        snprintf(again, sizeof again, "# again\n%s\n", p1);
        assert_int_equal(rec.raw_len, strlen(again));
        sudoku_board_reader *boards =
            sudoku_board_reader_new_after(s.file, rec.raw, rec.raw_len, 3, NULL);
        assert_non_null(boards);
        sudoku_reader_hand_over(s.reader, 1, boards);
        assert_int_equal(sudoku_board_read(boards, b, &err), SUDOKU_OK);
        assert_int_equal(b->line, 4);
        if (announced == 3) {
            assert_int_equal(sudoku_board_read(boards, b, &err), SUDOKU_ECOUNT);
            assert_int_equal(err.line, 1);
            assert_non_null(strstr(err.text, "count line announces 3 puzzles, 2 follow"));
        }
        assert_int_equal(sudoku_board_read(boards, b, &err), SUDOKU_END);
        assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_END);
        sudoku_board_reader_free(boards);
        close_source(&s);
    }

    snprintf(text, sizeof text, "%s\n", p1);
    snprintf(again, sizeof again, "7\n%s\n", p1);
    for (int handed = 0; handed <= 1; handed++) {
        source s = open_text(text);
        assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_OK);
        sudoku_board_reader *boards =
            sudoku_board_reader_new_after(s.file, again, strlen(again), 2, NULL);
        assert_non_null(boards);
        if (handed) {
            sudoku_reader_hand_over(s.reader, 0, boards);
            assert_int_equal(sudoku_board_read(boards, b, &err), SUDOKU_EFORMAT);
            assert_int_equal(err.line, 2);
            assert_non_null(strstr(err.text, "line has 1 cell"));
        }
        assert_int_equal(sudoku_board_read(boards, b, &err), SUDOKU_OK);
        assert_int_equal(b->line, 3);
        assert_int_equal(sudoku_board_read(boards, b, &err),
                         handed ? SUDOKU_END : SUDOKU_ECOUNT);
        sudoku_board_reader_free(boards);
        close_source(&s);
    }
    free(b);
}

/* A line of words with 9 letters and no title ("A small one": its first word
** is one letter) over rows of another size is text, kept as a note: the
** first row is then a bad line alone, on its own line (which a caller hands
** to the board reader), not row 2 of a bad 9x9 grid that starts at the
** words. Nine-cell rows under the words still make a grid. */
static void test_io_words_over_small_rows(void **state) {
    (void)state;
    source s = open_text("# shape: 4x4\nA small one\n1...\n.2..\n..3.\n...4\n");
    sudoku_record rec;
    sudoku_error err = {0, 0, ""};
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_EFORMAT);
    assert_int_equal(err.line, 3);
    assert_int_equal(rec.line, 3);
    static const char raw[] = "# shape: 4x4\nA small one\n1...\n";
    assert_int_equal(rec.raw_len, strlen(raw));
    assert_memory_equal(rec.raw, raw, strlen(raw));
    assert_string_equal(rec.name, "");
    close_source(&s);
    char text[200];
    snprintf(text, sizeof text, "A small one\n%s", SEED000_ROWS);
    s = open_text(text);
    assert_int_equal(sudoku_read(s.reader, &rec, &err), SUDOKU_EFORMAT);
    assert_int_equal(err.line, 1); /* as before: its first row, a bad one */
    close_source(&s);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_io_line_with_dots),
        cmocka_unit_test(test_io_line_with_zeros),
        cmocka_unit_test(test_io_line_keeps_raw_text),
        cmocka_unit_test(test_io_plain_line_as_general),
        cmocka_unit_test(test_io_grid_of_nine_lines),
        cmocka_unit_test(test_io_grid_with_dots),
        cmocka_unit_test(test_io_spaced_grid),
        cmocka_unit_test(test_io_tabs_separate_cells),
        cmocka_unit_test(test_io_blank_lines_between_grids),
        cmocka_unit_test(test_io_grids_back_to_back),
        cmocka_unit_test(test_io_bad_line_over_grid),
        cmocka_unit_test(test_io_bad_first_row_then_grid),
        cmocka_unit_test(test_io_poj_header),
        cmocka_unit_test(test_io_poj_header_not_echoed),
        cmocka_unit_test(test_io_label_before_puzzle),
        cmocka_unit_test(test_io_label_needs_81_cells),
        cmocka_unit_test(test_io_csv_header_and_solution),
        cmocka_unit_test(test_io_csv_ends_at_blank_line),
        cmocka_unit_test(test_io_csv_resumes_after_blank_line),
        cmocka_unit_test(test_io_csv_ends_at_line_without_separator),
        cmocka_unit_test(test_io_csv_set_column),
        cmocka_unit_test(test_io_text_attempts_and_binary),
        cmocka_unit_test(test_io_bad_grid_and_binary_row),
        cmocka_unit_test(test_io_binary_row_in_a_grid_is_not_echoed),
        cmocka_unit_test(test_io_hand_typed_grids),
        cmocka_unit_test(test_io_row_labels_checked),
        cmocka_unit_test(test_io_colour_codes_nested),
        cmocka_unit_test(test_io_poj_header_before_lines),
        cmocka_unit_test(test_io_comments_hold_digits),
        cmocka_unit_test(test_io_crlf_line_ends),
        cmocka_unit_test(test_io_missing_final_newline),
        cmocka_unit_test(test_io_box_drawing),
        cmocka_unit_test(test_io_mixed_layouts_in_one_input),
        cmocka_unit_test(test_io_empty_input),
        cmocka_unit_test(test_io_reader_free_null),
        cmocka_unit_test(test_io_short_line),
        cmocka_unit_test(test_io_long_line),
        cmocka_unit_test(test_io_letters),
        cmocka_unit_test(test_io_punctuation),
        cmocka_unit_test(test_io_binary_byte),
        cmocka_unit_test(test_io_nul_byte),
        cmocka_unit_test(test_io_nul_bytes_at_line_ends),
        cmocka_unit_test(test_io_lines_around_fill_size),
        cmocka_unit_test(test_io_invalid_utf8),
        cmocka_unit_test(test_io_utf8_letter),
        cmocka_unit_test(test_io_very_long_line),
        cmocka_unit_test(test_io_very_long_line_raw_is_bounded),
        cmocka_unit_test(test_io_grid_of_eight_rows),
        cmocka_unit_test(test_io_grid_followed_by_a_line),
        cmocka_unit_test(test_io_grid_of_ten_rows),
        cmocka_unit_test(test_io_grid_short_row),
        cmocka_unit_test(test_io_grid_long_row),
        cmocka_unit_test(test_io_grid_first_row_wrong),
        cmocka_unit_test(test_io_grid_stray_character),
        cmocka_unit_test(test_io_raw_keeps_the_record),
        cmocka_unit_test(test_io_poj_count_too_high),
        cmocka_unit_test(test_io_poj_count_too_low),
        cmocka_unit_test(test_io_count_alone_is_a_bad_line),
        cmocka_unit_test(test_io_record_last_line),
        cmocka_unit_test(test_io_read_error),
        cmocka_unit_test(test_io_titles_name_the_next_puzzle),
        cmocka_unit_test(test_io_stray_line_costs_one_record),
        cmocka_unit_test(test_io_border_styles),
        cmocka_unit_test(test_io_fields_after_81_cells),
        cmocka_unit_test(test_io_every_blank),
        cmocka_unit_test(test_io_byte_order_mark),
        cmocka_unit_test(test_io_pencil_marks_line),
        cmocka_unit_test(test_io_pencil_marks_line_given),
        cmocka_unit_test(test_io_pencil_marks_grid),
        cmocka_unit_test(test_io_format_record_keeps_the_text),
        cmocka_unit_test(test_io_format_record_pads_candidates),
        cmocka_unit_test(test_io_field_rows_kennett_csv),
        cmocka_unit_test(test_io_field_rows_other_separators),
        cmocka_unit_test(test_io_unicode_box_drawing),
        cmocka_unit_test(test_io_comments_go_with_the_answer),
        cmocka_unit_test(test_io_comments_past_the_bound),
        cmocka_unit_test(test_io_marks_line_answered_by_digits),
        cmocka_unit_test(test_io_number_and_word_title),
        cmocka_unit_test(test_io_nul_after_the_cells),
        cmocka_unit_test(test_io_long_fields_after_the_cells),
        cmocka_unit_test(test_io_parse_one_puzzle),
        cmocka_unit_test(test_io_parse_failures_leave_outputs),
        cmocka_unit_test(test_io_format_line),
        cmocka_unit_test(test_io_format_grids),
        cmocka_unit_test(test_io_round_trip),
        cmocka_unit_test(test_io_unread_hands_lines_back),
        cmocka_unit_test(test_io_words_over_small_rows),
        cmocka_unit_test(test_io_count_or_small_row),
        cmocka_unit_test(test_io_hand_over_count),
        cmocka_unit_test(test_io_input_holds_fields),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
