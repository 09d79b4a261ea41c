# issue 21: gen on shapes: exact holes, unique (count --limit 2 says 1),
# every house and constraint of the solution checked; the same seed gives
# the same puzzles; a jigsaw keeps the map --regions gives
while read -r shape dig; do
    $SUDOKU gen $shape $dig --seed 5 --count 2 --format line > gen.tmp
    holes=$(grep -v '^#' gen.tmp | tr -cd '.\n' | awk '{ printf "%d ", length($0) }')
    unique=$($SUDOKU count --limit 2 $shape gen.tmp 2>&1 | tr '\n' ' ')
    same=$($SUDOKU gen $shape $dig --seed 5 --count 2 --format line | cmp -s - gen.tmp && echo same)
    echo "$shape $dig: holes $holes; counts $unique; $same"
    python3 check_shapes.py "$SUDOKU" gen.tmp $shape
done <<'END'
--box=2x2 --holes=10
--box=3x2 --holes=20
--box=3x4 --holes=80
--box=4x4 --holes=130
--variant=x --holes=50
--variant=anti-knight,non-consecutive --holes=55
--symbols=0123456789ABCDEF --holes=120
END
map=BBBBBBCAAAADCFFAADCFFFFDCCCEEDEEEEDD
$SUDOKU gen --regions $map --seed 2 --format line > gen.tmp
cut -d' ' -f2 gen.tmp | grep -x "$map" > /dev/null && echo "the map kept"
python3 check_shapes.py "$SUDOKU" gen.tmp
rm -f gen.tmp
