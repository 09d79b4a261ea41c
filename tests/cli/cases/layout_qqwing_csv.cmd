$SUDOKU solve inputs/layouts/qqwing_csv.txt
