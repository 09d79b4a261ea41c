# issue 21: every format carries the shape: line, grid and boxed in the
# puzzle's symbols (6x6 boxes 2 rows high), csv and json with size, box,
# variants and regions; count's formats too
p='..5..2.2316.632..1...51...12.6.1.... BBBBBBCAAAADCFFAADCFFFFDCCCEEDEEEEDD'
echo '4..31.3..246....3...2.5..534.1..1.6.' | $SUDOKU solve --format boxed
echo '4..31.3..246....3...2.5..534.1..1.6.' | $SUDOKU solve --format grid
echo "$p" | $SUDOKU solve --format line
echo "$p" | $SUDOKU solve --format json
echo "$p" | $SUDOKU solve --format csv --variant jigsaw
echo '1...........4...' | $SUDOKU solve --format csv --box 2x2
echo '1...........4...' | $SUDOKU count --format line
echo '1...........4...' | $SUDOKU count --format json --limit 3
echo '1...........4...' | $SUDOKU count --format csv --box 2x2 --variant x
