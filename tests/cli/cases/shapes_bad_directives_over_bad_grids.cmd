# Through a pipe, bad directives over grids with a bad row past the first
# (a titled boxed grid, a grid of digits) and two bad directives in a row:
# each bad line is one record at its own line, as from a file. Before, the
# bad directive took the grid's record and was named at the grid's first
# row (4 for 1, 19 for 17), and the second of two bad directives in a row
# was never reported: 4 records for 8.
cat inputs/shapes/bad_directives_over_bad_grids.txt | $SUDOKU count
