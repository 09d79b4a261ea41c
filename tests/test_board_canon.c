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
#include <stdlib.h>
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

/* ------------------------------------------------------------ variants */

/* A shape of side n with 'variants' (its default box; a jigsaw gets a
** random region map drawn from 'seed'). */
static sudoku_shape *variant_shape(int n, unsigned variants, uint64_t seed) {
    sudoku_shape_spec spec;
    sudoku_shape_spec_init(&spec, n);
    spec.variants = variants;
    sudoku_shape *sh = NULL;
    if (variants & SUDOKU_VARIANT_JIGSAW) {
        sudoku_board_gen_options opt = {0, SUDOKU_SYM_NONE, 1};
        sudoku_rng rng;
        sudoku_rng_seed(&rng, seed);
        sudoku_board p;
        assert_int_equal(sudoku_board_generate(&spec, &opt, &rng, &sh, &p, NULL),
                         SUDOKU_OK);
        return sh;
    }
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    return sh;
}

/* Every order of 0..n-1 keeping blocks of h (any n), or only the identity
** and the reversal (d4); returns how many, at most 'max'. */
static int orders(int n, int h, int d4, unsigned char (*out)[SUDOKU_MAX_SIDE], int max) {
    if (d4) {
        for (int i = 0; i < n; i++)
            out[0][i] = (unsigned char)i, out[1][i] = (unsigned char)(n - 1 - i);
        return 2;
    }
    int count = 0, pos = 0;
    unsigned char a[SUDOKU_MAX_SIDE];
    int next[SUDOKU_MAX_SIDE + 1] = {0};
    uint32_t used = 0;
    /* depth-first over positions, candidate next[pos] */
    while (pos >= 0) {
        if (pos == n) {
            assert_true(count < max);
            memcpy(out[count++], a, (size_t)n);
            pos--;
            if (pos >= 0) used &= ~(1u << a[pos]);
            continue;
        }
        int r = next[pos]++;
        if (r >= n) {
            next[pos] = 0;
            pos--;
            if (pos >= 0) used &= ~(1u << a[pos]);
            continue;
        }
        if (used >> r & 1u) continue;
        int ok = pos % h == 0 ? !(used >> (r / h * h) & ((1u << h) - 1))
                              : r / h == a[pos - pos % h] / h;
        if (!ok) continue;
        a[pos] = (unsigned char)r;
        used |= 1u << r;
        pos++;
    }
    return count;
}

/* The relations a variant's group keeps, from their definitions: 1 when
** cells a and b are a knight's (anti-knight) or king's (anti-king) move
** apart, 2 when orthogonal neighbours (non-consecutive), else 0. */
static int relation(unsigned variants, int n, int a, int b) {
    int dr = abs(a / n - b / n), dc = abs(a % n - b % n);
    if ((variants & SUDOKU_VARIANT_ANTI_KNIGHT) && dr * dc == 2) return 1;
    if ((variants & SUDOKU_VARIANT_ANTI_KING) && dr <= 1 && dc <= 1 && dr + dc) return 1;
    if ((variants & SUDOKU_VARIANT_NON_CONSECUTIVE) && dr + dc == 1) return 2;
    return 0;
}

/* The extra houses of sh (kind DIAGONAL and after) as cell bitmaps. */
static int extra_houses(const sudoku_shape *sh, uint64_t (*house)[10]) {
    int count = 0, cells[SUDOKU_MAX_SIDE];
    for (int h = 0; h < sudoku_shape_house_count(sh); h++) {
        if (sudoku_shape_house_kind(sh, h) < SUDOKU_HOUSE_DIAGONAL) continue;
        memset(house[count], 0, sizeof house[count]);
        int k = sudoku_shape_house(sh, h, cells);
        for (int i = 0; i < k; i++)
            house[count][cells[i] / 64] |= (uint64_t)1 << (cells[i] % 64);
        count++;
    }
    return count;
}

