# Nothing lost: 8000 records, good and bad, in every layout. count answers each
# with one line; solve's output, read back by count, answers the same, line for
# line, with -j 1 and -j 2: every record came out once, in input order.
t=$(mktemp -d)
awk 'BEGIN {
    good = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
    grid = "103000509\n002109400\n000704000\n300502006\n060000050\n700803004\n000401000\n009205800\n"
    for (i = 0; i < 1000; i++) {
        print good                                   # 1
        print substr(good, 2)                        # invalid: 80 cells
        print "44" substr(good, 3)                   # 0: givens clash
        print substr(good, 1, 79) "5."               # 0: no solution
        printf "%s804000107\n", grid                 # 1: a grid
        printf "%s\n", grid                          # invalid: 8 rows
        printf "8 . . . . . . . .\n. . 3 6 . . . . .\n. 7 . . 9 . 2 . .\n. 5 . . . 7 . . .\n. . . . 4 5 7 . .\n. . . 1 . . . 3 .\n. . 1 . . . . 6 8\n. . 8 5 . . . 1 .\n. 9 . . . . 4 . .\n"
        printf "%s8O4000107\n", grid                 # invalid: a letter
    }
}' >$t/in
$SUDOKU count $t/in >$t/count 2>$t/count.err; echo "count: status $?"
awk '{ n[$0]++ } END { printf "%d records: %d unique, %d none, %d invalid\n", NR, n["1"], n["0"], n["invalid"] }' $t/count
wc -l <$t/count.err | tr -d ' '
for j in 1 2; do
    $SUDOKU solve -j $j $t/in 2>$t/err$j | $SUDOKU count >$t/again$j 2>/dev/null
    cmp -s $t/count $t/again$j && echo "solve -j $j: every record answered, in order"
    wc -l <$t/err$j | tr -d ' '
done
cmp -s $t/err1 $t/err2 && cmp -s $t/err1 $t/count.err && echo "same messages"
rm -rf "$t"
