$SUDOKU solve inputs/layouts/sudokuwiki_pm.txt
