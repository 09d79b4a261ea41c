/*
** cli_board.c - the answers of solve and count for a puzzle that is not on
** the classic board: written in its own symbols and layout (a jigsaw's
** region map after it), drawn boxed, or as CSV and JSON fields that carry
** the shape (size, box, variants, regions).
*/
#include <inttypes.h>
#include <string.h>

#include "cli.h"

/* Builds the record's shape; NULL with out->message set (the library's
** reason: a box that does not fit, a variant the size cannot take, a bad
** region map). */
static sudoku_shape *shape_of(const cli_input *in, cli_result *out) {
    sudoku_shape *shape = NULL;
    sudoku_error err = {0};
    sudoku_status st = sudoku_shape_new(&in->board->spec, &shape, &err);
    if (st == SUDOKU_OK) return shape;
    snprintf(out->message, sizeof out->message, "%s",
             st == SUDOKU_EINVAL && err.text[0] ? err.text : sudoku_strerror(st));
    out->failed = 1;
    return NULL;
}

/* The failure's words; a clash names the record's symbols ('G', not 16). */
static void fail_board(const sudoku_board *puzzle, const char *symbols,
                       sudoku_status status, cli_result *out) {
    sudoku_error err = {0};
    const char *why = sudoku_strerror(status);
    if (status == SUDOKU_ECLASH &&
        sudoku_board_check_symbols(puzzle, symbols, &err) != SUDOKU_OK)
        why = err.text;
    snprintf(out->message, sizeof out->message, "%s", why);
    out->failed = 1;
}

/* The cells as one string of the record's symbols; a jigsaw's map after
** them when 'map'. */
static void put_line(cli_text *t, const sudoku_board_record *b, const unsigned char *cell,
                     int map) {
    char text[SUDOKU_BOARD_TEXT_MAX];
    sudoku_board_record line = *b;
    if (!map)
        line.spec.variants &= ~(unsigned)SUDOKU_VARIANT_JIGSAW; /* the cells alone */
    size_t n = sudoku_board_format(&line, cell, SUDOKU_LAYOUT_LINE, text, sizeof text);
    cli_text_add(t, text, n ? n - 1 : 0);
}

void cli_put_board_line(cli_text *t, const sudoku_board_record *b,
                        const unsigned char *cell) {
    put_line(t, b, cell, 1);
}

void cli_field_board_cells(cli_writer *w, const char *name, const sudoku_board_record *b,
                           const unsigned char *cell) {
    if (!b) {
        cli_field_absent(w, name);
        return;
    }
    cli_text t = {0};
    put_line(&t, b, cell, 0); /* the map has a field of its own */
    cli_field_bytes(w, name, t.data ? t.data : "", t.len);
    cli_text_free(&t);
}

/* The box of a shape as "4x4"; "" for latin and jigsaw boards. */
static void box_name(const sudoku_shape_spec *spec, char *buf, size_t size) {
    buf[0] = '\0';
    if (spec->variants & (SUDOKU_VARIANT_LATIN | SUDOKU_VARIANT_JIGSAW)) return;
    sudoku_shape_spec full = *spec;
    if (!full.box_rows) sudoku_shape_spec_init(&full, spec->side);
    snprintf(buf, size, "%dx%d", full.box_rows, full.box_cols);
}

/* 1 when board b is written in symbols other than its size's own (1-9
** then A-P): a line, CSV row or JSON object must say which. */
static int own_symbols(const sudoku_board_record *b) {
    char plain[SUDOKU_MAX_SIDE + 1];
    sudoku_board_default_symbols(b->spec.side, plain);
    return b->symbols[0] && strcmp(b->symbols, plain) != 0;
}

int cli_shape_columns(const cli_writer *w) {
    for (int i = 0; w->format == CLI_FORMAT_CSV && w->columns[i]; i++)
        if (strcmp(w->columns[i], "size") == 0) return 1;
    return w->format == CLI_FORMAT_JSON;
}

