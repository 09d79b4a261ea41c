/*
** test_search.c - the generic engine (search.c) behind sudoku_board_solve and
** sudoku_board_count: every size with its default boxes, a tall box, Latin
** squares, every variant, jigsaw; solutions checked against rules written
** out again in tests/shape_rules.h; counts against known totals. Counts
** against a SAT solver: tests/sat/.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"
#include "shape_rules.h"

/* Solves an empty board of the spec and checks the answer; returns the
** shape (the caller frees it). */
static sudoku_shape *solve_empty(const sudoku_shape_spec *spec) {
    sudoku_shape *sh = NULL;
    sudoku_error err;
    if (sudoku_shape_new(spec, &sh, &err) != SUDOKU_OK) fail_msg("shape: %s", err.text);
    sudoku_board b, sol;
    memset(&b, 0, sizeof b);
    b.shape = sh;
    assert_int_equal(sudoku_board_solve(&b, &sol), SUDOKU_OK);
    assert_true(rules_solution(sudoku_shape_spec_of(sh), NULL, sol.cell));
    assert_true(sudoku_board_is_solution(&b, &sol));
    return sh;
}

static void test_search_every_size_default_boxes(void **state) {
    (void)state;
    for (int n = 4; n <= SUDOKU_MAX_SIDE; n++) {
        sudoku_shape_spec spec;
        sudoku_shape_spec_init(&spec, n);
        if (!spec.box_rows) spec.variants = SUDOKU_VARIANT_LATIN; /* a prime side */
        sudoku_shape_free(solve_empty(&spec));
    }
}

static void test_search_every_size_latin(void **state) {
    (void)state;
    for (int n = 4; n <= SUDOKU_MAX_SIDE; n++) {
        sudoku_shape_spec spec;
        sudoku_shape_spec_init(&spec, n);
        spec.variants = SUDOKU_VARIANT_LATIN;
        sudoku_shape_free(solve_empty(&spec));
    }
}

static void test_search_tall_boxes(void **state) {
    (void)state;
    sudoku_shape_spec spec;
    sudoku_shape_spec_init(&spec, 6);
    spec.box_rows = 3;
    spec.box_cols = 2;
    sudoku_shape_free(solve_empty(&spec));
    sudoku_shape_spec_init(&spec, 12);
    spec.box_rows = 4;
    spec.box_cols = 3;
    sudoku_shape_free(solve_empty(&spec));
}

static void test_search_every_variant(void **state) {
    (void)state;
    for (unsigned bit = 1; bit < SUDOKU_VARIANT_JIGSAW; bit <<= 1) {
        sudoku_shape_spec spec;
        sudoku_shape_spec_init(&spec, 9);
        spec.variants = bit;
        sudoku_shape_free(solve_empty(&spec));
    }
    sudoku_shape_spec spec;
    sudoku_shape_spec_init(&spec, 16);
    spec.variants = SUDOKU_VARIANT_X | SUDOKU_VARIANT_WINDOKU;
    sudoku_shape_free(solve_empty(&spec));
    sudoku_shape_spec_init(&spec, 8);
    spec.variants = SUDOKU_VARIANT_ANTI_KING | SUDOKU_VARIANT_DG;
    sudoku_shape_free(solve_empty(&spec));
}

static void test_search_jigsaw(void **state) {
    (void)state;
    /* A 6x6 map of bent regions (every region connected). */
    static const char map[] = "000111"
                              "002111"
                              "022233"
                              "442233"
                              "444533"
                              "455555";
    sudoku_shape_spec spec;
    sudoku_shape_spec_init(&spec, 6);
    spec.variants = SUDOKU_VARIANT_JIGSAW;
    for (int c = 0; c < 36; c++)
        spec.region[c] = (unsigned char)(map[c] - '0');
    sudoku_shape_free(solve_empty(&spec));
}

