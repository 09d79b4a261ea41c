# A boxed grid (gen's, and sudoku's own boxed output) is answered boxed: the
# borders and bars kept, each '.' replaced by its digit; two grids, then one
# with a bad row, which is echoed as it came
$SUDOKU gen --seed 42 --holes 50 --count 2 --format boxed --color never | $SUDOKU solve
echo "exit $?"
$SUDOKU gen --seed 42 --holes 50 --format boxed --color never | sed '3s/4 . ./4 ./' | $SUDOKU solve
echo "exit $?"
