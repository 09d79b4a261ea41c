/*
** test_board_canon.c - minlex forms of boards (board_canon.c) and their
** group (board_transform.c): exact against the whole group enumerated on
** small shapes, invariant under random group elements on every size, the
** classic 9x9 the same as canon.c's, the notation read back.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

/* A shape: side n, box r x c (0x0: latin). */
static sudoku_shape *make_shape(int n, int r, int c) {
    sudoku_shape_spec spec;
    sudoku_shape_spec_init(&spec, n);
    if (r) {
        spec.box_rows = r, spec.box_cols = c;
    } else {
        spec.variants = SUDOKU_VARIANT_LATIN;
    }
    sudoku_shape *sh = NULL;
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    return sh;
}

/* A random full board of the shape with 'holes' random blanks (so not
** always a unique puzzle: canonical forms take any content). */
static void random_puzzle(sudoku_shape *sh, int holes, uint64_t seed, sudoku_board *out) {
    sudoku_shape_spec spec = *sudoku_shape_spec_of(sh);
    sudoku_board_gen_options opt = {0, SUDOKU_SYM_NONE, 0};
    sudoku_rng rng;
    sudoku_rng_seed(&rng, seed);
    sudoku_shape *own;
    sudoku_board p;
    assert_int_equal(sudoku_board_generate(&spec, &opt, &rng, &own, &p, NULL), SUDOKU_OK);
    int n = sh->side, cells[SUDOKU_MAX_CELLS];
    for (int k = 0; k < n * n; k++)
        cells[k] = k;
    for (int k = 0; k < holes; k++) {
        int j = k + (int)sudoku_rng_below(&rng, (uint32_t)(n * n - k));
        int x = cells[k];
        cells[k] = cells[j], cells[j] = x;
        p.cell[cells[k]] = 0;
    }
    *out = p;
    out->shape = sh;
    sudoku_shape_free(own);
}

/* ------------------------------------------------------------ brute force */

/* Every order of 0..n-1 (n <= 8) that keeps blocks of h (Heap's
** algorithm over all n! orders, filtered). */
static int block_orders(int n, int h, unsigned char (*out)[SUDOKU_MAX_SIDE]) {
    unsigned char a[8];
    int count = 0, c[8] = {0};
    for (int i = 0; i < n; i++)
        a[i] = (unsigned char)i;
    for (int i = 1;;) {
        int ok = 1;
        for (int k = 0; k < n && ok; k++)
            ok = a[k] / h == a[k - k % h] / h;
        if (ok && i == 1) memcpy(out[count++], a, (size_t)n);
        if (i >= n) break;
        if (c[i] < i) {
            int j = i % 2 ? c[i] : 0;
            unsigned char x = a[j];
            a[j] = a[i], a[i] = x;
            c[i]++;
            i = 1;
        } else {
            c[i] = 0;
            i++;
        }
    }
    return count;
}

/* The least form over the whole group, and how many geometric elements
** reach it. */
static void brute_canon(const sudoku_board *p, int bh, int sw, int transposable,
                        unsigned char *best, uint64_t *count) {
    static unsigned char rows[1024][SUDOKU_MAX_SIDE], cols[1024][SUDOKU_MAX_SIDE];
    int n = p->shape->side;
    int nr = block_orders(n, bh, rows), nc = block_orders(n, sw, cols);
    int have = 0;
    *count = 0;
    for (int t = 0; t <= transposable; t++)
        for (int a = 0; a < nr; a++)
            for (int b = 0; b < nc; b++) {
                unsigned char cur[64], label[SUDOKU_MAX_SIDE + 1] = {0};
                int next = 1;
                for (int r = 0; r < n; r++)
                    for (int c = 0; c < n; c++) {
                        int sr = rows[a][r], sc = cols[b][c];
                        int v = t ? p->cell[sc * n + sr] : p->cell[sr * n + sc];
                        if (v && !label[v]) label[v] = (unsigned char)next++;
                        cur[r * n + c] = v ? label[v] : 0;
                    }
                int cmp = have ? memcmp(cur, best, (size_t)(n * n)) : -1;
                if (cmp < 0) memcpy(best, cur, (size_t)(n * n)), *count = 0, have = 1;
                if (cmp <= 0) ++*count;
            }
}

static void check_exact(int n, int r, int c, int from_holes, int to_holes, int per) {
    sudoku_shape *sh = make_shape(n, r, c);
    int bh = r ? r : n, sw = r ? c : n, transposable = r ? r == c : 1;
    for (int holes = from_holes; holes <= to_holes; holes++)
        for (int k = 0; k < per; k++) {
            sudoku_board p, form, back;
            random_puzzle(sh, holes, (uint64_t)(1000 * holes + k), &p);
            sudoku_board_transform map;
            uint64_t autos = 0, brute_count = 0;
            unsigned char best[64];
            assert_int_equal(sudoku_board_canon(&p, &form, &map, &autos), SUDOKU_OK);
            brute_canon(&p, bh, sw, transposable, best, &brute_count);
            assert_memory_equal(form.cell, best, (size_t)(n * n));
            assert_int_equal(autos, brute_count);
            assert_int_equal(sudoku_board_transform_apply(&map, &p, &back), SUDOKU_OK);
            assert_memory_equal(back.cell, form.cell, (size_t)(n * n));
        }
    sudoku_shape_free(sh);
}

