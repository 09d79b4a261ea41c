$SUDOKU solve inputs/layouts/qqwing_oneline_solution.txt
$SUDOKU count inputs/layouts/qqwing_oneline_solution.txt