/* 1 when the cell permutation (output cell -> source cell) maps every extra
** house onto one and keeps each relation; on a jigsaw the orthogonal
** neighbours too (the square's symmetries). */
static int keeps_structure(const sudoku_shape *sh, uint64_t (*house)[10], int nh,
                           const int *src) {
    const sudoku_shape_spec *spec = sudoku_shape_spec_of(sh);
    int n = spec->side;
    for (int h = 0; h < nh; h++) {
        uint64_t image[10] = {0};
        for (int k = 0; k < n * n; k++)
            if (house[h][k / 64] >> (k % 64) & 1u)
                image[src[k] / 64] |= (uint64_t)1 << (src[k] % 64);
        int found = 0;
        for (int j = 0; j < nh && !found; j++)
            found = memcmp(image, house[j], sizeof image) == 0;
        if (!found) return 0;
    }
    unsigned v = spec->variants;
    if (v & SUDOKU_VARIANT_JIGSAW) v |= SUDOKU_VARIANT_NON_CONSECUTIVE;
    for (int a = 0; a < n * n; a++)
        for (int b = 0; b < n * n; b++)
            if (relation(v, n, a, b) != relation(v, n, src[a], src[b])) return 0;
    return 1;
}

/* An element as 1 + 2n bytes: transposed, row, column. */
static void element_key(const sudoku_board_transform *t, unsigned char *key) {
    key[0] = (unsigned char)t->transposed;
    memcpy(key + 1, t->row, (size_t)t->side);
    memcpy(key + 1 + t->side, t->col, (size_t)t->side);
}

static int cmp_key51(const void *a, const void *b) { return memcmp(a, b, 51); }

/* The group listed equals the brute-force set: every element of the plain
** shape's geometric group (on a jigsaw, of every row and column order) as
** a cell permutation, kept when it keeps the extra houses and relations. */
static void check_group_brute(int n, unsigned variants) {
    sudoku_shape *sh = variant_shape(n, variants, 3);
    const sudoku_shape_spec *spec = sudoku_shape_spec_of(sh);
    int jig = (variants & SUDOKU_VARIANT_JIGSAW) != 0;
    int latin = jig || (variants & SUDOKU_VARIANT_LATIN);
    int bh = latin ? n : spec->box_rows, sw = latin ? n : spec->box_cols;
    int transposable = latin || bh == sw;
    static unsigned char rows[5000][SUDOKU_MAX_SIDE], cols[5000][SUDOKU_MAX_SIDE];
    static unsigned char brute[200000][51], listed[200000][51];
    int nr = orders(n, bh, 0, rows, 5000), nc = orders(n, sw, 0, cols, 5000);
    size_t nb = 0;
    static uint64_t house[64][10];
    int nh = extra_houses(sh, house);
    for (int t = 0; t <= transposable; t++)
        for (int a = 0; a < nr; a++)
            for (int b = 0; b < nc; b++) {
                int src[SUDOKU_MAX_CELLS];
                for (int r = 0; r < n; r++)
                    for (int c = 0; c < n; c++)
                        src[r * n + c] =
                            t ? cols[b][c] * n + rows[a][r] : rows[a][r] * n + cols[b][c];
                if (!keeps_structure(sh, house, nh, src)) continue;
                sudoku_board_transform e;
                sudoku_board_transform_identity(n, &e);
                e.transposed = t;
                memcpy(e.row, rows[a], (size_t)n);
                memcpy(e.col, cols[b], (size_t)n);
                memset(brute[nb], 0, 51);
                element_key(&e, brute[nb++]);
                assert_int_equal(sudoku_board_transform_check(sh, &e), SUDOKU_OK);
            }
    sudoku_board_group *g = NULL;
    assert_int_equal(sudoku_board_group_new(sh, &g), SUDOKU_OK);
    int all = -1;
    size_t size = sudoku_board_group_size(g, &all);
    assert_int_equal(all, !(variants & SUDOKU_VARIANT_NON_CONSECUTIVE));
    assert_int_equal(size, nb);
    for (size_t i = 0; i < size; i++) {
        sudoku_board_transform e;
        assert_int_equal(sudoku_board_group_element(g, i, &e), SUDOKU_OK);
        memset(listed[i], 0, 51);
        element_key(&e, listed[i]);
    }
    qsort(brute, nb, 51, cmp_key51);
    qsort(listed, size, 51, cmp_key51);
    assert_memory_equal(brute, listed, nb * 51);
    sudoku_board_group_free(g);
    sudoku_shape_free(sh);
}

