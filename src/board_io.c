/*
** board_io.c - reading and writing puzzles of any shape: N*N cells on a
** line or N rows of N, 4x4 to 25x25, their symbols, jigsaw region maps and
** the directive comments ("# variant: x") that set what the records after
** them are. The classic reader (io.c) stays the fast path for 9x9 files;
** this one is for inputs that hold other shapes.
*/
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define LINE_MAX_BYTES SUDOKU_BOARD_TEXT_MAX
#define SKIPPED_MAX 80
#define NOTES_MAX 2048 /* as SUDOKU_NOTES_MAX: the classic reader's */

static const char default_alphabet[] = "123456789ABCDEFGHIJKLMNOP";
static const char default_regions[] = "ABCDEFGHIJKLMNOPQRSTUVWXY";
static const char blank_chars[] = ".0*_xX-?";
static const int sides[] = {4, 6, 8, 9, 10, 12, 15, 16, 20, 25};
#define NSIDES ((int)(sizeof sides / sizeof sides[0]))
#define SIDES_TEXT "4, 6, 8, 9, 10, 12, 15, 16, 20 or 25"

struct sudoku_board_reader {
    FILE *in;         /* NULL: reading text */
    const char *text; /* sudoku_board_parse's text, or the lines read before 'in' */
    char *owned;      /* text, when the reader keeps its own copy */
    size_t pos, len;
    sudoku_board_context ctx;
    unsigned long lineno;
    char line[LINE_MAX_BYTES + 1];
    size_t line_len; /* its true length (may exceed what is stored) */
    int line_cr;     /* it ended in CR LF */
    int pushed_back;
    char ahead[LINE_MAX_BYTES + 1]; /* a line read to decide on 'line', next to read */
    size_t ahead_len;
    int ahead_cr;
    int has_ahead;
    int at_eof;
    char name[SUDOKU_NAME_MAX];    /* a title waiting for its record */
    char skipped[SKIPPED_MAX + 1]; /* the first title or text line since the last
                                      record, cut; "" when none */
    size_t skipped_len;
    char notes[NOTES_MAX]; /* the comment, blank, title and text lines since the
                              last record, in order */
    size_t notes_len;
    int notes_text;   /* notes hold a title or text line */
    int notes_cr;     /* a line of the notes ended in CR LF */
    int content_seen; /* a line other than blank, comment or border was read */
    char count[8];    /* a POJ count line's digits while no record followed it */
    size_t count_len; /* 0: none waiting */
    unsigned long count_line;
    int count_cr;
    size_t count_notes; /* notes_len when it was read: the notes before it */
    int counted;        /* a count line was taken: its count is checked at
                           the end against the records after it */
    long count_value;
    unsigned long count_records; /* records after it, bad directives' aside */
    int directive_record;        /* the record just read is a bad directive */
    int binary_seen;             /* a binary line was reported: later ones, and the
                                    comment, title and text lines after it, are skipped */
    char carry[NOTES_MAX];       /* comment and border lines after a grid's last row,
                                    for the notes of the record after it */
    size_t carry_len;
    int carry_cr;
};

/* ================================================================ lines */

/* Reads the file on to the end of the line into r->line from its byte n;
** bytes past the buffer are counted only. Returns the line's length; *end
** gets what ended it ('\n' or EOF). */
static size_t read_file_rest(sudoku_board_reader *r, size_t n, int *end) {
    int c;
    while ((c = getc(r->in)) != EOF && c != '\n') {
        if (n < LINE_MAX_BYTES) r->line[n] = (char)c;
        n++;
    }
    *end = c;
    return n;
}

/* Reads the next line of the text being parsed into r->line. Text handed
** over from a stream (sudoku_board_reader_new_after) may end in the middle
** of a line, cut where the look-ahead stopped: the line goes on in the
** stream, and is read on from there as one line. */
static int read_text_line(sudoku_board_reader *r) {
    if (r->pos >= r->len) return 0;
    size_t n = 0;
    int end;
    while (r->pos < r->len && r->text[r->pos] != '\n') {
        if (n < LINE_MAX_BYTES) r->line[n] = r->text[r->pos];
        n++, r->pos++;
    }
    if (r->pos < r->len)
        r->pos++;
    else if (r->in)
        n = read_file_rest(r, n, &end);
    r->line_len = n;
    return 1;
}

/* Reads the next line of the file into r->line (read_file_rest). Returns 0
** at the end of input. */
static int read_file_line(sudoku_board_reader *r) {
    int end;
    size_t n = read_file_rest(r, 0, &end);
    if (end == EOF && n == 0) return 0;
    r->line_len = n;
    return 1;
}

/* The next line, CR and a byte-order mark dropped; 0 at the end. */
static int next_line(sudoku_board_reader *r) {
    if (r->pushed_back) {
        r->pushed_back = 0;
        return 1;
    }
    if (r->has_ahead) { /* already read, stripped and counted once: counted again */
        r->has_ahead = 0;
        r->line_len = r->ahead_len;
        r->line_cr = r->ahead_cr;
        memcpy(r->line, r->ahead, sizeof r->line);
        r->lineno++;
        return 1;
    }
    int got = r->pos < r->len ? read_text_line(r) : r->in ? read_file_line(r) : 0;
    if (r->at_eof || !got) {
        r->at_eof = 1;
        return 0;
    }
    r->lineno++;
    size_t n = r->line_len < LINE_MAX_BYTES ? r->line_len : LINE_MAX_BYTES;
    if (n >= 3 && memcmp(r->line, "\xEF\xBB\xBF", 3) == 0) {
        memmove(r->line, r->line + 3, n - 3);
        n -= 3, r->line_len -= 3;
    }
    r->line_cr = n > 0 && r->line[n - 1] == '\r';
    if (r->line_cr) n--, r->line_len--;
    r->line[n] = '\0';
    return 1;
}

static size_t stored_len(const sudoku_board_reader *r) {
    return r->line_len < LINE_MAX_BYTES ? r->line_len : LINE_MAX_BYTES;
}

static int is_space(char c) { return c == ' ' || c == '\t'; }

/* Whether the current line is blank: spaces and tabs only, over its stored
** length (a line that starts with a NUL byte is binary data, not blank). */
static int line_blank(const sudoku_board_reader *r) {
    size_t n = stored_len(r);
    for (size_t i = 0; i < n; i++)
        if (!is_space(r->line[i])) return 0;
    return 1;
}

/* Whether s[0..n) is a border: only - = + | : ' and blanks, with a - or =. */
static int border_span(const char *s, size_t n) {
    int rule = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '-' || s[i] == '=')
            rule = 1;
        else if (!s[i] || !strchr("+|:' \t", s[i]))
            return 0;
    }
    return rule;
}

/* A border line (NUL-terminated): border_span. */
static int is_border(const char *s) { return border_span(s, strlen(s)); }

/* Whether line s[0..n), when not blank, is text a grid keeps among its rows
** rather than a row: a comment or a border. */
static int grid_text_span(const char *s, size_t n) {
    return n && (s[0] == '#' || border_span(s, n));
}

/* ================================================================ symbols */

void sudoku_board_default_symbols(int side, char *buf) {
    if (side < 1 || side > SUDOKU_MAX_SIDE) side = 0;
    memcpy(buf, default_alphabet, (size_t)side);
    buf[side] = '\0';
}

/* The symbols of an N x N board in context 'ctx'. */
static void alphabet_for(const sudoku_board_context *ctx, int side, char *buf) {
    if (ctx->symbols[0])
        memcpy(buf, ctx->symbols, strlen(ctx->symbols) + 1);
    else
        sudoku_board_default_symbols(side, buf);
}

/* The value of character c among 'symbols': 1..N, 0 for a blank, -1 when
** neither. Lower case stands for an upper-case symbol. */
static int cell_value(const char *symbols, char c) {
    const char *at = c ? strchr(symbols, c) : NULL;
    if (at) return (int)(at - symbols) + 1;
    if (c && strchr(blank_chars, c)) return 0;
    if (c >= 'a' && c <= 'z' && (at = strchr(symbols, c - 'a' + 'A')) != NULL)
        return (int)(at - symbols) + 1;
    return -1;
}

