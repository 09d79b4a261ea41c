$SUDOKU solve inputs/bad/more.txt
