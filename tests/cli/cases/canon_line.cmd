$SUDOKU canon inputs/canon/collection.txt
