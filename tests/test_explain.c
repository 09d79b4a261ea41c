/*
** test_explain.c - sudoku_step_explain over whole logical solve paths: every
** step of every puzzle in puzzles/hardest.txt (and of a few steps built by
** hand) gets one line of English naming its technique, and the snprintf-style
** contract holds: the full length is returned, a short buffer is cut and
** NUL-terminated, a zero-size buffer is not touched.
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

#define HARDEST SUDOKU_PUZZLE_DIR "/hardest.txt"
#define MAX_PUZZLES 8 /* the forum's hardest, further on, are slow under valgrind */

/* Checks the text of one step and the cutting contract. */
static void check_explained(const sudoku_step *step) {
    static char full[1 << 16];
    char small[12];
    size_t n = sudoku_step_explain(step, full, sizeof full);
    assert_true(n > 0 && n < sizeof full);
    assert_int_equal(strlen(full), n);
    assert_null(strchr(full, '\n'));
    assert_non_null(strstr(full, sudoku_technique_name(step->technique)));
    memset(small, 'x', sizeof small);
    assert_int_equal(sudoku_step_explain(step, small, sizeof small), n);
    assert_int_equal(small[sizeof small - 1], '\0');
    assert_memory_equal(small, full, sizeof small - 1);
    char untouched = 'u';
    assert_int_equal(sudoku_step_explain(step, &untouched, 0), n);
    assert_int_equal(untouched, 'u');
}

/* The places of digit d in unit u under 'marks'. */
static int places(const sudoku_candidates *marks, int u, int d) {
    int n = 0;
    for (int k = 0; k < 9; k++)
        n += sudoku__has_digit(marks->mask[sudoku__unit_cell(u, k)], d);
    return n;
}

/* Link i of the chain holds in the position 'marks' the step was found in:
** a weak link from a true node to a false one in the same cell or seen by
** it with the same digit; a strong link from false to true between a
** bivalue cell's two candidates or a digit's only two places in its unit;
** a single from a false candidate of its cell, or of its digit in its unit. */
static void check_link(const sudoku_step *st, const sudoku_candidates *marks, int i) {
    const sudoku_chain_node *n = &st->chain[i], *f;
    assert_true(n->cell < 81 && n->digit >= 1 && n->digit <= 9);
    assert_true(sudoku__has_digit(marks->mask[n->cell], n->digit));
    assert_true(n->from < i);
    if (n->link == SUDOKU_LINK_START || n->link == SUDOKU_LINK_PATTERN || n->from < 0) {
        assert_true(n->link != SUDOKU_LINK_START || n->from == -1);
        assert_true(n->link != SUDOKU_LINK_PATTERN || !n->on);
        assert_true(n->from >= 0 || n->link == SUDOKU_LINK_START ||
                    n->link == SUDOKU_LINK_PATTERN || st->chain_cut);
        return;
    }
    f = &st->chain[n->from];
    assert_int_equal(f->branch, n->branch);
    assert_int_equal(f->depth, n->depth);
    int same_cell = f->cell == n->cell, same_digit = f->digit == n->digit;
    /* an inner chain's strong links hold in the position its outer branch
    ** reached, not in marks (test_eureka checks them there) */
    int inner = n->depth > 0;
    switch (n->link) {
    case SUDOKU_LINK_WEAK:
        assert_true(f->on && !n->on);
        assert_true((same_cell && !same_digit) ||
                    (same_digit && sudoku__sees(f->cell, n->cell)));
        break;
    case SUDOKU_LINK_STRONG:
        assert_true(!f->on && n->on);
        if (same_cell && !inner)
            assert_int_equal(marks->mask[n->cell],
                             sudoku__digit_bit(f->digit) | sudoku__digit_bit(n->digit));
        else if (!same_cell) {
            assert_true(same_digit && n->unit < 27);
            assert_true(sudoku__in_unit(f->cell, n->unit) &&
                        sudoku__in_unit(n->cell, n->unit));
            assert_true(inner ? places(marks, n->unit, n->digit) >= 2
                              : places(marks, n->unit, n->digit) == 2);
        }
        break;
    case SUDOKU_LINK_CELL:
        assert_true(!f->on && n->on && same_cell && !same_digit);
        break;
    case SUDOKU_LINK_UNIT:
        assert_true(!f->on && n->on && same_digit && n->unit < 27);
        assert_true(sudoku__in_unit(f->cell, n->unit) &&
                    sudoku__in_unit(n->cell, n->unit));
        break;
    default:
        fail();
    }
}

