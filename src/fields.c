/*
** fields.c - the shape a classic reader's record carries in fields beside
** its puzzle: the columns size, box, variants, regions and symbols of a CSV, or the
** members of a JSON object line, as `solve`, `count`, `canon` and `gen
** --format csv or json` write a board of another shape: a 9x9 jigsaw's
** region map or variants (sudoku_reader_board), or a puzzle of another
** size that the classic reader refused (sudoku_reader_refused_board).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The shape's fields of one record, as written (not NUL-terminated). */
typedef struct shape_fields {
    const char *text[SUDOKU__FIELDS];
    size_t len[SUDOKU__FIELDS];
    int quoted[SUDOKU__FIELDS]; /* a CSV field in quotes: a doubled quote is one */
} shape_fields;

/* The line of rec->raw the cells came from (a row or an object). */
static const char *cells_line(const sudoku_record *rec, size_t *len) {
    size_t start = rec->cell_at[0], end = start;
    while (start && rec->raw[start - 1] != '\n')
        start--;
    while (end < rec->raw_len && rec->raw[end] != '\n')
        end++;
    *len = end - start;
    return rec->raw + start;
}

/* Whether the reader reads a CSV with any of the shape's columns. */
static int csv_has_fields(const sudoku_reader *reader) {
    char sep;
    return sudoku__reader_shape_field(reader, -1, &sep) >= 0;
}

/* The shape's columns of a CSV row, and its puzzle's. Returns 1 when the
** header has any of the shape's. */
static int csv_fields(const sudoku_reader *reader, const char *s, size_t n,
                      shape_fields *f) {
    int any = 0;
    for (int k = 0; k < SUDOKU__FIELDS; k++) {
        char sep = 0;
        int col = sudoku__reader_shape_field(reader, k, &sep);
        size_t a = 0, b = 0;
        if (col < 0 || !sep || !sudoku__csv_field(s, n, sep, col, &a, &b)) continue;
        f->text[k] = s + a, f->len[k] = b - a, f->quoted[k] = a > 0 && s[a - 1] == '"';
        any |= k != SUDOKU__FIELD_PUZZLE;
    }
    return any;
}

static int json_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

/* Where the value of member 'key' (quoted) starts in the JSON object
** s[0..n): the key where a member starts (after '{' or ',') and its ':',
** white space allowed around both (json.dumps writes ": "); n when absent. */
static size_t json_member(const char *s, size_t n, const char *key) {
    size_t klen = strlen(key);
    for (size_t i = 0; i + klen < n; i++) {
        if (memcmp(s + i, key, klen) != 0) continue;
        size_t before = i;
        while (before > 0 && json_space(s[before - 1]))
            before--;
        if (before == 0 || (s[before - 1] != '{' && s[before - 1] != ',')) continue;
        size_t a = i + klen;
        while (a < n && json_space(s[a]))
            a++;
        if (a == n || s[a] != ':') continue;
        while (++a < n && json_space(s[a]))
            ;
        return a;
    }
    return n;
}

/* The members "size", "box", "variants", "regions", "symbols" and "puzzle" of a JSON
** object on one line (a string, or a number for size). Returns 1 when it
** has any of the shape's. */
static int json_fields(const char *s, size_t n, shape_fields *f) {
    static const char *const keys[SUDOKU__FIELDS] = {"\"size\"",     "\"box\"",
                                                     "\"variants\"", "\"regions\"",
                                                     "\"symbols\"",  "\"puzzle\""};
    int any = 0;
    for (int k = 0; k < SUDOKU__FIELDS; k++) {
        size_t a = json_member(s, n, keys[k]), b = a;
        if (a == n) continue;
        if (s[a] == '"') { /* a string: to its closing quote, escapes skipped */
            b = ++a;
            while (b < n && s[b] != '"')
                b += s[b] == '\\' && b + 1 < n ? 2 : 1;
        } else {
            while (b < n && s[b] >= '0' && s[b] <= '9')
                b++;
        }
        f->text[k] = s + a, f->len[k] = b - a;
        any |= k != SUDOKU__FIELD_PUZZLE;
    }
    return any;
}

