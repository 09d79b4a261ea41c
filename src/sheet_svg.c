/*
** sheet_svg.c - the SVG writer of the printable sheets. SVG has no pages,
** so the pages are stacked top to bottom in one document, each a
** <g class="page" id="page-N"> on a white rectangle, and listed as
** Inkscape pages (which Inkscape 1.2+ opens as a multi-page document).
** Grids are <g class="puzzle|solution" id="puzzle-N">, lines <path>s, and
** every digit and caption a <text> element (class "given", "digit",
** "caption", "title" or "note"), so the text can be read back.
*/
#include <stdlib.h>
#include <string.h>

#include "sheet.h"

typedef struct svg_writer {
    FILE *out;
    double width, height;
    unsigned long pages, page; /* declared, begun so far */
    int failed;                /* a write failed */
} svg_writer;

static void put(svg_writer *w, const char *text) {
    if (fputs(text, w->out) == EOF) w->failed = 1;
}

/* Appends the UTF-8 encoding of cp to buf; returns the bytes written. */
static int utf8_put(long cp, char *buf) {
    if (cp < 0x80) return buf[0] = (char)cp, 1;
    if (cp < 0x800) {
        buf[0] = (char)(0xC0 | (cp >> 6));
        buf[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        buf[0] = (char)(0xE0 | (cp >> 12));
        buf[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        buf[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    buf[0] = (char)(0xF0 | (cp >> 18));
    buf[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    buf[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    buf[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

/* Writes 'text' as XML character data: markup characters escaped, and
** everything re-encoded from its decoded code points, so malformed UTF-8
** and the control characters XML forbids come out as U+FFFD. */
static void put_escaped(svg_writer *w, const char *text) {
    long cp;
    char buf[8];

    while ((cp = sudoku__utf8_next(&text)) != 0) {
        if (cp == '&')
            put(w, "&amp;");
        else if (cp == '<')
            put(w, "&lt;");
        else if (cp == '>')
            put(w, "&gt;");
        else if (cp == '"')
            put(w, "&quot;");
        else {
            if (cp < 0x20 && cp != '\t') cp = 0xFFFD;
            if (cp == 0xFFFE || cp == 0xFFFF) cp = 0xFFFD;
            buf[utf8_put(cp, buf)] = '\0';
            put(w, buf);
        }
    }
}

/* The Inkscape page list: one page rectangle for each stacked page. */
static void put_namedview(svg_writer *w) {
    char y[32], pw[32], ph[32], line[160];

    sudoku__sheet_num(pw, w->width);
    sudoku__sheet_num(ph, w->height);
    put(w, "<sodipodi:namedview>\n");
    for (unsigned long p = 0; p < w->pages; p++) {
        snprintf(line, sizeof line,
                 "<inkscape:page x=\"0\" y=\"%s\" width=\"%s\" height=\"%s\"/>\n",
                 sudoku__sheet_num(y, (double)p * w->height), pw, ph);
        put(w, line);
    }
    put(w, "</sodipodi:namedview>\n");
}

static void *svg_open(FILE *out, const sudoku__sheet_doc *doc) {
    svg_writer *w = calloc(1, sizeof *w);
    char pw[32], ph[32], line[512];

    if (!w) return NULL;
    w->out = out;
    w->width = doc->width;
    w->height = doc->height;
    w->pages = doc->pages;
    sudoku__sheet_num(pw, doc->width);
    sudoku__sheet_num(ph, doc->height * (double)doc->pages);
    snprintf(line, sizeof line,
             "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
             "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"\n"
             "     xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\"\n"
             "     xmlns:sodipodi=\"http://sodipodi.sourceforge.net/DTD/"
             "sodipodi-0.dtd\"\n"
             "     width=\"%spt\" height=\"%spt\" viewBox=\"0 0 %s %s\">\n",
             pw, ph, pw, ph);
    put(w, line);
    if (doc->title && doc->title[0]) {
        put(w, "<title>");
        put_escaped(w, doc->title);
        put(w, "</title>\n");
    }
    put_namedview(w);
    put(w, "<g font-family=\"Helvetica, Arial, sans-serif\" text-anchor=\"middle\" "
           "fill=\"#000\">\n");
    return w;
}

static void svg_page_begin(void *state) {
    svg_writer *w = state;
    char y[32], pw[32], ph[32], line[256];

    w->page++;
    snprintf(line, sizeof line,
             "<g class=\"page\" id=\"page-%lu\" transform=\"translate(0 %s)\">\n"
             "<rect width=\"%s\" height=\"%s\" fill=\"#fff\"/>\n",
             w->page, sudoku__sheet_num(y, (double)(w->page - 1) * w->height),
             sudoku__sheet_num(pw, w->width), sudoku__sheet_num(ph, w->height));
    put(w, line);
}

static void svg_group_begin(void *state, const char *kind, unsigned long number) {
    char line[128];
    snprintf(line, sizeof line, "<g class=\"%s\" id=\"%s-%lu\">\n", kind, kind, number);
    put(state, line);
}

static void svg_group_end(void *state) { put(state, "</g>\n"); }

/* The path data of 'n' segments and the element's end. */
static void put_segments(svg_writer *w, const double *xy, int n) {
    char a[32], b[32], c[32], d[32], seg[160];
    for (int i = 0; i < n; i++) {
        const double *s = xy + 4 * i;
        snprintf(seg, sizeof seg, "%sM%s %sL%s %s", i ? " " : "",
                 sudoku__sheet_num(a, s[0]), sudoku__sheet_num(b, s[1]),
                 sudoku__sheet_num(c, s[2]), sudoku__sheet_num(d, s[3]));
        put(w, seg);
    }
    put(w, "\"/>\n");
}

static void svg_lines(void *state, const double *xy, int n, double width, int square) {
    svg_writer *w = state;
    char a[32];

    put(w, "<path fill=\"none\" stroke=\"#000\" stroke-width=\"");
    put(w, sudoku__sheet_num(a, width));
    put(w, square ? "\" stroke-linecap=\"square\" d=\"" : "\" d=\"");
    put_segments(w, xy, n);
}

static const char *role_class(sudoku__sheet_role role) {
    static const char *const names[] = {"given", "digit", "caption", "title", "note"};
    return names[role];
}

static void svg_text(void *state, double x, double y, double size,
                     sudoku__sheet_role role, const char *text) {
    svg_writer *w = state;
    char a[32], b[32], c[32], line[192];

    snprintf(line, sizeof line,
             "<text class=\"%s\" x=\"%s\" y=\"%s\" font-size=\"%s\"%s>", role_class(role),
             sudoku__sheet_num(a, x), sudoku__sheet_num(b, y), sudoku__sheet_num(c, size),
             sudoku__role_bold(role) ? " font-weight=\"bold\"" : "");
    put(w, line);
    put_escaped(w, text);
    put(w, "</text>\n");
}

static sudoku_status svg_page_end(void *state) {
    svg_writer *w = state;
    put(w, "</g>\n");
    return w->failed || ferror(w->out) ? SUDOKU_EIO : SUDOKU_OK;
}

static sudoku_status svg_close(void *state) {
    svg_writer *w = state;
    sudoku_status status;

    put(w, "</g>\n</svg>\n");
    status = w->failed || ferror(w->out) ? SUDOKU_EIO : SUDOKU_OK;
    if (status == SUDOKU_OK && w->page != w->pages) status = SUDOKU_EINVAL;
    free(w);
    return status;
}

static void svg_discard(void *state) { free(state); }

/* "#d9d9d9" for grey 0.85. */
static void grey_colour(double grey, char *buf, size_t size) {
    int v = (int)(grey * 255 + 0.5);
    v = v < 0 ? 0 : v > 255 ? 255 : v;
    snprintf(buf, size, "#%02x%02x%02x", v, v, v);
}

static void svg_shade(void *state, const double *r, int n, double grey) {
    svg_writer *w = state;
    char a[32], b[32], c[32], d[32], e[32], colour[16], seg[192];

    grey_colour(grey, colour, sizeof colour);
    snprintf(seg, sizeof seg, "<path class=\"shade\" fill=\"%s\" d=\"", colour);
    put(w, seg);
    for (int i = 0; i < n; i++) {
        const double *q = r + 4 * i;
        snprintf(seg, sizeof seg, "%sM%s %sh%sv%sh-%sz", i ? " " : "",
                 sudoku__sheet_num(a, q[0]), sudoku__sheet_num(b, q[1]),
                 sudoku__sheet_num(c, q[2]), sudoku__sheet_num(d, q[3]),
                 sudoku__sheet_num(e, q[2]));
        put(w, seg);
    }
    put(w, "\"/>\n");
}

static void svg_grey_lines(void *state, const double *xy, int n, double width,
                           double grey) {
    svg_writer *w = state;
    char a[32], colour[16], seg[160];

    grey_colour(grey, colour, sizeof colour);
    snprintf(seg, sizeof seg, "<path class=\"diagonal\" fill=\"none\" stroke=\"%s\" ",
             colour);
    put(w, seg);
    put(w, "stroke-width=\"");
    put(w, sudoku__sheet_num(a, width));
    put(w, "\" d=\"");
    put_segments(w, xy, n);
}

const sudoku__sheet_ops sudoku__sheet_svg = {
    svg_open,     svg_page_begin, svg_group_begin, svg_group_end, svg_lines,     svg_text,
    svg_page_end, svg_close,      svg_discard,     svg_shade,     svg_grey_lines};
