$SUDOKU same inputs/canon/marks.txt inputs/canon/a.txt
