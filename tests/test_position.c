/*
** test_position.c - unit tests of the geometry and digit-mask vocabulary
** of internal.h and of the positions of src/position.c: the peers table
** against one generated from the definitions, units against rows, columns
** and boxes, the mask helpers against plain loops, and positions built,
** placed and found contradictory. On the variant boards' tables of houses:
** the peers (sudoku__sees_on and the lists in SE's order), the house of
** each type holding a cell, and sudoku__restricted, each against a
** brute-force computation from rows, columns, boxes and the variants'
** layouts.
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

/* Two cells are peers when they share a row, a column or a 3x3 box:
** computed from coordinates, not from the helpers under test. */
static int peers_by_definition(int a, int b) {
    int ra = a / 9, ca = a % 9, rb = b / 9, cb = b % 9;
    return a != b && (ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3));
}

static void test_position_peers_table_matches_definition(void **state) {
    (void)state;
    for (int i = 0; i < 81; i++) {
        int n = 0;
        for (int j = 0; j < 81; j++) {
            assert_int_equal(sudoku__sees(i, j), peers_by_definition(i, j));
            if (peers_by_definition(i, j)) {
                assert_true(n < 20);
                assert_int_equal(sudoku__peers[i][n], j); /* increasing order */
                n++;
            }
        }
        assert_int_equal(n, 20);
    }
}

static void test_position_units_hold_their_cells(void **state) {
    (void)state;
    for (int u = 0; u < 27; u++) {
        int seen[81] = {0};
        for (int k = 0; k < 9; k++) {
            int c = sudoku__unit_cell(u, k);
            assert_in_range(c, 0, 80);
            assert_true(sudoku__in_unit(c, u));
            seen[c]++;
        }
        for (int c = 0; c < 81; c++) {
            int in = u < 9    ? c / 9 == u
                     : u < 18 ? c % 9 == u - 9
                              : sudoku__box(c) == u - 18;
            assert_int_equal(seen[c], in);
            assert_int_equal(sudoku__in_unit(c, u), in);
        }
    }
    assert_int_equal(sudoku__box(0), 0);
    assert_int_equal(sudoku__box(8), 2);
    assert_int_equal(sudoku__box(40), 4);
    assert_int_equal(sudoku__box(80), 8);
    assert_int_equal(sudoku__row(80) * 9 + sudoku__col(80), 80);
}

static void test_position_digit_masks(void **state) {
    (void)state;
    for (unsigned m = 0; m <= SUDOKU__ALL_DIGITS; m++) {
        int count = 0, lowest = 0;
        for (int d = 9; d >= 1; d--) {
            int has = (m & sudoku__digit_bit(d)) != 0;
            assert_int_equal(sudoku__has_digit(m, d), has);
            count += has;
            if (has) lowest = d;
        }
        assert_int_equal(sudoku__bits_count(m), count);
        assert_int_equal(sudoku__lowest_digit(m), lowest);
    }
}

static const char PUZZLE[] =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

static void test_position_init_place_and_contradiction(void **state) {
    sudoku_grid g;
    sudoku__position s, before;

    (void)state;
    parse(PUZZLE, &g);
    assert_int_equal(sudoku__position_init(&s, &g, NULL), SUDOKU_OK);
    assert_int_equal(sudoku__position_empty(&s), 64);
    assert_false(sudoku__position_contradiction(&s));
    for (int i = 0; i < 81; i++) {
        if (g.cell[i]) {
            assert_int_equal(s.cand[i], 0);
            continue;
        }
        for (int d = 1; d <= 9; d++) {
            int clash = 0;
            for (int j = 0; j < 81; j++)
                clash |= peers_by_definition(i, j) && g.cell[j] == d;
            assert_int_equal(sudoku__has_digit(s.cand[i], d), !clash);
        }
    }
    sudoku__position_place(&s, 1, 1);
    assert_int_equal(s.cell[1], 1);
    for (int k = 0; k < 20; k++)
        assert_false(sudoku__has_digit(s.cand[sudoku__peers[1][k]], 1));
    /* a clashing grid is refused and the position left as it was */
    before = s;
    g.cell[2] = 4; /* row 1 already holds a 4 */
    assert_int_equal(sudoku__position_init(&s, &g, NULL), SUDOKU_ECLASH);
    assert_memory_equal(s.cell, before.cell, sizeof s.cell);
    assert_memory_equal(s.cand, before.cand, sizeof s.cand);
    /* no candidate left in an empty cell */
    s.cand[2] = 0;
    assert_true(sudoku__position_contradiction(&s));
}

