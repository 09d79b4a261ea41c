$SUDOKU solve inputs/layouts/qqwing_stats.txt
$SUDOKU count inputs/layouts/qqwing_stats.txt
