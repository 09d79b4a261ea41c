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
    OPT_HELP = 1,
    OPT_HOLES,
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

static const char gen_usage[] =
    "Usage: sudoku gen [--holes N] [--count K] [--seed S] [--level 1..5]\n"
    "                  [--symmetry none|rotational|diagonal|mirror]\n"
    "                  [--method random|transform] [--order random|jump|s|rows]\n"
    "                  [--min-per-unit K] [--minimal] [--format grid|line]\n"
    "                  [--difficulty LEVEL] [--solution] [--verbose] [-j N]\n";

static const char gen_help[] =
    "Generate puzzles with exactly one solution. Each puzzle comes from a fresh\n"
    "random full grid whose cells are dug out one by one, keeping a hole only\n"
    "while the puzzle stays unique.\n\n"
    "  -n, --holes N         empty cells, 0..64 (default 45; 64 leaves 17 givens)\n"
    "  -c, --count K         puzzles to make (default 1), streamed in order\n"
    "  -s, --seed S          0..2^64-1; the same seed gives the same output on\n"
    "                        every machine (default: fresh from the clock)\n"
    "      --level L         the paper's levels 1..5 (extremely easy .. evil):\n"
    "                        1: 51-55 givens, >=5 per row/column, random order\n"
    "                        2: 36-49 givens, >=4, random     3: 32-35, >=3, jump\n"
    "                        4: 28-31 givens, >=2, S          5: 22-27, >=0, rows\n"
    "                        --holes, --order, --min-per-unit override parts of it\n"
    "      --symmetry SYM    none (default), rotational (180 degrees), diagonal\n"
    "                        (main diagonal) or mirror (left-right); holes go in\n"
    "                        symmetric pairs, so an odd N needs a self-symmetric\n"
    "                        cell emptied (rotational: the centre)\n"
    "      --method M        random (default): full grid by randomised search,\n"
    "                        the faster, and any full grid can come out;\n"
    "                        transform: 11 random givens solved, then a random\n"
    "                        mix of relabelling, row/column/band/stack swaps\n"
    "                        and transposition (the paper's way)\n"
    "      --order O         digging order: random (default), jump (every other\n"
    "                        cell of the S path, then the rest), s (rows\n"
    "                        alternately left-right and right-left), rows\n"
    "      --min-per-unit K  keep at least K givens in every row and column\n"
    "      --minimal         dig until every given is needed (ignores --holes);\n"
    "                        each puzzle's holes are reported on stderr\n"
    "      --difficulty D    keep only puzzles `sudoku rate` puts at level D (easy,\n"
    "                        medium, hard, expert, extreme); without --holes or\n"
    "                        --level it digs minimal puzzles, whose levels vary most\n"
    "      --max-grids G     give up after G full grids per puzzle (default 1000)\n"
    "      --format F        grid (default: 9 lines, 0 = empty, blank line between\n"
    "                        puzzles) or line (81 characters, . = empty)\n"
    "      --solution        print each puzzle's solution after it\n"
    "  -v, --verbose         print the seed and each puzzle's holes on stderr\n"
    "  -j, --jobs N          generate on N threads (0 = every processor); the\n"
    "                        output is the same as with one thread\n"
    "  -h, --help            show this help and exit\n\n"
    "Examples:\n"
    "  sudoku gen --holes 55 --count 10 --seed 42 --format line\n"
    "  sudoku gen --level 4 --symmetry rotational --solution\n\n"
    "Exit status: 0 all made, 1 the effort bound ran out (the message says the\n"
    "most holes reached; no puzzle missing N is printed), 2 usage error.\n";

/* Everything the command line chose. */
typedef struct gen_config {
    sudoku_gen_options opt;
    unsigned long long count;
    uint64_t seed;
    int seeded, line, solution, verbose, jobs;
} gen_config;

/* ------------------------------------------------------------ options */

/* Looks 'text' up in a NULL-terminated list of names; -1 after a usage error. */
static int parse_name(const cli_parser *p, const char *option, const char *text,
                      const char *const *names) {
    for (int i = 0; names[i]; i++)
        if (strcmp(text, names[i]) == 0) return i;
    char message[64];
    snprintf(message, sizeof message, "unknown value for --%s:", option);
    cli_usage_error(p, message, text);
    return -1;
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

/* Applies one option with a value; returns 0, or -1 after a usage error. */
static int apply_value(const cli_parser *p, int id, const char *v, gen_config *c,
                       int *explicit_holes) {
    static const char *const symmetries[] = {"none", "rotational", "diagonal", "mirror",
                                             NULL};
    static const char *const methods[] = {"random", "transform", NULL};
    static const char *const orders[] = {"random", "jump", "s", "rows", NULL};
    static const char *const formats[] = {"grid", "line", NULL};
    long long n = 0;
    int k = 0;
    switch (id) {
    case OPT_HOLES:
        if (cli_parse_number(p, "holes", v, 0, 64, &n) < 0) return -1;
        c->opt.holes = (int)n, c->opt.holes_max = 0, *explicit_holes = 1;
        return 0;
    case OPT_COUNT:
        if (cli_parse_number(p, "count", v, 0, INT64_MAX, &n) < 0) return -1;
        c->count = (unsigned long long)n;
        return 0;
    case OPT_SEED:
        c->seeded = 1;
        return parse_seed(p, v, &c->seed);
    case OPT_SYMMETRY:
        k = parse_name(p, "symmetry", v, symmetries);
        if (k >= 0) c->opt.symmetry = (sudoku_symmetry)k;
        return k < 0 ? -1 : 0;
    case OPT_METHOD:
        k = parse_name(p, "method", v, methods);
        if (k >= 0) c->opt.method = k ? SUDOKU_GEN_TRANSFORM : SUDOKU_GEN_RANDOM;
        return k < 0 ? -1 : 0;
    case OPT_ORDER:
        k = parse_name(p, "order", v, orders);
        if (k >= 0) c->opt.order = (sudoku_dig_order)k;
        return k < 0 ? -1 : 0;
    case OPT_FORMAT:
        k = parse_name(p, "format", v, formats);
        c->line = k == 1;
        return k < 0 ? -1 : 0;
    case OPT_MIN_PER_UNIT:
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
            return cli_usage_error(p, "unknown value for --difficulty:", v), -1;
        c->opt.difficulty = (int)level;
        return 0;
    }
    }
    return 0;
}

