/*
** cli_gen.c - `sudoku gen`: parses the generator's options, derives each
** puzzle's random state from the seed and its index, and prints puzzles in
** index order (made on -j worker threads in batches when asked).
*/

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>
#include <time.h>

#include "cli.h"

enum {
    OPT_HOLES = 1,
    OPT_COUNT,
    OPT_SEED,
    OPT_SYMMETRY,
    OPT_METHOD,
    OPT_ORDER,
    OPT_MIN_PER_UNIT,
    OPT_LEVEL,
    OPT_MINIMAL,
    OPT_FORMAT,
    OPT_SOLUTION,
    OPT_VERBOSE,
    OPT_JOBS,
    OPT_MAX_GRIDS,
    OPT_DIFFICULTY,
    OPT_COLOR,
    OPT_REGIONS,
    OPT_RATING
};

static const cli_option gen_options[] = {
    {"holes", 'n', "N", NULL, OPT_HOLES,
     "empty cells, 0..62 (default 45); 63 and 64 (18 and 17\n"
     "givens) are accepted, but so few grids have such\n"
     "puzzles that digging almost never finds one; other\n"
     "sizes: 5/9 of the cells up to 16x16 by default, half\n"
     "of them on 20x20 and 25x25"},
    {"count", 'c', "K", NULL, OPT_COUNT,
     "puzzles to make (default 1), streamed in order"},
    {"seed", 's', "S", NULL, OPT_SEED,
     "0..2^64-1; the same seed gives the same output on\n"
     "every machine (default: fresh from the clock)"},
    {"level", 0, "L", "1 2 3 4 5", OPT_LEVEL,
     "the paper's levels 1..5, named by what they set:\n"
     "1: 51-55 givens, >=5 per row/column, random order\n"
     "2: 36-49 givens, >=4, random     3: 32-35, >=3, jump\n"
     "4: 28-31 givens, >=2, S          5: 22-27, >=0, rows\n"
     "not a difficulty: rated, every level gives mostly\n"
     "easy puzzles (measured: README, 'Levels of gen');\n"
     "--holes, --order, --min-per-unit override parts of it"},
    {"symmetry", 0, "SYM", "none rotational diagonal mirror", OPT_SYMMETRY,
     "none (default), rotational (180 degrees), diagonal\n"
     "(main diagonal) or mirror (left-right); holes go in\n"
     "symmetric pairs, so an odd N needs a self-symmetric\n"
     "cell emptied (rotational: the centre)"},
    {"method", 0, "M", "random transform", OPT_METHOD,
     "random (default): full grid by randomised search,\n"
     "the faster, and any full grid can come out;\n"
     "transform: 11 random givens solved, then a random\n"
     "mix of relabelling, row/column/band/stack swaps\n"
     "and transposition (the paper's way)"},
    {"order", 0, "O", "random jump s rows", OPT_ORDER,
     "digging order: random (default), jump (every other\n"
     "cell of the S path, then the rest), s (rows\n"
     "alternately left-right and right-left), rows"},
    {"min-per-unit", 0, "K", NULL, OPT_MIN_PER_UNIT,
     "keep at least K givens in every row and column"},
    {"minimal", 0, NULL, NULL, OPT_MINIMAL,
     "dig until every given is needed (ignores --holes);\n"
     "each puzzle's holes are reported on stderr"},
    {"difficulty", 0, "D", "easy medium hard expert extreme", OPT_DIFFICULTY,
     "keep only puzzles `sudoku rate` puts at level D (easy,\n"
     "medium, hard, expert, extreme); without --holes or\n"
     "--level it digs minimal puzzles, whose levels vary most"},
    {"rating", 0, "MIN-MAX", NULL, OPT_RATING,
     "keep only puzzles whose `sudoku rate` score (SE's\n"
     "scale) is in MIN-MAX, e.g. 7.0-8.4, or one score (4.2);\n"
     "digs minimal puzzles as --difficulty does"},
    {"regions", 0, "MAP", NULL, OPT_REGIONS,
     "jigsaw: keep this region map (one symbol a cell,\n"
     "N*N of them) instead of drawing one"},
    {"max-grids", 0, "G", NULL, OPT_MAX_GRIDS,
     "give up after G full grids per puzzle (default 1000)"},
    {"format", 'f', "F", "grid line boxed csv json", OPT_FORMAT,
     "grid (default: 9 lines, 0 = empty, blank line between\n"
     "puzzles), line (81 characters, . = empty), boxed\n"
     "(drawn with borders), csv (puzzle,[solution,]holes,\n"
     "index,seed,status,error) or json (NDJSON)"},
    {"solution", 0, NULL, NULL, OPT_SOLUTION,
     "print each puzzle's solution after it (line: on the\n"
     "same line, after a space; csv, json: a field)"},
    {"color", 0, "WHEN", "auto always never", OPT_COLOR,
     "WHEN is auto|always|never: boxed givens in bold,\n"
     "filled cells in colour; auto (default) colours on a\n"
     "terminal unless NO_COLOR is set"},
    {"verbose", 'v', NULL, NULL, OPT_VERBOSE,
     "print the seed and each puzzle's holes on stderr"},
    {"jobs", 'j', "N", NULL, OPT_JOBS,
     "generate on N threads (0 = every processor); the\n"
     "output is the same as with one thread"},
    CLI_OPTIONS_END};

