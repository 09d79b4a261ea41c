/*
** test_fields.c - the shape a CSV row or JSON line gives its puzzle in
** fields beside it (fields.c, sudoku_reader_board): a jigsaw's map from a
** regions column or member, none for a classic row, a bad map reported.
** (End to end: tests/cli/cases/shapes_jigsaw_formats_read_back.)
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
static sudoku_status board_of(const char *text, read_one *r) {
    FILE *in = tmpfile();
    assert_non_null(in);
    fputs(text, in);
    rewind(in);
    sudoku_reader *reader = sudoku_reader_new(in);
    assert_non_null(reader);
    memset(&r->err, 0, sizeof r->err);
    assert_int_equal(sudoku_read(reader, &r->rec, &r->err), SUDOKU_OK);
    sudoku_status st = sudoku_reader_board(reader, &r->rec, NULL, &r->board, &r->err);
    sudoku_reader_free(reader);
    fclose(in);
    return st;
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

static void test_fields_json_members_make_a_jigsaw(void **state) {
    (void)state;
    char text[512];
    snprintf(text, sizeof text,
             "{\"puzzle\":\"%s\",\"status\":\"ok\",\"size\":9,\"variants\":\"jigsaw\","
             "\"regions\":\"%s\"}\n",
             puzzle, map);
    read_one *r = malloc(sizeof *r);
    assert_non_null(r);
    assert_int_equal(board_of(text, r), SUDOKU_OK);
    assert_true(r->board.spec.variants & SUDOKU_VARIANT_JIGSAW);
    for (int i = 0; i < 81; i++)
        assert_int_equal(r->board.regions[r->board.spec.region[i]], map[i]);
    free(r);
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

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fields_csv_regions_column_makes_a_jigsaw),
        cmocka_unit_test(test_fields_json_members_make_a_jigsaw),
        cmocka_unit_test(test_fields_classic_rows_have_no_board),
        cmocka_unit_test(test_fields_bad_fields_are_reported_at_the_row),
        cmocka_unit_test(test_fields_box_column_gives_the_boxes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
