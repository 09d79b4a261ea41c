/*
** cli_canon.c - `sudoku canon`, `dedupe`, `shuffle` and `same`: the
** commands of puzzle collections, over the library's sudoku_canon and
** transformations (the classic 9x9), sudoku_board_canon and board
** transformations (every other shape: boxed, latin, variants, jigsaw). The
** forms are found on the worker threads; what depends on the records before
** (seen already? the first record) is decided in cli_run's ordered pass.
*/
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

#include "cli.h"
#include "cli_seen.h"

enum {
    OPT_FORMAT = 1,
    OPT_ZEROS,
    OPT_JOBS,
    OPT_UNIQUE,
    OPT_COUNT,
    OPT_REPEATS,
    OPT_COMPARE,
    OPT_AUTOMORPHISMS,
    OPT_SEED,
    OPT_TIMES,
    OPT_APPLY
};

/* What a run prints for each record. */
typedef enum canon_mode {
    MODE_FORM,    /* canon: the form */
    MODE_UNIQUE,  /* dedupe: records whose form is new, as written */
    MODE_COUNT,   /* each form once, with how often it came */
    MODE_REPEATS, /* only the repeats, with where their form came first */
    MODE_COMPARE  /* each record against the first */
} canon_mode;

/* The listed groups of the variant and jigsaw specs met (side, box,
** variants: a jigsaw's region map does not change its group), shared by
** the worker threads; past GROUPS_KEPT specs a group is listed per record.
** A group too large to list is kept as that (NULL, SUDOKU_ELIMIT): finding
** it out takes seconds, which each record of its spec would pay again. */
#define GROUPS_KEPT 32
typedef struct group_cache {
    mtx_t lock;
    int ready;
    size_t n;
    int side[GROUPS_KEPT], box_rows[GROUPS_KEPT], box_cols[GROUPS_KEPT];
    unsigned variants[GROUPS_KEPT];
    sudoku_board_group *group[GROUPS_KEPT];
    sudoku_status status[GROUPS_KEPT]; /* SUDOKU_OK, or SUDOKU_ELIMIT */
} group_cache;

typedef struct canon_config {
    canon_mode mode;
    cli_format format;
    char empty; /* '.' or, with --zeros, '0' */
    int automorphisms, jobs;
    uint64_t seed;
    int seeded;
    long long times;   /* shuffle --count */
    int apply;         /* shuffle --apply */
    int apply_classic; /* --apply's text is a classic transformation */
    const char *apply_text;
    sudoku_transform transform;
    group_cache *groups;
    const char *const *columns; /* the CSV header, chosen at the first record */
} canon_config;

/* What the record function hands the ordered pass. */
typedef struct canon_carry {
    int ok;
    int board; /* a board of another shape: key and bmap, not form and map */
    union {
        struct {
            sudoku_grid form;
            sudoku_transform map;
        };
        struct {
            unsigned char key[16]; /* two hashes of the shape and the form */
            sudoku_board_transform bmap;
        };
    };
} canon_carry;

_Static_assert(sizeof(canon_carry) <= CLI_CARRY_MAX, "canon_carry fits cli_result.carry");

static int take_option(const cli_parser *p, const cli_option *opt, const char *value,
                       void *config) {
    canon_config *c = config;
    switch (opt->id) {
    case OPT_FORMAT:
        return cli_parse_format(p, opt, value, &c->format);
    case OPT_ZEROS:
        c->empty = '0';
        return 0;
    case OPT_JOBS:
        return cli_parse_jobs(p, value, &c->jobs);
    case OPT_UNIQUE:
        c->mode = MODE_UNIQUE;
        return 0;
    case OPT_COUNT:
        c->mode = MODE_COUNT;
        return 0;
    case OPT_REPEATS:
        c->mode = MODE_REPEATS;
        return 0;
    case OPT_COMPARE:
        c->mode = MODE_COMPARE;
        return 0;
    case OPT_AUTOMORPHISMS:
        c->automorphisms = 1;
        return 0;
    case OPT_SEED:
        c->seeded = 1;
        return cli_parse_seed(p, value, &c->seed);
    case OPT_TIMES:
        return cli_parse_number(p, "count", value, 1, 1000000, &c->times);
    case OPT_APPLY:
        c->apply_classic = sudoku_transform_parse(value, &c->transform) == SUDOKU_OK;
        if (c->apply_classic || strchr(value, ',')) { /* a board's: read per record */
            c->apply = 1;
            c->apply_text = value;
            return 0;
        }
        cli_usage_error(p,
                        "--apply wants a transformation such as "
                        "t/r123456789/c123456789/d123456789, not",
                        value);
        return -1;
    }
    return -1;
}

/* ------------------------------------------------------------ texts */

#define SCOPE_NOTE                                                                       \
    "Every plain boxed shape (--box RxC, 4x4 to 25x25; the transpose only with square\n" \
    "boxes) and latin squares (--variant latin: any row and column order, and the\n"     \
    "transpose); the 9x9 as digits 1-9, other shapes in their own symbols. Variant\n"    \
    "boards (x, windoku, dg, ...): only the transformations that map the variant's\n"    \
    "extra houses onto extra houses and its knight, king and neighbour pairs onto\n"     \
    "pairs (x on a 9x9: 96 of them; non-consecutive relabels only by d -> N+1-d).\n"     \
    "Jigsaw boards: the 8 symmetries of the square, the region map moving with the\n"    \
    "cells and compared first (written A, B, ... by first appearance in a form).\n"      \
    "A form or shuffle is preceded by '# variant: LIST', '# box: RxC' or '# symbols:'\n" \
    "lines where its shape changes, so it reads back as the same shape. Refused,\n"      \
    "one message each: pencil-mark records; plain and latin full grids of 16x16 and\n"   \
    "larger (too many ties to search); variant groups too large to list (over\n"         \
    "262,144 elements or 2^22 search steps: e.g. dg from 15x15 up, 25x25 x, latin x\n"   \
    "from 12x12).\n"

#define JOBS_OPTION                                                                      \
    {                                                                                    \
        "jobs", 'j', "N", NULL, OPT_JOBS,                                                \
            "work on N threads (0 = every processor); output order kept"                 \
    }

#define ZEROS_OPTION                                                                     \
    { "zeros", 'z', NULL, NULL, OPT_ZEROS, "write 0 for a blank, not ." }

