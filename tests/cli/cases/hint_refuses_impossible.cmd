$SUDOKU hint inputs/hints/wrong.txt ../../puzzles/multi.txt
