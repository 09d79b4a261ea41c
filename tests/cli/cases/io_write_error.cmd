# a write error (a full disk) is reported and gives status 2
$SUDOKU solve ../../puzzles/hardest.txt >/dev/full; echo "solve: status $?"
$SUDOKU count inputs/mixed.txt >/dev/full; echo "count: status $?"
$SUDOKU solve --help >/dev/full; echo "help: status $?"
$SUDOKU gen --seed 1 >/dev/full; echo "gen: status $?"
$SUDOKU gen --seed 1 --count 300 --format line >/dev/full; echo "gen --count 300: status $?"
