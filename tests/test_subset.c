/*
** test_subset.c - unit tests of the subset search (src/subset.c) shared by
** naked and hidden subsets, fish and unique rectangle type 3: on random
** masks it must report exactly the choices a brute force over all index
** sets finds, in lexicographic order, and stop when asked.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

/* The choices reported, each as a bit set of item indexes. */
typedef struct record {
    int n, stop_after;
    unsigned set[200];
    unsigned mask[200];
} record;

static int note(void *ctx, const int *pick, int k, unsigned mask) {
    record *r = ctx;
    unsigned set = 0;

    for (int j = 0; j < k; j++) {
        if (j > 0) assert_true(pick[j] > pick[j - 1]);
        set |= 1u << pick[j];
    }
    assert_true(r->n < 200);
    r->set[r->n] = set;
    r->mask[r->n++] = mask;
    return r->n == r->stop_after ? 7 : 0;
}

/* Index sets in lexicographic order of their sorted indexes: compares two
** sets of the same size. */
static int lex_less(unsigned a, unsigned b) {
    while (a && b) {
        unsigned la = a & (~a + 1u), lb = b & (~b + 1u);
        if (la != lb) return la < lb;
        a &= a - 1;
        b &= b - 1;
    }
    return 0;
}

static void test_subset_matches_brute_force(void **state) {
    sudoku_rng rng;

    (void)state;
    sudoku_rng_seed(&rng, 12);
    for (int trial = 0; trial < 400; trial++) {
        uint16_t item[9];
        int count = 1 + (int)sudoku_rng_below(&rng, 9);
        int k = 1 + (int)sudoku_rng_below(&rng, 4);
        int bits = k + (int)sudoku_rng_below(&rng, 2);
        unsigned base = trial % 3 ? 0 : 1u << sudoku_rng_below(&rng, 9);
        record got = {0, 0, {0}, {0}};
        int expected = 0;

        for (int i = 0; i < count; i++) /* sparse masks, so subsets exist */
            item[i] = (uint16_t)((1u << sudoku_rng_below(&rng, 9)) |
                                 (1u << sudoku_rng_below(&rng, 9)));
        if (k > count) k = count;
        assert_int_equal(sudoku__subset_search(item, count, k, base, bits, note, &got),
                         0);
        for (unsigned set = 0; set < 1u << count; set++) {
            unsigned mask = base;
            if (sudoku__bits_count(set) != k) continue;
            for (int i = 0; i < count; i++)
                if (set >> i & 1u) mask |= item[i];
            if (sudoku__bits_count(mask) != bits) continue;
            int found = 0;
            for (int j = 0; j < got.n; j++)
                if (got.set[j] == set) {
                    found = 1;
                    assert_int_equal(got.mask[j], mask);
                }
            assert_true(found);
            expected++;
        }
        assert_int_equal(got.n, expected);
        for (int j = 1; j < got.n; j++)
            assert_true(lex_less(got.set[j - 1], got.set[j]));
    }
}

static void test_subset_stops_on_nonzero(void **state) {
    /* digits {1,2}, {2,3}, {1,3}, {1,2}: every triple covers three digits;
    ** the only pair covering two is items 0 and 3 */
    const uint16_t item[4] = {0x3, 0x6, 0x5, 0x3};
    record r = {0, 2, {0}, {0}};

    (void)state;
    assert_int_equal(sudoku__subset_search(item, 4, 3, 0, 3, note, &r), 7);
    assert_int_equal(r.n, 2);
    assert_int_equal(r.set[0], 0x7u); /* items 0, 1, 2 */
    assert_int_equal(r.set[1], 0xBu); /* items 0, 1, 3 */
    r.n = 0;
    r.stop_after = 0;
    assert_int_equal(sudoku__subset_search(item, 4, 2, 0, 2, note, &r), 0);
    assert_int_equal(r.n, 1);
    assert_int_equal(r.set[0], 0x9u); /* the naked pair: items 0 and 3 */
    r.n = 0;
    assert_int_equal(sudoku__subset_search(item, 4, 1, 0x4, 2, note, &r), 0);
    assert_int_equal(r.n, 2); /* with base {3}: the items holding a 3 */
    assert_int_equal(r.set[0], 0x2u);
    assert_int_equal(r.set[1], 0x4u);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_subset_matches_brute_force),
        cmocka_unit_test(test_subset_stops_on_nonzero),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
