$SUDOKU hint inputs/rate/progress.txt
