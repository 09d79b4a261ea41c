# A CSV's columns are chosen at its first record, a classic 9x9: a later
# jigsaw, X or other-boxed row is 'unsupported' (one row, one message, exit
# 1), never written as the classic puzzle it is not (issue 21).
$SUDOKU explain --format csv inputs/shapes/csv_shape_changes.txt