/* A fish of strong links with a group: its text writes the chain from its
** cells (a group is no node), so it has no chain nodes. */
static int grouped_fish(const sudoku_step *st) {
    if (st->technique != SUDOKU_TECH_TURBOT_FISH &&
        st->technique != SUDOKU_TECH_STRONG_LINKS)
        return 0;
    for (int i = 0; i < st->n_cells; i++)
        if (!st->cell_digit[i]) return 1;
    return 0;
}

/* Every chain, loop and forcing step says what it rests on, and each of
** its links holds where it was found. */
static void check_chain(const sudoku_step *st, const sudoku_candidates *marks) {
    sudoku_technique t = st->technique;
    int chained = (t >= SUDOKU_TECH_SIMPLE_COLOURING && t < SUDOKU_TECH_TRIAL) ||
                  t == SUDOKU_TECH_CYCLE || t == SUDOKU_TECH_DYNAMIC_PLUS ||
                  t == SUDOKU_TECH_NESTED_FORCING ||
                  ((t == SUDOKU_TECH_TURBOT_FISH || t == SUDOKU_TECH_STRONG_LINKS) &&
                   !grouped_fish(st));
    if (chained) {
        assert_true(st->n_chain > 0);
        assert_true(st->chain_end != SUDOKU_CHAIN_NONE);
    }
    assert_true(st->n_chain >= 0 && st->n_chain <= SUDOKU_CHAIN_MAX);
    for (int i = 0; i < st->n_chain; i++)
        check_link(st, marks, i);
    if (st->chain_end == SUDOKU_CHAIN_EITHER)
        assert_int_equal(st->chain[0].link, SUDOKU_LINK_START);
}

/* Walks the easiest-first path of 'puzzle', explaining each step; counts
** the steps per technique into 'seen'. Under valgrind (tests/valgrind.sh
** sets SUDOKU_TEST_UNDER_VALGRIND) a path stops after its first nested
** forcing chain: each takes SE's nested searches, minutes under memcheck. */
static void explain_path(const sudoku_grid *puzzle, unsigned *seen) {
    int valgrind = getenv("SUDOKU_TEST_UNDER_VALGRIND") != NULL;
    sudoku_grid g = *puzzle;
    sudoku_candidates marks;
    sudoku_step step;
    sudoku_status st;
    assert_int_equal(sudoku_candidates_init(&g, &marks), SUDOKU_OK);
    for (int guard = 0; guard < 2000; guard++) {
        st = sudoku_next_step(&g, &marks, &step);
        if (st != SUDOKU_OK) break;
        check_explained(&step);
        check_chain(&step, &marks);
        seen[step.technique]++;
        assert_int_equal(sudoku_step_apply(&step, &g, &marks), SUDOKU_OK);
        if (valgrind && step.technique == SUDOKU_TECH_NESTED_FORCING) return;
    }
    assert_int_equal(st, SUDOKU_END);
    assert_int_equal(sudoku_givens(&g), 81);
}

/* The next puzzle line of 'f' (comments skipped), read by sudoku_parse. */
static int read_puzzle(FILE *f, sudoku_grid *g) {
    char line[256];
    while (fgets(line, sizeof line, f)) {
        if (sudoku_parse(line, strlen(line), g, NULL, NULL) == SUDOKU_OK) return 1;
    }
    return 0;
}