int sudoku_board_is_side(long n) {
    for (int i = 0; i < NSIDES; i++)
        if (sides[i] == n) return 1;
    return 0;
}

int sudoku_board_side_of_cells(size_t cells) {
    for (int i = 0; i < NSIDES; i++)
        if ((size_t)sides[i] * (size_t)sides[i] == cells) return sides[i];
    return 0;
}

int sudoku_board_context_is_classic(const sudoku_board_context *ctx) {
    return (ctx->side == 0 || ctx->side == 9) && ctx->variants == 0 &&
           (ctx->box_rows == 0 || (ctx->box_rows == 3 && ctx->box_cols == 3)) &&
           (ctx->symbols[0] == '\0' || strcmp(ctx->symbols, "123456789") == 0);
}

/* ================================================================ errors */

static void count_error(const sudoku_board_reader *r, size_t cells, sudoku_error *err) {
    char text[sizeof err->text];
    int side = r->ctx.side;
    if (r->line_len > LINE_MAX_BYTES)
        snprintf(text, sizeof text, "line too long (%zu bytes; at most %d)", r->line_len,
                 LINE_MAX_BYTES);
    else if (side)
        snprintf(text, sizeof text,
                 "line has %zu cell%s; a %dx%d puzzle is %d cells on a line or %d rows "
                 "of %d",
                 cells, cells == 1 ? "" : "s", side, side, side * side, side, side);
    else
        snprintf(text, sizeof text, "line has %zu cell%s%s", cells, cells == 1 ? "" : "s",
                 SUDOKU_BOARD_LENGTHS);
    sudoku__error_at(err, r->lineno, 0, text);
}

/* What the symbols in force are when they are not an N x N board's (nine
** from a '# symbols:' line, over a 16x16): "123456789, a 9x9's, not a
** 16x16's". */
static void foreign_symbols(const char *symbols, int side, char *buf, size_t size) {
    int n = (int)strlen(symbols);
    snprintf(buf, size, "the symbols in force, %s, are a %dx%d's, not a %dx%d's", symbols,
             n, n, side, side);
}

static void symbol_error(unsigned long line, size_t column, char c, int side,
                         const char *symbols, sudoku_error *err) {
    char seen[24], text[sizeof err->text], foreign[96];
    if (c > ' ' && c < 127)
        snprintf(seen, sizeof seen, "character '%c'", c);
    else
        snprintf(seen, sizeof seen, "byte 0x%02X", (unsigned char)c);
    if (strlen(symbols) != (size_t)side) {
        foreign_symbols(symbols, side, foreign, sizeof foreign);
        snprintf(text, sizeof text, "unexpected %s; %s", seen, foreign);
    } else {
        snprintf(text, sizeof text,
                 "unexpected %s; a %dx%d cell is one of %s or a blank . 0 * _ x X - ?",
                 seen, side, side, symbols);
    }
    sudoku__error_at(err, line, column, text);
}

/* A record read whole in symbols that are no N x N board's: a bad record. */
static sudoku_status symbols_unfit(const sudoku_board_record *rec, sudoku_error *err) {
    char text[sizeof err->text], foreign[96];
    int side = rec->spec.side;
    foreign_symbols(rec->symbols, side, foreign, sizeof foreign);
    snprintf(text, sizeof text, "a %dx%d puzzle, but %s", side, side, foreign);
    sudoku__error_at(err, rec->line, 0, text);
    return SUDOKU_EFORMAT;
}

/* ================================================================ records */

static void text_append(sudoku_board_record *rec, const sudoku_board_reader *r) {
    size_t n = stored_len(r);
    if (rec->text_len + n + 1 > sizeof rec->text) return;
    memcpy(rec->text + rec->text_len, r->line, n);
    rec->text_len += n;
    rec->text[rec->text_len++] = '\n';
    rec->crlf |= r->line_cr;
}

/* A grid's row as read: kept in the record's text, unless it is binary
** data (a bad row then, whose bytes are never echoed). */
static void row_append(sudoku_board_record *rec, const sudoku_board_reader *r) {
    if (!sudoku__is_binary_line(r->line, stored_len(r), rec->symbols))
        text_append(rec, r);
}

/* Where a line's cells are: the first white-space-separated token, and the
** second (a jigsaw map), as offsets into the line. */
typedef struct tokens {
    size_t a, alen, b, blen, more; /* more: a third token starts there, or 0 */
} tokens;

static void split_tokens(const char *s, tokens *t) {
    size_t i = 0;
    memset(t, 0, sizeof *t);
    size_t *start[2] = {&t->a, &t->b}, *len[2] = {&t->alen, &t->blen};
    for (int k = 0; k < 3; k++) {
        while (is_space(s[i]))
            i++;
        if (!s[i]) return;
        if (k == 2) {
            t->more = i;
            return;
        }
        *start[k] = i;
        while (s[i] && !is_space(s[i]))
            i++;
        *len[k] = i - *start[k];
    }
}

/* Cells of a row: every character but white space and '|'. */
static size_t row_cells(const char *s, int *spaced) {
    size_t n = 0;
    *spaced = 0;
    for (; *s; s++) {
        if (is_space(*s) || *s == '|')
            *spaced = 1;
        else
            n++;
    }
    return n;
}

/* Decodes 'n' cells of s (skipping white space and '|' when 'row') into
** cell[0..n) with the alphabet; returns 0, or -1 with *err set. */
static int decode_cells(const sudoku_board_reader *r, const char *s, int row,
                        const char *symbols, int side, unsigned char *cell, size_t n,
                        int *zero_blank, sudoku_error *err) {
    size_t k = 0;
    for (size_t i = 0; s[i] && k < n; i++) {
        if (row && (is_space(s[i]) || s[i] == '|')) continue;
        int v = cell_value(symbols, s[i]);
        if (v < 0) {
            symbol_error(r->lineno, i + 1, s[i], side, symbols, err);
            return -1;
        }
        if (v == 0 && s[i] == '0') *zero_blank = 1;
        cell[k++] = (unsigned char)v;
    }
    return 0;
}

/* What a region symbol cannot be: a map row written with it could read as a
** comment or a border line (or lose a '|'); control bytes and spaces are no
** symbols at all (a stray CR inside a line). */
#define NOT_REGION_SYMBOLS "# | - = + : '"

static int is_region_symbol(char c) {
    unsigned char u = (unsigned char)c;
    return u > ' ' && u < 0x7F && !strchr("#|-=+:'", c);
}

/* Reads a region map of n symbols at s into spec.region; regions are
** numbered in order of first appearance, the symbols kept in rec->regions. */
static int decode_regions(const sudoku_board_reader *r, const char *s, int row,
                          sudoku_board_record *rec, size_t first, size_t n,
                          size_t column0, sudoku_error *err) {
    int side = rec->spec.side;
    size_t k = 0;
    for (size_t i = 0; s[i] && k < n; i++) {
        if (row && (is_space(s[i]) || s[i] == '|')) continue;
        if (!is_region_symbol(s[i])) {
            char text[160], seen[16];
            unsigned char c = (unsigned char)s[i];
            snprintf(seen, sizeof seen, c > ' ' && c < 0x7F ? "'%c'" : "byte 0x%02X", c);
            snprintf(text, sizeof text,
                     "region map has %s; a region symbol is a visible ASCII character "
                     "other than " NOT_REGION_SYMBOLS,
                     seen);
            sudoku__error_at(err, r->lineno, column0 + i + 1, text);
            return -1;
        }
        char *at = strchr(rec->regions, s[i]);
        if (!at) {
            size_t used = strlen(rec->regions);
            if ((int)used == side) {
                char text[160];
                snprintf(text, sizeof text,
                         "region map has more than %d symbols: '%c' is one too many",
                         side, s[i]);
                sudoku__error_at(err, r->lineno, column0 + i + 1, text);
                return -1;
            }
            rec->regions[used] = s[i];
            rec->regions[used + 1] = '\0';
            at = rec->regions + used;
        }
        rec->spec.region[first + k++] = (unsigned char)(at - rec->regions);
    }
    return 0;
}

