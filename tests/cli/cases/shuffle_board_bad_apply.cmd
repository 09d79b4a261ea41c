sed -n 2p inputs/canon/boards.txt | $SUDOKU shuffle --box 2x2 --apply r3,2,1,4
