$SUDOKU rate --scale new inputs/rate/scales.txt
