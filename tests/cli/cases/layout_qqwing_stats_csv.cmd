$SUDOKU solve inputs/layouts/qqwing_stats_csv.txt
$SUDOKU count inputs/layouts/qqwing_stats_csv.txt
