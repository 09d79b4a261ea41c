/*
** fuzz_print.c - libFuzzer harness for the sheet writers (SVG and PDF) with
** hostile titles, captions and notes: any bytes (malformed UTF-8, control
** characters, markup, parentheses, backslashes, very long lines). The
** first byte picks the format, the paper and the grids a page; the second
** the number of items: 0-3 for seven of its values in eight (one grid a
** page already makes several pages, and a sheet costs its items), 0-15 for
** the eighth (a page of 12 solutions, and more); the third how many of
** them are solutions; the rest, split at NUL bytes, gives the title, the
** solutions' title, then each item's caption (its bytes also make the
** grid, or a note in its place).
** Checked: every call succeeds; a PDF is printable ASCII only, its strings
** closed and every escape in them one PDF knows, its cross-reference table
** pointing at its objects; an SVG is one document of valid UTF-8 without
** control characters, every '&' an entity and every '<' a tag.
*/
#define _POSIX_C_SOURCE 200809L /* open_memstream: libFuzzer is POSIX-only anyway */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_check.h"

#define MAX_PARTS 64

/* The input after its three option bytes, split at NUL bytes into parts
** (each NUL-terminated, in a copy the caller frees). */
typedef struct parts {
    char *copy;
    const char *at[MAX_PARTS];
    int n;
} parts;

static void split(const unsigned char *data, size_t size, parts *p) {
    p->copy = malloc(size + 1);
    CHECK(p->copy != NULL);
    memcpy(p->copy, data, size);
    p->copy[size] = '\0';
    p->n = 0;
    for (size_t i = 0; i <= size && p->n < MAX_PARTS; i++)
        if (i == 0 || p->copy[i - 1] == '\0') p->at[p->n++] = p->copy + i;
}

static const char *part(const parts *p, int k) { return k < p->n ? p->at[k] : NULL; }

/* A grid made from the bytes of 'text': cells 0..9 (some empty). */
static void grid_of(const char *text, sudoku_grid *g) {
    size_t n = text ? strlen(text) : 0;
    for (int i = 0; i < 81; i++)
        g->cell[i] = n ? (unsigned char)((unsigned char)text[(size_t)i % n] % 10) : 0;
}

/* ------------------------------------------------------------ PDF */

/* Every byte outside comments printable ASCII or a newline (the header's
** binary comment aside); strings closed, escapes known. */
static void check_pdf_text(const char *t, size_t len) {
    int in_string = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)t[i];
        if (!in_string && c == '%') {
            while (i + 1 < len && t[i + 1] != '\n')
                i++;
            continue;
        }
        CHECK(c == '\n' || (c >= 0x20 && c < 0x7F));
        if (!in_string) {
            in_string = c == '(';
            continue;
        }
        CHECK(c != '('); /* the writer escapes every parenthesis */
        if (c == ')') in_string = 0;
        if (c != '\\') continue;
        CHECK(i + 1 < len);
        c = (unsigned char)t[++i];
        if (c >= '0' && c <= '7') {
            CHECK(i + 2 < len && t[i + 1] >= '0' && t[i + 1] <= '7' && t[i + 2] >= '0' &&
                  t[i + 2] <= '7');
            i += 2;
        } else {
            CHECK(c == '\\' || c == '(' || c == ')');
        }
    }
    CHECK(!in_string);
}

/* startxref points at "xref", whose entry n points at "n 0 obj". */
static void check_pdf_xref(const char *t, size_t len) {
    const char *start = strstr(t, "startxref\n");
    unsigned long long xref, at;
    unsigned long first, objects;
    int used = 0;
    CHECK(start && sscanf(start, "startxref\n%llu", &xref) == 1 && xref < len);
    CHECK(sscanf(t + xref, "xref\n%lu %lu\n%n", &first, &objects, &used) == 2 && used);
    const char *entry = t + xref + used;
    CHECK(first == 0 && objects > 1 && (size_t)(entry - t) + 20 * objects <= len);
    for (unsigned long n = 1; n < objects; n++) {
        char want[32];
        entry += 20;
        CHECK(sscanf(entry, "%10llu 00000 n \n", &at) == 1 && at < len);
        snprintf(want, sizeof want, "%lu 0 obj\n", n);
        CHECK(strncmp(t + at, want, strlen(want)) == 0);
    }
    CHECK(len >= 6 && memcmp(t, "%PDF-", 5) == 0);
    CHECK(memcmp(t + len - 6, "%%EOF\n", 6) == 0);
}

