$SUDOKU solve inputs/layouts/kennett_standard.txt
