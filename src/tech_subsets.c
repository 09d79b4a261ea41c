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

/* A search for n of the 'count' masks in 'item' whose union has n bits. */
typedef struct subset_search {
    int count, n;
    uint16_t item[9];
    int pick[4];
} subset_search;

static int eliminate(const sudoku__position *s, sudoku_step *st, int u, int hidden,
                     const subset_search *q, const int *key);

/* Extends the choice pick[0..depth-1] (union 'acc') from item 'from' on;
** returns 1 when a subset that removes something is in *st. */
static int choose(const sudoku__position *s, sudoku_step *st, int u, int hidden,
                  subset_search *q, const int *key, int depth, int from, unsigned acc) {
    int i;

    if (depth == q->n)
        return sudoku__bits_count(acc) == q->n && eliminate(s, st, u, hidden, q, key);
    if (depth >= (int)(sizeof q->pick / sizeof q->pick[0]))
        return 0; /* never: n <= 4; tells the compiler pick[depth] is in bounds */
    for (i = from; i < q->count; i++) {
        unsigned next = acc | q->item[i];
        if (sudoku__bits_count(next) > q->n) continue;
        q->pick[depth] = i;
        if (choose(s, st, u, hidden, q, key, depth + 1, i + 1, next)) return 1;
    }
    return 0;
}

/* Items of unit u: for naked, masks of empty cells with 2..n candidates
** (cells[] maps items to cells); for hidden, cell masks of missing digits. */
static void collect(const sudoku__position *s, int u, int hidden, int n, subset_search *q,
                    int *key) {
    int k, d;

    q->count = 0;
    q->n = n;
    if (!hidden) {
        for (k = 0; k < 9; k++) {
            int c = sudoku__unit_cell(u, k);
            int p = sudoku__bits_count(s->cand[c]);
            if (!s->cell[c] && p >= 2 && p <= n) {
                key[q->count] = k;
                q->item[q->count++] = s->cand[c];
            }
        }
        return;
    }
    for (d = 1; d <= 9; d++) {
        uint16_t where = 0;
        for (k = 0; k < 9; k++)
            if (s->cand[sudoku__unit_cell(u, k)] & (1u << (d - 1)))
                where |= (uint16_t)(1u << k);
        if (sudoku__bits_count(where) >= 2 && sudoku__bits_count(where) <= n) {
            key[q->count] = d;
            q->item[q->count++] = where;
        }
    }
}

/* Turns a found subset into a step: naked removes the subset's digits from
** the unit's other cells; hidden removes other digits from the subset cells. */
static int eliminate(const sudoku__position *s, sudoku_step *st, int u, int hidden,
                     const subset_search *q, const int *key) {
    unsigned cells = 0, digits = 0;
    int j, k, d;

    for (j = 0; j < q->n; j++) {
        if (hidden) {
            digits |= 1u << (key[q->pick[j]] - 1);
            cells |= q->item[q->pick[j]];
        } else {
            cells |= 1u << key[q->pick[j]];
            digits |= q->item[q->pick[j]];
        }
    }
    sudoku__step_clear(st, hidden ? hidden_tech[q->n] : naked_tech[q->n]);
    st->digits = (uint16_t)digits;
    sudoku__step_add_unit(st, u);
    for (k = 0; k < 9; k++) {
        int c = sudoku__unit_cell(u, k);
        int inside = (cells >> k) & 1u;
        if (inside) sudoku__step_add_cell(st, c, 0);
        for (d = 1; d <= 9; d++)
            if (inside == hidden && sudoku__has_digit(digits, d) != hidden)
                sudoku__step_remove(s, st, c, d);
    }
    return st->n_removed > 0;
}

static int subset(const sudoku__position *s, sudoku_step *st, int n, int hidden) {
    int u;

    for (u = 0; u < 27; u++) {
        subset_search q;
        int key[9];
        collect(s, u, hidden, n, &q, key);
        if (q.count >= n && choose(s, st, u, hidden, &q, key, 0, 0, 0)) return 1;
    }
    return 0;
}

int sudoku__tech_naked_subset(const sudoku__position *s, sudoku_step *st, int n) {
    return subset(s, st, n, 0);
}

int sudoku__tech_hidden_subset(const sudoku__position *s, sudoku_step *st, int n) {
    return subset(s, st, n, 1);
}