static const cli_option canon_options[] = {
    {"format", 'f', "F", "line csv json", OPT_FORMAT,
     "line (default): the form, N*N characters; csv:\n"
     "puzzle,form,transform,automorphisms,status,error,\n"
     "file,line,column,name rows; json: one object a puzzle;\n"
     "both end with size,box,variants,regions on a variant\n"
     "(csv: after a shape option or a first record of\n"
     "another shape; else such a row is unsupported)"},
    ZEROS_OPTION,
    {"automorphisms", 'a', NULL, NULL, OPT_AUTOMORPHISMS,
     "line: the form, a space and how many transformations\n"
     "map the puzzle onto itself"},
    {"unique", 'u', NULL, NULL, OPT_UNIQUE,
     "as `sudoku dedupe`: the records of new forms"},
    {"count", 'c', NULL, NULL, OPT_COUNT, "each form once, with how many records had it"},
    {"repeats", 'r', NULL, NULL, OPT_REPEATS,
     "only the repeats, each with FILE:LINE of the first"},
    {"compare", 0, NULL, NULL, OPT_COMPARE,
     "each record against the first: 'same T' (T maps the\n"
     "record onto the first) or 'different'"},
    JOBS_OPTION,
    CLI_OPTIONS_END};

static int run_canon(int argc, char **argv);
static int run_dedupe(int argc, char **argv);
static int run_shuffle(int argc, char **argv);
static int run_same(int argc, char **argv);

#define NOTATION_NOTE                                                                    \
    "A transformation is written [t/]rRRRRRRRRR/cCCCCCCCC/dDDDDDDDDD: t/ when the\n"     \
    "puzzle is transposed first; r: the source row (1-9) of each output row; c: the\n"   \
    "same for columns; d: the new digit of digits 1..9. Parts may be left out. On\n"     \
    "other shapes the lists are comma-separated, 1-based, N numbers each:\n"             \
    "t/r2,1,3,4/c1,2,4,3/d4,3,2,1 (d: the new value of values 1..N, as numbers).\n"

const cli_command cli_canon_command = {
    "canon",
    "print the canonical (minlex) form of each puzzle",
    "[OPTION]... [FILE]...",
    "Print the minlex form of each puzzle in FILE (standard input when none or -):\n"
    "of all the puzzles it becomes under transposition, band, stack, row and column\n"
    "swaps and relabelling, the least as a string (81 characters for a 9x9) with a\n"
    "blank first, written . (or 0), and symbols by first appearance.\n"
    "Two puzzles are the same puzzle in disguise exactly when their forms are\n"
    "equal. Exact on every puzzle: one, none or many solutions, full grids,\n"
    "clashing givens.\n" SCOPE_NOTE NOTATION_NOTE,
    canon_options,
    "Examples:\n"
    "  sudoku canon puzzles/hardest.txt\n"
    "  sudoku canon --format json puzzles/hardest.txt | jq -r .transform\n"
    "  sudoku canon --count -j 0 collection.txt\n\n"
    "Exit status: 0 all fine, 1 some record malformed or refused, 2 usage or I/O\n"
    "error.\n",
    run_canon};

static const cli_option dedupe_options[] = {
    {"count", 'c', NULL, NULL, OPT_COUNT,
     "each form once (in the order first seen), a space\n"
     "and how many records had it"},
    {"repeats", 'r', NULL, NULL, OPT_REPEATS,
     "only the repeats, as one line, a space and FILE:LINE\n"
     "of the first record with their form"},
    ZEROS_OPTION,
    JOBS_OPTION,
    CLI_OPTIONS_END};

const cli_command cli_dedupe_command = {
    "dedupe",
    "print the puzzles whose canonical form was not seen before",
    "[OPTION]... [FILE]...",
    "Print each record of FILE (standard input when none or -) whose minlex form\n"
    "(see `sudoku canon`) no record before it had, as it was written, in input\n"
    "order. Memory: 12 to 16 bytes a distinct puzzle (a 96-bit fingerprint of the\n"
    "form; --count and --repeats keep the forms and places too).\n" SCOPE_NOTE,
    dedupe_options,
    "Examples:\n"
    "  sudoku dedupe collection.txt > distinct.txt\n"
    "  sudoku dedupe --repeats collection.txt\n\n"
    "Exit status: 0 all fine, 1 some record malformed or refused, 2 usage or I/O\n"
    "error.\n",
    run_dedupe};

static const cli_option shuffle_options[] = {
    {"seed", 's', "S", NULL, OPT_SEED,
     "0..2^64-1: the same seed, file name and line give\n"
     "the same shuffles (default: a fresh seed)"},
    {"count", 'c', "K", NULL, OPT_TIMES, "K shuffles of each puzzle (default 1)"},
    {"apply", 0, "T", NULL, OPT_APPLY,
     "apply transformation T (see below), not a random one"},
    ZEROS_OPTION,
    JOBS_OPTION,
    CLI_OPTIONS_END};

const cli_command cli_shuffle_command = {
    "shuffle",
    "print random equivalent puzzles",
    "[OPTION]... [FILE]...",
    "Print, for each puzzle of FILE (standard input when none or -), a uniformly\n"
    "random equivalent puzzle (each of the group's transformations equally likely,\n"
    "2 x 6^8 x 9! on a 9x9), or the puzzle under the transformation --apply names,\n"
    "as one line.\n" SCOPE_NOTE NOTATION_NOTE,
    shuffle_options,
    "Examples:\n"
    "  sudoku shuffle --seed 7 --count 3 puzzles/poj2676.txt\n"
    "  sudoku shuffle --apply t/r321456789 puzzles/poj2676.txt\n\n"
    "Exit status: 0 all fine, 1 some record malformed or refused, 2 usage or I/O\n"
    "error.\n",
    run_shuffle};

static const cli_option same_options[] = {ZEROS_OPTION, CLI_OPTIONS_END};

const cli_command cli_same_command = {
    "same",
    "tell whether two puzzles are equivalent",
    "[OPTION]... A B",
    "Tell whether puzzles A and B are the same puzzle in disguise. A and B are\n"
    "each a puzzle (its cells on one line) or a file whose first puzzle is taken\n"
    "(- for standard input). Prints 'equivalent T' with a transformation T that maps A\n"
    "onto B (sudoku shuffle --apply T A prints B), or 'not equivalent', then\n"
    "both forms. A shape whose group is too large to list (16x16 disjoint groups)\n"
    "is refused: no answer.\n" SCOPE_NOTE NOTATION_NOTE,
    same_options,
    "Examples:\n"
    "  sudoku same puzzles/poj2676.txt other.txt\n\n"
    "Exit status: 0 equivalent, 1 not equivalent, 2 usage error, unreadable,\n"
    "malformed or refused input.\n",
    run_same};

/* ------------------------------------------------------------ records */

static const char refused_marks[] =
    "pencil marks: canonical forms and shuffles are of plain givens only";

