# issue 21: a line, a grid or a drawn grid does not say its variant, box or
# symbols: gen and solve write the directive lines ("# variant: x") the
# reader takes before the first puzzle (and again where it changes), so
# that their output read back is the same puzzle: count gives 1 for every
# variant and size in every text format; solve's answers read back keep
# their shape (the variants field). A classic board gets no line.
for v in x windoku dg asterisk centre-dot girandola anti-knight anti-king \
         non-consecutive jigsaw latin x,anti-knight; do
    printf '%s:' "$v"
    for f in line grid boxed; do
        printf ' %s=%s' $f "$($SUDOKU gen --variant $v --seed 1 --count 2 --format $f |
                              $SUDOKU count | tr '\n' ,)"
        printf ' solve=%s' "$($SUDOKU gen --variant $v --seed 1 --count 2 --format line |
                              $SUDOKU solve --format $f | $SUDOKU solve --format json |
                              python3 -c 'import json, sys
print(",".join(json.loads(l)["status"] + "/" + json.loads(l).get("variants", "-") for l in sys.stdin))')"
    done
    echo
done
for b in 2x2 2x3 3x2 2x4 4x2 2x5 3x4 4x3 3x5 4x4 1x9; do
    printf '%s:' "$b"
    for f in line grid boxed; do
        printf ' %s=%s' $f "$($SUDOKU gen --box $b --seed 1 --count 2 --format $f |
                              $SUDOKU count | tr '\n' ,)"
    done
    echo
done
echo "hex symbols: $($SUDOKU gen --symbols 0123456789ABCDEF --seed 1 --format line |
                     $SUDOKU count)"
# one output, shapes changing: each record read back as it was
$SUDOKU solve --format line ../../puzzles/x.txt ../../puzzles/hardest.txt \
    ../../puzzles/16x16.txt ../../puzzles/windoku.txt | grep '^#'
$SUDOKU solve --format line ../../puzzles/x.txt ../../puzzles/hardest.txt \
    ../../puzzles/16x16.txt ../../puzzles/windoku.txt | $SUDOKU solve --format json |
    python3 -c 'import json, sys
for l in sys.stdin:
    r = json.loads(l)
    print(r["line"], r["status"], r.get("size", 9), r.get("variants", "-"))'
echo "classic: $($SUDOKU gen --seed 1 --count 3 --format line | grep -c '#')" \
     "$($SUDOKU solve --format grid ../../puzzles/hardest.txt | grep -c '#')"