/* Copies field k into buf (size bytes), a CSV's doubled quote or a JSON
** escape undone. Returns 0, or -1 when it does not fit. */
static int field_text(const shape_fields *f, int k, int json, char *buf, size_t size) {
    size_t n = 0;
    for (size_t i = 0; i < f->len[k]; i++) {
        char c = f->text[k][i];
        if (json && c == '\\' && i + 1 < f->len[k]) c = f->text[k][++i];
        if (!json && f->quoted[k] && c == '"' && i + 1 < f->len[k]) i++;
        if (n + 1 >= size) return -1;
        buf[n++] = c;
    }
    buf[n] = '\0';
    return 0;
}

/* Sets *err to 'what' about the record's fields, at its line. */
static sudoku_status bad_fields(const sudoku_record *rec, const char *what,
                                sudoku_error *err) {
    sudoku__error_at(err, rec->line, 0, what);
    return SUDOKU_EFORMAT;
}

/* 1 when text is RxC (two whole numbers; strtol, as sscanf's %d is
** undefined past INT_MAX), with *r and *c set; 0 when it is other words. */
static int box_field(const char *text, long *r, long *c) {
    char *end;
    if (*text < '0' || *text > '9') return 0;
    *r = strtol(text, &end, 10);
    if (*end != 'x' || end[1] < '0' || end[1] > '9') return 0;
    *c = strtol(end + 1, &end, 10);
    return *end == '\0';
}

/* The number the size field holds: 0 when it is empty or other words (a
** size column of another table: not ours), -1 past 999. */
static long size_field(const shape_fields *f) {
    size_t digits = 0, n = f->len[SUDOKU__FIELD_SIZE];
    const char *t = f->text[SUDOKU__FIELD_SIZE];
    while (t && digits < n && t[digits] >= '0' && t[digits] <= '9')
        digits++;
    if (!t || !digits || digits != n) return 0;
    return digits > 3 ? -1 : strtol(t, NULL, 10); /* n digits, then a separator */
}

/* The symbols field into ctx->symbols, when it is there: as many
** symbols as the side, an alphabet sudoku_board_symbols_ok takes, and the
** symbols in force (as many as the side) when there are such. */
static sudoku_status symbols_field(const sudoku_record *rec, const shape_fields *f,
                                   int json, int side, sudoku_board_context *ctx,
                                   sudoku_error *err) {
    if (!f->text[SUDOKU__FIELD_SYMBOLS] || !f->len[SUDOKU__FIELD_SYMBOLS])
        return SUDOKU_OK;
    char text[SUDOKU_MAX_SIDE + 1], what[240];
    if (field_text(f, SUDOKU__FIELD_SYMBOLS, json, text, sizeof text) < 0 ||
        strlen(text) != (size_t)side || !sudoku_board_symbols_ok(text)) {
        snprintf(what, sizeof what,
                 "the symbols field is '%.*s'; the symbols are %d distinct visible "
                 "characters for a %dx%d puzzle, none a blank, '.', '|' or '#'",
                 (int)(f->len[SUDOKU__FIELD_SYMBOLS] < 40 ? f->len[SUDOKU__FIELD_SYMBOLS]
                                                          : 40),
                 f->text[SUDOKU__FIELD_SYMBOLS], side, side, side);
        return bad_fields(rec, what, err);
    }
    if (strlen(ctx->symbols) == (size_t)side && strcmp(ctx->symbols, text) != 0) {
        snprintf(what, sizeof what,
                 "the symbols field is '%s'; the symbols in force (an option or a "
                 "directive) are %s",
                 text, ctx->symbols);
        return bad_fields(rec, what, err);
    }
    memcpy(ctx->symbols, text, sizeof text);
    return SUDOKU_OK;
}

