/*
** test_generate.c - unit tests of the generator: full grids, exact holes
** with a unique solution (checked by counting), reproducibility from a seed,
** symmetry cell by cell, per-unit minimums, minimality, levels, option
** checks, and the effort bound that keeps it from looping forever.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

/* Checks what every generated puzzle must satisfy. */
static void check_puzzle(const sudoku_grid *puzzle, const sudoku_grid *solution,
                         int holes) {
    uint64_t count = 0;
    assert_int_equal(81 - sudoku_givens(puzzle), holes);
    assert_int_equal(sudoku_count(puzzle, 2, &count), SUDOKU_OK);
    assert_int_equal(count, 1);
    assert_true(sudoku_is_solution(puzzle, solution));
}

static sudoku_status make(const sudoku_gen_options *opt, uint64_t seed, uint64_t index,
                          sudoku_grid *puzzle, sudoku_grid *solution,
                          sudoku_gen_report *rep) {
    sudoku_rng rng;
    sudoku_rng_seed_stream(&rng, seed, index);
    return sudoku_generate(opt, &rng, puzzle, solution, rep);
}

static void test_generate_full_grids_are_valid_and_differ(void **state) {
    (void)state;
    for (int method = 0; method < 2; method++) {
        sudoku_grid first;
        for (uint64_t i = 0; i < 50; i++) {
            sudoku_rng rng;
            sudoku_grid g;
            sudoku_rng_seed_stream(&rng, 11, i);
            sudoku_generate_full((sudoku_gen_method)method, &rng, &g);
            assert_int_equal(sudoku_givens(&g), 81);
            assert_int_equal(sudoku_check(&g, NULL), SUDOKU_OK);
            if (i == 0)
                first = g;
            else
                assert_memory_not_equal(first.cell, g.cell, 81);
        }
    }
}

static void test_generate_exact_holes_unique(void **state) {
    (void)state;
    static const int holes[] = {0, 1, 17, 30, 45, 50, 55, 58};
    sudoku_gen_options opt;
    sudoku_gen_defaults(&opt);
    for (size_t k = 0; k < sizeof holes / sizeof holes[0]; k++) {
        opt.holes = holes[k];
        for (int method = 0; method < 2; method++) {
            opt.method = (sudoku_gen_method)method;
            for (uint64_t i = 0; i < 5; i++) {
                sudoku_grid p, s;
                sudoku_gen_report rep;
                assert_int_equal(make(&opt, 1, i, &p, &s, &rep), SUDOKU_OK);
                check_puzzle(&p, &s, holes[k]);
                assert_int_equal(rep.holes, holes[k]);
                assert_true(rep.grids >= 1);
            }
        }
    }
}

/* 60 holes (21 givens) needs the local search; a few must still come out. */
static void test_generate_sixty_holes(void **state) {
    (void)state;
    sudoku_gen_options opt;
    sudoku_gen_defaults(&opt);
    opt.holes = 60;
    for (uint64_t i = 0; i < 3; i++) {
        sudoku_grid p, s;
        assert_int_equal(make(&opt, 2, i, &p, &s, NULL), SUDOKU_OK);
        check_puzzle(&p, &s, 60);
    }
}

/* The same seed and index give the same bytes; the solution is optional. */
static void test_generate_same_seed_reproduces(void **state) {
    (void)state;
    sudoku_gen_options opt;
    sudoku_gen_defaults(&opt);
    opt.holes = 50;
    sudoku_grid p1, s1, p2, p3;
    assert_int_equal(make(&opt, 77, 4, &p1, &s1, NULL), SUDOKU_OK);
    for (uint64_t i = 0; i < 4; i++) /* other puzzles first change nothing */
        assert_int_equal(make(&opt, 77, i, &p2, NULL, NULL), SUDOKU_OK);
    assert_int_equal(make(&opt, 77, 4, &p2, NULL, NULL), SUDOKU_OK);
    assert_memory_equal(p1.cell, p2.cell, 81);
    assert_int_equal(make(&opt, 78, 4, &p3, NULL, NULL), SUDOKU_OK);
    assert_memory_not_equal(p1.cell, p3.cell, 81);
}

/* A known answer: guards the byte-identical promise across machines
** (default options, seed 1, puzzle 0 -- what `sudoku gen --seed 1` prints). */
#define KNOWN_ANSWER                                                                     \
    "..6.519..234.97158.9.....6..719...4.5.......9...5387..658...41..12.8...5..7...89."
