# gen in every format: NDJSON and CSV parse, their solutions solve their
# puzzles; line with --solution is one line per puzzle, two fields.
t=$(mktemp)
$SUDOKU gen --seed 5 --count 3 --solution --format json >$t; echo "exit $?"
python3 records.py json <$t
$SUDOKU gen --seed 5 --count 3 --solution --format csv >$t
python3 records.py csv --header puzzle,solution,holes,index,seed,status,error <$t
$SUDOKU gen --seed 5 --count 2 --format csv
$SUDOKU gen --seed 5 --count 2 --format line --solution
$SUDOKU gen --seed 5 --format boxed --color never
$SUDOKU gen --seed 1 --holes 64 --max-grids 1 --format json; echo "exit $?"
rm -f $t
