# issue 23: a label before the puzzle (its exact lines) is read, and names the record
for line in "Puzzle 1: 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79" "easy 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79" "No. 1 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"; do
  echo "$line" | $SUDOKU solve; echo "$line" | $SUDOKU count
  echo "$line" | $SUDOKU rate --format line | cut -d" " -f2,3
  echo "$line" | $SUDOKU solve --format json | sed "s/.*\"name\"/name/"
done
