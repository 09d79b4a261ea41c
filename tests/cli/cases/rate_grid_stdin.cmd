$SUDOKU rate -f line < inputs/rate/grid.txt
