$SUDOKU --version | sed "1s/[0-9][0-9.]*/X/"; $SUDOKU --help | head -1; $SUDOKU solve --help | head -1; $SUDOKU count -h | head -1
