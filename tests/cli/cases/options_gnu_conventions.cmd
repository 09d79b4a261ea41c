# GNU option conventions: --opt=value, --opt value, -xV, -x V, unique
# abbreviations of long options, options after operands, "-" for stdin and
# "--" ending the options; then ambiguous abbreviations, listing the
# options they could mean (status 2).
P=../../puzzles/multi.txt
$SUDOKU count --limit=2 $P && $SUDOKU count --limit 2 $P && $SUDOKU count -l2 $P &&
$SUDOKU count -l 2 $P && $SUDOKU count --lim=2 $P && $SUDOKU count $P --li 2 &&
$SUDOKU count -l 2 - < $P && $SUDOKU count -l 2 -- $P &&
$SUDOKU gen --min 3 2>&1 | head -n 1
$SUDOKU gen --s 3 2>&1 | head -n 1
$SUDOKU gen --min 3 2>/dev/null
