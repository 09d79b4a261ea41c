# Between records after a small grid, the comment, blank, border, title and
# text lines before a 9x9 record are copied by solve from a file as through
# a pipe (the file's reader of every shape dropped them; a pipe hands the
# rest back to the classic reader, which copies them), and echoed before a
# bad record; before a small grid's answer too (both dropped them, and a
# pipe lost the comment between a lone row and the 6x6 under it).
t=$(mktemp -d)
c=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
printf '1...\n.2..\n..3.\n...4\n# comment between\nSome text between the records here.\n\n%s\n# before a 4x4\n[Grid three]\n..1.\n....\n....\n3...\n+----+\n# the end\n' $c > "$t/notes.txt"
printf '4 . . | . . . | 8 . 5\n. 3 . | . . . | . . .\n. . . | 7 . . | . . .\n------+-------+------\n. 2 . | . . . | . 6 .\n. . . | . 8 . | 4 . .\n. . . | . 1 . | . . .\n------+-------+------\n. . . | 6 . 3 | . 7 .\n5 . . | 2 . . | . . .\n1 . 4 | . . . | . . .\n' > "$t/grid9.txt"
printf '1...\n.2..\n..3.\n...4\n# comment\n[Grid two]\n' > "$t/boxed.txt"
cat "$t/grid9.txt" >> "$t/boxed.txt"
printf '# the end\n' >> "$t/boxed.txt"
printf '1...\n.2..\n..3.\n...4\n# before a bad line\nA few words.\n12.4\n# before a 6x6\n1.....\n......\n......\n......\n......\n.....6\n' > "$t/bad.txt"
for f in notes boxed bad; do
    echo "== $f"
    sh pipe_file.sh "$t/$f.txt" solve
done
sh pipe_file.sh "$t/boxed.txt" solve --format json
rm -rf "$t"
