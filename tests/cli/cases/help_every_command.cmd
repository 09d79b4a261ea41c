# GNU: every command listed by `sudoku --help` answers --help and -h on
# stdout with status 0, starting with its usage line and showing examples.
# Prints only what is wrong, so the expected output is empty.
help=$(mktemp)
for cmd in $($SUDOKU --help | sed -n '/^Commands:/,/^$/s/^  \([a-z][a-z]*\) .*/\1/p'); do
    for opt in --help -h; do
        $SUDOKU $cmd $opt >"$help" 2>/dev/null || echo "$cmd $opt: status $?"
        head -n 1 "$help" | grep -q "^Usage: sudoku $cmd " || echo "$cmd $opt: no usage line"
        grep -q '^Examples:' "$help" || echo "$cmd $opt: no examples"
    done
done
rm -f "$help"
