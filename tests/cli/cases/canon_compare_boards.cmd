sed -n 7p inputs/canon/boards.txt | $SUDOKU shuffle -s 2 -c 3 --box 3x4 | $SUDOKU canon --compare --box 3x4