static int run_gen(int argc, char **argv);

const cli_command cli_gen_command = {
    "gen",
    "generate puzzles with a unique solution",
    "[OPTION]...",
    "Generate puzzles with exactly one solution. Each puzzle comes from a fresh\n"
    "random full grid whose cells are dug out one by one, keeping a hole only\n"
    "while the puzzle stays unique.\n",
    gen_options,
    "Examples:\n"
    "  sudoku gen --holes 55 --count 10 --seed 42 --format line\n"
    "  sudoku gen --level 4 --symmetry rotational --solution\n"
    "  sudoku gen --count 3 --format json --solution | jq -r .solution\n\n"
    "Exit status: 0 all made, 1 the effort bound ran out (the message says the\n"
    "most holes reached; no puzzle missing N is printed), 2 usage error.\n",
    run_gen};

/* Everything the command line chose. */
typedef struct gen_config {
    sudoku_gen_options opt;
    unsigned long long count;
    uint64_t seed;
    int seeded, solution, verbose, jobs;
    cli_format format;
    int color;                                        /* colour boxed output */
    const char *level;                                /* --level's value, applied last */
    int explicit_holes, explicit_order, explicit_min; /* given beside --level */
    int minimal_asked;   /* --minimal itself, not implied by --difficulty */
    const char *regions; /* --regions MAP (a jigsaw's) */
    const char *classic; /* the last option only the classic generator takes */
} gen_config;

/* ------------------------------------------------------------ options */

/* Takes an option whose value is one of its choices into *index. */
static int take_choice(const cli_parser *p, const cli_option *opt, const char *v,
                       int *index) {
    int k = cli_parse_choice(p, opt, v);
    if (k >= 0) *index = k;
    return k < 0 ? -1 : 0;
}

/* --rating MIN-MAX (or one score): two decimals within the scale. */
static int parse_rating(const cli_parser *p, const char *text, sudoku_gen_options *o) {
    char *end;
    double lo = strtod(text, &end), hi = lo;
    int bad = end == text;
    if (!bad && *end == '-') {
        const char *rest = end + 1;
        hi = strtod(rest, &end);
        bad = end == rest; /* "7.0-": no MAX */
    }
    if (bad || *end != '\0' || !(lo >= 1.0 && hi <= 12.0 && lo <= hi)) {
        cli_usage_error(p,
                        "--rating wants MIN-MAX, scores from 1.0 to 12.0 (e.g. 7.0-8.4), "
                        "not",
                        text);
        return -1;
    }
    o->rating_min = lo, o->rating_max = hi;
    return 0;
}