/* ---- boards with a table of houses (variants, Latin squares) ---- */

/* The shapes the table tests run on: each extra house and constraint alone,
** the Latin square with and without diagonals, and a few mixes. */
static const unsigned SHAPES[] = {
    0,
    SUDOKU_VARIANT_X,
    SUDOKU_VARIANT_WINDOKU,
    SUDOKU_VARIANT_DG,
    SUDOKU_VARIANT_ASTERISK,
    SUDOKU_VARIANT_CENTRE_DOT,
    SUDOKU_VARIANT_GIRANDOLA,
    SUDOKU_VARIANT_ANTI_KNIGHT,
    SUDOKU_VARIANT_ANTI_KING,
    SUDOKU_VARIANT_NON_CONSECUTIVE,
    SUDOKU_VARIANT_LATIN,
    SUDOKU_VARIANT_LATIN | SUDOKU_VARIANT_X,
    SUDOKU_VARIANT_X | SUDOKU_VARIANT_WINDOKU | SUDOKU_VARIANT_DG |
        SUDOKU_VARIANT_CENTRE_DOT,
    SUDOKU_VARIANT_X | SUDOKU_VARIANT_ANTI_KNIGHT | SUDOKU_VARIANT_ANTI_KING,
    SUDOKU_VARIANT_ASTERISK | SUDOKU_VARIANT_NON_CONSECUTIVE | SUDOKU_VARIANT_ANTI_KNIGHT,
};

/* Whether (r, c) is in the list of nine (row, column) pairs 'at'. */
static int at_one_of(const int at[9][2], int r, int c) {
    for (int k = 0; k < 9; k++)
        if (at[k][0] == r && at[k][1] == c) return 1;
    return 0;
}

/* The windoku window band of a line: lines 1-3 and 5-7 hold the drawn
** windows, lines 0, 4 and 8 the groups between them. */
static int window_band(int line) {
    return line >= 1 && line <= 3 ? 0 : line >= 5 && line <= 7 ? 1 : 2;
}

/* The group cell c belongs to among the houses of SE type t (box, row,
** column, disjoint group, window, main diagonal, anti-diagonal, girandola,
** asterisk, centre dot: sudoku__house_of_type's order) on a board with
** 'variants', or -1 when it is in none: from coordinates and the variants'
** published layouts, not from the library's tables. Two cells share a house
** of type t when both get the same group >= 0. */
static int group_of(unsigned variants, int t, int c) {
    static const int girandola[9][2] = {{0, 0}, {0, 8}, {1, 4}, {4, 1}, {4, 4},
                                        {4, 7}, {7, 4}, {8, 0}, {8, 8}};
    static const int asterisk[9][2] = {{1, 4}, {2, 2}, {2, 6}, {4, 1}, {4, 4},
                                       {4, 7}, {6, 2}, {6, 6}, {7, 4}};
    int r = c / 9, col = c % 9;

    switch (t) {
    case 0:
        return variants & SUDOKU_VARIANT_LATIN ? -1 : r / 3 * 3 + col / 3;
    case 1:
        return r;
    case 2:
        return col;
    case 3:
        return variants & SUDOKU_VARIANT_DG ? r % 3 * 3 + col % 3 : -1;
    case 4:
        return variants & SUDOKU_VARIANT_WINDOKU ? window_band(r) * 3 + window_band(col)
                                                 : -1;
    case 5:
        return (variants & SUDOKU_VARIANT_X) && r == col ? 0 : -1;
    case 6:
        return (variants & SUDOKU_VARIANT_X) && r + col == 8 ? 0 : -1;
    case 7:
        return (variants & SUDOKU_VARIANT_GIRANDOLA) && at_one_of(girandola, r, col) ? 0
                                                                                     : -1;
    case 8:
        return (variants & SUDOKU_VARIANT_ASTERISK) && at_one_of(asterisk, r, col) ? 0
                                                                                   : -1;
    default:
        return (variants & SUDOKU_VARIANT_CENTRE_DOT) && r % 3 == 1 && col % 3 == 1 ? 0
                                                                                    : -1;
    }
}

