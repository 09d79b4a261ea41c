$SUDOKU canon -f csv inputs/canon/a.txt inputs/canon/b.txt