/* Takes one option into the gen_config at 'config' (a cli_option_fn). */
static int take_option(const cli_parser *p, const cli_option *opt, const char *v,
                       void *config) {
    gen_config *c = config;
    long long n = 0;
    int k = 0;
    if (opt->id == OPT_METHOD || opt->id == OPT_ORDER || opt->id == OPT_MIN_PER_UNIT ||
        opt->id == OPT_MAX_GRIDS || opt->id == OPT_DIFFICULTY || opt->id == OPT_LEVEL ||
        opt->id == OPT_RATING)
        c->classic = opt->name; /* the board generator has none of them */
    switch (opt->id) {
    case OPT_HOLES: /* up to 64 on the classic board: finish_options */
        if (cli_parse_number(p, "holes", v, 0, SUDOKU_MAX_CELLS - 1, &n) < 0) return -1;
        c->opt.holes = (int)n, c->opt.holes_max = 0, c->explicit_holes = 1;
        return 0;
    case OPT_COUNT:
        if (cli_parse_number(p, "count", v, 0, INT64_MAX, &n) < 0) return -1;
        c->count = (unsigned long long)n;
        return 0;
    case OPT_SEED:
        c->seeded = 1;
        return cli_parse_seed(p, v, &c->seed);
    case OPT_SYMMETRY:
        if (take_choice(p, opt, v, &k) < 0) return -1;
        c->opt.symmetry = (sudoku_symmetry)k;
        return 0;
    case OPT_METHOD:
        if (take_choice(p, opt, v, &k) < 0) return -1;
        c->opt.method = k ? SUDOKU_GEN_TRANSFORM : SUDOKU_GEN_RANDOM;
        return 0;
    case OPT_ORDER:
        c->explicit_order = 1;
        if (take_choice(p, opt, v, &k) < 0) return -1;
        c->opt.order = (sudoku_dig_order)k;
        return 0;
    case OPT_FORMAT:
        return cli_parse_format(p, opt, v, &c->format);
    case OPT_COLOR:
        return cli_parse_color(p, opt, v, &c->color);
    case OPT_MIN_PER_UNIT:
        c->explicit_min = 1;
        if (cli_parse_number(p, "min-per-unit", v, 0, 9, &n) < 0) return -1;
        c->opt.min_per_unit = (int)n;
        return 0;
    case OPT_MAX_GRIDS:
        if (cli_parse_number(p, "max-grids", v, 1, INT32_MAX, &n) < 0) return -1;
        c->opt.max_grids = (unsigned long)n;
        return 0;
    case OPT_JOBS:
        return cli_parse_jobs(p, v, &c->jobs);
    case OPT_DIFFICULTY: {
        sudoku_level level;
        if (sudoku_level_parse(v, &level) != SUDOKU_OK)
            return cli_parse_choice(p, opt, v); /* -1 with the choices listed */
        c->opt.difficulty = (int)level;
        return 0;
    }
    case OPT_LEVEL:
        c->level = v;
        return 0;
    case OPT_RATING:
        return parse_rating(p, v, &c->opt);
    case OPT_REGIONS:
        c->regions = v;
        return 0;
    case OPT_MINIMAL:
        c->opt.minimal = c->minimal_asked = 1;
        return 0;
    case OPT_SOLUTION:
        c->solution = 1;
        return 0;
    case OPT_VERBOSE:
        c->verbose = 1;
        return 0;
    }
    return 0;
}

/* Sets the level first, then lets the options given alongside override it. */
static int apply_level(const cli_parser *p, gen_config *c) {
    long long n;
    if (cli_parse_number(p, "level", c->level, 1, 5, &n) < 0) return -1;
    sudoku_gen_options o = c->opt;
    sudoku_gen_level(&o, (int)n);
    if (c->explicit_holes) o.holes = c->opt.holes, o.holes_max = 0;
    if (c->explicit_order) o.order = c->opt.order;
    if (c->explicit_min) o.min_per_unit = c->opt.min_per_unit;
    c->opt = o;
    return 0;
}

