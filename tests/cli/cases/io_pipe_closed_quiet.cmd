# sudoku solve big | head -1: no message, whether SIGPIPE kills the process or is ignored
t=$(mktemp); awk 'BEGIN { for (i = 0; i < 20000; i++) print "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......" }' >$t
$SUDOKU solve $t | head -1
$SUDOKU count -j 2 $t | head -2
(trap '' PIPE; { $SUDOKU solve $t; echo "ignored SIGPIPE: status $?" >&2; } | head -1)
rm -f $t
