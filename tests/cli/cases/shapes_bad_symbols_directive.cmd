# A '# symbols:' line must name distinct symbols, as --symbols must: one
# with a symbol twice is a bad directive (its own record), and the puzzle
# under it is read with the symbols in force, never solved with two 1s
# (reviewer)
$SUDOKU solve inputs/shapes/bad_symbols.txt
