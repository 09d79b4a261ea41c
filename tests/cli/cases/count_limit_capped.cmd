$SUDOKU count --limit 100 ../../puzzles/multi.txt; $SUDOKU count -l2 ../../puzzles/multi.txt ../../puzzles/poj2676.txt
