$SUDOKU solve inputs/bad/binary.txt