/* Refuses what canonical forms do not cover: SUDOKU_OK when the record is
** fine, else its status (the reader's, or SUDOKU_EUNSUPPORTED for a valid
** puzzle of what is not covered: its record must not say 'invalid'). A
** board's shape goes to *shape (the caller frees it). */
static sudoku_status refuse(const cli_input *in, cli_result *out, sudoku_shape **shape) {
    if (in->status != SUDOKU_OK) {
        cli_fail(in, in->status, out);
        return in->status;
    }
    if (in->rec->pencilmarks && !in->board) {
        snprintf(out->message, sizeof out->message, "%s", refused_marks);
        out->failed = 1;
        return SUDOKU_EUNSUPPORTED;
    }
    if (!in->board) return SUDOKU_OK;
    sudoku_error err = {0, 0, ""};
    sudoku_status st = sudoku_shape_new(&in->board->spec, shape, &err);
    if (st == SUDOKU_OK) return SUDOKU_OK;
    snprintf(out->message, sizeof out->message, "%s",
             err.text[0] ? err.text : sudoku_strerror(st));
    out->failed = 1;
    return st;
}

/* ------------------------------------------------------------ groups */

/* The listed group of *shape: from the cache (*owned 0), or listed now for
** the caller to free (*owned 1). NULL with *status on failure. */
static sudoku_board_group *group_for(group_cache *c, const sudoku_shape *shape,
                                     int *owned, sudoku_status *status) {
    const sudoku_shape_spec *spec = sudoku_shape_spec_of(shape);
    sudoku_board_group *g = NULL;
    *owned = 0;
    *status = SUDOKU_OK;
    if (c && c->ready) {
        mtx_lock(&c->lock);
        int kept = 0;
        for (size_t i = 0; i < c->n && !kept; i++)
            if (c->side[i] == spec->side && c->box_rows[i] == spec->box_rows &&
                c->box_cols[i] == spec->box_cols && c->variants[i] == spec->variants)
                g = c->group[i], *status = c->status[i], kept = 1;
        if (!kept && c->n < GROUPS_KEPT) {
            *status = sudoku_board_group_new(shape, &g);
            if (*status == SUDOKU_OK || *status == SUDOKU_ELIMIT) {
                size_t i = c->n++;
                c->side[i] = spec->side, c->box_rows[i] = spec->box_rows;
                c->box_cols[i] = spec->box_cols, c->variants[i] = spec->variants;
                c->group[i] = g, c->status[i] = *status;
            }
        }
        mtx_unlock(&c->lock);
        if (g || *status != SUDOKU_OK) return g;
    }
    *status = sudoku_board_group_new(shape, &g);
    *owned = *status == SUDOKU_OK;
    return g;
}

static void groups_init(group_cache *c) {
    memset(c, 0, sizeof *c);
    c->ready = mtx_init(&c->lock, mtx_plain) == thrd_success;
}

static void groups_free(group_cache *c) {
    for (size_t i = 0; i < c->n; i++)
        sudoku_board_group_free(c->group[i]);
    if (c->ready) mtx_destroy(&c->lock);
}

/* What a failed canonical form or group says. */
static const char *canon_failure(sudoku_status st) {
    if (st == SUDOKU_ENOMEM)
        return "out of memory, or too many ties to search (a full or nearly full grid "
               "of 16x16 or larger)";
    if (st == SUDOKU_ELIMIT)
        return "this variant's group is too large to list (over 262,144 transformations, "
               "or over 2^22 search steps)";
    return sudoku_strerror(st);
}

/* The form of board *p: with the listed group of a variant or jigsaw shape
** (from cache c), else sudoku_board_canon's search. */
static sudoku_status any_board_canon(group_cache *c, const sudoku_board *p,
                                     sudoku_board *form, sudoku_board_transform *map,
                                     uint64_t *autos) {
    if (!sudoku_board_group_listed(p->shape))
        return sudoku_board_canon(p, form, map, autos);
    int owned;
    sudoku_status st;
    sudoku_board_group *g = group_for(c, p->shape, &owned, &st);
    if (g) st = sudoku_board_group_canon(g, p, form, map, autos);
    if (owned) sudoku_board_group_free(g);
    return st;
}

/* The shape a record's output must carry to read back alike (the lines
** '# box:', '# shape:', '# symbols:', '# variant:' give it), as a context:
** side 0 for a classic record. */
static sudoku_board_context carried_shape(const cli_input *in) {
    sudoku_board_context shape = {0};
    const sudoku_board_record *b = in->board;
    if (!b) return shape;
    shape.side = b->spec.side;
    shape.box_rows = b->spec.box_rows, shape.box_cols = b->spec.box_cols;
    shape.variants = b->spec.variants;
    snprintf(shape.symbols, sizeof shape.symbols, "%s", b->symbols);
    return shape;
}

/* Appends to 't' the directive lines that take the reader from *printed
** (the lines before) to 'shape' (carried_shape's), and makes it *printed.
** The record is on the stack (as cli_board.c's): no allocation that could
** fail and leave the record without its lines. */
static void put_shape_lines(const sudoku_board_context *shape,
                            sudoku_board_context *printed, cli_text *t) {
    sudoku_board_record b;
    memset(&b, 0, sizeof b);
    if (shape->side) { /* a board record with just the fields directives read */
        b.spec.side = shape->side;
        b.spec.box_rows = shape->box_rows, b.spec.box_cols = shape->box_cols;
        b.spec.variants = shape->variants;
        memcpy(b.symbols, shape->symbols, sizeof shape->symbols);
    }
    cli_put_directives(shape->side ? &b : NULL, CLI_FORMAT_LINE, printed, t);
}

/* Opens 'text' with the directive lines its record needs (when they differ
** from what the lines before it set, *printed), so it reads back alike. */
static void carry_shape(sudoku_board_context *printed, const cli_input *in,
                        cli_text *text) {
    if (!text->len) return;
    sudoku_board_context shape = carried_shape(in);
    cli_text lines = {0};
    put_shape_lines(&shape, printed, &lines);
    if (lines.len) cli_text_add(&lines, text->data, text->len);
    if (!lines.len || lines.failed) {
        /* out of memory: the record is cut, and the runner says so */
        if (lines.failed) text->failed = 1;
        cli_text_free(&lines);
        return;
    }
    cli_text_free(text);
    *text = lines;
}

/* A board's cells on one line in its symbols, 'empty' for a blank (the
** record's own when its symbols hold 'empty'); on a jigsaw, a space and
** the region map of 'regions' (a spec), written A, B, ... when 'lettered'
** (a form), else in the record's own region symbols. */
static void put_board_cells(cli_text *t, const sudoku_board_record *b,
                            const sudoku_shape_spec *regions, int lettered,
                            const unsigned char *cell, char empty) {
    char text[SUDOKU_BOARD_TEXT_MAX];
    if (!b) return;
    sudoku_board_record line = *b; /* on the stack: no allocation to fail */
    if (regions && (b->spec.variants & SUDOKU_VARIANT_JIGSAW)) {
        memcpy(line.spec.region, regions->region, sizeof line.spec.region);
        if (lettered) {
            static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXY";
            memset(line.regions, 0, sizeof line.regions);
            memcpy(line.regions, letters, (size_t)b->spec.side);
        }
    } else {
        line.spec.variants &= ~(unsigned)SUDOKU_VARIANT_JIGSAW;
    }
    if (!strchr(line.symbols, empty)) line.empty = empty;
    size_t n = sudoku_board_format(&line, cell, SUDOKU_LAYOUT_LINE, text, sizeof text);
    cli_text_add(t, text, n ? n - 1 : 0);
}

