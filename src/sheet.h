/*
** sheet.h - internals of the printable sheets shared by src/sheet.c (page
** geometry and the public sudoku_sheet_* calls), the two writers
** src/sheet_svg.c and src/sheet_pdf.c, the text helpers of src/sheet_text.c
** and their unit tests. Never installed.
**
** Layers, calling one way: sheet.c lays out pages and draws through a
** sudoku__sheet_ops table; a writer turns those calls into SVG or PDF;
** both use sheet_text.c. Coordinates are PostScript points (1/72 inch) with
** the origin at the top left of the page and y growing downwards (as in
** SVG; the PDF writer flips them).
*/
#ifndef SUDOKU_SHEET_H
#define SUDOKU_SHEET_H

#include <stdio.h>

#include "sudoku.h"

/* ==================================================================== */
/* Text helpers (src/sheet_text.c)                                       */
/* ==================================================================== */

/* Decodes the next UTF-8 character of *s and advances *s past it. A
** malformed or overlong sequence gives U+FFFD and advances one byte. At the
** terminating NUL, returns 0 and does not advance. */
long sudoku__utf8_next(const char **s);

/* The WinAnsiEncoding byte (32..255) of code point 'cp', or '?' when the
** encoding has no such character (control characters included). */
unsigned char sudoku__winansi(long cp);

/* Advance width of WinAnsi byte 'code' in Helvetica (bold: Helvetica-Bold),
** in thousandths of the font size. Adobe's metrics for ASCII and for the
** Latin-1 letters; a close estimate for the rest of the encoding. */
int sudoku__helvetica_width(unsigned char code, int bold);

/* Width in points of UTF-8 'text' set in Helvetica (or -Bold) at 'size'. */
double sudoku__text_width(const char *text, int bold, double size);

/* Writes 'v' with at most two decimals and no trailing zeros ("12.5",
** "-3", "0.25") into buf (at least 32 bytes); returns buf. The C locale's
** decimal point is assumed: the library never calls setlocale. */
char *sudoku__sheet_num(char *buf, double v);

/* ==================================================================== */
/* Writers (src/sheet_svg.c, src/sheet_pdf.c)                            */
/* ==================================================================== */

/* What a piece of text is: it picks the font (givens and titles bold) and,
** in SVG, the class that lets a reader or a test find it. */
typedef enum sudoku__sheet_role {
    SUDOKU__ROLE_GIVEN = 0, /* a given of a puzzle: bold */
    SUDOKU__ROLE_DIGIT,     /* a digit filled in by the solver: regular */
    SUDOKU__ROLE_CAPTION,   /* the line under a grid */
    SUDOKU__ROLE_TITLE,     /* the heading of a page: bold */
    SUDOKU__ROLE_NOTE       /* words in place of a grid (a bad record) */
} sudoku__sheet_role;

/* 1 when text of 'role' is set in Helvetica-Bold. */
int sudoku__role_bold(sudoku__sheet_role role);

/* The whole document, known before the first page (an SVG states its
** height at the top). */
typedef struct sudoku__sheet_doc {
    double width, height; /* one page, in points */
    unsigned long pages;  /* pages that will be drawn */
    const char *title;    /* UTF-8 document title, or NULL */
} sudoku__sheet_doc;

/* A writer's calls. 'w' is the state open() returned. Drawing calls cannot
** fail on their own: a writer keeps the first error (a failed write, no
** memory) and page_end() and close() report it. */
typedef struct sudoku__sheet_ops {
    /* Writes the document's head to 'out' (which stays the caller's).
    ** Returns the state, or NULL when out of memory. */
    void *(*open)(FILE *out, const sudoku__sheet_doc *doc);
    void (*page_begin)(void *w);
    /* Marks the start of one grid's drawing: 'kind' "puzzle" or "solution",
    ** 'number' the record's number (SVG: a <g> with an id). */
    void (*group_begin)(void *w, const char *kind, unsigned long number);
    void (*group_end)(void *w);
    /* 'n' straight segments, xy[4i..4i+3] = x0 y0 x1 y1, stroked in black
    ** 'width' points wide; 'square' extends each end by half the width (so
    ** thick borders meet at closed corners). */
    void (*lines)(void *w, const double *xy, int n, double width, int square);
    /* UTF-8 'text' centred on x, baseline at y, 'size' points. */
    void (*text)(void *w, double x, double y, double size, sudoku__sheet_role role,
                 const char *text);
    sudoku_status (*page_end)(void *w);
    /* Writes the document's tail and frees the state. Returns SUDOKU_OK,
    ** SUDOKU_EIO (a write failed), SUDOKU_ENOMEM, or SUDOKU_EINVAL when the
    ** pages drawn differ from doc->pages. 'w' is gone afterwards. */
    sudoku_status (*close)(void *w);
    /* Frees the state without finishing the document (NULL is fine). */
    void (*discard)(void *w);
    /* 'n' rectangles, r[4i..4i+3] = x y width height, filled with 'grey'
    ** (0 black, 1 white), no outline: the shaded cells of extra houses. */
    void (*shade)(void *w, const double *r, int n, double grey);
    /* As lines (butt ends), stroked in 'grey': the X diagonals. */
    void (*grey_lines)(void *w, const double *xy, int n, double width, double grey);
} sudoku__sheet_ops;

extern const sudoku__sheet_ops sudoku__sheet_svg;
extern const sudoku__sheet_ops sudoku__sheet_pdf;

/* ==================================================================== */
/* Page geometry (src/sheet.c)                                           */
/* ==================================================================== */

/* Where everything goes on a page of one section (puzzles or solutions). */
typedef struct sudoku__sheet_layout {
    double page_w, page_h;
    int columns, rows; /* slots across and down; columns*rows a page */
    double title_size; /* heading font size; its baseline at title_y */
    double title_y;
    double top;            /* first slot's top edge */
    double slot_w, slot_h; /* one slot: grid, caption and the gap around */
    double room;           /* the largest square a grid may take in a slot */
    double cell;           /* side of one cell of a 9x9 grid */
    double digit_size;     /* font size of the digits */
    double caption_size;   /* font size of the caption */
    double thin, thick;    /* cell lines and box lines, in points */
} sudoku__sheet_layout;

/* Lays out a page of 'paper' with 'per_page' slots (1, 2, 4, 6 or 12) and a
** heading when 'heading' is non-zero. Returns SUDOKU_OK, or SUDOKU_EINVAL
** for another per_page or paper (*layout unchanged). */
sudoku_status sudoku__sheet_layout_make(sudoku_paper paper, int per_page, int heading,
                                        sudoku__sheet_layout *layout);

/* Top-left corner of the grid in slot 'slot' (0 = top left, across first). */
void sudoku__sheet_grid_origin(const sudoku__sheet_layout *layout, int slot, double *x,
                               double *y);

#endif /* SUDOKU_SHEET_H */
