# Every CSV and JSON answer (gen, solve, count, canon) of a board that is
# not the classic 9x9 reads back as the same puzzle on the same shape, from
# a file and through a pipe: count finds one solution per puzzle, solve
# --format line gives the answers of the line it came from, and so does the
# default format's answer (the row or object with the solution in place of
# the puzzle) solved again. Before, the classic reader judged the puzzle
# field as 81 cells: a CSV row of another size was "unexpected character"
# or "has 36 cells", a JSON object was no puzzle at all ("no puzzle found"),
# and a row longer than 1024 bytes (20x20, 25x25) was "line too long".
t=$(mktemp -d)
while read -r name opts; do
    echo "== $name"
    $SUDOKU gen $opts --seed 7 --count 2 --format line > "$t/p.txt"
    $SUDOKU solve --format line "$t/p.txt" > "$t/want.txt"
    for w in "gen csv" "gen json" "solve csv" "solve json" "count csv" "count json" \
             "canon csv" "canon json"; do
        set -- $w
        if [ "$1" = gen ]; then
            $SUDOKU gen $opts --seed 7 --count 2 --format "$2" > "$t/w" 2>/dev/null
        else
            $SUDOKU "$1" --format "$2" "$t/p.txt" > "$t/w" 2>/dev/null
        fi
        counts="count file=$($SUDOKU count "$t/w" 2>&1 | tr '\n' ' ')"
        counts="$counts pipe=$(cat "$t/w" | $SUDOKU count 2>&1 | tr '\n' ' ')"
        verdict=""
        $SUDOKU solve --format line "$t/w" > "$t/file.out" 2>&1
        cat "$t/w" | $SUDOKU solve --format line > "$t/pipe.out" 2>&1
        $SUDOKU solve "$t/w" | $SUDOKU solve --format line > "$t/same.out" 2>&1
        for k in file pipe same; do
            if cmp -s "$t/$k.out" "$t/want.txt"; then verdict="$verdict $k=same"
            else verdict="$verdict $k=DIFFERS"; fi
        done
        # canon's rows hold the puzzle, not the form: the puzzle reads back
        [ "$1" = canon ] && verdict=" (puzzle)$verdict"
        echo "$w: $counts|$verdict"
    done
done <<'SHAPES'
4x4 --box 2x2
6x6-2x3 --box 2x3
6x6-3x2 --box 3x2
8x8 --box 2x4
10x10 --box 2x5
12x12 --box 3x4
16x16 --box 4x4
20x20 --box 4x5 --holes 150
25x25 --box 5x5 --holes 200
9x9-x --variant x
9x9-windoku --variant windoku
9x9-jigsaw --variant jigsaw
6x6-jigsaw --box 2x3 --variant jigsaw
16x16-x --box 4x4 --variant x
SHAPES
rm -rf "$t"