/* The context the fields give a puzzle of side 'side': the caller's, with
** their variants, box and symbols. */
static sudoku_status fields_context(const sudoku_record *rec, const shape_fields *f,
                                    int json, int side, sudoku_board_context *ctx,
                                    sudoku_error *err) {
    sudoku_status st = symbols_field(rec, f, json, side, ctx, err);
    if (st != SUDOKU_OK) return st;
    char text[160];
    if (f->text[SUDOKU__FIELD_VARIANTS] && f->len[SUDOKU__FIELD_VARIANTS]) {
        unsigned v = 0;
        sudoku_error verr = {0};
        if (field_text(f, SUDOKU__FIELD_VARIANTS, json, text, sizeof text) < 0 ||
            sudoku_variants_parse(text, &v, &verr) != SUDOKU_OK)
            return bad_fields(
                rec, verr.text[0] ? verr.text : "the variants field is too long", err);
        ctx->variants |= v;
    }
    long r = 0, c = 0;
    if (f->text[SUDOKU__FIELD_BOX] && f->len[SUDOKU__FIELD_BOX] &&
        field_text(f, SUDOKU__FIELD_BOX, json, text, sizeof text) == 0 &&
        box_field(text, &r, &c)) {
        if (r < 1 || c < 1 || r > side || c > side || r * c != side) {
            char what[200];
            snprintf(what, sizeof what,
                     "the box field is '%.40s'; a box is RxC with R*C %d, the puzzle's "
                     "size",
                     text, side);
            return bad_fields(rec, what, err);
        }
        if (ctx->box_rows && (ctx->box_rows != r || ctx->box_cols != c)) {
            char what[200];
            snprintf(what, sizeof what,
                     "the box field is '%.40s'; the box in force (an option or a "
                     "directive) is %dx%d",
                     text, ctx->box_rows, ctx->box_cols);
            return bad_fields(rec, what, err);
        }
        ctx->box_rows = (int)r, ctx->box_cols = (int)c;
    }
    return SUDOKU_OK;
}

/* A puzzle of side 'side' where the shape in force (an option or a
** directive) is of side 'forced': a bad record. */
static sudoku_status other_side(const sudoku_record *rec, int side, int forced,
                                sudoku_error *err) {
    char what[160];
    snprintf(what, sizeof what, "a %dx%d puzzle where the shape in force is %dx%d", side,
             side, forced, forced);
    return bad_fields(rec, what, err);
}

/* A board's text: the row s[0..n) as read, the cells' place in it (a field
** as long as its cells: no quotes or escapes among them). */
static void keep_row(sudoku_board_record *board, const char *s, size_t n,
                     const shape_fields *f, size_t cells) {
    board->notes_len = 0;
    board->fields_at = f->len[SUDOKU__FIELD_PUZZLE] == cells
                           ? (size_t)(f->text[SUDOKU__FIELD_PUZZLE] - s) + 1
                           : 0;
    if (n + 1 > sizeof board->text) n = 0, board->fields_at = 0; /* never: raw's */
    memcpy(board->text, s, n);
    board->text[n] = '\n';
    board->text_len = n + 1;
}

