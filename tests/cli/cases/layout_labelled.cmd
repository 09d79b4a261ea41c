$SUDOKU solve inputs/layouts/labelled.txt