/* Whether cells a and b (a != b) share a house of a type in types[0..n). */
static int share_type(unsigned variants, const int *types, int n, int a, int b) {
    for (int k = 0; k < n; k++) {
        int g = group_of(variants, types[k], a);
        if (g >= 0 && g == group_of(variants, types[k], b)) return 1;
    }
    return 0;
}

static const int ALL_TYPES[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};

/* Whether b is a knight's move (anti-knight) or a king's move (anti-king)
** from a, under the constraints 'variants' has. */
static int near_by_rule(unsigned variants, int a, int b) {
    int dr = abs(a / 9 - b / 9), dc = abs(a % 9 - b % 9);
    int knight = (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
    int king = a != b && dr <= 1 && dc <= 1;
    return ((variants & SUDOKU_VARIANT_ANTI_KNIGHT) && knight) ||
           ((variants & SUDOKU_VARIANT_ANTI_KING) && king);
}

/* Whether a and b may not hold the same digit: the definition of a peer. */
static int sees_by_definition(unsigned variants, int a, int b) {
    return a != b &&
           (share_type(variants, ALL_TYPES, 10, a, b) || near_by_rule(variants, a, b));
}

/* Builds the 9x9 shape with 'variants' and its table of houses into *h, and
** an empty position on it into *s. Returns the shape for the caller to free. */
static sudoku_shape *board_with(unsigned variants, sudoku__houses *h,
                                sudoku__position *s) {
    sudoku_shape_spec spec;
    sudoku_shape *shape = NULL;
    sudoku_grid empty;

    sudoku_shape_spec_init(&spec, 9);
    spec.variants = variants;
    assert_int_equal(sudoku_shape_new(&spec, &shape, NULL), SUDOKU_OK);
    assert_int_equal(sudoku__houses_init(h, shape), SUDOKU_OK);
    memset(&empty, 0, sizeof empty);
    assert_int_equal(sudoku__position_init_on(s, h, &empty, NULL), SUDOKU_OK);
    return shape;
}

/* Appends b to list[*n] unless it is a or there already. */
static void append_peer(unsigned char *list, int *n, int a, int b) {
    if (b == a) return;
    for (int k = 0; k < *n; k++)
        if (list[k] == b) return;
    list[(*n)++] = (unsigned char)b;
}

/* The peers of a in Sudoku Explainer's order (position.h): the cells of its
** row, column and box in increasing order, then those of its window,
** disjoint group, diagonals, centre dot, girandola and asterisk (each
** house's cells increasing), then the anti-king cells a diagonal step away
** and the anti-knight cells, in SE's move order. Returns how many. */
static int se_peers(unsigned variants, int a, unsigned char list[80]) {
    static const int classic[3] = {0, 1, 2};
    static const int extra[7] = {4, 3, 5, 6, 9, 7, 8};
    static const int ferz[4][2] = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};
    static const int knight[8][2] = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2},
                                     {2, 1}, {-2, 1}, {2, -1}, {-2, -1}};
    int n = 0, r = a / 9, c = a % 9;

    for (int b = 0; b < 81; b++)
        if (b != a && share_type(variants, classic, 3, a, b)) append_peer(list, &n, a, b);
    for (int k = 0; k < 7; k++)
        for (int b = 0; b < 81; b++)
            if (b != a && share_type(variants, &extra[k], 1, a, b))
                append_peer(list, &n, a, b);
    for (int k = 0; k < 4 && (variants & SUDOKU_VARIANT_ANTI_KING); k++)
        if (r + ferz[k][0] >= 0 && r + ferz[k][0] < 9 && c + ferz[k][1] >= 0 &&
            c + ferz[k][1] < 9)
            append_peer(list, &n, a, (r + ferz[k][0]) * 9 + c + ferz[k][1]);
    for (int k = 0; k < 8 && (variants & SUDOKU_VARIANT_ANTI_KNIGHT); k++)
        if (r + knight[k][0] >= 0 && r + knight[k][0] < 9 && c + knight[k][1] >= 0 &&
            c + knight[k][1] < 9)
            append_peer(list, &n, a, (r + knight[k][0]) * 9 + c + knight[k][1]);
    return n;
}

