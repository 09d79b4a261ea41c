$SUDOKU explain inputs/rate/grid.txt
