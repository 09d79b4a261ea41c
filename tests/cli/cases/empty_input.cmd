# no puzzles in is no error (like sort): nothing out, status 0, for every
# command that reads puzzles, from stdin or from files without puzzles
for cmd in solve count rate hint explain; do
    $SUDOKU $cmd < /dev/null; echo "$cmd < /dev/null: status $?"
done
$SUDOKU solve -j 2 inputs/bad/empty.txt inputs/bad/blank.txt inputs/bad/comments_only.txt
echo "solve -j 2 on empty files: status $?"
