/*
** sheet.c - printable sheets: the page geometry (where each grid, caption
** and heading goes for a paper size and a number of grids a page) and the
** public sudoku_sheet_* calls, which draw grids through a writer
** (src/sheet_svg.c or src/sheet_pdf.c) one page at a time.
*/
#include <stdlib.h>
#include <string.h>

#include "sheet.h"

/* ==================================================================== */
/* Geometry                                                              */
/* ==================================================================== */

#define MARGIN 36.0    /* half an inch all round */
#define MAX_GRID 432.0 /* six inches: one grid a page is large, not huge */

static double min2(double a, double b) { return a < b ? a : b; }
static double max2(double a, double b) { return a > b ? a : b; }

/* v rounded down to a multiple of 'step' (v >= 0). */
static double floor_to(double v, double step) { return (double)(long)(v / step) * step; }

static int slots_across(int per_page, int *columns, int *rows) {
    switch (per_page) {
    case 1:
        *columns = 1, *rows = 1;
        return 1;
    case 2:
        *columns = 1, *rows = 2;
        return 1;
    case 4:
        *columns = 2, *rows = 2;
        return 1;
    case 6:
        *columns = 2, *rows = 3;
        return 1;
    case 12:
        *columns = 3, *rows = 4;
        return 1;
    default:
        return 0;
    }
}

sudoku_status sudoku__sheet_layout_make(sudoku_paper paper, int per_page, int heading,
                                        sudoku__sheet_layout *layout) {
    sudoku__sheet_layout l = {0};
    double band, side;

    if (!slots_across(per_page, &l.columns, &l.rows)) return SUDOKU_EINVAL;
    if (paper == SUDOKU_PAPER_A4)
        l.page_w = 595.276, l.page_h = 841.89;
    else if (paper == SUDOKU_PAPER_LETTER)
        l.page_w = 612, l.page_h = 792;
    else
        return SUDOKU_EINVAL;

    l.title_size = per_page > 6 ? 14 : 18;
    l.title_y = MARGIN + l.title_size;
    l.top = MARGIN + (heading ? 2 * l.title_size : 0);
    l.slot_w = (l.page_w - 2 * MARGIN) / l.columns;
    l.slot_h = (l.page_h - MARGIN - l.top) / l.rows;
    l.caption_size = per_page > 6 ? 8 : per_page > 2 ? 10 : 12;
    band = 2.2 * l.caption_size; /* the caption's line under the grid */
    l.room = min2(l.slot_w * 0.92, l.slot_h * 0.95 - band);
    side = min2(l.room, MAX_GRID);
    l.cell = floor_to(side / 9, 0.5); /* whole half points: crisp lines */
    l.digit_size = floor_to(l.cell * 0.62 + 0.25, 0.5);
    l.thin = per_page > 6 ? 0.4 : 0.6;
    l.thick = l.cell >= 20 ? 2.0 : 1.4;
    *layout = l;
    return SUDOKU_OK;
}

/* Top-left corner of a grid 'span' points wide in slot 'slot', centred
** with its caption band. */
static void origin_for(const sudoku__sheet_layout *l, int slot, double span, double *x,
                       double *y) {
    int column = slot % l->columns, row = slot / l->columns;
    *x = MARGIN + column * l->slot_w + (l->slot_w - span) / 2;
    *y = l->top + row * l->slot_h + (l->slot_h - (span + 2.2 * l->caption_size)) / 2;
}

void sudoku__sheet_grid_origin(const sudoku__sheet_layout *l, int slot, double *x,
                               double *y) {
    origin_for(l, slot, 9 * l->cell, x, y);
}

/* ==================================================================== */
/* Drawing                                                               */
/* ==================================================================== */

struct sudoku_sheet {
    const sudoku__sheet_ops *ops;
    void *writer;
    sudoku__sheet_layout section[2]; /* puzzles, solutions */
    const char *heading[2];          /* the caller's strings: see open() */
    char *titles;                    /* our copies of both headings */
    unsigned long count[2];          /* items each section holds */
    unsigned long added;             /* items drawn so far */
    unsigned long pages, begun;      /* pages declared, begun so far */
    sudoku_paper paper;              /* for the layouts of page breaks */
    int in_page;                     /* a page is begun and not ended */
    int page_section;                /* the section of the page begun last */
    int slot;                        /* the next slot on that page */
    sudoku_status error;
};

