$SUDOKU count ../../puzzles/multi.txt
