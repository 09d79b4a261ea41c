# issue 21: rate, hint and explain take 9x9 boards with houses only (no
# 4x4, no anti-knight); each other shape is refused in its record, the
# classic puzzle beside it done
printf '1...........4...\n4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n# variant: anti-knight\n'"$(printf '%080d' 0 | tr 0 .)"'1\n' > refuse.tmp
$SUDOKU rate refuse.tmp; echo "exit $?"
$SUDOKU hint --format json refuse.tmp | cut -c1-70; echo "exit $?"
$SUDOKU explain --format json refuse.tmp | cut -c1-70
rm -f refuse.tmp
