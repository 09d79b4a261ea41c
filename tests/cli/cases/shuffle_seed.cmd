$SUDOKU shuffle --seed 42 --count 3 inputs/canon/a.txt
