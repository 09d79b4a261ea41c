# issue 21: one puzzle of every size 4x4..25x25 on a line (a classic 9x9
# among them), each solution checked by check_shapes.py against every row,
# column and box, its givens kept; count finds each unique
python3 check_shapes.py "$SUDOKU" inputs/shapes/sizes.txt
$SUDOKU count --limit 2 inputs/shapes/sizes.txt | tr '\n' ' '; echo
