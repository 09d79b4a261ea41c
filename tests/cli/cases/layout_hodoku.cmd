$SUDOKU solve inputs/layouts/hodoku.txt
