/*
** rate_calibrate.c - calibration and validation of sudoku_rate. Usage:
**   rate_calibrate [--scale classic|modern] [--verify] [--dump] [--every N] FILE...
** Each line of FILE is an 81-character puzzle, optionally followed by a
** space and a reference rating (Sudoku Explainer scale) and the seconds the
** reference rater took; with references, a table per SE band follows. For each file it
** prints the spread of levels and hardest techniques, the rating speed and,
** where reference ratings are present, Spearman's rank correlation.
** --verify checks every step of every solve path against the solution
** found by sudoku_solve (slower). --every N rates only every Nth line.
** --dump prints a line a puzzle: its reference rating (or -), ours, the CPU
** milliseconds ours took, the hardest technique and the puzzle.
*/
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sudoku.h"

typedef struct sample {
    double ours, ref;
} sample;

/* Agreement with the reference in one integer band of its ratings (band 0
** holds them all), and the time each rater took there. */
typedef struct band {
    int n, exact;
    double diff, absdiff, seconds, ref_seconds;
} band;

static sudoku_scale scale = SUDOKU_SCALE_CLASSIC;

static double now(void) {
    struct timespec ts;

    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts); /* CPU time: robust to a busy machine */
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Walks the solve path step by step, checking each against the solution.
** Returns the number of wrong steps (0 when all are sound). */
static int verify(const sudoku_grid *puzzle) {
    sudoku_grid sol, g = *puzzle;
    sudoku_candidates marks;
    sudoku_step st;
    int bad = 0, c;

    if (sudoku_solve(puzzle, &sol, NULL) != SUDOKU_OK) return 1;
    sudoku_candidates_init(&g, &marks);
    while (sudoku_next_step(&g, &marks, &st) == SUDOKU_OK) {
        if (st.cell >= 0 && sol.cell[st.cell] != st.digit) bad++;
        for (c = 0; c < 81; c++)
            if (st.removed[c] & (1u << (sol.cell[c] - 1))) bad++;
        if (bad) {
            char text[2048];
            sudoku_step_explain(&st, text, sizeof text);
            fprintf(stderr, "WRONG STEP: %s\n", text);
            return bad;
        }
        if (sudoku_step_apply(&st, &g, &marks) != SUDOKU_OK) return 1;
    }
    return !sudoku_is_solution(puzzle, &g);
}

/* Ranks with ties averaged, by 'key' (0 ours, 1 ref), into rank[]. */
static double key_of(const sample *s, int key) { return key ? s->ref : s->ours; }

static const sample *sort_base;
static int sort_key;

static int cmp_index(const void *a, const void *b) {
    double x = key_of(&sort_base[*(const int *)a], sort_key);
    double y = key_of(&sort_base[*(const int *)b], sort_key);

    return (x > y) - (x < y);
}

static void ranks(const sample *s, int n, int key, double *rank) {
    int *idx = malloc((size_t)n * sizeof *idx), i, j, k;

    for (i = 0; i < n; i++)
        idx[i] = i;
    sort_base = s;
    sort_key = key;
    qsort(idx, (size_t)n, sizeof *idx, cmp_index);
    for (i = 0; i < n; i = j) {
        for (j = i; j < n && key_of(&s[idx[j]], key) == key_of(&s[idx[i]], key); j++)
            ;
        for (k = i; k < j; k++)
            rank[idx[k]] = (i + j - 1) / 2.0 + 1.0;
    }
    free(idx);
}

static double spearman(const sample *s, int n) {
    double *ra = malloc((size_t)n * sizeof *ra), *rb = malloc((size_t)n * sizeof *rb);
    double ma = 0, mb = 0, sab = 0, saa = 0, sbb = 0;
    int i;

    ranks(s, n, 0, ra);
    ranks(s, n, 1, rb);
    for (i = 0; i < n; i++) {
        ma += ra[i] / n;
        mb += rb[i] / n;
    }
    for (i = 0; i < n; i++) {
        sab += (ra[i] - ma) * (rb[i] - mb);
        saa += (ra[i] - ma) * (ra[i] - ma);
        sbb += (rb[i] - mb) * (rb[i] - mb);
    }
    free(ra);
    free(rb);
    return sab / sqrt(saa * sbb);
}

typedef struct totals {
    int n, failed, wrong, with_ref;
    unsigned level[5], hardest[SUDOKU_TECH_MAX];
    double seconds, max_seconds, score_sum;
    band bands[13];
    sample *samples;
    int cap;
} totals;

static int dump; /* --dump: print "reference score cpu_ms hardest puzzle" per puzzle */

/* Counts a rating against the reference "REF [REF_SECONDS]" in 'fields'. */
static void add_band(totals *t, double ours, const char *fields, double seconds) {
    char *end;
    double ref = strtod(fields, &end), ref_seconds = strtod(end, NULL);
    int b = ref < 1.0 ? 1 : ref >= 12.0 ? 12 : (int)ref, k;

    for (k = 0; k < 2; k++) {
        band *x = &t->bands[k ? b : 0];
        x->n++;
        x->exact += fabs(ours - ref) < 0.05;
        x->diff += ours - ref;
        x->absdiff += fabs(ours - ref);
        x->seconds += seconds;
        x->ref_seconds += ref_seconds;
    }
}

