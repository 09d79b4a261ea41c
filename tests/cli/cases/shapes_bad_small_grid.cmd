# A bad cell or a row of a wrong length inside a 4x4 or 6x6 grid costs that
# grid alone, through a pipe as from a file: the rows under the bad one go
# with its record (they were read as a second grid cut short: two "invalid"
# for one puzzle), and the grid after it is solved.
t=$(mktemp -d)
printf '12..\n..Z.\n....\n....\n1...\n..3.\n.4..\n...2\n' > "$t/bad_cell.txt"
printf '1.....\n......\n.......\n......\n......\n......\n1...\n..3.\n.4..\n...2\n' > "$t/long_row6.txt"
sed 's/$/\r/' "$t/bad_cell.txt" > "$t/bad_cell_crlf.txt"
for f in bad_cell long_row6 bad_cell_crlf; do
    echo "== $f"
    sh pipe_file.sh "$t/$f.txt" solve
    sh pipe_file.sh "$t/$f.txt" count --limit 50
done
rm -rf "$t"
