# issue 23 item 10: --rating MIN-MAX keeps only puzzles whose score is in
# the range (each read back through `sudoku rate`); --difficulty LEVEL
# keeps a level; a bad range is a usage error; --level's help names the
# levels by what they set, not by a difficulty they do not give.
$SUDOKU gen --rating 7.0-8.4 --seed 1 --count 3 --format line | $SUDOKU rate --format line |
    awk '{ print ($2 >= 7.0 && $2 <= 8.4) ? "in 7.0-8.4" : "OUT " $2 }'
$SUDOKU gen --difficulty hard --seed 1 --count 3 --format line | $SUDOKU rate --format line |
    awk '{ print $3 }'
$SUDOKU gen --rating 9-8
$SUDOKU gen --help | sed -n '/^ *--level L/,/override/p'
