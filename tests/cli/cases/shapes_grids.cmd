# issue 21: N rows of N: a 6x6 with tall 3x2 boxes ('# box: 3x2'), a 4x4
# with bars, a spaced 12x12; the answers keep each layout and its symbols
python3 check_shapes.py "$SUDOKU" inputs/shapes/grids.txt
$SUDOKU solve inputs/shapes/grids.txt
