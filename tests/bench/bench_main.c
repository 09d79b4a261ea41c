/*
** bench_main.c - sudoku_bench: times libsudoku's solver on the benchmark
** datasets beside the seeds' algorithms, QQwing and tdoku, verifying every
** solution, and prints a markdown table. See tests/bench/README in
** RESULTS.md and run_bench.sh for the one-command run.
**
**   sudoku_bench [--data DIR] [--tdoku BIN] [--sudoku BIN] [--qqwing BIN]
**                [--count FILE] [--no-external] [--cap SECONDS]
**                [--qqwing-max N] [FILE...]
**   sudoku_bench --callgrind FILE N   solve the first N puzzles of FILE only
*/
#define _POSIX_C_SOURCE 200809L
#include "bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef SUDOKU_BENCH_DATA
#define SUDOKU_BENCH_DATA "../shared/data"
#endif

#define MAX_PUZZLES 100000
#define REPEAT 3 /* every timing is the median of this many runs (noisy machine) */
#ifndef SUDOKU_BENCH_COUNT_SET
#define SUDOKU_BENCH_COUNT_SET "tests/bench/count_100_100000.txt"
#endif

/* The datasets, each with the number of its first puzzles measured. */
static const struct {
    const char *file;
    size_t max;
} DATASETS[] = {
    {"17_clue.txt", MAX_PUZZLES},
    {"magictour_top1465.txt", MAX_PUZZLES},
    {"forum_hardest_1905_11plus.txt", 20000},
    {"forum_hardest_1106.txt", MAX_PUZZLES},
    {"serg_benchmark.txt", MAX_PUZZLES},
    {"norvig_top95.txt", MAX_PUZZLES},
    {"norvig_hardest11.txt", MAX_PUZZLES},
};

typedef struct options {
    const char *data;
    const char *tdoku;  /* NULL: not measured */
    const char *cli;    /* our `sudoku` binary, timed as a process like tdoku */
    const char *qqwing; /* NULL: not measured */
    const char *count;  /* the counting set (NULL: none) */
    double cap;         /* seconds per dataset for each seed baseline */
    size_t qqwing_max;  /* QQwing runs on this many puzzles at most */
    int nfiles;
    char **files;
} options;

