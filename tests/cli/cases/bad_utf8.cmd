$SUDOKU solve inputs/bad/utf8.txt
