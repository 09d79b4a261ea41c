/*
** tech_fish.c - basic fish on one digit: when its places in n rows lie in
** only n columns (or the other way round), one copy per row must take up
** those columns, so it goes nowhere else in them. n = 2 X-wing, 3 swordfish,
** 4 jellyfish.
*/
#include "tech.h"

static const sudoku_technique fish_tech[5] = {SUDOKU_TECH_COUNT, SUDOKU_TECH_COUNT,
                                              SUDOKU_TECH_X_WING, SUDOKU_TECH_SWORDFISH,
                                              SUDOKU_TECH_JELLYFISH};

/* One search: digit d, base lines 'base0'..+8 (rows at 0, columns at 9). */
typedef struct fish_search {
    const sudoku__position *s;
    sudoku_step *st;
    int d, base0, n, count;
    int line[9];       /* candidate base lines */
    uint16_t where[9]; /* their places, as a mask of positions 0..8 */
} fish_search;

/* The fish of digit d in grid g with n base lines, the lines base0 + j
** for the bits j of 'bases' (rows at 0, columns at 9), and the cover lines
** of the other orientation at the bits of 'cover' (position k of a row is
** column k): d goes from the cover lines outside the base lines, and the
** fish rests on d gone from the base lines outside the cover lines. */
static void fish_at(const sudoku__grid *g, int n, int d, int base0, unsigned bases,
                    unsigned cover, sudoku__instance *in) {
    int j, k, pos;

    in->tech = fish_tech[n];
    in->digits = sudoku__digit_bit(d);
    in->n_units = in->n_cells = in->n_removed = in->n_rests = 0;
    for (pos = 0; pos < 9; pos++) {
        int cover_unit = (base0 == 0 ? 9 : 0) + pos;
        if (!((cover >> pos) & 1u)) continue;
        in->units[in->n_units++] = (unsigned char)cover_unit;
        for (k = 0; k < 9; k++) {
            int c = sudoku__unit_cell(cover_unit, k);
            if (!sudoku__has_digit(g->cand[c], d)) continue;
            if ((bases >> k) & 1u)
                sudoku__instance_cell(in, c, d);
            else
                sudoku__instance_remove(in, c, d);
        }
    }
    for (j = 0; j < 9; j++) {
        if (!((bases >> j) & 1u)) continue;
        in->units[in->n_units++] = (unsigned char)(base0 + j);
        if (!g->was) continue;
        for (k = 0; k < 9; k++) {
            int c = sudoku__unit_cell(base0 + j, k);
            if (sudoku__has_digit(g->was[c], d) && !sudoku__has_digit(g->cand[c], d) &&
                !((cover >> k) & 1u))
                sudoku__instance_rest(in, c, d);
        }
    }
}

/* Turns the base lines line[pick[0..n-1]] and their cover lines into a
** step; returns 1 when it removes something. */
static int fish_eliminate(void *ctx, const int *pick, int n, unsigned cover) {
    fish_search *q = ctx;
    sudoku__grid g = {q->s, q->s->cand, NULL, NULL, NULL, 0};
    sudoku__instance in;
    unsigned bases = 0;
    int j;

    for (j = 0; j < n; j++)
        bases |= 1u << (q->line[pick[j]] - q->base0);
    fish_at(&g, q->n, q->d, q->base0, bases, cover, &in);
    return sudoku__instance_step(q->s, &in, q->st);
}

static int fish_in(fish_search *q) {
    int l, k;

    q->count = 0;
    for (l = q->base0; l < q->base0 + 9; l++) {
        uint16_t where = 0;
        for (k = 0; k < 9; k++)
            if (q->s->cand[sudoku__unit_cell(l, k)] & (1u << (q->d - 1)))
                where |= (uint16_t)(1u << k);
        if (sudoku__bits_count(where) >= 2 && sudoku__bits_count(where) <= q->n) {
            q->line[q->count] = l;
            q->where[q->count++] = where;
        }
    }
    return q->count >= q->n &&
           sudoku__subset_search(q->where, q->count, q->n, 0, q->n, fish_eliminate, q);
}

int sudoku__tech_fish(const sudoku__position *s, sudoku_step *st, int n) {
    fish_search q;
    int d, o;

    q.s = s;
    q.st = st;
    q.n = n;
    for (d = 1; d <= 9; d++)
        for (o = 0; o < 2; o++) {
            q.d = d;
            q.base0 = o ? 9 : 0;
            if (fish_in(&q)) return 1;
        }
    return 0;
}

int sudoku__x_wings_se(const sudoku__grid *g, sudoku__visit visit, void *ctx) {
    static const int lines[2] = {9, 0};
    unsigned places[18][10];
    uint16_t two[18] = {0}, open = 0;
    int t, hi, lo, d, k, r, placed[10] = {0};
    sudoku__instance in;

    for (k = 0; k < 81; k++)
        placed[g->s->cell[k]]++;
    for (d = 1; d <= 9; d++) /* SE looks no further with 6 of d placed */
        if (placed[d] + 4 <= 9) open |= sudoku__digit_bit(d);
    for (k = 0; k < 18; k++)
        for (d = 1; d <= 9; d++) {
            places[k][d] = sudoku__grid_places(g, k, d);
            if (sudoku__bits_count(places[k][d]) == 2) two[k] |= sudoku__digit_bit(d);
        }
    /* two lines each with more than one place of d, two places between
    ** them: the same two */
    for (t = 0; t < 2; t++)
        for (hi = 1; hi < 9; hi++)
            for (lo = 0; lo < hi; lo++) {
                int b1 = lines[t] + lo, b2 = lines[t] + hi;
                unsigned digits = two[b1] & two[b2] & open;
                if (g->lost) digits &= g->lost[b1] | g->lost[b2];
                for (d = 1; digits >> (d - 1); d++) {
                    if (!sudoku__has_digit(digits, d) || places[b1][d] != places[b2][d])
                        continue;
                    fish_at(g, 2, d, lines[t], 1u << lo | 1u << hi, places[b1][d], &in);
                    if ((r = visit(ctx, &in)) != 0) return r;
                }
            }
    return 0;
}
