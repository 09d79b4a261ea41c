/*
** test_tech_patterns.c - unit tests of the pattern finders Sudoku
** Explainer's chains share with the techniques (tech.h: locked candidates,
** naked and hidden pairs, X-wings, each visited in SE's order with what it
** rests on). Along the logical path of rated puzzles: every instance
** removes only candidates the solution does not hold; the step each
** technique finds is one of the instances its finder visits; and what an
** instance rests on, between two positions of the path, is exactly the
** candidates whose return would undo it.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"
#include "logic.h"
#include "tech.h"
#include "test_support.h"

/* Rated SE 4.2 to 7.1 (tests/rate/serate.txt): locked candidates, pairs
** and X-wings on their paths. */
static const char *const puzzles[] = {
    "4......39..2..9.5..3.....1.7...4.3..6....8491....1.....5...7.4..4..5.7.6.8.......",
    "7..6.9.....4..5.......13...4.57....2.......6513...2..........3..6....2.8..32.641.",
    "....9...24.6.5.9...1....53.6.5...12..8......5..3..........14..39....3....378...4.",
    "..7..92..8..72.........1.97.8.1.2..3....5....9..3.4.2.15.2.........37..1..38..6..",
    "1.......86.31.27.9.8.....6....5.3....7..2..3..39...67...........65.9.81...84.65..",
};

/* One finder and the instances it visited. */
typedef struct seen {
    int n;
    sudoku__instance in[512];
} seen;

static int keep(void *ctx, const sudoku__instance *in) {
    seen *v = ctx;

    if (v->n < 512) v->in[v->n++] = *in;
    return 0;
}

/* Every instance SE's finders visit in grid g, the pairs in every house. */
static void visit_all(const sudoku__grid *g, seen *v) {
    int u;

    v->n = 0;
    sudoku__locked_se(g, keep, v);
    for (u = 0; u < 27; u++) {
        sudoku__hidden_pairs_se(g, u, keep, v);
        sudoku__naked_pairs_se(g, u, keep, v);
    }
    sudoku__x_wings_se(g, keep, v);
}

static int same_pattern(const sudoku__instance *a, const sudoku__instance *b) {
    return a->tech == b->tech && a->digits == b->digits && a->n_units == b->n_units &&
           !memcmp(a->units, b->units, (size_t)a->n_units);
}

static int found_in(const seen *v, const sudoku__instance *in) {
    int k;

    for (k = 0; k < v->n; k++)
        if (same_pattern(&v->in[k], in)) return 1;
    return 0;
}

/* Removals are candidates of g the solution does not hold. */
static void check_removals(const sudoku__grid *g, const seen *v, const sudoku_grid *sol) {
    int k, j;

    for (k = 0; k < v->n; k++)
        for (j = 0; j < v->in[k].n_removed; j++) {
            int c = v->in[k].removed[j], d = v->in[k].removed_digit[j];
            assert_true(sudoku__has_digit(g->cand[c], d));
            assert_int_not_equal(sol->cell[c], d);
        }
}

/* The step 'found' (when found) is an instance of v with its removals. */
static void check_step(int found, const sudoku_step *st, const seen *v) {
    int k, j;

    if (!found) return;
    for (k = 0; k < v->n; k++) {
        uint16_t removed[81] = {0};
        const sudoku__instance *in = &v->in[k];
        if (in->tech != st->technique || in->digits != st->digits) continue;
        for (j = 0; j < in->n_removed; j++)
            removed[in->removed[j]] |= sudoku__digit_bit(in->removed_digit[j]);
        if (!memcmp(removed, st->removed, sizeof removed)) return;
    }
    fail_msg("%s not among SE's instances", sudoku_technique_name(st->technique));
}

/* Each technique's step in *s is among the instances of its finder; an
** X-wing only while SE looks for one (at most 5 of its digit placed). */
static void check_steps(const sudoku__position *s, const seen *v) {
    sudoku_step st;
    int k, placed = 0;

    check_step(sudoku__tech_pointing(s, &st), &st, v);
    check_step(sudoku__tech_claiming(s, &st), &st, v);
    check_step(sudoku__tech_naked_subset(s, &st, 2), &st, v);
    check_step(sudoku__tech_hidden_subset(s, &st, 2), &st, v);
    if (!sudoku__tech_fish(s, &st, 2)) return;
    for (k = 0; k < 81; k++)
        placed += s->cell[k] && sudoku__has_digit(st.digits, s->cell[k]);
    if (placed <= 5) check_step(1, &st, v);
}

