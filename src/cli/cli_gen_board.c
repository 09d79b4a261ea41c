/*
** cli_gen_board.c - `sudoku gen` on a shape other than the classic board
** (--box, --symbols, --variant, --regions): each puzzle from the library's
** board generator, its random state from the seed and its index, printed
** in the layouts and formats the classic puzzles are.
*/

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

static const char *const columns[] = {"puzzle",   "holes",   "index",   "seed",
                                      "status",   "error",   "size",    "box",
                                      "variants", "regions", "symbols", NULL};
static const char *const columns_with_solution[] = {
    "puzzle", "solution", "holes",    "index",   "seed",    "status", "error",
    "size",   "box",      "variants", "regions", "symbols", NULL};

/* The shape asked for: the size fixed by --box or --symbols (else 9, or the
** map's), the variants, a map given with --regions. 0, or -1 after a usage
** error. */
static int spec_of(const cli_parser *p, const cli_gen_request *q,
                   sudoku_board_record *b) {
    int side = p->shape.side;
    size_t map = q->regions ? strlen(q->regions) : 0;
    if (!side) side = 9;
    if (map && !p->shape.side)
        for (int n = 4; n <= SUDOKU_MAX_SIDE; n++)
            if ((size_t)n * (size_t)n == map) side = n;
    memset(b, 0, sizeof *b);
    sudoku_shape_spec_init(&b->spec, side);
    if (p->shape.box_rows)
        b->spec.box_rows = p->shape.box_rows, b->spec.box_cols = p->shape.box_cols;
    b->spec.variants = p->shape.variants | (map ? SUDOKU_VARIANT_JIGSAW : 0u);
    if (p->shape.symbols[0])
        memcpy(b->symbols, p->shape.symbols, sizeof b->symbols);
    else
        sudoku_board_default_symbols(side, b->symbols);
    b->empty = '.';
    b->layout = SUDOKU_LAYOUT_GRID;
    if (!map) return 0;
    if (map != (size_t)side * (size_t)side) {
        char message[96];
        snprintf(message, sizeof message,
                 "--regions wants one region symbol a cell, %d for a %dx%d, not %zu in",
                 side * side, side, side, map);
        return cli_usage_error(p, message, q->regions), -1;
    }
    for (size_t i = 0; i < map; i++) {
        char *at = strchr(b->regions, q->regions[i]);
        size_t used = strlen(b->regions);
        if (!at && (int)used == side)
            return cli_usage_error(p, "--regions has more regions than the size in",
                                   q->regions),
                   -1;
        if (!at) b->regions[used] = q->regions[i], at = b->regions + used;
        b->spec.region[i] = (unsigned char)(at - b->regions);
    }
    return 0;
}

/* Whether the symmetry asked for pairs every cell of an N x N board with
** another: rotational and mirror symmetry on an even side have no cell that
** is its own partner, so their holes come in pairs and are even. */
static int pairs_only(const cli_gen_request *q, int side) {
    return side % 2 == 0 &&
           (q->symmetry == SUDOKU_SYM_ROTATIONAL || q->symmetry == SUDOKU_SYM_MIRROR);
}

/* The holes asked for on an N x N board: --holes, -1 for --minimal, else
** as many as 45 of the classic 81 (five ninths) up to 16x16, and half the
** cells from 20x20 on: digging a 25x25 to five ninths (347 holes) ran for
** minutes, to 312 it takes a fraction of a second. The default is made
** even when the symmetry pairs every cell (8x8's 35 becomes 34). */
static int holes_for(const cli_gen_request *q, int side) {
    if (q->minimal) return -1;
    if (q->holes >= 0) return q->holes;
    int holes = side >= 20 ? side * side / 2 : side * side * 5 / 9;
    return pairs_only(q, side) ? holes & ~1 : holes;
}

static void put_text(const cli_gen_request *q, const sudoku_board_record *b,
                     const sudoku_board *puzzle, const sudoku_board *solution,
                     cli_text *t) {
    cli_format f = q->format == CLI_FORMAT_SAME ? CLI_FORMAT_GRID : q->format;
    cli_put_board(t, b, puzzle->cell, f);
    if (!q->solution) return;
    if (f != CLI_FORMAT_LINE) cli_text_putc(t, '\n');
    cli_put_board(t, b, solution->cell, f);
}

static void put_data(const cli_gen_request *q, unsigned long long index, int holes,
                     const cli_input *in, const sudoku_board *puzzle,
                     const sudoku_board *solution, const char *why, cli_text *t) {
    cli_writer w;
    char seed[24];
    snprintf(seed, sizeof seed, "%" PRIu64, q->seed);
    cli_record_begin(&w, q->format, t, q->solution ? columns_with_solution : columns);
    cli_field_board_cells(&w, "puzzle", why ? NULL : in->board, puzzle->cell);
    if (q->solution)
        cli_field_board_cells(&w, "solution", why ? NULL : in->board, solution->cell);
    if (why)
        cli_field_absent(&w, "holes");
    else
        cli_field_int(&w, "holes", holes);
    cli_field_uint(&w, "index", index + 1);
    cli_field_string(&w, "seed", seed);
    cli_field_string(&w, "status", why ? "gave-up" : "ok");
    if (why)
        cli_field_string(&w, "error", why);
    else
        cli_field_absent(&w, "error");
    cli_field_shape(&w, in);
    cli_record_end(&w);
}

