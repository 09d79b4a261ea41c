$SUDOKU dedupe --count --zeros inputs/canon/collection.txt
