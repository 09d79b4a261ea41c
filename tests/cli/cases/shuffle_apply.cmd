$SUDOKU shuffle --apply t/r321456789/d912345678 --zeros inputs/canon/a.txt
