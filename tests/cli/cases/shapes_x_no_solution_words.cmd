# An X puzzle without solution (an X puzzle of gen's, one wrong given added):
# rate, hint and explain said "without both r5c1=3 and r6c7=6 the grid has
# exactly one solution", which the classic rules give, but under X the grid
# without them has none (count says 0). The filled digits to doubt are
# sought on classic grids only.
$SUDOKU rate inputs/shapes/x_no_solution.txt
$SUDOKU hint inputs/shapes/x_no_solution.txt
$SUDOKU explain -f json inputs/shapes/x_no_solution.txt
sed 's/^\(.\{36\}\)3\(.\{14\}\)6/\1.\2./' inputs/shapes/x_no_solution.txt | $SUDOKU count
# the same without them, classic: one solution
sed '1d; s/^\(.\{36\}\)3\(.\{14\}\)6/\1.\2./' inputs/shapes/x_no_solution.txt | $SUDOKU count
