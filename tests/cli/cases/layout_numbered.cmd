$SUDOKU solve inputs/layouts/numbered.txt
