$SUDOKU solve inputs/bad/poj_too_few.txt
