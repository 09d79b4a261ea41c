# issue 21: rate, hint and explain records of a 9x9 variant carry the shape
# as solve's do (size, box, variants; CSV gets the columns with a shape
# option), read back with Python's json and csv modules (records.py), which
# checks each rating, step and path against the one solution under the
# variant's own houses and constraints (a step's units named as its houses
# are: "x2" the anti-diagonal): an X puzzle, a windoku, disjoint groups, a
# Latin square, anti-knight, anti-king and non-consecutive from gen; a
# classic puzzle (no shape fields, and without a shape option no shape
# columns); a "# variant:" line in a file
t=$(mktemp)
x='.....56.1..4..9.53....21..4.....31....657.........6..829......6.....28...7...8...'
poj='.2.4.37.........32........4.4.2...7.8...5.........1...5.....9...3.9....7..1..86..'
easy='864...5...3...7..6....2..4.42.5..61...8.....4756.1...91...3..87..71...6..43....2.'
for cmd in rate hint explain; do
    for f in json csv; do
        echo "== $cmd --format $f"
        for v in x windoku dg latin anti-knight anti-king non-consecutive; do
            case $v in
            x) echo "$x" ;;
            latin) $SUDOKU gen --variant latin --seed 7 --holes 48 --format line ;;
            anti-king) $SUDOKU gen --variant anti-king --seed 7 --holes 46 --format line ;;
            *) $SUDOKU gen --variant $v --seed 7 --holes 54 --format line ;;
            esac |
                $SUDOKU $cmd --variant $v --format $f
        done | awk 'NR == 1 || !/^puzzle,/' > $t
        python3 records.py $f < $t
    done
done
echo "== the units the X puzzle's steps name (diagonals x1 and x2)"
echo "$x" | $SUDOKU explain --variant x --format json |
    python3 -c 'import json, sys; print(sorted({u for s in json.load(sys.stdin)["steps"] for u in s["units"]}))'
echo "== a classic puzzle whose givens clash on a diagonal: its shape still said"
echo "$poj" | $SUDOKU rate --variant x --format csv > $t 2>/dev/null; echo "exit $?"
python3 records.py csv < $t
echo "== no shape option: the classic header"
echo "$poj" | $SUDOKU hint --format csv | head -n 1
echo "== a file's '# variant: x' line, then '# variant: none'"
printf '# variant: x\n%s\n# variant: none\n%s\n' "$x" "$easy" | $SUDOKU explain --format json > $t
python3 records.py json < $t
rm -f $t
