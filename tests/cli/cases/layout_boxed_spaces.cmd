# issue 23 item 5: a boxed grid typed by hand with spaces for blanks
# ("| 5 3   |   7   |       |"), and the same a character a cell: where a
# cell is counts; each answered in its own text, then as a line
$SUDOKU solve inputs/layouts/boxed_spaces.txt
$SUDOKU solve --format line inputs/layouts/boxed_spaces.txt
# a row alone is a grid of one row
printf '| 5 3   |   7   |       |\n' | $SUDOKU solve; echo "status $?"
