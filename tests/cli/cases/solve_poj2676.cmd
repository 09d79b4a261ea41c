$SUDOKU solve ../../puzzles/poj2676.txt
