# explain --format json: one object per puzzle with its steps as data;
# applied in order the placements fill the grid with the solution Python
# finds, no elimination removes a solution digit, chains come with nodes.
t=$(mktemp)
$SUDOKU explain --format json inputs/formats/steps.txt >$t 2>/dev/null; echo "exit $?"
python3 records.py json <$t
$SUDOKU explain --format json -j 2 inputs/formats/steps.txt 2>/dev/null | cmp -s - $t &&
    echo "-j 2: the same objects in the same order"
rm -f $t
