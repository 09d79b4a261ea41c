# A 4x4 or 6x6 grid whose first row is all digits ("1234" over rows of
# dots, a solved 4x4) is a grid through a pipe as from a file: a number
# alone first in the input is a POJ count only over 9x9 records (a pipe
# took "1234" for a count of 1234 puzzles, lost the grid and said "header
# announces 1234 puzzles"). POJ 2676's count stays a count (no count line
# in the answer), and a count that disagrees is still told, both ways.
t=$(mktemp -d)
printf '1234\n....\n....\n....\n' > "$t/dots4.txt"
printf '123456\n......\n......\n......\n......\n......\n' > "$t/dots6.txt"
printf '1234\n3412\n2143\n4321\n' > "$t/solved4.txt"
printf '1234\n....\n....\n....\n\n4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n' > "$t/then9.txt"
sed 's/$/\r/' "$t/dots4.txt" > "$t/dots4crlf.txt"
printf '2\n4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n' > "$t/count_off.txt"
for f in dots4 dots6 solved4 then9 dots4crlf; do
    echo "== $f"
    sh pipe_file.sh "$t/$f.txt" solve
    sh pipe_file.sh "$t/$f.txt" count --limit 50
    sh pipe_file.sh "$t/$f.txt" solve --format json
    cat "$t/$f.txt" | $SUDOKU solve --format json | python3 check_shapes.py --records /dev/stdin
done
echo "== poj2676"
sh pipe_file.sh ../../puzzles/poj2676.txt solve
echo "== count_off"
sh pipe_file.sh "$t/count_off.txt" solve
rm -rf "$t"