/* Sets the record's shape from the context for an N x N board. */
static void start_record(const sudoku_board_reader *r, sudoku_board_record *rec,
                         int side) {
    sudoku_shape_spec_init(&rec->spec, side);
    if (r->ctx.box_rows) {
        rec->spec.box_rows = r->ctx.box_rows;
        rec->spec.box_cols = r->ctx.box_cols;
    }
    rec->spec.variants = r->ctx.variants;
    alphabet_for(&r->ctx, side, rec->symbols);
}

static sudoku_status missing_map(const sudoku_board_reader *r, sudoku_board_record *rec,
                                 sudoku_error *err) {
    char text[160];
    int n = rec->spec.side;
    snprintf(text, sizeof text,
             "a jigsaw puzzle needs its region map: %d region symbols after the cells, "
             "or %d rows of %d under the grid",
             n * n, n, n);
    sudoku__error_at(err, r->lineno, 0, text);
    return SUDOKU_EFORMAT;
}

/* A puzzle on one line: N*N cells, maybe a region map. */
static sudoku_status read_line_record(sudoku_board_reader *r, sudoku_board_record *rec,
                                      const tokens *t, sudoku_error *err) {
    const char *s = r->line;
    int side = t->alen == 729 ? 9 : sudoku_board_side_of_cells(t->alen);
    int has_map = t->blen == t->alen && t->alen != 729;
    text_append(rec, r);
    if (t->alen == 729 ||
        (side == 9 && !has_map && sudoku_board_context_is_classic(&r->ctx))) {
        if (t->alen == 729 && !sudoku_board_context_is_classic(&r->ctx)) {
            sudoku__error_at(
                err, r->lineno, 0,
                "a 729-character pencil-mark line is read on the classic 9x9 only");
            return SUDOKU_EFORMAT;
        }
        rec->classic = 1;
        start_record(r, rec, 9);
        return SUDOKU_OK;
    }
    start_record(r, rec, side);
    int zero = 0;
    char line_part[LINE_MAX_BYTES + 1];
    memcpy(line_part, s + t->a, t->alen);
    line_part[t->alen] = '\0';
    if (decode_cells(r, line_part, 0, rec->symbols, side, rec->cell, t->alen, &zero,
                     err) < 0) {
        err->column += t->a;
        return SUDOKU_EFORMAT;
    }
    rec->empty = zero ? '0' : '.';
    if (has_map) {
        memcpy(line_part, s + t->b, t->blen);
        line_part[t->blen] = '\0';
        rec->spec.variants |= SUDOKU_VARIANT_JIGSAW;
        if (decode_regions(r, line_part, 0, rec, 0, t->blen, t->b, err) < 0)
            return SUDOKU_EFORMAT;
    } else if (rec->spec.variants & SUDOKU_VARIANT_JIGSAW) {
        return missing_map(r, rec, err);
    }
    return SUDOKU_OK;
}

/* The next line of a grid, past borders and comments (kept in the
** record's text, as the classic reader keeps them in a grid's); 0 when the
** grid's lines end (the line is pushed back). Sets *cells to its cell
** count. */
static int next_grid_line(sudoku_board_reader *r, sudoku_board_record *rec,
                          size_t *cells) {
    while (next_line(r)) {
        if (!line_blank(r) && grid_text_span(r->line, strlen(r->line))) {
            text_append(rec, r);
            continue;
        }
        int spaced;
        *cells = row_cells(r->line, &spaced);
        if (line_blank(r) || r->line_len > LINE_MAX_BYTES) break;
        return 1;
    }
    if (!r->at_eof) r->pushed_back = 1;
    return 0;
}

static sudoku_status incomplete(const sudoku_board_reader *r, int rows, int side,
                                const char *what, sudoku_error *err) {
    char text[160];
    snprintf(text, sizeof text, "%s ended after %d row%s; a %dx%d %s has %d rows", what,
             rows, rows == 1 ? "" : "s", side, side, what, side);
    sudoku__error_at(err, r->lineno, 0, text);
    return SUDOKU_EFORMAT;
}

/* Reads the region rows under a grid, the first already in r->line. */
static sudoku_status read_region_rows(sudoku_board_reader *r, sudoku_board_record *rec,
                                      sudoku_error *err) {
    int side = rec->spec.side;
    rec->spec.variants |= SUDOKU_VARIANT_JIGSAW;
    for (int row = 0; row < side; row++) {
        size_t cells = 0;
        if (row > 0 && !next_grid_line(r, rec, &cells))
            return incomplete(r, row, side, "region map", err);
        if (row == 0) {
            int spaced;
            cells = row_cells(r->line, &spaced);
        }
        row_append(rec, r);
        if (cells != (size_t)side) return count_error(r, cells, err), SUDOKU_EFORMAT;
        if (decode_regions(r, r->line, 1, rec, (size_t)row * (size_t)side, cells, 0,
                           err) < 0)
            return SUDOKU_EFORMAT;
    }
    return SUDOKU_OK;
}

/* Whether the characters of s all read as cells in 'symbols'. */
static int reads_in(const char *symbols, const char *s) {
    for (; *s; s++)
        if (!is_space(*s) && *s != '|' && cell_value(symbols, *s) < 0) return 0;
    return 1;
}

/* Whether the line's characters all read as cells of an N x N board. */
static int reads_as_cells(const sudoku_board_reader *r, const char *s, int side) {
    char symbols[SUDOKU_MAX_SIDE + 1];
    alphabet_for(&r->ctx, side, symbols);
    return reads_in(symbols, s);
}

/* Whether the line reads as a row of an N x N board in the symbols in
** force, or, when a directive set symbols, in the board's own (1-9A-G on a
** 16x16): a grid in other symbols than those in force is still a grid, one
** bad record whose message names the first character not in force, not N
** bad lines. */
static int reads_as_row(const sudoku_board_reader *r, const char *s, int side) {
    char symbols[SUDOKU_MAX_SIDE + 1];
    if (reads_as_cells(r, s, side)) return 1;
    if (!r->ctx.symbols[0]) return 0;
    sudoku_board_default_symbols(side, symbols);
    return reads_in(symbols, s);
}

/* Whether the current line, of 'cells' cells, may be a row of an N x N grid
** being read (a mistyped one costs the grid): not a title, and no further
** than half a row from N cells. Anything else (a puzzle on one line, a row
** of a much smaller or larger board, a title) ends the grid and is read
** again on its own, so a grid cut short costs no other record. */
static int may_continue_grid(const sudoku_board_reader *r, int side, size_t cells) {
    if (cells == (size_t)side) return 1;
    size_t off = cells > (size_t)side ? cells - (size_t)side : (size_t)side - cells;
    if (2 * off >= (size_t)side) return 0;
    int letter = (r->line[0] | 0x20) >= 'a' && (r->line[0] | 0x20) <= 'z';
    return !letter || reads_as_row(r, r->line, side);
}

/* The comment and border lines read after a grid's last row, before the
** line that ended the grid (rec->text past 'kept'), go to the notes of the
** record after it, as the classic reader keeps them. */
static void carry_lines(sudoku_board_reader *r, sudoku_board_record *rec, size_t kept) {
    size_t n = rec->text_len - kept;
    if (n > sizeof r->carry) n = 0; /* dropped: never more than the notes' room */
    memcpy(r->carry, rec->text + kept, n);
    r->carry_len = n;
    r->carry_cr = rec->crlf;
    rec->text_len = kept;
}

/* A grid's first row with no row under it: a bad line on its own, told as
** one ("line has 4 cells; a puzzle is ..."), not as a grid cut short. */
static sudoku_status lone_row(sudoku_board_reader *r, const sudoku_board_record *rec,
                              int side, sudoku_error *err) {
    unsigned long now = r->lineno;
    r->lineno = rec->line;
    count_error(r, (size_t)side, err);
    r->lineno = now;
    return SUDOKU_EFORMAT;
}

/* Reads the next row of an N x N grid into r->line (*cells its cell count)
** and returns 1; or 0 when the grid's rows end there: the line that ended
** it is read again on its own, and the comment and border lines before it
** go to the next record's notes. */
static int next_grid_row(sudoku_board_reader *r, sudoku_board_record *rec, int side,
                         size_t *cells) {
    size_t kept = rec->text_len;
    int more = next_grid_line(r, rec, cells);
    if (more && !may_continue_grid(r, side, *cells)) {
        r->pushed_back = 1; /* read again, on its own */
        more = 0;
    }
    if (!more) carry_lines(r, rec, kept);
    return more;
}

