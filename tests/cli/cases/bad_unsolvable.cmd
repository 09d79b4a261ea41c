$SUDOKU solve inputs/bad/unsolvable.txt
