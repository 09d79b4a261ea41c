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

/* Turns the base lines line[pick[0..n-1]] and their 'cover' lines (the
** other orientation: position k of a row is column k) into a step; returns
** 1 when it removes something. */
static int fish_eliminate(void *ctx, const int *pick, int n, unsigned cover) {
    fish_search *q = ctx;
    int j, k, pos;
    unsigned bases = 0;

    for (j = 0; j < n; j++)
        bases |= 1u << (q->line[pick[j]] - q->base0);
    sudoku__step_clear(q->st, fish_tech[q->n]);
    q->st->digits = (uint16_t)(1u << (q->d - 1));
    for (pos = 0; pos < 9; pos++) {
        int cover_unit = (q->base0 == 0 ? 9 : 0) + pos;
        if (!((cover >> pos) & 1u)) continue;
        sudoku__step_add_unit(q->st, cover_unit);
        for (k = 0; k < 9; k++) {
            int c = sudoku__unit_cell(cover_unit, k);
            if ((bases >> k) & 1u) {
                if (q->s->cand[c] & (1u << (q->d - 1)))
                    sudoku__step_add_cell(q->st, c, q->d);
            } else {
                sudoku__step_remove(q->s, q->st, c, q->d);
            }
        }
    }
    for (j = 0; j < n; j++)
        sudoku__step_add_unit(q->st, q->line[pick[j]]);
    return q->st->n_removed > 0;
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
