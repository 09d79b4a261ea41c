$SUDOKU canon --format json inputs/canon/collection.txt
