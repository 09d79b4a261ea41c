# canon's CSV carries the shape as solve's does (issue 21): the columns size,
# box, variants and regions follow when the first record has another shape
# (here an X, then a windoku: each row says its own) or a shape option is
# given; without them a variant's row read back as a classic puzzle.
head -6 inputs/shapes/variants.txt | $SUDOKU canon --format csv
echo "status $?"
head -3 inputs/shapes/jigsaw.txt | $SUDOKU canon --format csv
echo "status $?"
$SUDOKU gen --seed 4 --format line | $SUDOKU canon --format csv --variant x
echo "status $?"
