# sudoku print: the format must be known before anything is read or written
$SUDOKU print inputs/mixed.txt; echo "status $?"
$SUDOKU print -o print_usage.txt inputs/mixed.txt; echo "status $?"
test -e print_usage.txt && echo "print_usage.txt was left behind"
$SUDOKU print --per-page 3 --format pdf inputs/mixed.txt; echo "status $?"
