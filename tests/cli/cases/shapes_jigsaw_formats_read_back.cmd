# Every format solve and gen write a jigsaw in (line, grid, boxed, csv,
# json) reads back as the same puzzle and region map, from a file and
# through a pipe: solving it again gives the answers of the line it came
# from, and count finds one solution each. Before, boxed (the map under the
# drawn grid's border), csv (solve wrote no regions column without
# --variant; the regions column was not read) and json (the regions member
# was not read) came back as classic 9x9s whose givens clash. The default
# format copies a CSV row or JSON line with its map, so that reads back too.
t=$(mktemp -d)
for shape in "" "--box 2x2" "--box 2x3"; do
    echo "== jigsaw $shape"
    $SUDOKU gen --variant jigsaw $shape --seed 7 --count 2 --format line > "$t/p.txt"
    $SUDOKU solve --format line "$t/p.txt" > "$t/want.txt"
    cat "$t/want.txt"
    formats="line grid boxed"
    [ -z "$shape" ] && formats="line grid boxed csv json"
    for f in $formats; do
        $SUDOKU gen --variant jigsaw $shape --seed 7 --count 2 --format $f > "$t/gen.$f"
        $SUDOKU solve --format $f "$t/p.txt" > "$t/solve.$f"
        for w in gen solve; do
            $SUDOKU solve --format line "$t/$w.$f" > "$t/file.out" 2>&1
            cat "$t/$w.$f" | $SUDOKU solve --format line > "$t/pipe.out" 2>&1
            $SUDOKU solve "$t/$w.$f" | $SUDOKU solve --format line > "$t/same.out" 2>&1
            verdict=""
            for k in file pipe same; do
                if cmp -s "$t/$k.out" "$t/want.txt"; then verdict="$verdict $k=same"
                else verdict="$verdict $k=DIFFERS"; fi
            done
            echo "$w --format $f:$verdict, count $($SUDOKU count "$t/$w.$f" 2>&1 | tr '\n' ' ')"
        done
    done
done
echo "== the CSV header of solve and count has the shape's columns when the first puzzle is a jigsaw"
$SUDOKU gen --variant jigsaw --seed 7 --format line > "$t/p.txt"
$SUDOKU solve --format csv "$t/p.txt" | head -1
$SUDOKU count --format csv "$t/p.txt" | head -1
$SUDOKU solve --format csv inputs/mixed.txt 2>/dev/null | head -1
echo "== a bad regions field costs its row alone, with a message"
cd "$t" || exit 1
$SUDOKU solve --format csv p.txt > rows.csv
sed -n 2p rows.csv | sed 's/,jigsaw,A/,jigsaw,#/' >> rows.csv
sed -n 2p rows.csv | sed 's/,jigsaw,A[A-Z]*/,jigsaw,/' >> rows.csv
sed -n 2p rows.csv >> rows.csv
$SUDOKU solve --format line rows.csv > out.txt 2>&1
echo "exit $?"
cut -c1-90 out.txt
cd / && rm -rf "$t"
