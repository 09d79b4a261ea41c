# A jigsaw's regions are told "region N" (N counting the map's symbols by
# first appearance), never "box N", in explain and hint, in every format
# that has words; house_names.py checks each hidden single's or full
# house's region holds its cell. Boxed boards keep "box N". Then the
# counts of each word in the text and CSV outputs.
t=$(mktemp -d)
$SUDOKU gen --variant jigsaw --seed 3 --count 4 --holes 55 --format line > "$t/j.txt"
$SUDOKU explain --format json "$t/j.txt" | python3 house_names.py
$SUDOKU explain --scale modern --format json "$t/j.txt" | python3 house_names.py
$SUDOKU hint --format json "$t/j.txt" | python3 house_names.py
$SUDOKU gen --variant jigsaw,x --seed 5 --count 2 --holes 60 --format line |
    $SUDOKU explain --variant jigsaw,x --format json | python3 house_names.py
$SUDOKU gen --seed 3 --count 2 --format line | $SUDOKU explain --format json |
    python3 house_names.py
for f in text csv; do
    for c in explain hint; do
        $SUDOKU $c --format $f "$t/j.txt" > "$t/o"
        echo "$c $f: box $(grep -o 'box [1-9]' "$t/o" | wc -l)," \
            "region $(grep -o 'region [1-9]' "$t/o" | wc -l)"
    done
done
rm -rf "$t"