static void test_board_group_equals_brute_force(void **state) {
    (void)state;
    static const unsigned small[] = {
        SUDOKU_VARIANT_X,
        SUDOKU_VARIANT_DG,
        SUDOKU_VARIANT_ANTI_KNIGHT,
        SUDOKU_VARIANT_ANTI_KING,
        SUDOKU_VARIANT_NON_CONSECUTIVE,
        SUDOKU_VARIANT_X | SUDOKU_VARIANT_ANTI_KING,
        SUDOKU_VARIANT_LATIN | SUDOKU_VARIANT_X,
        SUDOKU_VARIANT_JIGSAW,
        SUDOKU_VARIANT_JIGSAW | SUDOKU_VARIANT_X,
    };
    for (size_t i = 0; i < sizeof small / sizeof small[0]; i++) {
        check_group_brute(4, small[i]);
        check_group_brute(6, small[i]);
    }
    check_group_brute(9, SUDOKU_VARIANT_X);
    check_group_brute(9, SUDOKU_VARIANT_WINDOKU);
    check_group_brute(9, SUDOKU_VARIANT_GIRANDOLA);
}

/* A random puzzle of the shape (a jigsaw's region map kept); where the
** shape has no full board (4x4 anti-king, non-consecutive), random values:
** canonical forms take any content. */
static void variant_puzzle(sudoku_shape *sh, int holes, uint64_t seed,
                           sudoku_board *out) {
    int n = sh->side;
    if (n > 4 || !(sh->spec.variants &
                   (SUDOKU_VARIANT_ANTI_KING | SUDOKU_VARIANT_NON_CONSECUTIVE))) {
        random_puzzle(sh, holes, seed, out);
        return;
    }
    sudoku_rng rng;
    sudoku_rng_seed(&rng, seed);
    memset(out, 0, sizeof *out);
    out->shape = sh;
    for (int k = 0; k < n * n; k++)
        if ((int)sudoku_rng_below(&rng, (uint32_t)(n * n)) >= holes)
            out->cell[k] = (unsigned char)(1 + sudoku_rng_below(&rng, (uint32_t)n));
}

/* The least image over the listed group, by brute force: region map then
** cells, relabelled by first appearance (or as is / reversed). */
static void brute_group_canon(const sudoku_board_group *g, const sudoku_board *p,
                              unsigned char *best, uint64_t *count) {
    const sudoku_shape_spec *spec = sudoku_shape_spec_of(p->shape);
    int n = spec->side, n2 = n * n, jig = (spec->variants & SUDOKU_VARIANT_JIGSAW) != 0;
    int all;
    size_t size = sudoku_board_group_size(g, &all);
    int have = 0;
    *count = 0;
    for (size_t i = 0; i < size; i++)
        for (int rev = 0; rev < (all ? 1 : 2); rev++) {
            sudoku_board_transform e;
            sudoku_board_group_element(g, i, &e);
            unsigned char cur[2 * SUDOKU_MAX_CELLS], label[SUDOKU_MAX_SIDE + 1] = {0};
            int len = 0, next = 1;
            for (int k = 0; jig && k < n2; k++) {
                int sr = e.row[k / n], sc = e.col[k % n];
                int reg =
                    e.transposed ? spec->region[sc * n + sr] : spec->region[sr * n + sc];
                if (!label[reg + 1]) label[reg + 1] = (unsigned char)next++;
                cur[len++] = label[reg + 1];
            }
            memset(label, 0, sizeof label);
            next = 1;
            for (int k = 0; k < n2; k++) {
                int sr = e.row[k / n], sc = e.col[k % n];
                int v = e.transposed ? p->cell[sc * n + sr] : p->cell[sr * n + sc];
                if (v && all && !label[v]) label[v] = (unsigned char)next++;
                cur[len++] = (unsigned char)(!v    ? 0
                                             : all ? label[v]
                                             : rev ? n + 1 - v
                                                   : v);
            }
            int cmp = have ? memcmp(cur, best, (size_t)len) : -1;
            if (cmp < 0) memcpy(best, cur, (size_t)len), *count = 0, have = 1;
            if (cmp <= 0) ++*count;
        }
}

