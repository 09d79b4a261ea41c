$SUDOKU gen --seed=7 --count 3 --format line --solution --holes 55
