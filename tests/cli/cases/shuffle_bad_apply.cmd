$SUDOKU shuffle --apply r423156789 inputs/canon/a.txt
