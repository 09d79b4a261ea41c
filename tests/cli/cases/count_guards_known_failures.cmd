$SUDOKU count inputs/known_failures.txt; $SUDOKU count --limit 4294967297 inputs/known_failures.txt; $SUDOKU solve inputs/known_failures.txt