/* Applies t to p: the cells, and on a jigsaw a new shape for the region
** map moved (*own, freed by the caller; NULL otherwise). */
static void apply_moved(const sudoku_board_transform *t, const sudoku_board *p,
                        sudoku_board *q, sudoku_shape **own) {
    assert_int_equal(sudoku_board_transform_apply(t, p, q), SUDOKU_OK);
    *own = NULL;
    const sudoku_shape_spec *spec = sudoku_shape_spec_of(p->shape);
    if (!(spec->variants & SUDOKU_VARIANT_JIGSAW)) return;
    sudoku_shape_spec moved;
    sudoku_board_transform_spec(t, spec, &moved);
    assert_int_equal(sudoku_shape_new(&moved, own, NULL), SUDOKU_OK);
    q->shape = *own;
}

/* The canonical form of every image of a puzzle under the whole group (300
** random elements of larger groups) is the puzzle's own (region map too);
** the form and automorphisms equal the brute force's over the listed
** group; the map reaches the form. */
static void check_variant_invariant(int n, unsigned variants, int holes, int puzzles) {
    sudoku_shape *sh = variant_shape(n, variants, 11);
    sudoku_board_group *g = NULL;
    assert_int_equal(sudoku_board_group_new(sh, &g), SUDOKU_OK);
    int all, n2 = n * n, jig = (variants & SUDOKU_VARIANT_JIGSAW) != 0;
    size_t size = sudoku_board_group_size(g, &all);
    sudoku_rng rng;
    sudoku_rng_seed(&rng, (uint64_t)n * 31 + variants);
    for (int k = 0; k < puzzles; k++) {
        sudoku_board p, form, back;
        sudoku_board_transform map;
        uint64_t autos, brute_count;
        static unsigned char best[2 * SUDOKU_MAX_CELLS];
        variant_puzzle(sh, holes, (uint64_t)(k + 7), &p);
        assert_int_equal(sudoku_board_group_canon(g, &p, &form, &map, &autos), SUDOKU_OK);
        brute_group_canon(g, &p, best, &brute_count);
        assert_memory_equal(form.cell, best + (jig ? n2 : 0), (size_t)n2);
        assert_int_equal(autos, brute_count);
        sudoku_shape_spec fspec;
        sudoku_board_transform_spec(&map, sudoku_shape_spec_of(sh), &fspec);
        for (int i = 0; jig && i < n2; i++)
            assert_int_equal(fspec.region[i] + 1, best[i]);
        sudoku_shape *own;
        apply_moved(&map, &p, &back, &own);
        assert_memory_equal(back.cell, form.cell, (size_t)n2);
        sudoku_shape_free(own);
        /* sudoku_board_canon lists the group itself: the same */
        sudoku_board form2;
        assert_int_equal(sudoku_board_canon(&p, &form2, NULL, NULL), SUDOKU_OK);
        assert_memory_equal(form2.cell, form.cell, (size_t)n2);
        /* every element; on groups over 300, 300 drawn at random */
        for (size_t j = 0; j < (size > 300 ? 300 : size); j++)
            for (int rev = 0; rev < (all ? 1 : 2); rev++) {
                size_t i = size > 300 ? sudoku_rng_below(&rng, (uint32_t)size) : j;
                sudoku_board_transform t;
                sudoku_board_group_element(g, i, &t);
                if (all) sudoku__shuffle(t.symbol + 1, (uint32_t)n, &rng);
                for (int v = 1; v <= n && rev; v++)
                    t.symbol[v] = (unsigned char)(n + 1 - v);
                assert_int_equal(sudoku_board_transform_check(sh, &t), SUDOKU_OK);
                sudoku_board q, qform;
                sudoku_board_transform qmap;
                uint64_t qautos;
                apply_moved(&t, &p, &q, &own);
                assert_int_equal(sudoku_board_group_canon(g, &q, &qform, &qmap, &qautos),
                                 SUDOKU_OK);
                assert_memory_equal(qform.cell, form.cell, (size_t)n2);
                assert_int_equal(qautos, autos);
                if (jig) {
                    sudoku_shape_spec qspec;
                    sudoku_board_transform_spec(&qmap, sudoku_shape_spec_of(q.shape),
                                                &qspec);
                    assert_memory_equal(qspec.region, fspec.region, (size_t)n2);
                }
                sudoku_shape_free(own);
            }
    }
    sudoku_board_group_free(g);
    sudoku_shape_free(sh);
}