static void test_explain_every_step_of_hard_puzzles(void **state) {
    (void)state;
    FILE *f = fopen(HARDEST, "r");
    assert_non_null(f);
    unsigned seen[SUDOKU_TECH_MAX] = {0};
    sudoku_grid g;
    int puzzles = 0;
    while (puzzles < MAX_PUZZLES && read_puzzle(f, &g)) {
        explain_path(&g, seen);
        puzzles++;
    }
    fclose(f);
    assert_int_equal(puzzles, MAX_PUZZLES);
    int kinds = 0;
    for (int t = 0; t < SUDOKU_TECH_COUNT; t++)
        kinds += seen[t] > 0;
    assert_true(kinds >= 5); /* singles, intersections, subsets, ... */
}

/* 1 when the engine may give 'tech' as a placement (singles, BUG+1 and the
** forcing techniques, which place or remove). */
static int may_place(sudoku_technique tech) {
    return tech <= SUDOKU_TECH_NAKED_SINGLE || tech == SUDOKU_TECH_BUG ||
           tech >= SUDOKU_TECH_FORCING_CHAIN;
}

/* Steps no puzzle of the file needs: built by hand, one per technique and
** shape the engine makes, with a plausible pattern. Only the wording's
** contract is checked. */
static void test_explain_every_technique(void **state) {
    (void)state;
    for (int t = 0; t < SUDOKU_TECH_COUNT; t++) {
        for (int placement = 0; placement <= may_place((sudoku_technique)t);
             placement++) {
            sudoku_step step;
            memset(&step, 0, sizeof step);
            step.technique = (sudoku_technique)t;
            step.difficulty = 1.0;
            step.cell = placement ? 40 : -1;
            step.digit = placement ? 5 : 0;
            if (!placement) {
                step.removed[10] = 1u << 4;
                step.removed[70] = 1u << 4;
                step.n_removed = 2;
            }
            step.digits = (uint16_t)((1u << 4) | (1u << 6));
            step.n_cells = 6;
            for (int i = 0; i < 6; i++) {
                step.cells[i] = (unsigned char)(i * 13 % 81);
                step.cell_digit[i] = (unsigned char)(i % 2 ? 7 : 5);
            }
            step.n_units = 4;
            step.units[0] = 0, step.units[1] = 9, step.units[2] = 18, step.units[3] = 4;
            step.length = 40; /* longer than the cells kept: a chain prints "..." */
            check_explained(&step);
        }
    }
}

/* The text of 'step' with 'regions' set to r, into buf. */
static void explain_as(sudoku_step *step, int r, char *buf, size_t size) {
    step->regions = (unsigned char)r;
    assert_true(sudoku_step_explain(step, buf, size) > 0);
}

/* A jigsaw's step (regions 1) names units 18..26 "region N", N = unit - 17,
** where the same step on boxes says "box N", and says nothing else
** differently; a BUG+1 placement, which names the cell's houses from its
** place, says "its region" there (the step does not hold the map). */
static void test_explain_names_jigsaw_regions(void **state) {
    (void)state;
    char boxed[512], jigsaw[512], want[512];
    sudoku_step step;
    memset(&step, 0, sizeof step);
    step.technique = SUDOKU_TECH_HIDDEN_SINGLE;
    step.difficulty = 1.2;
    for (int u = 18; u < 27; u++) {
        char box[16], region[16];
        step.cell = sudoku__unit_cell(u, 4);
        step.digit = 3;
        step.n_units = 1;
        step.units[0] = (unsigned char)u;
        explain_as(&step, 0, boxed, sizeof boxed);
        explain_as(&step, 1, jigsaw, sizeof jigsaw);
        snprintf(box, sizeof box, "box %d", u - 17);
        snprintf(region, sizeof region, "region %d", u - 17);
        char *at = strstr(boxed, box);
        assert_non_null(at);
        snprintf(want, sizeof want, "%.*s%s%s", (int)(at - boxed), boxed, region,
                 at + strlen(box));
        assert_string_equal(jigsaw, want);
        assert_null(strstr(jigsaw, "box"));
    }
    /* a chain's brief names keep Eureka's "b" (README: region N is bN) */
    char brief[8];
    assert_int_equal(sudoku_unit_name(19, brief, sizeof brief), 2);
    assert_string_equal(brief, "b2");

    step.technique = SUDOKU_TECH_BUG;
    step.cell = 40;
    step.digit = 5;
    step.n_units = 0;
    step.digits = 1u << 4;
    explain_as(&step, 0, boxed, sizeof boxed);
    explain_as(&step, 1, jigsaw, sizeof jigsaw);
    assert_non_null(strstr(boxed, "row 5, column 5 and box 5"));
    assert_non_null(strstr(jigsaw, "row 5, column 5 and its region"));
    assert_null(strstr(jigsaw, "box"));
    step.regions = 2; /* out of range: refused, no text */
    assert_int_equal(sudoku_step_check(&step), SUDOKU_EINVAL);
    assert_int_equal(sudoku_step_explain(&step, jigsaw, sizeof jigsaw), 0);
}

