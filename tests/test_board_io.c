/*
** test_board_io.c - the reader of every shape (board_io.c), for what this
** file's tests were written with: a 16x16 grid told from a 4x4 line by its
** symbols or its second row's, and a reader that goes on from lines its
** caller read first.
** (The reader is also exercised end to end by tests/cli/cases/shapes_*.)
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "sudoku.h"

/* A 16x16 solution, row by row (rows 9-12 first: the first row starts with
** two letters). */
static const char *const rows16[16] = {
    "GC6EAFD3842519B7", "8AD41G976FBE3C25", "5291BC863G7AEFD4", "7FB35E42C9D18AG6",
    "95F6247BA1EDC83G", "4EC2F81973G6D5AB", "A37DG6CEB85294F1", "18GBD35AFC94726E",
    "C92AE7BDG638415F", "6G1835AFED492B7C", "37E5416C2BAFGD98", "DB4F92G8571CA6E3",
    "FD5G8A349ECB6712", "248769E1D5F3BGCA", "B13C7D254A6GFE89", "E6A9CBFG1287534D"};

/* The rows as text, the cell at row r, column c of each row blanked. */
static size_t grid_text(char *buf, size_t size, int blank_column) {
    size_t n = 0;
    for (int r = 0; r < 16 && n + 18 < size; r++) {
        memcpy(buf + n, rows16[r], 16);
        buf[n + (size_t)blank_column] = '.';
        buf[n + 16] = '\n';
        n += 17;
    }
    buf[n] = '\0';
    return n;
}

static void test_board_io_16_rows_of_16_without_a_directive(void **state) {
    (void)state;
    char text[400];
    size_t n = grid_text(text, sizeof text, 15);
    sudoku_board_record *rec = malloc(sizeof *rec);
    sudoku_error err = {0, 0, ""};
    assert_non_null(rec);
    assert_int_equal(sudoku_board_parse(text, n, NULL, rec, &err), SUDOKU_OK);
    assert_int_equal(rec->spec.side, 16);
    assert_int_equal(rec->layout, SUDOKU_LAYOUT_GRID);
    assert_int_equal(rec->cell[0], 16); /* 'G' */
    assert_int_equal(rec->cell[15], 0);
    assert_int_equal(rec->cell[16], 8);
    /* 16 cells of 1-4 and blanks stay a 4x4 line */
    assert_int_equal(sudoku_board_parse("1234341221434321\n", 17, NULL, rec, &err),
                     SUDOKU_OK);
    assert_int_equal(rec->spec.side, 4);
    assert_int_equal(rec->layout, SUDOKU_LAYOUT_LINE);
    free(rec);
}

static void test_board_io_reader_goes_on_after_given_lines(void **state) {
    (void)state;
    char text[400];
    size_t n = grid_text(text, sizeof text, 3);
    FILE *in = tmpfile();
    assert_non_null(in);
    /* the caller read the first row (line 5); the rest is in the file */
    fputs(text + 17, in);
    fputs("\n4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2....."
          "1.4......\n",
          in);
    rewind(in);
    sudoku_board_reader *r = sudoku_board_reader_new_after(in, text, 17, 5, NULL);
    assert_non_null(r);
    sudoku_board_record *rec = malloc(sizeof *rec);
    sudoku_error err = {0, 0, ""};
    assert_non_null(rec);
    assert_int_equal(sudoku_board_read(r, rec, &err), SUDOKU_OK);
    assert_int_equal(rec->spec.side, 16);
    assert_int_equal(rec->line, 5); /* numbered from the caller's line */
    assert_int_equal(rec->cell[3], 0);
    assert_int_equal(rec->cell[255], 13); /* 'D' */
    assert_int_equal(sudoku_board_read(r, rec, &err), SUDOKU_OK);
    assert_true(rec->classic);
    assert_int_equal(rec->line, 22);
    assert_int_equal(sudoku_board_read(r, rec, &err), SUDOKU_END);
    sudoku_board_reader_free(r);
    free(rec);
    fclose(in);
    (void)n;
}

/* A temporary file holding text, read from its start: a file, not a
** string, so the reader reads ahead as it does on real input. */
static FILE *file_holding(const char *text) {
    FILE *in = tmpfile();
    assert_non_null(in);
    fputs(text, in);
    rewind(in);
    return in;
}

/* A board reader over a file holding a text, and a record to read into. */
typedef struct board_source {
    FILE *in;
    sudoku_board_reader *reader;
    sudoku_board_record *rec;
    sudoku_error err;
} board_source;

static board_source open_board(const char *text) {
    board_source s = {file_holding(text), NULL, malloc(sizeof *s.rec), {0, 0, ""}};
    s.reader = sudoku_board_reader_new(s.in, NULL);
    assert_non_null(s.reader);
    assert_non_null(s.rec);
    return s;
}

/* Reads the next record into s->rec. */
static sudoku_status read_board(board_source *s) {
    return sudoku_board_read(s->reader, s->rec, &s->err);
}

