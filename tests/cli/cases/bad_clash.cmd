$SUDOKU solve inputs/bad/clash.txt