/* After a bad row of a grid, its other rows (those that may continue it)
** go with the bad record, so one bad cell costs one record, not the rows
** under it read as a grid cut short. */
static void skip_grid_rest(sudoku_board_reader *r, sudoku_board_record *rec, int side,
                           int row) {
    size_t cells = 0;
    while (++row < side && next_grid_row(r, rec, side, &cells))
        row_append(rec, r);
}

/* A grid read whole, with no region grid under it. */
static sudoku_status grid_done(const sudoku_board_reader *r, sudoku_board_record *rec,
                               sudoku_error *err) {
    if (rec->spec.variants & SUDOKU_VARIANT_JIGSAW) return missing_map(r, rec, err);
    if (rec->spec.side == 9 && sudoku_board_context_is_classic(&r->ctx)) rec->classic = 1;
    return SUDOKU_OK;
}

int sudoku_board_map_row(const char *line, size_t length, int side, int need_letter) {
    size_t symbols = 0, i = 0;
    int letter = 0, map = 1, rule = 1;
    for (; i < length && line[i] != '\n' && line[i] != '\r'; i++) {
        char c = line[i];
        if (is_space(c) || c == '|') continue;
        rule &= strchr("-=+:'", c) != NULL;
        map &= !strchr(".,;", c); /* a bad symbol makes a bad map, read as one */
        letter |= !strchr("0123456789*_xX?", c);
        symbols++;
    }
    if (rule && symbols) return -1;
    return map && (letter || !need_letter) && symbols == (size_t)side;
}

/* sudoku_board_map_row of line s, in the reader's context. */
static int is_map_row(const sudoku_board_reader *r, const char *s, int side) {
    int jigsaw = (r->ctx.variants & SUDOKU_VARIANT_JIGSAW) != 0;
    return sudoku_board_map_row(s, strlen(s), side, !jigsaw) == 1;
}

static int next_line_is(sudoku_board_reader *r, int side,
                        int (*test)(const sudoku_board_reader *, const char *, int));

/* Whether a region map starts at the current line: it and the line under
** it (read ahead) are map rows, so that a title of N symbols ("Puzzle 100")
** over the next grid is no map. Under a jigsaw's grid the map is due: one
** row tells. */
static int map_starts(sudoku_board_reader *r, int side) {
    if (line_blank(r) || !is_map_row(r, r->line, side)) return 0;
    return (r->ctx.variants & SUDOKU_VARIANT_JIGSAW) || next_line_is(r, side, is_map_row);
}

/* After a drawn grid's bottom border: its region map (boxed output puts it
** there), or the grid is done. */
static sudoku_status map_after_border(sudoku_board_reader *r, sudoku_board_record *rec,
                                      sudoku_error *err) {
    if (!next_line(r)) return grid_done(r, rec, err);
    if (map_starts(r, rec->spec.side)) return read_region_rows(r, rec, err);
    r->pushed_back = 1;
    return grid_done(r, rec, err);
}

/* The box width a drawn row shows: the cells between its '|' walls when
** every wall inside the row comes after the same number of cells, W, a
** divisor of the side other than 1 and the side (`| 4 . | 1 2 | . 5 |`:
** 2); 0 when the row has no such walls. */
static int drawn_box_width(const char *s, int side) {
    int cells = 0, width = 0, walls = 0;
    for (; *s; s++) {
        if (*s == '|') {
            if (cells == 0 || cells == side) continue; /* the outer walls */
            if (width == 0) width = cells;
            if (cells % width) return 0;
            walls++;
        } else if (!is_space(*s)) {
            cells++;
        }
    }
    if (!walls || width <= 1 || width >= side || side % width) return 0;
    return walls == side / width - 1 ? width : 0;
}

/* A puzzle as N rows of N, the first row in r->line; maybe a region grid;
** one border line right under it is its own, as the classic reader's. A
** drawn grid's walls give its boxes when no box is in force (a 6x6 drawn
** with boxes 3 high and 2 wide, as `gen --box 3x2 --format boxed` draws
** it, is read with them, not the size's own 2x3). */
static sudoku_status read_grid_record(sudoku_board_reader *r, sudoku_board_record *rec,
                                      int side, sudoku_error *err) {
    start_record(r, rec, side);
    rec->layout = SUDOKU_LAYOUT_GRID;
    int drawn = drawn_box_width(r->line, side);
    if (drawn && !r->ctx.box_rows && rec->spec.box_cols != drawn &&
        !(rec->spec.variants & (SUDOKU_VARIANT_LATIN | SUDOKU_VARIANT_JIGSAW)))
        rec->spec.box_rows = side / drawn, rec->spec.box_cols = drawn;
    int zero = 0;
    for (int row = 0; row < side; row++) {
        size_t cells = (size_t)side;
        int more = row == 0 || next_grid_row(r, rec, side, &cells);
        if (!more && row == 1) return lone_row(r, rec, side, err);
        if (!more) return incomplete(r, row, side, "grid", err);
        row_append(rec, r);
        if (cells != (size_t)side) count_error(r, cells, err);
        if (cells != (size_t)side ||
            decode_cells(r, r->line, 1, rec->symbols, side, rec->cell + row * side,
                         (size_t)side, &zero, err) < 0) {
            skip_grid_rest(r, rec, side, row);
            return SUDOKU_EFORMAT;
        }
    }
    rec->empty = zero ? '0' : '.';
    if (next_line(r)) { /* a region grid follows at once, or not */
        if (is_border(r->line) && !line_blank(r)) { /* the grid's own */
            text_append(rec, r);
            return map_after_border(r, rec, err);
        }
        /* a grid of digits or with a '.' is the next puzzle, not a map */
        if (map_starts(r, side)) return read_region_rows(r, rec, err);
        r->pushed_back = 1;
    }
    return grid_done(r, rec, err);
}

/* Whether the line after the current one passes 'test' (for a board of
** side N): it is read ahead and kept for next_line, the current line stays
** current. */
static int next_line_is(sudoku_board_reader *r, int side,
                        int (*test)(const sudoku_board_reader *, const char *, int)) {
    char current[LINE_MAX_BYTES + 1];
    size_t len = r->line_len;
    unsigned long lineno = r->lineno;
    int cr = r->line_cr, passes = 0;
    memcpy(current, r->line, sizeof current);
    if (next_line(r)) {
        passes = test(r, r->line, side);
        memcpy(r->ahead, r->line, sizeof r->ahead);
        r->ahead_len = r->line_len;
        r->ahead_cr = r->line_cr;
        r->has_ahead = 1;
    }
    memcpy(r->line, current, sizeof r->line);
    r->line_len = len;
    r->line_cr = cr;
    r->lineno = lineno;
    return passes;
}

/* Whether line s is a 16x16 row with a symbol beyond 1-4 (so no 4x4 line). */
static int is_16x16_row(const sudoku_board_reader *r, const char *s, int side) {
    int spaced;
    (void)side;
    return row_cells(s, &spaced) == 16 && reads_as_row(r, s, 16) &&
           !reads_as_cells(r, s, 4);
}

/* A grid whose first row holds a character that is no cell: one bad
** record, the rows that may continue it with it (read_grid_record's
** decode_cells names the character, skip_grid_rest takes the rows). */
static sudoku_status read_bad_grid(sudoku_board_reader *r, sudoku_board_record *rec,
                                   int side, sudoku_error *err) {
    return read_grid_record(r, rec, side, err);
}

/* Whether line s has white space or '|' between its cells. */
static int spaced_row(const char *s) {
    int spaced;
    row_cells(s, &spaced);
    return spaced;
}

/* Whether line s has N cells, as a row of an N x N grid. */
static int is_row_of(const sudoku_board_reader *r, const char *s, int side) {
    int spaced;
    (void)r;
    return row_cells(s, &spaced) == (size_t)side;
}

