$SUDOKU solve inputs/bad/rows_10.txt
