$SUDOKU solve inputs/layouts/bom_crlf.txt
