$SUDOKU count inputs/mixed.txt