/* The side of a grid whose first row is the current line, else 0. */
static int row_side(sudoku_board_reader *r, const tokens *t) {
    int spaced;
    size_t cells = row_cells(r->line, &spaced);
    int forced = r->ctx.side;
    if (forced ? cells != (size_t)forced : !sudoku_board_is_side((int)cells)) return 0;
    /* 16 cells unspaced: a 4x4 line, unless a symbol beyond 1-4 makes it a
    ** 16x16 row, or the next line is one (a 16x16 whose first row holds
    ** only 1-4 and blanks) */
    if (cells == 16 && !spaced && t->blen == 0 && forced != 16 &&
        reads_as_cells(r, r->line, 4) && !next_line_is(r, 16, is_16x16_row))
        return 0;
    return (int)cells;
}

/* A board's puzzle after a label: "Puzzle 1: <256 cells>", "3) <36 cells>
** <map>". The first word of the line that is a puzzle's attempt for a
** board (sudoku__attempt_word, of N*N characters) becomes the cells (and
** the word after it the map); the text before it, with the white space,
** quotes and separators around it dropped, becomes the title waiting for
** the record. Returns 0, leaving *t alone, when the line is no such thing;
** -1, with *t the cells and no title kept, when the side in force is
** another (an unlabelled line of that length is a bad one too). */
static int take_labelled(sudoku_board_reader *r, tokens *t) {
    const char *s = r->line;
    size_t n = strlen(s), word = sudoku__attempt_word(s, n, 0, 0), end = word;
    if (word == 0 || word == n) return 0;
    while (end < n && !is_space(s[end]))
        end++;
    if (end - word == 729 || !sudoku_board_side_of_cells(end - word)) return 0;
    tokens cells;
    split_tokens(s + word, &cells);
    size_t a = 0, b = word;
    while (a < b && (is_space(s[a]) || s[a] == '"'))
        a++;
    while (b > a && (is_space(s[b - 1]) || strchr(",;:\"", s[b - 1])))
        b--;
    if (b - a >= sizeof r->name) b = a + sizeof r->name - 1;
    memcpy(r->name, s + a, b - a);
    r->name[b - a] = '\0';
    *t = cells;
    t->a += word;
    if (t->blen) t->b += word;
    if (t->more) t->more += word;
    if (r->ctx.side &&
        sudoku_board_side_of_cells(t->alen) != r->ctx.side) { /* as unlabelled */
        r->name[0] = '\0';
        return -1;
    }
    return 1;
}

/* Whether line s is a CSV row with a field that is a board's cells ("a,"
** "\"a\";\"..."): such a row starting with a letter is no title, and its
** puzzle is not to be dropped unread. */
static int has_puzzle_field(const char *s) {
    char spaced[LINE_MAX_BYTES + 1];
    size_t n = 0;
    if (!strpbrk(s, ",;")) return 0;
    for (; n < LINE_MAX_BYTES && s[n]; n++)
        spaced[n] = strchr(",;\"", s[n]) ? ' ' : s[n];
    return sudoku__attempt_word(spaced, n, 0, 0) < n;
}

/* Whether line s, in no board's shape, holds fields: a JSON object with a
** "puzzle" member, or a CSV row (a ',' or ';' between fields that start
** with a cell, as `gen --format csv` writes them, or a field that is a
** board's cells after an id or a quote). The reader of every
** shape reads no fields; the classic reader reads them (fields.c). */
static int holds_fields(const char *s) {
    while (is_space(*s))
        s++;
    if (*s == '{') return strstr(s, "\"puzzle\"") != NULL;
    return (cell_value(default_alphabet, *s) >= 0 && strpbrk(s, ",;") != NULL) ||
           has_puzzle_field(s);
}

/* Whether the current line, in no board's shape, is text (prose, a table,
** a console line; prose.c), judged with the widest alphabet the context
** allows, so that no board's line cut short is taken for text. */
static int is_text(const sudoku_board_reader *r) {
    char symbols[SUDOKU_MAX_SIDE + 1];
    alphabet_for(&r->ctx, r->ctx.side ? r->ctx.side : SUDOKU_MAX_SIDE, symbols);
    return sudoku__is_prose(r->line, strlen(r->line), 0, symbols);
}

/* Classifies the current line and reads the record it starts. Returns 1
** when the line was no record (a title), 2 when it was text, 3 when it was
** binary data (prose.c's bytes, as the classic reader's), else 0 with the
** record's status in *status. */
static int read_from_line(sudoku_board_reader *r, sudoku_board_record *rec,
                          sudoku_error *err, sudoku_status *status) {
    tokens t;
    split_tokens(r->line, &t);
    int side = row_side(r, &t);
    int line_side = t.alen == 729 ? 9 : sudoku_board_side_of_cells(t.alen);
    if (r->ctx.side && line_side && line_side != r->ctx.side && t.alen != 729)
        line_side = 0;
    rec->line = r->lineno;
    int labelled = 0, fits = r->line_len <= LINE_MAX_BYTES;
    /* a grid's first row; or 16 cells, one of them no cell, over a 16x16's
    ** row: the first row of a 16x16, one bad record with the grid, not a
    ** 4x4 line */
    int grid =
        fits && side &&
        (reads_as_row(r, r->line, side) || (side == 16 && line_side == 4 && t.blen == 0 &&
                                            next_line_is(r, 16, is_16x16_row)));
    if (grid) {
        *status = read_grid_record(r, rec, side, err);
    } else if (r->line_len <= LINE_MAX_BYTES &&
               (line_side || (!side && (labelled = take_labelled(r, &t)) > 0))) {
        *status = read_line_record(r, rec, &t, err);
    } else if (labelled < 0) {
        /* a label, then cells of another side than the context's */
        text_append(rec, r);
        count_error(r, t.alen, err);
        *status = SUDOKU_EFORMAT;
    } else if (r->line_len <= LINE_MAX_BYTES &&
               sudoku__binary_column(r->line, stored_len(r))) {
        return 3;
    } else if (r->line_len <= LINE_MAX_BYTES &&
               (r->line[0] == '%' || r->line[0] == '[' ||
                ((r->line[0] | 0x20) >= 'a' && (r->line[0] | 0x20) <= 'z') ||
                sudoku__is_counted_title(r->line, stored_len(r))) &&
               !has_puzzle_field(r->line)) {
        return 1;
    } else if (r->line_len <= LINE_MAX_BYTES && holds_fields(r->line)) {
        text_append(rec, r);
        sudoku__error_at(err, r->lineno, 0,
                         "line holds fields (a CSV row or a JSON object), not read "
                         "here: under a shape option, directive or jigsaw, fields are "
                         "read when they start the input");
        *status = SUDOKU_EFORMAT;
    } else if (r->line_len <= LINE_MAX_BYTES && is_text(r)) {
        return 2;
    } else if (fits && side && spaced_row(r->line) && next_line_is(r, side, is_row_of)) {
        /* N cells, spaced or drawn, over another row of N: a grid's first
        ** row with a character that is no cell; the grid is one bad
        ** record, its message naming the character (decode_cells). An
        ** unspaced line ("12345678Z") stays a bad line of its own, so a
        ** grid right under it is read. */
        *status = read_bad_grid(r, rec, side, err);
    } else {
        text_append(rec, r);
        int spaced;
        count_error(r,
                    side         ? (size_t)side
                    : t.alen > 0 ? row_cells(r->line, &spaced)
                                 : 0,
                    err);
        *status = SUDOKU_EFORMAT;
    }
    if (*status == SUDOKU_OK && strlen(rec->symbols) != (size_t)rec->spec.side)
        *status = symbols_unfit(rec, err);
    return 0;
}

/* Keeps a title's name for the next record: "% name", "[name]", a line. */
static void take_title(sudoku_board_reader *r) {
    const char *s = r->line;
    size_t n = strlen(s);
    if (*s == '%' || *s == '[') s++, n--;
    while (n && is_space(*s))
        s++, n--;
    if (n && s[n - 1] == ']') n--;
    while (n && is_space(s[n - 1]))
        n--;
    if (n >= SUDOKU_NAME_MAX) n = SUDOKU_NAME_MAX - 1;
    memcpy(r->name, s, n);
    r->name[n] = '\0';
}

