/*
** subset.c - the one search behind naked and hidden subsets, fish and the
** naked subset of unique rectangle type 3: choose k of a few bit masks so
** that, with a base mask, they cover exactly a given number of bits. A leaf:
** it knows nothing of sudoku beyond the masks.
*/
#include <assert.h>

#include "internal.h"

typedef struct subset_search {
    const uint16_t *item;
    int count, k, bits;
    sudoku__subset_found found;
    void *ctx;
    int pick[SUDOKU__SUBSET_MAX];
} subset_search;

/* Extends pick[0..depth-1] (union 'acc') with items from 'from' on. */
static int choose(subset_search *q, int depth, int from, unsigned acc) {
    int i, r;

    if (depth == q->k)
        return sudoku__bits_count(acc) == q->bits ? q->found(q->ctx, q->pick, q->k, acc)
                                                  : 0;
    for (i = from; i <= q->count - (q->k - depth); i++) {
        unsigned next = acc | q->item[i];
        if (sudoku__bits_count(next) > q->bits) continue;
        q->pick[depth] = i;
        if ((r = choose(q, depth + 1, i + 1, next)) != 0) return r;
    }
    return 0;
}

int sudoku__subset_search(const uint16_t *item, int count, int k, unsigned base, int bits,
                          sudoku__subset_found found, void *ctx) {
    subset_search q = {item, count, k, bits, found, ctx, {0}};

    assert(k >= 1 && k <= SUDOKU__SUBSET_MAX);
    return choose(&q, 0, 0, base);
}
