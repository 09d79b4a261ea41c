/*
** fuzz_read.c - libFuzzer harness for the streaming reader: any bytes, in
** any layout. Every call must end in SUDOKU_END after at most one read per
** line; every record must be well formed and must read back the same after
** sudoku_format; every error must name a line of the input.
*/
#define _POSIX_C_SOURCE 200809L /* fmemopen: libFuzzer is POSIX-only anyway */

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "fuzz_check.h"

static unsigned long count_lines(const unsigned char *data, size_t size) {
    unsigned long lines = 1;
    for (size_t i = 0; i < size; i++)
        lines += data[i] == '\n';
    return lines;
}

static int has_empty(const sudoku_grid *g) { return memchr(g->cell, 0, 81) != NULL; }

/* Writes the record in its own layout and reads it back. */
static void check_round_trip(const sudoku_record *rec) {
    char buf[SUDOKU_FORMAT_MAX];
    size_t n = sudoku_format(&rec->grid, rec->layout, rec->empty, buf);
    CHECK(n > 0 && n < SUDOKU_FORMAT_MAX && buf[n] == '\0' && buf[n - 1] == '\n');
    FILE *in = fmemopen(buf, n, "rb");
    CHECK(in != NULL);
    sudoku_reader *r = sudoku_reader_new(in);
    CHECK(r != NULL);
    sudoku_record back;
    sudoku_error err;
    CHECK(sudoku_read(r, &back, &err) == SUDOKU_OK);
    CHECK(memcmp(back.grid.cell, rec->grid.cell, 81) == 0);
    CHECK(back.layout == rec->layout);
    CHECK(!has_empty(&rec->grid) || back.empty == rec->empty);
    CHECK(sudoku_read(r, &back, &err) == SUDOKU_END);
    sudoku_reader_free(r);
    fclose(in);
}

static void check_record(const sudoku_record *rec, unsigned long lines) {
    for (int i = 0; i < 81; i++)
        CHECK(rec->grid.cell[i] <= 9);
    CHECK(rec->layout == SUDOKU_LAYOUT_LINE || rec->layout == SUDOKU_LAYOUT_GRID ||
          rec->layout == SUDOKU_LAYOUT_SPACED);
    CHECK(rec->empty == '.' || rec->empty == '0');
    CHECK(rec->line >= 1 && rec->line <= lines);
    CHECK(rec->raw_len > 0 && rec->raw_len <= SUDOKU_RAW_MAX);
    check_round_trip(rec);
}

static void check_error(const sudoku_record *rec, const sudoku_error *err,
                        unsigned long lines) {
    CHECK(memchr(err->text, '\0', sizeof err->text) != NULL);
    CHECK(err->text[0] != '\0' && strchr(err->text, '\n') == NULL);
    CHECK(err->line >= 1 && err->line <= lines);
    CHECK(rec->raw_len > 0 && rec->raw_len <= SUDOKU_RAW_MAX);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size) {
    if (size == 0) return 0; /* fmemopen may refuse an empty buffer */
    FILE *in = fmemopen((void *)(uintptr_t)data, size, "rb");
    CHECK(in != NULL);
    sudoku_reader *r = sudoku_reader_new(in);
    CHECK(r != NULL);
    unsigned long lines = count_lines(data, size), calls = 0, last_line = 0;
    int counts = 0;
    sudoku_status st;
    sudoku_record rec;
    sudoku_error err;
    do {
        CHECK(++calls <= lines + 2); /* a record takes at least one line */
        memset(&err, 0, sizeof err);
        st = sudoku_read(r, &rec, &err);
        if (st == SUDOKU_OK || st == SUDOKU_EFORMAT) {
            CHECK(rec.line > last_line);
            last_line = rec.line;
        }
        if (st == SUDOKU_OK)
            check_record(&rec, lines);
        else if (st == SUDOKU_EFORMAT)
            check_error(&rec, &err, lines);
        else if (st == SUDOKU_ECOUNT)
            CHECK(++counts == 1 && err.text[0] && err.line >= 1);
        else
            CHECK(st == SUDOKU_END);
    } while (st != SUDOKU_END);
    CHECK(sudoku_read(r, &rec, &err) == SUDOKU_END);
    sudoku_reader_free(r);
    fclose(in);
    return 0;
}
