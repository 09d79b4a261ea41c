# solve --format csv is RFC 4180 that Python's csv module reads: the header,
# then one row per record, bad records included (a quote, a comma, a tab and
# bytes that are not UTF-8 in one of them), in order; solutions checked.
t=$(mktemp)
$SUDOKU solve --format csv inputs/formats/mixed.txt >$t 2>/dev/null; echo "exit $?"
python3 records.py csv --header puzzle,solution,status,error,file,line,column,name <$t
rm -f $t
