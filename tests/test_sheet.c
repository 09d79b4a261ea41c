/*
** test_sheet.c - unit tests of the sheets' page geometry (every layout fits
** its paper, nothing overlaps, more grids a page means smaller grids) and
** of the public sudoku_sheet_* calls (what a sheet draws for puzzles,
** solutions and notes, page breaks, option checks and their failures).
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "sheet.h"
#include "test_support.h"

static const char puzzle_text[] =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
static const int layouts[] = {1, 2, 4, 6, 12};

/* ------------------------------------------------------------ geometry */

/* Every grid with its caption band lies inside the page margins and below
** the heading, and no two slots' blocks overlap. */
static void check_layout(sudoku_paper paper, int per_page, int heading) {
    sudoku__sheet_layout l;
    assert_int_equal(sudoku__sheet_layout_make(paper, per_page, heading, &l), SUDOKU_OK);
    assert_int_equal(l.columns * l.rows, per_page);
    assert_true(l.cell >= 10 && l.digit_size > l.cell / 2 && l.digit_size < l.cell);
    assert_true(l.thin < l.thick);
    double side = 9 * l.cell, block = side + 2.2 * l.caption_size;
    for (int s = 0; s < per_page; s++) {
        double x, y;
        sudoku__sheet_grid_origin(&l, s, &x, &y);
        assert_true(x >= 36 - 1e-9 && x + side <= l.page_w - 36 + 1e-9);
        assert_true(y >= 36 && y + block <= l.page_h - 36 + 1e-9);
        if (heading) assert_true(y > l.title_y + l.title_size / 2);
        for (int t = 0; t < s; t++) {
            double tx, ty;
            sudoku__sheet_grid_origin(&l, t, &tx, &ty);
            int apart =
                tx + side <= x || x + side <= tx || ty + block <= y || y + block <= ty;
            assert_true(apart);
        }
    }
}

static void test_sheet_layouts_fit_the_paper(void **state) {
    (void)state;
    for (int p = 0; p < 2; p++)
        for (size_t i = 0; i < sizeof layouts / sizeof layouts[0]; i++)
            for (int heading = 0; heading < 2; heading++)
                check_layout((sudoku_paper)p, layouts[i], heading);
}

static void test_sheet_more_a_page_means_smaller_grids(void **state) {
    (void)state;
    sudoku__sheet_layout a, b;
    for (size_t i = 1; i < sizeof layouts / sizeof layouts[0]; i++) {
        sudoku__sheet_layout_make(SUDOKU_PAPER_A4, layouts[i - 1], 1, &a);
        sudoku__sheet_layout_make(SUDOKU_PAPER_A4, layouts[i], 1, &b);
        assert_true(b.cell <= a.cell);
    }
    /* one a page is capped at six inches, and is that big */
    sudoku__sheet_layout_make(SUDOKU_PAPER_LETTER, 1, 0, &a);
    assert_true(9 * a.cell <= 432 && 9 * a.cell >= 420);
}

static void test_sheet_layout_rejects_other_counts(void **state) {
    (void)state;
    sudoku__sheet_layout l, before;
    memset(&l, 0x5A, sizeof l);
    before = l;
    assert_int_equal(sudoku__sheet_layout_make(SUDOKU_PAPER_A4, 3, 0, &l), SUDOKU_EINVAL);
    assert_int_equal(sudoku__sheet_layout_make((sudoku_paper)7, 4, 0, &l), SUDOKU_EINVAL);
    assert_memory_equal(&l, &before, sizeof l);
}

/* ------------------------------------------------------------ sheets */

/* Runs a whole sheet of 'n' copies of the puzzle (with solutions when
** 'solutions'; item 'note_at' as a note) as SVG; returns the text. */
static char *svg_sheet(int n, int per_page, int solutions, int note_at) {
    sudoku_sheet_options opt;
    sudoku_sheet *sheet = NULL;
    sudoku_grid puzzle, solution;
    FILE *f = tmpfile();

    parse(puzzle_text, &puzzle);
    assert_int_equal(sudoku_solve(&puzzle, &solution, NULL), SUDOKU_OK);
    sudoku_sheet_defaults(&opt);
    opt.format = SUDOKU_SHEET_SVG;
    opt.per_page = per_page;
    opt.title = "Title";
    opt.puzzles = (unsigned long)n;
    opt.solutions = solutions ? (unsigned long)n : 0;
    assert_int_equal(sudoku_sheet_open(f, &opt, &sheet), SUDOKU_OK);
    for (int i = 0; i < (solutions ? 2 : 1) * n; i++) {
        char caption[32];
        snprintf(caption, sizeof caption, "Puzzle %d", i % n + 1);
        sudoku_sheet_item item = {(unsigned long)(i % n + 1), &puzzle,
                                  i >= n ? &solution : NULL, caption, NULL};
        if (i % n == note_at) {
            item.puzzle = NULL;
            item.note = "in.txt:3: givens clash: two 4s in row 1 (r1c1, r1c2), and a "
                        "much longer tail of words to wrap over several lines";
        }
        assert_int_equal(sudoku_sheet_add(sheet, &item), SUDOKU_OK);
    }
    assert_int_equal(sudoku_sheet_close(sheet), SUDOKU_OK);
    char *text = read_all(f, NULL);
    fclose(f);
    return text;
}

