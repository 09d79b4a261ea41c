# --format line: each answer starts with the puzzle, so a puzzle of another
# shape gets the directive lines it needs before it (as solve's), a jigsaw
# its map after its cells: the line reads back as the same puzzle, not as
# a classic 9x9 (issue 21; shapes_line_shape_read_back reads them back).
$SUDOKU hint --format line inputs/shapes/csv_shape_changes.txt
