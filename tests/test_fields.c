/*
** test_fields.c - the shape a CSV row or JSON line gives its puzzle in
** fields beside it (fields.c, sudoku_reader_board): a jigsaw's map from a
** regions column or member, none for a classic row, a bad map reported;
** and a row or object of another size, which the classic reader refuses,
** read on the size, box and map its fields give (sudoku_reader_refused_board).
** (End to end: tests/cli/cases/shapes_jigsaw_formats_read_back,
** shapes_fields_read_back and shapes_fields_bad.)
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

/* A 9x9 jigsaw (gen --variant jigsaw --seed 7) and its region map. */
static const char puzzle[] =
    ".97...5.4.8.5...7....2..8.93.5..8..7.2..95.8..134..2..5.21..3."
    "..3...2..1.59.16732";
static const char map[] =
    "AAAEBCCCCADAEBBBBCADAEBFFFCADAEBBFFCDDEEEBFCCDDDEEFFFIDGGGHHHII"
    "GGGGGHIIIGHHHHHIII";

typedef struct read_one {
    sudoku_record rec;
    sudoku_board_record board;
    sudoku_error err;
} read_one;

/* Reads the first record of 'text' (a file's lines) and asks for its
** board; returns sudoku_reader_board's status, the record and board in *r. */
static sudoku_status board_in(const char *text, const sudoku_board_context *ctx,
                              read_one *r) {
    FILE *in = tmpfile();
    assert_non_null(in);
    fputs(text, in);
    rewind(in);
    sudoku_reader *reader = sudoku_reader_new(in);
    assert_non_null(reader);
    memset(&r->err, 0, sizeof r->err);
    assert_int_equal(sudoku_read(reader, &r->rec, &r->err), SUDOKU_OK);
    sudoku_status st = sudoku_reader_board(reader, &r->rec, ctx, &r->board, &r->err);
    sudoku_reader_free(reader);
    fclose(in);
    return st;
}

static sudoku_status board_of(const char *text, read_one *r) {
    return board_in(text, NULL, r);
}

static void test_fields_csv_regions_column_makes_a_jigsaw(void **state) {
    (void)state;
    char text[512];
    snprintf(text, sizeof text, "puzzle,size,box,variants,regions\n%s,9,,jigsaw,%s\n",
             puzzle, map);
    read_one *r = malloc(sizeof *r);
    assert_non_null(r);
    assert_int_equal(board_of(text, r), SUDOKU_OK);
    assert_int_equal(r->board.spec.side, 9);
    assert_true(r->board.spec.variants & SUDOKU_VARIANT_JIGSAW);
    assert_int_equal(r->board.line, 2);
    for (int i = 0; i < 81; i++) { /* the cells, and the map's regions in order */
        assert_int_equal(r->board.cell[i], puzzle[i] == '.' ? 0 : puzzle[i] - '0');
        assert_int_equal(r->board.regions[r->board.spec.region[i]], map[i]);
    }
    free(r);
}

/* 'text' reads as one jigsaw record whose regions are 'map'. */
static void assert_reads_jigsaw(const char *text) {
    read_one *r = malloc(sizeof *r);
    assert_non_null(r);
    assert_int_equal(board_of(text, r), SUDOKU_OK);
    assert_true(r->board.spec.variants & SUDOKU_VARIANT_JIGSAW);
    for (int i = 0; i < 81; i++)
        assert_int_equal(r->board.regions[r->board.spec.region[i]], map[i]);
    free(r);
}

static void test_fields_json_members_make_a_jigsaw(void **state) {
    (void)state;
    char text[512];
    snprintf(text, sizeof text,
             "{\"puzzle\":\"%s\",\"status\":\"ok\",\"size\":9,\"variants\":\"jigsaw\","
             "\"regions\":\"%s\"}\n",
             puzzle, map);
    assert_reads_jigsaw(text);
}

/* JSON as other programs write it: white space around the colons (Python's
** json.dumps writes ": ") and after the commas; a key inside a string value
** is no member. */
static void test_fields_json_members_spaced(void **state) {
    (void)state;
    char text[640];
    snprintf(text, sizeof text,
             "{ \"name\": \"\\\"box\\\": 9x1\", \"puzzle\" : \"%s\", \"size\": 9,"
             "\t\"variants\":  \"jigsaw\", \"regions\": \"%s\" }\n",
             puzzle, map);
    assert_reads_jigsaw(text);
}

