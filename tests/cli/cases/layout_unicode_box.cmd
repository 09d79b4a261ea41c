$SUDOKU solve inputs/layouts/unicode_box.txt
$SUDOKU count inputs/layouts/unicode_box.txt
$SUDOKU solve --format line inputs/layouts/unicode_box.txt
