$SUDOKU solve inputs/layouts/sadman.sdk
