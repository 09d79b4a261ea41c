# An unreachable target within the bound: status 1, the most holes reached
# on stderr, and no puzzle printed.
$SUDOKU gen --seed 1 --holes 64 --max-grids 1
