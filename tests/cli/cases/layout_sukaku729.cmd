$SUDOKU solve inputs/layouts/sukaku729.txt
