$SUDOKU same inputs/canon/a.txt inputs/canon/none.txt
