# issue 21: a 16x16 grid whose first row holds only 1-4 and blanks (16
# cells, so alone a 4x4 line) is read as a 16x16 when the next line is a
# 16x16 row with a symbol beyond 4, from a file and through a pipe, with no
# '# shape:' line; 4x4 lines one after another stay 4x4 puzzles (the next
# line holds only 1-4: no 16x16 row). Answers checked by check_shapes.py.
t=$(mktemp)
$SUDOKU gen --box 4x4 --seed 5 --holes 120 --format grid |
    awk 'NR == 1 { gsub(/[^1-4.]/, ".") } { print }' > $t
head -n 2 $t
python3 check_shapes.py "$SUDOKU" $t
cat $t | python3 check_shapes.py "$SUDOKU" -
cat $t | $SUDOKU count; echo "exit $?"
printf '1...........4...\n..3.............\n4..1.3..........\n' | $SUDOKU count; echo "exit $?"
printf '1...........4...\n..3.............\n' > $t
$SUDOKU count $t; echo "exit $?"
rm -f $t
