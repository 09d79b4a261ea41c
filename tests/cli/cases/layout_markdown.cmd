# issue 23 item 6: a README-like page (prose, a Markdown table of figures, a
# console transcript, a puzzle in a code block): only the puzzle is a
# record, answered in place; the table rows and console lines are text, not
# bad records. Without the puzzle, every command says no puzzle was found.
$SUDOKU solve inputs/layouts/markdown.md; echo "status $?"
$SUDOKU count inputs/layouts/markdown.md; echo "status $?"
grep -v '^53' inputs/layouts/markdown.md | $SUDOKU count; echo "status $?"
grep -v '^53' inputs/layouts/markdown.md | $SUDOKU print --format svg >/dev/null; echo "status $?"
$SUDOKU print --format svg ../../LICENSE >/dev/null; echo "print LICENSE: status $?"
: | $SUDOKU print --format svg >/dev/null; echo "empty: status $?"