static void test_generate_known_answer(void **state) {
    (void)state;
    sudoku_gen_options opt;
    sudoku_gen_defaults(&opt);
    sudoku_grid p;
    char text[SUDOKU_FORMAT_MAX];
    assert_int_equal(make(&opt, 1, 0, &p, NULL, NULL), SUDOKU_OK);
    sudoku_format(&p, SUDOKU_LAYOUT_LINE, '.', text);
    assert_string_equal(text, KNOWN_ANSWER "\n");
}

static int partner(sudoku_symmetry sym, int i) {
    int r = sudoku__row(i), c = sudoku__col(i);
    switch (sym) {
    case SUDOKU_SYM_ROTATIONAL:
        return 80 - i;
    case SUDOKU_SYM_DIAGONAL:
        return 9 * c + r;
    case SUDOKU_SYM_MIRROR:
        return 9 * r + 8 - c;
    default:
        return i;
    }
}

static void test_generate_symmetry_holds_cell_by_cell(void **state) {
    (void)state;
    static const int holes[] = {20, 41, 50, 53};
    sudoku_gen_options opt;
    sudoku_gen_defaults(&opt);
    for (int sym = 1; sym <= 3; sym++) {
        opt.symmetry = (sudoku_symmetry)sym;
        for (size_t k = 0; k < sizeof holes / sizeof holes[0]; k++) {
            sudoku_grid p, s;
            opt.holes = holes[k];
            assert_int_equal(make(&opt, 5, k, &p, &s, NULL), SUDOKU_OK);
            check_puzzle(&p, &s, holes[k]);
            for (int i = 0; i < 81; i++)
                assert_int_equal(p.cell[i] == 0, p.cell[partner(opt.symmetry, i)] == 0);
        }
    }
}

static void test_generate_min_per_unit_kept(void **state) {
    (void)state;
    sudoku_gen_options opt;
    sudoku_gen_defaults(&opt);
    opt.min_per_unit = 4;
    opt.holes = 45; /* the most 4 per unit allows */
    for (uint64_t i = 0; i < 5; i++) {
        sudoku_grid p, s;
        assert_int_equal(make(&opt, 6, i, &p, &s, NULL), SUDOKU_OK);
        check_puzzle(&p, &s, 45);
        for (int u = 0; u < 9; u++) {
            int row = 0, col = 0;
            for (int k = 0; k < 9; k++)
                row += p.cell[9 * u + k] != 0, col += p.cell[9 * k + u] != 0;
            assert_true(row >= 4 && col >= 4);
        }
    }
}

/* --minimal: every given is needed, in every digging order. Also the
** check of the dig's shortcuts that call a hole not unique without a
** count (two lines whose digits swap over holes): a wrong verdict would
** keep a given that is not needed (24 puzzles, each cell of each tried). */
static void test_generate_minimal_every_given_needed(void **state) {
    (void)state;
    sudoku_gen_options opt;
    sudoku_gen_defaults(&opt);
    opt.minimal = 1;
    for (int trial = 0; trial < 24; trial++) {
        sudoku_grid p, s;
        sudoku_gen_report rep;
        opt.order = (sudoku_dig_order)(trial % 4);
        assert_int_equal(make(&opt, 8, (uint64_t)trial, &p, &s, &rep), SUDOKU_OK);
        check_puzzle(&p, &s, rep.holes);
        for (int i = 0; i < 81; i++) {
            if (p.cell[i] == 0) continue;
            sudoku_grid q = p;
            uint64_t count = 0;
            q.cell[i] = 0;
            assert_int_equal(sudoku_count(&q, 2, &count), SUDOKU_OK);
            assert_int_equal(count, 2);
        }
    }
}

static void test_generate_levels(void **state) {
    (void)state;
    static const int lo[] = {26, 32, 46, 50, 54}, hi[] = {30, 45, 49, 53, 59};
    static const int min[] = {5, 4, 3, 2, 0};
    for (int level = 1; level <= 5; level++) {
        sudoku_gen_options opt;
        sudoku_gen_defaults(&opt);
        assert_int_equal(sudoku_gen_level(&opt, level), SUDOKU_OK);
        assert_int_equal(opt.min_per_unit, min[level - 1]);
        for (uint64_t i = 0; i < 3; i++) {
            sudoku_grid p, s;
            sudoku_gen_report rep;
            assert_int_equal(make(&opt, 9, i, &p, &s, &rep), SUDOKU_OK);
            assert_true(rep.holes >= lo[level - 1] && rep.holes <= hi[level - 1]);
            check_puzzle(&p, &s, rep.holes);
        }
    }
    sudoku_gen_options opt, before;
    memset(&opt, 0, sizeof opt); /* padding too: the struct is compared bytewise */
    sudoku_gen_defaults(&opt);
    before = opt;
    assert_int_equal(sudoku_gen_level(&opt, 0), SUDOKU_EINVAL);
    assert_int_equal(sudoku_gen_level(&opt, 6), SUDOKU_EINVAL);
    assert_memory_equal(&opt, &before, sizeof opt);
}

