/*
** test_support.h - helpers the cmocka test programs share. Include after
** <cmocka.h> and "internal.h".
*/
#ifndef SUDOKU_TEST_SUPPORT_H
#define SUDOKU_TEST_SUPPORT_H

#include <stdio.h>
#include <stdlib.h>

/* Parses 81 cells ('.' or '0' empty, '1'-'9') into *g; fails the test on
** anything else. */
static inline void parse(const char *text, sudoku_grid *g) {
    for (int i = 0; i < 81; i++) {
        char c = text[i];
        assert_true(c == '.' || (c >= '0' && c <= '9'));
        g->cell[i] = (unsigned char)(c == '.' ? 0 : c - '0');
    }
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