/* Counts every completion of an empty board up to 'limit'. */
static uint64_t count_empty(int n, unsigned variants, uint64_t limit) {
    sudoku_shape_spec spec;
    sudoku_shape *sh;
    sudoku_shape_spec_init(&spec, n);
    spec.variants = variants;
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    sudoku_board b;
    memset(&b, 0, sizeof b);
    b.shape = sh;
    uint64_t count = 0;
    assert_int_equal(sudoku_board_count(&b, limit, &count), SUDOKU_OK);
    sudoku_shape_free(sh);
    return count;
}

/* Known totals: 288 4x4 sudokus, 576 4x4 Latin squares, 161280 5x5 Latin
** squares; the limit caps a count. */
static void test_search_counts_known_totals(void **state) {
    (void)state;
    assert_int_equal(count_empty(4, 0, 0), 288);
    assert_int_equal(count_empty(4, SUDOKU_VARIANT_LATIN, 0), 576);
    assert_int_equal(count_empty(5, SUDOKU_VARIANT_LATIN, 0), 161280);
    assert_int_equal(count_empty(9, 0, 7), 7);
    assert_int_equal(count_empty(16, SUDOKU_VARIANT_X, 3), 3);
}

/* A clash or a dead end: no solution, count 0; a value > N: EINVAL. */
static void test_search_unsolvable(void **state) {
    (void)state;
    sudoku_shape_spec spec;
    sudoku_shape *sh;
    sudoku_shape_spec_init(&spec, 4);
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    sudoku_board b, sol;
    memset(&b, 0, sizeof b);
    b.shape = sh;
    memset(sol.cell, 7, sizeof sol.cell);
    b.cell[0] = 1, b.cell[1] = 2, b.cell[2] = 3; /* r1c4 may hold 4 only... */
    b.cell[7] = 4;                               /* ...but its box has it */
    uint64_t count = 9;
    assert_int_equal(sudoku_board_count(&b, 0, &count), SUDOKU_OK);
    assert_int_equal(count, 0);
    assert_int_equal(sudoku_board_solve(&b, &sol), SUDOKU_ENOSOLUTION);
    assert_int_equal(sol.cell[0], 7); /* untouched */
    b.cell[1] = 1;
    assert_int_equal(sudoku_board_solve(&b, &sol), SUDOKU_ECLASH);
    b.cell[1] = 5;
    assert_int_equal(sudoku_board_count(&b, 2, &count), SUDOKU_EINVAL);
    sudoku_shape_free(sh);
}

/* A classic board goes to the fast solver: the same answer as sudoku_solve. */
static void test_search_classic_dispatch(void **state) {
    (void)state;
    static const char puzzle[] = "8..........36......7..9.2...5...7.......457.....1...3.."
                                 ".1....68..85...1..9....4..";
    sudoku_shape_spec spec;
    sudoku_shape *sh;
    sudoku_shape_spec_init(&spec, 9);
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    assert_true(sudoku_shape_is_classic(sh));
    sudoku_board b, sol;
    sudoku_grid g, gs;
    b.shape = sh;
    for (int i = 0; i < 81; i++)
        g.cell[i] = b.cell[i] = (unsigned char)(puzzle[i] == '.' ? 0 : puzzle[i] - '0');
    assert_int_equal(sudoku_board_solve(&b, &sol), SUDOKU_OK);
    assert_int_equal(sudoku_solve(&g, &gs, NULL), SUDOKU_OK);
    assert_memory_equal(sol.cell, gs.cell, 81);
    uint64_t count = 0;
    assert_int_equal(sudoku_board_count(&b, 0, &count), SUDOKU_OK);
    assert_int_equal(count, 1);
    sudoku_shape_free(sh);
}

/* The engine itself with marks: a cell restricted to one symbol keeps it. */
static void test_search_marks(void **state) {
    (void)state;
    sudoku_shape_spec spec;
    sudoku_shape sh;
    sudoku_shape_spec_init(&spec, 4);
    spec.variants = SUDOKU_VARIANT_LATIN;
    assert_int_equal(sudoku__shape_init(&sh, &spec, NULL), SUDOKU_OK);
    unsigned char givens[16] = {0};
    uint32_t marks[16];
    for (int c = 0; c < 16; c++)
        marks[c] = 0xF;
    marks[0] = 1u << 2; /* r1c1 is 3 */
    sudoku__search s;
    memset(&s, 0, sizeof s);
    s.shape = &sh;
    assert_int_equal(sudoku__search_run(&s, givens, marks), SUDOKU_OK);
    assert_int_equal(s.count, 576 / 4);
    assert_int_equal(s.first[0], 3);
}

