$SUDOKU solve inputs/layouts/fields.txt
