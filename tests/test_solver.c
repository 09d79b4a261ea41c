/*
** test_solver.c - unit tests of sudoku_solve and sudoku_count: the fixture
** file tests/fixtures/solver.txt (PUZZLE:COUNT lines), clashes, bad cells,
** limits, guesses. Every solution is checked with sudoku_is_solution.
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
#include "position.h"
#include "test_support.h"

#define FIXTURES SUDOKU_TEST_DIR "/fixtures/solver.txt"

static const char INKALA[] =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
static const char SEED000[] =
    "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";
static const char SEED000_ANSWER[] =
    "143628579572139468986754231391542786468917352725863914237481695619275843854396127";
static const char SEED004_295[] =
    "8..........36......7..9.2...8...7.......457.....1...3...1....68..85...1..9....4..";

/* Checks one fixture: the count, the count at limits 1 and 2, and the solve
** result against the rules and the givens. */
static void check_fixture(const char *text, uint64_t expected) {
    sudoku_grid p, s;
    uint64_t n = 99, g = 99;
    parse(text, &p);
    assert_int_equal(sudoku_count(&p, 0, &n), SUDOKU_OK);
    assert_int_equal(n, expected);
    assert_int_equal(sudoku_count(&p, 1, &n), SUDOKU_OK);
    assert_int_equal(n, expected < 1 ? expected : 1);
    assert_int_equal(sudoku_count(&p, 2, &n), SUDOKU_OK);
    assert_int_equal(n, expected < 2 ? expected : 2);
    sudoku_status st = sudoku_solve(&p, &s, &g);
    assert_int_not_equal(g, 99);
    if (expected == 0) {
        assert_int_equal(st, SUDOKU_ENOSOLUTION);
    } else {
        assert_int_equal(st, SUDOKU_OK);
        assert_true(sudoku_is_solution(&p, &s));
    }
}

static void test_solver_fixtures(void **state) {
    (void)state;
    FILE *f = fopen(FIXTURES, "r");
    assert_non_null(f);
    char line[256];
    int checked = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || line[0] == '\n') continue;
        assert_true(strlen(line) > 82 && line[81] == ':');
        check_fixture(line, strtoull(line + 82, NULL, 10));
        checked++;
    }
    fclose(f);
    assert_true(checked >= 25);
}

static void test_solver_seed000_sample(void **state) {
    (void)state;
    sudoku_grid p, s, want;
    parse(SEED000, &p);
    parse(SEED000_ANSWER, &want);
    assert_int_equal(sudoku_solve(&p, &s, NULL), SUDOKU_OK);
    assert_true(sudoku_is_solution(&p, &s));
    assert_memory_equal(s.cell, want.cell, 81);
}

static void test_solver_inkala_hardest(void **state) {
    (void)state;
    static const char answer[] = "812753649943682175675491283154237896369845721"
                                 "287169534521974368438526917796318452";
    sudoku_grid p, s, want;
    uint64_t n = 0;
    parse(INKALA, &p);
    parse(answer, &want);
    assert_int_equal(sudoku_solve(&p, &s, NULL), SUDOKU_OK);
    assert_true(sudoku_is_solution(&p, &s));
    assert_memory_equal(s.cell, want.cell, 81);
    assert_int_equal(sudoku_count(&p, 0, &n), SUDOKU_OK);
    assert_int_equal(n, 1);
}

static void test_solver_count_295(void **state) {
    (void)state;
    sudoku_grid p;
    uint64_t n = 0;
    parse(SEED004_295, &p);
    assert_int_equal(sudoku_count(&p, 0, &n), SUDOKU_OK);
    assert_int_equal(n, 295);
    for (uint64_t limit = 1; limit <= 300; limit += 37) {
        assert_int_equal(sudoku_count(&p, limit, &n), SUDOKU_OK);
        assert_int_equal(n, limit < 295 ? limit : 295);
    }
}

