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

/* Page breaks: 5 puzzles 4 a page, a break, 3 puzzles 1 a page, then 5
** solutions after a break to 6 a page: the pages follow the breaks (2 + 3 +
** 1), each page holds only its run's grids, and a wrong page count or
** per_page is refused. */
static void test_sheet_page_breaks_follow_the_runs(void **state) {
    (void)state;
    sudoku_sheet_options opt;
    sudoku_sheet *sheet = NULL;
    sudoku_grid puzzle, solution;
    FILE *f = tmpfile();
    parse(puzzle_text, &puzzle);
    assert_int_equal(sudoku_solve(&puzzle, &solution, NULL), SUDOKU_OK);
    sudoku_sheet_defaults(&opt);
    opt.format = SUDOKU_SHEET_SVG;
    opt.puzzles = 8;
    opt.solutions = 5;
    assert_int_equal(sudoku_sheet_open_pages(f, &opt, 6, &sheet), SUDOKU_OK);
    assert_int_equal(sudoku_sheet_page_break(sheet, 12), SUDOKU_EINVAL); /* puzzles */
    assert_int_equal(sudoku_sheet_page_break(sheet, 3), SUDOKU_EINVAL);
    for (int i = 0; i < 13; i++) {
        if (i == 5) assert_int_equal(sudoku_sheet_page_break(sheet, 1), SUDOKU_OK);
        if (i == 8) assert_int_equal(sudoku_sheet_page_break(sheet, 6), SUDOKU_OK);
        sudoku_sheet_item item = {(unsigned long)(i % 8 + 1), &puzzle,
                                  i >= 8 ? &solution : NULL, "c", NULL};
        assert_int_equal(sudoku_sheet_add(sheet, &item), SUDOKU_OK);
    }
    assert_int_equal(sudoku_sheet_close(sheet), SUDOKU_OK);
    char *text = read_all(f, NULL);
    fclose(f);
    assert_int_equal(count(text, "<g class=\"page\""), 6);
    /* page 2 holds puzzle 5 only; page 3 starts with puzzle 6 */
    const char *p2 = strstr(text, "id=\"page-2\""), *p3 = strstr(text, "id=\"page-3\"");
    const char *p4 = strstr(text, "id=\"page-4\"");
    assert_non_null(p2);
    assert_non_null(p3);
    assert_non_null(p4);
    const char *g5 = strstr(text, "id=\"puzzle-5\""),
               *g6 = strstr(text, "id=\"puzzle-6\"");
    assert_true(g5 > p2 && g5 < p3);
    assert_true(g6 > p3 && g6 < p4);
    free(text);

    /* a page count that the items and breaks do not make */
    f = tmpfile();
    opt.solutions = 0;
    assert_int_equal(sudoku_sheet_open_pages(f, &opt, 2, &sheet), SUDOKU_OK);
    for (int i = 0; i < 8; i++) {
        if (i == 5) assert_int_equal(sudoku_sheet_page_break(sheet, 1), SUDOKU_OK);
        sudoku_sheet_item item = {(unsigned long)(i + 1), &puzzle, NULL, "c", NULL};
        sudoku_sheet_add(sheet, &item);
    }
    assert_int_equal(sudoku_sheet_close(sheet), SUDOKU_EINVAL);
    fclose(f);
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

/* ------------------------------------------------------------ boards */

/* A board of 'spec' whose every third cell holds a symbol (the sheet
** draws what it is given; it need not be a puzzle), drawn alone on a page
** of one as SVG with 'symbols'; returns the text, *side the cell size read
** back from the frame. */
static char *board_sheet(const sudoku_shape_spec *spec, const char *symbols,
                         sudoku_board *puzzle, sudoku_shape **shape) {
    sudoku_sheet_options opt;
    sudoku_sheet *sheet = NULL;
    FILE *f = tmpfile();

    assert_int_equal(sudoku_shape_new(spec, shape, NULL), SUDOKU_OK);
    puzzle->shape = *shape;
    memset(puzzle->cell, 0, sizeof puzzle->cell);
    for (int i = 0; i < spec->side * spec->side; i += 3)
        puzzle->cell[i] = (unsigned char)((i * 7) % spec->side + 1);
    sudoku_sheet_defaults(&opt);
    opt.format = SUDOKU_SHEET_SVG;
    opt.per_page = 1;
    opt.puzzles = 1;
    assert_int_equal(sudoku_sheet_open(f, &opt, &sheet), SUDOKU_OK);
    sudoku_sheet_board_item item = {1, puzzle, NULL, symbols, "Puzzle 1", NULL};
    assert_int_equal(sudoku_sheet_add_board(sheet, &item), SUDOKU_OK);
    assert_int_equal(sudoku_sheet_close(sheet), SUDOKU_OK);
    char *text = read_all(f, NULL);
    fclose(f);
    return text;
}

/* The segments of the first path after 'marker': xy[4k..4k+3]; returns k. */
static int path_segments(const char *text, const char *marker, double *xy, int most) {
    const char *at = strstr(text, marker);
    int n = 0;
    if (!at) return 0;
    at = strstr(at, " d=\"");
    assert_non_null(at);
    at += 4;
    double *q = xy;
    int used;
    while (n < most &&
           sscanf(at, " M%lf %lfL%lf %lf%n", q, q + 1, q + 2, q + 3, &used) == 4) {
        at += used, q += 4, n++;
    }
    return n;
}

/* The grid's frame: the smallest and largest coordinates of the thick
** lines (the frame is thick all round). */
static void frame_of(const double *xy, int n, double *x0, double *y0, double *x1,
                     double *y1) {
    *x0 = *y0 = 1e9, *x1 = *y1 = -1e9;
    for (int i = 0; i < 2 * n; i++) {
        double x = xy[2 * i], y = xy[2 * i + 1];
        *x0 = x < *x0 ? x : *x0, *x1 = x > *x1 ? x : *x1;
        *y0 = y < *y0 ? y : *y0, *y1 = y > *y1 ? y : *y1;
    }
}

/* Whether the unit edge from (x0, y0) to (x1, y1) lies on a segment. */
static int covered(const double *xy, int n, double x0, double y0, double x1, double y1) {
    for (int i = 0; i < n; i++) {
        const double *q = xy + 4 * i;
        double lo_x = q[0] < q[2] ? q[0] : q[2], hi_x = q[0] < q[2] ? q[2] : q[0];
        double lo_y = q[1] < q[3] ? q[1] : q[3], hi_y = q[1] < q[3] ? q[3] : q[1];
        if (lo_x - 0.01 <= x0 && x1 <= hi_x + 0.01 && lo_y - 0.01 <= y0 &&
            y1 <= hi_y + 0.01 && ((x0 == x1) == (q[0] == q[2])))
            return 1;
    }
    return 0;
}

/* Every unit edge of the grid is thick exactly where the cells on its two
** sides lie in different boxes (regions), or on the frame; thin elsewhere.
** Returns the cell size. */
static double check_borders(const char *text, const sudoku_shape *shape) {
    static double thick[4 * 2 * 26 * 25], thin[4 * 2 * 26 * 25];
    int n = sudoku_shape_side(shape), region[SUDOKU_MAX_CELLS], cells[SUDOKU_MAX_SIDE];
    int nthick = path_segments(text, "stroke-linecap=\"square\"", thick, 2 * 26 * 25);
    int nthin =
        path_segments(text, "<path fill=\"none\" stroke=\"#000\"", thin, 2 * 26 * 25);
    double x0, y0, x1, y1;

    for (int c = 0; c < n * n; c++)
        region[c] = -1;
    for (int h = 0; h < sudoku_shape_house_count(shape); h++)
        if (sudoku_shape_house_kind(shape, h) == SUDOKU_HOUSE_BOX) {
            sudoku_shape_house(shape, h, cells);
            for (int k = 0; k < n; k++)
                region[cells[k]] = h;
        }
    frame_of(thick, nthick, &x0, &y0, &x1, &y1);
    double cell = (x1 - x0) / n;
    assert_true(cell > 0 && (y1 - y0) / n > cell - 0.01 && (y1 - y0) / n < cell + 0.01);
    for (int i = 0; i <= n; i++)
        for (int k = 0; k < n; k++) {
            /* across: between rows i-1 and i; down: between columns i-1 and i */
            int a = i == 0 || i == n || region[i * n + k] != region[(i - 1) * n + k];
            int d = i == 0 || i == n || region[k * n + i] != region[k * n + i - 1];
            double at = i * cell, from = k * cell, to = (k + 1) * cell;
            assert_int_equal(covered(thick, nthick, x0 + from, y0 + at, x0 + to, y0 + at),
                             a);
            assert_int_equal(covered(thin, nthin, x0 + from, y0 + at, x0 + to, y0 + at),
                             !a);
            assert_int_equal(covered(thick, nthick, x0 + at, y0 + from, x0 + at, y0 + to),
                             d);
            assert_int_equal(covered(thin, nthin, x0 + at, y0 + from, x0 + at, y0 + to),
                             !d);
        }
    return cell;
}

/* Every symbol drawn lies in the centre column of its cell and is that
** cell's symbol; as many as the board holds. */
static void check_symbols(const char *text, const sudoku_board *b, const char *symbols) {
    int n = sudoku_shape_side(b->shape), drawn = 0, held = 0;
    static double thick[4 * 2 * 26 * 25];
    int nthick = path_segments(text, "stroke-linecap=\"square\"", thick, 2 * 26 * 25);
    double x0, y0, x1, y1;
    frame_of(thick, nthick, &x0, &y0, &x1, &y1);
    double cell = (x1 - x0) / n;
    for (const char *at = text; (at = strstr(at, "class=\"given\"")) != NULL; at++) {
        double x, y, size;
        char symbol;
        assert_int_equal(sscanf(at,
                                "class=\"given\" x=\"%lf\" y=\"%lf\" font-size=\"%lf\" "
                                "font-weight=\"bold\">%c",
                                &x, &y, &size, &symbol),
                         4);
        int r = (int)((y - y0) / cell), c = (int)((x - x0) / cell);
        assert_true(r >= 0 && r < n && c >= 0 && c < n);
        assert_true(x - x0 - (c + 0.5) * cell < 0.01 &&
                    x - x0 - (c + 0.5) * cell > -0.01);
        assert_true(size > cell / 2 && size < cell); /* scaled with the cell */
        assert_int_equal(symbol, symbols[b->cell[r * n + c] - 1]);
        drawn++;
    }
    for (int i = 0; i < n * n; i++)
        held += b->cell[i] != 0;
    assert_int_equal(drawn, held);
}

static void test_sheet_board_sizes_boxes_and_symbols(void **state) {
    (void)state;
    static const int sides[] = {4, 6, 8, 9, 10, 12, 15, 16, 20, 25};
    double a4_room = 595.276 - 72;
    for (size_t i = 0; i < sizeof sides / sizeof sides[0]; i++) {
        sudoku_shape_spec spec;
        sudoku_shape *shape = NULL;
        sudoku_board b;
        sudoku_shape_spec_init(&spec, sides[i]);
        char *text = board_sheet(&spec, NULL, &b, &shape);
        double cell = check_borders(text, shape);
        check_symbols(text, &b, "123456789ABCDEFGHIJKLMNOP");
        assert_true(sides[i] * cell <= a4_room);
        if (sides[i] >= 16)
            assert_true(cell >= 18); /* 25x25: a 19 pt cell, 12 pt symbols */
        free(text);
        sudoku_shape_free(shape);
    }
}

static void test_sheet_board_tall_boxes_latin_and_own_symbols(void **state) {
    (void)state;
    sudoku_shape_spec spec;
    sudoku_shape *shape = NULL;
    sudoku_board b;
    sudoku_shape_spec_init(&spec, 6);
    spec.box_rows = 3, spec.box_cols = 2; /* tall boxes */
    char *text = board_sheet(&spec, "abcdef", &b, &shape);
    check_borders(text, shape);
    check_symbols(text, &b, "abcdef");
    free(text);
    sudoku_shape_free(shape);

    sudoku_shape_spec_init(&spec, 16);
    spec.variants = SUDOKU_VARIANT_LATIN; /* no boxes: the frame alone thick */
    text = board_sheet(&spec, "0123456789ABCDEF", &b, &shape);
    check_borders(text, shape);
    check_symbols(text, &b, "0123456789ABCDEF");
    free(text);
    sudoku_shape_free(shape);
}

static void test_sheet_board_jigsaw_borders_follow_the_map(void **state) {
    (void)state;
    static const char map[] =
        "AAACCCCCCDDABBBBCCDDAEBBBBCDAAEEFBFFDDAEEFFFFDDAHEEEFFGGGHHHE"
        "IIGGGGHIIIIGGHHHHIII";
    sudoku_shape_spec spec;
    sudoku_shape *shape = NULL;
    sudoku_board b;
    sudoku_shape_spec_init(&spec, 9);
    spec.variants = SUDOKU_VARIANT_JIGSAW;
    for (int i = 0; i < 81; i++)
        spec.region[i] = (unsigned char)(map[i] - 'A');
    char *text = board_sheet(&spec, NULL, &b, &shape);
    check_borders(text, shape);
    assert_null(strstr(text, "class=\"shade\""));
    assert_null(strstr(text, "class=\"diagonal\""));
    free(text);
    sudoku_shape_free(shape);
}

static void test_sheet_board_x_diagonals_and_shaded_houses(void **state) {
    (void)state;
    sudoku_shape_spec spec;
    sudoku_shape *shape = NULL;
    sudoku_board b;
    double xy[16], rect[4 * 81];
    sudoku_shape_spec_init(&spec, 9);
    spec.variants = SUDOKU_VARIANT_X | SUDOKU_VARIANT_WINDOKU;
    char *text = board_sheet(&spec, NULL, &b, &shape);
    double cell = check_borders(text, shape);
    /* two diagonals, corner to corner of the grid */
    assert_int_equal(path_segments(text, "class=\"diagonal\"", xy, 4), 2);
    assert_true(xy[2] - xy[0] > 9 * cell - 0.01 && xy[3] - xy[1] > 9 * cell - 0.01);
    assert_true(xy[4] - xy[6] > 9 * cell - 0.01 && xy[7] - xy[5] > 9 * cell - 0.01);
    /* the windows: rows 2-4 and 6-8, columns 2-4 and 6-8, one run a window row */
    const char *at = strstr(text, "class=\"shade\"");
    assert_non_null(at);
    at = strstr(at, " d=\"") + 4;
    int n = 0, used;
    double *q = rect;
    while (n < 81 &&
           sscanf(at, " M%lf %lfh%lfv%lfh%*f z%n", q, q + 1, q + 2, q + 3, &used) == 4) {
        at += used, q += 4, n++;
    }
    assert_int_equal(n, 12);
    double area = 0;
    for (int i = 0; i < n; i++)
        area += rect[4 * i + 2] * rect[4 * i + 3];
    assert_true(area > 36 * cell * cell - 0.1 && area < 36 * cell * cell + 0.1);
    free(text);
    sudoku_shape_free(shape);

    spec.variants = SUDOKU_VARIANT_ASTERISK;
    text = board_sheet(&spec, NULL, &b, &shape);
    assert_non_null(strstr(text, "class=\"shade\""));
    free(text);
    sudoku_shape_free(shape);
    spec.variants =
        SUDOKU_VARIANT_ANTI_KNIGHT; /* a constraint, no house: nothing drawn */
    text = board_sheet(&spec, NULL, &b, &shape);
    assert_null(strstr(text, "class=\"shade\""));
    assert_null(strstr(text, "class=\"diagonal\""));
    free(text);
    sudoku_shape_free(shape);
    spec.variants =
        SUDOKU_VARIANT_DG; /* disjoint groups: their places shaded (073bb91) */
    text = board_sheet(&spec, NULL, &b, &shape);
    assert_non_null(strstr(text, "class=\"shade\""));
    assert_null(strstr(text, "class=\"diagonal\""));
    free(text);
    sudoku_shape_free(shape);
}

static void test_sheet_board_rejects_bad_items(void **state) {
    (void)state;
    sudoku_sheet_options opt;
    sudoku_sheet *sheet = NULL;
    sudoku_shape_spec spec;
    sudoku_shape *shape = NULL, *other = NULL;
    FILE *f = tmpfile();

    sudoku_shape_spec_init(&spec, 16);
    assert_int_equal(sudoku_shape_new(&spec, &shape, NULL), SUDOKU_OK);
    assert_int_equal(sudoku_shape_new(&spec, &other, NULL), SUDOKU_OK);
    sudoku_board puzzle = {shape, {0}}, solution = {other, {0}}, none = {NULL, {0}};
    sudoku_sheet_defaults(&opt);
    opt.format = SUDOKU_SHEET_SVG;
    opt.puzzles = 2;
    assert_int_equal(sudoku_sheet_open(f, &opt, &sheet), SUDOKU_OK);
    sudoku_sheet_board_item item = {1, &puzzle, NULL, "123456789", NULL, NULL};
    assert_int_equal(sudoku_sheet_add_board(sheet, &item), SUDOKU_EINVAL); /* 9 < 16 */
    item.symbols = NULL, item.solution = &solution;
    assert_int_equal(sudoku_sheet_add_board(sheet, &item), SUDOKU_EINVAL);
    item.solution = NULL, item.puzzle = &none;
    assert_int_equal(sudoku_sheet_add_board(sheet, &item), SUDOKU_EINVAL);
    item.puzzle = NULL, item.note = "not printed"; /* a note, as for a grid */
    assert_int_equal(sudoku_sheet_add_board(sheet, &item), SUDOKU_OK);
    item.puzzle = &puzzle;
    assert_int_equal(sudoku_sheet_add_board(sheet, &item), SUDOKU_OK);
    assert_int_equal(sudoku_sheet_close(sheet), SUDOKU_OK);
    char *text = read_all(f, NULL);
    assert_int_equal(count(text, "class=\"note\""), 1);
    assert_int_equal(count(text, "<g class=\"puzzle\""), 2);
    free(text);
    fclose(f);
    sudoku_shape_free(shape);
    sudoku_shape_free(other);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sheet_layouts_fit_the_paper),
        cmocka_unit_test(test_sheet_more_a_page_means_smaller_grids),
        cmocka_unit_test(test_sheet_layout_rejects_other_counts),
        cmocka_unit_test(test_sheet_draws_givens_bold_and_solutions_regular),
        cmocka_unit_test(test_sheet_breaks_pages_per_layout),
        cmocka_unit_test(test_sheet_page_breaks_follow_the_runs),
        cmocka_unit_test(test_sheet_note_replaces_grid),
        cmocka_unit_test(test_sheet_empty_sheet_has_one_page),
        cmocka_unit_test(test_sheet_long_title_shrinks_to_fit),
        cmocka_unit_test(test_sheet_open_rejects_bad_options),
        cmocka_unit_test(test_sheet_counts_are_enforced),
        cmocka_unit_test(test_sheet_write_error_is_eio),
        cmocka_unit_test(test_sheet_board_sizes_boxes_and_symbols),
        cmocka_unit_test(test_sheet_board_tall_boxes_latin_and_own_symbols),
        cmocka_unit_test(test_sheet_board_jigsaw_borders_follow_the_map),
        cmocka_unit_test(test_sheet_board_x_diagonals_and_shaded_houses),
        cmocka_unit_test(test_sheet_board_rejects_bad_items),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
