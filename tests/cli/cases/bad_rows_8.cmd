$SUDOKU solve inputs/bad/rows_8.txt
