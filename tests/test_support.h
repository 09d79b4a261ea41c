/*
** test_support.h - helpers the cmocka test programs share. Include after
** <cmocka.h> and "internal.h".
*/
#ifndef SUDOKU_TEST_SUPPORT_H
#define SUDOKU_TEST_SUPPORT_H

/* Parses 81 cells ('.' or '0' empty, '1'-'9') into *g; fails the test on
** anything else. */
static inline void parse(const char *text, sudoku_grid *g) {
    for (int i = 0; i < 81; i++) {
        char c = text[i];
        assert_true(c == '.' || (c >= '0' && c <= '9'));
        g->cell[i] = (unsigned char)(c == '.' ? 0 : c - '0');
    }
}

#endif /* SUDOKU_TEST_SUPPORT_H */
