# rate as NDJSON and CSV: one record per input record, the technique counts
# add up to the steps, the CSV has a column per technique. (The rate test
# file without its last puzzle, whose rating takes seconds under sanitizers.)
t=$(mktemp)
sed '$d' inputs/rate/mixed.txt | $SUDOKU rate --format json >$t 2>/dev/null; echo "exit $?"
python3 records.py json <$t
sed '$d' inputs/rate/mixed.txt | $SUDOKU rate --format csv >$t 2>/dev/null; echo "exit $?"
python3 records.py csv <$t
head -n 1 $t
rm -f $t