/* The grid's lines: thin cell lines first, then the thick box lines over
** them, with square ends so the outer corners close. */
static void draw_lines(sudoku_sheet *s, const sudoku__sheet_layout *l, double x,
                       double y) {
    double side = 9 * l->cell, thin[12 * 4], thick[8 * 4];
    int nthin = 0, nthick = 0;

    for (int i = 0; i <= 9; i++) {
        double at = i * l->cell;
        double h[8] = {x, y + at, x + side, y + at, x + at, y, x + at, y + side};
        if (i % 3)
            memcpy(thin + 8 * nthin++, h, sizeof h);
        else
            memcpy(thick + 8 * nthick++, h, sizeof h);
    }
    s->ops->lines(s->writer, thin, 2 * nthin, l->thin, 0);
    s->ops->lines(s->writer, thick, 2 * nthick, l->thick, 1);
}

/* Each digit centred in its cell: givens of 'puzzle' bold, the other
** digits of 'solution' (if any) regular. */
static void draw_digits(sudoku_sheet *s, const sudoku__sheet_layout *l, double x,
                        double y, const sudoku_grid *puzzle,
                        const sudoku_grid *solution) {
    /* Digits stand 0.71 em tall on the baseline: lower it by half of that. */
    double drop = 0.355 * l->digit_size;
    char digit[2] = {0, 0};

    for (int i = 0; i < 81; i++) {
        int given = puzzle->cell[i] >= 1 && puzzle->cell[i] <= 9;
        int d = given ? puzzle->cell[i] : solution ? solution->cell[i] : 0;
        if (d < 1 || d > 9) continue;
        digit[0] = (char)('0' + d);
        int row = i / 9, column = i % 9;
        s->ops->text(s->writer, x + (column + 0.5) * l->cell,
                     y + (row + 0.5) * l->cell + drop, l->digit_size,
                     given ? SUDOKU__ROLE_GIVEN : SUDOKU__ROLE_DIGIT, digit);
    }
}

/* Moves the next line of *text into 'line' (of 'cap' bytes): as many whole
** words as fit in 'width' at 'size', or as much of one long word as fits
** (cut between UTF-8 characters). Advances *text past it and the spaces
** after. */
static void take_line(const char **text, double width, double size, char *line,
                      size_t cap) {
    const char *t = *text;
    size_t len = 0, fit = 0;

    while (len < cap - 1 && t[len]) {
        size_t next = len + 1;
        while (next < cap - 1 && ((unsigned char)t[next] & 0xC0) == 0x80)
            next++; /* the rest of a UTF-8 character */
        memcpy(line, t, next);
        line[next] = '\0';
        if (sudoku__text_width(line, 0, size) > width) break;
        len = next;
        if (!t[len] || t[len] == ' ') fit = len; /* a word ends here */
    }
    if (fit == 0) fit = len ? len : 1; /* one word wider than the line */
    memcpy(line, t, fit);
    line[fit] = '\0';
    for (t += fit; *t == ' ';)
        t++;
    *text = t;
}

/* Draws 'note' wrapped to the frame at x, y and centred in it (at most 12
** lines; the rest is dropped). */
static void draw_note(sudoku_sheet *s, const sudoku__sheet_layout *l, double x, double y,
                      const char *note) {
    double side = 9 * l->cell, size = min2(max2(l->caption_size, l->cell * 0.45), 12);
    double leading = size * 1.3;
    char lines[12][256];
    int n = 0;

    while (*note == ' ')
        note++;
    while (*note && n < 12)
        take_line(&note, side * 0.86, size, lines[n++], sizeof lines[0]);
    double first = y + side / 2 - (n - 1) * leading / 2 + 0.355 * size;
    for (int i = 0; i < n; i++)
        s->ops->text(s->writer, x + side / 2, first + i * leading, size,
                     SUDOKU__ROLE_NOTE, lines[i]);
}

/* A frame in place of the grid, thin. */
static void draw_frame(sudoku_sheet *s, const sudoku__sheet_layout *l, double x,
                       double y) {
    double side = 9 * l->cell;
    double xy[16] = {x,        y, x + side, y, x + side, y, x + side, y + side, x + side,
                     y + side, x, y + side, x, y + side, x, y};
    s->ops->lines(s->writer, xy, 4, l->thin, 1);
}

