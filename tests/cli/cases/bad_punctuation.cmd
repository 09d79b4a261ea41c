$SUDOKU solve inputs/bad/punctuation.txt
