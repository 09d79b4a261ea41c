/*
** io.c - reading puzzles from a stream in every common layout, and writing
** them back in the layout they came in. Memory is fixed per reader: input is
** read a line (or a block of a long line) at a time, and a line longer than
** LINE_CAP is measured, not stored.
*/
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define BLOCK_SIZE 4096 /* most bytes one fgets brings in */
#define LINE_CAP 512    /* longest line stored; a spaced, boxed 81-cell line fits */

/* What one input line is, once read. */
typedef enum line_kind {
    LINE_NONE,    /* end of input */
    LINE_BLANK,   /* only white space */
    LINE_COMMENT, /* '#' first */
    LINE_DECOR,   /* box drawing such as "------+-------" */
    LINE_HEADER,  /* only a number: POJ 2676's count of cases */
    LINE_CELLS,   /* a row of cells, well formed or not */
} line_kind;

/* A line parsed as cells. 'bad_column' > 0 marks the first bad byte. */
typedef struct parsed_line {
    line_kind kind;
    int ncells;              /* cells seen, bad bytes included */
    int spaced;              /* cells were separated by blanks */
    char empty;              /* first empty marker seen, or 0 */
    unsigned char cells[81]; /* the first 81 cells */
    size_t bad_column;       /* 1-based column of the first bad byte, or 0 */
    unsigned char bad_byte;
} parsed_line;

struct sudoku_reader {
    FILE *in;
    size_t pos, len; /* unread bytes are block[pos..len) */
    int at_eof;
    unsigned long lineno;      /* lines consumed so far */
    char line[LINE_CAP];       /* the current line, CR and LF removed */
    size_t line_len;           /* its true length (may exceed LINE_CAP) */
    int pushed_back;           /* the current line is to be read again */
    parsed_line parsed;        /* the current line, parsed */
    int seen_content;          /* a non-blank, non-comment line was read */
    long header_count;         /* POJ header's count, or -1 */
    unsigned long header_line; /* where that header was */
    unsigned long records;     /* records returned so far */
    int count_checked;
    unsigned char block[BLOCK_SIZE];
};

sudoku_reader *sudoku_reader_new(FILE *in) {
    sudoku_reader *r = malloc(sizeof *r);
    if (!r) return NULL;
    memset(r, 0, offsetof(sudoku_reader, block));
    memset(r->block, 0xFF, sizeof r->block); /* see fill_block */
    r->in = in;
    r->header_count = -1;
    return r;
}

void sudoku_reader_free(sudoku_reader *reader) { free(reader); }

/* ---------------------------------------------------------------- lines */

/* Length of what fgets put in the block. Lines may hold NUL bytes, so the
** terminator is found as the last NUL: the block past the data of the
** previous fill is kept at 0xFF, and data ends either with its newline or
** at the block's end, or else (last line, or a NUL byte inside) nothing but
** 0xFF follows the terminator. */
static size_t filled_length(const unsigned char *block) {
    const unsigned char *nul = memchr(block, 0, BLOCK_SIZE);
    for (;;) {
        size_t k = (size_t)(nul - block);
        if (k == BLOCK_SIZE - 1 || (k > 0 && block[k - 1] == '\n')) return k;
        const unsigned char *next = memchr(nul + 1, 0, BLOCK_SIZE - 1 - k);
        if (!next) return k;
        nul = next;
    }
}

/* Brings in the next line, or the next BLOCK_SIZE - 1 bytes of a long one.
** fgets, unlike fread, returns as soon as a line is in, so answers stream
** when the input is a pipe or a terminal. */
static int fill_block(sudoku_reader *r) {
    if (r->at_eof) return 0;
    memset(r->block, 0xFF, r->len + 1); /* the last fill's data and NUL */
    r->pos = r->len = 0;
    if (!fgets((char *)r->block, BLOCK_SIZE, r->in)) {
        r->at_eof = 1;
        return 0;
    }
    r->len = filled_length(r->block);
    return r->len > 0;
}

/* Reads the next line into r->line. Returns 0 at end of input, -1 on a read
** error, 1 otherwise. Bytes past LINE_CAP are counted in line_len only. */
static int read_line(sudoku_reader *r) {
    size_t n = 0;
    int got_any = 0;
    for (;;) {
        if (r->pos == r->len && !fill_block(r)) break;
        got_any = 1;
        unsigned char *start = r->block + r->pos, *end = r->block + r->len;
        unsigned char *nl = memchr(start, '\n', (size_t)(end - start));
        size_t chunk = (size_t)((nl ? nl : end) - start);
        if (n < LINE_CAP) {
            size_t keep = chunk < LINE_CAP - n ? chunk : LINE_CAP - n;
            memcpy(r->line + n, start, keep);
        }
        n += chunk;
        r->pos += chunk + (nl != NULL);
        if (nl) break;
    }
    if (ferror(r->in)) return -1;
    if (!got_any) return 0;
    if (n > 0 && n <= LINE_CAP && r->line[n - 1] == '\r') n--;
    r->line_len = n;
    r->lineno++;
    return 1;
}

