# --difficulty keeps puzzles of one rating level; all still unique. Only
# the level is compared, so the case survives changes to the rater.
$SUDOKU gen -s 1 -c 3 --difficulty hard --format line 2>/dev/null > "${TMPDIR:-/tmp}/gen_difficulty.$$"
$SUDOKU count -l 2 < "${TMPDIR:-/tmp}/gen_difficulty.$$"
$SUDOKU rate < "${TMPDIR:-/tmp}/gen_difficulty.$$" | awk '{ sub(/,$/, "", $2); print $2 }'
rm -f "${TMPDIR:-/tmp}/gen_difficulty.$$"
$SUDOKU gen -s 1 --difficulty extreme --holes 20 --max-grids 3
echo "status $?"
$SUDOKU gen --difficulty nope 2>/dev/null
echo "status $?"
