# issue 21: bad shape records, each costing itself only: a length that fits
# no shape (the accepted ones listed), a symbol outside a 16x16's alphabet
# (named with the alphabet), a region map with a region of 7 cells, one
# with 7 regions, a grid cut short, windoku on a 6x6 (a directive asked),
# clashing givens; the good puzzle at the end is solved
$SUDOKU solve inputs/shapes/bad.txt
echo "exit $?"
$SUDOKU count inputs/shapes/bad.txt 2>/dev/null | tr '\n' ' '; echo
