$SUDOKU dedupe --repeats inputs/canon/collection.txt inputs/canon/a.txt - < inputs/canon/b.txt