/* ------------------------------------------------------------ SVG */

/* Length of the UTF-8 sequence at t (0 when malformed: overlong, a
** surrogate, past U+10FFFF, or cut). */
static size_t utf8_length(const unsigned char *t, size_t left) {
    size_t n = t[0] < 0x80                   ? 1
               : t[0] >= 0xC2 && t[0] < 0xE0 ? 2
               : t[0] >= 0xE0 && t[0] < 0xF0 ? 3
               : t[0] >= 0xF0 && t[0] < 0xF5 ? 4
                                             : 0;
    if (n == 0 || n > left) return 0;
    for (size_t k = 1; k < n; k++)
        if ((t[k] & 0xC0) != 0x80) return 0;
    if ((t[0] == 0xE0 && t[1] < 0xA0) || (t[0] == 0xED && t[1] >= 0xA0) ||
        (t[0] == 0xF0 && t[1] < 0x90) || (t[0] == 0xF4 && t[1] >= 0x90))
        return 0;
    return n;
}

static void check_svg(const char *t, size_t len) {
    static const char *const entities[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"};
    const unsigned char *u = (const unsigned char *)t;
    for (size_t i = 0; i < len;) {
        size_t n = utf8_length(u + i, len - i);
        CHECK(n > 0);
        CHECK(u[i] >= 0x20 || u[i] == '\n' || u[i] == '\t'); /* what XML allows */
        if (u[i] == '&') {
            int known = 0;
            for (int k = 0; k < 5 && !known; k++)
                known = strncmp(t + i, entities[k], strlen(entities[k])) == 0;
            CHECK(known);
        }
        if (u[i] == '<')
            CHECK(i + 1 < len && (t[i + 1] == '/' || t[i + 1] == '?' || t[i + 1] == '!' ||
                                  (t[i + 1] >= 'a' && t[i + 1] <= 'z')));
        i += n;
    }
    const char *end = "</svg>\n";
    CHECK(len > strlen(end) && strcmp(t + len - strlen(end), end) == 0);
    CHECK(strncmp(t, "<?xml", 5) == 0 || strncmp(t, "<svg", 4) == 0);
}

/* ------------------------------------------------------------ the sheet */

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size) {
    static const int per_page[4] = {1, 2, 4, 6}, solutions[5] = {1, 2, 4, 6, 12};
    if (size < 3) return 0;
    sudoku_sheet_options opt;
    sudoku_sheet_defaults(&opt);
    opt.format = data[0] & 1 ? SUDOKU_SHEET_SVG : SUDOKU_SHEET_PDF;
    opt.paper = data[0] & 2 ? SUDOKU_PAPER_LETTER : SUDOKU_PAPER_A4;
    opt.per_page = per_page[(data[0] >> 2) & 3];
    opt.solutions_per_page = solutions[((data[0] >> 4) & 7) % 5];
    unsigned long items = data[1] >= 224 ? data[1] % 16u : data[1] % 4u;
    opt.solutions = data[2] % (items + 1);
    opt.puzzles = items - opt.solutions;
    parts p;
    split(data + 3, size - 3, &p);
    opt.title = part(&p, 0);
    opt.solutions_title = part(&p, 1);

    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    CHECK(f != NULL);
    sudoku_sheet *sheet = NULL;
    CHECK(sudoku_sheet_open(f, &opt, &sheet) == SUDOKU_OK);
    for (unsigned long k = 0; k < items; k++) {
        const char *caption = part(&p, 2 + (int)k);
        sudoku_grid puzzle, solution;
        grid_of(caption, &puzzle);
        grid_of(caption ? caption + strlen(caption) / 2 : NULL, &solution);
        for (int i = 0; i < 81; i++)
            if (!solution.cell[i]) solution.cell[i] = (unsigned char)(1 + i % 9);
        int note = caption && (caption[0] & 1);
        sudoku_sheet_item item = {k + 1, note ? NULL : &puzzle,
                                  k >= opt.puzzles ? &solution : NULL, caption,
                                  note ? caption : NULL};
        CHECK(sudoku_sheet_add(sheet, &item) == SUDOKU_OK);
    }
    CHECK(sudoku_sheet_close(sheet) == SUDOKU_OK);
    CHECK(fclose(f) == 0);
    if (opt.format == SUDOKU_SHEET_PDF) {
        check_pdf_text(out, len);
        check_pdf_xref(out, len);
    } else {
        check_svg(out, len);
    }
    free(out);
    free(p.copy);
    return 0;
}
