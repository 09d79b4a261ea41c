# issue 23: a CSV solution column is checked against the answer; a wrong one
# is an error for its record (status 1), not silently overwritten
$SUDOKU solve inputs/csv/wrong_solution.csv; echo "solve: status $?"
$SUDOKU count --format json inputs/csv/wrong_solution.csv | sed "s/\"puzzle\":\"[^\"]*\",//"
