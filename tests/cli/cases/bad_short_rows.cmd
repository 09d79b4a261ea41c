$SUDOKU solve inputs/bad/short_rows.txt
