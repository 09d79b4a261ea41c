$SUDOKU canon -a inputs/canon/boards.txt inputs/canon/boards_3x2.txt inputs/canon/latin.txt