void cli_field_shape(cli_writer *w, const cli_input *in) {
    if (!cli_shape_columns(w)) return;
    const sudoku_board_record *b = in->board;
    if (!b) {
        cli_field_absent(w, "size"), cli_field_absent(w, "box");
        cli_field_absent(w, "variants"), cli_field_absent(w, "regions");
        cli_field_absent(w, "symbols");
        return;
    }
    char box[16], variants[160];
    box_name(&b->spec, box, sizeof box);
    sudoku_variants_format(b->spec.variants, variants, sizeof variants);
    cli_field_int(w, "size", b->spec.side);
    if (box[0])
        cli_field_string(w, "box", box);
    else
        cli_field_absent(w, "box");
    if (variants[0])
        cli_field_string(w, "variants", variants);
    else
        cli_field_absent(w, "variants");
    if (!(b->spec.variants & SUDOKU_VARIANT_JIGSAW)) {
        cli_field_absent(w, "regions");
    } else {
        char map[SUDOKU_MAX_CELLS];
        int n = b->spec.side;
        size_t used = strlen(b->regions);
        for (int i = 0; i < n * n; i++) {
            int k = b->spec.region[i];
            map[i] = (size_t)k < used ? b->regions[k] : (char)('A' + k);
        }
        cli_field_bytes(w, "regions", map, (size_t)n * (size_t)n);
    }
    if (own_symbols(b))
        cli_field_string(w, "symbols", b->symbols);
    else
        cli_field_absent(w, "symbols");
}

/* Draws the board with +--- borders between boxes (none inside a latin or
** jigsaw board, whose map follows as a grid). */
static void put_boxed(cli_text *t, const sudoku_board_record *b,
                      const unsigned char *cell) {
    int n = b->spec.side, rows = n, cols = n;
    if (!(b->spec.variants & (SUDOKU_VARIANT_LATIN | SUDOKU_VARIANT_JIGSAW))) {
        sudoku_shape_spec full = b->spec;
        if (!full.box_rows) sudoku_shape_spec_init(&full, n);
        rows = full.box_rows, cols = full.box_cols;
    }
    cli_text border = {0};
    for (int c = 0; c < n; c++) {
        if (c % cols == 0) cli_text_puts(&border, c ? "-+" : "+");
        cli_text_puts(&border, "--");
    }
    cli_text_puts(&border, "-+\n");
    for (int r = 0; r < n; r++) {
        if (r % rows == 0) cli_text_add(t, border.data, border.len);
        for (int c = 0; c < n; c++) {
            int v = cell[r * n + c];
            if (c % cols == 0) cli_text_puts(t, c ? " |" : "|");
            cli_text_putc(t, ' ');
            cli_text_putc(t, v ? b->symbols[v - 1] : '.');
        }
        cli_text_puts(t, " |\n");
    }
    cli_text_add(t, border.data, border.len);
    cli_text_free(&border);
    if (b->spec.variants & SUDOKU_VARIANT_JIGSAW) {
        char text[SUDOKU_BOARD_TEXT_MAX];
        size_t len = sudoku_board_format(b, cell, SUDOKU_LAYOUT_GRID, text, sizeof text);
        size_t map = (size_t)n * (size_t)(n + 1); /* past the cells' rows */
        if (len > map) cli_text_add(t, text + map, len - map);
    }
}

void cli_put_board(cli_text *t, const sudoku_board_record *b, const unsigned char *cell,
                   cli_format format) {
    if (format == CLI_FORMAT_BOXED) {
        put_boxed(t, b, cell);
        return;
    }
    char text[SUDOKU_BOARD_TEXT_MAX];
    int layout = format == CLI_FORMAT_LINE   ? SUDOKU_LAYOUT_LINE
                 : format == CLI_FORMAT_GRID ? SUDOKU_LAYOUT_GRID
                                             : -1;
    size_t n = sudoku_board_format(b, cell, layout, text, sizeof text);
    if (n >= sizeof text) n = sizeof text - 1;
    /* in the input's own layout, with its line ends, as classic answers are */
    cli_text_add_lines(t, text, n, format == CLI_FORMAT_SAME && b->crlf);
}

size_t cli_put_directives(const sudoku_board_record *b, cli_format format,
                          sudoku_board_context *written, cli_text *t) {
    char lines[256];
    if (format != CLI_FORMAT_LINE && format != CLI_FORMAT_GRID &&
        format != CLI_FORMAT_BOXED)
        return 0;
    size_t n = sudoku_board_directives(b, written, lines, sizeof lines);
    if (n >= sizeof lines) n = sizeof lines - 1; /* never: 4 short lines */
    if (n) cli_text_add(t, lines, n); /* none for most records: no allocation */
    return n;
}

