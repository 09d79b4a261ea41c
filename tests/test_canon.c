/*
** test_canon.c - unit tests of the minlex form: checked against a brute
** force over all 3,359,232 geometric transformations (sparse 17-clue
** puzzles, dense ones, full grids, grids with many automorphisms, clashing
** and many-solution puzzles), its transformation applied back, its
** invariance under thousands of random shuffles, and the 49,158 17-clue
** puzzles giving 49,158 forms (when ../shared/data is there).
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
#include "test_support.h"

/* ------------------------------------------------------------ brute force */

/* The 1296 band-preserving orders of 9 lines. */
static unsigned char lines[1296][9];

static void make_lines(void) {
    static const unsigned char perm[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                             {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    int n = 0;
    for (int b = 0; b < 6; b++)
        for (int x = 0; x < 6; x++)
            for (int y = 0; y < 6; y++)
                for (int z = 0; z < 6; z++, n++) {
                    const unsigned char *in[3] = {perm[x], perm[y], perm[z]};
                    for (int k = 0; k < 9; k++)
                        lines[n][k] =
                            (unsigned char)(3 * perm[b][k / 3] + in[k / 3][k % 3]);
                }
}

/* Compares the relabelled image of src under rows R, columns C with best:
** -1 less (cur holds it), 0 equal, 1 greater. */
static int try_one(const unsigned char *src, const unsigned char *R,
                   const unsigned char *C, const unsigned char *best,
                   unsigned char *cur) {
    unsigned char label[10] = {0};
    int next = 1, cmp = 0;
    for (int k = 0; k < 81; k++) {
        int d = src[9 * R[k / 9] + C[k % 9]];
        int v = d ? (label[d] ? label[d] : (label[d] = (unsigned char)next++)) : 0;
        if (cmp == 0 && v > best[k]) return 1;
        if (cmp == 0 && v < best[k]) cmp = -1;
        cur[k] = (unsigned char)v;
    }
    return cmp;
}

/* The least form over every geometric transformation, and how many reach
** it: the definition, with nothing clever. */
static void brute_force(const sudoku_grid *g, unsigned char *best, uint64_t *count) {
    unsigned char src[2][81], cur[81];
    for (int i = 0; i < 81; i++)
        src[0][i] = g->cell[i], src[1][i] = g->cell[9 * (i % 9) + i / 9];
    memset(best, 0xFF, 81);
    *count = 0;
    for (int t = 0; t < 2; t++)
        for (int r = 0; r < 1296; r++)
            for (int c = 0; c < 1296; c++) {
                int cmp = try_one(src[t], lines[r], lines[c], best, cur);
                if (cmp < 0) memcpy(best, cur, 81), *count = 0;
                if (cmp <= 0) ++*count;
            }
}

/* ------------------------------------------------------------ puzzles */

static const char *const fixed_puzzles[] = {
    /* 17-clue puzzles (the first of the public list and others) */
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
    "...........1..2.3.....4.5.6...7.3.....8...4.....1.......6...89.1..5......2.......",
    "....6..8..2...........3...6..4...7...1...8.....5........2.....63....1...7......4.",
    /* top1465, dense 'hardest' puzzles */
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7",
    /* full grids: a plain one and the 648-automorphism grid */
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    "123456789456789123789123456231564897564897231897231564312645978645978312978312645",
    "123456789456789123789123456234567891567891234891234567345678912678912345912345678",
    /* many solutions, clashing givens, nearly empty, empty */
    "8........3..6.....7..9.2...5...7.......457.....1...3...1....68..85...1..9....4...",
    "11.......................................................................9.......",
    "5...5...........................................................................5",
    "..............................................................................1..",
    ".................................................................................",
    "1.2.3.4.5.6.7.8.9................................................................",
    "999999999111111111222222222333333333444444444555555555666666666777777777888888888",
};

/* Under valgrind (tests/valgrind.sh sets SUDOKU_TEST_UNDER_VALGRIND) the
** brute force, 3.4 million transformations a puzzle, takes tens of seconds a
** puzzle: there every 'stride'-th puzzle is checked against it, and fewer
** shuffles are tried. Natively and under ASan, all of them. */
static int under_valgrind(void) { return getenv("SUDOKU_TEST_UNDER_VALGRIND") != NULL; }

static size_t stride(void) { return under_valgrind() ? 8 : 1; }

static void check_against_brute_force(const sudoku_grid *g) {
    unsigned char best[81];
    uint64_t count, autos;
    sudoku_grid form, mapped;
    sudoku_transform map;
    brute_force(g, best, &count);
    assert_int_equal(sudoku_canon(g, &form, &map, &autos), SUDOKU_OK);
    assert_memory_equal(form.cell, best, 81);
    assert_int_equal(autos, count);
    assert_int_equal(sudoku_transform_apply(&map, g, &mapped), SUDOKU_OK);
    assert_memory_equal(mapped.cell, form.cell, 81);
}

static void test_canon_equals_brute_force_on_fixed_puzzles(void **state) {
    (void)state;
    for (size_t i = 0; i < sizeof fixed_puzzles / sizeof *fixed_puzzles; i += stride()) {
        sudoku_grid g;
        for (int k = 0; k < 81; k++)
            g.cell[k] =
                (unsigned char)(fixed_puzzles[i][k] == '.' ? 0
                                                           : fixed_puzzles[i][k] - '0');
        check_against_brute_force(&g);
    }
}

/* Random puzzles of every density: n givens of a random full grid, or n
** random digits anywhere (mostly clashing). */
static void test_canon_equals_brute_force_on_random_puzzles(void **state) {
    (void)state;
    sudoku_rng rng;
    sudoku_rng_seed(&rng, 22);
    static const int givens[] = {0, 3, 12, 20, 26, 35, 50, 70, 80, 81, 81, 81, 9, 17};
    for (size_t i = 0; i < sizeof givens / sizeof *givens; i++) {
        sudoku_grid g;
        if (i % stride()) continue;
        sudoku_generate_full(SUDOKU_GEN_RANDOM, &rng, &g);
        int clashing = i >= 12;
        int keep = 0;
        for (int k = 0; k < 81; k++) {
            int left = 81 - k, want = givens[i] - keep;
            int take = (int)sudoku_rng_below(&rng, (uint32_t)left) < want;
            keep += take;
            g.cell[k] = (unsigned char)(!take      ? 0
                                        : clashing ? 1 + sudoku_rng_below(&rng, 9)
                                                   : g.cell[k]);
        }
        check_against_brute_force(&g);
    }
    /* a full top band whose second and third rows repeat digits: the
    ** first-row shortcut on a grid that breaks the rules */
    sudoku_grid g;
    sudoku_generate_full(SUDOKU_GEN_RANDOM, &rng, &g);
    for (int k = 9; k < 27; k++)
        g.cell[k] = (unsigned char)(1 + sudoku_rng_below(&rng, 9));
    check_against_brute_force(&g);
}

/* ------------------------------------------------------------ invariance */

static void test_canon_same_form_for_every_shuffle(void **state) {
    (void)state;
    sudoku_rng rng;
    sudoku_rng_seed(&rng, 2026);
    /* all but the last: its ties make it as slow as the brute force */
    for (size_t i = 0; i + 1 < sizeof fixed_puzzles / sizeof *fixed_puzzles; i++) {
        sudoku_grid g, form;
        uint64_t autos;
        for (int k = 0; k < 81; k++)
            g.cell[k] =
                (unsigned char)(fixed_puzzles[i][k] == '.' ? 0
                                                           : fixed_puzzles[i][k] - '0');
        assert_int_equal(sudoku_canon(&g, &form, NULL, &autos), SUDOKU_OK);
        for (int n = 0; n < (under_valgrind() ? 10 : 400); n++) {
            sudoku_transform t, map;
            sudoku_grid shuffled, form2, back;
            uint64_t autos2;
            sudoku_transform_random(&t, &rng);
            assert_int_equal(sudoku_transform_apply(&t, &g, &shuffled), SUDOKU_OK);
            assert_int_equal(sudoku_canon(&shuffled, &form2, &map, &autos2), SUDOKU_OK);
            assert_memory_equal(form2.cell, form.cell, 81);
            assert_int_equal(autos2, autos);
            assert_int_equal(sudoku_transform_apply(&map, &shuffled, &back), SUDOKU_OK);
            assert_memory_equal(back.cell, form.cell, 81);
        }
    }
}

/* The famous counts: the most symmetric grid, and the empty grid that
** every geometric transformation fixes. */
static void test_canon_automorphism_counts(void **state) {
    (void)state;
    sudoku_grid g;
    uint64_t autos;
    parse(fixed_puzzles[7], &g);
    assert_int_equal(sudoku_canon(&g, NULL, NULL, &autos), SUDOKU_OK);
    assert_int_equal(autos, 648);
    memset(&g, 0, sizeof g);
    assert_int_equal(sudoku_canon(&g, NULL, NULL, &autos), SUDOKU_OK);
    assert_int_equal(autos, 2u * 1296u * 1296u);
}

static void test_canon_refuses_bad_cells(void **state) {
    (void)state;
    sudoku_grid g, form;
    memset(&g, 0, sizeof g);
    memset(&form, 7, sizeof form);
    g.cell[40] = 10;
    assert_int_equal(sudoku_canon(&g, &form, NULL, NULL), SUDOKU_EINVAL);
    assert_int_equal(form.cell[0], 7);
}

/* ------------------------------------------------------------ the 17s */

/* The 49,158 17-clue puzzles are 49,158 different puzzles: no two forms
** equal. Skipped without ../shared/data (or $SUDOKU_SHARED_DATA), and under
** valgrind (49,158 forms; the native and ASan runs check them). */
static int compare_forms(const void *a, const void *b) { return memcmp(a, b, 81); }

static void test_canon_17_clue_forms_distinct(void **state) {
    (void)state;
    const char *dir = getenv("SUDOKU_SHARED_DATA"); /* for a worktree elsewhere */
    char path[1024];
    snprintf(path, sizeof path, "%s/17_clue.txt",
             dir ? dir : SUDOKU_TEST_DIR "/../../shared/data");
    if (under_valgrind()) skip();
    FILE *f = fopen(path, "r");
    if (!f) skip();
    size_t n = 0, cap = 50000;
    unsigned char(*forms)[81] = malloc(cap * 81);
    assert_non_null(forms);
    char line[256];
    while (fgets(line, sizeof line, f)) {
        sudoku_grid g;
        if (sudoku_parse(line, strlen(line), &g, NULL, NULL) != SUDOKU_OK) continue;
        if (n == cap) forms = realloc(forms, (cap *= 2) * 81), assert_non_null(forms);
        assert_int_equal(sudoku_canon(&g, (sudoku_grid *)forms[n], NULL, NULL),
                         SUDOKU_OK);
        n++;
    }
    fclose(f);
    assert_int_equal(n, 49158);
    qsort(forms, n, 81, compare_forms);
    for (size_t i = 1; i < n; i++)
        assert_true(memcmp(forms[i - 1], forms[i], 81) < 0);
    free(forms);
}

int main(void) {
    make_lines();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_canon_equals_brute_force_on_fixed_puzzles),
        cmocka_unit_test(test_canon_equals_brute_force_on_random_puzzles),
        cmocka_unit_test(test_canon_same_form_for_every_shuffle),
        cmocka_unit_test(test_canon_automorphism_counts),
        cmocka_unit_test(test_canon_refuses_bad_cells),
        cmocka_unit_test(test_canon_17_clue_forms_distinct),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
