$SUDOKU solve inputs/layouts/euler96.txt
