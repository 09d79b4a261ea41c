# count in every format it takes: one record per puzzle, bad ones included.
t=$(mktemp)
$SUDOKU count --limit 2 --format json inputs/formats/mixed.txt ../../puzzles/multi.txt >$t 2>/dev/null
echo "exit $?"
python3 records.py json <$t
$SUDOKU count --format csv inputs/formats/mixed.txt ../../puzzles/multi.txt >$t 2>/dev/null
python3 records.py csv --header puzzle,count,capped,status,error,file,line,column,name <$t
$SUDOKU count --limit 100 --format line inputs/formats/mixed.txt ../../puzzles/multi.txt 2>/dev/null
rm -f $t
