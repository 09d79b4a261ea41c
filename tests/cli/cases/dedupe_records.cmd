$SUDOKU dedupe inputs/canon/collection.txt
