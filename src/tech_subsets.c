/*
** tech_subsets.c - naked and hidden pairs, triples and quads: n cells of a
** unit holding only n digits between them (naked), or n digits confined to
** n cells of a unit (hidden).
*/
#include "tech.h"

static const sudoku_technique naked_tech[5] = {
    SUDOKU_TECH_COUNT, SUDOKU_TECH_COUNT, SUDOKU_TECH_NAKED_PAIR,
    SUDOKU_TECH_NAKED_TRIPLE, SUDOKU_TECH_NAKED_QUAD};
static const sudoku_technique hidden_tech[5] = {
    SUDOKU_TECH_COUNT, SUDOKU_TECH_COUNT, SUDOKU_TECH_HIDDEN_PAIR,
    SUDOKU_TECH_HIDDEN_TRIPLE, SUDOKU_TECH_HIDDEN_QUAD};

/* The items of one unit and what a found subset becomes. */
typedef struct subset_search {
    const sudoku__position *s;
    sudoku_step *st;
    int u, hidden, n, count;
    uint16_t item[9];
    int key[9]; /* the cell position (naked) or digit (hidden) of each item */
} subset_search;

/* Items of unit u: for naked, masks of empty cells with 2..n candidates
** (cells[] maps items to cells); for hidden, cell masks of missing digits. */
static void collect(const sudoku__position *s, int u, int hidden, int n,
                    subset_search *q) {
    int k, d;

    q->count = 0;
    q->n = n;
    if (!hidden) {
        for (k = 0; k < 9; k++) {
            int c = sudoku__house_cell(s, u, k);
            int p = sudoku__bits_count(s->cand[c]);
            if (!s->cell[c] && p >= 2 && p <= n) {
                q->key[q->count] = k;
                q->item[q->count++] = s->cand[c];
            }
        }
        return;
    }
    for (d = 1; d <= 9; d++) {
        uint16_t where = 0;
        for (k = 0; k < 9; k++)
            if (s->cand[sudoku__house_cell(s, u, k)] & (1u << (d - 1)))
                where |= (uint16_t)(1u << k);
        if (sudoku__bits_count(where) >= 2 && sudoku__bits_count(where) <= n) {
            q->key[q->count] = d;
            q->item[q->count++] = where;
        }
    }
}

/* Turns a found subset into a step: naked removes the subset's digits from
** the unit's other cells; hidden removes other digits from the subset cells.
** Returns 1 when it removes something. */
static int eliminate(void *ctx, const int *pick, int n, unsigned mask) {
    subset_search *q = ctx;
    const sudoku__position *s = q->s;
    sudoku_step *st = q->st;
    unsigned cells = 0, digits = 0;
    int j, k, d;

    (void)mask;
    for (j = 0; j < n; j++) {
        if (q->hidden) {
            digits |= sudoku__digit_bit(q->key[pick[j]]);
            cells |= q->item[pick[j]];
        } else {
            cells |= 1u << q->key[pick[j]];
            digits |= q->item[pick[j]];
        }
    }
    sudoku__step_clear(st, q->hidden ? hidden_tech[n] : naked_tech[n]);
    st->digits = (uint16_t)digits;
    sudoku__step_add_unit(st, q->u);
    for (k = 0; k < 9; k++) {
        int c = sudoku__house_cell(s, q->u, k);
        int inside = (cells >> k) & 1u;
        if (inside) sudoku__step_add_cell(st, c, 0);
        for (d = 1; d <= 9; d++)
            if (inside == q->hidden && sudoku__has_digit(digits, d) != q->hidden)
                sudoku__step_remove(s, st, c, d);
    }
    return st->n_removed > 0;
}

static int empty_cells(const sudoku__position *s, int u) {
    int k, n = 0;

    for (k = 0; k < 9; k++)
        n += !s->cell[sudoku__house_cell(s, u, k)];
    return n;
}

static int subset(const sudoku__position *s, sudoku_step *st, int n, int hidden) {
    subset_search q;

    q.s = s;
    q.st = st;
    q.hidden = hidden;
    for (int j = 0; j < sudoku__house_count(s); j++) {
        q.u = sudoku__house_at(s, j);
        /* SE looks for naked sets in boxes, lines, disjoint groups and
        ** windows only, hidden sets in every house */
        if (!hidden && q.u >= SUDOKU__HOUSE_DIAGONAL) continue;
        /* and hidden sets only where more than 2n cells are empty: with
        ** fewer, the other empty cells make a smaller naked set, which SE
        ** takes first where it looks for naked sets and nowhere else */
        if (hidden && empty_cells(s, q.u) <= 2 * n) continue;
        collect(s, q.u, hidden, n, &q);
        if (q.count >= n &&
            sudoku__subset_search(q.item, q.count, n, 0, n, eliminate, &q))
            return 1;
    }
    return 0;
}

int sudoku__tech_naked_subset(const sudoku__position *s, sudoku_step *st, int n) {
    return subset(s, st, n, 0);
}

int sudoku__tech_hidden_subset(const sudoku__position *s, sudoku_step *st, int n) {
    return subset(s, st, n, 1);
}
