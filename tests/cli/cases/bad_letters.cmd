$SUDOKU solve inputs/bad/letters.txt