/* sudoku_board_equivalent: a puzzle and its image under a random element
** of its group (a jigsaw's region map moved with it) are equivalent, and
** the map found takes the one to the other, cells and region map; another
** puzzle of the shape, or the same cells on another shape, is not; a
** group too large to list is no answer (SUDOKU_ELIMIT), not a "no". */
static void check_equivalent(int n, unsigned variants, uint64_t seed) {
    sudoku_shape *sh = variant_shape(n, variants, seed), *own, *mapped_own;
    sudoku_rng rng;
    sudoku_rng_seed(&rng, seed);
    sudoku_board p, q, other, mapped;
    sudoku_board_transform t, map, maps[2];
    static sudoku_board forms[2];
    int eq = -1, n2 = n * n;
    variant_puzzle(sh, n2 / 2, seed, &p);
    sudoku_board_transform_random(sh, &t, &rng);
    apply_moved(&t, &p, &q, &own);
    assert_int_equal(sudoku_board_equivalent(&p, &q, &eq, forms, maps, &map), SUDOKU_OK);
    assert_int_equal(eq, 1);
    assert_memory_equal(forms[0].cell, forms[1].cell, (size_t)n2);
    apply_moved(&map, &p, &mapped, &mapped_own);
    assert_memory_equal(mapped.cell, q.cell, (size_t)n2);
    if (own)
        assert_memory_equal(sudoku_shape_spec_of(mapped.shape)->region,
                            sudoku_shape_spec_of(q.shape)->region, (size_t)n2);
    variant_puzzle(sh, n2 / 2, seed + 1, &other);
    assert_int_equal(sudoku_board_equivalent(&p, &other, &eq, NULL, NULL, NULL),
                     SUDOKU_OK);
    assert_int_equal(eq, 0);
    sudoku_shape_free(mapped_own);
    sudoku_shape_free(own);
    sudoku_shape_free(sh);
}

static void test_board_equivalent(void **state) {
    (void)state;
    check_equivalent(6, 0, 3);
    check_equivalent(9, SUDOKU_VARIANT_X, 5);
    check_equivalent(9, SUDOKU_VARIANT_JIGSAW, 7);
    check_equivalent(16, 0, 9);
    /* the same cells, one board with the diagonals: not the same puzzle */
    sudoku_shape *plain = variant_shape(9, 0, 1),
                 *x = variant_shape(9, SUDOKU_VARIANT_X, 1);
    sudoku_board a, b;
    int eq = -1;
    variant_puzzle(x, 50, 4, &a);
    b = a;
    b.shape = plain;
    assert_int_equal(sudoku_board_equivalent(&a, &b, &eq, NULL, NULL, NULL), SUDOKU_OK);
    assert_int_equal(eq, 0);
    /* 16x16 disjoint groups: too large to list, no answer */
    sudoku_shape *dg = variant_shape(16, SUDOKU_VARIANT_DG, 1);
    variant_puzzle(dg, 128, 2, &a);
    eq = -1;
    assert_int_equal(sudoku_board_equivalent(&a, &a, &eq, NULL, NULL, NULL),
                     SUDOKU_ELIMIT);
    assert_int_equal(eq, -1);
    assert_int_equal(sudoku_board_equivalent(NULL, &a, &eq, NULL, NULL, NULL),
                     SUDOKU_EINVAL);
    sudoku_shape_free(dg);
    sudoku_shape_free(x);
    sudoku_shape_free(plain);
}

