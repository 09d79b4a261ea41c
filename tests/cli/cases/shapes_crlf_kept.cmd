# CR LF in, CR LF out: a CRLF file's lines that solve copies (comments,
# titles, text, a puzzle's own text) keep their CR LF when a small grid
# comes first, from a file (read by the reader of every shape) as through a
# pipe (where the line after a grid is handed back to the classic reader),
# as they do in a file of 9x9 puzzles only; the small grid's answer too.
t=$(mktemp -d)
c=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
printf '# 4x4 first\n1...\n.2..\n..3.\n...4\n%s\n# between\nSome text here.\n%s\n# after\n' $c $c |
    sed 's/$/\r/' > "$t/mixed.txt"
printf '1...\n.2..\n..3.\n...4\n# a comment\nThe end.\n' | sed 's/$/\r/' > "$t/tail.txt"
printf '%s\n# after\n' $c | sed 's/$/\r/' > "$t/classic.txt"
for f in mixed tail classic; do
    echo "== $f"
    sh pipe_file.sh "$t/$f.txt" solve
done
rm -rf "$t"
