# Kennett's -fcsv under script(1) (CR LF, no line between puzzles): a row
# with one given right under a grid (",,1,,,,,,") is the next puzzle's first
# row, not a jigsaw's region map (CI failed on this file)
$SUDOKU solve inputs/layouts/kennett_csv_one_given.txt
$SUDOKU count inputs/layouts/kennett_csv_one_given.txt
