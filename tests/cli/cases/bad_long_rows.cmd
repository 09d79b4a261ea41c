$SUDOKU solve inputs/bad/long_rows.txt
