/*
** rate_cut.c - cuts a 9x9 variant puzzle's Sudoku Explainer path at its
** hardest step, to check that step against serate without the hours
** serate spends on the steps before it. Usage:
**   rate_cut --variant LIST [--last] [FILE]
**   rate_cut --variant LIST --rate [FILE]
**   rate_cut --variant LIST --step [FILE]
**   rate_cut --variant LIST --path [FILE]
** Each line of FILE (standard input without one) starting with 81 cells is
** a puzzle of the variant; lines starting with '#' are skipped. For each,
** the classic scale's path (sudoku_next_step_shape, as `rate --scale
** classic` takes it) is walked and one line printed:
**   PUZZLE SCORE HARDEST STEPS HEAVY NESTED CUT LEFT CANDIDATES POSITION
** SCORE and HARDEST the path's hardest step (the first of the highest
** weight), STEPS its length, HEAVY how many steps weigh 9.0 or more (SE's
** dynamic forcing chains (+) and nested chains: what makes serate slow),
** NESTED how many are nested forcing chains. CUT is the number of steps
** before the position cut at (from 0), LEFT how many heavy steps are left
** from there on, and POSITION that position as a
** 729-character pencil-mark line (serate and `sudoku rate` take it): by
** default the position before the hardest step (whose rating is then the
** puzzle's), with --last the one before the last nested forcing chain (its
** rating is then the highest weight from there on: fewer heavy steps for
** serate to find). CANDIDATES counts the candidates of the empty cells
** there. A puzzle the path does not solve prints '-' in every field, one
** without a nested chain (with --last) in the last four.
** --rate rates each line instead, an 81-cell puzzle or a 729-character
** position (a cell with one candidate placed, as the reader and serate
** take it), with sudoku_rate_shape on the classic scale (the CLI reads
** pencil marks on the classic board only), and prints
**   LINE SCORE HARDEST CPU_SECONDS
** --step takes each line's first step on that path instead and prints
**   LINE WEIGHT TECHNIQUE AFTER
** AFTER the position after it, in 729 characters as serate's --after=%m
** writes it: serate's first step from LINE can then be checked whole.
** --path prints "WEIGHT AFTER" for every step of the path instead, a line
** a step (then a line "-" if it stops unsolved).
*/
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sudoku.h"

typedef struct cut {
    sudoku_grid grid;
    sudoku_candidates marks;
    int at;    /* steps before it; -1: none */
    int heavy; /* steps of the path before it weighing 9.0 or more */
} cut;

typedef struct walk {
    double score;
    sudoku_technique hardest;
    int steps, heavy, nested, solved;
    cut hard, late; /* before the hardest step; before the last nested one */
} walk;

static void keep(cut *c, const sudoku_grid *g, const sudoku_candidates *m, int at,
                 int heavy) {
    c->grid = *g;
    c->marks = *m;
    c->at = at;
    c->heavy = heavy;
}

/* Reads a line, an 81-cell puzzle or a 729-character position, into *g
** and *m as the reader and serate take it: a cell with one candidate is
** placed. */
static void read_line(const char *line, sudoku_grid *g, sudoku_candidates *m) {
    size_t len = strcspn(line, " \t\r\n");

    for (int i = 0; i < 81; i++) {
        unsigned mask = 0;
        for (int d = 1; len >= 729 && d <= 9; d++)
            if (line[9 * i + d - 1] == '0' + d) mask |= 1u << (d - 1);
        if (len < 729 && line[i] >= '1' && line[i] <= '9') mask = 1u << (line[i] - '1');
        if (len < 729 && !mask) mask = 0x1FF;
        g->cell[i] = 0;
        for (int d = 1; d <= 9; d++)
            if (mask == 1u << (d - 1)) g->cell[i] = (unsigned char)d;
        m->mask[i] = (uint16_t)(g->cell[i] ? 0 : mask);
    }
}