/* Sets the level first, then lets the options given alongside override it. */
static int apply_level(const cli_parser *p, const char *v, gen_config *c,
                       const gen_config *given, int explicit_holes) {
    long long n;
    if (cli_parse_number(p, "level", v, 1, 5, &n) < 0) return -1;
    sudoku_gen_options o = c->opt;
    sudoku_gen_level(&o, (int)n);
    if (explicit_holes) o.holes = given->opt.holes, o.holes_max = 0;
    c->opt = o;
    return 0;
}

static const cli_option gen_options[] = {{"help", 'h', 0, OPT_HELP},
                                         {"holes", 'n', 1, OPT_HOLES},
                                         {"count", 'c', 1, OPT_COUNT},
                                         {"seed", 's', 1, OPT_SEED},
                                         {"symmetry", 0, 1, OPT_SYMMETRY},
                                         {"method", 0, 1, OPT_METHOD},
                                         {"order", 0, 1, OPT_ORDER},
                                         {"min-per-unit", 0, 1, OPT_MIN_PER_UNIT},
                                         {"level", 0, 1, OPT_LEVEL},
                                         {"minimal", 0, 0, OPT_MINIMAL},
                                         {"format", 0, 1, OPT_FORMAT},
                                         {"solution", 0, 0, OPT_SOLUTION},
                                         {"verbose", 'v', 0, OPT_VERBOSE},
                                         {"jobs", 'j', 1, OPT_JOBS},
                                         {"max-grids", 0, 1, OPT_MAX_GRIDS},
                                         {"difficulty", 0, 1, OPT_DIFFICULTY},
                                         {NULL, 0, 0, 0}};

/* Parses argv into *c; returns -1 (usage error printed), 0, or 1 for --help. */
static int parse_args(cli_parser *p, gen_config *c) {
    const char *v, *level = NULL;
    int id, explicit_holes = 0, explicit_order = 0, explicit_min = 0;
    while ((id = cli_next_option(p, gen_options, &v)) > 0) {
        if (id == OPT_HELP) return 1;
        if (id == OPT_LEVEL)
            level = v;
        else if (id == OPT_MINIMAL)
            c->opt.minimal = 1;
        else if (id == OPT_SOLUTION)
            c->solution = 1;
        else if (id == OPT_VERBOSE)
            c->verbose = 1;
        else if (apply_value(p, id, v, c, &explicit_holes) < 0)
            return -1;
        explicit_order |= id == OPT_ORDER;
        explicit_min |= id == OPT_MIN_PER_UNIT;
    }
    if (id == CLI_OPT_ERROR) return -1;
    if (p->noperands > 0) return cli_usage_error(p, "unexpected operand", p->argv[0]), -1;
    if (c->opt.difficulty >= 0 && !level && !explicit_holes) c->opt.minimal = 1;
    if (level) {
        gen_config given = *c;
        if (apply_level(p, level, c, &given, explicit_holes) < 0) return -1;
        if (explicit_order) c->opt.order = given.opt.order;
        if (explicit_min) c->opt.min_per_unit = given.opt.min_per_unit;
    }
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
        for (size_t k = 0; k < size; k++)
            if (emit(c, first + k, &slots[k]) != EXIT_ALL_OK) return EXIT_BAD_PUZZLE;
        fflush(stdout);
        if (progress) fprintf(stderr, "\rsudoku gen: %llu/%llu", first + size, c->count);
    }
    if (progress) fputs("\n", stderr);
    return EXIT_ALL_OK;
}

int cli_gen(int argc, char **argv) {
    gen_config c = {.count = 1, .jobs = 1};
    sudoku_gen_defaults(&c.opt);
    cli_parser p;
    cli_parser_init(&p, "sudoku gen", gen_usage, argc, argv);
    int parsed = parse_args(&p, &c);
    if (parsed < 0) return EXIT_USAGE;
    if (parsed > 0) {
        fputs(gen_usage, stdout), fputs(gen_help, stdout);
        return cli_finish_output(EXIT_ALL_OK);
    }
    if (!c.seeded) c.seed = fresh_seed();
    if (c.verbose) fprintf(stderr, "sudoku gen: seed %" PRIu64 "\n", c.seed);
    return cli_finish_output(run(&c));
}
