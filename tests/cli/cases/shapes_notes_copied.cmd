# The comment, title and blank lines before a small grid are copied by
# solve where they were, as before a 9x9 record, from a file as through a
# pipe (they were dropped, and a blank line written between two grids'
# answers); every line of a CR LF input's answers ends in CR LF, the blank
# line between two grids right under each other too (it keeps their
# answers apart: two full grids in a row read as a grid and its region
# map). The answers read back.
t=$(mktemp -d)
printf '# first\n1...\n..2.\n.3..\n...4\n\n# second\n[Grid two]\n....\n.12.\n.34.\n....\n' > "$t/two4.txt"
sed 's/$/\r/' "$t/two4.txt" > "$t/two4crlf.txt"
printf '# a 6x6\n3.6..2\n.4.3..\n16..2.\n.2365.\n6..51.\n5.....\n# after\n' > "$t/six.txt"
printf '1...\n..2.\n.3..\n...4\n....\n.12.\n.34.\n....\n' | sed 's/$/\r/' > "$t/tight.txt"
for f in two4 two4crlf six tight; do
    echo "== $f"
    sh pipe_file.sh "$t/$f.txt" solve
    $SUDOKU solve "$t/$f.txt" | $SUDOKU count | tr '\n' ' '
    echo
done
rm -rf "$t"
