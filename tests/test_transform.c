/*
** test_transform.c - unit tests of the equivalence transformations: every
** move maps a valid grid to a valid grid with the expected effect, composing
** moves equals applying them one after another, random elements reach every
** kind of move, and bad moves or maps are refused without side effects.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"
#include "test_support.h"

static const char *const full_text =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

static int full_and_valid(const sudoku_grid *g) {
    return sudoku_givens(g) == 81 && sudoku_check(g, NULL) == SUDOKU_OK;
}

/* The move applied directly to a grid: the reference the composition is
** checked against. */
static void move_grid(sudoku_grid *g, sudoku_move m, int a, int b) {
    sudoku_grid o = *g;
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) {
            int sr = r, sc = c;
            if (m == SUDOKU_MOVE_ROWS && (r == a || r == b)) sr = a + b - r;
            if (m == SUDOKU_MOVE_COLS && (c == a || c == b)) sc = a + b - c;
            if (m == SUDOKU_MOVE_BANDS && (r / 3 == a || r / 3 == b))
                sr = 3 * (a + b - r / 3) + r % 3;
            if (m == SUDOKU_MOVE_STACKS && (c / 3 == a || c / 3 == b))
                sc = 3 * (a + b - c / 3) + c % 3;
            if (m == SUDOKU_MOVE_TRANSPOSE) sr = c, sc = r;
            unsigned char d = g->cell[9 * sr + sc];
            if (m == SUDOKU_MOVE_RELABEL && (d == a || d == b))
                d = (unsigned char)(a + b - d);
            o.cell[9 * r + c] = d;
        }
    }
    *g = o;
}

/* A random legal move of kind m. */
static void random_move(sudoku_rng *rng, sudoku_move m, int *a, int *b) {
    int block = (int)sudoku_rng_below(rng, 3);
    *a = (int)sudoku_rng_below(rng, 3);
    *b = (int)sudoku_rng_below(rng, 3);
    if (m == SUDOKU_MOVE_ROWS || m == SUDOKU_MOVE_COLS) *a += 3 * block, *b += 3 * block;
    if (m == SUDOKU_MOVE_RELABEL)
        *a = 1 + (int)sudoku_rng_below(rng, 9), *b = 1 + (int)sudoku_rng_below(rng, 9);
}

static void test_transform_identity_keeps_grid(void **state) {
    (void)state;
    sudoku_grid g, out;
    sudoku_transform t;
    parse(full_text, &g);
    sudoku_transform_identity(&t);
    assert_int_equal(sudoku_transform_apply(&t, &g, &out), SUDOKU_OK);
    assert_memory_equal(g.cell, out.cell, 81);
}

/* Each kind alone: valid in, valid out, and exactly the expected effect. */
static void test_transform_each_move_maps_valid_to_valid(void **state) {
    (void)state;
    static const int cases[][3] = {
        {SUDOKU_MOVE_RELABEL, 1, 9}, {SUDOKU_MOVE_ROWS, 3, 5},
        {SUDOKU_MOVE_COLS, 6, 8},    {SUDOKU_MOVE_BANDS, 0, 2},
        {SUDOKU_MOVE_STACKS, 1, 2},  {SUDOKU_MOVE_TRANSPOSE, 0, 0}};
    sudoku_grid g;
    parse(full_text, &g);
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        sudoku_transform t;
        sudoku_grid out, expect = g;
        sudoku_transform_identity(&t);
        assert_int_equal(sudoku_transform_compose(&t, (sudoku_move)cases[k][0],
                                                  cases[k][1], cases[k][2]),
                         SUDOKU_OK);
        assert_int_equal(sudoku_transform_apply(&t, &g, &out), SUDOKU_OK);
        move_grid(&expect, (sudoku_move)cases[k][0], cases[k][1], cases[k][2]);
        assert_true(full_and_valid(&out));
        assert_memory_equal(expect.cell, out.cell, 81);
        assert_memory_not_equal(g.cell, out.cell, 81);
    }
}