static void draw_item(sudoku_sheet *s, const sudoku__sheet_layout *l, int slot,
                      int solutions, const sudoku_sheet_item *item) {
    double x, y;

    sudoku__sheet_grid_origin(l, slot, &x, &y);
    s->ops->group_begin(s->writer, solutions ? "solution" : "puzzle", item->number);
    if (item->puzzle) {
        draw_lines(s, l, x, y);
        draw_digits(s, l, x, y, item->puzzle, item->solution);
    } else {
        draw_frame(s, l, x, y);
        if (item->note) draw_note(s, l, x, y, item->note);
    }
    if (item->caption && item->caption[0])
        s->ops->text(s->writer, x + 4.5 * l->cell,
                     y + 9 * l->cell + 1.55 * l->caption_size, l->caption_size,
                     SUDOKU__ROLE_CAPTION, item->caption);
    s->ops->group_end(s->writer);
}

/* ==================================================================== */
/* Boards of every shape                                                 */
/* ==================================================================== */

#define SHADE_GREY 0.82    /* extra houses' cells: the symbols stay black on it */
#define DG_GREY 0.91       /* disjoint groups: every other place in a box, lighter */
#define DG_MAP_GREY 0.72   /* a cell's map of its box's places, in its corner */
#define DG_MARK_GREY 0.2   /* on that map, the cell's own place: its group */
#define DIAGONAL_GREY 0.55 /* the X diagonals, under the symbols */

/* Sizes for a board of side n in a slot of layout l. */
typedef struct board_look {
    int n;
    double cell, digit_size, thin, thick;
    double x, y; /* the grid's top-left corner */
} board_look;

/* A 9x9 board gets the classic grid's cells; a smaller one the same cells
** (a smaller grid); a larger one the slot's whole room, up to a quarter
** more than the classic cap, in whole half points. */
static void board_look_for(const sudoku__sheet_layout *l, int slot, int n,
                           board_look *b) {
    b->n = n;
    if (n <= 9)
        b->cell = l->cell;
    else
        b->cell = floor_to(min2(l->room, 1.25 * MAX_GRID) / n, 0.5);
    b->digit_size = floor_to(b->cell * 0.62 + 0.25, 0.5);
    b->thin = b->cell >= 10 ? l->thin : 0.4;
    b->thick = b->cell >= 20 ? 2.0 : b->cell >= 12 ? 1.4 : 1.0;
    origin_for(l, slot, n * b->cell, &b->x, &b->y);
}

/* box[c]: the box or region (house number) of cell c, -1 when none. */
static void boxes_of(const sudoku_shape *shape, int *box) {
    int n = sudoku_shape_side(shape), cells[SUDOKU_MAX_SIDE];
    for (int c = 0; c < n * n; c++)
        box[c] = -1;
    for (int h = 0; h < sudoku_shape_house_count(shape); h++) {
        if (sudoku_shape_house_kind(shape, h) != SUDOKU_HOUSE_BOX) continue;
        sudoku_shape_house(shape, h, cells);
        for (int k = 0; k < n; k++)
            box[cells[k]] = h;
    }
}

/* Appends the segment x0 y0 x1 y1 to xy (n segments so far). */
static void add_segment(double *xy, int *n, double x0, double y0, double x1, double y1) {
    double *at = xy + 4 * (*n)++;
    at[0] = x0, at[1] = y0, at[2] = x1, at[3] = y1;
}

/* The edges of one line of the grid, 'i' (0..n) rows down (across) or
** columns along (down): each run of unit edges of one kind (thick where
** the cells on either side lie in different boxes, and all round) becomes
** one segment in thin[] or thick[]. */
static void line_runs(const board_look *b, const int *box, int i, int across,
                      double *thin, int *nthin, double *thick, int *nthick) {
    int n = b->n, start = 0, kind = -1;
    for (int k = 0; k <= n; k++) {
        int now = -1;
        if (k < n) {
            int here = across ? i * n + k : k * n + i;
            int before = across ? (i - 1) * n + k : k * n + i - 1;
            now = i == 0 || i == n || box[here] != box[before];
        }
        if (now == kind) continue;
        if (kind >= 0) {
            double a = start * b->cell, z = k * b->cell, at = i * b->cell;
            if (across)
                add_segment(kind ? thick : thin, kind ? nthick : nthin, b->x + a,
                            b->y + at, b->x + z, b->y + at);
            else
                add_segment(kind ? thick : thin, kind ? nthick : nthin, b->x + at,
                            b->y + a, b->x + at, b->y + z);
        }
        start = k, kind = now;
    }
}