void cli_put_shape_lines(const cli_input *in, void *ctx, cli_result *out) {
    cli_shape_order *order = ctx;
    if (in->status != SUDOKU_OK) return; /* echoed as read */
    cli_text t = {0};
    if (!cli_put_directives(in->board, order->format, &order->written, &t)) {
        cli_text_free(&t);
        return;
    }
    cli_text_add(&t, out->text.data ? out->text.data : "", out->text.len);
    if (!t.failed) {
        cli_text_free(&out->text);
        out->text = t; /* the runner frees it */
        return;
    }
    cli_text_free(&t);
}

/* Whether the answer in 'format' is a block of lines. */
static int is_block(const sudoku_board_record *b, cli_format format) {
    if (format == CLI_FORMAT_BOXED || format == CLI_FORMAT_GRID) return 1;
    return format == CLI_FORMAT_SAME && b->layout == SUDOKU_LAYOUT_GRID;
}

/* The answer of a 9x9 whose CSV row or JSON line gave its shape, in that
** row or line: the solution's cells in place of the puzzle's, the fields
** (a jigsaw's map) kept, comments before it copied, as a classic record's
** answer; unsolved (cell NULL), the record as read. */
static void put_in_fields(const cli_input *in, const unsigned char *cell,
                          cli_result *out) {
    const sudoku_record *rec = in->rec;
    if (!cell) {
        cli_echo_record(in, CLI_ECHO_SAME, out);
        return;
    }
    sudoku_grid solution;
    memcpy(solution.cell, cell, sizeof solution.cell);
    char text[SUDOKU_RECORD_TEXT_MAX];
    size_t n = sudoku_format_record(rec, &solution, text, sizeof text);
    cli_text_add_lines(&out->text, text, n, rec->crlf);
    out->block = rec->raw_cut;
    out->crlf = rec->crlf;
}

/* 1 when a CSV of 'columns' (none named "size": chosen at the input's
** first record, a classic 9x9) would write board b as a puzzle it is not:
** a variant, a jigsaw without its map, boxes other than its size's own,
** symbols other than its size's own. Sets out's message and failure then. */
static int shape_lost(const sudoku_board_record *b, cli_format format,
                      const char *const *columns, cli_result *out) {
    if (format != CLI_FORMAT_CSV) return 0;
    for (int i = 0; columns && columns[i]; i++)
        if (strcmp(columns[i], "size") == 0) return 0;
    sudoku_shape_spec own;
    sudoku_shape_spec_init(&own, b->spec.side);
    int boxes = b->spec.box_rows &&
                (b->spec.box_rows != own.box_rows || b->spec.box_cols != own.box_cols);
    int symbols = own_symbols(b);
    if (!b->spec.variants && !boxes && !symbols) return 0;
    char shape[96]; /* a long list is cut: the message has room for 160 */
    size_t n = sudoku_variants_format(b->spec.variants, shape, 64);
    if (boxes && n < 64)
        n += (size_t)snprintf(shape + n, 64 - n, "%s%dx%d boxes", n ? ", " : "",
                              b->spec.box_rows, b->spec.box_cols);
    if (symbols && n < 64)
        snprintf(shape + n, sizeof shape - n, "%ssymbols %s", n ? ", " : "", b->symbols);
    snprintf(out->message, sizeof out->message,
             "this CSV's columns, chosen at its first record (a classic 9x9), cannot "
             "say this puzzle's shape (%s): give %s, or use --format json",
             shape, symbols ? "--variant, --box or --symbols" : "--variant or --box");
    out->failed = 1;
    return 1;
}

int cli_put_lost_shape(const cli_input *in, cli_format format, const char *const *columns,
                       cli_result *out) {
    if (!in->board || in->status != SUDOKU_OK ||
        !shape_lost(in->board, format, columns, out))
        return 0;
    cli_writer w;
    cli_record_begin(&w, format, &out->text, columns);
    cli_field_board_cells(&w, columns[0], in->board, in->board->cell);
    for (int i = 1; strcmp(columns[i], "status") != 0; i++)
        cli_field_absent(&w, columns[i]); /* the command's answer */
    cli_field_outcome(&w, in, SUDOKU_EUNSUPPORTED, out);
    cli_record_end(&w);
    return 1;
}

