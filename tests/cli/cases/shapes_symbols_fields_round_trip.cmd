# solve -f csv and -f json of puzzles in symbols other than their size's
# own write them in a symbols column (member), which a reader takes back:
# `solve -f csv | solve` and `solve -f json | solve` give the answer in the
# puzzle's symbols. A 16x16 in letters under '# symbols:', a 16x16 under
# --symbols 0123456789ABCDEF, 9x9s under --symbols ABCDEFGHI and
# 987654321, and 9x9s under '# symbols:' directives that change between
# records. Before, no symbols were written: read back, the letters were
# "unexpected character", the hex 0 was read as a blank and solved into a
# G, and 987654321 was read as the digits they are. The CSV and the JSON,
# read from a file or through a pipe, alike.
t=$(mktemp -d)
for args in "inputs/shapes/symbols_letters_16.txt" \
    "--symbols 0123456789ABCDEF inputs/shapes/hex.txt" \
    "--symbols ABCDEFGHI inputs/shapes/symbols_nine_line.txt" \
    "--symbols 987654321 inputs/shapes/symbols_digits_line.txt" \
    "inputs/shapes/symbols_nine_letters.txt"; do
    for f in csv json; do
        echo "== solve -f $f $args"
        $SUDOKU solve -f $f $args >"$t/out.$f"
        cat "$t/out.$f"
        sh pipe_file.sh "$t/out.$f" solve
    done
done

# After a classic first record the CSV has no symbols column: a puzzle in
# other symbols is unsupported, saying so (as a variant's is).
echo "== a classic 9x9, then 9x9s in letters, -f csv"
cat inputs/shapes/symbols_digits_line.txt inputs/shapes/symbols_nine_letters.txt |
    $SUDOKU solve -f csv 2>"$t/err"
echo "exit $?"
cat "$t/err"
rm -rf "$t"
