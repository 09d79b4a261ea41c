$SUDOKU rate --format boxed inputs/rate/grid.txt; echo "status $?"
$SUDOKU hint --format grid inputs/rate/grid.txt; echo "status $?"
$SUDOKU explain --limit 2 inputs/rate/grid.txt; echo "status $?"
$SUDOKU rate inputs/rate/missing.txt; echo "status $?"