/* sudoku_reader_board past its cheap tests: the line holds a JSON object
** or a CSV row under a header with shape columns. */
static sudoku_status board_of_fields(const sudoku_reader *reader,
                                     const sudoku_record *rec, int json,
                                     const sudoku_board_context *ctx,
                                     sudoku_board_record *board, sudoku_error *err) {
    size_t n;
    const char *s = cells_line(rec, &n);
    shape_fields f = {{0}, {0}, {0}};
    if (!(json ? json_fields(s, n, &f) : csv_fields(reader, s, n, &f))) return SUDOKU_END;
    sudoku_board_context c = {0};
    if (ctx) c = *ctx;
    long size = size_field(&f);
    if (size && size != 9)
        return bad_fields(rec, "the size field is not 9, the puzzle's 81 cells", err);
    if (c.side && c.side != 9) return other_side(rec, 9, c.side, err);
    sudoku_status st = fields_context(rec, &f, json, 9, &c, err);
    if (st != SUDOKU_OK) return st;
    int has_map = f.text[SUDOKU__FIELD_REGIONS] && f.len[SUDOKU__FIELD_REGIONS];
    if (!has_map && sudoku_board_context_is_classic(&c)) return SUDOKU_END;
    if (!has_map && (c.variants & SUDOKU_VARIANT_JIGSAW))
        return bad_fields(rec,
                          "a jigsaw puzzle needs its region map: 81 region symbols in "
                          "the regions field",
                          err);
    /* the cells and the map as one line, read as the board reader reads it:
    ** the cells as the classic reader read them, or, under a symbols field
    ** (987654321, or 0 a symbol), the puzzle field as written */
    char line[2 * 81 + 2 + SUDOKU_BOARD_TEXT_MAX];
    int own_symbols = f.text[SUDOKU__FIELD_SYMBOLS] && f.len[SUDOKU__FIELD_SYMBOLS] &&
                      f.text[SUDOKU__FIELD_PUZZLE] && f.len[SUDOKU__FIELD_PUZZLE] <= 81;
    for (int i = 0; i < 81 && !own_symbols; i++)
        line[i] = rec->grid.cell[i] ? (char)('0' + rec->grid.cell[i]) : '.';
    if (own_symbols) field_text(&f, SUDOKU__FIELD_PUZZLE, json, line, 82);
    size_t len = own_symbols ? strlen(line) : 81;
    if (has_map) {
        line[len++] = ' ';
        if (field_text(&f, SUDOKU__FIELD_REGIONS, json, line + len, sizeof line - len) <
            0)
            return bad_fields(rec, "the regions field is too long", err);
        len += strlen(line + len);
    }
    if (has_map) c.variants |= SUDOKU_VARIANT_JIGSAW;
    if (!own_symbols) memcpy(c.symbols, "123456789", 10); /* the classic reader's cells */
    sudoku_board_record *b = board;
    sudoku_error berr = {0};
    st = sudoku_board_parse(line, len, &c, b, &berr);
    if (st == SUDOKU_OK && b->classic) return SUDOKU_END;
    if (st != SUDOKU_OK) {
        char text[sizeof berr.text + 16];
        snprintf(text, sizeof text, "%s%s", berr.column > 82 ? "regions field: " : "",
                 berr.text);
        return bad_fields(rec, text, err);
    }
    b->empty = rec->empty;
    b->line = rec->line;
    b->crlf = rec->crlf;
    memcpy(b->name, rec->name, sizeof b->name);
    if (own_symbols) keep_row(b, s, n, &f, 81); /* its answer: the row in its symbols */
    return SUDOKU_OK;
}

sudoku_status sudoku_reader_board(const sudoku_reader *reader, const sudoku_record *rec,
                                  const sudoku_board_context *ctx,
                                  sudoku_board_record *board, sudoku_error *err) {
    if (rec->pencilmarks || rec->layout != SUDOKU_LAYOUT_LINE || rec->raw_cut)
        return SUDOKU_END;
    size_t at = rec->cell_at[0];
    while (at && rec->raw[at - 1] != '\n') /* the cheap tests first: classic lines */
        at--;
    int json = rec->raw[at] == '{';
    if (!json && !csv_has_fields(reader)) return SUDOKU_END;
    return board_of_fields(reader, rec, json, ctx, board, err);
}

/* ------------------------------------------------------------ other sizes */

/* The context of a refused record's puzzle of side 'side': the caller's
** symbols only when they are as many as the side (a directive's for this
** shape), the size and the fields' box, variants and symbols. */
static sudoku_status refused_context(const sudoku_record *rec, const shape_fields *f,
                                     int json, int side, const sudoku_board_context *ctx,
                                     sudoku_board_context *c, sudoku_error *err) {
    memset(c, 0, sizeof *c);
    if (ctx) {
        if (ctx->side && ctx->side != side) return other_side(rec, side, ctx->side, err);
        c->variants = ctx->variants;
        if (strlen(ctx->symbols) == (size_t)side)
            memcpy(c->symbols, ctx->symbols, sizeof c->symbols);
        if (ctx->box_rows * ctx->box_cols == side) /* the box in force */
            c->box_rows = ctx->box_rows, c->box_cols = ctx->box_cols;
    }
    c->side = side;
    return fields_context(rec, f, json, side, c, err);
}

