# Output in both formats reads back: every puzzle counts exactly 1, and
# solving the puzzles gives back the solutions gen printed.
$SUDOKU gen -s 3 -c 4 --holes 58 | $SUDOKU count --limit 2
$SUDOKU gen -s 3 -c 4 --holes 58 --format line | $SUDOKU count --limit 2
$SUDOKU gen -s 3 -c 4 --holes 50 --method transform --order s | $SUDOKU count --limit 2
g=$($SUDOKU gen -s 4 -c 5 --solution --format line)
s=$(printf '%s\n' "$g" | awk 'NR % 2 == 1' | $SUDOKU solve)
[ -n "$s" ] && [ "$s" = "$(printf '%s\n' "$g" | awk 'NR % 2 == 0')" ] && echo line solutions match
g=$($SUDOKU gen -s 4 -c 2 --solution)
s=$(printf '%s\n' "$g" | awk 'NR <= 9 || (NR > 20 && NR <= 29)' | $SUDOKU solve)
[ -n "$s" ] && [ "$s" = "$(printf '%s\n' "$g" | awk '(NR > 10 && NR <= 20) || NR > 30')" ] && echo grid solutions match