/* Keeps the start of the first line skipped as a title or text since the
** last record: at the end of input it tells text without a puzzle from
** nothing at all. */
static void note_skipped(sudoku_board_reader *r) {
    if (r->skipped_len) return;
    size_t n = stored_len(r);
    if (n > SKIPPED_MAX) n = SKIPPED_MAX;
    memcpy(r->skipped, r->line, n);
    r->skipped[n] = '\n';
    r->skipped_len = n + 1;
}

/* Keeps a comment, blank, title or text line after the last record, for a
** filter to copy at the end as the classic reader's are (a pipe's small
** grid hands the rest of the input back to it); lines past NOTES_MAX are
** dropped whole. */
static void keep_note(sudoku_board_reader *r, int text) {
    size_t n = stored_len(r);
    if (r->notes_len + n + 1 > NOTES_MAX) return;
    r->notes_text |= text;
    r->notes_cr |= r->line_cr;
    memcpy(r->notes + r->notes_len, r->line, n);
    r->notes[r->notes_len + n] = '\n';
    r->notes_len += n + 1;
}

/* Puts the notes since the last record (comment, blank, border, title and
** text lines) in front of the record's own lines, when both fit in its
** text, as the classic reader keeps them in a record's raw; then starts
** the notes afresh. */
static void notes_before(sudoku_board_reader *r, sudoku_board_record *rec) {
    size_t n = r->notes_len;
    if (n && rec->text_len + n <= sizeof rec->text) {
        memmove(rec->text + n, rec->text, rec->text_len);
        memcpy(rec->text, r->notes, n);
        rec->text_len += n;
        rec->notes_len = n;
        rec->crlf |= r->notes_cr;
    }
    memcpy(r->notes, r->carry, r->carry_len); /* lines the record gave back */
    r->notes_len = r->carry_len;
    r->notes_cr = r->carry_len ? r->carry_cr : 0;
    r->notes_text = 0;
    r->carry_len = 0;
}

static void record_clear(sudoku_board_record *rec) {
    rec->classic = 0;
    rec->layout = SUDOKU_LAYOUT_LINE;
    rec->empty = '.';
    rec->regions[0] = '\0';
    rec->symbols[0] = '\0';
    rec->name[0] = '\0';
    rec->text_len = 0;
    rec->notes_len = 0;
    rec->fields_at = 0;
    rec->crlf = 0;
    rec->line = 0;
    memset(rec->cell, 0, sizeof rec->cell);
    sudoku_shape_spec_init(&rec->spec, 9);
}

/* The record of the input's first binary line: its notes, not the line. */
static sudoku_status binary_record(sudoku_board_reader *r, sudoku_board_record *rec,
                                   sudoku_error *err) {
    size_t column = sudoku__binary_column(r->line, stored_len(r));
    char text[sizeof err->text];
    snprintf(text, sizeof text, SUDOKU__BINARY_TEXT, (unsigned char)r->line[column - 1]);
    rec->line = r->lineno;
    sudoku__error_at(err, r->lineno, column, text);
    rec->name[0] = r->name[0] = '\0';
    notes_before(r, rec);
    r->skipped_len = 0;
    return SUDOKU_EFORMAT;
}

/* POJ 2676's count: 1 to 7 digits alone on the first line with content, as
** the classic reader takes it (io.c is_header), unless it is a grid's first
** row ("1234" over "...." is a 4x4). The grids after it are the answer. */
static int is_poj_count(sudoku_board_reader *r) {
    if (!sudoku__is_count_line(r->line, stored_len(r))) return 0;
    tokens t;
    split_tokens(r->line, &t);
    int side = row_side(r, &t);
    return !(side && reads_as_cells(r, r->line, side));
}

/* A count line no record followed: no count, the bad line it looks like
** ("12345", a puzzle cut short), a record of its own. The notes after it
** stay for the end. */
static sudoku_status count_alone(sudoku_board_reader *r, sudoku_board_record *rec,
                                 sudoku_error *err) {
    record_clear(rec);
    size_t before = r->count_notes <= r->notes_len ? r->count_notes : 0;
    memcpy(rec->text, r->notes, before); /* NOTES_MAX + 8 < the text's room */
    memmove(r->notes, r->notes + before, r->notes_len - before);
    r->notes_len -= before;
    memcpy(rec->text + before, r->count, r->count_len);
    rec->text[before + r->count_len] = '\n';
    rec->text_len = before + r->count_len + 1;
    rec->notes_len = before;
    rec->line = r->count_line;
    rec->crlf = r->count_cr;
    char text[sizeof err->text];
    size_t cells = r->count_len;
    snprintf(text, sizeof text, "line has %zu cell%s%s", cells, cells == 1 ? "" : "s",
             SUDOKU_BOARD_LENGTHS);
    sudoku__error_at(err, r->count_line, 0, text);
    r->count_len = 0;
    return SUDOKU_EFORMAT;
}

static sudoku_status read_record(sudoku_board_reader *r, sudoku_board_record *rec,
                                 sudoku_error *err);

sudoku_status sudoku_board_read(sudoku_board_reader *r, sudoku_board_record *rec,
                                sudoku_error *err) {
    sudoku_error ignored;
    if (!err) err = &ignored;
    sudoku_status st = read_record(r, rec, err);
    if (st == SUDOKU_END && r->count_len) {
        r->counted = 0;
        return count_alone(r, rec, err);
    }
    if (st == SUDOKU_END && r->counted) { /* checked once, as the classic reader */
        r->counted = 0;
        st = sudoku__count_kept(r->count_value, r->count_records, r->count_line, err);
        if (st == SUDOKU_ECOUNT) /* the lines after the last record go with it */
            r->notes_len = r->skipped_len = 0, r->notes_text = 0;
        return st;
    }
    if (st == SUDOKU_OK || st == SUDOKU_EFORMAT) {
        r->count_len = 0;
        r->count_records += !r->directive_record;
    }
    return st;
}

/* sudoku_board_read but for a count line alone. */
static sudoku_status read_record(sudoku_board_reader *r, sudoku_board_record *rec,
                                 sudoku_error *err) {
    record_clear(rec);
    r->directive_record = 0;
    while (next_line(r)) {
        size_t noted = r->notes_len;
        if ((line_blank(r) || r->line[0] == '#') && !r->binary_seen) keep_note(r, 0);
        if (line_blank(r)) continue;
        if (r->line[0] == '#') {
            if (sudoku_board_directive(r->line, stored_len(r), &r->ctx, err) >= 0)
                continue;
            /* a bad directive is a record of its own: its line, the notes
            ** before it in front, as the classic reader's path gives it */
            r->notes_len = noted;
            r->directive_record = 1;
            rec->line = err->line = r->lineno;
            text_append(rec, r);
            notes_before(r, rec);
            r->skipped_len = 0;
            return SUDOKU_EFORMAT;
        }
        if (is_border(r->line)) {
            if (!r->binary_seen) keep_note(r, 0);
            continue;
        }
        if (!r->content_seen++ && is_poj_count(r)) { /* read, not echoed */
            r->count_len = stored_len(r) < sizeof r->count ? stored_len(r) : 0;
            memcpy(r->count, r->line, r->count_len);
            r->count_line = r->lineno, r->count_cr = r->line_cr;
            r->count_notes = r->notes_len;
            r->counted = 1;
            r->count_value = 0;
            for (size_t i = 0; i < r->count_len; i++)
                r->count_value = r->count_value * 10 + (r->count[i] - '0');
            continue;
        }
        sudoku_status status;
        int no_record = read_from_line(r, rec, err, &status);
        if (no_record == 3 && !r->binary_seen++) /* reported once, never echoed */
            return binary_record(r, rec, err);
        if (no_record && r->binary_seen) continue; /* a binary file's strings */
        if (no_record == 1) take_title(r);
        if (no_record) {
            keep_note(r, 1);
            note_skipped(r);
            continue;
        }
        memcpy(rec->name, r->name, sizeof rec->name);
        r->name[0] = '\0';
        notes_before(r, rec);
        r->skipped_len = 0;
        return status;
    }
    if (r->in && ferror(r->in)) return SUDOKU_EIO;
    /* the skipped line's start only when no title or text line fitted */
    size_t skipped = r->notes_text ? 0 : r->skipped_len;
    memcpy(rec->text, r->notes, r->notes_len); /* NOTES_MAX + 81 < the text's room */
    memcpy(rec->text + r->notes_len, r->skipped, skipped);
    rec->text_len = r->notes_len + skipped;
    rec->crlf = r->notes_cr;
    return SUDOKU_END;
}