static void test_fields_classic_rows_have_no_board(void **state) {
    (void)state;
    char text[512];
    read_one *r = malloc(sizeof *r);
    assert_non_null(r);
    snprintf(text, sizeof text, "%s\n", puzzle); /* a line: no fields */
    assert_int_equal(board_of(text, r), SUDOKU_END);
    snprintf(text, sizeof text, "puzzle,size,box,variants,regions\n%s,9,3x3,,\n", puzzle);
    assert_int_equal(board_of(text, r), SUDOKU_END);
    snprintf(text, sizeof text, "{\"puzzle\":\"%s\",\"status\":\"ok\"}\n", puzzle);
    assert_int_equal(board_of(text, r), SUDOKU_END);
    free(r);
}

static void test_fields_bad_fields_are_reported_at_the_row(void **state) {
    (void)state;
    char text[512], bad[82];
    memcpy(bad, map, sizeof bad);
    bad[40] = '#'; /* no region symbol */
    read_one *r = malloc(sizeof *r);
    assert_non_null(r);
    snprintf(text, sizeof text, "puzzle,variants,regions\n%s,jigsaw,%s\n", puzzle, bad);
    assert_int_equal(board_of(text, r), SUDOKU_EFORMAT);
    assert_int_equal(r->err.line, 2);
    assert_non_null(strstr(r->err.text, "regions field"));
    snprintf(text, sizeof text, "puzzle,variants,regions\n%s,jigsaw,\n", puzzle);
    assert_int_equal(board_of(text, r), SUDOKU_EFORMAT);
    assert_non_null(strstr(r->err.text, "needs its region map"));
    snprintf(text, sizeof text, "puzzle,variants\n%s,nonsense\n", puzzle);
    assert_int_equal(board_of(text, r), SUDOKU_EFORMAT);
    snprintf(text, sizeof text, "puzzle,size\n%s,16\n", puzzle);
    assert_int_equal(board_of(text, r), SUDOKU_EFORMAT);
    /* a box past int's range: refused, not multiplied (UBSan watches) */
    snprintf(text, sizeof text, "puzzle,box\n%s,99999999999x99999999999\n", puzzle);
    assert_int_equal(board_of(text, r), SUDOKU_EFORMAT);
    assert_non_null(strstr(r->err.text, "box field"));
    snprintf(text, sizeof text, "puzzle,box\n%s,65536x65536\n", puzzle);
    assert_int_equal(board_of(text, r), SUDOKU_EFORMAT);
    free(r);
}

/* A box column gives the boxes: 1x9 boxes leave the puzzle a board of its
** own, which the classic reader's record cannot be. */
static void test_fields_box_column_gives_the_boxes(void **state) {
    (void)state;
    char text[512];
    read_one *r = malloc(sizeof *r);
    assert_non_null(r);
    snprintf(text, sizeof text, "puzzle,box\n%s,1x9\n", puzzle);
    assert_int_equal(board_of(text, r), SUDOKU_OK);
    assert_int_equal(r->board.spec.box_rows, 1);
    assert_int_equal(r->board.spec.box_cols, 9);
    free(r);
}

/* A 6x6 with 3x2 boxes (gen --box 3x2 --seed 1) and a 16x16 (gen --box 4x4
** --seed 1). */
static const char six[] = "4.....3.45.6..6..1..5412....5325...4";
static const char sixteen[] =
    "1.....BCA86.E...FED..G37.1.C...B.6...D8245F.319..8.9..1.7.3ED4......."
    "C9.3.A8G....D253....E14C..99A...F.ECD.....1..8.D..B96.7.AE5C2..1...G.E."
    ".5D....386E...C.....5.1.G3.F8....9A.8G.D...4.A2F.........7C.F..1..56.C"
    "A.9..15.7..B.......4F.E....D.G.5.2......8..C..";

