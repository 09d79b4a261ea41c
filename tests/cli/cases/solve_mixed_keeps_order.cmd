$SUDOKU solve inputs/mixed.txt
