/*
** test_rng.c - unit tests of the project PRNG: known answers computed by an
** independent implementation of splitmix64 and xoshiro256**, streams per
** index, and the range of sudoku_rng_below.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "internal.h"

static void test_rng_seed_zero_matches_reference(void **state) {
    (void)state;
    sudoku_rng rng;
    sudoku_rng_seed(&rng, 0);
    assert_true(rng.s[0] == UINT64_C(0xe220a8397b1dcdaf)); /* splitmix64(0) */
    assert_true(rng.s[1] == UINT64_C(0x6e789e6aa1b965f4));
    assert_true(rng.s[2] == UINT64_C(0x06c45d188009454f));
    assert_true(rng.s[3] == UINT64_C(0xf88bb8a8724c81ec));
    assert_true(sudoku_rng_next(&rng) == UINT64_C(0x99ec5f36cb75f2b4));
    assert_true(sudoku_rng_next(&rng) == UINT64_C(0xbf6e1f784956452a));
    assert_true(sudoku_rng_next(&rng) == UINT64_C(0x1a5f849d4933e6e0));
}

static void test_rng_seed_42_matches_reference(void **state) {
    (void)state;
    sudoku_rng rng;
    sudoku_rng_seed(&rng, 42);
    assert_true(sudoku_rng_next(&rng) == UINT64_C(0x15780b2e0c2ec716));
    assert_true(sudoku_rng_next(&rng) == UINT64_C(0x6104d9866d113a7e));
    assert_true(sudoku_rng_next(&rng) == UINT64_C(0xae17533239e499a1));
}

static void test_rng_stream_matches_reference(void **state) {
    (void)state;
    sudoku_rng rng;
    sudoku_rng_seed_stream(&rng, 12345, 7);
    assert_true(sudoku_rng_next(&rng) == UINT64_C(0x01280f8e0f873516));
    assert_true(sudoku_rng_next(&rng) == UINT64_C(0xaccc1c8f2c3ea775));
}

/* Stream i depends on (seed, i) only, and neighbouring streams differ. */
static void test_rng_streams_depend_on_seed_and_index(void **state) {
    (void)state;
    sudoku_rng a, b;
    sudoku_rng_seed_stream(&a, 99, 3);
    for (int i = 0; i < 10; i++)
        sudoku_rng_next(&a);
    sudoku_rng_seed_stream(&a, 99, 3);
    sudoku_rng_seed_stream(&b, 99, 3);
    assert_true(sudoku_rng_next(&a) == sudoku_rng_next(&b));
    uint64_t first[64];
    for (uint64_t i = 0; i < 64; i++) {
        sudoku_rng_seed_stream(&a, 99, i);
        first[i] = sudoku_rng_next(&a);
        for (uint64_t j = 0; j < i; j++)
            assert_true(first[i] != first[j]);
    }
    sudoku_rng_seed_stream(&b, 100, 0);
    assert_true(sudoku_rng_next(&b) != first[0]);
}

static void test_rng_below_stays_in_range_and_spreads(void **state) {
    (void)state;
    sudoku_rng rng;
    unsigned hits[9] = {0};
    sudoku_rng_seed(&rng, 7);
    for (int i = 0; i < 90000; i++) {
        uint32_t v = sudoku_rng_below(&rng, 9);
        assert_true(v < 9);
        hits[v]++;
    }
    for (int d = 0; d < 9; d++) /* 10000 expected; 5 sigma is about 470 */
        assert_true(hits[d] > 9500 && hits[d] < 10500);
    assert_int_equal(sudoku_rng_below(&rng, 1), 0);
    assert_int_equal(sudoku_rng_below(&rng, 0), 0);
    assert_true(sudoku_rng_below(&rng, UINT32_MAX) < UINT32_MAX);
}

/* Index of the permutation p of {0,1,2} among the 6 (Lehmer code). */
static int permutation_index(const unsigned char *p) { return 2 * p[0] + (p[1] > p[2]); }

/* A shuffle is a permutation; the 6 orders of 3 items each come out about
** a sixth of the time; the draws are those of Fisher-Yates (n-1 calls of
** sudoku_rng_below(i + 1), i from n-1 down); n of 0 or 1 draws nothing. */
static void test_rng_shuffle_is_uniform_fisher_yates(void **state) {
    sudoku_rng rng, copy;
    unsigned seen[6] = {0};
    unsigned char one = 7, p[9];

    (void)state;
    sudoku_rng_seed(&rng, 5);
    for (int k = 0; k < 6000; k++) {
        unsigned char q[3] = {0, 1, 2};
        sudoku__shuffle(q, 3, &rng);
        assert_int_equal(q[0] + q[1] + q[2], 3);
        assert_true(q[0] != q[1] && q[1] != q[2] && q[0] != q[2]);
        seen[permutation_index(q)]++;
    }
    for (int k = 0; k < 6; k++)
        assert_in_range(seen[k], 850, 1150);

    for (int k = 0; k < 9; k++)
        p[k] = (unsigned char)k;
    copy = rng;
    sudoku__shuffle(p, 9, &rng);
    for (uint32_t i = 8; i > 0; i--) {
        uint32_t j = sudoku_rng_below(&copy, i + 1);
        assert_in_range(j, 0, i);
    }
    assert_memory_equal(&copy, &rng, sizeof rng);
    for (int d = 0; d < 9; d++) {
        int n = 0;
        for (int k = 0; k < 9; k++)
            n += p[k] == d;
        assert_int_equal(n, 1);
    }

    copy = rng;
    sudoku__shuffle(&one, 1, &rng);
    sudoku__shuffle(NULL, 0, &rng);
    assert_int_equal(one, 7);
    assert_memory_equal(&copy, &rng, sizeof rng);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rng_seed_zero_matches_reference),
        cmocka_unit_test(test_rng_seed_42_matches_reference),
        cmocka_unit_test(test_rng_stream_matches_reference),
        cmocka_unit_test(test_rng_streams_depend_on_seed_and_index),
        cmocka_unit_test(test_rng_below_stays_in_range_and_spreads),
        cmocka_unit_test(test_rng_shuffle_is_uniform_fisher_yates),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