/* Reads the first record of 'text', which the classic reader refuses, and
** asks for its board on the fields' shape; returns
** sudoku_reader_refused_board's status. */
static sudoku_status refused_in(const char *text, const sudoku_board_context *ctx,
                                read_one *r) {
    FILE *in = tmpfile();
    assert_non_null(in);
    fputs(text, in);
    rewind(in);
    sudoku_reader *reader = sudoku_reader_new(in);
    assert_non_null(reader);
    memset(&r->err, 0, sizeof r->err);
    assert_int_equal(sudoku_read(reader, &r->rec, &r->err), SUDOKU_EFORMAT);
    sudoku_status st =
        sudoku_reader_refused_board(reader, &r->rec, ctx, &r->board, &r->err);
    sudoku_reader_free(reader);
    fclose(in);
    return st;
}

static sudoku_status refused_of(const char *text, read_one *r) {
    return refused_in(text, NULL, r);
}

/* The shape in force (an option or a directive) applies to a row of
** another size: its box when the fields give none. A row of another size
** than the one in force, or a box field other than the box in force, is a
** bad record at the row's line naming both. */
static void test_fields_shape_in_force(void **state) {
    (void)state;
    char text[512];
    read_one *r = malloc(sizeof *r);
    assert_non_null(r);
    sudoku_board_context ctx = {0};
    ctx.side = 6, ctx.box_rows = 3, ctx.box_cols = 2;
    snprintf(text, sizeof text, "puzzle,status\n%s,ok\n", six);
    assert_int_equal(refused_in(text, &ctx, r), SUDOKU_OK);
    assert_int_equal(r->board.spec.box_rows, 3);
    assert_int_equal(r->board.spec.box_cols, 2);
    assert_int_equal(refused_of(text, r), SUDOKU_OK); /* none in force: 2x3 */
    assert_int_equal(r->board.spec.box_rows, 2);
    snprintf(text, sizeof text, "puzzle,status,size,box\n%s,ok,6,2x3\n", six);
    assert_int_equal(refused_in(text, &ctx, r), SUDOKU_EFORMAT);
    assert_int_equal(r->err.line, 2);
    assert_string_equal(r->err.text, "the box field is '2x3'; the box in force (an "
                                     "option or a directive) is 3x2");
    snprintf(text, sizeof text, "{\"puzzle\":\"%s\",\"box\":\"3x2\"}\n", six);
    assert_int_equal(refused_in(text, &ctx, r), SUDOKU_OK); /* as in force */
    ctx.side = 9, ctx.box_rows = ctx.box_cols = 3;
    assert_int_equal(refused_in(text, &ctx, r), SUDOKU_EFORMAT);
    assert_int_equal(r->err.line, 1);
    assert_string_equal(r->err.text, "a 6x6 puzzle where the shape in force is 9x9");
    ctx.side = 6, ctx.box_rows = 2, ctx.box_cols = 3;
    snprintf(text, sizeof text, "puzzle,size\n%s,9\n", puzzle);
    assert_int_equal(board_in(text, &ctx, r), SUDOKU_EFORMAT);
    assert_int_equal(r->err.line, 2);
    assert_string_equal(r->err.text, "a 9x9 puzzle where the shape in force is 6x6");
    free(r);
}

/* The value a symbol of the default alphabet stands for, 0 for a blank. */
static int value_of(char c) { return c == '.' ? 0 : c <= '9' ? c - '0' : c - 'A' + 10; }

static void test_fields_csv_row_of_another_size_is_read_on_it(void **state) {
    (void)state;
    char text[1024];
    snprintf(text, sizeof text,
             "puzzle,status,size,box,variants,regions\n%s,ok,16,4x4,,\n", sixteen);
    read_one *r = malloc(sizeof *r);
    assert_non_null(r);
    assert_int_equal(refused_of(text, r), SUDOKU_OK);
    assert_int_equal(r->board.spec.side, 16);
    assert_int_equal(r->board.spec.box_rows, 4);
    assert_int_equal(r->board.line, 2);
    for (int i = 0; i < 256; i++)
        assert_int_equal(r->board.cell[i], value_of(sixteen[i]));
    free(r);
}

