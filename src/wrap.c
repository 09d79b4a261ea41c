/*
** wrap.c - a step's words laid out for a person reading a terminal: the
** one line of sudoku_step_explain, which can run to thousands of characters
** for a forcing net, cut into lines of a given width along its structure.
** Each branch of a forcing chain or net gets a line of its own; an inner
** chain (a bracketed "[X-chain: (8)r4c4-...]") goes on lines of its own,
** indented under the chain that uses it; what is still too long is broken
** between words or before a chain's links ("-(" and "=("), never inside a
** node or a pattern's brackets. The layout reads the notation eureka.c and
** explain.c write: " | " between branches, " - " only in prose (links have
** no spaces around them), '[' ']' around patterns and inner chains.
*/
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define WRAP_MIN 20     /* narrower widths are taken as this */
#define BRANCH_INDENT 4 /* a branch, or an inner chain, under its head */
#define CONT_INDENT 2   /* a line broken for width, under its first */

typedef struct wrap {
    sudoku__text *t;
    const char *s;
    int width;
    int col;    /* columns on the current line */
    int indent; /* the current line's indent: nothing written past it yet */
    int lines;  /* lines started */
} wrap;

/* The index of the ']' closing the '[' at s[i], or -1. */
static int closing(const char *s, int i, int end) {
    int depth = 0;

    for (; i < end; i++) {
        if (s[i] == '[') depth++;
        if (s[i] == ']' && --depth == 0) return i;
    }
    return -1;
}

/* 1 when the bracket at s[i] holds an inner chain (nodes, "(8)r4c4"), not
** a pattern's name and place ("[pointing: 3 of b8 in r8]"). */
static int inner_chain(const char *s, int i, int close) {
    return memchr(s + i, '(', (size_t)(close - i)) != NULL;
}

static void new_line(wrap *w, int indent) {
    if (w->lines++) sudoku__text_put(w->t, "\n");
    sudoku__text_put(w->t, "%*s", indent, "");
    w->col = w->indent = indent;
}

/* Columns of s[a, b): UTF-8 continuation bytes take none. */
static int columns(const char *s, int a, int b) {
    int n = 0;

    for (; a < b; a++)
        n += ((unsigned char)s[a] & 0xC0) != 0x80;
    return n;
}

/* Writes the piece s[a, b), after a space when 'space', on the current line
** when it fits, else on a new line indented 'cont' (the space dropped). */
static void put_piece(wrap *w, int a, int b, int space, int cont) {
    int need = columns(w->s, a, b) + (space && w->col > w->indent);

    if (b <= a) return;
    if (w->col + need > w->width && w->col > w->indent) {
        new_line(w, cont);
        need -= space;
        space = 0;
    }
    if (space && w->col > w->indent) sudoku__text_put(w->t, " ");
    sudoku__text_put(w->t, "%.*s", b - a, w->s + a);
    w->col += need;
}

/* 1 when a piece may end before s[i]: a chain's link into a node or a
** pattern ("-(", "=(", "-[", "=["). */
static int link_before(const char *s, int i, int end) {
    return i + 1 < end && (s[i] == '-' || s[i] == '=') &&
           (s[i + 1] == '(' || s[i + 1] == '[');
}

static void put_segment(wrap *w, int a, int b, int indent);

/* The end of the run of links starting at s[a]: the next "; " at bracket
** depth 0, or b. */
static int run_end(const char *s, int a, int b) {
    int depth = 0;

    for (int i = a; i + 1 < b; i++) {
        if (s[i] == '[') depth++;
        if (s[i] == ']') depth--;
        if (depth == 0 && s[i] == ';' && s[i + 1] == ' ') return i + 1;
    }
    return b;
}

/* Before a run of links that does not fit the rest of the line but fits a
** line of its own, starts that line: a run is broken only when it must. */
static void keep_run(wrap *w, int a, int b, int cont) {
    int need = columns(w->s, a, run_end(w->s, a, b));

    if (w->col + 1 + need > w->width && cont + need <= w->width && w->col > w->indent)
        new_line(w, cont);
}