/* Thin cell lines, then the thick box (region) borders over them. */
static void draw_board_lines(sudoku_sheet *s, const board_look *b, const int *box) {
    int n = b->n, nthin = 0, nthick = 0;
    size_t most = 2 * (size_t)(n + 1) * (size_t)n; /* unit edges, at most */
    double *thin = malloc(4 * most * sizeof *thin),
           *thick = malloc(4 * most * sizeof *thick);
    if (!thin || !thick) {
        if (s->error == SUDOKU_OK) s->error = SUDOKU_ENOMEM;
    } else {
        for (int i = 0; i <= n; i++) {
            line_runs(b, box, i, 1, thin, &nthin, thick, &nthick);
            line_runs(b, box, i, 0, thin, &nthin, thick, &nthick);
        }
        if (nthin) s->ops->lines(s->writer, thin, nthin, b->thin, 0);
        s->ops->lines(s->writer, thick, nthick, b->thick, 1);
    }
    free(thin);
    free(thick);
}

/* Whether a house of kind 'kind' is drawn shaded: the extra houses a
** player sees as a shape (windows, asterisk, centre dot, girandola). */
static int shaded_kind(int kind) {
    return kind == SUDOKU_HOUSE_WINDOW || kind == SUDOKU_HOUSE_ASTERISK ||
           kind == SUDOKU_HOUSE_CENTRE_DOT || kind == SUDOKU_HOUSE_GIRANDOLA;
}

/* The shaded cells, as one rectangle for each run of them along a row. */
static void draw_shading(sudoku_sheet *s, const board_look *b,
                         const sudoku_shape *shape) {
    int n = b->n, cells[SUDOKU_MAX_SIDE], nrect = 0;
    unsigned char shaded[SUDOKU_MAX_CELLS] = {0};
    double rect[4 * SUDOKU_MAX_CELLS];

    for (int h = 0; h < sudoku_shape_house_count(shape); h++) {
        if (!shaded_kind(sudoku_shape_house_kind(shape, h))) continue;
        sudoku_shape_house(shape, h, cells);
        for (int k = 0; k < n; k++)
            shaded[cells[k]] = 1;
    }
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
            if (!shaded[r * n + c] || (c > 0 && shaded[r * n + c - 1])) continue;
            int end = c;
            while (end < n && shaded[r * n + end])
                end++;
            double *q = rect + 4 * nrect++;
            q[0] = b->x + c * b->cell, q[1] = b->y + r * b->cell;
            q[2] = (end - c) * b->cell, q[3] = b->cell;
        }
    if (nrect) s->ops->shade(s->writer, rect, nrect, SHADE_GREY);
}

/* Adds the rectangle x y w h to rect (n so far). */
static void add_rect(double *rect, int *n, double x, double y, double w, double h) {
    double *q = rect + 4 * (*n)++;
    q[0] = x, q[1] = y, q[2] = w, q[3] = h;
}

/* Disjoint groups: every cell lies in one, so shading them all would show
** nothing. Instead each group is told by its place in the box: the places
** whose row and column in the box add up to an odd number are shaded a
** lighter grey than the other extra houses (a checkerboard in each box:
** 'marks' 0, drawn under them), and each cell carries in its top-left
** corner a small map of its box's places with its own dark ('marks' 1,
** drawn over them): cells with the same mark form a group. */
static void draw_disjoint(sudoku_sheet *s, const board_look *b, const sudoku_shape *shape,
                          int marks) {
    const sudoku_shape_spec *spec = sudoku_shape_spec_of(shape);
    int n = b->n, br = spec->box_rows, bc = spec->box_cols;
    if (!(spec->variants & SUDOKU_VARIANT_DG) || br <= 0 || bc <= 0) return;
    int places = marks ? br * bc : 1, nlight = 0, ndark = 0;
    double *light = malloc(4 * (size_t)n * (size_t)n * (size_t)places * sizeof *light),
           *dark = malloc(4 * (size_t)n * (size_t)n * sizeof *dark);
    if (!light || !dark) {
        if (s->error == SUDOKU_OK) s->error = SUDOKU_ENOMEM;
    } else {
        double pitch = 0.2 * b->cell / (br > bc ? br : bc), dot = 0.7 * pitch;
        for (int r = 0; r < n; r++)
            for (int c = 0; c < n; c++) {
                double x = b->x + c * b->cell, y = b->y + r * b->cell;
                if (!marks && (r % br + c % bc) % 2)
                    add_rect(light, &nlight, x, y, b->cell, b->cell);
                for (int p = 0; marks && p < places; p++) {
                    int own = p == (r % br) * bc + c % bc, row = p / bc; /* on the map */
                    add_rect(own ? dark : light, own ? &ndark : &nlight,
                             x + 0.06 * b->cell + (p % bc) * pitch,
                             y + 0.06 * b->cell + row * pitch, dot, dot);
                }
            }
        s->ops->shade(s->writer, light, nlight, marks ? DG_MAP_GREY : DG_GREY);
        if (marks) s->ops->shade(s->writer, dark, ndark, DG_MARK_GREY);
    }
    free(light);
    free(dark);
}

