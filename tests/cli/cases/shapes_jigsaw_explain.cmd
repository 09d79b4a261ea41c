# issue 21: explain on jigsaw puzzles (SE's techniques over the regions,
# which serate cannot rate): generated puzzles, up to nishio and forcing
# chains, each step checked by records.py against the solution its own
# solver finds under the record's regions (no placement but the solution's
# digit, no elimination of it) and the steps filling the grid; on the
# classic scale, the same puzzles on the modern scale (turbot fish,
# strong-linked fish over the regions), then jigsaw,x on the hint order
$SUDOKU gen --variant jigsaw --seed 11 --count 6 --holes 60 --format line |
    $SUDOKU explain --scale classic --format json | python3 records.py json
$SUDOKU gen --variant jigsaw --seed 11 --count 6 --holes 60 --format line |
    $SUDOKU explain --scale modern --format json | python3 records.py json
$SUDOKU gen --variant jigsaw,x --seed 5 --count 3 --holes 60 --format line |
    $SUDOKU explain --variant jigsaw,x --format json | python3 records.py json
