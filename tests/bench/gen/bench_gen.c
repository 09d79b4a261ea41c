/*
** bench_gen.c - generator throughput: puzzles per second for a few hole
** counts (default 30 45 55 60), each puzzle checked unique afterwards (not
** timed). Usage: bench_gen [-n PUZZLES] [-s SEED] [HOLES...]. Prints one
** line per hole count: "holes H puzzles N seconds T rate R grids G ...".
*/
#include "sudoku.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Generates n puzzles with 'holes' holes; returns 0 if all were unique. */
static int run(int holes, int n, uint64_t seed) {
    sudoku_gen_options opt;
    sudoku_gen_defaults(&opt);
    opt.holes = holes;
    unsigned long grids = 0, failed = 0;
    uint64_t checks = 0;
    int bad = 0;
    double t = 0;
    for (int i = 0; i < n; i++) {
        sudoku_rng rng;
        sudoku_grid puzzle, solution;
        sudoku_gen_report rep;
        sudoku_rng_seed_stream(&rng, seed, (uint64_t)i);
        double t0 = now();
        if (sudoku_generate(&opt, &rng, &puzzle, &solution, &rep) != SUDOKU_OK) failed++;
        t += now() - t0;
        grids += rep.grids;
        checks += rep.checks;
        uint64_t count = 0;
        if (failed == 0 && (sudoku_count(&puzzle, 2, &count) != SUDOKU_OK || count != 1 ||
                            81 - sudoku_givens(&puzzle) != holes))
            bad = 1;
    }
    printf(
        "holes %d puzzles %d seconds %.3f rate %.1f grids %lu checks %llu gave_up %lu\n",
        holes, n, t, n / t, grids, (unsigned long long)checks, failed);
    return bad;
}

int main(int argc, char **argv) {
    int n = 1000, bad = 0, any = 0;
    uint64_t seed = 1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
            n = atoi(argv[++i]);
        else if (strcmp(argv[i], "-s") == 0 && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 10);
        else {
            bad |= run(atoi(argv[i]), n, seed);
            any = 1;
        }
    }
    if (!any) {
        static const int holes[] = {30, 45, 55, 60};
        for (int k = 0; k < 4; k++)
            bad |= run(holes[k], n, seed);
    }
    if (bad) fprintf(stderr, "bench_gen: a puzzle was not unique or missed its holes\n");
    return bad;
}