/* Random sequences of every kind: the composed transform equals the moves
** applied one after another, and every intermediate grid is valid. */
static void test_transform_compose_equals_sequence(void **state) {
    (void)state;
    sudoku_rng rng;
    sudoku_rng_seed(&rng, 2024);
    sudoku_grid g;
    parse(full_text, &g);
    unsigned kinds = 0;
    for (int trial = 0; trial < 50; trial++) {
        sudoku_transform t;
        sudoku_grid direct = g, out;
        sudoku_transform_identity(&t);
        for (int step = 0; step < 40; step++) {
            sudoku_move m = (sudoku_move)sudoku_rng_below(&rng, 6);
            int a, b;
            random_move(&rng, m, &a, &b);
            assert_int_equal(sudoku_transform_compose(&t, m, a, b), SUDOKU_OK);
            move_grid(&direct, m, a, b);
            assert_true(full_and_valid(&direct));
            kinds |= 1u << m;
        }
        assert_int_equal(sudoku_transform_apply(&t, &g, &out), SUDOKU_OK);
        assert_memory_equal(direct.cell, out.cell, 81);
    }
    assert_int_equal(kinds, 0x3F); /* all six kinds took part */
}

/* Random elements: valid grids out, solution counts kept, and over many
** draws every component varies (band, row-in-band, stack, column-in-stack,
** relabelling, transpose). */
static void test_transform_random_covers_every_kind(void **state) {
    (void)state;
    sudoku_rng rng;
    sudoku_rng_seed(&rng, 5);
    sudoku_grid g, puzzle;
    parse(full_text, &g);
    parse("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8."
          ".79",
          &puzzle);
    unsigned seen = 0, band_orders = 0, stack_orders = 0;
    for (int i = 0; i < 2000; i++) {
        sudoku_transform t;
        sudoku_grid out, p;
        uint64_t count = 0;
        sudoku_transform_random(&t, &rng);
        assert_int_equal(sudoku_transform_apply(&t, &g, &out), SUDOKU_OK);
        assert_true(full_and_valid(&out));
        assert_int_equal(sudoku_transform_apply(&t, &puzzle, &p), SUDOKU_OK);
        assert_int_equal(sudoku_count(&p, 2, &count), SUDOKU_OK);
        assert_int_equal(count, 1);
        assert_int_equal(sudoku_givens(&p), sudoku_givens(&puzzle));
        seen |= (unsigned)(t.row[0] / 3 != 0) << 0 | (unsigned)(t.row[0] % 3 != 0) << 1;
        seen |= (unsigned)(t.col[0] / 3 != 0) << 2 | (unsigned)(t.col[0] % 3 != 0) << 3;
        seen |= (unsigned)(t.digit[1] != 1) << 4 | (unsigned)t.transpose << 5;
        seen |= (unsigned)(!t.transpose) << 6;
        band_orders |= 1u << (t.row[0] / 3 * 3 + t.row[3] / 3);
        stack_orders |= 1u << (t.col[0] / 3 * 3 + t.col[3] / 3);
    }
    assert_int_equal(seen, 0x7F);
    assert_int_equal(band_orders, 0xEE); /* bits 3a+b for the 6 pairs a != b */
    assert_int_equal(stack_orders, band_orders);
}

/* apply may write over its input. */
static void test_transform_apply_in_place(void **state) {
    (void)state;
    sudoku_rng rng;
    sudoku_transform t;
    sudoku_grid g, copy, out;
    sudoku_rng_seed(&rng, 9);
    parse(full_text, &g);
    copy = g;
    sudoku_transform_random(&t, &rng);
    assert_int_equal(sudoku_transform_apply(&t, &copy, &out), SUDOKU_OK);
    assert_int_equal(sudoku_transform_apply(&t, &g, &g), SUDOKU_OK);
    assert_memory_equal(out.cell, g.cell, 81);
}

static void test_transform_bad_moves_refused(void **state) {
    (void)state;
    static const int bad[][3] = {{SUDOKU_MOVE_ROWS, 2, 3},
                                 {SUDOKU_MOVE_ROWS, 0, 9},
                                 {SUDOKU_MOVE_COLS, -1, 0},
                                 {SUDOKU_MOVE_COLS, 5, 6},
                                 {SUDOKU_MOVE_BANDS, 0, 3},
                                 {SUDOKU_MOVE_STACKS, -1, 1},
                                 {SUDOKU_MOVE_RELABEL, 0, 1},
                                 {SUDOKU_MOVE_RELABEL, 1, 10},
                                 {99, 0, 0}};
    sudoku_rng rng;
    sudoku_rng_seed(&rng, 3);
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        sudoku_transform t, before;
        sudoku_transform_random(&t, &rng);
        before = t;
        assert_int_equal(
            sudoku_transform_compose(&t, (sudoku_move)bad[k][0], bad[k][1], bad[k][2]),
            SUDOKU_EINVAL);
        assert_memory_equal(&t, &before, sizeof t);
    }
}

