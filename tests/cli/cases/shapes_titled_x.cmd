# Titles of nine symbols ("Puzzle 100") under X puzzles, drawn and plain
# (digits, 0 for blanks), read by the board reader (a '# variant:' line, or
# --variant): each title names the next record, not a region map's first
# row under the grid above it; file and pipe alike
$SUDOKU solve --format line inputs/shapes/titled_x.txt
cat inputs/shapes/titled_x.txt | $SUDOKU count
grep -v '^# variant' inputs/shapes/titled_x.txt | $SUDOKU count --variant x
python3 check_shapes.py "$SUDOKU" inputs/shapes/titled_x.txt
