/*
** fuzz_read.c - libFuzzer harness for the reader: any bytes, in any layout.
** Every call must end in SUDOKU_END after at most one read per line; every
** record must be well formed, read back the same after sudoku_format, and
** read back as the same record after sudoku_format_record (its own text with
** every cell filled in); every error must name a line of the input; and
** sudoku_parse over the same bytes must agree with the stream's first read.
** The board reader (every size, labelled board lines, text skipped) reads
** the same bytes too: every record well formed, its cells read back the
** same after sudoku_board_format, every error on a line of the input.
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

/* Reads 'n' bytes of 'text' as a stream; the first record must be OK and
** the only one (a POJ count kept in the text may disagree). Returns it in
** *back. */
static void read_only_record(const char *text, size_t n, sudoku_record *back) {
    FILE *in = fmemopen((void *)(uintptr_t)text, n, "rb");
    CHECK(in != NULL);
    sudoku_reader *r = sudoku_reader_new(in);
    CHECK(r != NULL);
    sudoku_record extra;
    sudoku_error err;
    CHECK(sudoku_read(r, back, &err) == SUDOKU_OK);
    sudoku_status st = sudoku_read(r, &extra, &err);
    if (st == SUDOKU_ECOUNT) st = sudoku_read(r, &extra, &err); /* a POJ count kept */
    CHECK(st == SUDOKU_END);
    sudoku_reader_free(r);
    fclose(in);
}

/* Writes the record in its layout and reads it back (sudoku_parse). */
static void check_round_trip(const sudoku_record *rec) {
    char buf[SUDOKU_FORMAT_MAX];
    size_t n = sudoku_format(&rec->grid, rec->layout, rec->empty, buf);
    CHECK(n > 0 && n < SUDOKU_FORMAT_MAX && buf[n] == '\0' && buf[n - 1] == '\n');
    sudoku_grid back;
    sudoku_candidates marks;
    CHECK(sudoku_parse(buf, n, &back, &marks, NULL) == SUDOKU_OK);
    CHECK(memcmp(back.cell, rec->grid.cell, 81) == 0);
    for (int i = 0; i < 81; i++)
        CHECK(marks.mask[i] == (back.cell[i] ? 0 : 0x1FF));
}

/* Fills every empty cell (with any digit: the reader knows no rules), writes
** the grid in the record's own text and reads it back: one record, that
** grid, the same name. */
static void check_own_text(const sudoku_record *rec) {
    static char buf[SUDOKU_RECORD_TEXT_MAX];
    sudoku_grid full = rec->grid;
    for (int i = 0; i < 81; i++)
        if (!full.cell[i]) full.cell[i] = (unsigned char)(1 + (i * 7) % 9);
    size_t n = sudoku_format_record(rec, &full, buf, sizeof buf);
    CHECK(n > 0 && buf[n] == '\0' && buf[n - 1] == '\n');
    CHECK(sudoku_format_record(rec, &full, buf, n) == 0); /* one byte short */
    n = sudoku_format_record(rec, &full, buf, sizeof buf);
    sudoku_record back;
    read_only_record(buf, n, &back);
    CHECK(memcmp(back.grid.cell, full.cell, 81) == 0);
    CHECK(!back.pencilmarks);
    if (!rec->raw_cut) CHECK(strcmp(back.name, rec->name) == 0);
}

/* Whether the record's puzzle is a later field of a row (a field separator
** before its first cell on its line): in a CSV table the header chose that
** field, and the row read alone, without its header, need not read the same. */
static int later_field(const sudoku_record *rec) {
    size_t at = rec->cell_at[0], start = at;
    if (at > rec->raw_len) return 0;
    while (start > 0 && rec->raw[start - 1] != '\n')
        start--;
    for (size_t k = start; k < at; k++)
        if (rec->raw[k] == ',' || rec->raw[k] == ';' || rec->raw[k] == '\t') return 1;
    return 0;
}

static void check_record(const sudoku_record *rec, unsigned long lines) {
    for (int i = 0; i < 81; i++) {
        CHECK(rec->grid.cell[i] <= 9);
        CHECK(rec->marks.mask[i] <= 0x1FF);
        CHECK(!rec->grid.cell[i] || rec->marks.mask[i] == 0); /* givens have none */
        CHECK(rec->pencilmarks || rec->grid.cell[i] || rec->marks.mask[i] == 0x1FF);
    }
    CHECK(rec->layout == SUDOKU_LAYOUT_LINE || rec->layout == SUDOKU_LAYOUT_GRID ||
          rec->layout == SUDOKU_LAYOUT_SPACED);
    CHECK(rec->empty == '.' || rec->empty == '0');
    CHECK(rec->line >= 1 && rec->line <= lines);
    CHECK(rec->raw_len > 0 && rec->raw_len <= SUDOKU_RAW_MAX);
    CHECK(memchr(rec->name, '\0', sizeof rec->name) != NULL);
    check_round_trip(rec);
    if (!later_field(rec)) check_own_text(rec);
}