/* The engine with the learning search on (1) or off (-1): the count up to
** 'limit' (0 none) of the completions of givens, the first in *first. */
static uint64_t learn_count(const sudoku_shape *sh, const unsigned char *givens,
                            uint64_t limit, int learn, unsigned char *first) {
    sudoku__search s;
    memset(&s, 0, sizeof s);
    s.shape = sh;
    s.limit = limit;
    s.learn = learn;
    assert_int_equal(sudoku__search_run(&s, givens, NULL), SUDOKU_OK);
    if (s.count && first) memcpy(first, s.first, (size_t)sh->cells);
    return s.count;
}

/* Counting all the way with the learning search (each solution found
** becomes a nogood): the known totals. */
static void test_search_learn_known_totals(void **state) {
    (void)state;
    static const struct {
        int n;
        unsigned variants;
        uint64_t total;
    } sets[] = {{4, 0, 288}, {4, SUDOKU_VARIANT_LATIN, 576}};
    for (size_t k = 0; k < sizeof sets / sizeof sets[0]; k++) {
        sudoku_shape_spec spec;
        sudoku_shape *sh;
        sudoku_shape_spec_init(&spec, sets[k].n);
        spec.variants = sets[k].variants;
        assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
        unsigned char givens[SUDOKU_MAX_CELLS] = {0};
        assert_int_equal(learn_count(sh, givens, 0, 1, NULL), sets[k].total);
        sudoku_shape_free(sh);
    }
}

/* A nogood store capped at 40 facts fills up within the 288 solutions of
** the empty 4x4 (a solution's nogood holds its guesses): the search starts
** again without learning, and the count is still exact, not the learning
** search's partial count nor a double one. */
static void test_search_learn_store_full(void **state) {
    (void)state;
    sudoku_shape_spec spec;
    sudoku_shape *sh;
    sudoku_shape_spec_init(&spec, 4);
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    unsigned char givens[SUDOKU_MAX_CELLS] = {0};
    sudoku__search s;
    memset(&s, 0, sizeof s);
    s.shape = sh;
    s.learn = 1;
    s.learn_facts = 40;
    assert_int_equal(sudoku__search_run(&s, givens, NULL), SUDOKU_OK);
    assert_int_equal(s.count, 288);
    /* the learning search ran first: more nodes than the plain one alone */
    uint64_t capped = s.nodes;
    memset(&s, 0, sizeof s);
    s.shape = sh;
    s.learn = -1;
    assert_int_equal(sudoku__search_run(&s, givens, NULL), SUDOKU_OK);
    assert_int_equal(s.count, 288);
    assert_true(capped > s.nodes);
    sudoku_shape_free(sh);
}

/* On every variant: the learning search's solution keeps the rules, and
** on boards keeping every third or fifth cell of it its counts (up to 300)
** are the search's without learning. */
static void test_search_learn_agrees(void **state) {
    (void)state;
    for (unsigned bit = 1; bit < SUDOKU_VARIANT_JIGSAW; bit <<= 1) {
        sudoku_shape_spec spec;
        sudoku_shape *sh;
        sudoku_shape_spec_init(&spec, bit == SUDOKU_VARIANT_DG ? 8 : 9);
        spec.variants = bit;
        assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
        int cells = spec.side * spec.side;
        unsigned char givens[SUDOKU_MAX_CELLS] = {0}, sol[SUDOKU_MAX_CELLS];
        assert_int_equal(learn_count(sh, givens, 1, 1, sol), 1);
        assert_true(rules_solution(&spec, NULL, sol));
        for (int every = 3; every <= 5; every += 2) {
            for (int c = 0; c < cells; c++)
                givens[c] = c % every ? 0 : sol[c];
            uint64_t with = learn_count(sh, givens, 300, 1, NULL);
            assert_true(with >= 1);
            assert_int_equal(with, learn_count(sh, givens, 300, -1, NULL));
        }
        sudoku_shape_free(sh);
    }
}