static void test_board_canon_exact_4x4(void **state) {
    (void)state;
    check_exact(4, 2, 2, 0, 16, 6);
}

static void test_board_canon_exact_6x6(void **state) {
    (void)state;
    check_exact(6, 2, 3, 0, 36, 3);
    check_exact(6, 3, 2, 10, 30, 2);
}

static void test_board_canon_exact_latin(void **state) {
    (void)state;
    check_exact(4, 0, 0, 0, 16, 4);
    check_exact(5, 0, 0, 0, 25, 2);
}

/* Non-equivalent puzzles get different forms: on 4x4 every pair of a set
** is equivalent exactly when the brute-force forms are equal. */
static void test_board_canon_tells_apart(void **state) {
    (void)state;
    sudoku_shape *sh = make_shape(4, 2, 2);
    enum { K = 40 };
    static sudoku_board forms[K];
    static unsigned char brute_forms[K][16];
    for (int k = 0; k < K; k++) {
        sudoku_board p;
        uint64_t count;
        random_puzzle(sh, 9 + k % 3, (uint64_t)(77 + k), &p);
        assert_int_equal(sudoku_board_canon(&p, &forms[k], NULL, NULL), SUDOKU_OK);
        brute_canon(&p, 2, 2, 1, brute_forms[k], &count);
    }
    int differ = 0;
    for (int a = 0; a < K; a++)
        for (int b = 0; b < a; b++) {
            int same = memcmp(forms[a].cell, forms[b].cell, 16) == 0;
            assert_int_equal(same, memcmp(brute_forms[a], brute_forms[b], 16) == 0);
            differ += !same;
        }
    assert_true(differ > 0);
    sudoku_shape_free(sh);
}

/* ------------------------------------------------------------ invariance */

static void check_invariant(int n, int r, int c, int holes, int puzzles, int shuffles) {
    sudoku_shape *sh = make_shape(n, r, c);
    sudoku_rng rng;
    sudoku_rng_seed(&rng, (uint64_t)(n * 100 + r));
    for (int k = 0; k < puzzles; k++) {
        sudoku_board p, form;
        random_puzzle(sh, holes, (uint64_t)(k + 1), &p);
        uint64_t autos;
        assert_int_equal(sudoku_board_canon(&p, &form, NULL, &autos), SUDOKU_OK);
        assert_true(autos >= 1);
        for (int s = 0; s < shuffles; s++) {
            sudoku_board_transform t, map, inv;
            sudoku_board q, qform, back;
            uint64_t qautos;
            sudoku_board_transform_random(sh, &t, &rng);
            assert_int_equal(sudoku_board_transform_apply(&t, &p, &q), SUDOKU_OK);
            assert_int_equal(sudoku_board_canon(&q, &qform, &map, &qautos), SUDOKU_OK);
            assert_memory_equal(qform.cell, form.cell, (size_t)(n * n));
            assert_int_equal(qautos, autos);
            /* the map reaches the form; its inverse comes back */
            assert_int_equal(sudoku_board_transform_apply(&map, &q, &back), SUDOKU_OK);
            assert_memory_equal(back.cell, form.cell, (size_t)(n * n));
            sudoku_board_transform_invert(&t, &inv);
            assert_int_equal(sudoku_board_transform_apply(&inv, &q, &back), SUDOKU_OK);
            assert_memory_equal(back.cell, p.cell, (size_t)(n * n));
        }
    }
    sudoku_shape_free(sh);
}

static void test_board_canon_invariant_small(void **state) {
    (void)state;
    check_invariant(4, 2, 2, 10, 20, 5);
    check_invariant(6, 2, 3, 20, 20, 5);
    check_invariant(6, 3, 2, 0, 5, 5); /* full grids */
    check_invariant(8, 2, 4, 40, 10, 4);
    check_invariant(8, 4, 2, 30, 5, 4);
}

static void test_board_canon_invariant_latin(void **state) {
    (void)state;
    check_invariant(9, 0, 0, 50, 6, 4);
    check_invariant(7, 0, 0, 20, 6, 4);
}

static void test_board_canon_invariant_large(void **state) {
    (void)state;
    check_invariant(10, 2, 5, 50, 4, 3);
    check_invariant(12, 3, 4, 80, 4, 3);
    check_invariant(16, 4, 4, 150, 3, 3);
    check_invariant(25, 5, 5, 350, 2, 2);
}

/* ------------------------------------------------------------ classic */

