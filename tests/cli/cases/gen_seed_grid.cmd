$SUDOKU gen --seed 1
