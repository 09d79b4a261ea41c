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

/* The subset of house u of grid g in the cells at the bits of 'cells'
** (positions in g's order of the house) and digits 'digits': naked, the
** digits go from the house's other cells, and the subset rests on the
** other digits gone from its cells; hidden, the other digits go from its
** cells, and it rests on its digits gone from the house's other cells. */
static void subset_at(const sudoku__grid *g, int u, int hidden, int n, unsigned cells,
                      unsigned digits, sudoku__instance *in) {
    int k, d;

    in->tech = hidden ? hidden_tech[n] : naked_tech[n];
    in->digits = (uint16_t)digits;
    in->n_units = 1;
    in->units[0] = (unsigned char)u;
    in->n_cells = in->n_removed = in->n_rests = 0;
    for (k = 0; k < 9; k++) {
        int c = sudoku__grid_cell(g, u, k), inside = (cells >> k) & 1u;
        if (inside) sudoku__instance_cell(in, c, 0);
        for (d = 1; d <= 9; d++)
            if (inside == hidden && sudoku__has_digit(digits, d) != hidden &&
                sudoku__has_digit(g->cand[c], d))
                sudoku__instance_remove(in, c, d);
    }
    if (!g->was) return;
    for (k = 0; k < 9; k++) {
        int c = sudoku__grid_cell(g, u, k), inside = (cells >> k) & 1u;
        if (inside == hidden) continue;
        for (d = 1; d <= 9; d++)
            if (sudoku__has_digit(digits, d) != inside && sudoku__has_digit(g->was[c], d))
                sudoku__instance_rest(in, c, d);
    }
}

/* Turns a found subset into a step. Returns 1 when it removes something. */
static int eliminate(void *ctx, const int *pick, int n, unsigned mask) {
    subset_search *q = ctx;
    sudoku__grid g = {q->s, q->s->cand, NULL, NULL, NULL, 0};
    sudoku__instance in;
    unsigned cells = 0, digits = 0;
    int j;

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
    subset_at(&g, q->u, q->hidden, n, cells, digits, &in);
    return sudoku__instance_step(q->s, &in, q->st);
}

static int empty_cells(const sudoku__position *s, int u) {
    int k, n = 0;

    for (k = 0; k < 9; k++)
        n += !s->cell[sudoku__house_cell(s, u, k)];
    return n;
}

/* The n items of q whose union holds n bits, in SE's order (its
** Permutations: colex, the highest item last to move) until one removes
** something. */
static int colex_search(subset_search *q, int n) {
    unsigned last = ((1u << n) - 1u) << (q->count - n);

    for (unsigned m = (1u << n) - 1u;;) {
        int pick[SUDOKU__SUBSET_MAX] = {0}, k = 0;
        unsigned acc = 0;
        for (int i = 0; i < q->count; i++)
            if ((m >> i) & 1u) {
                pick[k++] = i;
                acc |= q->item[i];
            }
        if (sudoku__bits_count(acc) == n && eliminate(q, pick, n, acc)) return 1;
        if (m == last) return 0;
        unsigned low = m & (~m + 1u), ripple = m + low;
        m = ripple | (((m ^ ripple) >> 2) / low);
    }
}

static int subset(const sudoku__position *s, sudoku_step *st, int n, int hidden) {
    subset_search q;

    q.s = s;
    q.st = st;
    q.hidden = hidden;
    for (int j = 0; j < sudoku__house_count(s); j++) {
        q.u = sudoku__house_se(s, j);
        /* SE looks for naked sets in boxes, lines, disjoint groups and
        ** windows only, hidden sets in every house */
        if (!hidden && q.u >= SUDOKU__HOUSE_DIAGONAL) continue;
        /* and hidden sets only where more than 2n cells are empty: with
        ** fewer, the other empty cells make a smaller naked set, which SE
        ** takes first where it looks for naked sets and nowhere else */
        if (hidden && empty_cells(s, q.u) <= 2 * n) continue;
        collect(s, q.u, hidden, n, &q);
        if (q.count >= n && colex_search(&q, n)) return 1;
    }
    return 0;
}

int sudoku__tech_naked_subset(const sudoku__position *s, sudoku_step *st, int n) {
    return subset(s, st, n, 0);
}

int sudoku__tech_hidden_subset(const sudoku__position *s, sudoku_step *st, int n) {
    return subset(s, st, n, 1);
}

int sudoku__hidden_pairs_se(const sudoku__grid *g, int u, sudoku__visit visit,
                            void *ctx) {
    sudoku__instance in;
    unsigned places[10];
    int hi, lo, r;

    for (hi = 1; hi <= 9; hi++)
        places[hi] = sudoku__grid_places(g, u, hi);
    /* two digits each in more than one place, two places between them:
    ** the same two */
    for (hi = 2; hi <= 9; hi++) {
        if (sudoku__bits_count(places[hi]) != 2) continue;
        for (lo = 1; lo < hi; lo++) {
            unsigned pair = sudoku__digit_bit(lo) | sudoku__digit_bit(hi);
            if (places[lo] != places[hi] || (g->lost && !(g->lost[u] & pair))) continue;
            subset_at(g, u, 1, 2, places[hi], pair, &in);
            if ((r = visit(ctx, &in)) != 0) return r;
        }
    }
    return 0;
}

int sudoku__naked_pairs_se(const sudoku__grid *g, int u, sudoku__visit visit, void *ctx) {
    sudoku__instance in;
    uint16_t cand[9];
    int changed[9], hi, lo, r;

    for (hi = 0; hi < 9; hi++) {
        int c = sudoku__grid_cell(g, u, hi);
        cand[hi] = g->cand[c];
        changed[hi] = !g->was || g->was[c] != cand[hi];
    }
    /* two cells each with more than one candidate, two digits between
    ** them: the same two; cells the chain left alone rest on nothing */
    for (hi = 1; hi < 9; hi++) {
        if (sudoku__bits_count(cand[hi]) != 2) continue;
        for (lo = 0; lo < hi; lo++) {
            if (cand[lo] != cand[hi] || !(changed[lo] || changed[hi])) continue;
            subset_at(g, u, 0, 2, 1u << lo | 1u << hi, cand[hi], &in);
            if ((r = visit(ctx, &in)) != 0) return r;
        }
    }
    return 0;
}