void cli_board_solve(const cli_input *in, cli_format format, const char *const *columns,
                     cli_result *out) {
    const sudoku_board_record *b = in->board;
    if (!b) { /* callers pass board records only (cli.h): never taken */
        out->failed = 1;
        return;
    }
    if (cli_put_lost_shape(in, format, columns, out)) return;
    sudoku_shape *shape = shape_of(in, out);
    sudoku_board puzzle = {shape, {0}}, solution = {shape, {0}};
    memcpy(puzzle.cell, b->cell, sizeof puzzle.cell);
    sudoku_status status = shape ? sudoku_board_solve(&puzzle, &solution) : SUDOKU_EINVAL;
    if (shape && status != SUDOKU_OK) fail_board(&puzzle, b->symbols, status, out);
    out->solved = status == SUDOKU_OK;
    if (format == CLI_FORMAT_CSV || format == CLI_FORMAT_JSON) {
        cli_writer w;
        cli_record_begin(&w, format, &out->text, columns);
        cli_field_board_cells(&w, "puzzle", b, b->cell);
        if (status == SUDOKU_OK)
            cli_field_board_cells(&w, "solution", b, solution.cell);
        else
            cli_field_absent(&w, "solution");
        cli_field_outcome(&w, in, status, out);
        cli_field_shape(&w, in);
        cli_record_end(&w);
    } else if (format == CLI_FORMAT_SAME && in->in_fields) {
        put_in_fields(in, status == SUDOKU_OK ? solution.cell : NULL, out);
    } else {
        if (format == CLI_FORMAT_SAME) { /* the lines before it, as a 9x9's are */
            cli_text_add_lines(&out->text, b->text, b->notes_len, b->crlf);
            out->apart = b->notes_len > 0;
            out->crlf = b->crlf;
        }
        cli_put_board(&out->text, b, status == SUDOKU_OK ? solution.cell : b->cell,
                      format);
        out->block = is_block(b, format);
    }
    sudoku_shape_free(shape);
}

void cli_field_count(cli_writer *w, int counted, uint64_t count, int capped) {
    if (counted) {
        cli_field_uint(w, "count", count);
        cli_field_bool(w, "capped", capped);
    } else {
        cli_field_absent(w, "count");
        cli_field_absent(w, "capped");
    }
}

void cli_board_count(const cli_input *in, cli_format format, uint64_t limit,
                     const char *const *columns, cli_result *out) {
    const sudoku_board_record *b = in->board;
    if (!b) { /* callers pass board records only (cli.h): never taken */
        out->failed = 1;
        return;
    }
    if (cli_put_lost_shape(in, format, columns, out)) return;
    sudoku_shape *shape = shape_of(in, out);
    sudoku_board puzzle = {shape, {0}};
    memcpy(puzzle.cell, b->cell, sizeof puzzle.cell);
    uint64_t count = 0;
    sudoku_status status =
        shape ? sudoku_board_count(&puzzle, limit, &count) : SUDOKU_EINVAL;
    if (status == SUDOKU_OK && count == 0) status = SUDOKU_ENOSOLUTION;
    int counted = status == SUDOKU_OK || status == SUDOKU_ENOSOLUTION;
    int capped = limit != 0 && count == limit;
    if (shape && status != SUDOKU_OK) fail_board(&puzzle, b->symbols, status, out);
    out->solved = status == SUDOKU_OK;
    sudoku_shape_free(shape);
    if (format == CLI_FORMAT_CSV || format == CLI_FORMAT_JSON) {
        cli_writer w;
        cli_record_begin(&w, format, &out->text, columns);
        cli_field_board_cells(&w, "puzzle", b, b->cell);
        cli_field_count(&w, counted, count, capped);
        cli_field_outcome(&w, in, status, out);
        cli_field_shape(&w, in);
        cli_record_end(&w);
        return;
    }
    if (!counted) {
        cli_text_puts(&out->text, "invalid\n");
        return;
    }
    if (format == CLI_FORMAT_LINE) {
        put_line(&out->text, b, b->cell, 1);
        cli_text_putc(&out->text, ' ');
    }
    cli_text_printf(&out->text, "%s%" PRIu64 "\n", capped ? ">=" : "", count);
}
