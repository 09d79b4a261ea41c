# issue 21: a 9x9 puzzle of every variant, set by '# variant:' directives,
# and a 16x16 X windoku; every house and constraint of each checked
python3 check_shapes.py "$SUDOKU" inputs/shapes/variants.txt
