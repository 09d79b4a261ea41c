# sudoku print names a bad cell's column too (FILE:LINE:COLUMN:), as every
# other command does: its messages on a file of bad cells are count's, one
# a record, and each record keeps its slot
t=$(mktemp -d)
$SUDOKU count inputs/bad/letters.txt > /dev/null 2> "$t/count.err"
$SUDOKU print --format svg inputs/bad/letters.txt > "$t/svg" 2> "$t/print.err"
echo "status $?"
cmp "$t/count.err" "$t/print.err" && echo "print's messages are count's"
cat "$t/print.err"
grep -c 'class="note"' "$t/svg"
rm -rf "$t"
