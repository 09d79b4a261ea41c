/*
** internal.h - declarations shared between the library's src/ files and its
** unit tests. Never installed. Each module keeps its own section.
*/
#ifndef SUDOKU_INTERNAL_H
#define SUDOKU_INTERNAL_H

#include "sudoku.h"

/* Row, column and box of cell i (0..80). */
#define CELL_ROW(i) ((i) / 9)
#define CELL_COL(i) ((i) % 9)
#define CELL_BOX(i) (((i) / 27) * 3 + ((i) % 9) / 3)

/* Fast paths: SSE2 and GCC/Clang builtins where the compiler has them, plain
** C11 otherwise. SUDOKU_PORTABLE (CMake option of that name) forces the plain
** paths, so CI runs the same tests on both. */
#if defined(__SSE2__) && !defined(SUDOKU_PORTABLE)
#define SUDOKU_HAVE_SSE2 1
#endif
#if defined(__GNUC__) && !defined(SUDOKU_PORTABLE)
#define SUDOKU_HAVE_BUILTINS 1
#endif

/* Number of set bits in m. */
static inline int bits_count(unsigned m) {
#if defined(SUDOKU_HAVE_BUILTINS)
    return __builtin_popcount(m);
#else
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
#endif
}

#endif /* SUDOKU_INTERNAL_H */
