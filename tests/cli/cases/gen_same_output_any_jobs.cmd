# Puzzle i depends only on the seed and i: alone, in a batch, on threads.
a=$($SUDOKU gen -s 5 -c 150 --holes 50 --format line)
b=$($SUDOKU gen -s 5 -c 150 --holes 50 --format line -j 2)
c=$($SUDOKU gen -s 5 --holes 50 --format line)
[ "$a" = "$b" ] && echo threads same
[ "$c" = "$(printf '%s\n' "$a" | head -1)" ] && echo alone same
printf '%s\n' "$a" | sort -u | wc -l | tr -d ' '