static void test_board_canon_variants_invariant_small(void **state) {
    (void)state;
    check_variant_invariant(4, SUDOKU_VARIANT_X, 8, 6);
    check_variant_invariant(4, SUDOKU_VARIANT_NON_CONSECUTIVE, 10, 4);
    check_variant_invariant(6, SUDOKU_VARIANT_JIGSAW, 20, 6);
    check_variant_invariant(6, SUDOKU_VARIANT_JIGSAW | SUDOKU_VARIANT_X, 20, 3);
    check_variant_invariant(6, SUDOKU_VARIANT_DG, 20, 3);
    check_variant_invariant(6, SUDOKU_VARIANT_LATIN | SUDOKU_VARIANT_X, 20, 2);
}

static void test_board_canon_variants_invariant_9x9(void **state) {
    (void)state;
    static const unsigned v9[] = {
        SUDOKU_VARIANT_X,         SUDOKU_VARIANT_WINDOKU,
        SUDOKU_VARIANT_ASTERISK,  SUDOKU_VARIANT_CENTRE_DOT,
        SUDOKU_VARIANT_GIRANDOLA, SUDOKU_VARIANT_ANTI_KNIGHT,
        SUDOKU_VARIANT_ANTI_KING, SUDOKU_VARIANT_NON_CONSECUTIVE,
        SUDOKU_VARIANT_JIGSAW,    SUDOKU_VARIANT_X | SUDOKU_VARIANT_WINDOKU,
        SUDOKU_VARIANT_DG,
    };
    for (size_t i = 0; i < sizeof v9 / sizeof v9[0]; i++)
        check_variant_invariant(9, v9[i], 45, v9[i] == SUDOKU_VARIANT_DG ? 1 : 2);
}

/* A transformation outside the group (a row swap that breaks x's
** diagonals) is refused as an element and gives another form; a blank
** board's automorphisms are the whole group. */
static void test_board_canon_variants_tell_apart(void **state) {
    (void)state;
    sudoku_shape *sh = variant_shape(9, SUDOKU_VARIANT_X, 1);
    sudoku_board_transform swap;
    assert_int_equal(sudoku_board_transform_parse("r2,1,3,4,5,6,7,8,9", sh, &swap),
                     SUDOKU_EFORMAT);
    sudoku_board_transform_identity(9, &swap);
    swap.row[0] = 1, swap.row[1] = 0;
    assert_int_equal(sudoku_board_transform_check(sh, &swap), SUDOKU_EINVAL);
    sudoku_board p, q, fp, fq;
    variant_puzzle(sh, 45, 5, &p);
    q = p;
    for (int c = 0; c < 9; c++)
        q.cell[c] = p.cell[9 + c], q.cell[9 + c] = p.cell[c];
    assert_int_equal(sudoku_board_canon(&p, &fp, NULL, NULL), SUDOKU_OK);
    assert_int_equal(sudoku_board_canon(&q, &fq, NULL, NULL), SUDOKU_OK);
    assert_memory_not_equal(fp.cell, fq.cell, 81);
    sudoku_board blank = {sh, {0}};
    uint64_t autos;
    sudoku_board_group *g;
    assert_int_equal(sudoku_board_group_new(sh, &g), SUDOKU_OK);
    assert_int_equal(sudoku_board_canon(&blank, &fp, NULL, &autos), SUDOKU_OK);
    assert_int_equal(autos, sudoku_board_group_size(g, NULL));
    sudoku_board_group_free(g);
    sudoku_shape_free(sh);
    /* non-consecutive: only identity and reversal relabel */
    sh = variant_shape(9, SUDOKU_VARIANT_NON_CONSECUTIVE, 1);
    assert_int_equal(sudoku_board_transform_parse("d9,8,7,6,5,4,3,2,1", sh, &swap),
                     SUDOKU_OK);
    assert_int_equal(sudoku_board_transform_parse("d2,1,3,4,5,6,7,8,9", sh, &swap),
                     SUDOKU_EFORMAT);
    sudoku_shape_free(sh);
}

