$SUDOKU rate inputs/rate/mixed.txt