static void close_board(board_source *s) {
    sudoku_board_reader_free(s->reader);
    free(s->rec);
    fclose(s->in);
}

/* A 16x16 whose first row holds only 1-4 and blanks is told from a 4x4
** line by the next row (a symbol beyond 4), from a file, with the line
** numbers right after the read-ahead; 4x4 lines one after another stay
** 4x4 puzzles. */
static void test_board_io_low_first_row_read_ahead(void **state) {
    (void)state;
    char text[400];
    grid_text(text, sizeof text, 15);
    for (int c = 0; c < 16; c++) /* row 1: only its 1-4 kept */
        if (!strchr("1234", text[c])) text[c] = '.';
    strcat(text, "\n1...........4...\n..3.............\n"); /* a blank line: no map */
    board_source s = open_board(text);
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(s.rec->spec.side, 16);
    assert_int_equal(s.rec->line, 1);
    assert_int_equal(s.rec->cell[0], 0); /* 'G' blanked */
    assert_int_equal(s.rec->cell[7], 3); /* the '3' of row 1 kept */
    assert_int_equal(s.rec->cell[16], 8);
    for (int line = 18; line <= 19; line++) {
        assert_int_equal(read_board(&s), SUDOKU_OK);
        assert_int_equal(s.rec->spec.side, 4);
        assert_int_equal(s.rec->layout, SUDOKU_LAYOUT_LINE);
        assert_int_equal(s.rec->line, line);
    }
    assert_int_equal(read_board(&s), SUDOKU_END);
    close_board(&s);
}

/* At the end, the record's text holds the start of the first title or text
** line skipped after the last record, and nothing when only comments, blank
** lines and borders followed it. */
static void expect_end_text(const char *input, const char *expected) {
    board_source s = open_board(input);
    sudoku_status st;
    while ((st = read_board(&s)) == SUDOKU_OK)
        ;
    assert_int_equal(st, SUDOKU_END);
    assert_int_equal(s.rec->text_len, strlen(expected));
    assert_memory_equal(s.rec->text, expected, s.rec->text_len);
    close_board(&s);
}

static void test_board_io_end_keeps_skipped_text(void **state) {
    (void)state;
    /* the comment, blank, title and text lines after the last record, in
    ** order (for a filter to copy, as the classic reader's are) */
    expect_end_text("# shape: 6x6\n# a comment\n\n", "# shape: 6x6\n# a comment\n\n");
    expect_end_text("# shape: 6x6\nMy puzzles\nfor the weekend (two of them)\n",
                    "# shape: 6x6\nMy puzzles\nfor the weekend (two of them)\n");
    expect_end_text("# shape: 4x4\n[title]\n1...\n.2..\n..3.\n...4\n# done\n",
                    "# done\n");
    expect_end_text("# shape: 4x4\n1...\n.2..\n..3.\n...4\nThat was all.\n",
                    "That was all.\n");
    expect_end_text("# shape: 4x4\n1...\n.2..\n..3.\n...4\n\nThe end.\n# c\n[next]\n",
                    "\nThe end.\n# c\n[next]\n");
    char long_line[300];
    memset(long_line, 'a', sizeof long_line);
    memcpy(long_line, "Notes: ", 7);
    long_line[298] = '\n', long_line[299] = '\0';
    expect_end_text(long_line, long_line); /* whole, as it fits */
    /* past 2048 bytes of notes, only the start of the first text line (cut
    ** to 80 bytes) tells that text came */
    char input[2400], expected[2200];
    memset(input, 'c', 2039);
    memcpy(input, "# ", 2);
    input[2039] = '\n';
    memcpy(input + 2040, long_line, sizeof long_line);
    memcpy(expected, input, 2040);
    memcpy(expected + 2040, long_line, 80);
    expected[2120] = '\n', expected[2121] = '\0';
    expect_end_text(input, expected);
}

/* One rule for sides, box shapes and alphabets: options and directives. */
static void test_board_io_sides_boxes_symbols(void **state) {
    (void)state;
    assert_true(sudoku_board_is_side(4) && sudoku_board_is_side(25));
    assert_false(sudoku_board_is_side(7) || sudoku_board_is_side(0) ||
                 sudoku_board_is_side(-9));
    assert_int_equal(sudoku_board_side_of_cells(16), 4);
    assert_int_equal(sudoku_board_side_of_cells(81), 9);
    assert_int_equal(sudoku_board_side_of_cells(625), 25);
    assert_int_equal(sudoku_board_side_of_cells(49) + sudoku_board_side_of_cells(1) +
                         sudoku_board_side_of_cells(0) + sudoku_board_side_of_cells(729),
                     0);
    int rows = 0, cols = 0;
    assert_int_equal(sudoku_board_parse_box("2X3", &rows, &cols), 0);
    assert_int_equal(rows * 10 + cols, 23);
    assert_int_equal(sudoku_board_parse_box("4x4 ", &rows, &cols), 0);
    assert_int_equal(rows * 10 + cols, 44);
    assert_int_equal(sudoku_board_parse_box("7x7", &rows, &cols), -1);
    assert_int_equal(sudoku_board_parse_box("2x2x", &rows, &cols), -1);
    assert_int_equal(sudoku_board_parse_box("x3", &rows, &cols), -1);
    assert_int_equal(rows * 10 + cols, 44); /* untouched on failure */
    assert_true(sudoku_board_symbols_ok("ABCD"));
    assert_true(sudoku_board_symbols_ok("0123456789ABCDEF"));
    assert_false(sudoku_board_symbols_ok("1123")); /* repeated */
    assert_false(sudoku_board_symbols_ok("12.4")); /* a blank */
    assert_false(sudoku_board_symbols_ok("12 4"));
    assert_false(sudoku_board_symbols_ok("12#4"));
    assert_false(sudoku_board_symbols_ok("12345")); /* no side */
    assert_false(sudoku_board_symbols_ok(""));
}

