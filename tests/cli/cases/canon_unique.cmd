$SUDOKU canon --unique inputs/canon/collection.txt