static int is_blank(unsigned char c) { return c == ' ' || c == '\t' || c == '\r'; }

static void parse_cell_bytes(const char *text, size_t len, parsed_line *p) {
    int prev_blank = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (is_blank(c)) {
            prev_blank = 1;
            continue;
        }
        if (c == '|') continue;
        if (prev_blank && p->ncells > 0) p->spaced = 1;
        prev_blank = 0;
        int ok = (c >= '0' && c <= '9') || c == '.';
        if (!ok && !p->bad_column) {
            p->bad_column = i + 1;
            p->bad_byte = c;
        }
        if ((c == '0' || c == '.') && !p->empty) p->empty = (char)c;
        if (p->ncells < 81)
            p->cells[p->ncells] = ok && c != '.' ? (unsigned char)(c - '0') : 0;
        p->ncells++;
    }
}

/* Classifies the current line (no sudoku meaning yet beyond cells). */
static void parse_line(sudoku_reader *r) {
    parsed_line *p = &r->parsed;
    memset(p, 0, sizeof *p);
    size_t len = r->line_len < LINE_CAP ? r->line_len : LINE_CAP;
    size_t i = 0, digits = 0, decor = 0, other = 0;
    while (i < len && is_blank((unsigned char)r->line[i]))
        i++;
    if (i == len && r->line_len <= LINE_CAP) {
        p->kind = LINE_BLANK;
        return;
    }
    if (i < len && r->line[i] == '#') {
        p->kind = LINE_COMMENT;
        return;
    }
    for (size_t j = i; j < len; j++) {
        char c = r->line[j];
        if (c >= '0' && c <= '9')
            digits++;
        else if (c == '-' || c == '+' || c == '=' || c == '|')
            decor++;
        else if (!is_blank((unsigned char)c))
            other++;
    }
    p->kind = LINE_CELLS;
    if (r->line_len > LINE_CAP) {
        p->ncells = 81 + 1;
        return;
    }
    if (digits == 0 && other == 0 && decor > 0) {
        p->kind = LINE_DECOR;
        return;
    }
    parse_cell_bytes(r->line, len, p);
    if (!r->seen_content && other == 0 && decor == 0 && !p->spaced && digits > 0 &&
        digits < 8 && p->ncells == (int)digits)
        p->kind = LINE_HEADER;
}

/* Next line, parsed; honours a pushed-back line. Returns read_line's code. */
static int next_line(sudoku_reader *r) {
    if (r->pushed_back) {
        r->pushed_back = 0;
        return 1;
    }
    int rc = read_line(r);
    if (rc <= 0) {
        r->parsed.kind = LINE_NONE;
        return rc;
    }
    parse_line(r);
    return 1;
}

/* ---------------------------------------------------------------- records */

static void raw_append(sudoku_record *rec, const sudoku_reader *r) {
    size_t len = r->line_len < LINE_CAP ? r->line_len : LINE_CAP;
    size_t room = SUDOKU_RAW_MAX - rec->raw_len;
    if (room == 0) return;
    if (len > room - 1) len = room - 1;
    memcpy(rec->raw + rec->raw_len, r->line, len);
    rec->raw_len += len;
    rec->raw[rec->raw_len++] = '\n';
}

static void set_error(sudoku_error *err, unsigned long line, size_t column,
                      const char *text) {
    if (!err) return;
    err->line = line;
    err->column = column;
    snprintf(err->text, sizeof err->text, "%s", text);
}

/* Describes a bad byte: a character when printable, else its code. */
static void bad_byte_error(sudoku_error *err, unsigned long line, const parsed_line *p) {
    char text[64];
    unsigned char c = p->bad_byte;
    if (c > ' ' && c < 127)
        snprintf(text, sizeof text, "column %zu: unexpected character '%c'",
                 p->bad_column, c);
    else
        snprintf(text, sizeof text, "column %zu: unexpected byte 0x%02X", p->bad_column,
                 c);
    set_error(err, line, p->bad_column, text);
}

/* Reports a line that is neither an 81-cell puzzle nor a 9-cell row. */
static void cell_count_error(sudoku_error *err, const sudoku_reader *r) {
    char text[128];
    if (r->line_len > LINE_CAP)
        snprintf(text, sizeof text, "line too long (%zu bytes)", r->line_len);
    else
        snprintf(text, sizeof text,
                 "line has %d cells; expected 81 (one-line puzzle) or 9 (grid row)",
                 r->parsed.ncells);
    set_error(err, r->lineno, 0, text);
}

static sudoku_status read_line_record(sudoku_reader *r, sudoku_record *rec,
                                      sudoku_error *err) {
    const parsed_line *p = &r->parsed;
    raw_append(rec, r);
    if (p->ncells != 81) {
        cell_count_error(err, r);
        return SUDOKU_EFORMAT;
    }
    if (p->bad_column) {
        bad_byte_error(err, r->lineno, p);
        return SUDOKU_EFORMAT;
    }
    memcpy(rec->grid.cell, p->cells, 81);
    rec->layout = SUDOKU_LAYOUT_LINE;
    rec->empty = p->empty ? p->empty : '.';
    return SUDOKU_OK;
}

