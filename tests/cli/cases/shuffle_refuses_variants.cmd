$SUDOKU shuffle -s 1 ../../puzzles/x.txt