/* Checks and completes what the options chose; -1 after a usage error. */
static int finish_options(const cli_parser *p, gen_config *c) {
    if (p->noperands > 0) return cli_usage_error(p, "unexpected operand", p->argv[0]), -1;
    if (c->explicit_holes && c->opt.holes > 64) {
        char n[24];
        snprintf(n, sizeof n, "%d", c->opt.holes);
        return cli_usage_error(p, "--holes wants a whole number from 0 to 64, not", n),
               -1;
    }
    int rated = c->opt.difficulty >= 0 || c->opt.rating_max > 0.0;
    if (rated && !c->level && !c->explicit_holes) c->opt.minimal = 1;
    if (c->level && apply_level(p, c) < 0) return -1;
    sudoku_error err;
    if (sudoku_gen_validate(&c->opt, &err) != SUDOKU_OK)
        return cli_usage_error(p, err.text, NULL), -1;
    return 0;
}

/* ------------------------------------------------------------ progress */

#define PROGRESS_INTERVAL 0.25 /* seconds between redraws: four a second */

/* "sudoku gen: 120/1000" on stderr when it is a terminal, redrawn after a
** puzzle is out once PROGRESS_INTERVAL has passed, and erased before
** anything else is written (puzzles to a terminal stdout, messages) and at
** the end, so it is never glued to other text. */
typedef struct progress_line {
    int on;      /* stderr is a terminal and there is more than one puzzle */
    int width;   /* characters on screen now; 0: none */
    double last; /* when it was drawn; 0: never */
} progress_line;

static void progress_clear(progress_line *pr) {
    if (pr->width == 0) return;
    fprintf(stderr, "\r%*s\r", pr->width, "");
    pr->width = 0;
}

static void progress_update(progress_line *pr, unsigned long long done,
                            unsigned long long total) {
    double now = pr->on ? cli_seconds() : 0;
    if (!pr->on || (pr->last != 0 && now - pr->last < PROGRESS_INTERVAL)) return;
    fflush(stdout); /* the puzzles so far reach a shared terminal first */
    progress_clear(pr);
    pr->width = fprintf(stderr, "sudoku gen: %llu/%llu", done, total);
    pr->last = now;
}

/* ------------------------------------------------------------ generating */

/* One puzzle's outcome. */
typedef struct gen_slot {
    sudoku_grid puzzle, solution;
    sudoku_gen_report report;
    sudoku_status status;
} gen_slot;

static void make_puzzle(const gen_config *c, unsigned long long index, gen_slot *slot) {
    sudoku_rng rng;
    sudoku_rng_seed_stream(&rng, c->seed, index);
    slot->status =
        sudoku_generate(&c->opt, &rng, &slot->puzzle, &slot->solution, &slot->report);
}

static const char *const columns_with_solution[] = {
    "puzzle", "solution", "holes", "index", "seed", "status", "error", NULL};
static const char *const columns[] = {"puzzle", "holes", "index", "seed",
                                      "status", "error", NULL};

static const char *const *gen_columns(const gen_config *c) {
    return c->solution ? columns_with_solution : columns;
}

/* One puzzle as a CSV row or JSON object; 'why' says why it failed, or is
** NULL. The seed is a string in JSON: it may exceed 2^53, which many JSON
** readers cannot hold as a number. */
static void put_record(const gen_config *c, unsigned long long index, const gen_slot *s,
                       const char *why, cli_text *t) {
    cli_writer w;
    char seed[24];
    snprintf(seed, sizeof seed, "%" PRIu64, c->seed);
    cli_record_begin(&w, c->format, t, gen_columns(c));
    if (why) {
        cli_field_absent(&w, "puzzle");
        if (c->solution) cli_field_absent(&w, "solution");
    } else {
        cli_field_grid(&w, "puzzle", &s->puzzle);
        if (c->solution) cli_field_grid(&w, "solution", &s->solution);
    }
    if (why)
        cli_field_absent(&w, "holes");
    else
        cli_field_int(&w, "holes", s->report.holes);
    cli_field_uint(&w, "index", index + 1);
    cli_field_string(&w, "seed", seed);
    cli_field_string(&w, "status", why ? "gave-up" : "ok");
    if (why)
        cli_field_string(&w, "error", why);
    else
        cli_field_absent(&w, "error");
    cli_record_end(&w);
}