/* Without a table a position's peers are sudoku__peers and its houses the
** classic 27, both agreeing with the definition. */
static void test_position_classic_peers_and_house_types(void **state) {
    sudoku__position s;
    sudoku_grid empty;

    (void)state;
    memset(&empty, 0, sizeof empty);
    assert_int_equal(sudoku__position_init(&s, &empty, NULL), SUDOKU_OK);
    assert_int_equal(sudoku__house_types(&s), 3);
    for (int a = 0; a < 81; a++) {
        assert_int_equal(sudoku__peer_count(&s, a), 20);
        for (int k = 0; k < 20; k++)
            assert_int_equal(sudoku__peer_at(&s, a, k), sudoku__peers[a][k]);
        for (int b = 0; b < 81; b++)
            assert_int_equal(sudoku__sees_on(&s, a, b), peers_by_definition(a, b));
        assert_int_equal(sudoku__house_of_type(&s, a, 0), 18 + a / 27 * 3 + a % 9 / 3);
        assert_int_equal(sudoku__house_of_type(&s, a, 1), a / 9);
        assert_int_equal(sudoku__house_of_type(&s, a, 2), 9 + a % 9);
        assert_false(sudoku__restricted(&s, a, 0x1FF));
    }
}

/* Runs check on an empty position of each of SHAPES, its table built. */
static void on_every_shape(void (*check)(unsigned variants, const sudoku__position *s)) {
    for (size_t i = 0; i < sizeof SHAPES / sizeof SHAPES[0]; i++) {
        sudoku__houses h;
        sudoku__position s;
        sudoku_shape *shape = board_with(SHAPES[i], &h, &s);
        check(SHAPES[i], &s);
        sudoku_shape_free(shape);
    }
}

/* sudoku__sees_on is the definition of a peer, and the table's peer list
** holds exactly those cells, in SE's order. */
static void check_peers(unsigned v, const sudoku__position *s) {
    for (int a = 0; a < 81; a++) {
        unsigned char want[80];
        int n = se_peers(v, a, want), count = 0;
        for (int b = 0; b < 81; b++) {
            int sees = sees_by_definition(v, a, b);
            assert_int_equal(sudoku__sees_on(s, a, b), sees);
            count += sees;
        }
        assert_int_equal(n, count); /* the order's groups cover the definition */
        assert_int_equal(sudoku__peer_count(s, a), count);
        for (int k = 0; k < n; k++)
            assert_int_equal(sudoku__peer_at(s, a, k), want[k]);
        /* the classic board's table lists its peers as sudoku__peers does */
        for (int k = 0; k < 20 && v == 0; k++)
            assert_int_equal(sudoku__peer_at(s, a, k), sudoku__peers[a][k]);
    }
}

static void test_position_table_peers_match_definition(void **state) {
    (void)state;
    on_every_shape(check_peers);
}

/* The house of each type holding a cell is the group the definition gives
** it, with an id internal.h reserves for that type (ids: the first of the
** type, how many), and -1 where the board has no such house. */
static void check_house_of_type(unsigned v, const sudoku__position *s) {
    static const int ids[10][2] = {{18, 9},
                                   {0, 9},
                                   {9, 9},
                                   {SUDOKU__HOUSE_DISJOINT, 9},
                                   {SUDOKU__HOUSE_WINDOW, 9},
                                   {SUDOKU__HOUSE_DIAGONAL, 1},
                                   {SUDOKU__HOUSE_DIAGONAL + 1, 1},
                                   {SUDOKU__HOUSE_GIRANDOLA, 1},
                                   {SUDOKU__HOUSE_ASTERISK, 1},
                                   {SUDOKU__HOUSE_CENTRE_DOT, 1}};

    assert_int_equal(sudoku__house_types(s), 10);
    for (int c = 0; c < 81; c++)
        for (int t = 0; t < 10; t++) {
            int g = group_of(v, t, c), u = sudoku__house_of_type(s, c, t);
            if (g < 0) {
                assert_int_equal(u, -1);
                continue;
            }
            assert_in_range(u, ids[t][0], ids[t][0] + ids[t][1] - 1);
            if (t < 3)
                assert_int_equal(u, ids[t][0] + g); /* rows, columns, boxes by number */
            assert_true(sudoku__has_house(s, u));
            for (int x = 0; x < 81; x++)
                assert_int_equal(sudoku__in_house(s, x, u), group_of(v, t, x) == g);
        }
}