static void put_board_transform(cli_text *t, const sudoku_board_transform *map) {
    char text[256];
    size_t n = sudoku_board_transform_format(map, text, sizeof text);
    cli_text_add(t, text, n < sizeof text ? n : sizeof text - 1);
}

/* The key of a board's form: two hashes of its shape (a jigsaw's region
** map as the form's spec moved it) and cells. */
static void board_key(const sudoku_shape_spec *spec, const sudoku_board *form,
                      unsigned char *key) {
    uint64_t a = UINT64_C(1469598103934665603), b = UINT64_C(0x9E3779B97F4A7C15);
    int head[4] = {spec->side, spec->box_rows, spec->box_cols, (int)spec->variants};
    int n2 = spec->side * spec->side;
    int regions = (spec->variants & SUDOKU_VARIANT_JIGSAW) ? n2 : 0;
    for (int i = 0; i < 4 + regions + n2; i++) {
        uint64_t v = i < 4             ? (uint64_t)head[i]
                     : i < 4 + regions ? spec->region[i - 4]
                                       : form->cell[i - 4 - regions];
        a = (a ^ v) * UINT64_C(0x100000001B3);
        b = (b + v + 1) * UINT64_C(0xFF51AFD7ED558CCD);
        b ^= b >> 29;
    }
    for (int i = 0; i < 8; i++) {
        key[i] = (unsigned char)(a >> (8 * i));
        key[8 + i] = (unsigned char)(b >> (8 * i));
    }
}

/* The 81 bytes cli_seen keys a board's form by: a byte no classic cell
** holds, then its key. */
static void board_seen_key(const canon_carry *k, unsigned char *form81) {
    memset(form81, 0, 81);
    form81[0] = 0xFF;
    memcpy(form81 + 1, k->key, sizeof k->key);
}

static void put_cells(cli_text *t, const sudoku_grid *g, char empty) {
    char line[81];
    for (int i = 0; i < 81; i++)
        line[i] = g->cell[i] ? (char)('0' + g->cell[i]) : empty;
    cli_text_add(t, line, sizeof line);
}

static void put_transform(cli_text *t, const sudoku_transform *map) {
    char text[40];
    size_t n = sudoku_transform_format(map, text, sizeof text);
    cli_text_add(t, text, n);
}

static const char *const canon_columns[] = {
    "puzzle", "form", "transform", "automorphisms", "status", "error",
    "file",   "line", "column",    "name",          NULL};
static const char *const canon_shape_columns[] = {
    "puzzle",  "form",   "transform", "automorphisms", "status", "error",    "file",
    "line",    "column", "name",      "size",          "box",    "variants", "regions",
    "symbols", NULL};

/* Prints the CSV header at the first record: with the shape's columns
** after a shape option or when that record has another shape, as solve's
** (a cli_head_fn). */
static void print_header(void *config, int is_board) {
    canon_config *c = config;
    if (is_board) c->columns = canon_shape_columns;
    if (c->format == CLI_FORMAT_CSV) cli_print_csv_header(c->columns);
}

/* A board's form: its cells and its spec (a jigsaw's region map moved). */
typedef struct board_form_out {
    sudoku_board form;
    sudoku_shape_spec spec;
} board_form_out;

/* The record's fields; 'status' is its outcome when it has no form. */
static void canon_fields(const canon_config *c, const cli_input *in, const canon_carry *k,
                         const board_form_out *bf, uint64_t autos, sudoku_status status,
                         cli_result *out) {
    cli_writer w;
    cli_input shaped = *in; /* the shape of a board read whole */
    if (in->status != SUDOKU_OK) shaped.board = NULL;
    cli_record_begin(&w, c->format, &out->text, c->columns);
    if (in->board && in->status == SUDOKU_OK)
        cli_field_board_cells(&w, "puzzle", in->board, in->board->cell);
    else
        cli_field_puzzle(&w, in);
    if (k->ok && k->board) {
        cli_text form = {0}, map = {0};
        put_board_cells(&form, in->board, &bf->spec, 1, bf->form.cell, c->empty);
        put_board_transform(&map, &k->bmap);
        /* out of memory: the record is cut, and the runner says so */
        if (form.failed || map.failed) out->text.failed = 1;
        cli_field_bytes(&w, "form", form.data, form.len);
        cli_field_bytes(&w, "transform", map.data, map.len);
        cli_field_uint(&w, "automorphisms", autos);
        cli_text_free(&form), cli_text_free(&map);
    } else if (k->ok) {
        cli_text form = {0}, map = {0};
        put_cells(&form, &k->form, c->empty);
        put_transform(&map, &k->map);
        if (form.failed || map.failed) out->text.failed = 1;
        cli_field_bytes(&w, "form", form.data, form.len);
        cli_field_bytes(&w, "transform", map.data, map.len);
        cli_field_uint(&w, "automorphisms", autos);
        cli_text_free(&form), cli_text_free(&map);
    } else {
        cli_field_absent(&w, "form");
        cli_field_absent(&w, "transform");
        cli_field_absent(&w, "automorphisms");
    }
    cli_field_outcome(&w, in, k->ok ? SUDOKU_OK : status, out);
    cli_field_shape(&w, &shaped);
    cli_record_end(&w);
}

/* A board's form into *bf, k->bmap and k->key: SUDOKU_OK, or with
** out->message SUDOKU_EUNSUPPORTED (a group too large to list, too many
** ties) or another failure. */
static sudoku_status board_form(const canon_config *c, const cli_input *in,
                                sudoku_shape *shape, canon_carry *k, board_form_out *bf,
                                uint64_t *autos, cli_result *out) {
    sudoku_board *p = malloc(sizeof *p);
    sudoku_status st = SUDOKU_ENOMEM;
    if (p) {
        p->shape = shape;
        memcpy(p->cell, in->board->cell, sizeof p->cell);
        st = any_board_canon(c->groups, p, &bf->form, &k->bmap, autos);
        free(p);
    }
    if (st == SUDOKU_OK) {
        sudoku_board_transform_spec(&k->bmap, sudoku_shape_spec_of(shape), &bf->spec);
        board_key(&bf->spec, &bf->form, k->key);
        return SUDOKU_OK;
    }
    snprintf(out->message, sizeof out->message, "%s", canon_failure(st));
    out->failed = 1;
    return st == SUDOKU_ELIMIT || st == SUDOKU_ENOMEM ? SUDOKU_EUNSUPPORTED : st;
}