/* Walks the classic scale's path of 'puzzle' (its empty cells' candidates
** within 'marks') on 'shape' into *w. */
static void walk_path(const sudoku_shape *shape, const sudoku_grid *puzzle,
                      const sudoku_candidates *marks, walk *w) {
    sudoku_grid g = *puzzle;
    sudoku_candidates m;
    sudoku_step *st = malloc(sizeof *st);
    sudoku_status s = st ? sudoku_candidates_init_shape(shape, &g, &m) : SUDOKU_ENOMEM;

    w->score = 0.0;
    w->steps = w->heavy = w->nested = w->solved = 0;
    w->hard.at = w->late.at = -1;
    for (int i = 0; i < 81; i++) /* a position's marks restrict the cells */
        m.mask[i] &= marks->mask[i];
    if (s == SUDOKU_OK)
        while ((s = sudoku_next_step_shape(shape, &g, &m, 1, SUDOKU_SCALE_CLASSIC, st)) ==
               SUDOKU_OK) {
            if (st->difficulty > w->score + 1e-9) {
                w->score = st->difficulty;
                w->hardest = st->technique;
                keep(&w->hard, &g, &m, w->steps, w->heavy);
            }
            if (st->technique == SUDOKU_TECH_NESTED_FORCING) {
                keep(&w->late, &g, &m, w->steps, w->heavy);
                w->nested++;
            }
            w->heavy += st->difficulty >= 9.0 - 1e-9;
            w->steps++;
            if (sudoku_step_apply_shape(shape, st, &g, &m) != SUDOKU_OK) break;
        }
    w->solved = s == SUDOKU_END;
    free(st);
}

/* Writes the position of g and m as 729 pencil marks into line[730] (a
** placed cell: its digit alone). Returns its empty cells' candidates. */
static int position(const sudoku_grid *g, const sudoku_candidates *m, char *line) {
    int n = 0;

    for (int i = 0; i < 81; i++)
        for (int d = 1; d <= 9; d++) {
            int on = g->cell[i] ? g->cell[i] == d : (m->mask[i] >> (d - 1)) & 1;
            line[9 * i + d - 1] = on ? (char)('0' + d) : '.';
            n += on && !g->cell[i];
        }
    line[729] = '\0';
    return n;
}

/* Prints " CUT HEAVY CANDIDATES POSITION" of the position *c, HEAVY the
** heavy steps from there on ('total' in the whole path). */
static void put_cut(const cut *c, int total) {
    char line[730];
    int n = position(&c->grid, &c->marks, line);

    printf(" %d %d %d %s\n", c->at, total - c->heavy, n, line);
}

/* The technique's name as `rate --format line` writes it ("nested-forcing-chain"). */
static const char *slug(sudoku_technique tech) {
    static char buf[64];
    size_t i;

    snprintf(buf, sizeof buf, "%s", sudoku_technique_name(tech));
    for (i = 0; buf[i]; i++) {
        if (buf[i] == ' ') buf[i] = '-';
        if (buf[i] >= 'A' && buf[i] <= 'Z') buf[i] = (char)(buf[i] - 'A' + 'a');
    }
    return buf;
}

static void cut_line(const sudoku_shape *shape, const char *line, walk *w, int last) {
    sudoku_grid g;
    sudoku_candidates m;
    const cut *c;

    read_line(line, &g, &m);
    walk_path(shape, &g, &m, w);
    printf("%.*s", (int)strcspn(line, " \t\r\n"), line);
    if (!w->solved) {
        printf(" - - - - - - - - -\n");
        return;
    }
    printf(" %.1f %s %d %d %d", w->score, slug(w->hardest), w->steps, w->heavy,
           w->nested);
    c = last ? &w->late : &w->hard;
    if (c->at < 0)
        printf(" - - - -\n");
    else
        put_cut(c, w->heavy);
}