/* The X variant's two diagonals, corner to corner, grey under the symbols. */
static void draw_diagonals(sudoku_sheet *s, const board_look *b) {
    double span = b->n * b->cell;
    double xy[8] = {b->x,        b->y, b->x + span, b->y + span,
                    b->x + span, b->y, b->x,        b->y + span};
    s->ops->grey_lines(s->writer, xy, 2, b->thick * 0.75, DIAGONAL_GREY);
}

/* Each symbol centred in its cell: givens bold, the solution's others
** regular. */
static void draw_symbols(sudoku_sheet *s, const board_look *b,
                         const sudoku_sheet_board_item *item, const char *symbols) {
    double drop = 0.355 * b->digit_size; /* as draw_digits */
    char text[2] = {0, 0};
    for (int i = 0; i < b->n * b->n; i++) {
        int given = item->puzzle->cell[i] != 0;
        int v = given            ? item->puzzle->cell[i]
                : item->solution ? item->solution->cell[i]
                                 : 0;
        if (v < 1 || v > b->n) continue;
        text[0] = symbols[v - 1];
        int row = i / b->n, column = i % b->n;
        s->ops->text(s->writer, b->x + (column + 0.5) * b->cell,
                     b->y + (row + 0.5) * b->cell + drop, b->digit_size,
                     given ? SUDOKU__ROLE_GIVEN : SUDOKU__ROLE_DIGIT, text);
    }
}

static void draw_board(sudoku_sheet *s, const sudoku__sheet_layout *l, int slot,
                       int solutions, const sudoku_sheet_board_item *item,
                       const char *symbols) {
    const sudoku_shape *shape = item->puzzle->shape;
    board_look b;
    int box[SUDOKU_MAX_CELLS];

    board_look_for(l, slot, sudoku_shape_side(shape), &b);
    boxes_of(shape, box);
    s->ops->group_begin(s->writer, solutions ? "solution" : "puzzle", item->number);
    draw_disjoint(s, &b, shape, 0);
    draw_shading(s, &b, shape);
    draw_disjoint(s, &b, shape, 1);
    if (sudoku_shape_spec_of(shape)->variants & SUDOKU_VARIANT_X) draw_diagonals(s, &b);
    draw_board_lines(s, &b, box);
    draw_symbols(s, &b, item, symbols);
    if (item->caption && item->caption[0])
        s->ops->text(s->writer, b.x + b.n * b.cell / 2,
                     b.y + b.n * b.cell + 1.55 * l->caption_size, l->caption_size,
                     SUDOKU__ROLE_CAPTION, item->caption);
    s->ops->group_end(s->writer);
}

/* ==================================================================== */
/* Pages                                                                 */
/* ==================================================================== */

static unsigned long pages_for(unsigned long items, int per_page) {
    return (items + (unsigned long)per_page - 1) / (unsigned long)per_page;
}

/* The heading's font size: the layout's, made smaller for a heading that
** would not fit. Helvetica's widths with room to spare, since a reader
** without Helvetica sets it in a wider stand-in (DejaVu Sans is 15% wider). */
static double heading_size(const sudoku__sheet_layout *l, const char *heading) {
    double room = 0.85 * (l->page_w - 2 * MARGIN);
    double width = sudoku__text_width(heading, 1, l->title_size);
    return width > room ? l->title_size * room / width : l->title_size;
}

