/*
** cli_canon.c - `sudoku canon`, `dedupe`, `shuffle` and `same`: the
** commands of puzzle collections, over the library's sudoku_canon and
** transformations. The forms are found on the worker threads; what depends
** on the records before (seen already? the first record) is decided in an
** ordered pass (cli_run_records_ordered).
*/
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

typedef struct canon_config {
    canon_mode mode;
    cli_format format;
    char empty; /* '.' or, with --zeros, '0' */
    int automorphisms, jobs;
    uint64_t seed;
    int seeded;
    long long times; /* shuffle --count */
    int apply;       /* shuffle --apply */
    sudoku_transform transform;
} canon_config;

/* What the record function hands the ordered pass. */
typedef struct canon_carry {
    int ok;
    sudoku_grid form;
    sudoku_transform map;
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
        if (sudoku_transform_parse(value, &c->transform) == SUDOKU_OK) {
            c->apply = 1;
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
    "Standard 9x9 puzzles given as digits only: pencil-mark records and other\n"         \
    "shapes (X, windoku, 16x16) are out of scope and refused, one message each.\n"

#define JOBS_OPTION                                                                      \
    {                                                                                    \
        "jobs", 'j', "N", NULL, OPT_JOBS,                                                \
            "work on N threads (0 = every processor); output order kept"                 \
    }

#define ZEROS_OPTION                                                                     \
    { "zeros", 'z', NULL, NULL, OPT_ZEROS, "write 0 for a blank, not ." }

static const cli_option canon_options[] = {
    {"format", 'f', "F", "line csv json", OPT_FORMAT,
     "line (default): the form, 81 characters; csv:\n"
     "puzzle,form,transform,automorphisms,status,error,\n"
     "file,line,column,name rows; json: one object a puzzle"},
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
    "same for columns; d: the new digit of digits 1..9. Parts may be left out.\n"

const cli_command cli_canon_command = {
    "canon",
    "print the canonical (minlex) form of each puzzle",
    "[OPTION]... [FILE]...",
    "Print the minlex form of each puzzle in FILE (standard input when none or -):\n"
    "of all the puzzles it becomes under transposition, band, stack, row and column\n"
    "swaps and relabelling, the least as an 81-character string with 0 for a blank.\n"
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
    "random equivalent puzzle (each of the 2 x 6^8 x 9! transformations equally\n"
    "likely), or the puzzle under the transformation --apply names, as an\n"
    "81-character line.\n" SCOPE_NOTE NOTATION_NOTE,
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
    "each a puzzle (81 characters) or a file whose first puzzle is taken (- for\n"
    "standard input). Prints 'equivalent T' with a transformation T that maps A\n"
    "onto B (sudoku shuffle --apply T A prints B), or 'not equivalent', then\n"
    "both forms.\n" SCOPE_NOTE NOTATION_NOTE,
    same_options,
    "Examples:\n"
    "  sudoku same puzzles/poj2676.txt other.txt\n\n"
    "Exit status: 0 equivalent, 1 not equivalent, 2 usage error, unreadable,\n"
    "malformed or refused input.\n",
    run_same};

/* ------------------------------------------------------------ records */

static const char refused_shape[] =
    "another shape: canonical forms and shuffles are of standard 9x9 puzzles only";
static const char refused_marks[] =
    "pencil marks: canonical forms and shuffles are of plain givens only";

/* Refuses what canonical forms do not cover; 0 when the record is fine. */
static int refuse(const cli_input *in, cli_result *out) {
    if (in->status != SUDOKU_OK) {
        cli_fail(in, in->status, out);
        return 1;
    }
    if (!in->rec->pencilmarks && !in->board) return 0;
    snprintf(out->message, sizeof out->message, "%s",
             in->board ? refused_shape : refused_marks);
    out->failed = 1;
    return 1;
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

static void canon_fields(const canon_config *c, const cli_input *in, const canon_carry *k,
                         uint64_t autos, cli_result *out) {
    cli_writer w;
    cli_record_begin(&w, c->format, &out->text, canon_columns);
    cli_field_puzzle(&w, in);
    if (k->ok) {
        cli_text form = {0}, map = {0};
        put_cells(&form, &k->form, c->empty);
        put_transform(&map, &k->map);
        cli_field_bytes(&w, "form", form.data, form.len);
        cli_field_bytes(&w, "transform", map.data, map.len);
        cli_field_uint(&w, "automorphisms", autos);
        cli_text_free(&form), cli_text_free(&map);
    } else {
        cli_field_absent(&w, "form");
        cli_field_absent(&w, "transform");
        cli_field_absent(&w, "automorphisms");
    }
    cli_field_outcome(&w, in, k->ok ? SUDOKU_OK : in->status, out);
    cli_record_end(&w);
}

/* The per-record work: the form (on the worker threads). */
static void canon_record(const cli_input *in, const void *ctx, cli_result *out) {
    const canon_config *c = ctx;
    canon_carry k;
    uint64_t autos = 0;
    memset(&k, 0, sizeof k);
    k.ok = !refuse(in, out) &&
           sudoku_canon(&in->rec->grid, &k.form, &k.map, &autos) == SUDOKU_OK;
    memcpy(out->carry, &k, sizeof k);
    if (c->format == CLI_FORMAT_CSV || c->format == CLI_FORMAT_JSON) {
        canon_fields(c, in, &k, autos, out);
    } else if (c->mode == MODE_FORM && k.ok) {
        put_cells(&out->text, &k.form, c->empty);
        if (c->automorphisms) cli_text_printf(&out->text, " %" PRIu64, autos);
        cli_text_putc(&out->text, '\n');
    } else if (c->mode == MODE_FORM || c->mode == MODE_COMPARE) {
        if (!k.ok) cli_text_puts(&out->text, "invalid\n");
    } else if (k.ok && c->mode != MODE_COUNT) {
        cli_echo_record(in->rec, c->mode == MODE_UNIQUE ? CLI_ECHO_TEXT : CLI_ECHO_LINE,
                        out);
    }
}

/* ------------------------------------------------------------ ordered pass */

/* What the ordered pass keeps: the forms seen, and for --count and
** --repeats what each distinct form needs at the end or when it recurs. */
typedef struct canon_seen {
    const canon_config *config;
    cli_seen set;
    uint32_t distinct;
    size_t cap;
    unsigned char (*forms)[41]; /* --count: each form, two cells a byte */
    uint32_t *counts;
    const char **files; /* --repeats: where each form came first */
    unsigned long *lines;
    int have_first; /* --compare: the first record's form and map */
    canon_carry first;
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
        if (!forms || !counts) return 0;
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

/* Keeps a new form's extras under id s->distinct. */
static void keep_new(canon_seen *s, const cli_input *in, const sudoku_grid *form) {
    uint32_t id = s->distinct++;
    if (s->config->mode == MODE_COUNT) {
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
    int with_extras = mode == MODE_COUNT || mode == MODE_REPEATS;
    if (with_extras && !grow(s)) {
        s->out_of_memory = 1;
        drop_output(out);
        return;
    }
    uint32_t first = 0;
    int added = cli_seen_add(&s->set, k.form.cell, s->distinct, &first);
    if (added < 0) {
        s->out_of_memory = 1;
        drop_output(out);
    } else if (added) {
        keep_new(s, in, &k.form);
        if (mode == MODE_REPEATS) drop_output(out);
    } else if (mode == MODE_COUNT) {
        s->counts[first]++;
    } else if (mode == MODE_REPEATS) {
        out->text.len--; /* its newline */
        cli_text_printf(&out->text, " %s:%lu\n", s->files[first], s->lines[first]);
    } else {
        drop_output(out);
    }
}

/* --count's table: each form in the order first seen, and its count. */
static void print_counts(const canon_seen *s) {
    for (uint32_t id = 0; id < s->distinct; id++) {
        char line[81];
        for (int i = 0; i < 81; i++) {
            int cell = i % 2 ? s->forms[id][i / 2] & 15 : s->forms[id][i / 2] >> 4;
            line[i] = cell ? (char)('0' + cell) : s->config->empty;
        }
        printf("%.81s %" PRIu32 "\n", line, s->counts[id]);
    }
}

static int run_ordered(const cli_parser *p, const canon_config *c) {
    canon_seen s;
    memset(&s, 0, sizeof s);
    s.config = c;
    cli_seen_init(&s.set, c->mode == MODE_COUNT || c->mode == MODE_REPEATS);
    cli_totals totals;
    int status =
        cli_run_records_ordered(p, c->jobs, canon_record, c, seen_pass, &s, &totals);
    if (c->mode == MODE_COUNT && status != EXIT_USAGE) {
        print_counts(&s);
        status = cli_finish_output(status);
    }
    if (s.out_of_memory) {
        fprintf(stderr, "%s: out of memory: some forms were not kept\n", p->command);
        status = EXIT_USAGE;
    }
    cli_seen_free(&s.set);
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
    if (c.format == CLI_FORMAT_CSV) cli_print_csv_header(canon_columns);
    if (c.mode == MODE_FORM) {
        cli_totals totals;
        return cli_run_records(&p, c.jobs, canon_record, &c, &totals);
    }
    return run_ordered(&p, &c);
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

static void shuffle_record(const cli_input *in, const void *ctx, cli_result *out) {
    const canon_config *c = ctx;
    if (refuse(in, out)) {
        cli_echo_record(in->rec, CLI_ECHO_LINE, out);
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
    cli_totals totals;
    return cli_run_records(&p, c.jobs, shuffle_record, &c, &totals);
}

/* ------------------------------------------------------------ same */

/* Opens operand 'arg': standard input for "-", a puzzle itself (81 or more
** characters, in a temporary file), else the file it names. NULL when none
** of these, after saying why. */
static FILE *open_operand(const cli_parser *p, const char *arg) {
    if (strcmp(arg, "-") == 0) return stdin;
    FILE *in = NULL;
    if (strlen(arg) >= 81) {
        in = tmpfile();
        if (in && (fputs(arg, in) < 0 || fputc('\n', in) < 0)) fclose(in), in = NULL;
        if (in) rewind(in);
    } else {
        in = fopen(arg, "rb");
    }
    if (!in)
        fprintf(stderr, "%s: '%s' is neither a puzzle nor a file to read\n", p->command,
                arg);
    return in;
}

/* Reads the first record of operand 'arg' into *g, through the reader every
** command uses, so a record canon refuses (pencil marks, another shape) is
** refused here with the same message. Returns 0, or prints why not and
** returns -1. */
static int read_operand(const cli_parser *p, const char *arg, sudoku_grid *g) {
    FILE *in = open_operand(p, arg);
    if (!in) return -1;
    sudoku_record *rec = malloc(sizeof *rec);
    sudoku_board_record *board = malloc(sizeof *board);
    cli_source *src = rec && board ? cli_source_new(in, p) : NULL;
    sudoku_error err = {0, 0, ""};
    int is_board = 0;
    sudoku_status st =
        src ? cli_source_read(src, rec, board, &is_board, &err) : SUDOKU_ENOMEM;
    const char *name = strlen(arg) >= 81  ? "<argument>"
                       : strcmp(arg, "-") ? arg
                                          : "<stdin>";
    int ok = st == SUDOKU_OK && !is_board && !rec->pencilmarks;
    if (ok)
        *g = rec->grid;
    else if (st == SUDOKU_EFORMAT)
        fprintf(stderr, "%s:%lu: %s\n", name, err.line, err.text);
    else if (st == SUDOKU_OK)
        fprintf(stderr, "%s:%lu: %s\n", name, rec->line,
                is_board ? refused_shape : refused_marks);
    else
        fprintf(stderr, "%s: no puzzle in '%s'\n", p->command, arg);
    cli_source_free(src);
    free(board);
    free(rec);
    if (in != stdin) fclose(in);
    return ok ? 0 : -1;
}

static int run_same(int argc, char **argv) {
    canon_config c;
    memset(&c, 0, sizeof c);
    c.empty = '.';
    cli_parser p;
    int status = cli_parse(&p, &cli_same_command, argc, argv, take_option, &c);
    if (status != CLI_GO_ON) return status;
    if (p.noperands != 2) return cli_usage_error(&p, "wants two puzzles, A and B", NULL);
    sudoku_grid a, b, fa, fb;
    sudoku_transform ta, tb, back, map;
    if (read_operand(&p, p.argv[0], &a) || read_operand(&p, p.argv[1], &b))
        return EXIT_USAGE;
    sudoku_canon(&a, &fa, &ta, NULL);
    sudoku_canon(&b, &fb, &tb, NULL);
    int same = memcmp(fa.cell, fb.cell, 81) == 0;
    cli_text t = {0};
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