/* Writes s[a, b), which holds no inner chain at its top level, filling
** lines: pieces end at spaces and before links, not inside brackets. */
static void fill(wrap *w, int a, int b, int cont) {
    int start = a, space = 0, depth = 0;

    for (int i = a; i < b; i++) {
        if (w->s[i] == '[') depth++;
        if (w->s[i] == ']') depth--;
        if (depth > 0) continue;
        if (w->s[i] == ' ') {
            put_piece(w, start, i, space, cont);
            start = i + 1, space = 1;
            if (i > a && w->s[i - 1] == ';') keep_run(w, start, b, cont);
        } else if (i > start && link_before(w->s, i, b)) {
            put_piece(w, start, i, space, cont);
            start = i, space = 0;
        }
    }
    put_piece(w, start, b, space, cont);
}

/* Writes s[a, b) from the current line (indent 'indent'): an inner chain
** goes on lines of its own, BRANCH_INDENT deeper, what follows it on a
** new line at the continuation indent. */
static void put_segment(wrap *w, int a, int b, int indent) {
    int start = a;

    for (int i = a; i < b; i++) {
        if (w->s[i] != '[') continue;
        int close = closing(w->s, i, b);
        if (close < 0) break;
        if (!inner_chain(w->s, i, close)) {
            i = close;
            continue;
        }
        fill(w, start, i, indent + CONT_INDENT);
        new_line(w, indent + BRANCH_INDENT);
        put_piece(w, i, i + 1, 0, indent + BRANCH_INDENT); /* "[" */
        put_segment(w, i + 1, close, indent + BRANCH_INDENT);
        put_piece(w, close, close + 1, 0, indent + BRANCH_INDENT + CONT_INDENT);
        start = close + 1;
        i = close;
        if (start < b) new_line(w, indent + CONT_INDENT);
    }
    fill(w, start, b, indent + CONT_INDENT);
}

/* The index of the next " | " at bracket depth 0 in s[a, end), or end. */
static int next_branch(const char *s, int a, int end) {
    int depth = 0;

    for (int i = a; i + 2 < end; i++) {
        if (s[i] == '[') depth++;
        if (s[i] == ']') depth--;
        if (depth == 0 && s[i] == ' ' && s[i + 1] == '|' && s[i + 2] == ' ') return i;
    }
    return end;
}

/* Where the first branch starts: after the last " - " before the first
** " | " (the prose before it is the head), or 0 for none. */
static int first_branch(const char *s, int bar) {
    for (int i = bar - 3; i >= 0; i--)
        if (s[i] == ' ' && s[i + 1] == '-' && s[i + 2] == ' ') return i + 3;
    return 0;
}

static void lay_out(sudoku__text *t, const char *s, int width) {
    wrap w = {t, s, width < WRAP_MIN ? WRAP_MIN : width, 0, 0, 0};
    int end = (int)strlen(s), bar = next_branch(s, 0, end);
    int head = bar < end ? first_branch(s, bar) : 0;

    new_line(&w, 0);
    if (head == 0) {
        put_segment(&w, 0, end, 0);
        return;
    }
    put_segment(&w, 0, head - 1, 0); /* up to " -", its space left out */
    for (int a = head; a < end;) {
        int b = next_branch(s, a, end);
        new_line(&w, BRANCH_INDENT);
        put_segment(&w, a, b, BRANCH_INDENT);
        a = b < end ? b + 3 : end;
    }
}

size_t sudoku_step_explain_width(const sudoku_step *step, int width, char *buf,
                                 size_t size) {
    sudoku__text t;
    char small[512];
    size_t n = sudoku_step_explain(step, small, sizeof small);
    char *line = n < sizeof small ? small : malloc(n + 1);

    if (n == 0) {
        if (size) buf[0] = '\0';
        return 0;
    }
    if (!line) return sudoku_step_explain(step, buf, size); /* no memory: one line */
    if (line != small) sudoku_step_explain(step, line, n + 1);
    sudoku__text_init(&t, buf, size);
    lay_out(&t, line, width);
    if (line != small) free(line);
    return t.need;
}
