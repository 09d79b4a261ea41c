# rating on three threads gives the same records, in the same order, as one
$SUDOKU rate -j 3 --format line inputs/rate/mixed.txt inputs/rate/progress.txt 2>&1
