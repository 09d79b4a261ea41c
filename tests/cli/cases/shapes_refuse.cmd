# issue 21: rate, hint and explain take 9x9 boards of every variant,
# jigsaw too (no 4x4); each other shape is refused in its record, the
# classic puzzle and the jigsaw beside it done
printf '1...........4...\n4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n' > refuse.tmp
grep -v '^#' ../../puzzles/jigsaw.txt | head -n 1 >> refuse.tmp
$SUDOKU rate refuse.tmp; echo "exit $?"
$SUDOKU hint --format json refuse.tmp | python3 records.py json
$SUDOKU explain --format json refuse.tmp | python3 records.py json
rm -f refuse.tmp