static void test_position_house_of_type_matches_definition(void **state) {
    (void)state;
    on_every_shape(check_house_of_type);
}

/* The digits next to those of 'pair' (d-1 and d+1 within 1..9), by digit. */
static uint16_t next_digits(uint16_t pair) {
    uint16_t next = 0;
    for (int d = 1; d <= 9; d++)
        if (sudoku__has_digit(pair, d)) {
            if (d > 1) next |= sudoku__digit_bit(d - 1);
            if (d < 9) next |= sudoku__digit_bit(d + 1);
        }
    return next;
}

/* sudoku__restricted against its definition on random sparse candidates:
** 1 when a knight's or king's move from c, in no house with c, a cell may
** hold a digit of the pair, or an orthogonal neighbour (non-consecutive)
** one next to them. Both answers must occur on each constrained board. */
static void test_position_restricted_matches_definition(void **state) {
    static const unsigned boards[] = {
        SUDOKU_VARIANT_X,
        SUDOKU_VARIANT_ANTI_KNIGHT,
        SUDOKU_VARIANT_ANTI_KING,
        SUDOKU_VARIANT_NON_CONSECUTIVE,
        SUDOKU_VARIANT_X | SUDOKU_VARIANT_ANTI_KNIGHT | SUDOKU_VARIANT_ANTI_KING,
        SUDOKU_VARIANT_ASTERISK | SUDOKU_VARIANT_NON_CONSECUTIVE |
            SUDOKU_VARIANT_ANTI_KNIGHT,
    };
    sudoku_rng rng;

    (void)state;
    sudoku_rng_seed(&rng, 2676);
    for (size_t i = 0; i < sizeof boards / sizeof boards[0]; i++) {
        unsigned v = boards[i];
        sudoku__houses h;
        sudoku__position s;
        sudoku_shape *shape = board_with(v, &h, &s);
        int seen[2] = {0, 0};
        for (int round = 0; round < 8; round++) {
            for (int c = 0; c < 81; c++) /* about one candidate in four cells */
                s.cand[c] = sudoku_rng_next(&rng) % 4
                                ? 0
                                : sudoku__digit_bit((int)(sudoku_rng_next(&rng) % 9) + 1);
            for (int c = 0; c < 81; c++)
                for (int d1 = 1; d1 <= 9; d1++)
                    for (int d2 = d1 + 1; d2 <= 9; d2++) {
                        uint16_t pair =
                            (uint16_t)(sudoku__digit_bit(d1) | sudoku__digit_bit(d2));
                        int want = 0;
                        for (int b = 0; b < 81; b++) {
                            int dr = abs(c / 9 - b / 9), dc = abs(c % 9 - b % 9);
                            want |= near_by_rule(v, c, b) &&
                                    !share_type(v, ALL_TYPES, 10, c, b) &&
                                    (s.cand[b] & pair);
                            want |= (v & SUDOKU_VARIANT_NON_CONSECUTIVE) &&
                                    dr + dc == 1 && (s.cand[b] & next_digits(pair));
                        }
                        assert_int_equal(sudoku__restricted(&s, c, pair), want);
                        seen[want]++;
                    }
        }
        if (v == SUDOKU_VARIANT_X) {
            assert_int_equal(seen[1], 0); /* houses alone restrict nothing */
        } else {
            assert_true(seen[0] > 0 && seen[1] > 0);
        }
        sudoku_shape_free(shape);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_position_peers_table_matches_definition),
        cmocka_unit_test(test_position_units_hold_their_cells),
        cmocka_unit_test(test_position_digit_masks),
        cmocka_unit_test(test_position_init_place_and_contradiction),
        cmocka_unit_test(test_position_classic_peers_and_house_types),
        cmocka_unit_test(test_position_table_peers_match_definition),
        cmocka_unit_test(test_position_house_of_type_matches_definition),
        cmocka_unit_test(test_position_restricted_matches_definition),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
