# Grids under titles of nine symbols with letters ("Puzzle 100"): a title
# right under a grid is the next record's name, not the first row of a
# jigsaw's region map (which is nine such rows), from a file and a pipe
$SUDOKU solve --format line inputs/layouts/titled_grids.txt
cat inputs/layouts/titled_grids.txt | $SUDOKU count
