$SUDOKU solve inputs/bad/no_such_file.txt inputs/bad/no_final_newline.txt; echo "status $?"
$SUDOKU count inputs/bad/clash.txt inputs/bad/no_such_file.txt inputs/bad/no_final_newline.txt; echo "status $?"
$SUDOKU solve inputs/bad; echo "status $?"
