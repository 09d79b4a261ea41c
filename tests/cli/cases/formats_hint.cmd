# hint as NDJSON and CSV: each placement agrees with the puzzle's only
# solution (found by Python), a full grid is 'solved', bad records are kept.
t=$(mktemp)
$SUDOKU hint --format json inputs/formats/steps.txt >$t 2>/dev/null; echo "exit $?"
python3 records.py json <$t
$SUDOKU hint --format csv inputs/formats/steps.txt >$t 2>/dev/null; echo "exit $?"
python3 records.py csv --header puzzle,technique,difficulty,placements,eliminations,text,status,error,file,line,column,name <$t
$SUDOKU hint inputs/formats/steps.txt >$t 2>/dev/null
$SUDOKU hint -j 2 inputs/formats/steps.txt 2>/dev/null | cmp -s - $t && echo "-j 2: the same hints in the same order"
rm -f $t
