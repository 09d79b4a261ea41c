# each layout's answers are a file of the same kind: read back, every solved
# grid is full and valid (count 1); echoed bad records stay invalid
for f in inputs/layouts/*; do $SUDOKU solve "$f" 2>/dev/null | $SUDOKU count --limit 2 2>/dev/null; done | sort | uniq -c
