$SUDOKU solve inputs/bad/poj_too_many.txt
