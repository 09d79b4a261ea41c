/*
** tech_nc.c - the two techniques of a non-consecutive board (orthogonal
** neighbours never differ by 1) that Sukaku Explainer's modern set has with
** its switch -c 1, rated as it rates them:
**   non-consecutive forcing cell (2.4): a cell holding only d, d+1, or only
**     d, d+2, or only d, d+1, d+2: whichever it holds, its neighbours cannot
**     hold d+1 (and with d, d+1 alone, not d either: that is the cell's own
**     digit or next to it);
**   locked non-consecutive (2.5): digit d of a house goes in one of a few
**     cells (up to 5 in a box or window, 3 in a row or column); a cell that
**     is each of them or a neighbour of each loses d-1 and d+1.
** Sukaku Explainer tries them right after the naked single, the forcing
** cell over the cells in order, then the locked digit by digit over the
** windows, columns, rows and boxes; the first that removes something is
** the step (the one it takes, so the paths stay the same).
*/
#include "tech.h"

/* 1 when *s is a non-consecutive board: every cell has neighbours there. */
static int non_consecutive(const sudoku__position *s) {
    return s->houses && s->houses->n_adj[0] > 0;
}

/* Removes 'gone' from the neighbours of cell c into *st; how many it
** removed. */
static int clear_neighbours(const sudoku__position *s, sudoku_step *st, int c,
                            uint16_t gone) {
    const sudoku__houses *h = s->houses;
    int before = st->n_removed;

    for (int k = 0; k < h->n_adj[c]; k++)
        for (int d = 1; d <= 9; d++)
            if (gone & (1u << (d - 1))) sudoku__step_remove(s, st, h->adj[c][k], d);
    return st->n_removed - before;
}

/* The digits a cell holding only 'm' takes from its neighbours (0 when its
** candidates are no such pattern). */
static uint16_t forced_away(uint16_t m) {
    int n = sudoku__bits_count(m), lo = sudoku__lowest_digit(m), hi = lo;

    if (n != 2 && n != 3) return 0;
    for (int d = lo; d <= 9; d++)
        if (m & (1u << (d - 1))) hi = d;
    if (n == 2 && hi == lo + 1) return m;          /* d, d+1: both */
    if (hi == lo + 2) return (uint16_t)(1u << lo); /* d+1 */
    return 0;
}

int sudoku__tech_nc_forcing_cell(const sudoku__position *s, sudoku_step *st) {
    if (!non_consecutive(s)) return 0;
    for (int c = 0; c < 81; c++) {
        uint16_t gone = forced_away(s->cand[c]);
        if (!gone) continue;
        sudoku__step_clear(st, SUDOKU_TECH_NC_FORCING_CELL);
        if (!clear_neighbours(s, st, c, gone)) continue;
        st->digits = s->cand[c];
        sudoku__step_add_cell(st, c, 0);
        return 1;
    }
    return 0;
}

/* The cells that are each cell of 'at' (n of them) or next to it, as bits
** of two words (cell b: bit b % 64 of word b / 64). */
static void next_to_all(const sudoku__houses *h, const unsigned char *at, int n,
                        uint64_t out[2]) {
    out[0] = out[1] = ~(uint64_t)0;
    for (int i = 0; i < n; i++) {
        uint64_t near[2] = {0, 0};
        near[at[i] >> 6] |= (uint64_t)1 << (at[i] & 63);
        for (int k = 0; k < h->n_adj[at[i]]; k++)
            near[h->adj[at[i]][k] >> 6] |= (uint64_t)1 << (h->adj[at[i]][k] & 63);
        out[0] &= near[0];
        out[1] &= near[1];
    }
}

/* Digit d in house u, at most 'most' places: the locked step, if it removes
** anything. */
static int locked_in(const sudoku__position *s, sudoku_step *st, int u, int d, int most) {
    const sudoku__houses *h = s->houses;
    unsigned char at[9];
    uint64_t near[2];
    int n = 0;

    for (int k = 0; k < 9; k++)
        if (s->cand[h->cell[u][k]] & (1u << (d - 1))) at[n++] = h->cell[u][k];
    if (n == 0 || n > most) return 0;
    next_to_all(h, at, n, near);
    sudoku__step_clear(st, SUDOKU_TECH_LOCKED_NC);
    for (int c = 0; c < 81; c++)
        if ((near[c >> 6] >> (c & 63)) & 1u) {
            if (d > 1) sudoku__step_remove(s, st, c, d - 1);
            if (d < 9) sudoku__step_remove(s, st, c, d + 1);
        }
    if (!st->n_removed) return 0;
    st->digits = (uint16_t)(1u << (d - 1));
    for (int i = 0; i < n; i++)
        sudoku__step_add_cell(st, at[i], d);
    sudoku__step_add_unit(st, u);
    return 1;
}

int sudoku__tech_locked_nc(const sudoku__position *s, sudoku_step *st) {
    /* SE's region types in its order here: the 4 drawn windows, columns,
    ** rows, boxes (not the disjoint groups, whose cells never touch) */
    static const struct {
        unsigned char first, count, most;
    } types[4] = {{SUDOKU__HOUSE_WINDOW, 4, 5}, {9, 9, 3}, {0, 9, 3}, {18, 9, 5}};

    if (!non_consecutive(s)) return 0;
    for (int d = 1; d <= 9; d++)
        for (int t = 0; t < 4; t++)
            for (int u = types[t].first; u < types[t].first + types[t].count; u++)
                if (sudoku__has_house(s, u) && locked_in(s, st, u, d, types[t].most))
                    return 1;
    return 0;
}