/* sudoku__count_without on seed 004's 295-solution puzzle: at each empty
** cell, banning digit d leaves the solutions without d there (the total
** less those with d placed there, counted by sudoku_count), banning all
** but one keeps those with it, banning all nine leaves none. */
static void test_solver_count_without(void **state) {
    (void)state;
    sudoku_grid p;
    parse(SEED004_295, &p);
    int cells_seen = 0;
    for (int i = 0; i < 81; i++) {
        if (p.cell[i]) continue;
        cells_seen++;
        uint64_t sum = 0;
        for (int d = 1; d <= 9; d++) {
            sudoku_grid placed = p;
            uint64_t with = 0, without = 0, only = 0;
            placed.cell[i] = (unsigned char)d;
            sudoku_status st = sudoku_count(&placed, 0, &with);
            if (st == SUDOKU_ECLASH)
                with = 0;
            else
                assert_int_equal(st, SUDOKU_OK);
            assert_int_equal(sudoku__count_without(&p, i, 1u << (d - 1), 0, &without),
                             SUDOKU_OK);
            assert_int_equal(without, 295 - with);
            assert_int_equal(
                sudoku__count_without(&p, i, 0x1FFu & ~(1u << (d - 1)), 0, &only),
                SUDOKU_OK);
            assert_int_equal(only, with);
            sum += only;
        }
        assert_int_equal(sum, 295);
        uint64_t none = 9;
        assert_int_equal(sudoku__count_without(&p, i, 0x1FFu, 0, &none), SUDOKU_OK);
        assert_int_equal(none, 0);
    }
    assert_true(cells_seen > 40);
}

/* Tens of thousands of solutions count exactly and quickly; a limit below
** the count stops there. */
static void test_solver_count_many(void **state) {
    (void)state;
    sudoku_grid p;
    uint64_t n = 0;
    parse("......................23.4........2........3...67......3....7...8.9....642..5."
          "...",
          &p);
    assert_int_equal(sudoku_count(&p, 0, &n), SUDOKU_OK);
    assert_int_equal(n, 106376);
    assert_int_equal(sudoku_count(&p, 50000, &n), SUDOKU_OK);
    assert_int_equal(n, 50000);
    assert_int_equal(sudoku_count(&p, 106377, &n), SUDOKU_OK);
    assert_int_equal(n, 106376);
}

static void test_solver_complete_grid_counts_one(void **state) {
    (void)state;
    sudoku_grid p, s;
    uint64_t n = 0, g = 99;
    parse(SEED000_ANSWER, &p);
    assert_int_equal(sudoku_count(&p, 0, &n), SUDOKU_OK);
    assert_int_equal(n, 1);
    assert_int_equal(sudoku_solve(&p, &s, &g), SUDOKU_OK);
    assert_int_equal(g, 0);
    assert_memory_equal(s.cell, p.cell, 81);
}

static void test_solver_empty_grid_count_limit(void **state) {
    (void)state;
    sudoku_grid p, s;
    uint64_t n = 0;
    memset(&p, 0, sizeof p);
    assert_int_equal(sudoku_count(&p, 1, &n), SUDOKU_OK);
    assert_int_equal(n, 1);
    assert_int_equal(sudoku_count(&p, 2, &n), SUDOKU_OK);
    assert_int_equal(n, 2);
    assert_int_equal(sudoku_count(&p, 100000, &n), SUDOKU_OK);
    assert_int_equal(n, 100000);
    assert_int_equal(sudoku_solve(&p, &s, NULL), SUDOKU_OK);
    assert_true(sudoku_is_solution(&p, &s));
}

/* Clashing givens: both calls refuse and leave their outputs alone. */
static void test_solver_clash_rejected(void **state) {
    (void)state;
    /* row, column (bands 0-2, 1-2, 0-1 and inside a band), box */
    static const int where[][2] = {{0, 5},   {0, 72}, {40, 76}, {8, 44},
                                   {27, 45}, {0, 20}, {60, 80}};
    for (size_t k = 0; k < sizeof where / sizeof where[0]; k++) {
        sudoku_grid p, s, before;
        uint64_t n = 77, g = 0;
        memset(&p, 0, sizeof p);
        p.cell[where[k][0]] = 4;
        p.cell[where[k][1]] = 4;
        memset(&s, 0xAB, sizeof s);
        before = s;
        assert_int_equal(sudoku_solve(&p, &s, &g), SUDOKU_ECLASH);
        assert_memory_equal(&s, &before, sizeof s);
        assert_int_equal(sudoku_count(&p, 0, &n), SUDOKU_ECLASH);
        assert_int_equal(n, 77);
    }
}

