# the two SE scales rate the same puzzle as serate does on each (6.6 and 4.1)
$SUDOKU rate --format line inputs/rate/scales.txt
$SUDOKU rate --scale classic --format line inputs/rate/scales.txt
$SUDOKU rate --scale=modern --format line inputs/rate/scales.txt
