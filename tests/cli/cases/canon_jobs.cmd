$SUDOKU canon -j 3 --count inputs/canon/collection.txt inputs/canon/collection.txt