static void test_solver_cell_out_of_range(void **state) {
    (void)state;
    sudoku_grid p, s;
    uint64_t n = 77;
    static const int bad[] = {10, 11, 15, 16, 17, 31, 128, 255};
    static const int where[] = {0, 1, 26, 27, 40, 80};
    for (size_t v = 0; v < sizeof bad / sizeof bad[0]; v++) {
        for (size_t w = 0; w < sizeof where / sizeof where[0]; w++) {
            parse(SEED000, &p);
            p.cell[where[w]] = (unsigned char)bad[v];
            memset(&s, 0xAB, sizeof s);
            assert_int_equal(sudoku_solve(&p, &s, NULL), SUDOKU_EINVAL);
            assert_int_equal(s.cell[0], 0xAB);
            assert_int_equal(sudoku_count(&p, 2, &n), SUDOKU_EINVAL);
            assert_int_equal(n, 77);
        }
    }
}

/* A 15-given grid without a solution that plain search (bivalue cells,
** no triads) refutes only after about 1.5M guesses: the heavy search
** (triads, placement-pattern branching) and, past PROBE_AFTER, probing must
** keep the answer and end it within tens of thousands. A solve now
** refutes it in its heavy root propagation (0 guesses; 23 when the root was
** light); the count, light at the root, still searches. */
static void test_solver_probing_refutes(void **state) {
    (void)state;
    sudoku_grid p, s;
    uint64_t n = 77, g = 0;
    parse("............58.......7........2....6......8.4........1....6..3.72......5..3.1."
          "...",
          &p);
    assert_int_equal(sudoku_solve(&p, &s, &g), SUDOKU_ENOSOLUTION);
    assert_true(g < 20000);
    assert_int_equal(sudoku_count(&p, 2, &n), SUDOKU_OK);
    assert_int_equal(n, 0);
}

static void test_solver_no_solution(void **state) {
    (void)state;
    sudoku_grid p, s;
    uint64_t n = 77, g = 0;
    parse(INKALA, &p);
    p.cell[1] = 2; /* no clash, but the only solution has 1 there */
    assert_int_equal(sudoku_check(&p, NULL), SUDOKU_OK);
    memset(&s, 0xAB, sizeof s);
    assert_int_equal(sudoku_solve(&p, &s, &g), SUDOKU_ENOSOLUTION);
    assert_int_equal(s.cell[0], 0xAB);
    assert_int_equal(sudoku_count(&p, 0, &n), SUDOKU_OK);
    assert_int_equal(n, 0);
}

/* Propagation alone solves the easy sample; the hardest ones need guesses. */
static void test_solver_guesses_reported(void **state) {
    (void)state;
    sudoku_grid p, s;
    uint64_t g = 99;
    parse(SEED000, &p);
    assert_int_equal(sudoku_solve(&p, &s, &g), SUDOKU_OK);
    assert_int_equal(g, 0);
    parse(INKALA, &p);
    assert_int_equal(sudoku_solve(&p, &s, &g), SUDOKU_OK);
    assert_true(g > 0);
    assert_true(g < 10000);
}

/* Solving is deterministic and never modifies the puzzle. */
static void test_solver_deterministic(void **state) {
    (void)state;
    sudoku_grid p, copy, s1, s2;
    memset(&p, 0, sizeof p);
    p.cell[0] = 5;
    copy = p;
    assert_int_equal(sudoku_solve(&p, &s1, NULL), SUDOKU_OK);
    assert_int_equal(sudoku_solve(&p, &s2, NULL), SUDOKU_OK);
    assert_memory_equal(&s1, &s2, sizeof s1);
    assert_memory_equal(&p, &copy, sizeof p);
    assert_true(sudoku_is_solution(&p, &s1));
}

/* ==================================================================== */
/* The fast solver against the reference counter of position.c           */
/* ==================================================================== */

/* Compares sudoku_count with the reference search (position.c, its own
** propagation and search) on one puzzle, up to 'limit' solutions. */
static void check_against_reference(const sudoku_grid *g, int limit) {
    sudoku__position s;
    uint64_t count = 0;
    sudoku_status fast = sudoku_count(g, (uint64_t)limit, &count);
    sudoku_status slow = sudoku__position_init(&s, g, NULL);

    assert_int_equal(fast, slow);
    if (fast != SUDOKU_OK) return;
    assert_int_equal(count, (uint64_t)sudoku__position_count(&s, limit, NULL));
    if (count > 0) {
        sudoku_grid solution;
        assert_int_equal(sudoku_solve(g, &solution, NULL), SUDOKU_OK);
        assert_true(sudoku_is_solution(g, &solution));
    }
}

