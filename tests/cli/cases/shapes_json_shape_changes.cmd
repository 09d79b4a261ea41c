# JSON carries each record's shape in its own object (size, box, variants,
# regions), so no shape change mid-file is lost: every command, one object
# a record, in order (issue 21; the CSV of the same input:
# shapes_csv_shape_lost_*). rate, hint and explain refuse what is not 9x9.
t=$(mktemp -d)
for cmd in solve count rate hint explain canon; do
    echo "== $cmd"
    $SUDOKU $cmd --format json inputs/shapes/csv_shape_changes.txt > "$t/out.json" 2>/dev/null
    echo "status $?"
    python3 -c '
import json, sys
for line in open(sys.argv[1]):
    r = json.loads(line)
    print(r["line"], r["status"], r.get("size", "-"), r.get("box", "-"),
          r.get("variants", "-"), "regions" in r)' "$t/out.json"
done
rm -rf "$t"
