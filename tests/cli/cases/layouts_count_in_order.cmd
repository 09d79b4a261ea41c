# every layout in one run: one answer per record, in order, a message per bad line
$SUDOKU count --limit 2 inputs/layouts/*
