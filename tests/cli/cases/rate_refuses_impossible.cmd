$SUDOKU rate inputs/hints/wrong.txt ../../puzzles/multi.txt
