$SUDOKU solve inputs/layouts/simplesudoku.ss