/* A random full grid: SEED000's answer under a random transformation. */
static void random_full_grid(sudoku_rng *rng, sudoku_grid *full) {
    sudoku_grid answer;
    sudoku_transform tr;

    parse(SEED000_ANSWER, &answer);
    sudoku_transform_random(&tr, rng);
    assert_int_equal(sudoku_transform_apply(&tr, &answer, full), SUDOKU_OK);
}

/* 'givens' cells of a random full grid, the cells in the random order they
** were kept in 'cells' (the first 'givens' of it are the givens). */
static void random_puzzle(sudoku_rng *rng, int givens, sudoku_grid *g,
                          unsigned char cells[81]) {
    sudoku_grid full;
    random_full_grid(rng, &full);
    for (int i = 0; i < 81; i++)
        cells[i] = (unsigned char)i;
    sudoku__shuffle(cells, 81, rng);
    memset(g, 0, sizeof *g);
    for (int k = 0; k < givens; k++)
        g->cell[cells[k]] = full.cell[cells[k]];
}

/* probe() runs only after PROBE_AFTER guesses without a solution, which no
** puzzle known today needs: sudoku__solve_probing probes before every
** guess. Its answers must be sudoku_solve's (the same status; a solution
** of the givens, the same one where there is only one) on the fixtures
** (no, one and many solutions, the hardest known) and on random puzzles,
** half of them with a given changed (often no solution); and probing must
** change the search somewhere (it proves or refutes cells). */
static void test_solver_probing_keeps_answers(void **state) {
    (void)state;
    FILE *f = fopen(FIXTURES, "r");
    assert_non_null(f);
    char line[256];
    int checked = 0, searches_differ = 0;
    sudoku_rng rng;
    sudoku_rng_seed(&rng, 77);
    for (int trial = 0; trial < 400; trial++) {
        sudoku_grid p, plain, probing;
        uint64_t count = 0, g_plain = 0, g_probing = 0;
        if (fgets(line, sizeof line, f)) {
            if (line[0] == '#' || line[0] == '\n') continue;
            parse(line, &p);
        } else {
            unsigned char cells[81];
            random_puzzle(&rng, 22 + (int)sudoku_rng_below(&rng, 19), &p, cells);
            if (trial % 2)
                p.cell[cells[sudoku_rng_below(&rng, 81)]] =
                    (unsigned char)(1 + sudoku_rng_below(&rng, 9));
        }
        sudoku_status st = sudoku_solve(&p, &plain, &g_plain);
        assert_int_equal(sudoku__solve_probing(&p, &probing, &g_probing), st);
        searches_differ += g_plain != g_probing;
        checked++;
        if (st != SUDOKU_OK) continue;
        assert_true(sudoku_is_solution(&p, &probing));
        assert_int_equal(sudoku_count(&p, 2, &count), SUDOKU_OK);
        if (count == 1) assert_memory_equal(&plain, &probing, sizeof plain);
    }
    fclose(f);
    assert_true(checked > 300);
    assert_true(searches_differ > 0);
}

/* Random puzzles: 22 to 40 cells of a random full grid (one or many
** solutions), then fuzzed: one given changed or added at random, which
** often leaves none or makes a clash. */
static void test_solver_matches_reference_on_random_puzzles(void **state) {
    sudoku_rng rng;
    int counted[3] = {0, 0, 0}; /* none, one, several */

    (void)state;
    sudoku_rng_seed(&rng, 2026);
    for (int trial = 0; trial < 500; trial++) {
        sudoku_grid g;
        unsigned char cells[81];
        uint64_t n = 0;

        random_puzzle(&rng, 22 + (int)sudoku_rng_below(&rng, 19), &g, cells);
        check_against_reference(&g, 3);
        if (sudoku_count(&g, 3, &n) == SUDOKU_OK) counted[n == 0 ? 0 : n == 1 ? 1 : 2]++;
        g.cell[cells[sudoku_rng_below(&rng, 81)]] =
            (unsigned char)(1 + sudoku_rng_below(&rng, 9));
        check_against_reference(&g, 3);
        if (sudoku_count(&g, 3, &n) == SUDOKU_OK) counted[n == 0 ? 0 : n == 1 ? 1 : 2]++;
    }
    /* the sample reaches every kind of answer */
    assert_true(counted[0] > 10 && counted[1] > 10 && counted[2] > 10);
}