/* The per-record work: the form (on the worker threads). */
static void canon_record(const cli_input *in, const void *ctx, cli_result *out) {
    const canon_config *c = ctx;
    memset(out->carry, 0, sizeof(canon_carry)); /* not ok: no form */
    if (cli_put_lost_shape(in, c->format, c->columns, out)) return;
    canon_carry k;
    uint64_t autos = 0;
    sudoku_shape *shape = NULL;
    board_form_out *bf = malloc(sizeof *bf);
    sudoku_status status = SUDOKU_ENOMEM;
    memset(&k, 0, sizeof k);
    k.board = in->board != NULL;
    if (!bf) {
        snprintf(out->message, sizeof out->message, "%s", sudoku_strerror(SUDOKU_ENOMEM));
        out->failed = 1;
    } else if ((status = refuse(in, out, &shape)) == SUDOKU_OK) {
        if (k.board)
            k.ok = (status = board_form(c, in, shape, &k, bf, &autos, out)) == SUDOKU_OK;
        else
            k.ok = (status = sudoku_canon(&in->rec->grid, &k.form, &k.map, &autos)) ==
                   SUDOKU_OK;
    }
    memcpy(out->carry, &k, sizeof k);
    if (c->format == CLI_FORMAT_CSV || c->format == CLI_FORMAT_JSON) {
        canon_fields(c, in, &k, bf, autos, status, out);
    } else if (k.ok && k.board && (c->mode == MODE_FORM || c->mode == MODE_COUNT)) {
        put_board_cells(&out->text, in->board, &bf->spec, 1, bf->form.cell, c->empty);
        if (c->automorphisms && c->mode == MODE_FORM)
            cli_text_printf(&out->text, " %" PRIu64, autos);
        cli_text_putc(&out->text, '\n');
    } else if (c->mode == MODE_FORM && k.ok) {
        put_cells(&out->text, &k.form, c->empty);
        if (c->automorphisms) cli_text_printf(&out->text, " %" PRIu64, autos);
        cli_text_putc(&out->text, '\n');
    } else if (c->mode == MODE_FORM || c->mode == MODE_COMPARE) {
        if (!k.ok) cli_text_printf(&out->text, "%s\n", cli_status_word(status));
    } else if (k.ok && c->mode != MODE_COUNT) {
        cli_echo_record(in, c->mode == MODE_UNIQUE ? CLI_ECHO_TEXT : CLI_ECHO_LINE, out);
    }
    sudoku_shape_free(shape);
    free(bf);
}

/* ------------------------------------------------------------ ordered pass */

/* What the ordered pass keeps: the forms seen, and for --count and
** --repeats what each distinct form needs at the end or when it recurs. */
typedef struct canon_seen {
    const canon_config *config;
    cli_seen set;
    uint32_t distinct;
    size_t cap;
    unsigned char (*forms)[41];   /* --count: each form, two cells a byte */
    char **board_lines;           /* --count: a board's form as written, else NULL */
    sudoku_board_context *shapes; /* --count: the shape its line carries */
    uint32_t *counts;
    const char **files; /* --repeats: where each form came first */
    unsigned long *lines;
    int have_first; /* --compare: the first record's form and map */
    canon_carry first;
    sudoku_board_context printed; /* what the directive lines printed set */
    int out_of_memory;
} canon_seen;

/* Room for one more distinct form's extras; 0 when out of memory. */
static int grow(canon_seen *s) {
    if (s->distinct < s->cap) return 1;
    size_t cap = s->cap ? 2 * s->cap : 1024;
    if (s->config->mode == MODE_COUNT) {
        void *forms = realloc(s->forms, cap * sizeof *s->forms);
        if (forms) s->forms = forms;
        void *counts = realloc(s->counts, cap * sizeof *s->counts);
        if (counts) s->counts = counts;
        void *board_lines = realloc(s->board_lines, cap * sizeof *s->board_lines);
        if (board_lines) s->board_lines = board_lines;
        void *shapes = realloc(s->shapes, cap * sizeof *s->shapes);
        if (shapes) s->shapes = shapes;
        if (!forms || !counts || !board_lines || !shapes) return 0;
    } else {
        void *files = realloc(s->files, cap * sizeof *s->files);
        if (files) s->files = files;
        void *lines = realloc(s->lines, cap * sizeof *s->lines);
        if (lines) s->lines = lines;
        if (!files || !lines) return 0;
    }
    s->cap = cap;
    return 1;
}

/* Keeps a new form's extras under id s->distinct (a board's form: its
** line, out->text without the newline). */
static void keep_new(canon_seen *s, const cli_input *in, const canon_carry *k,
                     const cli_result *out) {
    uint32_t id = s->distinct++;
    const sudoku_grid *form = &k->form;
    if (s->config->mode == MODE_COUNT) {
        s->board_lines[id] = NULL;
        s->counts[id] = 1;
        s->shapes[id] = carried_shape(in);
        if (k->board) {
            size_t n = out->text.len ? out->text.len - 1 : 0;
            s->board_lines[id] = malloc(n + 1);
            if (!s->board_lines[id]) {
                s->out_of_memory = 1;
                return;
            }
            memcpy(s->board_lines[id], out->text.data, n);
            s->board_lines[id][n] = '\0';
            return;
        }
        for (int i = 0; i < 41; i++)
            s->forms[id][i] =
                (unsigned char)(form->cell[2 * i] << 4 |
                                (2 * i + 1 < 81 ? form->cell[2 * i + 1] : 0));
        s->counts[id] = 1;
    } else if (s->config->mode == MODE_REPEATS) {
        s->files[id] = in->file;
        s->lines[id] = in->line;
    }
}

static void drop_output(cli_result *out) {
    cli_text_clear(&out->text);
    out->block = 0;
}

static void compare_pass(canon_seen *s, const canon_carry *k, cli_result *out) {
    if (!k->ok) return;
    if (!s->have_first) s->first = *k, s->have_first = 1;
    if (k->board || s->first.board) {
        if (!k->board || !s->first.board ||
            memcmp(k->key, s->first.key, sizeof k->key) != 0) {
            cli_text_puts(&out->text, "different\n");
            return;
        }
        sudoku_board_transform back, map;
        sudoku_board_transform_invert(&s->first.bmap, &back);
        sudoku_board_transform_then(&k->bmap, &back, &map);
        cli_text_puts(&out->text, "same ");
        put_board_transform(&out->text, &map);
        cli_text_putc(&out->text, '\n');
        return;
    }
    if (memcmp(k->form.cell, s->first.form.cell, 81) != 0) {
        cli_text_puts(&out->text, "different\n");
        return;
    }
    sudoku_transform back, map;
    sudoku_transform_invert(&s->first.map, &back);
    sudoku_transform_then(&k->map, &back, &map);
    cli_text_puts(&out->text, "same ");
    put_transform(&out->text, &map);
    cli_text_putc(&out->text, '\n');
}

