$SUDOKU hint inputs/hints/chains.txt
