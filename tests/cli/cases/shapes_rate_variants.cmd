# issue 21: rate, hint and explain on 9x9 variants: the X puzzle of the
# README (its file says "# variant: x"), an X puzzle whose singles use the
# diagonals (SE 1.5) and one whose pointing SE rates 2.6, a windoku and a
# Latin square from gen; and past the basics, as serate rates them with the
# variant's switch: an X puzzle SE rates 7.3 (chains), an X puzzle whose
# unique rectangle SE rates 4.5, a girandola XY-wing (4.2), an anti-king
# aligned pair exclusion (6.2), an X puzzle that needs SE's dynamic forcing
# chains (+) (9.9: their patterns along the chain over the diagonals)
$SUDOKU rate ../../puzzles/x.txt; echo "exit $?"
$SUDOKU hint --variant x --format line ../../puzzles/x.txt
echo '....63...3..29.1766....7...4.6...3...9..367....3942.6...472.........9...1.5....9.' |
    $SUDOKU explain --variant x | grep -e diagonal -e rating
echo '.....56.1..4..9.53....21..4.....31....657.........6..829......6.....28...7...8...' |
    $SUDOKU rate --variant x --format json
$SUDOKU gen --variant windoku --seed 7 --holes 55 --format line | $SUDOKU rate --variant windoku --format line
$SUDOKU gen --variant latin --seed 7 --holes 40 --format line | $SUDOKU explain --variant latin | tail -4
echo '74...5.....5.7.......6.4...2..5....7......5..56......33.28...754.17....86.835.2.4' |
    $SUDOKU rate --variant x; echo "exit $?"
echo '...7...4..5.8.........25....4.15.7...2.6..954....9..31..9..74.8..75.46...........' |
    $SUDOKU rate --variant x --format line
echo '..9.......5.3.62.86......3...85....347........3.9...87..276.....6..9..........8.6' |
    $SUDOKU rate --variant girandola --format line
echo '5.........1..2..3.....41....87.5......21.7....5.4..17987.....6..4539..1.6.1....94' |
    $SUDOKU rate --variant anti-king --format line
echo '2..5.........4.......93.1......5.69.3....4..7..5...3.1........3..2..9..........6.' |
    $SUDOKU rate --variant x --format line
