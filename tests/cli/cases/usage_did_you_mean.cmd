# issue 23 item 12: a typo of a command names the command it is near.
$SUDOKU solv
echo "status $?"
$SUDOKU sovle puzzles.txt
echo "status $?"
$SUDOKU frobnicate
