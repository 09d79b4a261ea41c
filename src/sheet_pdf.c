/*
** sheet_pdf.c - the PDF writer of the printable sheets: PDF 1.4, plain text
** (no compression), the standard Helvetica and Helvetica-Bold fonts in
** WinAnsiEncoding (every PDF reader has them; nothing is embedded).
**
** Objects: 1 catalog, 2 page tree (written last, once the pages are known),
** 3 and 4 the fonts, 5 the document information, then for page k (0-based)
** 6+2k its content stream and 7+2k the page. Each page's drawing is kept
** in a buffer until the page ends, so its stream length is known; the byte
** offset of every object is counted as it is written, for the
** cross-reference table at the end. Memory: one page's drawing plus eight
** bytes an object (16 a page) for that table.
*/
#include <stdlib.h>
#include <string.h>

#include "sheet.h"

#define FIRST_PAGE_OBJECT 6

typedef struct pdf_writer {
    FILE *out;
    unsigned long long pos; /* bytes written so far */
    double width, height;
    unsigned long pages, page;  /* declared, begun so far */
    unsigned long long *offset; /* offset[n]: object n's first byte */
    unsigned long objects;      /* highest object number + 1 */
    char *content;              /* the current page's drawing */
    size_t content_len, content_cap;
    sudoku_status error; /* the first failure, or SUDOKU_OK */
} pdf_writer;

/* ------------------------------------------------------------ output */

static void put_bytes(pdf_writer *w, const char *bytes, size_t n) {
    if (n == 0) return; /* an empty page has no buffer yet */
    if (fwrite(bytes, 1, n, w->out) != n && w->error == SUDOKU_OK) w->error = SUDOKU_EIO;
    w->pos += n;
}

static void put(pdf_writer *w, const char *text) { put_bytes(w, text, strlen(text)); }

/* Starts object n: records its offset. */
static void begin_object(pdf_writer *w, unsigned long n) {
    char head[32];
    w->offset[n] = w->pos;
    snprintf(head, sizeof head, "%lu 0 obj\n", n);
    put(w, head);
}

/* Appends to the current page's drawing. */
static void draw(pdf_writer *w, const char *text) {
    size_t n = strlen(text);
    if (w->content_len + n > w->content_cap) {
        size_t cap = w->content_cap ? 2 * w->content_cap : 16384;
        while (cap < w->content_len + n)
            cap *= 2;
        char *grown = realloc(w->content, cap);
        if (!grown) {
            if (w->error == SUDOKU_OK) w->error = SUDOKU_ENOMEM;
            return;
        }
        w->content = grown;
        w->content_cap = cap;
    }
    memcpy(w->content + w->content_len, text, n);
    w->content_len += n;
}

/* ------------------------------------------------------------ strings */

/* Appends 'text' (UTF-8) as a PDF literal string of WinAnsi bytes: '\',
** '(' and ')' escaped, bytes outside printable ASCII as octal escapes, so
** the file stays 7-bit text. At most 'max' characters. */
static void draw_string(pdf_writer *w, const char *text, size_t max) {
    char buf[8];
    long cp;

    draw(w, "(");
    for (size_t i = 0; i < max && (cp = sudoku__utf8_next(&text)) != 0; i++) {
        unsigned char c = sudoku__winansi(cp);
        if (c == '\\' || c == '(' || c == ')')
            snprintf(buf, sizeof buf, "\\%c", c);
        else if (c < 32 || c > 126)
            snprintf(buf, sizeof buf, "\\%03o", c);
        else
            snprintf(buf, sizeof buf, "%c", c);
        draw(w, buf);
    }
    draw(w, ")");
}

/* Writes 'text' (UTF-8) as a UTF-16BE hex string with a byte order mark:
** the text string form the document information may hold in any script. */
static void put_text_string(pdf_writer *w, const char *text) {
    char buf[32];
    long cp;

    put(w, "<FEFF");
    while ((cp = sudoku__utf8_next(&text)) != 0) {
        if (cp >= 0x10000) {
            cp -= 0x10000;
            snprintf(buf, sizeof buf, "%04lX%04lX", (unsigned long)(0xD800 + (cp >> 10)),
                     (unsigned long)(0xDC00 + (cp & 0x3FF)));
        } else {
            snprintf(buf, sizeof buf, "%04lX", (unsigned long)cp);
        }
        put(w, buf);
    }
    put(w, ">");
}

