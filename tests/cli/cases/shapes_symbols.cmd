# issue 21: --symbols: a 16x16 in the hex convention 0-F, whose blank is '.'
python3 check_shapes.py "$SUDOKU" inputs/shapes/hex.txt --symbols 0123456789ABCDEF
$SUDOKU solve --symbols 0123456789ABCDEF inputs/shapes/hex.txt
