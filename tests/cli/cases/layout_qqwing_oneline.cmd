$SUDOKU solve inputs/layouts/qqwing_oneline.txt
