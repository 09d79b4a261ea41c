$SUDOKU solve ../../puzzles/spaced.txt