static int count(const char *text, const char *what) {
    int n = 0;
    for (const char *at = text; (at = strstr(at, what)) != NULL; at++)
        n++;
    return n;
}

static void test_sheet_draws_givens_bold_and_solutions_regular(void **state) {
    (void)state;
    char *text = svg_sheet(5, 4, 1, -1);
    /* 17 givens a grid, in 5 puzzles and 5 solutions; 64 solved digits each */
    assert_int_equal(count(text, "class=\"given\""), 17 * 10);
    assert_int_equal(count(text, "class=\"digit\""), 64 * 5);
    assert_int_equal(count(text, "<g class=\"puzzle\""), 5);
    assert_int_equal(count(text, "<g class=\"solution\" id=\"solution-5\">"), 1);
    /* pages: 5 puzzles 4 a page = 2, 5 solutions 12 a page = 1 */
    assert_int_equal(count(text, "<g class=\"page\""), 3);
    assert_int_equal(count(text, "class=\"title\""), 2); /* no solutions title */
    assert_int_equal(count(text, "class=\"caption\""), 10);
    assert_int_equal(count(text, "<path "), 2 * 10); /* thin and thick a grid */
    free(text);
}

static void test_sheet_breaks_pages_per_layout(void **state) {
    (void)state;
    for (size_t i = 0; i + 1 < sizeof layouts / sizeof layouts[0]; i++) {
        int per_page = layouts[i];
        char *text = svg_sheet(7, per_page, 0, -1);
        assert_int_equal(count(text, "<g class=\"page\""), (7 + per_page - 1) / per_page);
        free(text);
    }
}

static void test_sheet_note_replaces_grid(void **state) {
    (void)state;
    char *text = svg_sheet(3, 1, 0, 1);
    assert_int_equal(count(text, "class=\"given\""), 17 * 2);
    assert_true(count(text, "class=\"note\"") >= 2); /* wrapped */
    assert_non_null(strstr(text, ">in.txt:3: givens clash:"));
    /* a frame of four thin lines in place of the grid */
    assert_int_equal(count(text, "<path "), 2 * 2 + 1);
    free(text);
}

static void test_sheet_empty_sheet_has_one_page(void **state) {
    (void)state;
    char *text = svg_sheet(0, 4, 0, -1);
    assert_int_equal(count(text, "<g class=\"page\""), 1);
    assert_int_equal(count(text, "class=\"title\""), 1);
    free(text);
}

/* The font size of the first title of an empty SVG sheet titled 'title'. */
static double title_size_of(const char *title) {
    sudoku_sheet_options opt;
    sudoku_sheet *sheet;
    FILE *f = tmpfile();
    double size = 0;

    sudoku_sheet_defaults(&opt);
    opt.format = SUDOKU_SHEET_SVG;
    opt.title = title;
    assert_int_equal(sudoku_sheet_open(f, &opt, &sheet), SUDOKU_OK);
    assert_int_equal(sudoku_sheet_close(sheet), SUDOKU_OK);
    char *text = read_all(f, NULL);
    const char *at = strstr(text, "class=\"title\"");
    assert_non_null(at);
    assert_int_equal(sscanf(strstr(at, "font-size=\""), "font-size=\"%lf", &size), 1);
    free(text);
    fclose(f);
    return size;
}

static void test_sheet_long_title_shrinks_to_fit(void **state) {
    (void)state;
    const char *long_title = "\xC3\x9C"
                             "bungsblatt Nr. 3 - schwierige R\xC3\xA4tsel f"
                             "\xC3\xBCr die ganze Familie am Wochenende";
    double room = 0.85 * (595.276 - 72), size = title_size_of(long_title);
    assert_true(title_size_of("Week 1") == 18);
    assert_true(size < 18);
    assert_true(sudoku__text_width(long_title, 1, size) <= room + 0.1);
    assert_true(sudoku__text_width(long_title, 1, size) >= room - 1); /* no smaller */
}

