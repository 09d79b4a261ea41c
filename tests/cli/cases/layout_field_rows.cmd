$SUDOKU solve inputs/layouts/fields.csv
$SUDOKU count inputs/layouts/fields.csv
