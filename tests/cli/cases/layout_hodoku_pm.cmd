$SUDOKU solve inputs/layouts/hodoku_pm.txt