/* Each instance of grid g (with 'was') rests on the candidates of 'was'
** whose return alone undoes it, and on no other. */
static void check_rests(const sudoku__grid *g, const seen *v) {
    uint16_t cand[81];
    sudoku__grid back = {g->s, cand, NULL, NULL, NULL, 1};
    seen *again = test_malloc(sizeof *again);
    int k, c, d, j;

    for (k = 0; k < v->n; k++)
        for (c = 0; c < 81; c++)
            for (d = 1; d <= 9; d++) {
                int rests = 0;
                if (!sudoku__has_digit(g->was[c], d) || sudoku__has_digit(g->cand[c], d))
                    continue;
                for (j = 0; j < v->in[k].n_rests; j++)
                    rests |= v->in[k].rests[j] == c && v->in[k].rest_digit[j] == d;
                memcpy(cand, g->cand, sizeof cand);
                cand[c] |= sudoku__digit_bit(d);
                visit_all(&back, again);
                assert_int_equal(found_in(again, &v->in[k]), !rests);
            }
    test_free(again);
}

/* The digits each house lost from 'was' to 'cand' (as the chains keep it). */
static void lost_of(const uint16_t *was, const uint16_t *cand, uint16_t *lost) {
    int u, k;

    for (u = 0; u < SUDOKU__HOUSES; u++)
        lost[u] = 0;
    for (u = 0; u < 27; u++)
        for (k = 0; k < 9; k++) {
            int c = sudoku__unit_cell(u, k);
            lost[u] |= (uint16_t)(was[c] & ~cand[c]);
        }
}

/* Walks the hint path of 'text', checking each position against the one
** three steps before it. */
static void walk(const char *text) {
    sudoku__position s, before[3];
    sudoku_grid puzzle, sol;
    seen *v = test_malloc(sizeof *v);
    uint16_t lost[SUDOKU__HOUSES];
    sudoku_step st;
    int n;

    parse(text, &puzzle);
    assert_int_equal(sudoku_solve(&puzzle, &sol, NULL), SUDOKU_OK);
    assert_int_equal(sudoku__logic_setup(&s, &puzzle, NULL), SUDOKU_OK);
    for (n = 0; n < 200 && sudoku__logic_find_step(&s, &st); n++) {
        sudoku__grid plain = {&s, s.cand, NULL, NULL, NULL, 1};
        visit_all(&plain, v);
        check_removals(&plain, v, &sol);
        check_steps(&s, v);
        if (n >= 3) {
            const sudoku__position *was = &before[n % 3];
            sudoku__grid g = {&s, s.cand, was->cand, lost, NULL, 1};
            lost_of(was->cand, s.cand, lost);
            visit_all(&g, v);
            check_removals(&g, v, &sol);
            check_rests(&g, v);
        }
        before[n % 3] = s;
        sudoku__position_apply(&s, &st);
    }
    assert_true(n > 20);
    test_free(v);
}

static void test_patterns_on_paths(void **state) {
    size_t k;

    (void)state;
    for (k = 0; k < sizeof puzzles / sizeof puzzles[0]; k++)
        walk(puzzles[k]);
}

/* ---- jigsaw: a region meets a line anywhere, not only in its 3x3 band ---- */

/* A jigsaw map (tests/test_sheet.c's) whose regions straddle the bands:
** region A lies in rows 1-6, and meets row 4 in two cells. */
static const char jigsaw_map[] = "AAACCCCCCDDABBBBCCDDAEBBBBCDAAEEFBFFDDAEEFFFFDDAHEEEFF"
                                 "GGGHHHEIIGGGGHIIIIGGHHHHIII";

/* Cell c lies in house u of *h? */
static int in_house(const sudoku__houses *h, int c, int u) {
    return (int)((h->in[c] >> u) & 1u);
}

