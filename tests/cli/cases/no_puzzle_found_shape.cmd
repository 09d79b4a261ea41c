# issue 23 item 6 on the board reader: a file it reads from its first line
# (a '# shape:' directive) with titles and text but no puzzle says so, exit
# 1, in every command; comments only stay silent (exit 0); text after a
# puzzle is no error
$SUDOKU solve inputs/shapes/text_only.txt; echo "solve: status $?"
$SUDOKU count inputs/shapes/text_only.txt; echo "count: status $?"
$SUDOKU rate inputs/shapes/text_only.txt; echo "rate: status $?"
$SUDOKU print --format pdf -o /dev/null inputs/shapes/text_only.txt; echo "print: status $?"
$SUDOKU solve inputs/shapes/comments_only.txt; echo "comments: status $?"
$SUDOKU count inputs/shapes/comments_only.txt; echo "comments: status $?"
{ $SUDOKU count inputs/shapes/text_only.txt inputs/shapes/sizes.txt; echo "then sizes: status $?"; } | tr '\n' ' '; echo
$SUDOKU solve inputs/shapes/text_after.txt; echo "text after: status $?"
