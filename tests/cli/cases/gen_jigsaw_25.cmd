# issue 21: a 25x25 jigsaw is generated (its map drawn with its full board),
# at the default holes and with symmetry: exact holes, unique (count --limit
# 2 says 1), every region and house of the solution checked, a map of 25
# connected regions of 25 cells; the first puzzle shown whole (the same seed
# gives the same bytes on every machine). Seconds natively, many minutes
# under memcheck: skipped there (run_case.sh), the ASan build runs it.
[ -n "${SUDOKU_TEST_UNDER_VALGRIND:-}" ] && exit 77
for run in "none 1" "rotational 2"; do
    set -- $run
    $SUDOKU gen --box 5x5 --variant jigsaw --symmetry $1 --seed $2 --format line > gen25.tmp
    holes=$(cut -d' ' -f1 gen25.tmp | tr -cd '.\n' | awk '{ print length($0) }')
    unique=$($SUDOKU count --limit 2 --variant jigsaw gen25.tmp 2>&1)
    echo "$1, seed $2: $holes holes, $unique solution"
    python3 check_shapes.py "$SUDOKU" gen25.tmp --variant jigsaw
    if [ $1 = none ]; then cat gen25.tmp; fi
done
rm -f gen25.tmp