/* Each locked candidates instance in *v follows the rule in *h: digit d's
** places in its first house all lie in its second, and it removes d from
** exactly the second's other cells that hold it. */
static void check_locked_rule(const sudoku__position *s, const seen *v) {
    for (int k = 0; k < v->n; k++) {
        const sudoku__instance *in = &v->in[k];
        int from = in->units[0], to = in->units[1], n = 0;
        for (int c = 0; c < 81; c++) {
            int has = (s->cand[c] & in->digits) != 0;
            int gone = 0;
            for (int j = 0; j < in->n_removed; j++)
                gone |= in->removed[j] == c;
            if (has && in_house(s->houses, c, from))
                assert_true(in_house(s->houses, c, to));
            assert_int_equal(gone, has && in_house(s->houses, c, to) &&
                                       !in_house(s->houses, c, from));
            n += gone;
        }
        assert_int_equal(n, in->n_removed);
    }
}

/* Digit d of *s confined in house 'from' to its cells in 'to' (taken from
** the rest of 'from'): the technique's step removes d from the rest of
** 'to', and SE's finder visits that instance, and only lawful ones. */
static void check_locked(sudoku__position *s, int from, int to, int d) {
    sudoku_technique tech = from >= 18 ? SUDOKU_TECH_POINTING : SUDOKU_TECH_CLAIMING;
    sudoku__grid g = {s, s->cand, NULL, NULL, NULL, 1};
    seen *v = test_malloc(sizeof *v);
    sudoku_step st;
    int found = 0;

    for (int c = 0; c < 81; c++)
        s->cand[c] = 0x1FF;
    for (int c = 0; c < 81; c++)
        if (in_house(s->houses, c, from) && !in_house(s->houses, c, to))
            s->cand[c] &= (uint16_t)~sudoku__digit_bit(d);
    memset(&st, 0, sizeof st);
    assert_int_equal(
        from >= 18 ? sudoku__tech_pointing(s, &st) : sudoku__tech_claiming(s, &st), 1);
    assert_int_equal(st.technique, tech);
    for (int c = 0; c < 81; c++)
        assert_int_equal(st.removed[c],
                         in_house(s->houses, c, to) && !in_house(s->houses, c, from)
                             ? sudoku__digit_bit(d)
                             : 0);
    v->n = 0;
    sudoku__locked_se(&g, keep, v);
    check_locked_rule(s, v);
    for (int k = 0; k < v->n; k++)
        found |= v->in[k].tech == tech && v->in[k].digits == sudoku__digit_bit(d) &&
                 v->in[k].units[0] == from && v->in[k].units[1] == to;
    assert_true(found);
    test_free(v);
}

/* Every region and line of the map that share 2 to 8 cells: pointing from
** the region to the line, claiming from the line to the region, found by
** the techniques and SE's finder, with the right removals; 6 of the 48
** pairs lie outside the region's 3x3 band, where a box would not reach. */
static void test_patterns_jigsaw_locked_across_bands(void **state) {
    sudoku_shape_spec spec;
    sudoku_shape *sh;
    sudoku__houses *h = test_malloc(sizeof *h);
    sudoku__position s;
    sudoku_grid empty;
    int pairs = 0, across = 0;

    (void)state;
    sudoku_shape_spec_init(&spec, 9);
    spec.variants = SUDOKU_VARIANT_JIGSAW;
    for (int c = 0; c < 81; c++)
        spec.region[c] = (unsigned char)(jigsaw_map[c] - 'A');
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    assert_int_equal(sudoku__houses_init(h, sh), SUDOKU_OK);
    memset(&empty, 0, sizeof empty);
    assert_int_equal(sudoku__position_init_on(&s, h, &empty, NULL), SUDOKU_OK);
    for (int b = 0; b < 9; b++)
        for (int l = 0; l < 18; l++) {
            int n = 0, d = 1 + (b + l) % 9;
            for (int c = 0; c < 81; c++)
                n += in_house(h, c, 18 + b) && in_house(h, c, l);
            if (n < 2 || n > 8) continue;
            check_locked(&s, 18 + b, l, d);
            check_locked(&s, l, 18 + b, d);
            pairs++;
            across += l < 9 ? b / 3 != l / 3 : b % 3 != (l - 9) / 3;
        }
    assert_true(pairs > 20);
    assert_true(across > 5);
    sudoku_shape_free(sh);
    test_free(h);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_patterns_on_paths),
        cmocka_unit_test(test_patterns_jigsaw_locked_across_bands),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
