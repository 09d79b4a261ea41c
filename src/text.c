/*
** text.c - the snprintf-style builder behind the library's *_explain and
** *_chain calls: it writes what fits and counts what was wanted, so every
** such call returns the full length as snprintf does and can be retried with
** a larger buffer; with it the names of a step's units (sudoku_unit_name).
** Also the one setter of a sudoku_error every module reports through.
*/
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>

#include "internal.h"

void sudoku__text_init(sudoku__text *t, char *buf, size_t size) {
    t->buf = buf;
    t->size = size;
    t->need = 0;
    t->regions = 0;
    if (size) buf[0] = '\0';
}

void sudoku__text_put(sudoku__text *t, const char *fmt, ...) {
    size_t room = t->need < t->size ? t->size - t->need : 0;
    va_list ap;
    int n;

    va_start(ap, fmt);
    n = vsnprintf(room ? t->buf + t->need : NULL, room, fmt, ap);
    va_end(ap);
    if (n > 0) t->need += (size_t)n;
}

void sudoku__text_put_house(sudoku__text *t, int u, int brief) {
    static const char *const kind[3][2] = {
        {"row ", "r"}, {"column ", "c"}, {"box ", "b"}};
    static const char *const one[3][2] = {
        {"the girandola", "gir"}, {"the asterisk", "ast"}, {"the centre dot", "cd"}};

    brief = brief != 0;
    if (u >= 18 && u < 27 && t->regions && !brief)
        sudoku__text_put(t, "region %d", u - 17);
    else if (u < 27)
        sudoku__text_put(t, "%s%d", kind[u / 9][brief], u % 9 + 1);
    else if (u < SUDOKU__HOUSE_WINDOW)
        sudoku__text_put(t, brief ? "dg%d" : "disjoint group %d",
                         u - SUDOKU__HOUSE_DISJOINT + 1);
    else if (u < SUDOKU__HOUSE_DIAGONAL && brief)
        sudoku__text_put(t, "w%d", u - SUDOKU__HOUSE_WINDOW + 1);
    else if (u < SUDOKU__HOUSE_DIAGONAL)
        sudoku__text_put_window(t, 9, u - SUDOKU__HOUSE_WINDOW);
    else if (u < SUDOKU__HOUSE_GIRANDOLA)
        sudoku__text_put(t, "%s",
                         u == SUDOKU__HOUSE_DIAGONAL
                             ? (brief ? "x1" : "the main diagonal")
                             : (brief ? "x2" : "the anti-diagonal"));
    else if (u < SUDOKU__HOUSES)
        sudoku__text_put(t, "%s", one[u - SUDOKU__HOUSE_GIRANDOLA][brief]);
}

/* Writes the 1-based numbers of the lines (rows when 'rows', else
** columns) that cells of window w cross: digits run together up to side 9,
** else comma-separated. */
static void put_window_lines(sudoku__text *t, int side, int k, int w, int rows) {
    const char *sep = "";
    for (int a = 0; a < side; a++) {
        int in = 0;
        for (int b = 0; b < side && !in; b++)
            in = sudoku__window_of(k, rows ? a : b, rows ? b : a) == w;
        if (!in) continue;
        sudoku__text_put(t, "%s%d", sep, a + 1);
        if (side > 9) sep = ",";
    }
}

void sudoku__text_put_window(sudoku__text *t, int side, int w) {
    int k = sudoku__square_root(side);
    assert(k); /* windoku is defined on square sides only */
    if (w < (k - 1) * (k - 1)) {
        sudoku__text_put(t, "window %d", w + 1);
        return;
    }
    sudoku__text_put(t, "the implied window r");
    put_window_lines(t, side, k, w, 1);
    sudoku__text_put(t, "c");
    put_window_lines(t, side, k, w, 0);
}

size_t sudoku_unit_name(int unit, char *buf, size_t size) {
    sudoku__text t;
    sudoku__text_init(&t, buf, size);
    if (unit >= 0) sudoku__text_put_house(&t, unit, 1);
    return t.need;
}

void sudoku__error_set(sudoku_error *err, const char *fmt, ...) {
    if (!err) return;
    va_list ap;
    va_start(ap, fmt);
    err->line = 0;
    err->column = 0;
    vsnprintf(err->text, sizeof err->text, fmt, ap);
    va_end(ap);
}

void sudoku__error_at(sudoku_error *err, unsigned long line, size_t column,
                      const char *text) {
    if (!err) return;
    err->line = line;
    err->column = column;
    snprintf(err->text, sizeof err->text, "%s", text);
}
