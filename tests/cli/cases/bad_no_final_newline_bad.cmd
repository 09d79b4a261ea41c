$SUDOKU solve inputs/bad/no_final_newline_bad.txt
