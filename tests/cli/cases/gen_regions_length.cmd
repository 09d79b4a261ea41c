# issue 21: a --regions map of the wrong length is a usage error saying how
# many region symbols the board wants (one a cell), and how many it got.
$SUDOKU gen --box 2x3 --regions AAAABBBBCCCCDDDD 2>&1 | head -1
$SUDOKU gen --box 2x3 --regions AAAABBBBCCCCDDDD 2>/dev/null
echo "status $?"
$SUDOKU gen --regions AAABBBCCC 2>&1 | head -1