double bench_now(void) {
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ==================================================================== */
/* Datasets                                                              */
/* ==================================================================== */

/* Loads the first 'max' 81-character lines of 'path'. Returns 0, or -1 if
** unreadable. */
static int load_set(const char *path, bench_set *set, size_t max) {
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    const char *slash = strrchr(path, '/');
    set->name = slash ? slash + 1 : path;
    snprintf(set->path, sizeof set->path, "%s", path);
    set->puzzles = malloc(MAX_PUZZLES * sizeof *set->puzzles);
    set->n = 0;
    char line[256];
    while (set->puzzles && set->n < max && set->n < MAX_PUZZLES &&
           fgets(line, sizeof line, f)) {
        if (strlen(line) < 81 || line[0] == '#') continue;
        for (int i = 0; i < 81; i++) {
            char c = line[i];
            set->puzzles[set->n].cell[i] =
                (unsigned char)(c >= '1' && c <= '9' ? c - '0' : 0);
        }
        set->n++;
    }
    fclose(f);
    return set->puzzles ? 0 : -1;
}

/* ==================================================================== */
/* Our solver                                                            */
/* ==================================================================== */

/* Solves puzzles [0, n) once; kept out of line so callgrind can count it
** alone (--toggle-collect=bench_solve_block). */
#if defined(__GNUC__)
__attribute__((noinline))
#endif
static void
bench_solve_block(const bench_set *set, size_t n, sudoku_grid *out, uint64_t *guesses) {
    for (size_t k = 0; k < n; k++)
        if (sudoku_solve(&set->puzzles[k], &out[k], &guesses[k]) != SUDOKU_OK)
            memset(out[k].cell, 0, 81);
}

/* Times the library once on the whole set (small sets repeated until 0.1 s
** have passed), then verifies the solutions of the last pass. */
static void run_ours(const bench_set *set, bench_result *res) {
    sudoku_grid *out = malloc(set->n * sizeof *out);
    uint64_t *g = malloc(set->n * sizeof *g);
    size_t rounds = 0;
    memset(res, 0, sizeof *res);
    if (!out || !g) {
        free(out);
        free(g);
        return;
    }
    double t0 = bench_now(), t;
    do {
        bench_solve_block(set, set->n, out, g);
        rounds++;
        t = bench_now() - t0;
    } while (t < 0.1);
    res->seconds = t / (double)rounds;
    res->tried = set->n;
    res->have_guesses = 1;
    for (size_t k = 0; k < set->n; k++) {
        if (sudoku_is_solution(&set->puzzles[k], &out[k])) res->solved++;
        res->guesses += g[k];
        res->no_guess += g[k] == 0;
    }
    res->unverified = set->n - res->solved;
    free(out);
    free(g);
}

/* ==================================================================== */
/* Seed baselines                                                        */
/* ==================================================================== */

typedef int (*seed_solver)(const sudoku_grid *, sudoku_grid *, uint64_t, uint64_t *);

static double rate(const bench_result *r) {
    return r->seconds > 0 ? (double)r->tried / r->seconds : 0;
}

/* Runs a seed solver on the set in order until 'cap' seconds have passed;
** each puzzle gets at most 'budget' placements (past it, it counts as not
** solved). */
static void run_seed(const bench_set *set, seed_solver solve, double cap, uint64_t budget,
                     bench_result *res) {
    memset(res, 0, sizeof *res);
    res->have_guesses = 1;
    double t0 = bench_now();
    for (size_t k = 0; k < set->n; k++) {
        sudoku_grid out;
        uint64_t placements = 0;
        int got = solve(&set->puzzles[k], &out, budget, &placements);
        res->tried++;
        res->guesses += placements;
        if (got == 1 && sudoku_is_solution(&set->puzzles[k], &out)) res->solved++;
        res->seconds = bench_now() - t0;
        if (res->seconds > cap && k + 1 < set->n) {
            res->capped = 1;
            break;
        }
    }
    res->unverified = res->tried - res->solved;
}

/* The run of median rate among rounds r[0..REPEAT-1]. */
static bench_result median(const bench_result r[REPEAT]) {
    int order[REPEAT];
    for (int i = 0; i < REPEAT; i++)
        order[i] = i;
    for (int i = 1; i < REPEAT; i++) /* insertion sort by rate */
        for (int j = i; j > 0 && rate(&r[order[j]]) < rate(&r[order[j - 1]]); j--) {
            int t = order[j];
            order[j] = order[j - 1];
            order[j - 1] = t;
        }
    return r[order[REPEAT / 2]];
}

/* ==================================================================== */
/* Report                                                                */
/* ==================================================================== */

static void print_row(const bench_set *set, const char *solver, const bench_result *r,
                      const bench_result *ours) {
    char guesses[32] = "n/a", noguess[32] = "n/a", ratio[32] = "1";
    if (r->have_guesses && r->tried) {
        snprintf(guesses, sizeof guesses, "%.1f", (double)r->guesses / (double)r->tried);
        if (r != ours)
            snprintf(noguess, sizeof noguess, "n/a");
        else
            snprintf(noguess, sizeof noguess, "%.1f%%",
                     100.0 * (double)r->no_guess / (double)r->tried);
    }
    if (r != ours && rate(r) > 0)
        snprintf(ratio, sizeof ratio, "%.2f", rate(ours) / rate(r));
    printf("| %s | %s | %zu%s | %.0f | %.2f | %s | %s | %zu/%zu | %s |\n", set->name,
           solver, r->tried, r->capped ? " (capped)" : "", rate(r),
           r->tried ? 1e6 * r->seconds / (double)r->tried : 0.0, guesses, noguess,
           r->solved, r->tried, ratio);
    fflush(stdout);
}

/* REPEAT rounds, each timing every solver once in turn, so that the load of
** the (shared) machine falls on all of them alike; each keeps its median. */
static void run_set(const bench_set *set, const options *o) {
    bench_result r_ours[REPEAT], r_cli[REPEAT], r_td[REPEAT], r_s2[REPEAT], r_s0[REPEAT];
    bench_result ours, cli, td, qq, s2, s0;
    int have_td = o->tdoku != NULL, have_qq = o->qqwing != NULL,
        have_cli = o->cli != NULL;
    char td_cmd[1200], qq_cmd[1200], cli_cmd[1200];
    size_t qq_n = set->n < o->qqwing_max ? set->n : o->qqwing_max;
    snprintf(td_cmd, sizeof td_cmd, "'%s' 1", o->tdoku ? o->tdoku : "");
    snprintf(cli_cmd, sizeof cli_cmd, "'%s' solve", o->cli ? o->cli : "");
    snprintf(qq_cmd, sizeof qq_cmd, "'%s' --solve --one-line",
             o->qqwing ? o->qqwing : "");
    for (int round = 0; round < REPEAT; round++) {
        run_ours(set, &r_ours[round]);
        if (have_cli) have_cli = bench_external(set, set->n, cli_cmd, &r_cli[round]) == 0;
        if (have_td) have_td = bench_external(set, set->n, td_cmd, &r_td[round]) == 0;
        if (have_qq && round == 0) /* slow: one run */
            have_qq = bench_external(set, qq_n, qq_cmd, &qq) == 0;
        run_seed(set, bench_seed002_solve, o->cap, 50000000u, &r_s2[round]);
        run_seed(set, bench_seed000_solve, o->cap, 20000000u, &r_s0[round]);
    }
    ours = median(r_ours);
    cli = have_cli ? median(r_cli) : ours;
    td = have_td ? median(r_td) : ours;
    s2 = median(r_s2);
    s0 = median(r_s0);
    print_row(set, "**sudoku (ours)**", &ours, &ours);
    if (have_cli) print_row(set, "sudoku solve (process)", &cli, &ours);
    if (have_td) print_row(set, "tdoku (process, -march=native)", &td, &ours);
    if (have_td && have_cli && rate(&td) > 0) /* like for like: both read and print */
        printf("| %s | sudoku solve / tdoku, both as processes | | | | | | | %.2f |\n",
               set->name, rate(&cli) / rate(&td));
    if (have_qq) print_row(set, "QQwing 1.3.4 (process)", &qq, &ours);
    print_row(set, "seed 002: MRV+bitmask, no propagation", &s2, &ours);
    print_row(set, "seed 000: row-order DFS", &s0, &ours);
}

/* Counts every solution of each puzzle of the counting set in process,
** once; fills want[] and returns the seconds taken. */
static double count_in_process(const bench_set *set, uint64_t *want) {
    double t0 = bench_now();
    for (size_t k = 0; k < set->n; k++)
        if (sudoku_count(&set->puzzles[k], 0, &want[k]) != SUDOKU_OK) want[k] = 0;
    return bench_now() - t0;
}

/* The counting set: `sudoku count --limit 0` and tdoku with a limit of
** 10^8 as processes, every count checked against sudoku_count. */
static void run_count_set(const char *path, const options *o) {
    bench_set set;
    if (load_set(path, &set, MAX_PUZZLES) != 0) {
        printf("| %s | (skipped: cannot read %s) | | | | | | | |\n", path, path);
        return;
    }
    uint64_t *want = malloc((set.n ? set.n : 1) * sizeof *want);
    bench_result r_ours[REPEAT], r_cli[REPEAT], r_td[REPEAT], ours, cli, td;
    int have_cli = o->cli != NULL, have_td = o->tdoku != NULL;
    char cli_cmd[1200], td_cmd[1200];
    snprintf(cli_cmd, sizeof cli_cmd, "'%s' count --limit 0", o->cli ? o->cli : "");
    snprintf(td_cmd, sizeof td_cmd, "'%s' 100000000", o->tdoku ? o->tdoku : "");
    for (int round = 0; want && round < REPEAT; round++) {
        memset(&r_ours[round], 0, sizeof r_ours[round]);
        r_ours[round].seconds = count_in_process(&set, want);
        r_ours[round].tried = r_ours[round].solved = set.n;
        for (size_t k = 0; k < set.n; k++)
            r_ours[round].guesses += want[k];
        if (have_cli)
            have_cli = bench_external_count(&set, cli_cmd, want, &r_cli[round]) == 0;
        if (have_td)
            have_td = bench_external_count(&set, td_cmd, want, &r_td[round]) == 0;
    }
    if (want) {
        ours = median(r_ours);
        ours.have_guesses = 1;
        print_row(&set, "**sudoku_count (ours), solutions/puzzle in guesses column**",
                  &ours, &ours);
        if (have_cli) {
            cli = median(r_cli);
            cli.have_guesses = 1;
            print_row(&set, "sudoku count --limit 0 (process)", &cli, &ours);
        }
        if (have_td) {
            td = median(r_td);
            td.have_guesses = 1;
            print_row(&set, "tdoku, limit 10^8 (process, -march=native)", &td, &ours);
        }
        if (have_cli && have_td && rate(&td) > 0)
            printf(
                "| %s | sudoku count / tdoku, both as processes | | | | | | | %.2f |\n",
                set.name, rate(&cli) / rate(&td));
    }
    free(want);
    free(set.puzzles);
}

static void print_header(void) {
    printf("| dataset | solver | puzzles | puzzles/s | us/puzzle | guesses/puzzle | "
           "no guess | verified | ours x |\n");
    printf("|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
}

/* ==================================================================== */
/* Modes                                                                 */
/* ==================================================================== */

/* Callgrind mode: solve the first n puzzles of path once, ours only. */
static int run_callgrind(const char *path, size_t n) {
    bench_set set;
    if (load_set(path, &set, MAX_PUZZLES) != 0) {
        fprintf(stderr, "sudoku_bench: cannot read %s\n", path);
        return 2;
    }
    if (n > set.n) n = set.n;
    sudoku_grid *out = malloc((n ? n : 1) * sizeof *out);
    uint64_t *g = malloc((n ? n : 1) * sizeof *g);
    if (!out || !g) return 2;
    bench_solve_block(&set, n, out, g);
    size_t bad = 0;
    uint64_t guesses = 0;
    for (size_t k = 0; k < n; k++) {
        bad += !sudoku_is_solution(&set.puzzles[k], &out[k]);
        guesses += g[k];
    }
    printf("solved %zu puzzles of %s, %zu unverified, %.1f guesses/puzzle\n", n, set.name,
           bad, n ? (double)guesses / (double)n : 0.0);
    free(out);
    free(g);
    free(set.puzzles);
    return bad ? 1 : 0;
}

static int usage(void) {
    fprintf(
        stderr,
        "usage: sudoku_bench [--data DIR] [--tdoku BIN] [--sudoku BIN] [--qqwing BIN] "
        "[--count FILE] [--no-external] [--cap SECONDS] [--qqwing-max N] [FILE...]\n"
        "       sudoku_bench --callgrind FILE N\n");
    return 2;
}

/* Parses options into *o; returns 0 or -1 on a usage error. */
static int parse_args(int argc, char **argv, options *o) {
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        const char *a = argv[i];
        int has = i + 1 < argc;
        if (!strcmp(a, "--data") && has)
            o->data = argv[++i];
        else if (!strcmp(a, "--tdoku") && has)
            o->tdoku = argv[++i];
        else if (!strcmp(a, "--sudoku") && has)
            o->cli = argv[++i];
        else if (!strcmp(a, "--qqwing") && has)
            o->qqwing = argv[++i];
        else if (!strcmp(a, "--count") && has)
            o->count = argv[++i];
        else if (!strcmp(a, "--no-external"))
            o->tdoku = o->qqwing = o->cli = o->count = NULL;
        else if (!strcmp(a, "--cap") && has)
            o->cap = strtod(argv[++i], NULL);
        else if (!strcmp(a, "--qqwing-max") && has)
            o->qqwing_max = (size_t)strtoul(argv[++i], NULL, 10);
        else
            return -1;
    }
    o->nfiles = argc - i;
    o->files = argv + i;
    return 0;
}

static void bench_file(const char *path, size_t max, const options *o) {
    bench_set set;
    if (load_set(path, &set, max) != 0) {
        printf("| %s | (skipped: cannot read %s) | | | | | | | |\n",
               strrchr(path, '/') ? strrchr(path, '/') + 1 : path, path);
        return;
    }
    run_set(&set, o);
    free(set.puzzles);
}

int main(int argc, char **argv) {
    options o = {
        SUDOKU_BENCH_DATA, NULL, NULL, NULL, SUDOKU_BENCH_COUNT_SET, 1.0, 2000, 0, NULL};
    if (argc == 4 && !strcmp(argv[1], "--callgrind"))
        return run_callgrind(argv[2], (size_t)strtoul(argv[3], NULL, 10));
    if (system("command -v qqwing >/dev/null 2>&1") == 0) o.qqwing = "qqwing";
    if (parse_args(argc, argv, &o) != 0) return usage();
    print_header();
    char path[2048];
    if (o.nfiles > 0) {
        for (int k = 0; k < o.nfiles; k++)
            bench_file(o.files[k], MAX_PUZZLES, &o);
        return 0;
    }
    for (size_t k = 0; k < sizeof DATASETS / sizeof DATASETS[0]; k++) {
        snprintf(path, sizeof path, "%s/%s", o.data, DATASETS[k].file);
        bench_file(path, DATASETS[k].max, &o);
    }
    if (o.count) run_count_set(o.count, &o);
    return 0;
}
