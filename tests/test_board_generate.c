/*
** test_board_generate.c - generation on every shape (board_generate.c):
** unique puzzles with exactly the holes asked or minimal, symmetric holes,
** the same puzzle from the same seed, random jigsaw maps that are maps.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"
#include "shape_rules.h"

/* The cell symmetric to c under sym (c itself for none). */
static int twin_of(int n, sudoku_symmetry sym, int c) {
    int r = c / n, col = c % n;
    if (sym == SUDOKU_SYM_ROTATIONAL) return (n - 1 - r) * n + n - 1 - col;
    if (sym == SUDOKU_SYM_DIAGONAL) return col * n + r;
    if (sym == SUDOKU_SYM_MIRROR) return r * n + n - 1 - col;
    return c;
}

/* The spec of generate's last puzzle (its drawn map). */
static sudoku_shape_spec last_spec;

/* Generates on (n, variants) and checks the puzzle: unique, its solution
** right by the rules written apart, 'holes' holes (-1: minimal, every
** orbit of givens needed), holes symmetric under 'sym'. */
static void generate(int n, unsigned variants, int holes, sudoku_symmetry sym,
                     uint64_t seed, sudoku_board *out) {
    sudoku_shape_spec spec;
    sudoku_shape_spec_init(&spec, n);
    spec.variants = variants;
    sudoku_board_gen_options opt = {holes, sym, 1};
    sudoku_rng rng;
    sudoku_rng_seed(&rng, seed);
    sudoku_shape *sh;
    sudoku_board p, s;
    assert_int_equal(sudoku_board_generate(&spec, &opt, &rng, &sh, &p, &s), SUDOKU_OK);
    assert_true(rules_solution(&spec, p.cell, s.cell));
    uint64_t count = 0;
    assert_int_equal(sudoku_board_count(&p, 2, &count), SUDOKU_OK);
    assert_int_equal(count, 1);
    int dug = 0;
    for (int c = 0; c < n * n; c++) {
        dug += !p.cell[c];
        assert_int_equal(!p.cell[c], !p.cell[twin_of(n, sym, c)]);
    }
    if (holes >= 0) assert_int_equal(dug, holes);
    for (int c = 0; c < n * n && holes < 0; c++) { /* minimal: no orbit spare */
        if (!p.cell[c]) continue;
        sudoku_board q = p;
        q.cell[c] = 0;
        q.cell[twin_of(n, sym, c)] = 0;
        assert_int_equal(sudoku_board_count(&q, 2, &count), SUDOKU_OK);
        assert_int_equal(count, 2);
    }
    *out = p;
    out->shape = NULL; /* freed below */
    last_spec = spec;
    sudoku_shape_free(sh);
}

static void test_board_generate_sizes(void **state) {
    (void)state;
    sudoku_board p;
    generate(4, 0, 10, SUDOKU_SYM_NONE, 1, &p);
    generate(6, 0, -1, SUDOKU_SYM_ROTATIONAL, 2, &p);
    generate(12, 0, 80, SUDOKU_SYM_MIRROR, 3, &p);
    generate(16, 0, 140, SUDOKU_SYM_DIAGONAL, 4, &p);
    generate(7, SUDOKU_VARIANT_LATIN, 25, SUDOKU_SYM_NONE, 5, &p);
    generate(25, 0, 313, SUDOKU_SYM_NONE, 6, &p);
}

static void test_board_generate_variants(void **state) {
    (void)state;
    sudoku_board p;
    for (unsigned bit = 1; bit < SUDOKU_VARIANT_LATIN; bit <<= 1)
        generate(9, bit, -1, SUDOKU_SYM_ROTATIONAL, bit, &p);
    generate(9, SUDOKU_VARIANT_JIGSAW, 50, SUDOKU_SYM_NONE, 7, &p);
}

static void test_board_generate_reproducible(void **state) {
    (void)state;
    sudoku_board a, b, c;
    generate(16, 0, 120, SUDOKU_SYM_NONE, 11, &a);
    generate(16, 0, 120, SUDOKU_SYM_NONE, 11, &b);
    generate(16, 0, 120, SUDOKU_SYM_NONE, 12, &c);
    assert_memory_equal(a.cell, b.cell, 256);
    assert_memory_not_equal(a.cell, c.cell, 256);
}

