$SUDOKU solve inputs/layouts/qqwing_compact.txt
