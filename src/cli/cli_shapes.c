/*
** cli_shapes.c - puzzles of every shape on the command line: the choice of
** reader for each input, and the answers of solve and count on a board that
** is not the classic 9x9.
**
** Which reader: the classic one (io.c) is the fast path and reads every
** classic layout; a line it cannot take is read again as a shape puzzle
** (N*N cells), and directive comments it passes ("# variant: x") are
** applied to the records after them. The board reader (board_io.c) reads
** the input instead when a shape option is given or a look at the start of
** a file finds a jigsaw: it reads N rows of N and region grids, and hands
** classic records back to the classic parser. A directive alone does not
** choose it: a file with directives is read as a pipe is, line by line, so
** that both say the same of every line. An input
** that starts with fields (a CSV header or a JSON object) stays the
** classic reader's, which reads them on the shape in force (fields.c).
*/
#include <inttypes.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

#define PEEK_BYTES 4096

struct cli_source {
    FILE *in;                     /* the input (the caller's) */
    sudoku_reader *classic;       /* NULL when the board reader reads */
    sudoku_reader *paused;        /* the classic reader, while a board reader
                                     it handed a grid to reads it */
    sudoku_board_reader *boards;  /* NULL when the classic reader reads */
    sudoku_board_context context; /* what applies now (classic reader) */
    int classic_only;             /* refuse other shapes: CLI_CLASSIC_ONLY (print)
                                     or CLI_LOGIC_SHAPES (rate, hint, explain) */
    const char *command;          /* "sudoku rate", for the refusal */
    int text_at_end;              /* the board reader ended after a title or text */
    int other_nine;               /* a directive gave nine symbols other than 1-9,
                                     which the classic reader does not read */
    sudoku_record *held;          /* a record read with a bad directive before it,
                                     given after the directive's own record */
    int has_held;
    int held_directive;        /* the held record is a bad directive's own,
                                  from under a bad record's line */
    sudoku_status held_status; /* what reading it gave (OK, or EFORMAT: a line
                                  of another shape, read on by the board reader) */
    sudoku_error held_err;
};

/* ------------------------------------------------------------ sources */

/* A classic puzzle line (81 or 729 cells first, too short for a jigsaw's
** map), which the look at a file's start skips at once. */
static int plain_line(const char *line, size_t len) {
    size_t token = 0; /* the peek buffer has no terminating NUL: stay in len */
    while (token < len && line[token] != ' ' && line[token] != '\t' &&
           line[token] != '\n')
        token++;
    return (token == 81 || token == 729) && len < 2 * token + 1;
}

/* Reads the first PEEK_BYTES of a seekable input into buf and goes back to
** where it was. Returns how many were read, or -1 when it cannot go back
** (a pipe: nothing is read). */
static long peek(FILE *in, char *buf) {
    long start = ftell(in);
    if (start < 0) return -1;
    size_t n = fread(buf, 1, PEEK_BYTES, in);
    clearerr(in);
    return fseek(in, start, SEEK_SET) == 0 ? (long)n : -1;
}

/* Whether the start of a seekable input, buf[0..n), holds what only the
** board reader reads: a jigsaw; but not when it holds
** fields (a CSV header or a JSON object first), which the classic reader
** reads, taking the directives as it meets them, as through a pipe. A grid
** of another size is not enough: the classic reader hands each such grid
** to the board reader as it meets it, as through a pipe, so a file and a
** pipe cost a bad 9x9 record alike. Nor is a directive: the classic
** reader applies it as it passes, as through a pipe (the board reader took
** "Z00000000" under one for a title, which a pipe called a bad line). */
static int wants_board_reader(const char *buf, size_t n, const cli_parser *p) {
    if (sudoku_input_holds_fields(buf, n, p->column)) return 0;
    int found = 0;
    for (size_t at = 0; at < n && !found;) {
        const char *line = buf + at, *nl = memchr(line, '\n', n - at);
        size_t len = nl ? (size_t)(nl - line) : n - at;
        if (len && line[0] != '#' && line[0] != '%' && line[0] != '[' &&
            !plain_line(line, len)) {
            sudoku_board_record *rec = malloc(sizeof *rec);
            found = rec &&
                    sudoku_board_parse(line, n - at, NULL, rec, NULL) == SUDOKU_OK &&
                    !rec->classic && (rec->spec.variants & SUDOKU_VARIANT_JIGSAW);
            free(rec);
        }
        at += len + 1;
    }
    return found;
}