/* A region map's row: N symbols with a letter (unless the context says
** jigsaw), no blank or field separator; a border is told apart. */
static void test_board_io_map_row(void **state) {
    (void)state;
    assert_int_equal(sudoku_board_map_row("AAABBBCCC\n", 10, 9, 1), 1);
    assert_int_equal(sudoku_board_map_row("| A A A | B B B | C C C |\r\n", 27, 9, 1), 1);
    assert_int_equal(sudoku_board_map_row("Puzzle 100", 10, 9, 1),
                     1);                                             /* one row: maybe */
    assert_int_equal(sudoku_board_map_row("111222333", 9, 9, 1), 0); /* a grid's row */
    assert_int_equal(sudoku_board_map_row("111222333", 9, 9, 0), 1); /* jigsaw: a map */
    assert_int_equal(sudoku_board_map_row(",,1,,,,,,", 9, 9, 1), 0); /* CSV, one given */
    assert_int_equal(sudoku_board_map_row("AAAB.BCCC", 9, 9, 1), 0);
    assert_int_equal(sudoku_board_map_row("AAABBBCC", 8, 9, 1), 0);
    assert_int_equal(sudoku_board_map_row("AABB", 4, 4, 1), 1);
    assert_int_equal(sudoku_board_map_row("+-------+", 9, 9, 1), -1);
    assert_int_equal(sudoku_board_map_row("", 0, 9, 1), 0);
}

/* A region map's symbol that a written map could not give back (a control
** byte, or # | - = + : ' that a row would lose to a
** comment or a border) makes the record bad, with its line and column. */
static void test_board_io_region_symbols_are_visible(void **state) {
    (void)state;
    /* octal, as a hex escape would take the B too */
    static const char *const rows[] = {"AA\016B", "#ABB", "AA-B", "AAB:"};
    static const char *const seen[] = {"byte 0x0E", "'#'", "'-'", "':'"};
    sudoku_board_record *rec = malloc(sizeof *rec);
    assert_non_null(rec);
    for (int k = 0; k < 4; k++) {
        char text[200];
        snprintf(text, sizeof text, "1...\n.2..\n..3.\n...4\n|%s|\nAABB\nCCDD\nCCDD\n",
                 rows[k]);
        sudoku_error err = {0, 0, ""};
        assert_int_equal(sudoku_board_parse(text, strlen(text), NULL, rec, &err),
                         SUDOKU_EFORMAT);
        assert_int_equal(err.line, 5);
        assert_non_null(strstr(err.text, seen[k]));
    }
    const char *good = "1...\n.2..\n..3.\n...4\n|aabb|\naabb\n**..\n**..\n";
    assert_int_equal(sudoku_board_parse(good, strlen(good), NULL, rec, NULL), SUDOKU_OK);
    free(rec);
}

/* A labelled line obeys the side in force as an unlabelled one does: under
** '# shape: 12x12' a labelled 81-cell line is a bad line (was read as a
** 9x9 whose cells did not read back in its own shape), and its label is
** not the next record's name. */
static void test_board_io_labelled_line_keeps_the_side(void **state) {
    (void)state;
    char text[600] = "# shape: 12x12\nPuzzle 1: ";
    size_t n = strlen(text);
    memset(text + n, '.', 81);
    n += 81;
    text[n++] = '\n';
    memset(text + n, '.', 144);
    n += 144;
    text[n++] = '\n';
    text[n] = '\0';
    board_source s = open_board(text);
    assert_int_equal(read_board(&s), SUDOKU_EFORMAT);
    assert_int_equal(s.err.line, 2);
    assert_non_null(strstr(s.err.text, "line has 81 cells"));
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(s.rec->spec.side, 12);
    assert_string_equal(s.rec->name, "");
    assert_int_equal(read_board(&s), SUDOKU_END);
    close_board(&s);
}