/* A drawn map is a map (sudoku_shape_new took it) and not the boxes. */
static void test_board_generate_jigsaw_map(void **state) {
    (void)state;
    sudoku_shape_spec spec;
    sudoku_shape_spec_init(&spec, 9);
    spec.variants = SUDOKU_VARIANT_JIGSAW;
    sudoku_board_gen_options opt = {-1, SUDOKU_SYM_NONE, 1};
    sudoku_rng rng;
    sudoku_rng_seed(&rng, 9);
    sudoku_shape *sh, *again;
    sudoku_board p;
    assert_int_equal(sudoku_board_generate(&spec, &opt, &rng, &sh, &p, NULL), SUDOKU_OK);
    assert_int_equal(sudoku_shape_new(&spec, &again, NULL), SUDOKU_OK);
    int moved = 0;
    for (int c = 0; c < 81; c++)
        moved += spec.region[c] != (c / 27) * 3 + (c % 9) / 3;
    assert_true(moved > 9);
    sudoku_shape_free(again);
    sudoku_shape_free(sh);
}

/* A 25x25 jigsaw (issue 21: a random fill over a freely drawn map of 25
** regions never finished): unique, exact holes, its solution right by the
** rules (generate), on a map (sudoku_shape_new takes it) far from the
** boxes. Skipped under valgrind (tests/valgrind.sh sets
** SUDOKU_TEST_UNDER_VALGRIND): seconds of search natively, many minutes
** under memcheck; the AddressSanitizer build runs it. */
static void test_board_generate_jigsaw_25(void **state) {
    (void)state;
    if (getenv("SUDOKU_TEST_UNDER_VALGRIND")) skip();
    sudoku_board p;
    generate(25, SUDOKU_VARIANT_JIGSAW, 312, SUDOKU_SYM_NONE, 21, &p);
    sudoku_shape *sh;
    assert_int_equal(sudoku_shape_new(&last_spec, &sh, NULL), SUDOKU_OK);
    sudoku_shape_free(sh);
    int moved = 0;
    for (int c = 0; c < 625; c++)
        moved += last_spec.region[c] != (c / 125) * 5 + (c % 25) / 5;
    assert_true(moved >= 100);
}

static void test_board_generate_refusals(void **state) {
    (void)state;
    sudoku_shape_spec spec;
    sudoku_shape_spec_init(&spec, 16);
    sudoku_board_gen_options opt = {41, SUDOKU_SYM_ROTATIONAL, 0}; /* odd, pairs only */
    sudoku_rng rng;
    sudoku_rng_seed(&rng, 1);
    sudoku_shape *sh = NULL;
    sudoku_board p;
    assert_int_equal(sudoku_board_generate(&spec, &opt, &rng, &sh, &p, NULL),
                     SUDOKU_EINVAL);
    opt.holes = 256;
    assert_int_equal(sudoku_board_generate(&spec, &opt, &rng, &sh, &p, NULL),
                     SUDOKU_EINVAL);
    spec.variants = SUDOKU_VARIANT_ASTERISK;
    opt.holes = 40;
    assert_int_equal(sudoku_board_generate(&spec, &opt, &rng, &sh, &p, NULL),
                     SUDOKU_EINVAL);
    assert_null(sh);
}

/* A shape with no full board at all (a 4x4 with anti-king: its 2x2 boxes
** and king moves leave none) is SUDOKU_ENOSOLUTION, not the effort bound
** running out, and the outputs stay as they were. */
static void test_board_generate_no_board(void **state) {
    (void)state;
    static const unsigned variants[] = {SUDOKU_VARIANT_ANTI_KING,
                                        SUDOKU_VARIANT_NON_CONSECUTIVE};
    for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
        sudoku_shape_spec spec;
        sudoku_shape_spec_init(&spec, 4);
        spec.variants = variants[v];
        sudoku_board_gen_options opt = {8, SUDOKU_SYM_NONE, 0};
        sudoku_rng rng;
        sudoku_rng_seed(&rng, 1);
        sudoku_shape *sh = NULL;
        sudoku_board p, before;
        memset(&p, 7, sizeof p);
        before = p;
        assert_int_equal(sudoku_board_generate(&spec, &opt, &rng, &sh, &p, NULL),
                         SUDOKU_ENOSOLUTION);
        assert_null(sh);
        assert_memory_equal(&p, &before, sizeof p);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_board_generate_sizes),
        cmocka_unit_test(test_board_generate_variants),
        cmocka_unit_test(test_board_generate_reproducible),
        cmocka_unit_test(test_board_generate_jigsaw_map),
        cmocka_unit_test(test_board_generate_jigsaw_25),
        cmocka_unit_test(test_board_generate_refusals),
        cmocka_unit_test(test_board_generate_no_board),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
