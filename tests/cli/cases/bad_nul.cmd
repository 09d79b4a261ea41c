$SUDOKU solve inputs/bad/nul.txt
