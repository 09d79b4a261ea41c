# A CSV's columns are chosen at its first record: after a classic 9x9, they
# have no size, box, variants or regions, so a later jigsaw or X row would be
# written as a classic puzzle it is not (an 'ok' row that reads back wrong).
# Such a row is 'unsupported', with the reason and the way out; a 16x16 row
# (its size is its length) and the JSON of the same input are answered.
t=$(mktemp -d)
$SUDOKU gen --seed 5 --format line > "$t/in.txt"
$SUDOKU gen --seed 5 --variant jigsaw --format line | grep -v '^#' >> "$t/in.txt"
$SUDOKU gen --seed 5 --box 4x4 --format line >> "$t/in.txt"
{ echo '# variant: x'; $SUDOKU gen --seed 5 --variant x --format line | grep -v '^#'; } >> "$t/in.txt"
cd "$t" || exit 1
for cmd in solve count; do
    echo "== $cmd csv"
    $SUDOKU $cmd --format csv in.txt > out.csv
    echo "status $?"
    python3 -c '
import csv, sys
for r in csv.DictReader(open("out.csv")):
    print(r["line"], r["status"], r["error"])'
    echo "== $cmd json"
    $SUDOKU $cmd --format json in.txt | python3 -c '
import json, sys
for line in sys.stdin:
    r = json.loads(line)
    print(r["status"], r.get("variants", "-"))'
done 2>&1
cd / && rm -rf "$t"
