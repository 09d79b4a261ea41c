/*
** bench.h - shared declarations of the solver benchmark (sudoku_bench):
** the dataset type, the in-process reference solvers from the seeds and the
** runners for external solvers (tdoku, QQwing).
*/
#ifndef SUDOKU_BENCH_H
#define SUDOKU_BENCH_H

#include "sudoku.h"

#include <stddef.h>
#include <stdint.h>

/* A dataset loaded into memory: n puzzles, in file order. */
typedef struct bench_set {
    const char *name; /* file name without directory, e.g. "17_clue.txt" */
    char path[1024];
    sudoku_grid *puzzles;
    size_t n;
} bench_set;

/* What one solver did on (a prefix of) a dataset. */
typedef struct bench_result {
    size_t tried;      /* puzzles attempted (a prefix of the set) */
    size_t solved;     /* puzzles solved with a verified solution */
    size_t unverified; /* solutions missing or wrong */
    size_t no_guess;   /* solved without any guess (when known) */
    uint64_t guesses;  /* total guesses (or trial placements) */
    double seconds;    /* wall time for the tried puzzles */
    int capped;        /* 1 when a time or size cap cut the run short */
    int have_guesses;  /* 1 when guesses/no_guess are meaningful */
} bench_result;

/* Wall clock in seconds (C11 timespec_get). */
double bench_now(void);

/* Seed 000 (POJ 2676): plain depth-first search in row order, digits 1..9,
** boolean row/column/box tables. Returns 1 and fills *out when solved, 0
** when no solution, -1 when 'budget' trial placements ran out. *placements
** receives the placements made. */
int bench_seed000_solve(const sudoku_grid *puzzle, sudoku_grid *out, uint64_t budget,
                        uint64_t *placements);

/* Seed 002: MRV over 9-bit masks (fewest candidates first), candidates by
** lowbit, no propagation. Same contract as bench_seed000_solve. */
int bench_seed002_solve(const sudoku_grid *puzzle, sudoku_grid *out, uint64_t budget,
                        uint64_t *placements);

/* Runs an external one-line solver: writes the first 'n' puzzles of 'set' to
** a temporary file, runs 'command' with it on stdin, reads one 81-digit
** solution per puzzle from its stdout (tdoku's "PUZZLE:COUNT:SOLUTION" or
** QQwing's bare solution lines: the last 81 digits of each line) and
** verifies each. Returns 0, or -1 if the command could not be run. */
int bench_external(const bench_set *set, size_t n, const char *command,
                   bench_result *res);

/* Runs an external counting command (`sudoku count --limit 0`, tdoku with
** a limit of 10^8) on the whole set as above and checks that every count
** it prints equals want[k]; res->guesses receives the sum of its counts.
** Returns 0, or -1 if the command could not be run. */
int bench_external_count(const bench_set *set, const char *command, const uint64_t *want,
                         bench_result *res);

#endif /* SUDOKU_BENCH_H */