static double cpu_now(void) {
    struct timespec ts;

    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* --rate: one line, a puzzle or a position. */
static void rate_line(const sudoku_shape *shape, const char *line) {
    size_t len = strcspn(line, " \t\r\n");
    sudoku_grid g;
    sudoku_candidates m;
    sudoku_rating r;
    double t0;

    read_line(line, &g, &m);
    t0 = cpu_now();
    if (sudoku_rate_shape(shape, &g, &m, SUDOKU_SCALE_CLASSIC, &r) != SUDOKU_OK)
        printf("%.*s - - %.1f\n", (int)len, line, cpu_now() - t0);
    else
        printf("%.*s %.1f %s %.1f\n", (int)len, line, r.score, slug(r.hardest),
               cpu_now() - t0);
}

/* --step: the first step from a line; with 'every' (--path), every step. */
static void step_line(const sudoku_shape *shape, const char *line, int every) {
    size_t len = strcspn(line, " \t\r\n");
    sudoku_grid g;
    sudoku_candidates m, all;
    sudoku_step *st = malloc(sizeof *st);
    char after[730];

    read_line(line, &g, &m);
    if (st && sudoku_candidates_init_shape(shape, &g, &all) == SUDOKU_OK)
        for (int i = 0; i < 81; i++) /* the marks within what the houses allow */
            m.mask[i] &= all.mask[i];
    if (every) {
        while (st &&
               sudoku_next_step_shape(shape, &g, &m, 1, SUDOKU_SCALE_CLASSIC, st) ==
                   SUDOKU_OK &&
               sudoku_step_apply_shape(shape, st, &g, &m) == SUDOKU_OK) {
            position(&g, &m, after);
            printf("%.1f %s\n", st->difficulty, after);
        }
        if (memchr(g.cell, 0, sizeof g.cell)) printf("-\n");
    } else if (!st ||
               sudoku_next_step_shape(shape, &g, &m, 1, SUDOKU_SCALE_CLASSIC, st) !=
                   SUDOKU_OK ||
               sudoku_step_apply_shape(shape, st, &g, &m) != SUDOKU_OK) {
        printf("%.*s - - -\n", (int)len, line);
    } else {
        position(&g, &m, after);
        printf("%.*s %.1f %s %s\n", (int)len, line, st->difficulty, slug(st->technique),
               after);
    }
    free(st);
}

int main(int argc, char **argv) {
    const char *variants = NULL, *file = NULL;
    sudoku_shape_spec spec;
    sudoku_shape *shape = NULL;
    sudoku_error err;
    walk w;
    char line[1024];
    int last = 0, rate = 0, step = 0, path = 0;
    FILE *f = stdin;

    for (int a = 1; a < argc; a++) {
        if (strcmp(argv[a], "--variant") == 0 && a + 1 < argc)
            variants = argv[++a];
        else if (strcmp(argv[a], "--last") == 0)
            last = 1;
        else if (strcmp(argv[a], "--rate") == 0)
            rate = 1;
        else if (strcmp(argv[a], "--step") == 0)
            step = 1;
        else if (strcmp(argv[a], "--path") == 0)
            path = 1;
        else
            file = argv[a];
    }
    sudoku_shape_spec_init(&spec, 9);
    if (!variants || sudoku_variants_parse(variants, &spec.variants, &err) != SUDOKU_OK ||
        sudoku_shape_new(&spec, &shape, &err) != SUDOKU_OK) {
        fprintf(stderr, "usage: rate_cut --variant LIST [--last | --rate | --step | "
                        "--path] [FILE]\n");
        return 2;
    }
    if (file && !(f = fopen(file, "r"))) {
        perror(file);
        sudoku_shape_free(shape);
        return 2;
    }
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || strcspn(line, " \t\r\n") < 81) continue;
        if (rate)
            rate_line(shape, line);
        else if (step || path)
            step_line(shape, line, path);
        else
            cut_line(shape, line, &w, last);
    }
    if (f != stdin) fclose(f);
    sudoku_shape_free(shape);
    return 0;
}
