# issue 23 item 12: `sudoku help COMMAND` is COMMAND --help, `sudoku help`
# the overview; an unknown command is a usage error.
for cmd in solve count gen rate hint explain print; do
    [ "$($SUDOKU help $cmd)" = "$($SUDOKU $cmd --help)" ] || echo "help $cmd differs from $cmd --help"
done
[ "$($SUDOKU help)" = "$($SUDOKU --help)" ] || echo "help differs from --help"
$SUDOKU help | grep '^  help '
$SUDOKU help gen | head -n 1
$SUDOKU help solv