/* A JSON object's box gives 3x2 boxes (not the 2x3 a 6x6 has by default);
** written back as read, the object keeps its members, the cells in place. */
static void test_fields_json_object_of_another_size_keeps_its_box(void **state) {
    (void)state;
    char text[256], want[256], got[256];
    snprintf(text, sizeof text, "{\"puzzle\":\"%s\",\"size\":6,\"box\":\"3x2\"}\n", six);
    read_one *r = malloc(sizeof *r);
    assert_non_null(r);
    assert_int_equal(refused_of(text, r), SUDOKU_OK);
    assert_int_equal(r->board.spec.side, 6);
    assert_int_equal(r->board.spec.box_rows, 3);
    assert_int_equal(r->board.spec.box_cols, 2);
    unsigned char cell[36];
    for (int i = 0; i < 36; i++)
        cell[i] = (unsigned char)(i % 6 + 1);
    snprintf(want, sizeof want, "{\"puzzle\":\"%s\",\"size\":6,\"box\":\"3x2\"}\n",
             "123456123456123456123456123456123456");
    size_t n = sudoku_board_format(&r->board, cell, -1, got, sizeof got);
    assert_int_equal(n, strlen(want));
    assert_string_equal(got, want);
    free(r);
}

/* No size field: the cell count gives the side. A line that is no row or
** object with fields is not this function's (the reader's error stands). */
static void test_fields_refused_size_from_the_cells(void **state) {
    (void)state;
    char text[256];
    read_one *r = malloc(sizeof *r);
    assert_non_null(r);
    snprintf(text, sizeof text, "{\"puzzle\":\"%s\",\"status\":\"ok\"}\n", six);
    assert_int_equal(refused_of(text, r), SUDOKU_OK);
    assert_int_equal(r->board.spec.side, 6);
    assert_int_equal(r->board.spec.box_rows, 2); /* the 6x6's own */
    snprintf(text, sizeof text, "%sZ\n", six);
    assert_int_equal(refused_of(text, r), SUDOKU_END);
    snprintf(text, sizeof text, "{\"puzzle\":\"12345\",\"status\":\"ok\"}\n");
    assert_int_equal(refused_of(text, r), SUDOKU_END);
    assert_non_null(strstr(r->err.text, "the puzzle member has 5 characters"));
    free(r);
}

/* Each bad field: EFORMAT at the row's line, the text naming the field,
** what it holds and what is accepted. */
static void test_fields_refused_bad_fields_are_named(void **state) {
    (void)state;
    static const struct {
        const char *size, *box, *variants, *regions, *cells, *said;
    } bad[] = {
        {"7", "", "", "", six, "the size field is '7'; a size is 4, 6, 8, 9,"},
        {"16", "", "", "", six,
         "the puzzle field has 36 cells; a puzzle of size 16 has 256"},
        {"6", "3x3", "", "", six, "the box field is '3x3'; a box is RxC with R*C 6"},
        {"6", "3x2", "", "", "4.....3.45.6..6..1..5412....5325...G",
         "puzzle field: unexpected character 'G'; a 6x6 cell is one of 123456"},
        {"6", "", "jigsaw", "", six, "needs its region map: 36 region symbols"},
        {"6", "", "", "AAAAAABBBBBBCCCCCCDDDDDDEEEEEEFFFFF", six,
         "the regions field has 35 symbols; a jigsaw's map has 36"},
        {"6", "", "nonsense", "", six, "unknown variant 'nonsense'"},
    };
    read_one *r = malloc(sizeof *r);
    assert_non_null(r);
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        char text[512];
        snprintf(text, sizeof text,
                 "puzzle,size,box,variants,regions\n%s,%s,%s,%s,%s\n%s,6,3x2,,\n",
                 bad[k].cells, bad[k].size, bad[k].box, bad[k].variants, bad[k].regions,
                 six);
        assert_int_equal(refused_of(text, r), SUDOKU_EFORMAT);
        assert_int_equal(r->err.line, 2);
        if (!strstr(r->err.text, bad[k].said)) fail_msg("%zu: %s", k, r->err.text);
    }
    free(r);
}

