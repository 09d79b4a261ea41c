# same names a bad operand's line and column (FILE:LINE:COLUMN:), as every
# other command names a bad cell: its message is canon's, byte for byte,
# for a file and for a puzzle given on the command line
t=$(mktemp)
printf '4.....8.5.k..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n' >"$t"
$SUDOKU canon "$t" >/dev/null 2>"$t.canon"
$SUDOKU same "$t" ../../puzzles/poj2676.txt 2>"$t.same"; echo "exit $?"
cmp "$t.canon" "$t.same" && echo "same's message is canon's"
$SUDOKU same 4.....8.5.k..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... ../../puzzles/poj2676.txt; echo "exit $?"
rm -f "$t" "$t.canon" "$t.same"