/* Whether line[0..n) is blank or a comment (a UTF-8 byte-order mark and
** white space aside). */
static int blank_or_comment(const char *line, size_t n) {
    size_t k = n >= 3 && memcmp(line, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    while (k < n && (line[k] == ' ' || line[k] == '\t' || line[k] == '\r'))
        k++;
    return k == n || line[k] == '\n' || line[k] == '#';
}

/* Reads a pipe's lines up to its first content line (a shape option's
** input, whose reader its start chooses), or while fewer than PEEK_BYTES
** fit in buf: a terminal waits no longer than that line. Returns how many
** bytes were read. */
static size_t read_head(FILE *in, char *buf) {
    size_t n = 0;
    int c = 0;
    while (n + 1 < PEEK_BYTES && c != EOF) {
        size_t line = n;
        while (n + 1 < PEEK_BYTES && (c = getc(in)) != EOF) {
            buf[n++] = (char)c;
            if (c == '\n') break;
        }
        if (n > line && !blank_or_comment(buf + line, n - line)) break;
    }
    return n;
}

cli_source *cli_source_new(FILE *in, const cli_parser *p) {
    cli_source *src = calloc(1, sizeof *src);
    char *head = malloc(PEEK_BYTES);
    if (!src || !head) return free(src), free(head), NULL;
    src->in = in;
    src->context = p->shape;
    src->classic_only = p->classic_only;
    src->command = p->command;
    /* a file's start is looked at and read again; a pipe's first lines,
    ** read under a shape option only, are handed to the reader chosen */
    long peeked = peek(in, head);
    size_t taken = peeked < 0 && p->shape_given ? read_head(in, head) : 0;
    size_t seen = peeked >= 0 ? (size_t)peeked : taken;
    int boards = p->shape_given ? !sudoku_input_holds_fields(head, seen, p->column)
                 : peeked >= 0  ? wants_board_reader(head, seen, p)
                                : 0;
    if (boards)
        src->boards = sudoku_board_reader_new_after(in, head, taken, 1, &p->shape);
    else
        src->classic = sudoku_reader_new(in);
    if (src->classic && taken &&
        sudoku_reader_unread(src->classic, head, taken, 1) != SUDOKU_OK)
        sudoku_reader_free(src->classic), src->classic = NULL;
    free(head);
    if (!src->boards && !src->classic) return free(src), NULL;
    if (src->classic && p->column) /* checked by cli_parse: no error here */
        sudoku_reader_set_column(src->classic, p->column);
    return src;
}

void cli_source_free(cli_source *src) {
    if (!src) return;
    sudoku_reader_free(src->classic);
    sudoku_reader_free(src->paused);
    sudoku_board_reader_free(src->boards);
    free(src->held);
    free(src);
}

/* Copies a board record's text into the classic record's raw: from 'from'
** on (b->notes_len: without the notes before it, which a board's answer
** puts before it itself, cli_board_solve). */
static void raw_from_board(sudoku_record *rec, const sudoku_board_record *b,
                           size_t from) {
    size_t len = b->text_len - from;
    size_t n = len < SUDOKU_RAW_MAX ? len : SUDOKU_RAW_MAX;
    memcpy(rec->raw, b->text + from, n);
    rec->raw_len = n;
    rec->raw_cut = n < len;
    rec->crlf = b->crlf;
    rec->line = b->line;
    memcpy(rec->name, b->name, sizeof rec->name);
}

/* A classic record the board reader passed on: its own lines read as the
** classic reader reads a record, the notes before them put in front in
** raw, where the classic reader keeps them (solve copies them). */
static sudoku_status classic_from_board(const sudoku_board_record *b, sudoku_record *rec,
                                        sudoku_error *err) {
    size_t n = b->notes_len;
    sudoku_status st = sudoku_parse_record(b->text + n, b->text_len - n, rec, err);
    if (st != SUDOKU_OK) {
        if (st == SUDOKU_END) { /* no cells in its lines: not met, but said */
            err->line = 1, err->column = 0;
            snprintf(err->text, sizeof err->text, "no puzzle in the record");
        }
        memset(rec, 0, offsetof(sudoku_record, raw));
        raw_from_board(rec, b, 0);
        err->line += b->line - 1;
        return SUDOKU_EFORMAT;
    }
    if (n && rec->raw_len + n <= SUDOKU_RAW_MAX) {
        memmove(rec->raw + n, rec->raw, rec->raw_len);
        memcpy(rec->raw, b->text, n);
        rec->raw_len += n;
        int placed = rec->cell_at[80] != 0; /* 0s: no places to shift */
        for (int i = 0; i < 81 && placed; i++)
            rec->cell_at[i] = (unsigned short)(rec->cell_at[i] + n);
    }
    rec->line = b->line;
    rec->crlf = b->crlf;
    if (b->name[0]) memcpy(rec->name, b->name, sizeof rec->name);
    return SUDOKU_OK;
}

/* Where the line holding a grid record's first cell starts in rec->raw. */
static size_t grid_start(const sudoku_record *rec) {
    size_t at = rec->cell_at[0];
    while (at && rec->raw[at - 1] != '\n')
        at--;
    return at;
}

/* Puts the lines rec->raw holds before 'line' (the comment, blank and
** title lines before a one-line record) in front of b->text as its notes,
** which a board's answer copies as the classic reader's are copied: a
** pipe and a file, read by either reader, give the same answer. */
static void keep_notes(const sudoku_record *rec, const char *line,
                       sudoku_board_record *b) {
    size_t n = (size_t)(line - rec->raw);
    if (!n || b->notes_len || n + b->text_len > sizeof b->text) return;
    memmove(b->text + n, b->text, b->text_len);
    memcpy(b->text, rec->raw, n);
    b->text_len += n;
    b->notes_len = n;
}

/* A board of the classic reader's record, in a context that is not the
** classic 9x9 (a directive or an option said so). */
static sudoku_status board_from_classic(const cli_source *src, const sudoku_record *rec,
                                        sudoku_board_record *b, sudoku_error *err) {
    memset(b, 0, offsetof(sudoku_board_record, text));
    b->text_len = 0;
    if (rec->pencilmarks || (src->context.side && src->context.side != 9)) {
        err->line = rec->line, err->column = 0;
        if (rec->pencilmarks)
            snprintf(err->text, sizeof err->text,
                     "pencil marks are read on the classic 9x9 only");
        else
            snprintf(err->text, sizeof err->text,
                     "a 9x9 puzzle where the shape in force is %dx%d", src->context.side,
                     src->context.side);
        return SUDOKU_EFORMAT;
    }
    sudoku_shape_spec_init(&b->spec, 9);
    if (src->context.box_rows)
        b->spec.box_rows = src->context.box_rows,
        b->spec.box_cols = src->context.box_cols;
    b->spec.variants = src->context.variants;
    memcpy(b->cell, rec->grid.cell, 81);
    sudoku_board_default_symbols(9, b->symbols);
    b->empty = rec->empty;
    b->layout =
        rec->layout == SUDOKU_LAYOUT_LINE ? SUDOKU_LAYOUT_LINE : SUDOKU_LAYOUT_GRID;
    b->line = rec->line;
    memcpy(b->name, rec->name, sizeof b->name);
    if (b->layout == SUDOKU_LAYOUT_GRID && !rec->raw_cut &&
        rec->raw_len <= sizeof b->text) {
        /* its lines as read, drawn or spaced, which its answer keeps
        ** (sudoku_board_format), the notes before them copied before it */
        memcpy(b->text, rec->raw, rec->raw_len);
        b->text_len = rec->raw_len;
        b->notes_len = grid_start(rec);
    } else {
        keep_notes(rec, rec->raw + grid_start(rec), b); /* copied before the answer */
    }
    if (b->spec.variants & SUDOKU_VARIANT_JIGSAW) {
        err->line = rec->line, err->column = 0;
        snprintf(
            err->text, sizeof err->text,
            "a jigsaw puzzle needs its region map: 81 region symbols after the cells");
        return SUDOKU_EFORMAT;
    }
    return SUDOKU_OK;
}

/* Applies the directive lines among the notes of rec->raw from 'from' on.
** Returns the offset of the first bad one (err set at its line), or
** rec->raw_len when all applied. */
static size_t take_directives(cli_source *src, const sudoku_record *rec, size_t from,
                              sudoku_error *err) {
    const char *raw = rec->raw;
    size_t n = rec->raw_len;
    for (size_t at = from; at < n;) {
        const char *nl = memchr(raw + at, '\n', n - at);
        size_t len = nl ? (size_t)(nl - (raw + at)) : n - at;
        if (raw[at] == '#' &&
            sudoku_board_directive(raw + at, len, &src->context, err) < 0) {
            err->line = rec->line, err->column = 0;
            return at;
        }
        const char *symbols = src->context.symbols;
        src->other_nine |= strlen(symbols) == 9 && strcmp(symbols, "123456789") != 0;
        at += len + 1;
    }
    return n;
}

/* The offset of the first line of rec->raw from 'from' on that is neither
** blank, nor a comment, nor the record's title: a bad record's first row
** (its line, rec->line, is the reader's error line), which may be a grid's
** first row of nine. */
static size_t first_content_line(const sudoku_record *rec, size_t from) {
    size_t name_len = strlen(rec->name);
    for (size_t at = from; at < rec->raw_len;) {
        const char *line = rec->raw + at, *nl = memchr(line, '\n', rec->raw_len - at);
        size_t len = nl ? (size_t)(nl - line) : rec->raw_len - at, k = 0;
        while (k < len && (line[k] == ' ' || line[k] == '\t' || line[k] == '\r'))
            k++;
        int title =
            name_len && len - k >= name_len && !memcmp(line + k, rec->name, name_len);
        if (k < len && line[k] != '#' && !title) return at;
        at += len + 1;
    }
    return rec->raw_len;
}

/* A bad directive among the notes of a good record, at raw[bad..): the
** directive and the notes before it become a record of their own (err at
** the directive's line, as the board reader reports it from a file), and
** the record, its raw from the line after the directive on, is held for
** the next read: a bad directive costs its own record, not the puzzle
** under it. Returns 0, or -1 (nothing changed) when it cannot be held. */
static int hold_after_directive(cli_source *src, sudoku_record *rec, sudoku_status st,
                                size_t bad, const sudoku_error *err) {
    size_t end = bad;
    while (end < rec->raw_len && rec->raw[end++] != '\n')
        ;
    /* a bad grid whose first row was read: that row, under its title and
    ** border (rec->line is its line) */
    int rows_read = st == SUDOKU_EFORMAT && rec->cell_len[0] && rec->cell_at[0] >= end;
    size_t cells = st == SUDOKU_OK || rows_read ? grid_start(rec)
                   : st == SUDOKU_END ? rec->raw_len /* the lines after the last record */
                                      : first_content_line(rec, end); /* the bad line */
    unsigned long below = 0; /* lines from the directive's to the cells' */
    for (size_t i = bad; i < cells; i++)
        below += rec->raw[i] == '\n';
    if (end > cells || below >= rec->line ||
        (!src->held && !(src->held = malloc(sizeof *src->held))))
        return -1;
    sudoku_record *held = src->held;
    *held = *rec;
    memmove(held->raw, rec->raw + end, rec->raw_len - end);
    held->raw_len = rec->raw_len - end;
    for (int i = 0; i < 81; i++)
        held->cell_at[i] = (unsigned short)(held->cell_at[i] - end);
    src->has_held = 1;
    src->held_status = st;
    src->held_err = *err;
    rec->raw_len = end;
    rec->line = rec->line - below;
    rec->name[0] = '\0';
    rec->raw_cut = 0;
    return 0;
}

/* The line ends in raw[from..to). */
static unsigned long line_ends(const char *raw, size_t from, size_t to) {
    unsigned long n = 0;
    for (size_t i = from; i < to; i++)
        n += raw[i] == '\n';
    return n;
}

/* Holds raw[bad..) of rec, a bad directive and the lines after it, as the
** next record (at 'line', with err); rec keeps what came before it.
** src->held is allocated. */
static void hold_directive(cli_source *src, sudoku_record *rec, size_t bad,
                           unsigned long line, const sudoku_error *err) {
    sudoku_record *held = src->held;
    memset(held, 0, sizeof *held);
    memcpy(held->raw, rec->raw + bad, rec->raw_len - bad);
    held->raw_len = rec->raw_len - bad;
    held->line = line;
    held->crlf = rec->crlf;
    held->layout = rec->layout;
    held->empty = rec->empty;
    src->has_held = 1;
    src->held_directive = 1;
    src->held_status = SUDOKU_EFORMAT;
    src->held_err = *err;
    src->held_err.line = line;
    rec->raw_len = bad;
}

/* A bad directive at raw[bad..) under a bad record's last content line
** ("1 2 3 4 5 6 7 8 Z", then "# box: 7x7"): the reader took it as a comment
** inside the record, but it is a record of its own, after the bad line's.
** The directive and the lines after it (comments, blanks: no content) are
** held as that record, with err, at its own line; rec keeps what came
** before it. Returns 0, or -1 (nothing changed) when it cannot be held. */
static int hold_directive_under(cli_source *src, sudoku_record *rec, size_t bad,
                                const sudoku_error *err) {
    size_t content = first_content_line(rec, 0);
    if (content >= bad || first_content_line(rec, bad) != rec->raw_len ||
        rec->notes_cut || rec->raw_cut ||
        (!src->held && !(src->held = malloc(sizeof *src->held))))
        return -1;
    hold_directive(src, rec, bad, rec->line + line_ends(rec->raw, content, bad), err);
    return 0;
}

/* Gives the held bad directive's record (hold_directive_under); a second
** bad directive among its lines is held the same way, as the next record.
** Returns SUDOKU_EFORMAT. */
static sudoku_status give_held_directive(cli_source *src, sudoku_record *rec,
                                         sudoku_error *err) {
    src->has_held = 0;
    src->held_directive = 0;
    *rec = *src->held;
    *err = src->held_err;
    const char *nl = memchr(rec->raw, '\n', rec->raw_len);
    size_t next = nl ? (size_t)(nl - rec->raw) + 1 : rec->raw_len;
    sudoku_error again;
    size_t bad = take_directives(src, rec, next, &again);
    if (bad < rec->raw_len)
        hold_directive(src, rec, bad, rec->line + line_ends(rec->raw, 0, bad), &again);
    return SUDOKU_EFORMAT;
}

/* Takes the directives among the notes of a record just read (status st).
** Returns 0 when all applied; 1 when one is bad, with err set to it and rec
** the directive's own record when the record under it can be held (good or
** bad: it is given by the next read), else the whole record. */
static int bad_directive(cli_source *src, sudoku_record *rec, sudoku_status st,
                         sudoku_error *err) {
    sudoku_error read_err = *err, directive_err;
    size_t bad = take_directives(src, rec, 0, &directive_err);
    if (bad == rec->raw_len) return 0;
    if (st == SUDOKU_EFORMAT &&
        hold_directive_under(src, rec, bad, &directive_err) == 0) {
        *err = read_err; /* the bad line's own record first */
        return 1;
    }
    *err = read_err; /* held with the record: a line of another shape's reason */
    /* the directives after the bad one are taken when the held record is
    ** given (cli_source_read), a second bad one among them its own record */
    if (hold_after_directive(src, rec, st, bad, err) == 0) directive_err.line = rec->line;
    *err = directive_err;
    return 1;
}

/* bad_directive for the lines after the last record (SUDOKU_END): a bad
** directive there is a record too, at its line (rec->line is set to the
** line after the last one read, from which the lines are counted back). */
static int bad_directive_at_end(cli_source *src, sudoku_record *rec, sudoku_error *err) {
    char none[1];
    unsigned long after;
    if (rec->notes_cut || rec->raw_cut ||
        sudoku_reader_take_pending(src->classic, none, 0, &after) != 0)
        return 0;
    rec->line = after;
    return bad_directive(src, rec, SUDOKU_END, err);
}

/* The classic reader's "line has N cells; a puzzle is 81 cells..." says
** what every shape accepts. */
static void widen_count_error(sudoku_error *err) {
    char *rest = strstr(err->text, "; a puzzle is");
    if (strncmp(err->text, "line has ", 9) != 0 || !rest || !strstr(err->text, " cell"))
        return;
    *rest = '\0';
    size_t n = strlen(err->text);
    snprintf(err->text + n, sizeof err->text - n, "%s", SUDOKU_BOARD_LENGTHS);
}

/* A line the classic reader refused, read again as a shape puzzle: one
** line of N*N cells (a grid's rows come through the board reader). Returns
** SUDOKU_OK with *b, or EFORMAT with *err (the shape reader's reason for a
** line of a shape's length). */
static sudoku_status board_from_bad_line(const cli_source *src, sudoku_record *rec,
                                         sudoku_board_record *b, sudoku_error *err) {
    size_t len;
    const char *line = sudoku_record_last_line(rec, &len);
    size_t token = strcspn(line, " \t\n");
    if (token > len) token = len;
    int fits = token != 81 && sudoku_board_side_of_cells(token) != 0;
    int line_error = strncmp(err->text, "line has ", 9) == 0 ||
                     strncmp(err->text, "unexpected ", 11) == 0;
    sudoku_error berr = {0};
    sudoku_status st = line_error ? sudoku_board_parse(line, len, &src->context, b, &berr)
                                  : SUDOKU_EFORMAT;
    int board = st == SUDOKU_OK && !b->classic && b->layout == SUDOKU_LAYOUT_LINE;
    if (!board && (memchr(line, ',', len) || memchr(line, ';', len) || !line_error)) {
        widen_count_error(err);
        return SUDOKU_EFORMAT; /* fields, or a grid's error */
    }
    if (board) {
        b->line = rec->line = err->line;
        if (b->name[0]) /* a label before the cells */
            memcpy(rec->name, b->name, sizeof rec->name);
        else /* a title on a line before */
            memcpy(b->name, rec->name, sizeof b->name);
        keep_notes(rec, line, b);
        return SUDOKU_OK;
    }
    /* a line of one word longer than any row (a 9x9 grid's row of 9 stays a
    ** 9x9 attempt), not 81 or 729 long: the classic reader's bad byte is no
    ** 9x9 attempt's ("unexpected character 'A'; a cell is a digit 1-9" of a
    ** 257-character line would claim an alphabet 'A' is in on larger
    ** boards): the shape reader says what it is, its length then */
    int word = token == len && token > SUDOKU_MAX_SIDE && token != 729 && token != 81;
    if (st == SUDOKU_EFORMAT && (fits || word)) {
        snprintf(err->text, sizeof err->text, "%s", berr.text);
        err->column = berr.column;
    }
    widen_count_error(err);
    return SUDOKU_EFORMAT;
}

/* 1 when the logical solver takes the shape of *spec: 9x9 with 3x3 boxes,
** jigsaw regions or none, every variant (see sudoku_rate_shape). */
static int logic_takes(const sudoku_shape_spec *spec) {
    int boxed = (spec->box_rows == 3 && spec->box_cols == 3) ||
                (spec->box_rows == 0 && spec->box_cols == 0) ||
                (spec->variants & (SUDOKU_VARIANT_LATIN | SUDOKU_VARIANT_JIGSAW));
    return spec->side == 9 && boxed;
}

/* A board record the command cannot take: a record of its own, status
** SUDOKU_EUNSUPPORTED (the puzzle may be fine), *err saying what the
** command takes. */
static sudoku_status refuse(const cli_source *src, const sudoku_board_record *b,
                            sudoku_error *err) {
    char shape[48];
    int side = b->spec.side;
    if (side == 9 && b->spec.box_rows && b->spec.box_rows != 3)
        snprintf(shape, sizeof shape, "a 9x9 puzzle with %dx%d boxes", b->spec.box_rows,
                 b->spec.box_cols);
    else
        snprintf(shape, sizeof shape, "a %dx%d%s puzzle", side, side,
                 b->spec.variants ? " variant" : "");
    err->line = b->line, err->column = 0;
    if (src->classic_only == CLI_LOGIC_SHAPES)
        snprintf(err->text, sizeof err->text,
                 "%s takes 9x9 puzzles (3x3 boxes, jigsaw regions or latin, any "
                 "variant), not %s",
                 src->command, shape);
    else
        snprintf(err->text, sizeof err->text,
                 "%s takes the classic 9x9 only, not %s (solve, count, gen and print "
                 "take every shape)",
                 src->command, shape);
    return SUDOKU_EUNSUPPORTED;
}

/* Whether a read status is a record's (read on from after it). */
static int is_record(sudoku_status st) {
    return st == SUDOKU_OK || st == SUDOKU_EFORMAT || st == SUDOKU_EUNSUPPORTED;
}

int cli_source_ended_in_text(const cli_source *src) { return src->text_at_end; }

static sudoku_status read_boards(cli_source *src, sudoku_record *rec,
                                 sudoku_board_record *b, int *is_board,
                                 sudoku_error *err) {
    sudoku_status st = sudoku_board_read(src->boards, b, err);
    if (st == SUDOKU_END || st == SUDOKU_ECOUNT || st == SUDOKU_EIO) {
        /* the board reader keeps the comment, blank, title and text lines
        ** after the last record, copied as the classic reader's are (a title
        ** or text line there says: text, no puzzle, when no record came);
        ** they come with SUDOKU_ECOUNT when a count line's check fails */
        rec->raw_len = 0;
        rec->raw_cut = rec->notes_cut = 0;
        rec->crlf = b->crlf;
        for (size_t at = 0; st != SUDOKU_EIO && at < b->text_len;) {
            const char *line = b->text + at, *nl = memchr(line, '\n', b->text_len - at);
            size_t len = nl ? (size_t)(nl - line) + 1 : b->text_len - at;
            if (line[0] != '#' && strspn(line, " \t") + 1 < len) src->text_at_end = 1;
            if (rec->raw_len + len <= SUDOKU_RAW_MAX)
                memcpy(rec->raw + rec->raw_len, line, len), rec->raw_len += len;
            at += len;
        }
        return st;
    }
    if (st == SUDOKU_OK && b->classic) return classic_from_board(b, rec, err);
    int refused = st == SUDOKU_OK && src->classic_only &&
                  !(src->classic_only == CLI_LOGIC_SHAPES && logic_takes(&b->spec));
    memset(rec, 0, offsetof(sudoku_record, raw));
    /* a bad record is echoed with the notes before it, as the classic
    ** reader's are */
    raw_from_board(rec, b, st == SUDOKU_OK && !refused ? b->notes_len : 0);
    if (refused) return refuse(src, b, err);
    *is_board = st == SUDOKU_OK;
    return st;
}

/* Whether a line the classic reader refused may be the first row of a grid
** of another size: N cells (spaces and '|' aside) for a side N other than
** 9, or the side in force. The board reader tells from the lines after it
** (which a pipe cannot show before they are read) whether it is one: 16
** unspaced cells are a 4x4 line or a 16x16's first row, and a row with no
** row under it is a bad line alone, reported as the classic reader would. */
static int starts_grid(const cli_source *src, const char *line, size_t len) {
    size_t cells = 0;
    int rule_only = 1;
    for (size_t i = 0; i < len; i++) {
        char c = line[i];
        if (c == ' ' || c == '\t' || c == '|') continue;
        if (c == ',' || c == ';' || c == '+' || c == '=') return 0; /* fields, borders */
        cells++;
        rule_only &= c == '-' || c == ':' || c == '\'';
    }
    if (rule_only) return 0; /* a border of '-' */
    int side = sudoku_board_is_side((long)cells) ? (int)cells : 0;
    if (!side || side == 9) return 0;
    return !src->context.side || side == src->context.side;
}

/* After a board record read from a grid the classic reader refused: the
** classic reader reads on from the lines the board reader has not used
** (the line that ended the grid), so the layouts only it reads stay read
** after a grid of another size. When those lines cannot be handed back
** (too long), the board reader reads on. */
static void hand_back(cli_source *src) {
    char text[SUDOKU_BOARD_TEXT_MAX];
    unsigned long first;
    size_t n = sudoku_board_reader_pending(src->boards, text, sizeof text, &first);
    if (n == (size_t)-1 || sudoku_reader_unread(src->paused, text, n, first) != SUDOKU_OK)
        return;
    sudoku_board_reader_free(src->boards);
    src->boards = NULL;
    src->classic = src->paused;
    src->paused = NULL;
}

/* Appends text[0..n) (LF-terminated lines) to buf at *at, each line ending
** in CR LF when 'crlf'. */
static void put_lines(char *buf, size_t *at, const char *text, size_t n, int crlf) {
    for (size_t i = 0; i < n; i++) {
        if (text[i] == '\n' && crlf) buf[(*at)++] = '\r';
        buf[(*at)++] = text[i];
    }
}

/* Goes on with the board reader from the refused line (the grid's first
** row) on: a pipe cannot be looked at before it is read, so the classic
** reader met the grid first. The board reader reads the comment, title and
** text lines the classic reader kept before that line (rec->raw) first, so
** it copies and names them as it does reading the file itself; then the
** line; then the lines the classic reader holds unread (the row under a
** number it took for a count at first). Returns SUDOKU_EINVAL, having
** changed nothing, when they cannot. */
static sudoku_status switch_to_boards(cli_source *src, sudoku_record *rec,
                                      sudoku_board_record *b, int *is_board,
                                      const char *line, size_t len, unsigned long lineno,
                                      sudoku_error *err) {
    char text[2 * SUDOKU_RAW_MAX + 2 + SUDOKU_BOARD_TEXT_MAX];
    size_t notes = (size_t)(line - rec->raw), n = 0;
    put_lines(text, &n, rec->raw, notes, rec->crlf); /* CR LF as read */
    put_lines(text, &n, line, len, 0);
    put_lines(text, &n, "\n", 1, rec->crlf);
    unsigned long next;
    size_t more =
        sudoku_reader_take_pending(src->classic, text + n, sizeof text - n, &next);
    if (more == (size_t)-1) return SUDOKU_EINVAL;
    unsigned long lines = 0; /* the notes' lines, numbered back from the row's */
    for (size_t i = 0; i < notes; i++)
        lines += rec->raw[i] == '\n';
    src->boards = sudoku_board_reader_new_after(src->in, text, n + more, lineno - lines,
                                                &src->context);
    if (!src->boards) return SUDOKU_ENOMEM;
    src->paused = src->classic;
    src->classic = NULL;
    sudoku_status st = read_boards(src, rec, b, is_board, err);
    if (is_record(st)) hand_back(src);
    return st;
}

/* Once a directive has given nine symbols other than 1-9 ("# symbols:
** ABCDEFGHI"), which the classic reader reads as bad digits (a grid's 'C')
** or takes for a title (81 letters): the board reader reads the rest of the
** input, from the first of the lines of the record just read (rec->raw,
** read with status st, in the context 'before' them), as it reads a file
** whose first 4 KB hold a directive, checking a count line as it does.
** Returns SUDOKU_EINVAL, having changed nothing, when those lines cannot be
** read again (cut). */
static sudoku_status boards_from_here(cli_source *src, sudoku_record *rec,
                                      sudoku_status st, sudoku_board_record *b,
                                      int *is_board, const sudoku_board_context *before,
                                      sudoku_error *err) {
    char text[2 * SUDOKU_RAW_MAX + SUDOKU_BOARD_TEXT_MAX];
    size_t n = 0;
    if (rec->raw_cut || rec->notes_cut) return SUDOKU_EINVAL;
    put_lines(text, &n, rec->raw, rec->raw_len, rec->crlf); /* CR LF as read */
    unsigned long next, lines = 0;
    size_t more =
        sudoku_reader_take_pending(src->classic, text + n, sizeof text - n, &next);
    if (more == (size_t)-1) return SUDOKU_EINVAL;
    for (size_t i = 0; i < rec->raw_len; i++)
        lines += rec->raw[i] == '\n';
    src->boards =
        sudoku_board_reader_new_after(src->in, text, n + more, next - lines, before);
    if (!src->boards) return SUDOKU_ENOMEM;
    /* a count line's check goes with it: rec is read again (a record, or
    ** the lines after the last one) */
    sudoku_reader_hand_over(src->classic, st == SUDOKU_END ? 0 : 1, src->boards);
    sudoku_reader_free(src->classic);
    src->classic = NULL;
    return read_boards(src, rec, b, is_board, err);
}

/* Appends the rest of the stream's current line to text[0..*n) while it
** fits in 'size'; at the end of the stream nothing is added. */
static void read_line_into(FILE *in, char *text, size_t *n, size_t size) {
    int c;
    size_t at = *n;
    while (at < size && (c = getc(in)) != EOF) {
        text[at++] = (char)c;
        if (c == '\n') break;
    }
    *n = at;
}

/* Whether the lines after a grid's ninth row (or after the border that
** closes a drawn grid) are a jigsaw's region map: nine map rows, borders
** aside, so that a title of nine symbols ("Puzzle 100") over the next grid
** is no map. A grid of digits right under a grid (POJ 2676's) is the next
** puzzle. Lines the classic reader holds are looked at first, then lines
** read from the stream while they may be the map (a pipe or a terminal
** waits no longer than the map needs); all are put back, so the reader is
** left as it was. */
static int map_follows(cli_source *src) {
    char text[SUDOKU_BOARD_TEXT_MAX - 1]; /* under unread's bound: put back whole */
    unsigned long first;
    size_t n = sudoku_reader_take_pending(src->classic, text, sizeof text, &first);
    if (n == (size_t)-1) return 0;
    size_t at = 0;
    int rows = 0, lines = 0;
    while (rows < 9 && lines++ < 20) {
        if (!memchr(text + at, '\n', n - at)) /* the line's rest is unread */
            read_line_into(src->in, text, &n, sizeof text);
        if (at == n) break;
        size_t line = at;
        while (at < n && text[at++] != '\n')
            ;
        int row = sudoku_board_map_row(text + line, at - line, 9, 1);
        if (row == 0) break;
        rows += row == 1;
    }
    if (n && sudoku_reader_unread(src->classic, text, n, first) != SUDOKU_OK) return 0;
    return rows == 9;
}

/* A classic reader's line record that is a jigsaw: its 81 cells, then
** white space and 81 region symbols, which the classic reader takes for a
** trailing word. Returns 1 with *b the jigsaw board, else 0. */
static int jigsaw_from_line(const cli_source *src, sudoku_record *rec,
                            sudoku_board_record *b) {
    /* the cheap test first, so the classic path keeps its speed: white space
    ** right after the 81st cell */
    size_t end = (size_t)rec->cell_at[80] + rec->cell_len[80];
    if (end >= rec->raw_len || (rec->raw[end] != ' ' && rec->raw[end] != '\t')) return 0;
    size_t len, at = 0;
    const char *line = sudoku_record_last_line(rec, &len);
    while (at < len && line[at] != ' ' && line[at] != '\t')
        at++;
    if (at != 81) return 0;
    while (at < len && (line[at] == ' ' || line[at] == '\t'))
        at++;
    size_t map = at;
    while (at < len && line[at] != ' ' && line[at] != '\t')
        at++;
    if (at - map != 81) return 0;
    sudoku_board_context ctx = src->context;
    ctx.variants |= SUDOKU_VARIANT_JIGSAW;
    if (sudoku_board_parse(line, len, &ctx, b, NULL) != SUDOKU_OK || b->classic) return 0;
    b->line = rec->line;
    memcpy(b->name, rec->name, sizeof b->name);
    keep_notes(rec, line, b);
    return 1;
}

sudoku_status cli_source_read(cli_source *src, sudoku_record *rec, sudoku_board_record *b,
                              int *is_board, sudoku_error *err) {
    *is_board = 0;
    if (src->boards) {
        sudoku_status st = read_boards(src, rec, b, is_board, err);
        if (src->paused && is_record(st)) hand_back(src);
        return st;
    }
    sudoku_status st;
    if (src->has_held && src->held_directive) return give_held_directive(src, rec, err);
    if (src->has_held) { /* the lines under a bad directive, read before */
        sudoku_board_context before = src->context;
        src->has_held = 0;
        *rec = *src->held;
        st = src->held_status;
        *err = src->held_err;
        if (memchr(rec->raw, '#', rec->raw_len) && bad_directive(src, rec, st, err))
            return SUDOKU_EFORMAT;       /* another bad one: held again */
        if (st == SUDOKU_END) return st; /* the lines after the bad directive */
        if (src->other_nine) {           /* read on in letters, as a file is */
            sudoku_status sw = boards_from_here(src, rec, st, b, is_board, &before, err);
            if (sw != SUDOKU_EINVAL) return sw;
        }
    } else {
        sudoku_board_context before = src->context;
        st = sudoku_read(src->classic, rec, err);
        if (st == SUDOKU_END && memchr(rec->raw, '#', rec->raw_len) &&
            bad_directive_at_end(src, rec, err))
            return SUDOKU_EFORMAT;
        if (st != SUDOKU_OK && st != SUDOKU_EFORMAT && st != SUDOKU_END) return st;
        /* comments come before the cells: none when the cells open rec->raw */
        if (st != SUDOKU_END && (st != SUDOKU_OK || rec->cell_at[0] > 0) &&
            memchr(rec->raw, '#', rec->raw_len) && bad_directive(src, rec, st, err))
            return SUDOKU_EFORMAT;
        if (src->other_nine) {
            sudoku_status sw = boards_from_here(src, rec, st, b, is_board, &before, err);
            if (sw != SUDOKU_EINVAL) return sw;
        }
        if (st == SUDOKU_END) return st;
    }
    size_t len;
    const char *line = st == SUDOKU_EFORMAT ? sudoku_record_last_line(rec, &len) : NULL;
    /* a bad line alone, not a 9x9 grid's last row (a labelled one has 10) */
    if (line && rec->line == err->line && starts_grid(src, line, len)) {
        sudoku_status sw =
            switch_to_boards(src, rec, b, is_board, line, len, err->line, err);
        if (sw != SUDOKU_EINVAL) return sw;
    }
    sudoku_status fields =
        st == SUDOKU_OK
            ? sudoku_reader_board(src->classic, rec, &src->context, b, err)
            : sudoku_reader_refused_board(src->classic, rec, &src->context, b, err);
    if (fields != SUDOKU_END &&
        (st == SUDOKU_EFORMAT || (fields == SUDOKU_OK && b->fields_at))) {
        /* a CSV row or JSON object of another size, its shape in its fields,
        ** or a 9x9's in symbols its fields give (its row is its text) */
        if (fields == SUDOKU_OK) keep_notes(rec, sudoku_record_last_line(rec, &len), b);
        st = fields;
        fields = SUDOKU_END; /* its own line, not rec's, is its text */
    } else if (fields != SUDOKU_END) {
        /* a CSV row or JSON object that gives its shape (a jigsaw's map) */
        st = fields;
    } else if (st == SUDOKU_EFORMAT) {
        st = board_from_bad_line(src, rec, b, err);
    } else if (rec->layout == SUDOKU_LAYOUT_LINE && !rec->pencilmarks &&
               jigsaw_from_line(src, rec, b)) {
        st = SUDOKU_OK;
    } else if (rec->layout != SUDOKU_LAYOUT_LINE && !rec->pencilmarks && !rec->raw_cut &&
               map_follows(src)) {
        /* a jigsaw's cells, its map under them: the reader of every shape
        ** reads the grid again with its map */
        size_t at = grid_start(rec);
        sudoku_status sw = switch_to_boards(src, rec, b, is_board, rec->raw + at,
                                            rec->raw_len - at - 1, rec->line, err);
        if (sw != SUDOKU_EINVAL) return sw;
        return st;
    } else if (!sudoku_board_context_is_classic(&src->context)) {
        st = board_from_classic(src, rec, b, err);
    } else {
        return st;
    }
    b->crlf = rec->crlf; /* its answer is written with the input's line ends */
    if (st == SUDOKU_OK && src->classic_only &&
        !(src->classic_only == CLI_LOGIC_SHAPES && logic_takes(&b->spec)))
        return refuse(src, b, err);
    *is_board = st != SUDOKU_OK ? 0 : fields == SUDOKU_OK ? CLI_BOARD_IN_FIELDS : 1;
    return st;
}
