# issue 21: the shape options' usage errors: a variant the fixed size
# cannot take names it, as do an unknown variant, a box whose size is no
# shape and symbols that repeat
$SUDOKU solve --box 2x3 --variant windoku < /dev/null; echo "exit $?"
$SUDOKU count --variant asterisk --symbols 123456789ABCDEFG < /dev/null; echo "exit $?"
$SUDOKU solve --variant x,sudoku < /dev/null; echo "exit $?"
$SUDOKU solve --box 3x3x < /dev/null; echo "exit $?"
$SUDOKU solve --box 7x1 < /dev/null; echo "exit $?"
$SUDOKU solve --symbols 1123 < /dev/null; echo "exit $?"
$SUDOKU gen --box 2x2 --holes 16; echo "exit $?"
