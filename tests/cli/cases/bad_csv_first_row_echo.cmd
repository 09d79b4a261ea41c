# A bad first row of a CSV is echoed as itself, not with the header line
# read before it: in the puzzle field of -f csv and -f json, and in the
# line and grid echoes (before, "puzzle,name\n12345,bad first row" in the
# puzzle field, "puzzle,name 12345,bad first row" in -f line). The default
# answer still copies the header, as the input's lines before the record.
# With --column by name or number alike; a file and a pipe alike (the CSV
# output names its file in a field: read through a pipe only).
$SUDOKU solve -f csv <inputs/csv/bad_first_row.csv
echo "exit $?"
for f in json line grid same; do
    sh pipe_file.sh inputs/csv/bad_first_row.csv solve -f $f
done
sh pipe_file.sh inputs/csv/bad_first_row.csv count -f json
sh pipe_file.sh inputs/csv/bad_first_row.csv rate -f json
sh pipe_file.sh inputs/csv/bad_first_row_column.csv solve -f json --column quiz
sh pipe_file.sh inputs/csv/bad_first_row_column.csv solve -f line --column 2
$SUDOKU solve -f csv --column 2 <inputs/csv/bad_first_row_column.csv
echo "exit $?"