/* A 4x4 grid as 4 rows, a row alone, a 6x6 cut short by a classic line:
** the line that ends a grid is read again on its own (no record lost), a
** row alone is a bad line told as one, and what the reader took but did
** not use is handed out by sudoku_board_reader_pending. */
static void test_board_io_small_grids_and_cut_grids(void **state) {
    (void)state;
    static const char classic[] = "4.....8.5.3..........7......2.....6.....8.4......1...."
                                  "...6.3.7.5..2.....1.4......";
    char text[600];
    snprintf(text, sizeof text, "1...\n..3.\n.4..\n...2\n12.4\n%s\n1.3...\n..4...\n%s\n",
             classic, classic);
    board_source s = open_board(text);
    sudoku_board_reader *r = s.reader;
    sudoku_board_record *rec = s.rec;
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(rec->spec.side, 4);
    assert_int_equal(rec->layout, SUDOKU_LAYOUT_GRID);
    assert_int_equal(rec->cell[0], 1);
    assert_int_equal(rec->cell[6], 3);
    assert_int_equal(rec->cell[15], 2);
    /* the 4x4's next line, a row, was read to see whether a map follows */
    char pending[256];
    unsigned long first = 0;
    assert_int_equal(sudoku_board_reader_pending(r, pending, sizeof pending, &first), 5);
    assert_memory_equal(pending, "12.4\n", 5);
    assert_int_equal(first, 5);
    assert_int_equal(sudoku_board_reader_pending(r, pending, 4, &first), (size_t)-1);
    assert_int_equal(read_board(&s), SUDOKU_EFORMAT);
    assert_int_equal(s.err.line, 5);
    assert_non_null(strstr(s.err.text, "line has 4 cells; a puzzle is 16, 36"));
    assert_int_equal(rec->text_len, 5); /* the row alone, not the line after it */
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_true(rec->classic);
    assert_int_equal(rec->line, 6);
    assert_int_equal(read_board(&s), SUDOKU_EFORMAT);
    assert_non_null(strstr(s.err.text, "grid ended after 2 rows; a 6x6 grid has 6 rows"));
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_true(rec->classic);
    assert_int_equal(rec->line, 9);
    assert_int_equal(read_board(&s), SUDOKU_END);
    close_board(&s);
}

/* The comment, blank, border, title and text lines before a record open
** its text (rec->notes_len says how far), as the classic reader keeps them;
** a CR LF file's records and end text say so (crlf) and the lines handed
** out keep their CR LF; qqwing's "2 puzzles generated in 0.01 seconds." is
** a title, which names the puzzle after it as the classic reader's does. */
static void test_board_io_notes_and_line_ends(void **state) {
    (void)state;
    static const char classic[] = "4.....8.5.3..........7......2.....6.....8.4......1...."
                                  "...6.3.7.5..2.....1.4......";
    static const char notes[] =
        "# c\nSome text here.\n\n+--+\n2 puzzles generated in 0.01 seconds.\n";
    char text[600];
    snprintf(text, sizeof text,
             "1...\r\n.2..\r\n..3.\r\n...4\r\n# c\r\nSome text here.\r\n\r\n+--+\r\n"
             "2 puzzles generated in 0.01 seconds.\r\n%s\r\n# end\r\n",
             classic);
    board_source s = open_board(text);
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(s.rec->spec.side, 4);
    assert_true(s.rec->crlf);
    assert_int_equal(s.rec->notes_len, 0);
    char pending[64];
    unsigned long first = 0;
    assert_int_equal(
        sudoku_board_reader_pending(s.reader, pending, sizeof pending, &first), 5);
    assert_memory_equal(pending, "# c\r\n", 5);
    assert_int_equal(first, 5);
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_true(s.rec->classic);
    assert_true(s.rec->crlf);
    assert_int_equal(s.rec->line, 10);
    assert_string_equal(s.rec->name, "2 puzzles generated in 0.01 seconds.");
    assert_int_equal(s.rec->notes_len, strlen(notes));
    assert_int_equal(s.rec->text_len, strlen(notes) + 82);
    assert_memory_equal(s.rec->text, notes, strlen(notes));
    assert_memory_equal(s.rec->text + strlen(notes), classic, 81);
    assert_int_equal(read_board(&s), SUDOKU_END);
    assert_int_equal(s.rec->text_len, 6);
    assert_memory_equal(s.rec->text, "# end\n", 6);
    assert_true(s.rec->crlf);
    close_board(&s);
}

/* A bad cell or a row of a wrong length inside a small grid costs that grid
** alone: the rows under the bad one go with its record (they were read as a
** second grid cut short, a second bad record), and the next grid reads. */
static void test_board_io_bad_row_costs_one_grid(void **state) {
    (void)state;
    board_source s = open_board("12..\n..Z.\n....\n....\n"
                                "1...\n.....\n....\n....\n"
                                "1...\n..3.\n.4..\n...2\n");
    assert_int_equal(read_board(&s), SUDOKU_EFORMAT);
    assert_int_equal(s.err.line, 2);
    assert_non_null(strstr(s.err.text, "unexpected character 'Z'"));
    assert_int_equal(s.rec->text_len, 20); /* all four rows */
    assert_int_equal(read_board(&s), SUDOKU_EFORMAT);
    assert_int_equal(s.err.line, 6);
    assert_non_null(strstr(s.err.text, "line has 5 cells"));
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(s.rec->spec.side, 4);
    assert_int_equal(s.rec->line, 9);
    assert_int_equal(s.rec->cell[15], 2);
    assert_int_equal(read_board(&s), SUDOKU_END);
    close_board(&s);
}