/* ------------------------------------------------------------ document */

static void put_head(pdf_writer *w, const sudoku__sheet_doc *doc) {
    /* The second line's high bytes mark the file as binary for transfers. */
    put(w, "%PDF-1.4\n%\xE2\xE3\xCF\xD3\n");
    begin_object(w, 1);
    put(w, "<< /Type /Catalog /Pages 2 0 R >>\nendobj\n");
    begin_object(w, 3);
    put(w, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica "
           "/Encoding /WinAnsiEncoding >>\nendobj\n");
    begin_object(w, 4);
    put(w, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold "
           "/Encoding /WinAnsiEncoding >>\nendobj\n");
    begin_object(w, 5);
    put(w, "<< /Producer (libsudoku ");
    put(w, sudoku_version());
    put(w, ")");
    if (doc->title && doc->title[0]) {
        put(w, " /Title ");
        put_text_string(w, doc->title);
    }
    put(w, " >>\nendobj\n");
}

static void *pdf_open(FILE *out, const sudoku__sheet_doc *doc) {
    pdf_writer *w = calloc(1, sizeof *w);

    if (!w) return NULL;
    w->objects = FIRST_PAGE_OBJECT + 2 * doc->pages;
    w->offset = calloc(w->objects, sizeof *w->offset);
    if (!w->offset) {
        free(w);
        return NULL;
    }
    w->out = out;
    w->width = doc->width;
    w->height = doc->height;
    w->pages = doc->pages;
    put_head(w, doc);
    return w;
}

static void pdf_page_begin(void *state) {
    pdf_writer *w = state;
    w->page++;
    w->content_len = 0;
}

/* Group marks are comments: they cost nothing and show in a text editor. */
static void pdf_group_begin(void *state, const char *kind, unsigned long number) {
    char line[64];
    snprintf(line, sizeof line, "%% %s %lu\n", kind, number);
    draw(state, line);
}

static void pdf_group_end(void *state) { (void)state; }

static void pdf_lines(void *state, const double *xy, int n, double width, int square) {
    pdf_writer *w = state;
    char a[32], b[32], c[32], d[32], seg[160];

    snprintf(seg, sizeof seg, "%s w %d J\n", sudoku__sheet_num(a, width), square ? 2 : 0);
    draw(w, seg);
    for (int i = 0; i < n; i++) {
        const double *s = xy + 4 * i;
        snprintf(seg, sizeof seg, "%s %s m %s %s l\n", sudoku__sheet_num(a, s[0]),
                 sudoku__sheet_num(b, w->height - s[1]), sudoku__sheet_num(c, s[2]),
                 sudoku__sheet_num(d, w->height - s[3]));
        draw(w, seg);
    }
    draw(w, "S\n");
}

static void pdf_text(void *state, double x, double y, double size,
                     sudoku__sheet_role role, const char *text) {
    pdf_writer *w = state;
    int bold = sudoku__role_bold(role);
    double left = x - sudoku__text_width(text, bold, size) / 2;
    char a[32], b[32], c[32], line[128];

    snprintf(line, sizeof line, "BT /F%d %s Tf %s %s Td ", bold ? 2 : 1,
             sudoku__sheet_num(c, size), sudoku__sheet_num(a, left),
             sudoku__sheet_num(b, w->height - y));
    draw(w, line);
    draw_string(w, text, 4096);
    draw(w, " Tj ET\n");
}

