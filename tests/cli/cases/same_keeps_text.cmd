# solve --format same is a filter of the file's text: comments and blank
# lines are copied where they were, before, between, inside and after the
# records; the other formats, csv and json copy none of them (a bad
# record's "puzzle" is its own line)
$SUDOKU solve inputs/filter/notes.txt
echo "exit $?"
$SUDOKU solve --format line inputs/filter/notes.txt
$SUDOKU solve --format json inputs/filter/notes.txt | python3 -c '
import json, sys
for line in sys.stdin:
    o = json.loads(line)
    print(o["line"], o["status"], repr(o["puzzle"][:20]), o.get("name", "-"))'
# the answers read back, one for one
$SUDOKU solve inputs/filter/notes.txt 2>/dev/null | $SUDOKU count 2>&1
