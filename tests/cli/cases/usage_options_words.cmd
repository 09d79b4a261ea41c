# issue 23 item 12: gen prints one usage line after a bad value, as the
# other commands; --color's help lists its values; --scale's error is worded
# as every other bad value.
$SUDOKU gen --level 9
$SUDOKU solve --color sometimes
$SUDOKU explain --scale new
$SUDOKU solve --help | grep -A2 -e '--color'
$SUDOKU gen --help | grep -A2 -e '--color'