static void test_transform_bad_maps_refused(void **state) {
    (void)state;
    sudoku_grid g, out, untouched;
    parse(full_text, &g);
    memset(&out, 7, sizeof out);
    untouched = out;
    sudoku_transform t;
    sudoku_transform_identity(&t);
    t.row[2] = 3, t.row[3] = 2; /* crosses a band boundary */
    assert_int_equal(sudoku_transform_apply(&t, &g, &out), SUDOKU_EINVAL);
    sudoku_transform_identity(&t);
    t.col[0] = 1; /* not a permutation */
    assert_int_equal(sudoku_transform_apply(&t, &g, &out), SUDOKU_EINVAL);
    sudoku_transform_identity(&t);
    t.digit[4] = 5; /* two digits onto one */
    assert_int_equal(sudoku_transform_apply(&t, &g, &out), SUDOKU_EINVAL);
    sudoku_transform_identity(&t);
    t.transpose = 2;
    assert_int_equal(sudoku_transform_apply(&t, &g, &out), SUDOKU_EINVAL);
    sudoku_transform_identity(&t);
    g.cell[10] = 10;
    assert_int_equal(sudoku_transform_apply(&t, &g, &out), SUDOKU_EINVAL);
    assert_memory_equal(&out, &untouched, sizeof out);
}

/* Inverting undoes, composing equals applying one after the other, and the
** notation reads back to the same transformation. */
static void test_transform_invert_then_and_notation(void **state) {
    (void)state;
    sudoku_rng rng;
    sudoku_rng_seed(&rng, 9);
    sudoku_grid g, a, b, ab, back;
    parse(full_text, &g);
    for (int n = 0; n < 500; n++) {
        sudoku_transform s, t, inv, st, read;
        sudoku_transform_random(&s, &rng);
        sudoku_transform_random(&t, &rng);
        assert_int_equal(sudoku_transform_invert(&s, &inv), SUDOKU_OK);
        assert_int_equal(sudoku_transform_apply(&s, &g, &a), SUDOKU_OK);
        assert_int_equal(sudoku_transform_apply(&inv, &a, &back), SUDOKU_OK);
        assert_memory_equal(back.cell, g.cell, 81);
        assert_int_equal(sudoku_transform_then(&s, &t, &st), SUDOKU_OK);
        assert_int_equal(sudoku_transform_apply(&t, &a, &b), SUDOKU_OK);
        assert_int_equal(sudoku_transform_apply(&st, &g, &ab), SUDOKU_OK);
        assert_memory_equal(ab.cell, b.cell, 81);
        char text[64];
        size_t len = sudoku_transform_format(&st, text, sizeof text);
        assert_int_equal(len, strlen(text));
        assert_int_equal(sudoku_transform_parse(text, &read), SUDOKU_OK);
        assert_memory_equal(&read, &st, sizeof read);
    }
}

static void test_transform_notation_parts_and_errors(void **state) {
    (void)state;
    sudoku_transform t, id;
    sudoku_transform_identity(&id);
    assert_int_equal(sudoku_transform_parse("t", &t), SUDOKU_OK);
    assert_int_equal(t.transpose, 1);
    assert_memory_equal(t.row, id.row, 9);
    assert_int_equal(sudoku_transform_parse("c321456789/d912345678", &t), SUDOKU_OK);
    assert_int_equal(t.col[0], 2);
    assert_int_equal(t.digit[1], 9);
    assert_int_equal(t.digit[2], 1);
    char text[64];
    sudoku_transform_format(&id, text, sizeof text);
    assert_string_equal(text, "r123456789/c123456789/d123456789");
    static const char *const bad[] = {"",
                                      "x",
                                      "r12345678",
                                      "r1234567890",
                                      "r423156789",
                                      "d112345678",
                                      "c123456789/r123456789",
                                      "t/",
                                      "r123456789//c123456789"};
    sudoku_transform keep = id;
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        assert_int_equal(sudoku_transform_parse(bad[i], &keep), SUDOKU_EFORMAT);
        assert_memory_equal(&keep, &id, sizeof keep);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_transform_identity_keeps_grid),
        cmocka_unit_test(test_transform_each_move_maps_valid_to_valid),
        cmocka_unit_test(test_transform_compose_equals_sequence),
        cmocka_unit_test(test_transform_random_covers_every_kind),
        cmocka_unit_test(test_transform_apply_in_place),
        cmocka_unit_test(test_transform_bad_moves_refused),
        cmocka_unit_test(test_transform_bad_maps_refused),
        cmocka_unit_test(test_transform_invert_then_and_notation),
        cmocka_unit_test(test_transform_notation_parts_and_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