/* Makes and prints puzzle 'index'; returns 0 or EXIT_BAD_PUZZLE. */
static int make_one(const cli_gen_request *q, const sudoku_board_record *proto,
                    unsigned long long index, int progress, cli_text *t) {
    if (progress)
        fprintf(stderr, "sudoku gen: %llu/%llu", index, q->count), fflush(stderr);
    sudoku_board_record b = *proto;
    sudoku_board_gen_options opt = {holes_for(q, b.spec.side), q->symmetry,
                                    (b.spec.variants & SUDOKU_VARIANT_JIGSAW) &&
                                        !q->regions};
    sudoku_rng rng;
    sudoku_rng_seed_stream(&rng, q->seed, index);
    sudoku_shape *shape = NULL;
    sudoku_board puzzle = {0}, solution = {0};
    sudoku_status st =
        sudoku_board_generate(&b.spec, &opt, &rng, &shape, &puzzle, &solution);
    cli_input in = {NULL, SUDOKU_OK, NULL, "", 0, &b, 0, 0};
    cli_text_clear(t);
    char why[160] = "";
    if (st != SUDOKU_OK)
        snprintf(why, sizeof why, "%s",
                 st == SUDOKU_ELIMIT ? "gave up within the effort bound"
                 : st == SUDOKU_ENOSOLUTION
                     ? "no full board of this shape exists (its rules leave none)"
                     : sudoku_strerror(st));
    int holes = 0;
    for (int i = 0; i < b.spec.side * b.spec.side; i++)
        holes += puzzle.cell[i] == 0;
    if (q->format == CLI_FORMAT_CSV || q->format == CLI_FORMAT_JSON)
        put_data(q, index, holes, &in, &puzzle, &solution, why[0] ? why : NULL, t);
    else if (!why[0])
        put_text(q, &b, &puzzle, &solution, t);
    sudoku_shape_free(shape);
    if (progress) fputs("\r                                        \r", stderr);
    if (index > 0 && q->format != CLI_FORMAT_LINE && q->format != CLI_FORMAT_CSV &&
        q->format != CLI_FORMAT_JSON && !why[0])
        putchar('\n'); /* grids stay apart */
    if (t->len) fwrite(t->data, 1, t->len, stdout);
    if (!why[0] && (q->minimal || q->verbose)) {
        fflush(stdout);
        fprintf(stderr, "sudoku gen: puzzle %llu: %d hole%s\n", index + 1, holes,
                holes == 1 ? "" : "s");
    }
    if (!why[0]) return EXIT_ALL_OK;
    fflush(stdout);
    fprintf(stderr, "sudoku gen: puzzle %llu: %s\n", index + 1, why);
    return EXIT_BAD_PUZZLE;
}

int cli_gen_boards(const cli_parser *p, const cli_gen_request *q) {
    sudoku_board_record proto;
    if (spec_of(p, q, &proto) < 0) return EXIT_USAGE;
    sudoku_shape_spec check = proto.spec;
    if (check.variants & SUDOKU_VARIANT_JIGSAW && !q->regions) /* a map is drawn later */
        check.variants =
            (check.variants & ~(unsigned)SUDOKU_VARIANT_JIGSAW) | SUDOKU_VARIANT_LATIN;
    sudoku_shape *shape = NULL;
    sudoku_error err = {0};
    if (sudoku_shape_new(&check, &shape, &err) != SUDOKU_OK)
        return cli_usage_error(p, err.text, NULL);
    sudoku_shape_free(shape);
    int cells = proto.spec.side * proto.spec.side;
    if (q->holes > cells - 1) {
        char message[96];
        snprintf(message, sizeof message, "--holes wants 0 to %d on a %dx%d board, not",
                 cells - 1, proto.spec.side, proto.spec.side);
        char value[24];
        snprintf(value, sizeof value, "%d", q->holes);
        return cli_usage_error(p, message, value);
    }
    if (!q->minimal && q->holes > 0 && q->holes % 2 && pairs_only(q, proto.spec.side)) {
        char message[160];
        snprintf(message, sizeof message,
                 "--holes must be even with %s symmetry on a %dx%d board (no cell is "
                 "its own partner, so holes come in pairs), not",
                 q->symmetry == SUDOKU_SYM_ROTATIONAL ? "rotational" : "mirror",
                 proto.spec.side, proto.spec.side);
        char value[24];
        snprintf(value, sizeof value, "%d", q->holes);
        return cli_usage_error(p, message, value);
    }
    if (q->format == CLI_FORMAT_CSV)
        cli_print_csv_header(q->solution ? columns_with_solution : columns);
    int tty = cli_is_terminal(2) && q->count > 1, status = EXIT_ALL_OK;
    cli_text t = {0};
    /* a line or grid does not say its variant, box or symbols: the lines
    ** before the first puzzle do, as the reader reads them */
    sudoku_board_context written = {0};
    cli_format text = q->format == CLI_FORMAT_SAME ? CLI_FORMAT_GRID : q->format;
    if (cli_put_directives(&proto, text, &written, &t)) fwrite(t.data, 1, t.len, stdout);
    for (unsigned long long i = 0; i < q->count && status == EXIT_ALL_OK; i++) {
        status = make_one(q, &proto, i, tty, &t);
        if (cli_output_failed()) break;
    }
    cli_text_free(&t);
    return status;
}
