$SUDOKU shuffle --seed 1 inputs/canon/collection.txt