/* A random order of n lines in blocks of h: the blocks in random order,
** the lines inside each block in one order shared by every block (shared)
** or each its own. */
static void random_lines(int n, int h, int shared, sudoku_rng *rng, unsigned char *out) {
    unsigned char block[SUDOKU_MAX_SIDE], inner[SUDOKU_MAX_SIDE];
    for (int b = 0; b < n / h; b++)
        block[b] = (unsigned char)b;
    sudoku__shuffle(block, (uint32_t)(n / h), rng);
    for (int b = 0; b < n / h; b++) {
        if (b == 0 || !shared) {
            for (int k = 0; k < h; k++)
                inner[k] = (unsigned char)k;
            sudoku__shuffle(inner, (uint32_t)h, rng);
        }
        for (int k = 0; k < h; k++)
            out[b * h + k] = (unsigned char)(block[b] * h + inner[k]);
    }
}

/* sudoku__board_group_keeps against keeps_structure on 'tries' elements of
** the plain shape's group (on a jigsaw, any row and column order): drawn
** at random, with inner orders shared by the blocks (which keep dg), as
** one of the square's 8 symmetries, or from the listed group when it can
** be listed; symbols the identity, reversed or shuffled (non-consecutive
** keeps only the first two). Both answers must come up. */
static void check_keeps(int n, unsigned variants, int tries) {
    sudoku_shape *sh = variant_shape(n, variants, 5);
    const sudoku_shape_spec *spec = sudoku_shape_spec_of(sh);
    int latin = (variants & (SUDOKU_VARIANT_JIGSAW | SUDOKU_VARIANT_LATIN)) != 0;
    int bh = latin ? n : spec->box_rows, sw = latin ? n : spec->box_cols;
    int transposable = latin || bh == sw;
    static uint64_t house[64][10];
    int nh = extra_houses(sh, house), kept = 0, refused = 0;
    sudoku_board_group *g = NULL;
    if (sudoku_board_group_new(sh, &g) != SUDOKU_OK) g = NULL;
    sudoku_rng rng;
    sudoku_rng_seed(&rng, (uint64_t)n * 1000 + variants);
    for (int k = 0; k < tries; k++) {
        sudoku_board_transform t;
        sudoku_board_transform_identity(n, &t);
        int kind = k % 4;
        if (kind == 3 && g) {
            sudoku_board_group_element(
                g, sudoku_rng_below(&rng, (uint32_t)sudoku_board_group_size(g, NULL)),
                &t);
        } else if (kind == 2) {
            for (int i = 0; i < n; i++) {
                if (k & 4) t.row[i] = (unsigned char)(n - 1 - i);
                if (k & 8) t.col[i] = (unsigned char)(n - 1 - i);
            }
        } else {
            random_lines(n, bh, kind != 0, &rng, t.row);
            random_lines(n, sw, kind != 0, &rng, t.col);
        }
        t.transposed = transposable && (k & 16) ? 1 : t.transposed;
        int symbols = (k / 4) % 3; /* identity, reversed, shuffled */
        for (int v = 1; v <= n && symbols == 1; v++)
            t.symbol[v] = (unsigned char)(n + 1 - v);
        if (symbols == 2) sudoku__shuffle(t.symbol + 1, (uint32_t)n, &rng);
        int src[SUDOKU_MAX_CELLS], id = 1, rev = 1;
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++)
                src[r * n + c] =
                    t.transposed ? t.col[c] * n + t.row[r] : t.row[r] * n + t.col[c];
        for (int v = 1; v <= n; v++)
            id &= t.symbol[v] == v, rev &= t.symbol[v] == n + 1 - v;
        int want = keeps_structure(sh, house, nh, src) &&
                   (!(variants & SUDOKU_VARIANT_NON_CONSECUTIVE) || id || rev);
        int got = sudoku__board_group_keeps(sh, &t);
        assert_int_equal(got, want);
        assert_int_equal(sudoku_board_transform_check(sh, &t),
                         want ? SUDOKU_OK : SUDOKU_EINVAL);
        kept += want, refused += !want;
    }
    assert_true(kept > 0);
    assert_true(refused > 0);
    sudoku_board_group_free(g);
    sudoku_shape_free(sh);
}

