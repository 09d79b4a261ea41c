$SUDOKU same inputs/canon/a.txt ../../puzzles/16x16.txt
