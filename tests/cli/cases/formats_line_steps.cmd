# hint and explain --format line: one line a record, the 81 cells first, then
# the step(s) as TECHNIQUE:MOVES tokens (explain: the rating and the path,
# however long); it reads back through solve, the fields kept aside
$SUDOKU hint --format line inputs/explain/mixed.txt 2>/dev/null
t=$(mktemp)
$SUDOKU explain --format line inputs/explain/mixed.txt 2>/dev/null >"$t"
awk '{ n = split($6, steps, ";"); print length($1), $2, $3, $4, $5, n, steps[1], (length($0) > 1024) }' "$t"
$SUDOKU solve --format line <"$t"
rm -f "$t"
