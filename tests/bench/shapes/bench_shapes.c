/*
** bench_shapes.c - the generic engine's side of tests/bench/shapes/run.sh:
**   bench_shapes solve FILE     solves every puzzle of FILE (one a line, N*N
**                               symbols 1-9A-P, '.' blank; '#' lines skipped),
**                               checks each answer, prints "puzzles seconds"
**   bench_shapes gen N COUNT SEED   prints COUNT minimal N x N puzzles
**   bench_shapes cnf FILE DIR   writes DIR/NNN.cnf, the standard SAT encoding
**                               of each puzzle (the SAT solvers' input)
**   bench_shapes nodes FILE CAP the generic engine's search nodes for the
**                               first solution of each puzzle, at most CAP
**                               (0: no cap): "index nodes solved|capped",
**                               the figure that does not depend on the load
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "internal.h"
#include "sudoku.h"

static const char symbols[] = "123456789ABCDEFGHIJKLMNOP";

static int side_of(size_t len) {
    for (int n = 4; n <= SUDOKU_MAX_SIDE; n++)
        if ((size_t)(n * n) == len) return n;
    return 0;
}

/* Reads one puzzle line into *b on *shape (made on first use). */
static int read_line(const char *line, sudoku_shape **shape, sudoku_board *b) {
    size_t len = strcspn(line, "\r\n");
    int n = side_of(len);
    if (!n || line[0] == '#') return 0;
    if (!*shape) {
        sudoku_shape_spec spec;
        sudoku_shape_spec_init(&spec, n);
        if (sudoku_shape_new(&spec, shape, NULL) != SUDOKU_OK) return 0;
    }
    b->shape = *shape;
    for (int c = 0; c < n * n; c++) {
        const char *p = strchr(symbols, line[c]);
        b->cell[c] = (unsigned char)(p && line[c] ? p - symbols + 1 : 0);
    }
    return n;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int solve_file(const char *path) {
    FILE *f = fopen(path, "r");
    char line[1024];
    sudoku_shape *shape = NULL;
    sudoku_board b, s;
    int count = 0, bad = 0;
    double t0 = now();
    while (f && fgets(line, sizeof line, f))
        if (read_line(line, &shape, &b)) {
            count++;
            bad += sudoku_board_solve(&b, &s) != SUDOKU_OK ||
                   !sudoku_board_is_solution(&b, &s);
        }
    printf("%d %.6f\n", count, now() - t0);
    if (f) fclose(f);
    sudoku_shape_free(shape);
    return bad ? 1 : 0;
}

static int gen(int n, int count, unsigned long seed) {
    sudoku_rng rng;
    sudoku_rng_seed(&rng, seed);
    for (int i = 0; i < count; i++) {
        sudoku_shape_spec spec;
        sudoku_shape_spec_init(&spec, n);
        sudoku_board_gen_options opt = {-1, SUDOKU_SYM_NONE, 0};
        sudoku_shape *shape;
        sudoku_board p;
        if (sudoku_board_generate(&spec, &opt, &rng, &shape, &p, NULL) != SUDOKU_OK)
            return 1;
        for (int c = 0; c < n * n; c++)
            putchar(p.cell[c] ? symbols[p.cell[c] - 1] : '.');
        putchar('\n');
        sudoku_shape_free(shape);
    }
    return 0;
}

/* The standard encoding: variable c*N+v+1 for symbol v+1 in cell c; each
** cell exactly one symbol, each house each symbol exactly once. */
static void write_cnf(FILE *out, const sudoku_board *b) {
    const sudoku_shape *sh = b->shape;
    int n = sudoku_shape_side(sh), houses = sudoku_shape_house_count(sh), cells[25];
    int givens = 0;
    for (int c = 0; c < n * n; c++)
        givens += b->cell[c] != 0;
    long clauses = (long)n * n * (1 + n * (n - 1) / 2) +
                   (long)houses * n * (1 + n * (n - 1) / 2) + givens;
    fprintf(out, "p cnf %d %ld\n", n * n * n, clauses);
    for (int c = 0; c < n * n; c++) {
        for (int v = 0; v < n; v++)
            fprintf(out, "%d ", c * n + v + 1);
        fprintf(out, "0\n");
        for (int v = 0; v < n; v++)
            for (int w = 0; w < v; w++)
                fprintf(out, "-%d -%d 0\n", c * n + v + 1, c * n + w + 1);
    }
    for (int h = 0; h < houses; h++) {
        sudoku_shape_house(sh, h, cells);
        for (int v = 0; v < n; v++) {
            for (int k = 0; k < n; k++)
                fprintf(out, "%d ", cells[k] * n + v + 1);
            fprintf(out, "0\n");
            for (int k = 0; k < n; k++)
                for (int j = 0; j < k; j++)
                    fprintf(out, "-%d -%d 0\n", cells[k] * n + v + 1,
                            cells[j] * n + v + 1);
        }
    }
    for (int c = 0; c < n * n; c++)
        if (b->cell[c]) fprintf(out, "%d 0\n", c * n + b->cell[c]);
}

static int cnf(const char *path, const char *dir) {
    FILE *f = fopen(path, "r");
    char line[1024], name[4096];
    sudoku_shape *shape = NULL;
    sudoku_board b;
    int count = 0;
    while (f && fgets(line, sizeof line, f)) {
        if (!read_line(line, &shape, &b)) continue;
        snprintf(name, sizeof name, "%s/%03d.cnf", dir, count++);
        FILE *out = fopen(name, "w");
        if (!out) return 1;
        write_cnf(out, &b);
        fclose(out);
    }
    if (f) fclose(f);
    sudoku_shape_free(shape);
    return count ? 0 : 1;
}

/* The engine itself (search.c) rather than sudoku_board_solve, for its node
** count: the same search, limit 1, with max_nodes as the cap. */
static int nodes(const char *path, uint64_t cap) {
    FILE *f = fopen(path, "r");
    char line[1024];
    sudoku_shape *shape = NULL;
    sudoku_board b;
    static sudoku__search s; /* big: off the stack */
    int count = 0;
    while (f && fgets(line, sizeof line, f)) {
        if (!read_line(line, &shape, &b)) continue;
        memset(&s, 0, sizeof s);
        s.shape = shape;
        s.limit = 1;
        s.max_nodes = cap;
        sudoku__search_run(&s, b.cell, NULL);
        printf("%d %llu %s\n", ++count, (unsigned long long)s.nodes,
               s.count     ? "solved"
               : s.gave_up ? "capped"
                           : "none");
        fflush(stdout);
    }
    if (f) fclose(f);
    sudoku_shape_free(shape);
    return count ? 0 : 1;
}

int main(int argc, char **argv) {
    if (argc == 3 && !strcmp(argv[1], "solve")) return solve_file(argv[2]);
    if (argc == 5 && !strcmp(argv[1], "gen"))
        return gen(atoi(argv[2]), atoi(argv[3]), strtoul(argv[4], NULL, 10));
    if (argc == 4 && !strcmp(argv[1], "cnf")) return cnf(argv[2], argv[3]);
    if (argc == 4 && !strcmp(argv[1], "nodes"))
        return nodes(argv[2], strtoull(argv[3], NULL, 10));
    fprintf(stderr, "usage: bench_shapes solve FILE | gen N COUNT SEED | cnf FILE DIR"
                    " | nodes FILE CAP\n");
    return 2;
}
