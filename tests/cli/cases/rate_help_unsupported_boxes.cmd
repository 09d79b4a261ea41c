# rate, hint and explain refuse a 9x9 with 1x9 boxes as 'unsupported' (the
# logical solver takes 3x3 boxes, jigsaw regions or latin), a 9x9 with 3x3
# boxes they take; their --help says what 'unsupported' covers (it said
# "not 9x9", which a 9x9 with 1x9 boxes is not): each command's answer for
# both puzzles, then the help's words for unsupported, read from --help.
t=$(mktemp -d)
printf '# box: 1x9\n' > "$t/b.txt"
$SUDOKU gen --seed 1 --box 1x9 --format line | grep -v '^#' >> "$t/b.txt"
$SUDOKU gen --seed 1 --box 3x3 --format line > "$t/c.txt"
for c in rate hint explain; do
    for f in b c; do
        $SUDOKU $c --format json "$t/$f.txt" >"$t/o" 2>"$t/e"
        echo "$c $f.txt: exit $?, status $(sed 's/.*"status":"\([^"]*\)".*/\1/' "$t/o")"
        sed "s|$t/||" "$t/e"
    done
    $SUDOKU $c --help | tr '\n' ' ' |
        grep -o -e 'unsupported ([^)]*)' -e 'shape it does not take ([^)]*)'
done
rm -rf "$t"
