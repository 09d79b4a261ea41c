# a directory given as FILE is reported with the system's reason (status 2),
# and the files after it are still read
$SUDOKU solve inputs ../../puzzles/poj2676.txt | head -n 1; $SUDOKU solve inputs; echo "solve: status $?"
$SUDOKU count -j 2 inputs; echo "count -j 2: status $?"
$SUDOKU rate - < inputs; echo "rate stdin: status $?"
