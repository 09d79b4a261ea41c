# issue 21: rate, hint and explain take 9x9 boards of every variant but
# jigsaw (no 4x4, no jigsaw); each other shape is refused in its record,
# the classic puzzle beside it done
printf '1...........4...\n4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n' > refuse.tmp
grep -v '^#' ../../puzzles/jigsaw.txt | head -n 1 >> refuse.tmp
$SUDOKU rate refuse.tmp; echo "exit $?"
$SUDOKU hint --format json refuse.tmp | cut -c1-70; echo "exit $?"
$SUDOKU explain --format json refuse.tmp | cut -c1-70
rm -f refuse.tmp