/* A hard 25x25 (Gecode's examples, from Alain Frisch's site; the search
** without learning takes about 2,900 nodes): the learning search takes
** over after its first few hundred, and its answer keeps the rules and the
** givens; a node cap stops it. */
static void test_search_learn_hard_25(void **state) {
    (void)state;
    static const char puzzle[] =
        ".ND.JG6.O7591..F8IP.4.LM.FG.M.B8...P.E...CJ..H...............G.4.H.D.O.NJA2"
        ".....J.EN4.L6MA.B.2......HE..2..DC.....F4KMA.B.9O8M....62...47C19......E5.."
        ".I2.8M.JGL...ADN..K..3.F7..H3.5..89....I.J.....NL.1B..9.FAP.6.N....537.H..O"
        "......1..N...O...LC.68.PGKOA.FNBH.....7.C.....M..645.ECP.I..N.F.J1...MK.79."
        "I.L..8.O..9.P...A...2.1J...621.D.M.....B8LG..P..CH.HP.N7E.L1....3..B..O.G45"
        "....BIO....5.C.P...FN48E....FL.....2.DH..17..59O....I.MF..2G.N...A6O.HC.PB."
        "72.1..L...IM.96E.45G.......9...7M..A.O...I...L.....C.JA.........1.....E.48."
        "O.BI.......PHL.6..1....5CG6M...N4FI8...K..H.E......L..4.917....BE.G8F.M.I.."
        "8F......5.O3..4...9.....K";
    static const char symbols[] = "123456789ABCDEFGHIJKLMNOP";
    sudoku_shape_spec spec;
    sudoku_shape *sh;
    sudoku_shape_spec_init(&spec, 25);
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    unsigned char givens[SUDOKU_MAX_CELLS], sol[SUDOKU_MAX_CELLS];
    for (int c = 0; c < 625; c++) {
        const char *at = strchr(symbols, puzzle[c]);
        givens[c] = (unsigned char)(puzzle[c] == '.' ? 0 : at - symbols + 1);
    }
    sudoku__search s;
    memset(&s, 0, sizeof s);
    s.shape = sh;
    s.limit = 1;
    assert_int_equal(sudoku__search_run(&s, givens, NULL), SUDOKU_OK);
    assert_int_equal(s.count, 1);
    assert_true(s.nodes > 256); /* past the search without learning */
    assert_true(rules_solution(&spec, givens, s.first));
    memcpy(sol, s.first, sizeof sol);
    assert_int_equal(learn_count(sh, givens, 1, 1, s.first), 1);
    assert_memory_equal(s.first, sol, 625); /* the puzzle is unique */
    memset(&s, 0, sizeof s);
    s.shape = sh;
    s.limit = 1;
    s.learn = 1;
    s.max_nodes = 50;
    assert_int_equal(sudoku__search_run(&s, givens, NULL), SUDOKU_OK);
    assert_true(s.gave_up && s.count == 0 && s.nodes <= 51);
    sudoku_shape_free(sh);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_search_every_size_default_boxes),
        cmocka_unit_test(test_search_every_size_latin),
        cmocka_unit_test(test_search_tall_boxes),
        cmocka_unit_test(test_search_every_variant),
        cmocka_unit_test(test_search_jigsaw),
        cmocka_unit_test(test_search_counts_known_totals),
        cmocka_unit_test(test_search_unsolvable),
        cmocka_unit_test(test_search_classic_dispatch),
        cmocka_unit_test(test_search_marks),
        cmocka_unit_test(test_search_learn_known_totals),
        cmocka_unit_test(test_search_learn_store_full),
        cmocka_unit_test(test_search_learn_agrees),
        cmocka_unit_test(test_search_learn_hard_25),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
