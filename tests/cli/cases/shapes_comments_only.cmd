# issue 21: a file of comments only, one of them a '# shape:' directive,
# is copied by solve as a pipe of it is (the file went to the reader of
# every shape, which copied nothing); comments after a 4x4 grid too
printf '# my 4x4 puzzles\n# shape: 4x4\n\n# none yet\n' > notes.tmp
$SUDOKU solve notes.tmp; echo "exit $?"
cat notes.tmp | $SUDOKU solve; echo "exit $?"
printf '# shape: 4x4\n1...\n..3.\n.4..\n...2\n# after it\n' > notes.tmp
$SUDOKU solve notes.tmp; echo "exit $?"
cat notes.tmp | $SUDOKU solve; echo "exit $?"
rm -f notes.tmp
