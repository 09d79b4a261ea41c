# gen's messages on stderr: --difficulty says nothing per puzzle without -v
# (--minimal itself does report holes); counts are grammatical ("1 grid").
$SUDOKU gen --seed 1 --difficulty easy --format line 2>&1 >/dev/null
echo "--difficulty: status $?"
$SUDOKU gen --seed 1 --minimal --format line 2>&1 >/dev/null
$SUDOKU gen --seed 1 --holes 30 -v --format line 2>&1 >/dev/null
$SUDOKU gen --seed 3 --holes 64 --max-grids 1 2>&1 >/dev/null
echo "gives up: status $?"
