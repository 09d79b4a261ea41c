$SUDOKU canon --unique --format json inputs/canon/a.txt