/* The membership test (which allocates nothing and so cannot fail) says
** exactly what the definition says, on shapes whose extra houses lie in
** the first word of a cell's house set, across two words (16x16, from
** house 48) and from the second word on (25x25, from house 75), and on
** groups too large to list (dg from 15x15 up, 25x25 x). */
static void test_board_group_keeps_as_defined(void **state) {
    (void)state;
    check_keeps(6, SUDOKU_VARIANT_JIGSAW | SUDOKU_VARIANT_X, 64);
    check_keeps(9, SUDOKU_VARIANT_JIGSAW, 64);
    check_keeps(9, SUDOKU_VARIANT_NON_CONSECUTIVE, 96);
    check_keeps(9, SUDOKU_VARIANT_ANTI_KNIGHT | SUDOKU_VARIANT_ANTI_KING, 64);
    check_keeps(9, SUDOKU_VARIANT_X | SUDOKU_VARIANT_WINDOKU, 64);
    check_keeps(12, SUDOKU_VARIANT_DG, 64);
    check_keeps(16, SUDOKU_VARIANT_X | SUDOKU_VARIANT_WINDOKU | SUDOKU_VARIANT_DG, 64);
    check_keeps(25, SUDOKU_VARIANT_DG | SUDOKU_VARIANT_X | SUDOKU_VARIANT_WINDOKU, 48);
    check_keeps(25, SUDOKU_VARIANT_ANTI_KNIGHT, 32);
}

/* Which shapes have a listed group: the variant and jigsaw ones, whose
** sudoku_board_canon form is the listed group's; the plain and latin ones
** here have groups too large to list, and sudoku_board_canon gives their
** forms without one. */
static void test_board_group_listed(void **state) {
    (void)state;
    assert_int_equal(sudoku_board_group_listed(NULL), 0);
    static const struct {
        int n;
        unsigned variants;
        int listed;
    } cases[] = {
        {9, 0, 0},
        {9, SUDOKU_VARIANT_LATIN, 0},
        {16, 0, 0},
        {9, SUDOKU_VARIANT_X, 1},
        {9, SUDOKU_VARIANT_JIGSAW, 1},
        {9, SUDOKU_VARIANT_NON_CONSECUTIVE, 1},
        {6, SUDOKU_VARIANT_LATIN | SUDOKU_VARIANT_X, 1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sudoku_shape *sh = variant_shape(cases[i].n, cases[i].variants, 2);
        assert_int_equal(sudoku_board_group_listed(sh), cases[i].listed);
        sudoku_board_group *g = NULL;
        sudoku_status st = sudoku_board_group_new(sh, &g);
        sudoku_board p, f1, f2;
        variant_puzzle(sh, cases[i].n * cases[i].n / 2, 3, &p);
        assert_int_equal(sudoku_board_canon(&p, &f1, NULL, NULL), SUDOKU_OK);
        if (cases[i].listed) {
            assert_int_equal(st, SUDOKU_OK);
            assert_int_equal(sudoku_board_group_canon(g, &p, &f2, NULL, NULL), SUDOKU_OK);
            assert_memory_equal(f1.cell, f2.cell, (size_t)(cases[i].n * cases[i].n));
        } else {
            assert_int_equal(st, SUDOKU_ELIMIT);
        }
        sudoku_board_group_free(g);
        sudoku_shape_free(sh);
    }
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
        cmocka_unit_test(test_board_equivalent),
        cmocka_unit_test(test_board_group_equals_brute_force),
        cmocka_unit_test(test_board_canon_variants_invariant_small),
        cmocka_unit_test(test_board_canon_variants_invariant_9x9),
        cmocka_unit_test(test_board_canon_variants_tell_apart),
        cmocka_unit_test(test_board_group_keeps_as_defined),
        cmocka_unit_test(test_board_group_listed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