static void test_sheet_open_rejects_bad_options(void **state) {
    (void)state;
    sudoku_sheet_options opt;
    sudoku_sheet *sheet = (sudoku_sheet *)&opt, *before = sheet;
    FILE *f = tmpfile();
    int bad_per_page[] = {0, 3, 5, 12, -1};

    for (size_t i = 0; i < sizeof bad_per_page / sizeof bad_per_page[0]; i++) {
        sudoku_sheet_defaults(&opt);
        opt.per_page = bad_per_page[i];
        assert_int_equal(sudoku_sheet_open(f, &opt, &sheet), SUDOKU_EINVAL);
    }
    sudoku_sheet_defaults(&opt);
    opt.solutions_per_page = 5;
    assert_int_equal(sudoku_sheet_open(f, &opt, &sheet), SUDOKU_EINVAL);
    sudoku_sheet_defaults(&opt);
    opt.format = (sudoku_sheet_format)9;
    assert_int_equal(sudoku_sheet_open(f, &opt, &sheet), SUDOKU_EINVAL);
    sudoku_sheet_defaults(&opt);
    assert_int_equal(sudoku_sheet_open(NULL, &opt, &sheet), SUDOKU_EINVAL);
    assert_ptr_equal(sheet, before); /* untouched on failure */
    assert_int_equal(ftell(f), 0);   /* and nothing written */
    fclose(f);
}

static void test_sheet_counts_are_enforced(void **state) {
    (void)state;
    sudoku_sheet_options opt;
    sudoku_sheet *sheet;
    sudoku_grid puzzle;
    FILE *f = tmpfile();

    parse(puzzle_text, &puzzle);
    sudoku_sheet_item item = {1, &puzzle, NULL, "Puzzle 1", NULL};
    sudoku_sheet_defaults(&opt);
    opt.puzzles = 2;
    assert_int_equal(sudoku_sheet_open(f, &opt, &sheet), SUDOKU_OK);
    assert_int_equal(sudoku_sheet_add(sheet, &item), SUDOKU_OK);
    assert_int_equal(sudoku_sheet_add(sheet, &item), SUDOKU_OK);
    assert_int_equal(sudoku_sheet_add(sheet, &item), SUDOKU_EINVAL); /* a third */
    assert_int_equal(sudoku_sheet_close(sheet), SUDOKU_OK);

    rewind(f);
    opt.puzzles = 3;
    assert_int_equal(sudoku_sheet_open(f, &opt, &sheet), SUDOKU_OK);
    assert_int_equal(sudoku_sheet_add(sheet, &item), SUDOKU_OK);
    assert_int_equal(sudoku_sheet_close(sheet), SUDOKU_EINVAL); /* two short */
    char *text = read_all(f, NULL);
    assert_non_null(strstr(text, "%%EOF\n")); /* still a whole document */
    free(text);
    fclose(f);
}

static void test_sheet_write_error_is_eio(void **state) {
    (void)state;
    sudoku_sheet_options opt;
    sudoku_sheet *sheet = NULL;
    sudoku_grid puzzle;
    FILE *f = fopen(SUDOKU_TEST_DIR "/test_sheet.c", "r"); /* not writable */

    parse(puzzle_text, &puzzle);
    sudoku_sheet_item item = {1, &puzzle, NULL, NULL, NULL};
    sudoku_sheet_defaults(&opt);
    opt.puzzles = 1;
    opt.per_page = 1;
    sudoku_status st = sudoku_sheet_open(f, &opt, &sheet);
    if (st == SUDOKU_OK) { /* the head may sit in the buffer */
        assert_int_equal(sudoku_sheet_add(sheet, &item), SUDOKU_EIO);
        assert_int_equal(sudoku_sheet_add(sheet, &item), SUDOKU_EIO);
        assert_int_equal(sudoku_sheet_close(sheet), SUDOKU_EIO);
    } else {
        assert_int_equal(st, SUDOKU_EIO);
    }
    sudoku_sheet_free(NULL);
    fclose(f);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sheet_layouts_fit_the_paper),
        cmocka_unit_test(test_sheet_more_a_page_means_smaller_grids),
        cmocka_unit_test(test_sheet_layout_rejects_other_counts),
        cmocka_unit_test(test_sheet_draws_givens_bold_and_solutions_regular),
        cmocka_unit_test(test_sheet_breaks_pages_per_layout),
        cmocka_unit_test(test_sheet_note_replaces_grid),
        cmocka_unit_test(test_sheet_empty_sheet_has_one_page),
        cmocka_unit_test(test_sheet_long_title_shrinks_to_fit),
        cmocka_unit_test(test_sheet_open_rejects_bad_options),
        cmocka_unit_test(test_sheet_counts_are_enforced),
        cmocka_unit_test(test_sheet_write_error_is_eio),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