/* The cells a window's words name: "window N" is drawn window N-1 (the
** shape's windows come drawn first); "the implied window r..c.." every cell
** of those rows and columns. Returns how many went to cells[]. */
static int named_window_cells(const char *name, int w, int *cells) {
    int n = 0, k = 0;
    if (sscanf(name, "window %d", &k) == 1) {
        assert_int_equal(k, w + 1);
        return -1;
    }
    const char *rows = name + strlen("the implied window r");
    assert_memory_equal(name, "the implied window r", strlen("the implied window r"));
    const char *cols = strchr(rows, 'c');
    assert_non_null(cols);
    for (const char *r = rows; r < cols; r++)
        for (const char *c = cols + 1; *c >= '1' && *c <= '9'; c++)
            cells[n++] = (*r - '1') * 9 + (*c - '1');
    return n;
}

/* A windoku step names units 36..44 by what the board shows: the 4 drawn
** windows "window 1".."window 4", left to right, top to bottom; each group
** the windows imply "the implied window" with its rows and columns, which
** hold exactly its cells (the shape's own house), never "window 5".."9". */
static void test_explain_names_windoku_windows(void **state) {
    (void)state;
    sudoku_shape_spec spec;
    sudoku_shape *sh = NULL;
    sudoku_shape_spec_init(&spec, 9);
    spec.variants = SUDOKU_VARIANT_WINDOKU;
    assert_int_equal(sudoku_shape_new(&spec, &sh, NULL), SUDOKU_OK);
    sudoku_step step;
    memset(&step, 0, sizeof step);
    step.technique = SUDOKU_TECH_HIDDEN_SINGLE;
    step.difficulty = 1.2;
    step.digit = 3;
    step.n_units = 1;
    int w = 0, drawn = 0, implied = 0, last_first = -1;
    for (int h = 0; h < sudoku_shape_house_count(sh); h++) {
        int kind = sudoku_shape_house_kind(sh, h), cells[9], named[81];
        if (kind != SUDOKU_HOUSE_WINDOW && kind != SUDOKU_HOUSE_WINDOW_HIDDEN) continue;
        assert_int_equal(sudoku_shape_house(sh, h, cells), 9);
        step.units[0] = (unsigned char)(SUDOKU__HOUSE_WINDOW + w);
        step.cell = (unsigned char)cells[4];
        char text[256];
        explain_as(&step, 0, text, sizeof text);
        const char *name = strstr(text, "fits nowhere else in ");
        assert_non_null(name);
        name += strlen("fits nowhere else in ");
        int n = named_window_cells(name, w, named);
        if (kind == SUDOKU_HOUSE_WINDOW) {
            assert_int_equal(n, -1); /* "window N", numbered in reading order */
            assert_true(cells[0] > last_first);
            last_first = cells[0];
            drawn++;
        } else {
            assert_int_equal(n, 9);
            for (int i = 0; i < 9; i++) { /* both lists are increasing */
                int want = cells[i], got = named[i];
                assert_int_equal(got, want);
            }
            implied++;
        }
        w++;
    }
    assert_int_equal(drawn, 4);
    assert_int_equal(implied, 5);
    sudoku_shape_free(sh);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_explain_every_step_of_hard_puzzles),
        cmocka_unit_test(test_explain_every_technique),
        cmocka_unit_test(test_explain_names_jigsaw_regions),
        cmocka_unit_test(test_explain_names_windoku_windows),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