/* A difficulty asked for is the one sudoku_rate gives; a level rarely met
** within the bound ends in SUDOKU_ELIMIT with the rejections counted. */
static void test_generate_difficulty_rated(void **state) {
    (void)state;
    sudoku_gen_options opt;
    sudoku_gen_defaults(&opt);
    opt.minimal = 1;
    for (int level = SUDOKU_LEVEL_EASY; level <= SUDOKU_LEVEL_EXPERT; level++) {
        sudoku_grid p, s;
        sudoku_gen_report rep;
        sudoku_rating rating;
        opt.difficulty = level;
        assert_int_equal(make(&opt, 12, (uint64_t)level, &p, &s, &rep), SUDOKU_OK);
        check_puzzle(&p, &s, rep.holes);
        assert_int_equal(sudoku_rate(&p, &rating), SUDOKU_OK);
        assert_int_equal(rating.level, level);
    }
    opt.minimal = 0;
    opt.holes = 20; /* 61 givens: always easy */
    opt.difficulty = SUDOKU_LEVEL_EXTREME;
    opt.max_grids = 3;
    sudoku_gen_report rep;
    sudoku_grid p;
    assert_int_equal(make(&opt, 12, 0, &p, NULL, &rep), SUDOKU_ELIMIT);
    assert_int_equal(rep.off_level, 3);
    assert_int_equal(rep.holes, 20);
}

/* Bad options: SUDOKU_EINVAL with a reason, outputs untouched. */
static void test_generate_bad_options_refused(void **state) {
    (void)state;
    sudoku_gen_options bad[10];
    for (int k = 0; k < 10; k++)
        sudoku_gen_defaults(&bad[k]);
    bad[0].holes = 65;
    bad[1].holes = -1;
    bad[2].min_per_unit = 10;
    bad[3].min_per_unit = 5, bad[3].holes = 40; /* at most 36 */
    bad[4].max_grids = 0;
    bad[5].symmetry = (sudoku_symmetry)7;
    bad[6].order = (sudoku_dig_order)9;
    bad[7].holes_max = 70;
    bad[8].difficulty = -2;
    bad[9].difficulty = SUDOKU_LEVEL_EXTREME + 1;
    for (int k = 0; k < 10; k++) {
        sudoku_error err = {0, 0, ""};
        sudoku_grid p, s, p0, s0;
        sudoku_gen_report rep;
        memset(&p, 3, sizeof p), memset(&s, 4, sizeof s);
        p0 = p, s0 = s;
        assert_int_equal(sudoku_gen_validate(&bad[k], &err), SUDOKU_EINVAL);
        assert_true(strlen(err.text) > 0);
        assert_int_equal(make(&bad[k], 1, 0, &p, &s, &rep), SUDOKU_EINVAL);
        assert_memory_equal(&p, &p0, sizeof p);
        assert_memory_equal(&s, &s0, sizeof s);
    }
}

/* 64 holes is essentially out of reach by digging: the bound stops it, the
** report tells the most holes reached, and the outputs stay untouched. */
static void test_generate_gives_up_within_bound(void **state) {
    (void)state;
    sudoku_gen_options opt;
    sudoku_gen_defaults(&opt);
    opt.holes = 64;
    opt.max_grids = 2;
    sudoku_grid p, s, p0;
    sudoku_gen_report rep;
    memset(&p, 3, sizeof p);
    p0 = p;
    assert_int_equal(make(&opt, 1, 0, &p, &s, &rep), SUDOKU_ELIMIT);
    assert_int_equal(rep.grids, 2);
    assert_true(rep.holes >= 50 && rep.holes < 64);
    assert_memory_equal(&p, &p0, sizeof p);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_generate_full_grids_are_valid_and_differ),
        cmocka_unit_test(test_generate_exact_holes_unique),
        cmocka_unit_test(test_generate_sixty_holes),
        cmocka_unit_test(test_generate_same_seed_reproduces),
        cmocka_unit_test(test_generate_known_answer),
        cmocka_unit_test(test_generate_symmetry_holds_cell_by_cell),
        cmocka_unit_test(test_generate_min_per_unit_kept),
        cmocka_unit_test(test_generate_minimal_every_given_needed),
        cmocka_unit_test(test_generate_levels),
        cmocka_unit_test(test_generate_difficulty_rated),
        cmocka_unit_test(test_generate_bad_options_refused),
        cmocka_unit_test(test_generate_gives_up_within_bound),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
