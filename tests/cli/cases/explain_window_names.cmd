# Windoku: explain and hint call the 4 shaded windows "window 1".."window 4"
# and the 5 groups they imply by their rows and columns ("the implied window
# r159c234"), never "window 5".."window 9"; house_names.py checks that each
# placement's window holds its cell. Then how often each implied window is
# named, and a givens clash in one (named the same way).
t=$(mktemp -d)
$SUDOKU gen --variant windoku --seed 21 --count 4 --holes 60 --format line > "$t/w.txt"
$SUDOKU explain --format json "$t/w.txt" | python3 house_names.py
$SUDOKU explain --scale modern --format json "$t/w.txt" | python3 house_names.py
$SUDOKU hint --format json "$t/w.txt" | python3 house_names.py
$SUDOKU explain "$t/w.txt" | grep -o 'the implied window r[0-9]*c[0-9]*' | sort | uniq -c
printf '# variant: windoku\n.5.......\n.........\n.........\n.........\n...5.....\n' > "$t/c.txt"
printf '.........\n.........\n.........\n.........\n' >> "$t/c.txt"
$SUDOKU count < "$t/c.txt" 2>&1; echo "exit $?"
rm -rf "$t"
