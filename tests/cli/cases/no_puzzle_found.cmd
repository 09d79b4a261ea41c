# issue 23 item 6: text with no puzzle in it says so (exit 1), nothing echoed;
# so does a line of 81 letters; a line of 81 characters, most of them cells,
# with a bad one is a puzzle's attempt: a bad record; empty input stays silent
$SUDOKU solve ../../LICENSE; echo "solve LICENSE: status $?"
$SUDOKU count ../../LICENSE; echo "count LICENSE: status $?"
printf "%081d\n" 0 | tr 0 a | $SUDOKU solve; echo "81 letters: status $?"
printf '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..7Z\n' |
    $SUDOKU solve; echo "80 cells and a Z: status $?"
: | $SUDOKU solve; echo "empty: status $?"
# text never swallows a puzzle: the 16x16 and 25x25 lines in their letters
# (1-9A-G, 1-9A-P), jigsaw lines (cells, then the region map), labelled lines
grep -v '^#' inputs/shapes/sizes.txt | $SUDOKU count | tr '\n' ' '; echo
grep -v "^#" inputs/shapes/jigsaw.txt | head -1 | $SUDOKU count; $SUDOKU count inputs/shapes/jigsaw.txt | tr "\n" " "; echo
$SUDOKU count inputs/layouts/labelled.txt | tr '\n' ' '; echo
# nor a full grid of any size: a solved 20x20 or 25x25 line in 1-9A-K or
# 1-9A-P (fewer than half of it digits) read back
grep -v '^#' inputs/shapes/sizes.txt | $SUDOKU solve | $SUDOKU count | tr '\n' ' '; echo
