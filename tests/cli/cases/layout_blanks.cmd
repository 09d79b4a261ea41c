$SUDOKU solve inputs/layouts/blanks.txt
