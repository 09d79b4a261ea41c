# issue 21: N rows of N come through a pipe as from a file (the classic
# reader meets the grid first and hands the rest to the reader of every
# shape): a 16x16 whose first row starts with two letters (cells, not a
# title), a 25x25, a classic line, a 16x16 under '# shape:' whose first row
# alone would be a 4x4 line; each answer checked by check_shapes.py
cat inputs/shapes/pipe_grids.txt | python3 check_shapes.py "$SUDOKU" -
cat inputs/shapes/pipe_grids.txt | $SUDOKU solve --format line | cut -c1-40
# a clash names the symbols: G on a 16x16, F of --symbols, a 16x16 line
# starting with two letters read as cells
printf 'GG%254s\n' | tr ' ' . | $SUDOKU solve > /dev/null; echo "exit $?"
printf 'FF%254s\n' | tr ' ' . | $SUDOKU solve --symbols 0123456789ABCDEF > /dev/null; echo "exit $?"
printf '9A%254s\n' | tr ' ' . | $SUDOKU solve --variant non-consecutive > /dev/null; echo "exit $?"
# a jigsaw line (the cells, then the region map) through a pipe is a
# jigsaw, not a classic line with a word after it
grep -v '^#' ../../puzzles/jigsaw.txt | python3 check_shapes.py "$SUDOKU" -