/* Symbols in force of another count than a board's: a grid in other
** symbols is one bad record, not a bad line a row, its message naming the
** first character not in force and the symbols; a 4x4 whose cells are all
** among them is bad too (nine symbols are no 4x4's). Without a directive, a
** 16x16 whose first row has a character of no board is one record. */
static void test_board_io_symbols_of_another_size(void **state) {
    (void)state;
    char text[600] = "# symbols: 123456789\n";
    size_t head = strlen(text);
    grid_text(text + head, sizeof text - head, 15);
    strcat(text, "1234341221434321\n");
    board_source s = open_board(text);
    assert_int_equal(read_board(&s), SUDOKU_EFORMAT);
    assert_int_equal(s.err.line, 2);
    assert_int_equal(s.err.column, 1);
    assert_string_equal(s.err.text, "unexpected character 'G'; the symbols in force, "
                                    "123456789, are a 9x9's, not a 16x16's");
    assert_int_equal(s.rec->text_len - s.rec->notes_len, 16 * 17); /* every row */
    assert_int_equal(read_board(&s), SUDOKU_EFORMAT);
    assert_int_equal(s.err.line, 18);
    assert_int_equal(s.err.column, 0);
    assert_string_equal(s.err.text, "a 4x4 puzzle, but the symbols in force, 123456789, "
                                    "are a 9x9's, not a 4x4's");
    assert_int_equal(read_board(&s), SUDOKU_END);
    close_board(&s);

    grid_text(text, sizeof text, 15);
    text[3] = 'Z'; /* the first row's fourth cell */
    strcat(text, "1234341221434321\n");
    s = open_board(text);
    assert_int_equal(read_board(&s), SUDOKU_EFORMAT);
    assert_int_equal(s.err.line, 1);
    assert_int_equal(s.err.column, 4);
    assert_string_equal(s.err.text, "unexpected character 'Z'; a 16x16 cell is one of "
                                    "123456789ABCDEFG or a blank . 0 * _ x X - ?");
    assert_int_equal(s.rec->text_len, 16 * 17);
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(s.rec->spec.side, 4);
    assert_int_equal(s.rec->line, 17);
    assert_int_equal(read_board(&s), SUDOKU_END);
    close_board(&s);

    /* an unspaced bad line of nine right over a 9x9 grid is a bad line of
    ** its own: the grid under it is read */
    strcpy(text, "# box: 3x3\n12345678Z\n");
    for (int row = 0; row < 9; row++)
        strcat(text, ".........\n");
    s = open_board(text);
    assert_int_equal(read_board(&s), SUDOKU_EFORMAT);
    assert_int_equal(s.err.line, 2);
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(s.rec->line, 3);
    assert_int_equal(read_board(&s), SUDOKU_END);
    close_board(&s);
}

/* A CSV row or JSON object the reader of every shape meets (after a grid,
** under a shape in force) is one bad record saying it holds fields, not a
** line of so many cells; a JSON object without a puzzle member is text. */
static void test_board_io_fields_are_named(void **state) {
    (void)state;
    board_source s = open_board("1...\n..3.\n.4..\n...2\n"
                                "puzzle,status\n"
                                "4.....3.45.6..6..1..5412....5325...4,ok\n"
                                "{\"puzzle\":\"4.....3.45.6..6..1..5412....5325...4\"}\n"
                                "{\"seed\":3}\n");
    static const char said[] = "line holds fields (a CSV row or a JSON object), not "
                               "read here: under a shape option, directive or jigsaw, "
                               "fields are read when they start the input";
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(read_board(&s), SUDOKU_EFORMAT);
    assert_int_equal(s.err.line, 6);
    assert_string_equal(s.err.text, said);
    assert_int_equal(read_board(&s), SUDOKU_EFORMAT);
    assert_int_equal(s.err.line, 7);
    assert_string_equal(s.err.text, said);
    assert_int_equal(read_board(&s), SUDOKU_END);
    close_board(&s);
}

