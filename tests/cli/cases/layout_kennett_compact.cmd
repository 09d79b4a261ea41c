$SUDOKU solve inputs/layouts/kennett_compact.txt
