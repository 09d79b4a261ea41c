# A title over a small grid, with a '# shape:' line, comments and blank
# lines in any order, LF or CRLF: a pipe gives what the file gives (the
# answers, the json record's name, messages, exit status). "A small one"
# is no title to the classic reader (its first word is one letter): a pipe
# read it as the first row of a bad 9x9 whose row 2 was the grid's first,
# and said "<stdin>:2: line has 4 cells" for text_after.txt (exit 1)
t=$(mktemp -d)
n=0
for pre in 'A small one\n' '# shape: 4x4\nA small one\n' \
    '\n# shape: 4x4\n\nA small one\n\n' 'A small one\n# shape: 4x4\n# a comment\n' \
    '# a comment\n\nA small one\n\n# shape: 4x4\n' '4x4 puzzle\n' 'Grid 01\n\n'; do
    n=$((n + 1))
    printf "${pre}1...\n.2..\n..3.\n...4\n" > "$t/lf.txt"
    sed 's/$/\r/' "$t/lf.txt" > "$t/crlf.txt"
    for f in lf.txt crlf.txt; do
        for fmt in same json; do
            (cd "$t" && "$SUDOKU" solve --format $fmt $f) > "$t/file" 2>&1
            fs=$?
            cat "$t/$f" | "$SUDOKU" solve --format $fmt > "$t/pipe" 2>&1
            ps=$?
            sed "s#\"$f\"#\"<stdin>\"#; s#^$f:#<stdin>:#" "$t/file" > "$t/file.std"
            if cmp -s "$t/file.std" "$t/pipe" && [ $fs = $ps ]; then
                echo "$n $f $fmt: pipe = file, exit $ps"
            else
                echo "$n $f $fmt: pipe (exit $ps) differs from file (exit $fs):"
                diff "$t/file.std" "$t/pipe"
            fi
        done
    done
    tr -d '\r' < "$t/pipe" | python3 check_shapes.py --records /dev/stdin
done
rm -rf "$t"
head -n 7 inputs/shapes/text_after.txt | $SUDOKU solve --format json; echo "exit $?"
head -n 7 inputs/shapes/text_after.txt | python3 check_shapes.py "$SUDOKU" -
# the text after the last small grid is copied from the file as through a
# pipe (and as the classic reader copies it after a 9x9)
cat inputs/shapes/text_after.txt | $SUDOKU solve > pipe.titled.tmp; echo "pipe: exit $?"
$SUDOKU solve inputs/shapes/text_after.txt | cmp - pipe.titled.tmp && echo "pipe and file agree"
cat pipe.titled.tmp
rm -f pipe.titled.tmp
