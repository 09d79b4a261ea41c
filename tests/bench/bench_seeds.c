/*
** bench_seeds.c - the seeds' own algorithms as small reference solvers for
** the benchmark: seed 000's row-order DFS and seed 002's MRV + bitmask +
** lowbit search without propagation. Deliberately unoptimised beyond what
** the seeds do; each stops after a budget of trial placements.
*/
#include "bench.h"

#include <string.h>

/* ==================================================================== */
/* Seed 000: row-order depth-first search                                */
/* ==================================================================== */

typedef struct dfs000 {
    unsigned char map[81];
    unsigned char row[9][10], col[9][10], box[9][10]; /* digit used? */
    uint64_t placements, budget;
} dfs000;

static int box_of(int i) { return (i / 27) * 3 + (i % 9) / 3; }

/* Returns 1 solved, 0 dead end, -1 budget exhausted. */
static int dfs000_from(dfs000 *s, int i) {
    while (i < 81 && s->map[i])
        i++;
    if (i == 81) return 1;
    int r = i / 9, c = i % 9, b = box_of(i);
    for (int x = 1; x <= 9; x++) {
        if (s->row[r][x] || s->col[c][x] || s->box[b][x]) continue;
        if (++s->placements > s->budget) return -1;
        s->map[i] = (unsigned char)x;
        s->row[r][x] = s->col[c][x] = s->box[b][x] = 1;
        int got = dfs000_from(s, i + 1);
        if (got != 0) return got;
        s->map[i] = 0;
        s->row[r][x] = s->col[c][x] = s->box[b][x] = 0;
    }
    return 0;
}

int bench_seed000_solve(const sudoku_grid *puzzle, sudoku_grid *out, uint64_t budget,
                        uint64_t *placements) {
    dfs000 s;
    memset(&s, 0, sizeof s);
    s.budget = budget;
    for (int i = 0; i < 81; i++) {
        int x = puzzle->cell[i];
        s.map[i] = (unsigned char)x;
        if (x) s.row[i / 9][x] = s.col[i % 9][x] = s.box[box_of(i)][x] = 1;
    }
    int got = dfs000_from(&s, 0);
    *placements = s.placements;
    if (got == 1) memcpy(out->cell, s.map, 81);
    return got;
}

/* ==================================================================== */
/* Seed 002: MRV over bitmasks, lowbit enumeration, no propagation       */
/* ==================================================================== */

typedef struct mrv002 {
    unsigned char g[81];
    unsigned row[9], col[9], box[9]; /* digits still possible (bit d-1) */
    uint64_t placements, budget;
} mrv002;

static int ones(unsigned m) {
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
}

static unsigned get002(const mrv002 *s, int i) {
    return s->row[i / 9] & s->col[i % 9] & s->box[box_of(i)];
}

static void fill002(mrv002 *s, int i, int t, int set) {
    unsigned bit = 1u << (t - 1);
    s->g[i] = (unsigned char)(set ? t : 0);
    s->row[i / 9] ^= bit;
    s->col[i % 9] ^= bit;
    s->box[box_of(i)] ^= bit;
}

/* Returns 1 solved, 0 dead end, -1 budget exhausted; cnt = empty cells. */
static int mrv002_from(mrv002 *s, int cnt) {
    if (cnt == 0) return 1;
    int minv = 10, best = 0;
    for (int i = 0; i < 81; i++)
        if (s->g[i] == 0 && ones(get002(s, i)) < minv) {
            minv = ones(get002(s, i));
            best = i;
        }
    for (unsigned m = get002(s, best); m; m &= m - 1) {
        unsigned low = m & (0u - m);
        int t = 1;
        while (!(low >> (t - 1) & 1u))
            t++;
        if (++s->placements > s->budget) return -1;
        fill002(s, best, t, 1);
        int got = mrv002_from(s, cnt - 1);
        if (got != 0) return got;
        fill002(s, best, t, 0);
    }
    return 0;
}

int bench_seed002_solve(const sudoku_grid *puzzle, sudoku_grid *out, uint64_t budget,
                        uint64_t *placements) {
    mrv002 s;
    int cnt = 0;
    memset(&s, 0, sizeof s);
    s.budget = budget;
    for (int u = 0; u < 9; u++)
        s.row[u] = s.col[u] = s.box[u] = 0x1FFu;
    for (int i = 0; i < 81; i++) {
        if (puzzle->cell[i])
            fill002(&s, i, puzzle->cell[i], 1);
        else
            cnt++;
    }
    int got = mrv002_from(&s, cnt);
    *placements = s.placements;
    if (got == 1) memcpy(out->cell, s.g, 81);
    return got;
}
