# The paper's levels: givens within each level's range, unique solutions.
for l in 1 2 3 4 5; do
  $SUDOKU gen -s 6 -c 4 --level $l --format line |
    awk -v l=$l '{ g = 81 - gsub(/\./, "."); print "level", l, g }'
done
$SUDOKU gen -s 6 -c 4 --level 5 --format line | $SUDOKU count -l 2
$SUDOKU gen -s 6 --level 5 --holes 40 --format line | awk '{ print gsub(/\./, ".") }'