static void seen_pass(const cli_input *in, void *ctx, cli_result *out) {
    canon_seen *s = ctx;
    canon_carry k;
    memcpy(&k, out->carry, sizeof k);
    canon_mode mode = s->config->mode;
    if (mode == MODE_COMPARE) {
        compare_pass(s, &k, out);
        return;
    }
    if (!k.ok) return;
    if (mode == MODE_FORM) {
        carry_shape(&s->printed, in, &out->text);
        return;
    }
    unsigned char key81[81];
    const unsigned char *key = k.form.cell;
    if (k.board) board_seen_key(&k, key81), key = key81;
    int with_extras = mode == MODE_COUNT || mode == MODE_REPEATS;
    if (with_extras && !grow(s)) {
        s->out_of_memory = 1;
        drop_output(out);
        return;
    }
    uint32_t first = 0;
    int added = cli_seen_add(&s->set, key, s->distinct, &first);
    if (added < 0) {
        s->out_of_memory = 1;
        drop_output(out);
    } else if (added) {
        keep_new(s, in, &k, out);
        if (mode == MODE_REPEATS || mode == MODE_COUNT) drop_output(out);
    } else if (mode == MODE_COUNT) {
        s->counts[first]++;
        drop_output(out);
    } else if (mode == MODE_REPEATS) {
        out->text.len--; /* its newline */
        cli_text_printf(&out->text, " %s:%lu\n", s->files[first], s->lines[first]);
    } else {
        drop_output(out);
    }
    /* an echoed CSV row or JSON object says its shape in its own fields: a
    ** directive line before it would make the file one the board reader
    ** reads, which reads no fields */
    int says_shape = in->in_fields || (in->board && in->board->fields_at);
    if (mode != MODE_COUNT && !says_shape) carry_shape(&s->printed, in, &out->text);
}

/* --count's table: each form in the order first seen, and its count. */
static void print_counts(const canon_seen *s) {
    sudoku_board_context printed = {0};
    cli_text lines = {0};
    for (uint32_t id = 0; id < s->distinct; id++) {
        cli_text_clear(&lines);
        put_shape_lines(&s->shapes[id], &printed, &lines);
        if (lines.len) fwrite(lines.data, 1, lines.len, stdout);
        if (s->board_lines[id]) {
            printf("%s %" PRIu32 "\n", s->board_lines[id], s->counts[id]);
            continue;
        }
        char line[81];
        for (int i = 0; i < 81; i++) {
            int cell = i % 2 ? s->forms[id][i / 2] & 15 : s->forms[id][i / 2] >> 4;
            line[i] = cell ? (char)('0' + cell) : s->config->empty;
        }
        printf("%.81s %" PRIu32 "\n", line, s->counts[id]);
    }
    cli_text_free(&lines);
}

static int run_ordered(const cli_parser *p, const canon_config *c) {
    canon_seen s;
    memset(&s, 0, sizeof s);
    s.config = c;
    cli_seen_init(&s.set, c->mode == MODE_COUNT || c->mode == MODE_REPEATS);
    cli_totals totals;
    cli_run_spec spec = {
        .record = canon_record, .record_ctx = c, .ordered = seen_pass, .ordered_ctx = &s};
    int status = cli_run(p, c->jobs, &spec, &totals);
    if (c->mode == MODE_COUNT && status != EXIT_USAGE) {
        print_counts(&s);
        status = cli_finish_output(status);
    }
    if (s.out_of_memory) {
        fprintf(stderr, "%s: out of memory: some forms were not kept\n", p->command);
        status = EXIT_USAGE;
    }
    cli_seen_free(&s.set);
    for (uint32_t id = 0; s.board_lines && id < s.distinct; id++)
        free(s.board_lines[id]);
    free(s.board_lines);
    free(s.shapes);
    free(s.forms), free(s.counts), free(s.files), free(s.lines);
    return status;
}

static int run_canon_mode(const cli_command *cmd, canon_mode mode, int argc,
                          char **argv) {
    canon_config c;
    memset(&c, 0, sizeof c);
    c.mode = mode;
    c.format = CLI_FORMAT_LINE;
    c.empty = '.';
    c.jobs = 1;
    cli_parser p;
    int status = cli_parse(&p, cmd, argc, argv, take_option, &c);
    if (status != CLI_GO_ON) return status;
    if (c.format != CLI_FORMAT_LINE && c.mode != MODE_FORM)
        return cli_usage_error(&p, "--format csv and json go with plain canon, not with",
                               c.mode == MODE_COMPARE ? "--compare"
                                                      : "--unique/--count/--repeats");
    c.columns = p.shape_given ? canon_shape_columns : canon_columns;
    group_cache groups;
    groups_init(&groups);
    c.groups = &groups;
    if (c.mode == MODE_FORM && c.format != CLI_FORMAT_LINE) {
        cli_totals totals;
        status = cli_run(&p, c.jobs,
                         &(cli_run_spec){.record = canon_record,
                                         .record_ctx = &c,
                                         .head = print_header,
                                         .head_ctx = &c},
                         &totals);
    } else {
        status = run_ordered(&p, &c);
    }
    groups_free(&groups);
    return status;
}

static int run_canon(int argc, char **argv) {
    return run_canon_mode(&cli_canon_command, MODE_FORM, argc, argv);
}

static int run_dedupe(int argc, char **argv) {
    return run_canon_mode(&cli_dedupe_command, MODE_UNIQUE, argc, argv);
}

/* ------------------------------------------------------------ shuffle */

/* A record's own random stream: the seed, the file name and the line. */
static void record_rng(const canon_config *c, const cli_input *in, sudoku_rng *rng) {
    uint64_t h = UINT64_C(1469598103934665603);
    for (const char *s = in->file; *s; s++)
        h = (h ^ (unsigned char)*s) * UINT64_C(1099511628211);
    sudoku_rng_seed_stream(rng, c->seed ^ h, in->line);
}

static const char bad_apply[] = "--apply names no transformation of this shape";

