# issue 21: 4x4, 6x6 and 8x8 grids as N rows of N (no '# shape:' line) are
# read through a pipe as from a file, each answer checked by check_shapes.py
cat inputs/shapes/small_grids.txt | python3 check_shapes.py "$SUDOKU" -
python3 check_shapes.py "$SUDOKU" inputs/shapes/small_grids.txt | wc -l
cat inputs/shapes/small_grids.txt | $SUDOKU solve | cmp - inputs/shapes/small_grids.txt >/dev/null; echo "answers differ from the puzzles: $?"
cat inputs/shapes/small_grids.txt | $SUDOKU solve > pipe.tmp
$SUDOKU solve inputs/shapes/small_grids.txt | cmp - pipe.tmp && echo "pipe and file agree"
rm -f pipe.tmp
# a row alone is one bad line, told as one, and the line after it is read
# on its own; a grid cut short by a line of another kind costs that grid
# only: pipe and file say the same
printf '12.4\n4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n1.3...\n..4...\n....5.\n4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n' > bad.tmp
cat bad.tmp | $SUDOKU solve 2>&1; echo "exit $?"
$SUDOKU solve bad.tmp > out.tmp 2>&1; echo "exit $?"
sed 's/^bad.tmp:/<stdin>:/' out.tmp
rm -f bad.tmp out.tmp
