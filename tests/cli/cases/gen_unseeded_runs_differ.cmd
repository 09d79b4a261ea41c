# Two runs without --seed in the same second differ; --verbose shows the seed.
a=$($SUDOKU gen --format line)
b=$($SUDOKU gen --format line)
[ "$a" != "$b" ] && echo differ
$SUDOKU gen -v --format line 2>&1 >/dev/null | grep -c '^sudoku gen: seed [0-9][0-9]*$'