/* One puzzle (and its solution) in the text formats. */
static void put_grids(const gen_config *c, unsigned long long index, const gen_slot *s,
                      cli_text *t) {
    if (c->format == CLI_FORMAT_LINE) {
        cli_put_cells(t, &s->puzzle);
        if (c->solution) cli_text_putc(t, ' '), cli_put_cells(t, &s->solution);
        cli_text_putc(t, '\n');
        return;
    }
    if (index > 0) cli_text_putc(t, '\n');
    cli_put_grid(t, &s->puzzle, NULL, c->format, c->color);
    if (!c->solution) return;
    cli_text_putc(t, '\n');
    cli_put_grid(t, &s->solution, &s->puzzle, c->format, c->color);
}

/* "s" after a count other than 1. */
static const char *plural(unsigned long long n) { return n == 1 ? "" : "s"; }

/* Why slot 's' failed, in words. */
static void failure(const gen_config *c, const gen_slot *s, char *why, size_t size) {
    const sudoku_gen_report *r = &s->report;
    int n = snprintf(why, size, "gave up after %lu full grid%s; ", r->grids,
                     plural(r->grids));
    if (n < 0 || (size_t)n >= size) return;
    char wanted[48];
    if (c->opt.difficulty >= 0)
        snprintf(wanted, sizeof wanted, "%s",
                 sudoku_level_name((sudoku_level)c->opt.difficulty));
    else
        snprintf(wanted, sizeof wanted, "%.1f-%.1f", c->opt.rating_min,
                 c->opt.rating_max);
    if (r->off_level > 0)
        snprintf(why + n, size - (size_t)n, "%lu puzzle%s %s made but none rated %s",
                 r->off_level, plural(r->off_level), r->off_level == 1 ? "was" : "were",
                 wanted);
    else
        snprintf(why + n, size - (size_t)n, "the most holes reached was %d, %d wanted",
                 r->holes, c->opt.holes);
}

/* Prints one slot, or reports its failure; returns 0 or EXIT_BAD_PUZZLE. */
static int emit(const gen_config *c, unsigned long long index, const gen_slot *s,
                cli_text *t) {
    char why[160];
    int data = c->format == CLI_FORMAT_CSV || c->format == CLI_FORMAT_JSON;
    cli_text_clear(t);
    if (s->status != SUDOKU_OK) {
        failure(c, s, why, sizeof why);
        if (data) put_record(c, index, s, why, t);
        if (t->len) fwrite(t->data, 1, t->len, stdout);
        fflush(stdout);
        fprintf(stderr, "sudoku gen: puzzle %llu: %s\n", index + 1, why);
        return EXIT_BAD_PUZZLE;
    }
    if (data)
        put_record(c, index, s, NULL, t);
    else
        put_grids(c, index, s, t);
    if (t->len) fwrite(t->data, 1, t->len, stdout);
    const sudoku_gen_report *r = &s->report;
    if (c->minimal_asked || c->verbose) fflush(stdout); /* 2>&1 keeps the order */
    if (c->minimal_asked && !c->verbose)
        fprintf(stderr, "sudoku gen: puzzle %llu: %d hole%s\n", index + 1, r->holes,
                plural((unsigned long long)r->holes));
    if (c->verbose)
        fprintf(stderr,
                "sudoku gen: puzzle %llu: %d hole%s, %lu grid%s, %" PRIu64
                " uniqueness check%s\n",
                index + 1, r->holes, plural((unsigned long long)r->holes), r->grids,
                plural(r->grids), r->checks, plural(r->checks));
    return EXIT_ALL_OK;
}

/* ------------------------------------------------------------ the run */

#define GEN_BATCH 8 /* puzzles a worker takes at a time when jobs > 1 */

/* One worker's batch: puzzles first .. first+size-1. */
typedef struct gen_work {
    unsigned long long first;
    size_t size;
    gen_slot slots[GEN_BATCH];
} gen_work;