/* Puzzles with hundreds or thousands of solutions: the count finishes
** states with few open cells by enumerating them (endgame_count), so whole
** counts, and limits that stop inside such an enumeration, are checked
** against the reference search. */
static void test_solver_large_counts_match_reference(void **state) {
    sudoku_rng rng;
    int many = 0;

    (void)state;
    sudoku_rng_seed(&rng, 24);
    for (int trial = 0; trial < 40; trial++) {
        sudoku_grid g;
        unsigned char cells[81];
        uint64_t n = 0;

        random_puzzle(&rng, 24 + (int)sudoku_rng_below(&rng, 5), &g, cells);
        check_against_reference(&g, 3000);
        check_against_reference(&g, 1 + (int)sudoku_rng_below(&rng, 500));
        assert_int_equal(sudoku_count(&g, 3000, &n), SUDOKU_OK);
        many += n >= 100;
    }
    assert_true(many > 5); /* the sample reaches the endgame's work */
}

/* The solver's two copies (solver.c's "Entry points": the SSE2 one and,
** where built and the CPU has AVX2/BMI2, the AVX2 one) give the same status,
** solution and guesses, probing or not, and the same counts, with a cell's
** digits banned or not; the public functions give what the base copy gives.
** On the fixtures and on random puzzles, half of them with a given changed. */
static void test_solver_copies_agree(void **state) {
    (void)state;
    FILE *f = fopen(FIXTURES, "r");
    assert_non_null(f);
    char line[256];
    int copies = sudoku__solver_avx2() + 1, checked = 0, guessed = 0, many = 0;
    sudoku_rng rng;
    sudoku_rng_seed(&rng, 9);
    for (int trial = 0; trial < 300; trial++) {
        sudoku_grid p, sol[2], pub;
        unsigned char cells[81];
        uint64_t g[2] = {0, 0}, n[2] = {0, 0}, pub_g = 0, pub_n = 0;
        if (fgets(line, sizeof line, f)) {
            if (line[0] == '#' || line[0] == '\n') continue;
            parse(line, &p);
        } else {
            random_puzzle(&rng, 22 + (int)sudoku_rng_below(&rng, 19), &p, cells);
            if (trial % 2)
                p.cell[cells[sudoku_rng_below(&rng, 81)]] =
                    (unsigned char)(1 + sudoku_rng_below(&rng, 9));
        }
        for (int probing = 0; probing < 2; probing++) {
            sudoku_status st[2] = {SUDOKU_OK, SUDOKU_OK};
            memset(sol, 0, sizeof sol);
            st[0] = sudoku__base_solve(&p, &sol[0], &g[0], probing);
#if defined(SUDOKU_HAVE_SOLVER_AVX2)
            if (copies == 2) st[1] = sudoku__avx2_solve(&p, &sol[1], &g[1], probing);
#endif
            memset(&pub, 0, sizeof pub);
            sudoku_status pub_st = probing ? sudoku__solve_probing(&p, &pub, &pub_g)
                                           : sudoku_solve(&p, &pub, &pub_g);
            assert_int_equal(pub_st, st[0]);
            assert_int_equal(pub_g, g[0]);
            assert_memory_equal(&pub, &sol[0], sizeof pub);
            for (int c = 1; c < copies; c++) {
                assert_int_equal(st[c], st[0]);
                assert_int_equal(g[c], g[0]);
                assert_memory_equal(&sol[c], &sol[0], sizeof sol[0]);
            }
            guessed += g[0] > 0;
        }
        int empty = -1;
        for (int i = 0; i < 81 && empty < 0; i++)
            if (p.cell[i] == 0) empty = i;
        const int ban_at[2] = {-1, empty}; /* no cell, then the first empty one */
        for (int k = 0; k < (empty < 0 ? 1 : 2); k++) {
            int cell = ban_at[k];
            unsigned banned = (unsigned)sudoku_rng_below(&rng, 512);
            sudoku_status st[2] = {SUDOKU_OK, SUDOKU_OK};
            st[0] = sudoku__base_count(&p, cell, banned, 5000, &n[0]);
#if defined(SUDOKU_HAVE_SOLVER_AVX2)
            if (copies == 2) st[1] = sudoku__avx2_count(&p, cell, banned, 5000, &n[1]);
#endif
            for (int c = 1; c < copies; c++) {
                assert_int_equal(st[c], st[0]);
                if (st[0] == SUDOKU_OK) assert_int_equal(n[c], n[0]);
            }
            sudoku_status pub_st =
                cell < 0 ? sudoku_count(&p, 5000, &pub_n)
                         : sudoku__count_without(&p, cell, banned, 5000, &pub_n);
            assert_int_equal(pub_st, st[0]);
            if (st[0] == SUDOKU_OK) assert_int_equal(pub_n, n[0]);
            many += st[0] == SUDOKU_OK && n[0] >= 100;
        }
        checked++;
    }
    fclose(f);
    assert_true(checked > 250);
    assert_true(guessed > 50 && many > 5); /* searches and endgames were compared */
}

