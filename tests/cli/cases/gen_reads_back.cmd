# Output in both formats reads back: every puzzle counts exactly 1, and
# solving the puzzles gives back the solutions gen printed.
$SUDOKU gen -s 3 -c 4 --holes 58 | $SUDOKU count --limit 2
$SUDOKU gen -s 3 -c 4 --holes 58 --format line | $SUDOKU count --limit 2
$SUDOKU gen -s 3 -c 4 --holes 50 --method transform --order s | $SUDOKU count --limit 2
g=$($SUDOKU gen -s 4 -c 5 --solution --format line)
printf '%s\n' "$g" | awk 'NF != 2 || length($1) != 81 || length($2) != 81 { print "bad line: " $0 }'
s=$(printf '%s\n' "$g" | awk '{ print $1 }' | $SUDOKU solve)
[ -n "$s" ] && [ "$s" = "$(printf '%s\n' "$g" | awk '{ print $2 }')" ] && echo line solutions match
g=$($SUDOKU gen -s 4 -c 2 --solution --format boxed --color never)
s=$(printf '%s\n' "$g" | awk 'BEGIN { RS = "" } NR % 2 == 1 { print $0 "\n" }' | $SUDOKU solve --format line)
[ -n "$s" ] && [ "$s" = "$(printf '%s\n' "$g" | awk 'BEGIN { RS = "" } NR % 2 == 0' | $SUDOKU solve --format line)" ] && echo boxed solutions match
g=$($SUDOKU gen -s 4 -c 2 --solution)
s=$(printf '%s\n' "$g" | awk 'NR <= 9 || (NR > 20 && NR <= 29)' | $SUDOKU solve)
# (the two grids came in back to back, so their answers come out so)
[ -n "$s" ] && [ "$s" = "$(printf '%s\n' "$g" | awk '(NR > 10 && NR < 20) || NR > 30')" ] && echo grid solutions match
