/*
** cli_gen.c - `sudoku gen`: parses the generator's options, derives each
** puzzle's random state from the seed and its index, and prints puzzles in
** index order (made on -j worker threads in batches when asked).
*/
#if defined(__unix__) || defined(__APPLE__)
#define _POSIX_C_SOURCE 200809L /* isatty, for progress only on a terminal */
#include <unistd.h>
#define STDERR_IS_TTY() isatty(2)
#else
#define STDERR_IS_TTY() 0
#endif

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
    OPT_DIFFICULTY
};

static const cli_option gen_options[] = {
    {"holes", 'n', "N", NULL, OPT_HOLES,
     "empty cells, 0..62 (default 45); 63 and 64 (18 and 17\n"
     "givens) are accepted, but so few grids have such\n"
     "puzzles that digging almost never finds one"},
    {"count", 'c', "K", NULL, OPT_COUNT,
     "puzzles to make (default 1), streamed in order"},
    {"seed", 's', "S", NULL, OPT_SEED,
     "0..2^64-1; the same seed gives the same output on\n"
     "every machine (default: fresh from the clock)"},
    {"level", 0, "L", "1 2 3 4 5", OPT_LEVEL,
     "the paper's levels 1..5 (extremely easy .. evil):\n"
     "1: 51-55 givens, >=5 per row/column, random order\n"
     "2: 36-49 givens, >=4, random     3: 32-35, >=3, jump\n"
     "4: 28-31 givens, >=2, S          5: 22-27, >=0, rows\n"
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
    {"max-grids", 0, "G", NULL, OPT_MAX_GRIDS,
     "give up after G full grids per puzzle (default 1000)"},
    {"format", 0, "F", "grid line", OPT_FORMAT,
     "grid (default: 9 lines, 0 = empty, blank line between\n"
     "puzzles) or line (81 characters, . = empty)"},
    {"solution", 0, NULL, NULL, OPT_SOLUTION, "print each puzzle's solution after it"},
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
    "[--holes N] [--count K] [--seed S] [--level 1..5]\n"
    "                  [--symmetry none|rotational|diagonal|mirror]\n"
    "                  [--method random|transform] [--order random|jump|s|rows]\n"
    "                  [--min-per-unit K] [--minimal] [--format grid|line]\n"
    "                  [--difficulty LEVEL] [--solution] [--verbose] [-j N]",
    "Generate puzzles with exactly one solution. Each puzzle comes from a fresh\n"
    "random full grid whose cells are dug out one by one, keeping a hole only\n"
    "while the puzzle stays unique.\n",
    gen_options,
    "Examples:\n"
    "  sudoku gen --holes 55 --count 10 --seed 42 --format line\n"
    "  sudoku gen --level 4 --symmetry rotational --solution\n\n"
    "Exit status: 0 all made, 1 the effort bound ran out (the message says the\n"
    "most holes reached; no puzzle missing N is printed), 2 usage error.\n",
    run_gen};

/* Everything the command line chose. */
typedef struct gen_config {
    sudoku_gen_options opt;
    unsigned long long count;
    uint64_t seed;
    int seeded, line, solution, verbose, jobs;
    const char *level;                                /* --level's value, applied last */
    int explicit_holes, explicit_order, explicit_min; /* given beside --level */
} gen_config;

/* ------------------------------------------------------------ options */

/* Takes an option whose value is one of its choices into *index. */
static int take_choice(const cli_parser *p, const cli_option *opt, const char *v,
                       int *index) {
    int k = cli_parse_choice(p, opt, v);
    if (k >= 0) *index = k;
    return k < 0 ? -1 : 0;
}

static int parse_seed(const cli_parser *p, const char *text, uint64_t *seed) {
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (*text < '0' || *text > '9' || *end != '\0' || errno == ERANGE) {
        cli_usage_error(p, "--seed wants a whole number from 0 to 2^64-1, not", text);
        return -1;
    }
    *seed = (uint64_t)v;
    return 0;
}

/* A seed nobody chose: the clock's nanoseconds and addresses that vary from
** run to run (ASLR), mixed, so two runs in the same second differ. */
static uint64_t fresh_seed(void) {
    struct timespec ts = {0, 0};
    timespec_get(&ts, TIME_UTC);
    int local = 0;
    uint64_t parts[4] = {(uint64_t)ts.tv_sec, (uint64_t)ts.tv_nsec,
                         (uint64_t)(uintptr_t)&local, (uint64_t)clock()};
    sudoku_rng rng;
    sudoku_rng_seed(&rng, parts[0]);
    uint64_t seed = 0;
    for (int i = 0; i < 4; i++)
        seed ^= sudoku_rng_next(&rng) + parts[i] * UINT64_C(0x9E3779B97F4A7C15);
    return seed;
}

/* Takes one option into the gen_config at 'config' (a cli_option_fn). */
static int take_option(const cli_parser *p, const cli_option *opt, const char *v,
                       void *config) {
    gen_config *c = config;
    long long n = 0;
    int k = 0;
    switch (opt->id) {
    case OPT_HOLES:
        if (cli_parse_number(p, "holes", v, 0, 64, &n) < 0) return -1;
        c->opt.holes = (int)n, c->opt.holes_max = 0, c->explicit_holes = 1;
        return 0;
    case OPT_COUNT:
        if (cli_parse_number(p, "count", v, 0, INT64_MAX, &n) < 0) return -1;
        c->count = (unsigned long long)n;
        return 0;
    case OPT_SEED:
        c->seeded = 1;
        return parse_seed(p, v, &c->seed);
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
        return take_choice(p, opt, v, &c->line);
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
    case OPT_MINIMAL:
        c->opt.minimal = 1;
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
    if (c->opt.difficulty >= 0 && !c->level && !c->explicit_holes) c->opt.minimal = 1;
    if (c->level && apply_level(p, c) < 0) return -1;
    sudoku_error err;
    if (sudoku_gen_validate(&c->opt, &err) != SUDOKU_OK)
        return cli_usage_error(p, err.text, NULL), -1;
    return 0;
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

/* A batch shared with worker threads: worker w makes slots w, w+jobs, ... */
typedef struct gen_batch {
    const gen_config *config;
    unsigned long long first;
    size_t size;
    gen_slot *slots;
    int worker, jobs;
} gen_batch;

static int batch_worker(void *arg) {
    const gen_batch *b = arg;
    for (size_t k = (size_t)b->worker; k < b->size; k += (size_t)b->jobs)
        make_puzzle(b->config, b->first + k, &b->slots[k]);
    return 0;
}

/* Fills slots[0..size) for puzzles first.. on c->jobs threads (or inline). */
static void make_batch(const gen_config *c, unsigned long long first, size_t size,
                       gen_slot *slots) {
    gen_batch batches[256];
    thrd_t threads[256];
    int started = 0;
    for (int w = 0; w < c->jobs && c->jobs > 1; w++) {
        batches[w] = (gen_batch){c, first, size, slots, w, c->jobs};
        if (thrd_create(&threads[w], batch_worker, &batches[w]) != thrd_success) break;
        started++;
    }
    if (started < c->jobs || c->jobs <= 1) { /* no threads: finish the rest here */
        for (int w = 0; w < started; w++)
            thrd_join(threads[w], NULL);
        started = 0;
        for (size_t k = 0; k < size; k++)
            make_puzzle(c, first + k, &slots[k]);
    }
    for (int w = 0; w < started; w++)
        thrd_join(threads[w], NULL);
}

static void print_grid(const gen_config *c, const sudoku_grid *g, int first) {
    char buf[SUDOKU_FORMAT_MAX];
    if (!c->line && !first) putchar('\n');
    fwrite(buf, 1,
           sudoku_format(g, c->line ? SUDOKU_LAYOUT_LINE : SUDOKU_LAYOUT_GRID,
                         c->line ? '.' : '0', buf),
           stdout);
}

/* Prints one slot, or reports its failure; returns 0 or EXIT_BAD_PUZZLE. */
static int emit(const gen_config *c, unsigned long long index, const gen_slot *s) {
    if (s->status != SUDOKU_OK && s->report.off_level > 0) {
        fprintf(stderr,
                "sudoku gen: puzzle %llu: gave up after %lu full grids; "
                "%lu puzzles were made but none rated %s\n",
                index + 1, s->report.grids, s->report.off_level,
                sudoku_level_name((sudoku_level)c->opt.difficulty));
        return EXIT_BAD_PUZZLE;
    }
    if (s->status != SUDOKU_OK) {
        fprintf(stderr,
                "sudoku gen: puzzle %llu: gave up after %lu full grids; "
                "the most holes reached was %d, %d wanted\n",
                index + 1, s->report.grids, s->report.holes, c->opt.holes);
        return EXIT_BAD_PUZZLE;
    }
    print_grid(c, &s->puzzle, index == 0);
    if (c->solution) print_grid(c, &s->solution, 0);
    if (c->opt.minimal && !c->verbose)
        fprintf(stderr, "sudoku gen: puzzle %llu: %d holes\n", index + 1,
                s->report.holes);
    if (c->verbose)
        fprintf(stderr,
                "sudoku gen: puzzle %llu: %d holes, %lu grids, %" PRIu64
                " uniqueness checks\n",
                index + 1, s->report.holes, s->report.grids, s->report.checks);
    return EXIT_ALL_OK;
}

/* Makes and prints the puzzles in batches; stops at the first failure. */
static int run(const gen_config *c) {
    enum { BATCH = 64 };
    gen_slot slots[BATCH];
    int progress = STDERR_IS_TTY() && c->count > 1;
    for (unsigned long long first = 0; first < c->count; first += BATCH) {
        size_t size = c->count - first < BATCH ? (size_t)(c->count - first) : BATCH;
        make_batch(c, first, size, slots);
        for (size_t k = 0; k < size; k++) {
            if (emit(c, first + k, &slots[k]) != EXIT_ALL_OK) return EXIT_BAD_PUZZLE;
            if (cli_output_failed()) return EXIT_ALL_OK; /* cli_finish_output says why */
        }
        fflush(stdout);
        if (cli_output_failed()) return EXIT_ALL_OK;
        if (progress) fprintf(stderr, "\rsudoku gen: %llu/%llu", first + size, c->count);
    }
    if (progress) fputs("\n", stderr);
    return EXIT_ALL_OK;
}

static int run_gen(int argc, char **argv) {
    gen_config c = {.count = 1, .jobs = 1};
    sudoku_gen_defaults(&c.opt);
    cli_parser p;
    int status = cli_parse(&p, &cli_gen_command, argc, argv, take_option, &c);
    if (status != CLI_GO_ON) return status;
    if (finish_options(&p, &c) < 0) return EXIT_USAGE;
    if (!c.seeded) c.seed = fresh_seed();
    if (c.verbose) fprintf(stderr, "sudoku gen: seed %" PRIu64 "\n", c.seed);
    return cli_finish_output(run(&c));
}
