$SUDOKU solve inputs/bad/crlf.txt
