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

#endif /* SUDOKU_INTERNAL_H */
