$SUDOKU solve ../../puzzles/hardest.txt | $SUDOKU count; $SUDOKU solve ../../puzzles/spaced.txt | $SUDOKU solve | $SUDOKU count
