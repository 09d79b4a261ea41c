$SUDOKU same inputs/canon/a.txt