/* shuffle on a board of another shape. */
static void shuffle_board(const canon_config *c, const cli_input *in, sudoku_shape *shape,
                          cli_result *out) {
    sudoku_board_transform t;
    if (c->apply && sudoku_board_transform_parse(c->apply_text, shape, &t) != SUDOKU_OK) {
        snprintf(out->message, sizeof out->message, "%s", bad_apply);
        out->failed = 1;
        cli_echo_record(in, CLI_ECHO_LINE, out);
        return;
    }
    int owned = 0;
    sudoku_status st = SUDOKU_OK;
    sudoku_board_group *g = !c->apply && sudoku_board_group_listed(shape)
                                ? group_for(c->groups, shape, &owned, &st)
                                : NULL;
    sudoku_board *b = st == SUDOKU_OK ? malloc(2 * sizeof *b) : NULL;
    sudoku_shape_spec *moved = b ? malloc(sizeof *moved) : NULL;
    if (!moved) {
        snprintf(out->message, sizeof out->message, "%s",
                 canon_failure(st == SUDOKU_OK ? SUDOKU_ENOMEM : st));
        out->failed = 1;
        cli_echo_record(in, CLI_ECHO_LINE, out);
    }
    if (moved) {
        b[0].shape = shape;
        memcpy(b[0].cell, in->board->cell, sizeof b[0].cell);
        sudoku_rng rng;
        record_rng(c, in, &rng);
        for (long long n = 0; n < (c->apply ? 1 : c->times); n++) {
            if (g)
                sudoku_board_group_random(g, &t, &rng);
            else if (!c->apply)
                sudoku_board_transform_random(shape, &t, &rng);
            if (sudoku_board_transform_apply(&t, &b[0], &b[1]) != SUDOKU_OK) break;
            sudoku_board_transform_spec(&t, &in->board->spec, moved);
            put_board_cells(&out->text, in->board, moved, 0, b[1].cell, c->empty);
            cli_text_putc(&out->text, '\n');
        }
    }
    if (owned) sudoku_board_group_free(g);
    free(moved);
    free(b);
}

static void shuffle_record(const cli_input *in, const void *ctx, cli_result *out) {
    const canon_config *c = ctx;
    sudoku_shape *shape = NULL;
    if (refuse(in, out, &shape) != SUDOKU_OK) {
        cli_echo_record(in, CLI_ECHO_LINE, out);
        return;
    }
    if (in->board) {
        shuffle_board(c, in, shape, out);
        sudoku_shape_free(shape);
        return;
    }
    if (c->apply && !c->apply_classic) {
        snprintf(out->message, sizeof out->message, "%s", bad_apply);
        out->failed = 1;
        cli_echo_record(in, CLI_ECHO_LINE, out);
        return;
    }
    sudoku_rng rng;
    record_rng(c, in, &rng);
    for (long long n = 0; n < (c->apply ? 1 : c->times); n++) {
        sudoku_transform t = c->transform;
        sudoku_grid g;
        if (!c->apply) sudoku_transform_random(&t, &rng);
        sudoku_transform_apply(&t, &in->rec->grid, &g);
        put_cells(&out->text, &g, c->empty);
        cli_text_putc(&out->text, '\n');
    }
}

/* shuffle's ordered pass: the '# variant:' lines, before an echoed
** (failed) record too, which reads back by the lines before it as well. */
static void shuffle_pass(const cli_input *in, void *ctx, cli_result *out) {
    carry_shape(ctx, in, &out->text);
}

static int run_shuffle(int argc, char **argv) {
    canon_config c;
    memset(&c, 0, sizeof c);
    c.empty = '.';
    c.jobs = 1;
    c.times = 1;
    cli_parser p;
    int status = cli_parse(&p, &cli_shuffle_command, argc, argv, take_option, &c);
    if (status != CLI_GO_ON) return status;
    if (!c.seeded) c.seed = cli_fresh_seed();
    group_cache groups;
    groups_init(&groups);
    c.groups = &groups;
    cli_totals totals;
    sudoku_board_context printed = {0};
    cli_run_spec spec = {.record = shuffle_record,
                         .record_ctx = &c,
                         .ordered = shuffle_pass,
                         .ordered_ctx = &printed};
    status = cli_run(&p, c.jobs, &spec, &totals);
    groups_free(&groups);
    return status;
}

/* ------------------------------------------------------------ same */

/* A temporary file holding 'text' and a newline, rewound; NULL on failure. */
static FILE *text_file(const char *text) {
    FILE *in = tmpfile();
    if (in && (fputs(text, in) < 0 || fputc('\n', in) < 0)) fclose(in), in = NULL;
    if (in) rewind(in);
    return in;
}

/* 1 when 'arg' may be a board's cells on a line: N*N characters for a side
** N the reader takes, no '/'. */
static int is_board_line(const char *arg) {
    static const size_t lengths[] = {16, 36, 64, 100, 144, 225, 256, 400, 625};
    if (strchr(arg, '/')) return 0;
    for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++)
        if (strlen(arg) == lengths[i]) return 1;
    return 0;
}

/* Opens operand 'arg': standard input for "-", a puzzle itself (81 or more
** characters; or a board's line that names no file; in a temporary file),
** else the file it names. NULL when none of these, after saying why. */
static FILE *open_operand(const cli_parser *p, const char *arg) {
    if (strcmp(arg, "-") == 0) return stdin;
    FILE *in = NULL;
    if (strlen(arg) >= 81) {
        in = text_file(arg);
    } else {
        in = fopen(arg, "rb");
        if (!in && is_board_line(arg)) in = text_file(arg);
    }
    if (!in)
        fprintf(stderr, "%s: '%s' is neither a puzzle nor a file to read\n", p->command,
                arg);
    return in;
}

/* One operand of `same`: a classic grid, or a board and its shape. */
typedef struct same_operand {
    sudoku_grid grid;
    sudoku_board_record *board; /* NULL: the classic grid */
    sudoku_shape *shape;
} same_operand;

/* Why board record *b is refused, into buf; 0 when it is fine (its shape
** then in *shape). */
static int refuse_operand(const sudoku_board_record *b, sudoku_shape **shape, char *buf,
                          size_t size) {
    sudoku_error err = {0, 0, ""};
    sudoku_status st = sudoku_shape_new(&b->spec, shape, &err);
    if (st == SUDOKU_OK) return 0;
    snprintf(buf, size, "%s", err.text[0] ? err.text : sudoku_strerror(st));
    return 1;
}

