$SUDOKU solve inputs/bad/no_final_newline.txt