/* A line that belongs in a grid: fewer cells than half a one-line puzzle. */
static int row_like(const parsed_line *p) {
    return p->kind == LINE_CELLS && p->ncells < 41;
}

/* Notes the first problem of a grid row; 'row' is 0-based. */
static void check_row(sudoku_reader *r, int row, sudoku_error *err, int *bad) {
    const parsed_line *p = &r->parsed;
    if (*bad) return;
    if (p->bad_column) {
        bad_byte_error(err, r->lineno, p);
        *bad = 1;
    } else if (p->ncells != 9 && row == 0) {
        cell_count_error(err, r);
        *bad = 1;
    } else if (p->ncells != 9) {
        char text[96];
        snprintf(text, sizeof text, "grid row %d has %d cells, expected 9", row + 1,
                 p->ncells);
        set_error(err, r->lineno, 0, text);
        *bad = 1;
    }
}

/* Reads rows until 9, a blank line or a non-row line (pushed back). */
static sudoku_status read_grid_record(sudoku_reader *r, sudoku_record *rec,
                                      sudoku_error *err) {
    int rows = 0, bad = 0, spaced = 0;
    char empty = 0;
    int rc = 1;
    for (;;) {
        const parsed_line *p = &r->parsed;
        raw_append(rec, r);
        check_row(r, rows, err, &bad);
        if (!bad) memcpy(rec->grid.cell + 9 * rows, p->cells, 9);
        spaced |= p->spaced;
        if (!empty) empty = p->empty;
        if (++rows == 9) break;
        do
            rc = next_line(r);
        while (rc > 0 &&
               (r->parsed.kind == LINE_COMMENT || r->parsed.kind == LINE_DECOR));
        if (rc <= 0 || !row_like(&r->parsed)) break;
    }
    if (rc < 0) return SUDOKU_EIO;
    if (rows < 9 && rc > 0 && r->parsed.kind != LINE_BLANK) r->pushed_back = 1;
    if (rows < 9 && !bad) {
        char text[64];
        snprintf(text, sizeof text, "incomplete grid: %d row%s, expected 9", rows,
                 rows == 1 ? "" : "s");
        set_error(err, rec->line, 0, text);
        bad = 1;
    }
    if (bad) return SUDOKU_EFORMAT;
    rec->layout = spaced ? SUDOKU_LAYOUT_SPACED : SUDOKU_LAYOUT_GRID;
    rec->empty = empty ? empty : '0';
    return SUDOKU_OK;
}

/* At the end of input: the POJ header's promise, checked once. */
static sudoku_status finish(sudoku_reader *r, sudoku_error *err) {
    if (r->header_count < 0 || r->count_checked) return SUDOKU_END;
    r->count_checked = 1;
    if ((unsigned long)r->header_count == r->records) return SUDOKU_END;
    char text[96];
    snprintf(text, sizeof text, "header announces %ld puzzle%s, input has %lu",
             r->header_count, r->header_count == 1 ? "" : "s", r->records);
    set_error(err, r->header_line, 0, text);
    return SUDOKU_ECOUNT;
}

/* Skips blank, comment and decoration lines, taking note of a POJ header.
** Returns read_line's code, with the first line of a record current. */
static int skip_to_record(sudoku_reader *r) {
    for (;;) {
        int rc = next_line(r);
        if (rc <= 0) return rc;
        switch (r->parsed.kind) {
        case LINE_HEADER:
            r->header_count = strtol(r->line, NULL, 10);
            r->header_line = r->lineno;
            r->seen_content = 1;
            break;
        case LINE_CELLS:
            r->seen_content = 1;
            return 1;
        default:
            break;
        }
    }
}

sudoku_status sudoku_read(sudoku_reader *r, sudoku_record *rec, sudoku_error *err) {
    int rc = skip_to_record(r);
    if (rc < 0) return SUDOKU_EIO;
    if (rc == 0) return finish(r, err);
    memset(&rec->grid, 0, sizeof rec->grid);
    rec->line = r->lineno;
    rec->raw_len = 0;
    r->records++;
    if (row_like(&r->parsed)) return read_grid_record(r, rec, err);
    return read_line_record(r, rec, err);
}

/* ---------------------------------------------------------------- writing */

size_t sudoku_format(const sudoku_grid *grid, sudoku_layout layout, char empty,
                     char *buf) {
    size_t n = 0;
    for (int i = 0; i < 81; i++) {
        int d = grid->cell[i];
        buf[n++] = d ? (char)('0' + d) : empty;
        if (layout == SUDOKU_LAYOUT_LINE) continue;
        if (i % 9 == 8)
            buf[n++] = '\n';
        else if (layout == SUDOKU_LAYOUT_SPACED)
            buf[n++] = ' ';
    }
    if (layout == SUDOKU_LAYOUT_LINE) buf[n++] = '\n';
    buf[n] = '\0';
    return n;
}
