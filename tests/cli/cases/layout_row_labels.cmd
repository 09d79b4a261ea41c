# issue 23 item 5: rows labelled A to I under a column header "1 2 3 ... 9"
# (boxed, plain with 0 blanks, boxed with spaces for blanks): the header and
# labels are no cells; each answered in its own text
$SUDOKU solve inputs/layouts/row_labels.txt
$SUDOKU count inputs/layouts/row_labels.txt | tr '\n' ' '; echo
# labels out of order are a bad row; "1 2 3 ... 9" over unlabelled rows is a row
sed -n '17,26p' inputs/layouts/row_labels.txt | sed 's/^C /D /' | $SUDOKU solve; echo "status $?"
printf '1 2 3 4 5 6 7 8 9\n4 5 6 7 8 9 1 2 3\n7 8 9 1 2 3 4 5 6\n2 3 1 5 6 4 8 9 7\n5 6 4 8 9 7 2 3 1\n8 9 7 2 3 1 5 6 4\n3 1 2 6 4 5 9 7 8\n6 4 5 9 7 8 3 1 2\n9 7 8 3 1 2 6 4 .\n' | $SUDOKU solve --format line