/* A run on the thread pool: take hands out puzzle indices, work makes the
** puzzles, put prints them in index order. */
typedef struct gen_run {
    const gen_config *c;
    size_t batch;
    unsigned long long next; /* the next puzzle index to hand out (take) */
    gen_work *work;          /* one per pool slot */
    int status;              /* EXIT_BAD_PUZZLE after a failure (put) */
    progress_line pr;
    cli_text text; /* the text of one puzzle (put) */
} gen_run;

static size_t take_puzzles(void *ctx, int w) {
    gen_run *g = ctx;
    gen_work *k = &g->work[w];
    unsigned long long left = g->c->count - g->next;
    k->first = g->next;
    k->size = left < g->batch ? (size_t)left : g->batch;
    g->next += k->size;
    return k->size;
}

static void make_puzzles(void *ctx, int w) {
    const gen_run *g = ctx;
    gen_work *k = &g->work[w];
    for (size_t i = 0; i < k->size; i++)
        make_puzzle(g->c, k->first + i, &k->slots[i]);
}

/* Prints worker w's puzzles; nonzero (stop) after a failure or write error. */
static int put_puzzles(void *ctx, int w) {
    gen_run *g = ctx;
    const gen_work *k = &g->work[w];
    for (size_t i = 0; i < k->size; i++) {
        progress_clear(&g->pr);
        if (emit(g->c, k->first + i, &k->slots[i], &g->text) != EXIT_ALL_OK)
            return g->status = EXIT_BAD_PUZZLE;
        if (cli_output_failed()) return 1; /* cli_finish_output says why */
    }
    progress_update(&g->pr, k->first + k->size, g->c->count);
    return cli_output_failed();
}

/* Makes and prints the puzzles in order; stops at the first failure. */
static int run(const gen_config *c) {
    static const cli_pool_ops ops = {take_puzzles, make_puzzles, put_puzzles};
    gen_run g = {.c = c, .batch = c->jobs > 1 ? GEN_BATCH : 1, .status = EXIT_ALL_OK};
    g.pr.on = cli_is_terminal(2) && c->count > 1;
    if (c->format == CLI_FORMAT_CSV) cli_print_csv_header(gen_columns(c));
    g.work = malloc((size_t)cli_pool_slots(c->jobs) * sizeof *g.work);
    int ran = g.work && cli_pool_run(&ops, &g, c->jobs) == 0;
    free(g.work);
    cli_text_free(&g.text);
    progress_clear(&g.pr);
    if (!ran) fputs("sudoku gen: out of memory\n", stderr);
    return ran ? g.status : EXIT_USAGE;
}

static int run_gen(int argc, char **argv) {
    gen_config c = {.count = 1, .jobs = 1, .format = CLI_FORMAT_GRID};
    c.color = cli_color_wanted(CLI_COLOR_AUTO);
    sudoku_gen_defaults(&c.opt);
    cli_parser p;
    int status = cli_parse(&p, &cli_gen_command, argc, argv, take_option, &c);
    if (status != CLI_GO_ON) return status;
    if (!c.seeded) c.seed = cli_fresh_seed();
    if (p.shape_given || c.regions) { /* another shape: the board generator */
        cli_gen_request q = {c.explicit_holes ? c.opt.holes : -1,
                             c.minimal_asked,
                             c.opt.symmetry,
                             c.count,
                             c.seed,
                             c.format,
                             c.solution,
                             c.verbose,
                             c.regions};
        if (p.noperands > 0) return cli_usage_error(&p, "unexpected operand", p.argv[0]);
        if (c.classic) { /* refused, not ignored: --difficulty would give easy ones */
            char message[160];
            snprintf(message, sizeof message,
                     "--%s works on the classic 9x9 board only, not with --box, "
                     "--symbols, --variant or --regions",
                     c.classic);
            return cli_usage_error(&p, message, NULL);
        }
        return cli_finish_output(cli_gen_boards(&p, &q));
    }
    if (finish_options(&p, &c) < 0) return EXIT_USAGE;
    if (c.verbose) fprintf(stderr, "sudoku gen: seed %" PRIu64 "\n", c.seed);
    return cli_finish_output(run(&c));
}