static void reader_init(sudoku_board_reader *r, FILE *in,
                        const sudoku_board_context *ctx) {
    memset(r, 0, sizeof *r);
    r->in = in;
    if (ctx) r->ctx = *ctx;
}

sudoku_board_reader *sudoku_board_reader_new(FILE *in, const sudoku_board_context *ctx) {
    sudoku_board_reader *r = malloc(sizeof *r);
    if (r) reader_init(r, in, ctx);
    return r;
}

sudoku_board_reader *sudoku_board_reader_new_after(FILE *in, const char *text,
                                                   size_t length,
                                                   unsigned long first_line,
                                                   const sudoku_board_context *ctx) {
    sudoku_board_reader *r = malloc(sizeof *r);
    char *copy = malloc(length ? length : 1);
    if (!r || !copy) {
        free(r);
        free(copy);
        return NULL;
    }
    reader_init(r, in, ctx);
    memcpy(copy, text, length);
    r->text = r->owned = copy;
    r->len = length;
    r->lineno = first_line ? first_line - 1 : 0;
    return r;
}

void sudoku__board_reader_continue(sudoku_board_reader *r, long announced,
                                   unsigned long line, unsigned long records) {
    r->content_seen = 1;
    if (announced < 0) return;
    r->counted = 1;
    r->count_value = announced;
    r->count_line = line;
    r->count_records = records;
}

/* Appends line[0..n) and its line end (CR LF when 'cr', as read) to buf at
** *at; 0 when it does not fit. */
static int put_pending(char *buf, size_t size, size_t *at, const char *line, size_t n,
                       int cr) {
    if (*at + n + 1 + (size_t)cr > size) return 0;
    memcpy(buf + *at, line, n);
    *at += n;
    if (cr) buf[(*at)++] = '\r';
    buf[(*at)++] = '\n';
    return 1;
}

size_t sudoku_board_reader_pending(const sudoku_board_reader *r, char *buf, size_t size,
                                   unsigned long *first_line) {
    size_t at = 0;
    *first_line = r->pushed_back ? r->lineno : r->lineno + 1;
    /* the notes kept for the next record (the comment and border lines
    ** between a grid's last row and the line that ended it) come first */
    for (size_t from = 0; from < r->notes_len;) {
        const char *nl = memchr(r->notes + from, '\n', r->notes_len - from);
        size_t n = (size_t)(nl - (r->notes + from));
        if (!put_pending(buf, size, &at, r->notes + from, n, r->notes_cr))
            return (size_t)-1;
        from += n + 1;
        (*first_line)--;
    }
    if (r->pushed_back &&
        (r->line_len > LINE_MAX_BYTES ||
         !put_pending(buf, size, &at, r->line, r->line_len, r->line_cr)))
        return (size_t)-1;
    if (r->has_ahead &&
        (r->ahead_len > LINE_MAX_BYTES ||
         !put_pending(buf, size, &at, r->ahead, r->ahead_len, r->ahead_cr)))
        return (size_t)-1;
    if (r->pos < r->len) {
        if (at + (r->len - r->pos) > size) return (size_t)-1;
        memcpy(buf + at, r->text + r->pos, r->len - r->pos);
        at += r->len - r->pos;
        if (buf[at - 1] != '\n') {
            if (at + 1 > size) return (size_t)-1;
            buf[at++] = '\n';
        }
    }
    return at;
}

void sudoku_board_reader_free(sudoku_board_reader *reader) {
    if (reader) free(reader->owned);
    free(reader);
}

sudoku_status sudoku_board_parse(const char *text, size_t length,
                                 const sudoku_board_context *ctx,
                                 sudoku_board_record *rec, sudoku_error *err) {
    sudoku_board_reader *r = malloc(sizeof *r);
    if (!r) return SUDOKU_ENOMEM;
    reader_init(r, NULL, ctx);
    r->text = text;
    r->len = length;
    sudoku_status status = sudoku_board_read(r, rec, err);
    free(r);
    return status;
}

/* ================================================================ directives */

/* "RxC" with both in 1..25 into *a, *b; 0, or -1 when malformed. */
static int parse_dims(const char *s, int *a, int *b) {
    char *end;
    long x = strtol(s, &end, 10);
    if (end == s || (*end != 'x' && *end != 'X')) return -1;
    const char *t = end + 1;
    long y = strtol(t, &end, 10);
    while (is_space(*end))
        end++;
    if (end == t || *end || x < 1 || x > SUDOKU_MAX_SIDE || y < 1 || y > SUDOKU_MAX_SIDE)
        return -1;
    *a = (int)x, *b = (int)y;
    return 0;
}

int sudoku_board_parse_box(const char *text, int *rows, int *cols) {
    int a, b;
    if (parse_dims(text, &a, &b) < 0 || !sudoku_board_is_side(a * b)) return -1;
    *rows = a, *cols = b;
    return 0;
}

int sudoku_board_symbols_ok(const char *symbols) {
    size_t n = strlen(symbols);
    if (!sudoku_board_is_side((long)n)) return 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)symbols[i];
        if (c <= ' ' || c >= 127 || strchr(".|#", c) || strchr(symbols + i + 1, c))
            return 0;
    }
    return 1;
}

/* A bad directive's message: what was seen, and what the key accepts. */
static int directive_error(sudoku_error *err, const char *what, const char *value,
                           const char *accepted) {
    char text[sizeof err->text];
    snprintf(text, sizeof text, "bad %s directive '%.30s'; it wants %s", what, value,
             accepted);
    sudoku__error_at(err, 0, 0, text);
    return -1;
}

/* Sets the size in force; symbols of another size are dropped (nine
** letters are no 6x6's symbols): the new size's default alphabet applies. */
static void set_side(sudoku_board_context *ctx, int side) {
    ctx->side = side;
    if (strlen(ctx->symbols) != (size_t)side) ctx->symbols[0] = '\0';
}

static int apply_directive(const char *key, const char *value, sudoku_board_context *ctx,
                           sudoku_error *err) {
    sudoku_board_context next = *ctx;
    int a, b;
    if (strcmp(key, "variant") == 0 || strcmp(key, "variants") == 0) {
        if (strcmp(value, "none") == 0 || strcmp(value, "classic") == 0)
            next.variants = 0;
        else if (sudoku_variants_parse(value, &next.variants, err) != SUDOKU_OK)
            return -1;
    } else if (strcmp(key, "shape") == 0) {
        if (parse_dims(value, &a, &b) < 0 || a != b || !sudoku_board_is_side(a))
            return directive_error(err, "shape", value, "NxN, N one of " SIDES_TEXT);
        set_side(&next, a);
        next.box_rows = next.box_cols = 0;
    } else if (strcmp(key, "box") == 0) {
        if (sudoku_board_parse_box(value, &a, &b) < 0)
            return directive_error(err, "box", value, "RxC, R*C one of " SIDES_TEXT);
        set_side(&next, a * b);
        next.box_rows = a, next.box_cols = b;
    } else if (strcmp(key, "symbols") == 0) {
        if (!sudoku_board_symbols_ok(value))
            return directive_error(err, "symbols", value,
                                   SIDES_TEXT " distinct characters (not '.', '|', "
                                              "'#' or blanks)");
        memcpy(next.symbols, value, strlen(value) + 1);
    } else {
        return 0;
    }
    *ctx = next;
    return 1;
}

int sudoku_board_directive(const char *text, size_t length, sudoku_board_context *ctx,
                           sudoku_error *err) {
    char key[16], value[128];
    size_t i = 1, k = 0;
    while (i < length && is_space(text[i]))
        i++;
    while (i < length && k + 1 < sizeof key &&
           (((text[i] | 0x20) >= 'a' && (text[i] | 0x20) <= 'z')))
        key[k++] = (char)(text[i++] | 0x20);
    key[k] = '\0';
    if (i >= length || text[i] != ':' || k == 0) return 0;
    i++;
    while (i < length && is_space(text[i]))
        i++;
    size_t n = length - i;
    while (n && is_space(text[i + n - 1]))
        n--;
    if (n >= sizeof value) n = sizeof value - 1;
    memcpy(value, text + i, n);
    value[n] = '\0';
    return apply_directive(key, value, ctx, err);
}

