# Binary data after a small grid is one malformed record, reported once and
# never echoed, later binary lines and the text after them skipped, from a
# file (read by the reader of every shape) as through a pipe (the classic
# reader's): the file's reader took the line for text and copied it, exit 0
t=$(mktemp -d)
c=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
printf '1...\n..2.\n.3..\n...4\n# before\n2 puzzles generated\001 in 3 s\n%s\n\001\002\003\nSome text.\n%s\n' $c $c > "$t/bin.txt"
sh pipe_file.sh "$t/bin.txt" solve
sh pipe_file.sh "$t/bin.txt" count
# a line starting with a NUL byte is binary too, not blank (the file's
# reader took it for a blank line and reported the next one)
(printf '1...\n..2.\n.3..\n...4\n\n'; cat inputs/bad/binary.txt) > "$t/nul.txt"
sh pipe_file.sh "$t/nul.txt" solve
rm -rf "$t"