/* ==================================================================== */
/* The solver's lookup tables against generators of them                 */
/* ==================================================================== */

/* The six 3x3 permutation matrices, bit 3*row+box: row r takes box p[r]. */
static void permutation_matrices(uint32_t out[6]) {
    static const int p[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int k = 0; k < 6; k++)
        out[k] = 1u << p[k][0] | 1u << (3 + p[k][1]) | 1u << (6 + p[k][2]);
}

/* The band cells of a permutation matrix: row r's three cells in its box. */
static uint32_t matrix_cells(uint32_t perm) {
    uint32_t cells = 0;
    for (int r = 0; r < 3; r++)
        for (int b = 0; b < 3; b++)
            if (perm >> (3 * r + b) & 1u) cells |= 7u << (9 * r + 3 * b);
    return cells;
}

static void test_solver_tables_match_their_definitions(void **state) {
    sudoku__solver_table_set t;
    uint32_t perm[6];

    (void)state;
    sudoku__solver_tables(&t);
    permutation_matrices(perm);
    for (int k = 0; k < 6; k++) { /* the same six, in any order */
        int found = 0;
        for (int j = 0; j < 6; j++)
            found += t.perms[j] == perm[k];
        assert_int_equal(found, 1);
    }
    for (uint32_t m = 0; m < 512; m++) {
        uint32_t boxes = 0, keep = 0;
        int contained = 0;
        for (int b = 0; b < 3; b++)
            if (m & 7u << (3 * b)) boxes |= 1u << b;
        for (int r = 0; r < 3; r++) /* a row's boxes, and its cell if only one */
            assert_int_equal(
                t.row_info[512 * r + (int)m],
                (uint64_t)boxes << 3 * r |
                    (sudoku__bits_count(m) == 1 ? (uint64_t)m << (32 + 9 * r) : 0));
        for (int k = 0; k < 6; k++)
            if ((m & perm[k]) == perm[k]) {
                keep |= matrix_cells(perm[k]);
                contained++;
            }
        /* m as a row/box incidence: the cells kept, the patterns in bits 28.. */
        assert_int_equal(t.band_keep[m], keep | (uint32_t)contained << 28);
    }
    for (int p = 0; p < 27; p++) {
        uint32_t col = 0, peers = 0;
        for (int q = 0; q < 27; q++) {
            int same_row = p / 9 == q / 9, same_col = p % 9 == q % 9,
                same_box = p % 9 / 3 == q % 9 / 3;
            if (same_col) col |= 1u << q;
            if (q != p && (same_row || same_col || same_box)) peers |= 1u << q;
        }
        assert_int_equal(t.col_mask[p], col);
        assert_int_equal(t.band_peers[p], peers);
        assert_int_equal(t.next_k[p], (p + 9) % 27);
        assert_int_equal(t.band_of[p], p / 9);
        assert_int_equal(t.todo_of[p], 1u << (p % 9) | 1u << (16 + p / 9));
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_solver_fixtures),
        cmocka_unit_test(test_solver_matches_reference_on_random_puzzles),
        cmocka_unit_test(test_solver_large_counts_match_reference),
        cmocka_unit_test(test_solver_tables_match_their_definitions),
        cmocka_unit_test(test_solver_copies_agree),
        cmocka_unit_test(test_solver_seed000_sample),
        cmocka_unit_test(test_solver_inkala_hardest),
        cmocka_unit_test(test_solver_count_295),
        cmocka_unit_test(test_solver_count_without),
        cmocka_unit_test(test_solver_count_many),
        cmocka_unit_test(test_solver_complete_grid_counts_one),
        cmocka_unit_test(test_solver_empty_grid_count_limit),
        cmocka_unit_test(test_solver_clash_rejected),
        cmocka_unit_test(test_solver_cell_out_of_range),
        cmocka_unit_test(test_solver_probing_refutes),
        cmocka_unit_test(test_solver_probing_keeps_answers),
        cmocka_unit_test(test_solver_no_solution),
        cmocka_unit_test(test_solver_guesses_reported),
        cmocka_unit_test(test_solver_deterministic),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