static void rate_line(totals *t, const char *line, int do_verify) {
    sudoku_grid g;
    sudoku_rating r;
    double t0, dt;
    int i;

    for (i = 0; i < 81; i++)
        g.cell[i] = (unsigned char)(line[i] >= '1' && line[i] <= '9' ? line[i] - '0' : 0);
    t0 = now();
    if (sudoku_rate_scale(&g, NULL, scale, &r) != SUDOKU_OK) {
        t->failed++;
        return;
    }
    dt = now() - t0;
    t->seconds += dt;
    if (dt > t->max_seconds) t->max_seconds = dt;
    t->n++;
    t->level[r.level]++;
    t->hardest[r.hardest]++;
    t->score_sum += r.score;
    if (do_verify && verify(&g)) t->wrong++;
    if (strlen(line) > 82) {
        if (t->with_ref == t->cap) {
            t->cap = t->cap ? 2 * t->cap : 1024;
            t->samples = realloc(t->samples, (size_t)t->cap * sizeof *t->samples);
        }
        t->samples[t->with_ref].ours = r.score;
        t->samples[t->with_ref++].ref = atof(line + 82);
        add_band(t, r.score, line + 82, dt);
    }
    if (dump)
        printf("%s %.1f %.1f %s %.81s\n", strlen(line) > 82 ? line + 82 : "-", r.score,
               1e3 * dt, sudoku_technique_name(r.hardest), line);
}

/* The agreement table, one row per band of the reference and one for all. */
static void report_bands(const totals *t) {
    int b;

    printf("\n| SE band | puzzles | exact | mean diff | mean abs diff | ours ms/puzzle | "
           "reference ms/puzzle |\n|---|---:|---:|---:|---:|---:|---:|\n");
    for (b = 1; b <= 13; b++) {
        const band *x = &t->bands[b % 13];
        if (x->n == 0) continue;
        if (b == 13)
            printf("| all (%s) |", sudoku_scale_name(scale));
        else
            printf("| %d |", b);
        printf(" %d | %.0f%% | %+.2f | %.2f | %.1f | %.1f |\n", x->n,
               100.0 * x->exact / x->n, x->diff / x->n, x->absdiff / x->n,
               1e3 * x->seconds / x->n, 1e3 * x->ref_seconds / x->n);
    }
}

static void report(const char *name, const totals *t) {
    int i;

    printf("%s: %d rated, %d not rated, mean score %.2f, %.3f ms/puzzle (max %.1f ms)",
           name, t->n, t->failed, t->n ? t->score_sum / t->n : 0.0,
           t->n ? 1e3 * t->seconds / t->n : 0.0, 1e3 * t->max_seconds);
    if (t->wrong) printf(", %d WRONG", t->wrong);
    printf("\n  levels:");
    for (i = 0; i < 5; i++)
        printf(" %s %.1f%%", sudoku_level_name((sudoku_level)i),
               t->n ? 100.0 * t->level[i] / t->n : 0.0);
    printf("\n  hardest:");
    for (i = 0; i < SUDOKU_TECH_COUNT; i++)
        if (t->hardest[i])
            printf(" %s %u;", sudoku_technique_name((sudoku_technique)i), t->hardest[i]);
    printf("\n");
    if (t->with_ref > 1)
        printf("  Spearman vs reference (%d puzzles): %.3f\n", t->with_ref,
               spearman(t->samples, t->with_ref));
    if (t->with_ref > 0) report_bands(t);
}

int main(int argc, char **argv) {
    int a, do_verify = 0, every = 1;

    for (a = 1; a < argc; a++) {
        char line[256];
        totals t;
        long n = 0;
        FILE *f;
        if (strcmp(argv[a], "--verify") == 0) {
            do_verify = 1;
            continue;
        }
        if (strcmp(argv[a], "--dump") == 0) {
            dump = 1;
            continue;
        }
        if (strcmp(argv[a], "--scale") == 0 && a + 1 < argc) {
            if (sudoku_scale_parse(argv[++a], &scale) != SUDOKU_OK) {
                fprintf(stderr, "rate_calibrate: --scale classic or modern\n");
                return 2;
            }
            continue;
        }
        if (strcmp(argv[a], "--every") == 0 && a + 1 < argc) {
            every = atoi(argv[++a]);
            continue;
        }
        if (!(f = fopen(argv[a], "r"))) {
            perror(argv[a]);
            return 2;
        }
        memset(&t, 0, sizeof t);
        while (fgets(line, sizeof line, f) && (line[strcspn(line, "\r\n")] = '\0', 1))
            if (strlen(line) >= 81 && n++ % every == 0) rate_line(&t, line, do_verify);
        fclose(f);
        report(argv[a], &t);
        free(t.samples);
    }
    return 0;
}