/* Both readers take a title by one rule: a line over a classic puzzle names
** it alike through sudoku_parse_record and sudoku_board_parse, or neither
** takes it for a name (a line of digits and a letter is a bad record to
** both). */
static void test_board_io_titles_as_the_classic_reader(void **state) {
    (void)state;
    static const char *const lines[] = {"2 puzzles generated in 0.01 seconds.",
                                        "1 puzzle generated in 0.005708 seconds.",
                                        "123456\tpuzzles",
                                        "1234567 puzzles",
                                        "2 p",
                                        "2 xX",
                                        "Grid 01",
                                        "% Kennett",
                                        "[Puzzle]",
                                        "12 3 puzzles"};
    static const char classic[] = "4.....8.5.3..........7......2.....6.....8.4......1...."
                                  "...6.3.7.5..2.....1.4......";
    sudoku_record *rec = malloc(sizeof *rec);
    sudoku_board_record *b = malloc(sizeof *b);
    assert_non_null(rec);
    assert_non_null(b);
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        char text[256];
        int n = snprintf(text, sizeof text, "%s\n%s\n", lines[i], classic);
        sudoku_status cs = sudoku_parse_record(text, (size_t)n, rec, NULL);
        sudoku_status bs = sudoku_board_parse(text, (size_t)n, NULL, b, NULL);
        if (cs != bs || (cs == SUDOKU_OK && strcmp(rec->name, b->name) != 0))
            fail_msg("'%s': classic %d '%s', board %d '%s'", lines[i], cs, rec->name, bs,
                     b->name);
    }
    free(rec);
    free(b);
}

/* A comment between a grid's row and the line that ended it is kept for
** the next record's notes; handed back (pending), it comes first, numbered
** as read, its CR LF kept: a caller going back to the classic reader loses
** no line (it was dropped: a pipe's 6x6 lost "# before a 6x6"). */
static void test_board_io_pending_holds_the_notes(void **state) {
    (void)state;
    board_source s = open_board("12.4\r\n# c\r\n1.....\r\n......\r\n");
    assert_int_equal(read_board(&s), SUDOKU_EFORMAT); /* a row alone */
    assert_int_equal(s.err.line, 1);
    char pending[64];
    unsigned long first = 0;
    size_t n = sudoku_board_reader_pending(s.reader, pending, sizeof pending, &first);
    assert_int_equal(n, 13);
    assert_memory_equal(pending, "# c\r\n1.....\r\n", n);
    assert_int_equal(first, 2);
    assert_int_equal(sudoku_board_reader_pending(s.reader, pending, 8, &first),
                     (size_t)-1); /* too small */
    close_board(&s);
}

/* A line of control bytes in no shape is binary data, as to the classic
** reader: one malformed record whose text holds its notes, not the line;
** later binary lines and the text after it are skipped. */
static void test_board_io_binary_line_once(void **state) {
    (void)state;
    board_source s = open_board("1...\n..2.\n.3..\n...4\n# n\nab\001c\n\002\nSome text\n"
                                "1...\n..3.\n.4..\n...2\n");
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(read_board(&s), SUDOKU_EFORMAT);
    assert_int_equal(s.err.line, 6);
    assert_int_equal(s.err.column, 3);
    assert_non_null(strstr(s.err.text, "binary data (byte 0x01)"));
    assert_int_equal(s.rec->text_len, 4);
    assert_memory_equal(s.rec->text, "# n\n", 4);
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(s.rec->line, 9);
    assert_int_equal(s.rec->notes_len, 0); /* "Some text" skipped */
    assert_int_equal(read_board(&s), SUDOKU_END);
    close_board(&s);
}

/* A bad grid row of control bytes is told by its first byte and costs the
 ** grid, but its bytes are binary data: the record's text (what `solve`
 ** echoes) never holds them. */
static void test_board_io_binary_row_is_not_echoed(void **state) {
    (void)state;
    board_source s = open_board("1...\n\x01\x02\x03\x04\n....\n....\n"
                                "1...\n..3.\n.4..\n...2\n");
    assert_int_equal(read_board(&s), SUDOKU_EFORMAT);
    assert_int_equal(s.err.line, 2);
    assert_non_null(strstr(s.err.text, "unexpected byte 0x01"));
    assert_int_equal(s.rec->text_len, 15); /* rows 1, 3 and 4 */
    for (size_t i = 0; i < s.rec->text_len; i++)
        assert_true((unsigned char)s.rec->text[i] >= ' ' || s.rec->text[i] == '\n');
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(s.rec->line, 5);
    assert_int_equal(s.rec->cell[15], 2);
    assert_int_equal(read_board(&s), SUDOKU_END);
    close_board(&s);
}

