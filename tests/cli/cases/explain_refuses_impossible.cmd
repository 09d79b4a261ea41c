$SUDOKU explain inputs/hints/wrong.txt ../../puzzles/multi.txt