/* The line a board reader reads for the fields: the puzzle's cells, then
** a space and the region map. Returns its length, or 0 with *err set. */
static size_t refused_line(const sudoku_record *rec, const shape_fields *f, int json,
                           char *line, size_t size, size_t *cells, sudoku_error *err) {
    if (field_text(f, SUDOKU__FIELD_PUZZLE, json, line, SUDOKU_MAX_CELLS + 1) < 0) {
        bad_fields(rec, "the puzzle field is longer than 625 cells, a 25x25's", err);
        return 0;
    }
    size_t len = *cells = strlen(line);
    if (f->text[SUDOKU__FIELD_REGIONS] && f->len[SUDOKU__FIELD_REGIONS]) {
        line[len++] = ' ';
        if (field_text(f, SUDOKU__FIELD_REGIONS, json, line + len, size - len) < 0) {
            bad_fields(rec, "the regions field is longer than 625 symbols, a 25x25's",
                       err);
            return 0;
        }
        len += strlen(line + len);
    }
    return len;
}

sudoku_status sudoku_reader_refused_board(const sudoku_reader *reader,
                                          const sudoku_record *rec,
                                          const sudoku_board_context *ctx,
                                          sudoku_board_record *board, sudoku_error *err) {
    size_t n;
    const char *s = sudoku_record_last_line(rec, &n);
    if (rec->raw_cut || n == 0) return SUDOKU_END;
    int json = s[0] == '{';
    char sep;
    shape_fields f = {{0}, {0}, {0}};
    if (json)
        json_fields(s, n, &f);
    else if (sudoku__reader_shape_field(reader, SUDOKU__FIELD_PUZZLE, &sep) >= 0)
        csv_fields(reader, s, n, &f);
    if (!f.text[SUDOKU__FIELD_PUZZLE]) return SUDOKU_END; /* no row or object */
    long size = size_field(&f);
    char line[2 * SUDOKU_MAX_CELLS + 2];
    size_t cells = 0, len = refused_line(rec, &f, json, line, sizeof line, &cells, err);
    if (!len) return SUDOKU_EFORMAT;
    if (!size)
        size = sudoku_board_side_of_cells(cells); /* no size field: the cells say it */
    if (!size) return SUDOKU_END;                 /* the reader's message stands */
    if (!sudoku_board_is_side(size)) {
        char what[160];
        snprintf(
            what, sizeof what,
            "the size field is '%.*s'; a size is 4, 6, 8, 9, 10, 12, 15, 16, 20 or 25",
            (int)(f.len[SUDOKU__FIELD_SIZE] < 40 ? f.len[SUDOKU__FIELD_SIZE] : 40),
            f.text[SUDOKU__FIELD_SIZE]);
        return bad_fields(rec, what, err);
    }
    if (cells != (size_t)(size * size)) {
        char what[160];
        snprintf(what, sizeof what,
                 "the puzzle field has %zu cells; a puzzle of size %ld has %ld", cells,
                 size, size * size);
        return bad_fields(rec, what, err);
    }
    sudoku_board_context c;
    sudoku_status st = refused_context(rec, &f, json, (int)size, ctx, &c, err);
    if (st != SUDOKU_OK) return st;
    int has_map = len > cells;
    if (has_map && len - cells - 1 != cells) {
        char what[160];
        snprintf(what, sizeof what,
                 "the regions field has %zu symbols; a jigsaw's map has %zu, one a cell",
                 len - cells - 1, cells);
        return bad_fields(rec, what, err);
    }
    if (has_map) c.variants |= SUDOKU_VARIANT_JIGSAW;
    if (!has_map && (c.variants & SUDOKU_VARIANT_JIGSAW)) {
        char what[160];
        snprintf(
            what, sizeof what,
            "a jigsaw puzzle needs its region map: %zu region symbols in the regions "
            "field",
            cells);
        return bad_fields(rec, what, err);
    }
    sudoku_error berr = {0};
    st = sudoku_board_parse(line, len, &c, board, &berr);
    if (st == SUDOKU_OK && board->classic) return SUDOKU_END;
    if (st != SUDOKU_OK) {
        char what[sizeof berr.text + 24];
        snprintf(
            what, sizeof what, "%s%s",
            berr.column > cells + 1 ? "regions field: " : "puzzle field: ", berr.text);
        return bad_fields(rec, what, err);
    }
    board->line = rec->line;
    board->crlf = rec->crlf;
    memcpy(board->name, rec->name, sizeof board->name);
    keep_row(board, s, n, &f, cells);
    return SUDOKU_OK;
}
