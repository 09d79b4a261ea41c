# issue 21: jigsaw puzzles with their region maps, on a line and as a grid
# under a grid; the answers repeat the map; every region checked
python3 check_shapes.py "$SUDOKU" inputs/shapes/jigsaw.txt
$SUDOKU solve inputs/shapes/jigsaw.txt
$SUDOKU solve --format boxed inputs/shapes/jigsaw.txt | head -12