/* A symbols field (as solve -f csv and json write one for a puzzle in
** symbols other than its size's own) gives the symbols the puzzle is read
** in: a 16x16 and a 9x9 in letters, which the classic reader refuses, and
** a 9x9 in 987654321, which it reads as the digits they are (the board
** then keeps its row, written back in those symbols). A bad symbols field,
** or one other than the symbols in force, is a bad record naming it. */
static void test_fields_symbols_field(void **state) {
    (void)state;
    static const char letters16[] = "ABCDEFGHIJKLMNOP";
    char text[1024], cells[257], want[256], got[256];
    read_one *r = malloc(sizeof *r);
    assert_non_null(r);
    for (int i = 0; i < 256; i++) /* value v is letters16[v-1] */
        cells[i] = sixteen[i] == '.' ? '.' : letters16[value_of(sixteen[i]) - 1];
    cells[256] = '\0';
    snprintf(text, sizeof text,
             "puzzle,size,box,variants,regions,symbols\n%s,16,4x4,,,%s\n", cells,
             letters16);
    assert_int_equal(refused_of(text, r), SUDOKU_OK);
    assert_int_equal(r->board.spec.side, 16);
    assert_string_equal(r->board.symbols, letters16);
    for (int i = 0; i < 256; i++)
        assert_int_equal(r->board.cell[i], value_of(sixteen[i]));
    for (int i = 0; i < 81; i++) /* the 9x9 in A-I */
        cells[i] = puzzle[i] == '.' ? '.' : (char)('A' + puzzle[i] - '1');
    cells[81] = '\0';
    snprintf(text, sizeof text,
             "{\"puzzle\":\"%s\",\"size\":9,\"symbols\":\"ABCDEFGHI\"}\n", cells);
    assert_int_equal(refused_of(text, r), SUDOKU_OK);
    assert_string_equal(r->board.symbols, "ABCDEFGHI");
    for (int i = 0; i < 81; i++)
        assert_int_equal(r->board.cell[i], puzzle[i] == '.' ? 0 : puzzle[i] - '0');
    snprintf(text, sizeof text, "puzzle,status,symbols\n%s,ok,987654321\n", puzzle);
    assert_int_equal(board_of(text, r), SUDOKU_OK);
    assert_string_equal(r->board.symbols, "987654321");
    unsigned char solved[81];
    for (int i = 0; i < 81; i++) {
        assert_int_equal(r->board.cell[i], puzzle[i] == '.' ? 0 : 10 - (puzzle[i] - '0'));
        solved[i] = (unsigned char)(i % 9 + 1);
    }
    snprintf(want, sizeof want, "%.81s,ok,987654321\n",
             "987654321987654321987654321987654321987654321987654321987654321987654321"
             "987654321");
    assert_int_equal(sudoku_board_format(&r->board, solved, -1, got, sizeof got),
                     strlen(want));
    assert_string_equal(got, want);
    static const struct {
        const char *symbols, *said;
    } bad[] = {
        {"ABCDEFGHH", "the symbols field is 'ABCDEFGHH'; the symbols are 9 distinct"},
        {"ABC", "the symbols field is 'ABC'; the symbols are 9 distinct"},
        {"ABCDEFGH.", "the symbols field is 'ABCDEFGH.'; the symbols are 9 distinct"},
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        snprintf(text, sizeof text, "puzzle,symbols\n%s,%s\n", cells, bad[k].symbols);
        assert_int_equal(refused_of(text, r), SUDOKU_EFORMAT);
        assert_int_equal(r->err.line, 2);
        if (!strstr(r->err.text, bad[k].said)) fail_msg("%zu: %s", k, r->err.text);
    }
    sudoku_board_context ctx = {0};
    memcpy(ctx.symbols, "IHGFEDCBA", 10);
    snprintf(text, sizeof text, "puzzle,symbols\n%s,ABCDEFGHI\n", cells);
    assert_int_equal(refused_in(text, &ctx, r), SUDOKU_EFORMAT);
    assert_string_equal(r->err.text, "the symbols field is 'ABCDEFGHI'; the symbols in "
                                     "force (an option or a directive) are IHGFEDCBA");
    free(r);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fields_csv_regions_column_makes_a_jigsaw),
        cmocka_unit_test(test_fields_json_members_make_a_jigsaw),
        cmocka_unit_test(test_fields_json_members_spaced),
        cmocka_unit_test(test_fields_classic_rows_have_no_board),
        cmocka_unit_test(test_fields_bad_fields_are_reported_at_the_row),
        cmocka_unit_test(test_fields_box_column_gives_the_boxes),
        cmocka_unit_test(test_fields_csv_row_of_another_size_is_read_on_it),
        cmocka_unit_test(test_fields_json_object_of_another_size_keeps_its_box),
        cmocka_unit_test(test_fields_refused_size_from_the_cells),
        cmocka_unit_test(test_fields_refused_bad_fields_are_named),
        cmocka_unit_test(test_fields_shape_in_force),
        cmocka_unit_test(test_fields_symbols_field),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
