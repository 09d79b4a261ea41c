$SUDOKU canon ../../puzzles/x.txt ../../puzzles/jigsaw.txt ../../puzzles/windoku.txt
