/*
** bench_external.c - times an external solver (tdoku's example binary,
** QQwing) on a prefix of a dataset, as a whole process over a file, and
** verifies every solution it prints with sudoku_is_solution.
*/
#define _POSIX_C_SOURCE 200809L
#include "bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Writes the first n puzzles of set as 81-character lines. */
static int write_puzzles(const bench_set *set, size_t n, const char *path) {
    FILE *f = fopen(path, "w");
    if (!f) return -1;
    char line[83];
    for (size_t k = 0; k < n; k++) {
        for (int i = 0; i < 81; i++) {
            unsigned char c = set->puzzles[k].cell[i];
            line[i] = c ? (char)('0' + c) : '.';
        }
        line[81] = '\n';
        line[82] = '\0';
        fputs(line, f);
    }
    return fclose(f) == 0 ? 0 : -1;
}

/* The last run of 81 digits 1-9 in line, parsed into *g; 0 if none. */
static int last_solution(const char *line, sudoku_grid *g) {
    size_t len = strlen(line), run = 0;
    for (size_t i = len; i-- > 0;) {
        if (line[i] >= '1' && line[i] <= '9') {
            if (++run == 81) {
                for (int k = 0; k < 81; k++)
                    g->cell[k] = (unsigned char)(line[i + (size_t)k] - '0');
                return 1;
            }
        } else {
            run = 0;
        }
    }
    return 0;
}

/* Reads the solver's output and checks line k against puzzle k. */
static void verify_output(const bench_set *set, size_t n, const char *path,
                          bench_result *res) {
    FILE *f = fopen(path, "r");
    char line[512];
    size_t k = 0;
    while (f && k < n && fgets(line, sizeof line, f)) {
        sudoku_grid g;
        if (strlen(line) < 81) continue; /* blank or informational lines */
        if (last_solution(line, &g) && sudoku_is_solution(&set->puzzles[k], &g))
            res->solved++;
        k++;
    }
    if (f) fclose(f);
    res->unverified = n - res->solved;
}

/* Reads the counts a counting command printed, one line a puzzle: ours
** prints the count alone, tdoku "PUZZLE:COUNT:SOLUTION". A count is right
** when it equals want[k] (from sudoku_count in process). */
static void verify_counts(size_t n, const char *path, const uint64_t *want,
                          bench_result *res) {
    FILE *f = fopen(path, "r");
    char line[512];
    size_t k = 0;
    while (f && k < n && fgets(line, sizeof line, f)) {
        const char *colon = strchr(line, ':');
        unsigned long long got = strtoull(colon ? colon + 1 : line, NULL, 10);
        res->solved += got == want[k];
        res->guesses += got;
        k++;
    }
    if (f) fclose(f);
    res->unverified = n - res->solved;
}

/* Runs 'command' on the first n puzzles of set (stdin from a file, stdout
** to a file), times it, then checks its output: solutions (want == NULL)
** or counts. Returns 0, or -1 if the command could not be run. */
static int run_checked(const bench_set *set, size_t n, const char *command,
                       const uint64_t *want, bench_result *res) {
    char in[] = "/tmp/sudoku_bench_inXXXXXX", out[] = "/tmp/sudoku_bench_outXXXXXX";
    int fd_in = mkstemp(in), fd_out = mkstemp(out);
    int rc = -1;
    memset(res, 0, sizeof *res);
    if (fd_in >= 0 && fd_out >= 0 && write_puzzles(set, n, in) == 0) {
        char cmd[4096];
        snprintf(cmd, sizeof cmd, "%s < '%s' > '%s' 2>/dev/null", command, in, out);
        double t0 = bench_now();
        int status = system(cmd);
        res->seconds = bench_now() - t0;
        res->tried = n;
        res->capped = n < set->n;
        if (status == 0) {
            if (want)
                verify_counts(n, out, want, res);
            else
                verify_output(set, n, out, res);
            rc = 0;
        }
    }
    if (fd_in >= 0) {
        close(fd_in);
        unlink(in);
    }
    if (fd_out >= 0) {
        close(fd_out);
        unlink(out);
    }
    return rc;
}

int bench_external(const bench_set *set, size_t n, const char *command,
                   bench_result *res) {
    return run_checked(set, n, command, NULL, res);
}

int bench_external_count(const bench_set *set, const char *command, const uint64_t *want,
                         bench_result *res) {
    return run_checked(set, set->n, command, want, res);
}