static void begin_page(sudoku_sheet *s, int section) {
    const sudoku__sheet_layout *l = &s->section[section];
    const char *heading = s->heading[section];
    s->ops->page_begin(s->writer);
    s->begun++;
    s->page_section = section;
    s->slot = 0;
    if (heading)
        s->ops->text(s->writer, l->page_w / 2, l->title_y, heading_size(l, heading),
                     SUDOKU__ROLE_TITLE, heading);
    s->in_page = 1;
}

static void end_page(sudoku_sheet *s) {
    sudoku_status status = s->ops->page_end(s->writer);
    if (status != SUDOKU_OK && s->error == SUDOKU_OK) s->error = status;
    s->in_page = 0;
}

void sudoku_sheet_defaults(sudoku_sheet_options *opt) {
    memset(opt, 0, sizeof *opt);
    opt->format = SUDOKU_SHEET_PDF;
    opt->paper = SUDOKU_PAPER_A4;
    opt->per_page = 4;
    opt->solutions_per_page = 12;
}

/* Copies the non-empty headings into one allocation; NULL for none. */
static int copy_headings(sudoku_sheet *s, const sudoku_sheet_options *opt) {
    const char *given[2] = {opt->title, opt->solutions_title};
    size_t len[2], total = 0;

    for (int i = 0; i < 2; i++)
        total += len[i] = given[i] && given[i][0] ? strlen(given[i]) + 1 : 0;
    if (total == 0) return 1;
    if (!(s->titles = malloc(total))) return 0;
    for (int i = 0, at = 0; i < 2; at += (int)len[i], i++) {
        if (!len[i]) continue;
        memcpy(s->titles + at, given[i], len[i]);
        s->heading[i] = s->titles + at;
    }
    return 1;
}

static sudoku_status sheet_init(sudoku_sheet *s, const sudoku_sheet_options *opt) {
    if (opt->format != SUDOKU_SHEET_PDF && opt->format != SUDOKU_SHEET_SVG)
        return SUDOKU_EINVAL;
    if (opt->per_page == 12) return SUDOKU_EINVAL; /* 12 is for solutions only */
    s->ops = opt->format == SUDOKU_SHEET_PDF ? &sudoku__sheet_pdf : &sudoku__sheet_svg;
    s->paper = opt->paper;
    s->count[0] = opt->puzzles;
    s->count[1] = opt->solutions;
    if (!copy_headings(s, opt)) return SUDOKU_ENOMEM;
    if (sudoku__sheet_layout_make(opt->paper, opt->per_page, s->heading[0] != NULL,
                                  &s->section[0]) != SUDOKU_OK ||
        sudoku__sheet_layout_make(opt->paper, opt->solutions_per_page,
                                  s->heading[1] != NULL, &s->section[1]) != SUDOKU_OK)
        return SUDOKU_EINVAL;
    return SUDOKU_OK;
}

sudoku_status sudoku_sheet_open(FILE *out, const sudoku_sheet_options *opt,
                                sudoku_sheet **sheet) {
    return sudoku_sheet_open_pages(out, opt, 0, sheet);
}

sudoku_status sudoku_sheet_open_pages(FILE *out, const sudoku_sheet_options *opt,
                                      unsigned long pages, sudoku_sheet **sheet) {
    sudoku_sheet *s = calloc(1, sizeof *s);
    sudoku__sheet_doc doc;
    sudoku_status status;

    if (!s) return SUDOKU_ENOMEM;
    if (!out || (status = sheet_init(s, opt)) != SUDOKU_OK) {
        sudoku_sheet_free(s);
        return out ? status : SUDOKU_EINVAL;
    }
    doc.width = s->section[0].page_w;
    doc.height = s->section[0].page_h;
    doc.pages = pages ? pages
                      : pages_for(s->count[0], opt->per_page) +
                            pages_for(s->count[1], opt->solutions_per_page);
    if (doc.pages == 0) doc.pages = 1; /* an empty sheet is still a document */
    s->pages = doc.pages;
    doc.title = s->heading[0];
    if (!(s->writer = s->ops->open(out, &doc))) {
        sudoku_sheet_free(s);
        return SUDOKU_ENOMEM;
    }
    if (ferror(out)) {
        sudoku_sheet_free(s);
        return SUDOKU_EIO;
    }
    *sheet = s;
    return SUDOKU_OK;
}

