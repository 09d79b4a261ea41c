# A bad directive over a grid whose first row is bad, through a pipe: the
# directive is named at its own line (it was counted back from the last row)
cat inputs/shapes/bad_directive_bad_grid.txt | $SUDOKU count
