# A puzzle's title goes with it as "name" (JSON) or the name column (CSV); a
# pencil-mark puzzle's candidates as 729 characters; solutions still checked.
t=$(mktemp)
$SUDOKU solve --format json inputs/layouts/euler96.txt inputs/layouts/sukaku729.txt >$t 2>/dev/null
python3 records.py json <$t
python3 -c '
import json, sys
for line in open(sys.argv[1]):
    o = json.loads(line)
    print(o["line"], o.get("name", "-"), len(o.get("candidates", "")))' $t
$SUDOKU solve --format csv inputs/layouts/euler96.txt 2>/dev/null | python3 -c '
import csv, sys
for row in csv.DictReader(sys.stdin):
    print(row["line"], row["name"] or "-")'
rm -f $t
