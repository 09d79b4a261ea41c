$SUDOKU same inputs/canon/dg16.txt inputs/canon/dg16.txt
