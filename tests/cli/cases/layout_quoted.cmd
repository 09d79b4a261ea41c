$SUDOKU solve inputs/layouts/quoted.csv