/* POJ 2676's count line is read and not a record, as the classic reader
** takes it: "1" over a 9x9 grid (what `sudoku count --box 3x3 poj.txt`
** reads), "2" over two 4x4 grids; on a later line, or when it is a grid's
** first row ("1234" over "...."), it is no count. */
static void test_board_io_poj_count_line(void **state) {
    (void)state;
    board_source s = open_board("1\n103000509\n002109400\n000704000\n300502006\n"
                                "060000050\n700803004\n000401000\n009205800\n"
                                "804000107\n");
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(s.rec->line, 2);
    assert_int_equal(s.rec->spec.side, 9);
    assert_int_equal(s.rec->notes_len, 0); /* read, not echoed */
    assert_int_equal(read_board(&s), SUDOKU_END);
    close_board(&s);

    s = open_board("2\n1...\n..3.\n.4..\n...2\n\n1...\n..2.\n.3..\n...4\n");
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(s.rec->spec.side, 4);
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(read_board(&s), SUDOKU_END);
    close_board(&s);

    s = open_board("1234\n....\n....\n....\n");
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(s.rec->line, 1);
    assert_int_equal(s.rec->spec.side, 4);
    close_board(&s);

    s = open_board("1...\n..3.\n.4..\n...2\n7\n");
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(read_board(&s), SUDOKU_EFORMAT); /* not the first line */
    assert_int_equal(s.err.line, 5);
    close_board(&s);

    /* a count other than the records after it: SUDOKU_ECOUNT at the end,
    ** once, with the lines after the last record; a bad directive is no
    ** puzzle */
    s = open_board("3\n# box: 7x7\n1...\n..3.\n.4..\n...2\n\n1...\n..2.\n.3..\n"
                   "...4\n# end\n");
    assert_int_equal(read_board(&s), SUDOKU_EFORMAT);
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(read_board(&s), SUDOKU_OK);
    assert_int_equal(read_board(&s), SUDOKU_ECOUNT);
    assert_int_equal(s.err.line, 1);
    assert_non_null(strstr(s.err.text, "announces 3 puzzles, 2 follow"));
    assert_int_equal(s.rec->text_len, 6); /* "# end\n" */
    assert_int_equal(read_board(&s), SUDOKU_END);
    assert_int_equal(s.rec->text_len, 0);
    close_board(&s);
}

/* Applies each line of text (directives) to *ctx with
** sudoku_board_directive; returns the lines applied. */
static int apply_lines(const char *text, sudoku_board_context *ctx) {
    int applied = 0;
    while (*text) {
        const char *nl = strchr(text, '\n');
        size_t len = nl ? (size_t)(nl - text) : strlen(text);
        assert_int_equal(sudoku_board_directive(text, len, ctx, NULL), 1);
        applied++;
        text += len + (nl != NULL);
    }
    return applied;
}

/* '# shape:' or '# box:' of another size drops the symbols in force (the
** new size's default alphabet applies); of the same size it keeps them. */
static void test_board_io_size_change_drops_symbols(void **state) {
    (void)state;
    sudoku_board_context ctx = {0};
    apply_lines("# symbols: ABCDEFGHI\n# box: 3x3\n", &ctx);
    assert_string_equal(ctx.symbols, "ABCDEFGHI");
    apply_lines("# shape: 6x6\n", &ctx);
    assert_int_equal(ctx.side, 6);
    assert_string_equal(ctx.symbols, "");
    apply_lines("# symbols: ABCDEF\n# box: 4x4\n", &ctx);
    assert_int_equal(ctx.side, 16);
    assert_string_equal(ctx.symbols, "");
}

/* A board's line read back after the lines sudoku_board_directives wrote
** has its shape; nothing is written for a classic board, nor twice. */
static void test_board_io_directives_say_the_shape(void **state) {
    (void)state;
    static const struct {
        int side, rows, cols;
        unsigned variants;
        const char *symbols;
    } cases[] = {
        {9, 3, 3, SUDOKU_VARIANT_X, NULL},
        {9, 3, 3, SUDOKU_VARIANT_X | SUDOKU_VARIANT_ANTI_KNIGHT, NULL},
        {9, 3, 3, SUDOKU_VARIANT_LATIN, NULL},
        {6, 3, 2, 0, NULL},
        {9, 1, 9, 0, NULL},
        {16, 4, 4, 0, "0123456789ABCDEF"},
        {9, 3, 3, 0, NULL}, /* back to the classic board */
    };
    sudoku_board_context written = {0}, reader = {0};
    char text[256];
    sudoku_board_record *b = malloc(sizeof *b), *back = malloc(sizeof *back);
    assert_non_null(b), assert_non_null(back);
    assert_int_equal(sudoku_board_directives(NULL, &written, text, sizeof text), 0);
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        memset(b, 0, sizeof *b);
        sudoku_shape_spec_init(&b->spec, cases[k].side);
        b->spec.box_rows = cases[k].rows, b->spec.box_cols = cases[k].cols;
        b->spec.variants = cases[k].variants;
        if (cases[k].symbols)
            snprintf(b->symbols, sizeof b->symbols, "%s", cases[k].symbols);
        else
            sudoku_board_default_symbols(cases[k].side, b->symbols);
        b->empty = '.';
        b->cell[0] = 1;
        size_t n = sudoku_board_directives(b, &written, text, sizeof text);
        assert_int_equal(n, strlen(text));
        assert_true(n > 0 || k + 1 == sizeof cases / sizeof cases[0]);
        apply_lines(text, &reader);
        assert_memory_equal(&reader, &written, sizeof reader);
        assert_int_equal(sudoku_board_directives(b, &written, text, sizeof text), 0);
        char line[SUDOKU_BOARD_TEXT_MAX];
        size_t len =
            sudoku_board_format(b, b->cell, SUDOKU_LAYOUT_LINE, line, sizeof line);
        assert_int_equal(sudoku_board_parse(line, len, &reader, back, NULL), SUDOKU_OK);
        assert_int_equal(back->spec.side, cases[k].side);
        if (!back->classic) {
            assert_int_equal(back->spec.variants, cases[k].variants);
            assert_string_equal(back->symbols, b->symbols);
            if (!(cases[k].variants & SUDOKU_VARIANT_LATIN))
                assert_int_equal(back->spec.box_rows, cases[k].rows);
            assert_int_equal(back->cell[0], 1);
        }
    }
    /* a classic record after a variant one: "variant: none", once */
    assert_int_equal(sudoku_board_directives(NULL, &written, text, sizeof text), 0);
    free(b), free(back);
}