static void check_error(const sudoku_record *rec, const sudoku_error *err,
                        unsigned long lines) {
    CHECK(memchr(err->text, '\0', sizeof err->text) != NULL);
    CHECK(err->text[0] != '\0' && strchr(err->text, '\n') == NULL);
    CHECK(err->line >= 1 && err->line <= lines);
    CHECK(rec->raw_len <= SUDOKU_RAW_MAX);
    if (strncmp(err->text, "binary data", 11) != 0) {
        CHECK(rec->raw_len > 0);
        return;
    }
    unsigned long kept = 0; /* never echoed: raw holds the lines before it alone */
    for (size_t i = 0; i < rec->raw_len; i++)
        kept += rec->raw[i] == '\n';
    CHECK(kept < err->line);
}

/* sudoku_parse reads the bytes as the stream's first read did. */
static void check_parse_agrees(const unsigned char *data, size_t size,
                               sudoku_status first, const sudoku_record *rec,
                               const sudoku_error *err) {
    sudoku_grid g;
    sudoku_candidates marks;
    sudoku_error perr = {0, 0, ""};
    sudoku_status st = sudoku_parse((const char *)data, size, &g, &marks, &perr);
    CHECK(st == (first == SUDOKU_ECOUNT ? SUDOKU_END : first));
    if (st == SUDOKU_OK) {
        CHECK(memcmp(g.cell, rec->grid.cell, 81) == 0);
        CHECK(memcmp(marks.mask, rec->marks.mask, sizeof marks.mask) == 0);
    } else if (st == SUDOKU_EFORMAT) {
        CHECK(perr.line == err->line && perr.column == err->column);
        CHECK(strcmp(perr.text, err->text) == 0);
    }
}

/* A board record's cells written (sudoku_board_format) and parsed again in
** its own shape and symbols: the same side and cells. */
static void check_board_round_trip(const sudoku_board_record *b) {
    static char buf[SUDOKU_BOARD_TEXT_MAX * 2];
    size_t n = sudoku_board_format(b, b->cell, -1, buf, sizeof buf);
    CHECK(n > 0 && n < sizeof buf && buf[n - 1] == '\n');
    sudoku_board_context ctx = {b->spec.side, b->spec.box_rows, b->spec.box_cols,
                                b->spec.variants, ""};
    memcpy(ctx.symbols, b->symbols, sizeof ctx.symbols);
    static sudoku_board_record back;
    CHECK(sudoku_board_parse(buf, n, &ctx, &back, NULL) == SUDOKU_OK);
    CHECK(back.spec.side == b->spec.side);
    CHECK(memcmp(back.cell, b->cell, (size_t)b->spec.side * (size_t)b->spec.side) == 0);
}

/* The board reader over the same bytes. */
static void check_board_reader(const unsigned char *data, size_t size,
                               unsigned long lines) {
    FILE *in = fmemopen((void *)(uintptr_t)data, size, "rb");
    CHECK(in != NULL);
    sudoku_board_reader *r = sudoku_board_reader_new(in, NULL);
    CHECK(r != NULL);
    static sudoku_board_record b;
    sudoku_error err;
    unsigned long calls = 0, last_line = 0;
    int counts = 0;
    sudoku_status st;
    while ((st = sudoku_board_read(r, &b, &err)) != SUDOKU_END) {
        CHECK(++calls <= lines + 2);
        if (st == SUDOKU_ECOUNT) { /* once, at the end, as sudoku_read's */
            CHECK(++counts == 1 && err.text[0] && err.line >= 1 && err.line <= lines);
            continue;
        }
        CHECK(counts == 0);
        CHECK(st == SUDOKU_OK || st == SUDOKU_EFORMAT);
        CHECK(b.line >= 1 && b.line <= lines && b.line > last_line);
        last_line = b.line;
        CHECK(memchr(b.name, '\0', sizeof b.name) != NULL);
        if (st == SUDOKU_EFORMAT) {
            CHECK(err.text[0] != '\0' && strchr(err.text, '\n') == NULL);
            CHECK(err.line >= 1 && err.line <= lines);
            continue;
        }
        if (b.classic) continue; /* its text is the classic reader's */
        int side = b.spec.side, cells = side * side;
        CHECK(side >= 4 && side <= SUDOKU_MAX_SIDE);
        for (int i = 0; i < cells; i++)
            CHECK(b.cell[i] <= side);
        check_board_round_trip(&b);
    }
    sudoku_board_reader_free(r);
    fclose(in);
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
    static sudoku_record rec;
    sudoku_error err;
    do {
        CHECK(++calls <= lines + 2); /* a record takes at least one line */
        memset(&err, 0, sizeof err);
        st = sudoku_read(r, &rec, &err);
        if (calls == 1) check_parse_agrees(data, size, st, &rec, &err);
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
    check_board_reader(data, size, lines);
    return 0;
}