/* ================================================================ writing */

/* Appends "# KEY: VALUE\n" to buf at *len as far as it fits in size. */
static void put_directive(char *buf, size_t size, size_t *len, const char *key,
                          const char *value) {
    int n = snprintf(*len < size ? buf + *len : NULL, *len < size ? size - *len : 0,
                     "# %s: %s\n", key, value);
    if (n > 0) *len += (size_t)n;
}

size_t sudoku_board_directives(const sudoku_board_record *rec, sudoku_board_context *ctx,
                               char *buf, size_t size) {
    int side = rec ? rec->spec.side : 9;
    unsigned variants = rec ? rec->spec.variants & ~(unsigned)SUDOKU_VARIANT_JIGSAW : 0;
    sudoku_shape_spec plain;
    sudoku_shape_spec_init(&plain, side);
    int boxed = !(variants & SUDOKU_VARIANT_LATIN) &&
                !(rec && rec->spec.variants & SUDOKU_VARIANT_JIGSAW);
    int rows = rec ? rec->spec.box_rows : 3, cols = rec ? rec->spec.box_cols : 3;
    char value[128], symbols[SUDOKU_MAX_SIDE + 1], plain_symbols[SUDOKU_MAX_SIDE + 1];
    size_t len = 0;
    if (size) buf[0] = '\0';
    if (boxed && (rows != plain.box_rows || cols != plain.box_cols)) {
        if (ctx->box_rows != rows || ctx->box_cols != cols) { /* a box of its own */
            snprintf(value, sizeof value, "%dx%d", rows, cols);
            put_directive(buf, size, &len, "box", value);
            ctx->box_rows = rows, ctx->box_cols = cols, ctx->side = side;
        }
    } else if (ctx->box_rows || (ctx->side && ctx->side != side)) {
        snprintf(value, sizeof value, "%dx%d", side, side); /* the size's own box */
        put_directive(buf, size, &len, "shape", value);
        ctx->box_rows = ctx->box_cols = 0, ctx->side = side;
    }
    sudoku_board_default_symbols(side, plain_symbols);
    snprintf(symbols, sizeof symbols, "%s", rec ? rec->symbols : plain_symbols);
    if (strcmp(ctx->symbols[0] ? ctx->symbols : plain_symbols, symbols) != 0) {
        put_directive(buf, size, &len, "symbols", symbols);
        memcpy(ctx->symbols, symbols, strlen(symbols) + 1);
    }
    if ((ctx->variants & ~(unsigned)SUDOKU_VARIANT_JIGSAW) != variants) {
        if (variants)
            sudoku_variants_format(variants, value, sizeof value);
        else
            snprintf(value, sizeof value, "none");
        put_directive(buf, size, &len, "variant", value);
        ctx->variants = variants;
    }
    return len;
}

typedef struct out_buf {
    char *buf;
    size_t size, len;
} out_buf;

static void put(out_buf *o, char c) {
    if (o->len + 1 < o->size) o->buf[o->len] = c;
    o->len++;
}

/* Ends o's text with a NUL where it fits (the text cut to the buffer) and
** returns its whole length, as snprintf does. */
static size_t out_end(const out_buf *o) {
    if (o->size) o->buf[o->len < o->size ? o->len : o->size - 1] = '\0';
    return o->len;
}

static void put_cells(out_buf *o, const sudoku_board_record *rec,
                      const unsigned char *cell, int row, int grid) {
    int n = rec->spec.side;
    for (int c = 0; c < n; c++) {
        int v = cell[row * n + c];
        put(o, v >= 1 && v <= n ? rec->symbols[v - 1] : rec->empty);
    }
    if (grid) put(o, '\n');
}

static void put_regions(out_buf *o, const sudoku_board_record *rec, int row, int grid) {
    int n = rec->spec.side;
    size_t used = strlen(rec->regions);
    for (int c = 0; c < n; c++) {
        int k = rec->spec.region[row * n + c];
        put(o, (size_t)k < used ? rec->regions[k] : default_regions[k]);
    }
    if (grid) put(o, '\n');
}

/* Whether line s[0..n) of a grid record's text is one of its rows, as
** next_grid_line tells them: not blank, no comment, no border. */
static int grid_row_line(const char *s, size_t n) {
    size_t blank = 0;
    while (blank < n && is_space(s[blank]))
        blank++;
    return blank < n && !grid_text_span(s, n);
}

/* A grid record's own lines as read (its text past the notes: its rows, the
** borders and comments among them, its bottom border, a region grid under
** it), the cells 'cell' put in place of its rows' cells, each row's cells
** being its characters but white space and '|' as the reader took them: a
** drawn or spaced grid comes back drawn or spaced. A blank stays as it was
** written where the cell is still blank. Returns 0, having written nothing,
** when the text does not hold N rows of N cells and, under a jigsaw's, its
** N map rows (a record made, not read, or its lines cut). */
static int put_grid_in_place(out_buf *o, const sudoku_board_record *rec,
                             const unsigned char *cell) {
    const char *t = rec->text;
    size_t n = (size_t)rec->spec.side, end = rec->text_len, row = 0;
    size_t map = rec->spec.variants & SUDOKU_VARIANT_JIGSAW ? n : 0;
    if (end - rec->notes_len >= SUDOKU_BOARD_TEXT_MAX) return 0; /* + NUL: no room */
    for (int pass = 0; pass < 2; pass++) {
        row = 0;
        size_t map_rows = 0;
        for (size_t at = rec->notes_len; at < end;) {
            const char *nl = memchr(t + at, '\n', end - at);
            if (!nl) return 0; /* every line is LF-terminated */
            size_t len = (size_t)(nl - (t + at)), k = 0;
            int is_row = row < n && grid_row_line(t + at, len);
            map_rows += row == n && grid_row_line(t + at, len);
            for (size_t i = at; i < at + len; i++) {
                char c = t[i];
                if (!is_row || is_space(c) || c == '|') {
                    if (pass) put(o, c);
                    continue;
                }
                int v = k < n ? cell[row * n + k] : 0;
                k++;
                if (pass)
                    put(o, v >= 1 && (size_t)v <= n           ? rec->symbols[v - 1]
                           : cell_value(rec->symbols, c) == 0 ? c
                                                              : rec->empty);
            }
            if (is_row && k != n) return 0;
            if (pass) put(o, '\n');
            row += (size_t)is_row;
            at += len + 1;
        }
        if (row < n || map_rows != map) return 0; /* a jigsaw's map, whole */
    }
    return 1;
}

size_t sudoku_board_format(const sudoku_board_record *rec, const unsigned char *cell,
                           int layout, char *buf, size_t size) {
    out_buf o = {buf, size, 0};
    int n = rec->spec.side, grid = (layout < 0 ? (int)rec->layout : layout) != 0;
    size_t at = rec->notes_len + rec->fields_at - 1, cells = (size_t)n * (size_t)n;
    if (layout < 0 && rec->fields_at && at + cells <= rec->text_len) {
        for (size_t i = rec->notes_len; i < at; i++) /* the fields before the cells */
            put(&o, rec->text[i]);
        for (int k = 0; k < n; k++)
            put_cells(&o, rec, cell, k, 0);
        for (size_t i = at + cells; i < rec->text_len; i++) /* and after them */
            put(&o, rec->text[i]);
        return out_end(&o);
    }
    if (layout < 0 && rec->layout == SUDOKU_LAYOUT_GRID &&
        put_grid_in_place(&o, rec, cell)) {
        return out_end(&o);
    }
    int jigsaw = (rec->spec.variants & SUDOKU_VARIANT_JIGSAW) != 0;
    for (int r = 0; r < (grid ? n : 1); r++)
        for (int k = 0; k < (grid ? 1 : n); k++)
            put_cells(&o, rec, cell, grid ? r : k, grid);
    if (jigsaw) {
        if (!grid) put(&o, ' ');
        for (int r = 0; r < n; r++)
            put_regions(&o, rec, r, grid);
    }
    if (!grid) put(&o, '\n');
    return out_end(&o);
}