/* sudoku_board_format in the record's own layout (-1) writes a grid read
** drawn or spaced back as it came: its rows with the cells in place, the
** borders among them and its bottom one; a cell still blank keeps its
** blank ('-'), a given made blank is the record's blank. Asked for a grid,
** or given a record whose lines it does not hold, it writes plain rows. */
static void test_board_io_format_keeps_a_drawn_grid(void **state) {
    (void)state;
    static const char text[] = "+-----+-----+\n| 1 - | . 4 |\n| . . | . . |\n"
                               "+-----+-----+\n| . . | . . |\n| 4 . | . 1 |\n"
                               "+-----+-----+\n";
    sudoku_board_record *b = malloc(sizeof *b);
    assert_non_null(b);
    assert_int_equal(sudoku_board_parse(text, strlen(text), NULL, b, NULL), SUDOKU_OK);
    assert_int_equal(b->spec.side, 4);
    assert_int_equal(b->layout, SUDOKU_LAYOUT_GRID);
    unsigned char cell[16];
    for (int i = 0; i < 16; i++)
        cell[i] = (unsigned char)(i % 4 + 1);
    cell[1] = cell[3] = cell[5] = 0;
    static const char drawn[] = "| 1 - | 3 . |\n| 1 . | 3 4 |\n+-----+-----+\n"
                                "| 1 2 | 3 4 |\n| 1 2 | 3 4 |\n+-----+-----+\n";
    char out[SUDOKU_BOARD_TEXT_MAX];
    assert_true(b->notes_len <= b->text_len);
    size_t n = sudoku_board_format(b, cell, -1, out, sizeof out);
    assert_int_equal(n, strlen(drawn));
    assert_string_equal(out, drawn);
    static const char plain[] = "1.3.\n1.34\n1234\n1234\n";
    n = sudoku_board_format(b, cell, SUDOKU_LAYOUT_GRID, out, sizeof out);
    assert_string_equal(out, plain);
    size_t held = b->text_len;
    b->text_len = b->notes_len; /* its lines not held: plain rows */
    n = sudoku_board_format(b, cell, -1, out, sizeof out);
    assert_int_equal(n, strlen(plain));
    assert_string_equal(out, plain);
    /* as snprintf: cut to the buffer, NUL-terminated, the whole length back */
    memset(out, 'x', sizeof out);
    assert_int_equal(sudoku_board_format(b, cell, -1, out, 3), strlen(plain));
    assert_string_equal(out, "1.");
    assert_int_equal(sudoku_board_format(b, cell, -1, out, 0), strlen(plain));
    assert_string_equal(out, "1.");
    b->text_len = held; /* its lines back: drawn, cut likewise */
    assert_int_equal(sudoku_board_format(b, cell, -1, out, 4), strlen(drawn));
    assert_string_equal(out, "| 1");
    free(b);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_board_io_16_rows_of_16_without_a_directive),
        cmocka_unit_test(test_board_io_reader_goes_on_after_given_lines),
        cmocka_unit_test(test_board_io_low_first_row_read_ahead),
        cmocka_unit_test(test_board_io_end_keeps_skipped_text),
        cmocka_unit_test(test_board_io_sides_boxes_symbols),
        cmocka_unit_test(test_board_io_map_row),
        cmocka_unit_test(test_board_io_region_symbols_are_visible),
        cmocka_unit_test(test_board_io_labelled_line_keeps_the_side),
        cmocka_unit_test(test_board_io_small_grids_and_cut_grids),
        cmocka_unit_test(test_board_io_notes_and_line_ends),
        cmocka_unit_test(test_board_io_bad_row_costs_one_grid),
        cmocka_unit_test(test_board_io_symbols_of_another_size),
        cmocka_unit_test(test_board_io_fields_are_named),
        cmocka_unit_test(test_board_io_titles_as_the_classic_reader),
        cmocka_unit_test(test_board_io_pending_holds_the_notes),
        cmocka_unit_test(test_board_io_binary_line_once),
        cmocka_unit_test(test_board_io_binary_row_is_not_echoed),
        cmocka_unit_test(test_board_io_poj_count_line),
        cmocka_unit_test(test_board_io_directives_say_the_shape),
        cmocka_unit_test(test_board_io_size_change_drops_symbols),
        cmocka_unit_test(test_board_io_format_keeps_a_drawn_grid),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
