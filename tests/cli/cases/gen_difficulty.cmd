# --difficulty keeps puzzles of one rating level; all still unique.
$SUDOKU gen -s 1 -c 3 --difficulty hard --format line | $SUDOKU count -l 2
$SUDOKU gen -s 1 --difficulty extreme --holes 20 --max-grids 3
echo "status $?"
$SUDOKU gen --difficulty nope 2>/dev/null
echo "status $?"