/* Reads the first record of operand 'arg' into *o, through the reader every
** command uses, so a record canon refuses (pencil marks, a variant) is
** refused here with the same message. Returns 0, or prints why not and
** returns -1. */
static int read_operand(const cli_parser *p, const char *arg, same_operand *o) {
    FILE *in = open_operand(p, arg);
    if (!in) return -1;
    sudoku_record *rec = malloc(sizeof *rec);
    sudoku_board_record *board = malloc(sizeof *board);
    cli_source *src = rec && board ? cli_source_new(in, p) : NULL;
    sudoku_error err = {0, 0, ""};
    int is_board = 0;
    sudoku_status st =
        src ? cli_source_read(src, rec, board, &is_board, &err) : SUDOKU_ENOMEM;
    const char *name = strcmp(arg, "-") == 0 ? "<stdin>"
                       : in != stdin && !src ? arg
                       : strlen(arg) >= 81   ? "<argument>"
                                             : arg;
    char why[CLI_MESSAGE_MAX] = "";
    int ok = st == SUDOKU_OK && (is_board || !rec->pencilmarks);
    if (ok && is_board) ok = !refuse_operand(board, &o->shape, why, sizeof why);
    if (ok) {
        o->grid = rec->grid;
        o->board = is_board ? board : NULL;
        if (is_board) board = NULL;
    } else if (st == SUDOKU_EFORMAT) { /* the column too, as every command names it */
        cli_report_at(name, err.line, err.column, err.text);
    } else if (st == SUDOKU_OK) {
        fprintf(stderr, "%s:%lu: %s\n", name, is_board ? board->line : rec->line,
                why[0] ? why : refused_marks);
    } else {
        fprintf(stderr, "%s: no puzzle in '%s'\n", p->command, arg);
    }
    cli_source_free(src);
    free(board);
    free(rec);
    if (in != stdin) fclose(in);
    return ok ? 0 : -1;
}

/* `same` on two boards: 1 when equivalent, with T and both forms in *t;
** 0 when not; -1 (why on stderr) when the forms cannot be found. */
static int same_boards(const same_operand *a, const same_operand *b, char empty,
                       cli_text *t) {
    sudoku_board *x = malloc(4 * sizeof *x);      /* the puzzles, then their forms */
    sudoku_shape_spec *f = malloc(2 * sizeof *f); /* the forms' region maps */
    sudoku_board_transform to_form[2], map;
    int same = 0;
    sudoku_status st = x && f ? SUDOKU_OK : SUDOKU_ENOMEM;
    if (st == SUDOKU_OK) {
        x[0].shape = a->shape, x[1].shape = b->shape;
        memcpy(x[0].cell, a->board->cell, sizeof x[0].cell);
        memcpy(x[1].cell, b->board->cell, sizeof x[1].cell);
        st = sudoku_board_equivalent(&x[0], &x[1], &same, &x[2], to_form, &map);
    }
    if (st != SUDOKU_OK) {
        fprintf(stderr, "sudoku same: cannot tell: %s\n", canon_failure(st));
        free(x), free(f);
        return -1;
    }
    sudoku_board_transform_spec(&to_form[0], sudoku_shape_spec_of(a->shape), &f[0]);
    sudoku_board_transform_spec(&to_form[1], sudoku_shape_spec_of(b->shape), &f[1]);
    if (same) {
        cli_text_puts(t, "equivalent ");
        put_board_transform(t, &map);
    } else {
        cli_text_puts(t, "not equivalent");
    }
    cli_text_puts(t, "\nA ");
    put_board_cells(t, a->board, &f[0], 1, x[2].cell, empty);
    cli_text_puts(t, "\nB ");
    put_board_cells(t, b->board, &f[1], 1, x[3].cell, empty);
    cli_text_putc(t, '\n');
    free(x), free(f);
    return same;
}

/* A form for `same` when one operand is classic and the other a board. */
static void put_any_form(cli_text *t, const same_operand *o, char empty) {
    if (!o->board) {
        sudoku_grid f;
        sudoku_canon(&o->grid, &f, NULL, NULL);
        put_cells(t, &f, empty);
        return;
    }
    sudoku_board *x = malloc(2 * sizeof *x);
    sudoku_shape_spec *f = malloc(sizeof *f);
    sudoku_board_transform map;
    if (x && f) {
        x[0].shape = o->shape;
        memcpy(x[0].cell, o->board->cell, sizeof x[0].cell);
        if (any_board_canon(NULL, &x[0], &x[1], &map, NULL) == SUDOKU_OK) {
            sudoku_board_transform_spec(&map, sudoku_shape_spec_of(o->shape), f);
            put_board_cells(t, o->board, f, 1, x[1].cell, empty);
        }
    }
    free(x), free(f);
}

static int run_same(int argc, char **argv) {
    canon_config c;
    memset(&c, 0, sizeof c);
    c.empty = '.';
    cli_parser p;
    int status = cli_parse(&p, &cli_same_command, argc, argv, take_option, &c);
    if (status != CLI_GO_ON) return status;
    if (p.noperands != 2) return cli_usage_error(&p, "wants two puzzles, A and B", NULL);
    same_operand oa = {0}, ob = {0};
    if (read_operand(&p, p.argv[0], &oa) || read_operand(&p, p.argv[1], &ob)) {
        free(oa.board), sudoku_shape_free(oa.shape);
        return EXIT_USAGE;
    }
    cli_text t = {0};
    int same = 0;
    if (oa.board || ob.board) {
        if (oa.board && ob.board) {
            same = same_boards(&oa, &ob, c.empty, &t);
        } else { /* a classic grid and another shape */
            cli_text_puts(&t, "not equivalent\nA ");
            put_any_form(&t, &oa, c.empty);
            cli_text_puts(&t, "\nB ");
            put_any_form(&t, &ob, c.empty);
            cli_text_putc(&t, '\n');
        }
        free(oa.board), free(ob.board);
        sudoku_shape_free(oa.shape), sudoku_shape_free(ob.shape);
        if (t.len) fwrite(t.data, 1, t.len, stdout);
        cli_text_free(&t);
        return cli_finish_output(same == 1   ? EXIT_ALL_OK
                                 : same == 0 ? EXIT_BAD_PUZZLE
                                             : EXIT_USAGE); /* refused: cannot tell */
    }
    sudoku_grid a = oa.grid, b = ob.grid, fa, fb;
    sudoku_transform ta, tb, back, map;
    sudoku_canon(&a, &fa, &ta, NULL);
    sudoku_canon(&b, &fb, &tb, NULL);
    same = memcmp(fa.cell, fb.cell, 81) == 0;
    if (same) {
        sudoku_transform_invert(&tb, &back);
        sudoku_transform_then(&ta, &back, &map);
        cli_text_puts(&t, "equivalent ");
        put_transform(&t, &map);
    } else {
        cli_text_puts(&t, "not equivalent");
    }
    cli_text_puts(&t, "\nA ");
    put_cells(&t, &fa, c.empty);
    cli_text_puts(&t, "\nB ");
    put_cells(&t, &fb, c.empty);
    cli_text_putc(&t, '\n');
    if (t.len) fwrite(t.data, 1, t.len, stdout);
    cli_text_free(&t);
    return cli_finish_output(same ? EXIT_ALL_OK : EXIT_BAD_PUZZLE);
}