/* The generic search on the classic board gives sudoku_canon's form and
** automorphism count. */
static void test_board_canon_classic_as_canon(void **state) {
    (void)state;
    sudoku_shape *sh = make_shape(9, 3, 3);
    for (int k = 0; k < 12; k++) {
        sudoku_board p, form;
        random_puzzle(sh, 45 + k * 2, (uint64_t)(500 + k), &p);
        sudoku_grid g, gform;
        memcpy(g.cell, p.cell, 81);
        uint64_t autos, gautos;
        assert_int_equal(sudoku_board_canon(&p, &form, NULL, &autos), SUDOKU_OK);
        assert_int_equal(sudoku_canon(&g, &gform, NULL, &gautos), SUDOKU_OK);
        assert_memory_equal(form.cell, gform.cell, 81);
        assert_int_equal(autos, gautos);
    }
    sudoku_shape_free(sh);
}

/* ------------------------------------------------------------ group */

static void test_board_transform_notation(void **state) {
    (void)state;
    sudoku_shape *sh = make_shape(16, 4, 4);
    sudoku_rng rng;
    sudoku_rng_seed(&rng, 5);
    for (int k = 0; k < 50; k++) {
        sudoku_board_transform t, back;
        char text[256];
        sudoku_board_transform_random(sh, &t, &rng);
        size_t len = sudoku_board_transform_format(&t, text, sizeof text);
        assert_int_equal(len, strlen(text));
        assert_int_equal(sudoku_board_transform_parse(text, sh, &back), SUDOKU_OK);
        assert_memory_equal(&back, &t, sizeof t);
    }
    sudoku_board_transform t;
    assert_int_equal(sudoku_board_transform_parse("t", sh, &t), SUDOKU_OK);
    assert_int_equal(t.transposed, 1);
    /* row 1 from another band than rows 2..4: not a group element */
    assert_int_equal(
        sudoku_board_transform_parse("r5,2,3,4,1,6,7,8,9,10,11,12,13,14,15,16", sh, &t),
        SUDOKU_EFORMAT);
    assert_int_equal(sudoku_board_transform_parse("r1,2,3", sh, &t), SUDOKU_EFORMAT);
    assert_int_equal(sudoku_board_transform_parse("x", sh, &t), SUDOKU_EFORMAT);
    sudoku_shape_free(sh);
    sh = make_shape(6, 2, 3);
    assert_int_equal(sudoku_board_transform_parse("t", sh, &t), SUDOKU_EFORMAT);
    assert_int_equal(sudoku_board_transform_parse("r2,1,3,4,6,5/d6,5,4,3,2,1", sh, &t),
                     SUDOKU_OK);
    sudoku_shape_free(sh);
}

/* then(a, b) applied is b applied after a; a then its inverse is the identity. */
static void test_board_transform_then(void **state) {
    (void)state;
    sudoku_shape *sh = make_shape(9, 0, 0);
    sudoku_rng rng;
    sudoku_rng_seed(&rng, 9);
    sudoku_board p;
    random_puzzle(sh, 30, 3, &p);
    for (int k = 0; k < 50; k++) {
        sudoku_board_transform a, b, ab, inv, id;
        sudoku_board x, y, z;
        sudoku_board_transform_random(sh, &a, &rng);
        sudoku_board_transform_random(sh, &b, &rng);
        sudoku_board_transform_then(&a, &b, &ab);
        assert_int_equal(sudoku_board_transform_apply(&a, &p, &x), SUDOKU_OK);
        assert_int_equal(sudoku_board_transform_apply(&b, &x, &y), SUDOKU_OK);
        assert_int_equal(sudoku_board_transform_apply(&ab, &p, &z), SUDOKU_OK);
        assert_memory_equal(y.cell, z.cell, 81);
        sudoku_board_transform_invert(&a, &inv);
        sudoku_board_transform_then(&a, &inv, &ab);
        sudoku_board_transform_identity(9, &id);
        assert_memory_equal(&ab, &id, sizeof id);
    }
    sudoku_shape_free(sh);
}

/* Variants and jigsaw have no group here: refused, outputs unchanged. */
static void test_board_canon_refuses_variants(void **state) {
    (void)state;
    sudoku_shape_spec spec;
    sudoku_shape_spec_init(&spec, 9);
    spec.variants = SUDOKU_VARIANT_X;
    sudoku_shape *sh;
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    assert_int_equal(sudoku_board_canon_supported(sh), 0);
    sudoku_board p = {sh, {0}}, form;
    memset(&form, 7, sizeof form);
    sudoku_board before = form;
    assert_int_equal(sudoku_board_canon(&p, &form, NULL, NULL), SUDOKU_EINVAL);
    assert_memory_equal(&form, &before, sizeof form);
    sudoku_shape_free(sh);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_board_canon_exact_4x4),
        cmocka_unit_test(test_board_canon_exact_6x6),
        cmocka_unit_test(test_board_canon_exact_latin),
        cmocka_unit_test(test_board_canon_tells_apart),
        cmocka_unit_test(test_board_canon_invariant_small),
        cmocka_unit_test(test_board_canon_invariant_latin),
        cmocka_unit_test(test_board_canon_invariant_large),
        cmocka_unit_test(test_board_canon_classic_as_canon),
        cmocka_unit_test(test_board_transform_notation),
        cmocka_unit_test(test_board_transform_then),
        cmocka_unit_test(test_board_canon_refuses_variants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
