$SUDOKU solve inputs/layouts/sudoku_exchange.txt