static sudoku_status pdf_page_end(void *state) {
    pdf_writer *w = state;
    unsigned long k = w->page - 1, contents = FIRST_PAGE_OBJECT + 2 * k;
    char a[32], b[32], line[256];

    if (w->page > w->pages) return w->error = SUDOKU_EINVAL;
    begin_object(w, contents);
    snprintf(line, sizeof line, "<< /Length %zu >>\nstream\n", w->content_len);
    put(w, line);
    put_bytes(w, w->content, w->content_len);
    put(w, "endstream\nendobj\n");
    begin_object(w, contents + 1);
    snprintf(line, sizeof line,
             "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %s %s]\n"
             "   /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >>\n"
             "   /Contents %lu 0 R >>\nendobj\n",
             sudoku__sheet_num(a, w->width), sudoku__sheet_num(b, w->height), contents);
    put(w, line);
    if (ferror(w->out) && w->error == SUDOKU_OK) w->error = SUDOKU_EIO;
    return w->error;
}

/* The page tree, the cross-reference table and the trailer. */
static void put_tail(pdf_writer *w) {
    char line[64];
    unsigned long long xref;

    begin_object(w, 2);
    put(w, "<< /Type /Pages /Kids [");
    for (unsigned long k = 0; k < w->pages; k++) {
        snprintf(line, sizeof line, "%s%lu 0 R", k % 10 ? " " : "\n",
                 FIRST_PAGE_OBJECT + 2 * k + 1);
        put(w, line);
    }
    snprintf(line, sizeof line, "\n] /Count %lu >>\nendobj\n", w->pages);
    put(w, line);
    xref = w->pos;
    snprintf(line, sizeof line, "xref\n0 %lu\n0000000000 65535 f \n", w->objects);
    put(w, line);
    for (unsigned long n = 1; n < w->objects; n++) {
        snprintf(line, sizeof line, "%010llu 00000 n \n", w->offset[n]);
        put(w, line);
    }
    snprintf(line, sizeof line, "trailer\n<< /Size %lu /Root 1 0 R /Info 5 0 R >>\n",
             w->objects);
    put(w, line);
    snprintf(line, sizeof line, "startxref\n%llu\n%%%%EOF\n", xref);
    put(w, line);
}

static void pdf_discard(void *state) {
    pdf_writer *w = state;
    if (!w) return;
    free(w->content);
    free(w->offset);
    free(w);
}

static sudoku_status pdf_close(void *state) {
    pdf_writer *w = state;
    sudoku_status status;

    if (w->error == SUDOKU_OK && w->page != w->pages) w->error = SUDOKU_EINVAL;
    if (w->error == SUDOKU_OK) put_tail(w);
    if (w->error == SUDOKU_OK && ferror(w->out)) w->error = SUDOKU_EIO;
    status = w->error;
    pdf_discard(w);
    return status;
}

/* Filled in 'grey' (the g operator), black again after. */
static void pdf_shade(void *state, const double *r, int n, double grey) {
    pdf_writer *w = state;
    char a[32], b[32], c[32], d[32], seg[160];

    snprintf(seg, sizeof seg, "%s g\n", sudoku__sheet_num(a, grey));
    draw(w, seg);
    for (int i = 0; i < n; i++) {
        const double *q = r + 4 * i;
        snprintf(seg, sizeof seg, "%s %s %s %s re\n", sudoku__sheet_num(a, q[0]),
                 sudoku__sheet_num(b, w->height - q[1] - q[3]),
                 sudoku__sheet_num(c, q[2]), sudoku__sheet_num(d, q[3]));
        draw(w, seg);
    }
    draw(w, "f\n0 g\n");
}

/* Stroked in 'grey' (the G operator), black again after. */
static void pdf_grey_lines(void *state, const double *xy, int n, double width,
                           double grey) {
    pdf_writer *w = state;
    char a[32], seg[64];

    snprintf(seg, sizeof seg, "%s G\n", sudoku__sheet_num(a, grey));
    draw(w, seg);
    pdf_lines(state, xy, n, width, 0);
    draw(w, "0 G\n");
}

const sudoku__sheet_ops sudoku__sheet_pdf = {
    pdf_open,     pdf_page_begin, pdf_group_begin, pdf_group_end, pdf_lines,     pdf_text,
    pdf_page_end, pdf_close,      pdf_discard,     pdf_shade,     pdf_grey_lines};
