T=$($SUDOKU same inputs/canon/a.txt inputs/canon/b.txt | sed -n "1s/^equivalent //p"); $SUDOKU shuffle --apply "$T" inputs/canon/a.txt; cat inputs/canon/b.txt
