# the givens alone have several solutions; the pencil marks leave one
$SUDOKU count --limit 2 inputs/marks_givens_only.txt
$SUDOKU count --limit 2 inputs/layouts/hodoku_pm.txt inputs/layouts/sudokuwiki_pm.txt
$SUDOKU rate inputs/marks_givens_only.txt
$SUDOKU rate inputs/layouts/hodoku_pm.txt
$SUDOKU hint inputs/layouts/sudokuwiki_pm.txt
$SUDOKU explain inputs/layouts/hodoku_pm.txt | tail -n 5
