# solve --format json is NDJSON that Python's json module reads: one object
# per record, bad records included, in input order (the lines); every
# solution checked against the rules and the givens.
t=$(mktemp)
$SUDOKU solve --format json inputs/formats/mixed.txt >$t; echo "exit $?"
python3 records.py json <$t
rm -f $t
