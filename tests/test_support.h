/*
** test_support.h - helpers the cmocka test programs share. Include after
** <cmocka.h> and "internal.h".
*/
#ifndef SUDOKU_TEST_SUPPORT_H
#define SUDOKU_TEST_SUPPORT_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Reads the puzzle in 'text' (any layout the library reads: 81 cells, a
** grid, pencil marks, ...) into *g with the library's own sudoku_parse;
** fails the test when it does not read. */
static inline void parse(const char *text, sudoku_grid *g) {
    sudoku_error err = {0, 0, ""};
    sudoku_status st = sudoku_parse(text, strlen(text), g, NULL, &err);
    if (st != SUDOKU_OK) print_error("parse: line %lu: %s\n", err.line, err.text);
    assert_int_equal(st, SUDOKU_OK);
}

/* The whole of 'f' from its start, NUL-terminated, in memory the caller
** frees; its length in *len if non-NULL. Fails the test when reading fails. */
static inline char *read_all(FILE *f, size_t *len) {
    size_t n = 0, cap = 4096, got;
    char *buf = malloc(cap);
    assert_non_null(buf);
    rewind(f);
    while ((got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (cap - n - 1 == 0) {
            buf = realloc(buf, cap *= 2);
            assert_non_null(buf);
        }
    }
    assert_false(ferror(f));
    buf[n] = '\0';
    if (len) *len = n;
    return buf;
}

#endif /* SUDOKU_TEST_SUPPORT_H */
