/*
** text.c - the snprintf-style builder behind the library's *_explain and
** *_chain calls: it writes what fits and counts what was wanted, so every
** such call returns the full length as snprintf does and can be retried with
** a larger buffer.
*/
#include <stdarg.h>
#include <stdio.h>

#include "internal.h"

void sudoku__text_init(sudoku__text *t, char *buf, size_t size) {
    t->buf = buf;
    t->size = size;
    t->need = 0;
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
