$SUDOKU canon --compare inputs/canon/collection.txt
