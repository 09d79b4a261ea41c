$SUDOKU solve inputs/layouts/kennett_csv.txt
$SUDOKU count inputs/layouts/kennett_csv.txt