/* Starts the next item's slot (a page begun when it is the first of one);
** returns SUDOKU_OK with *l and *slot and *section set, or the failure. */
static sudoku_status begin_slot(sudoku_sheet *s, const sudoku__sheet_layout **l,
                                int *slot, int *section) {
    if (s->error != SUDOKU_OK) return s->error;
    if (s->added >= s->count[0] + s->count[1]) return SUDOKU_EINVAL;
    *section = s->added >= s->count[0];
    if (s->in_page && s->page_section != *section) end_page(s); /* the solutions */
    if (!s->in_page) begin_page(s, *section);
    *l = &s->section[*section];
    *slot = s->slot;
    return SUDOKU_OK;
}

/* Ends the slot drawn: the page too when it was its last. */
static sudoku_status end_slot(sudoku_sheet *s, const sudoku__sheet_layout *l, int slot) {
    s->added++;
    s->slot = slot + 1;
    if (s->slot == l->columns * l->rows) end_page(s);
    return s->error;
}

sudoku_status sudoku_sheet_page_break(sudoku_sheet *s, int per_page) {
    int section = s->added >= s->count[0];
    sudoku__sheet_layout l;
    if (s->error != SUDOKU_OK) return s->error;
    if ((per_page == 12 && section == 0) ||
        sudoku__sheet_layout_make(s->paper, per_page, s->heading[section] != NULL, &l) !=
            SUDOKU_OK)
        return SUDOKU_EINVAL;
    if (s->in_page) end_page(s);
    s->section[section] = l;
    return s->error;
}

sudoku_status sudoku_sheet_add(sudoku_sheet *s, const sudoku_sheet_item *item) {
    const sudoku__sheet_layout *l;
    int slot, section;
    sudoku_status status = begin_slot(s, &l, &slot, &section);
    if (status != SUDOKU_OK) return status;
    draw_item(s, l, slot, section, item);
    return end_slot(s, l, slot);
}

sudoku_status sudoku_sheet_add_board(sudoku_sheet *s,
                                     const sudoku_sheet_board_item *item) {
    char symbols[SUDOKU_MAX_SIDE + 1];
    const sudoku_shape *shape = item->puzzle ? item->puzzle->shape : NULL;

    if (!item->puzzle) { /* a note: drawn as for the classic board */
        sudoku_sheet_item note = {item->number, NULL, NULL, item->caption, item->note};
        return sudoku_sheet_add(s, &note);
    }
    if (!shape || (item->solution && item->solution->shape != shape))
        return SUDOKU_EINVAL;
    int n = sudoku_shape_side(shape);
    if (item->symbols && strlen(item->symbols) < (size_t)n) return SUDOKU_EINVAL;
    if (item->symbols)
        memcpy(symbols, item->symbols, (size_t)n);
    else
        memcpy(symbols, "123456789ABCDEFGHIJKLMNOP", (size_t)n);
    symbols[n] = '\0';
    const sudoku__sheet_layout *l;
    int slot, section;
    sudoku_status status = begin_slot(s, &l, &slot, &section);
    if (status != SUDOKU_OK) return status;
    draw_board(s, l, slot, section, item, symbols);
    return end_slot(s, l, slot);
}

sudoku_status sudoku_sheet_close(sudoku_sheet *s) {
    sudoku_status status;
    int missing = s->added < s->count[0] + s->count[1];

    /* Missing items: their slots left empty, on the pages declared. */
    while (s->error == SUDOKU_OK && s->added < s->count[0] + s->count[1]) {
        const sudoku__sheet_layout *l;
        int section, slot;
        if (begin_slot(s, &l, &slot, &section) != SUDOKU_OK) break;
        end_slot(s, l, slot);
    }
    if (s->in_page) end_page(s);
    while (s->error == SUDOKU_OK && s->begun < s->pages) { /* the one page of an
                                                              empty sheet too */
        begin_page(s, s->page_section);
        end_page(s);
    }
    status = s->ops->close(s->writer);
    s->writer = NULL;
    if (s->error != SUDOKU_OK)
        status = s->error;
    else if (status == SUDOKU_OK && missing)
        status = SUDOKU_EINVAL;
    sudoku_sheet_free(s);
    return status;
}

void sudoku_sheet_free(sudoku_sheet *s) {
    if (!s) return;
    if (s->writer) s->ops->discard(s->writer);
    free(s->titles);
    free(s);
}
