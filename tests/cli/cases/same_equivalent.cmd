$SUDOKU same inputs/canon/a.txt inputs/canon/b.txt
