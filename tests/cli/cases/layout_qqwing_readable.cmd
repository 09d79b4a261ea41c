$SUDOKU solve inputs/layouts/qqwing_readable.txt
