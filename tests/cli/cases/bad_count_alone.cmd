# issue 21: 'echo 12345 | sudoku solve' said only "header announces 12345
# puzzles, input has 0" and gave no record: a count line (POJ 2676's first
# line) with no puzzle after it is the bad line it looks like, one record
# whose message names the input, the line, what was seen and what is
# accepted; in every format, from the classic reader and the reader of
# every shape (--variant, a directive), in its place among comments. A
# count that disagrees with the puzzles after it says what it must be.
# The other messages of a bad line say what is accepted too, one line each.
echo 12345 | $SUDOKU solve; echo "exit $?"
echo 12345 | $SUDOKU solve --format json | python3 records.py json
echo 12345 | $SUDOKU solve --format csv | python3 records.py csv
echo 7 | $SUDOKU count --variant x; echo "exit $?"
printf '# variant: x\n12345\n# after\n' > alone.tmp
$SUDOKU solve alone.tmp; echo "exit $?"
printf '# before\n3\n# after\n' | $SUDOKU solve; echo "exit $?"
printf '2\n%s\n' 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... |
    $SUDOKU count; echo "exit $?"
{
    echo 417369825632158947958724316825437169791586432346912758289643571573291684164875293
    echo 12345678
    echo 4173698256321589479587243168254371697915864323469127582896435715732916841648752931
    echo 4.....8.5.k..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
    echo 1.3.2.4.3.1.2.4Z
    grep -v '^#' ../../puzzles/16x16.txt | sed 's/^./Z/'
} > alone.tmp
$SUDOKU count alone.tmp; echo "exit $?"
rm -f alone.tmp
