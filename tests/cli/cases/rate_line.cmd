$SUDOKU rate --format line inputs/rate/mixed.txt
