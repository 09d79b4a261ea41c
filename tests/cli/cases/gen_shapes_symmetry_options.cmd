# issue 21, gen on other shapes: rotational and mirror symmetry on an even
# side pair every cell, so the default holes are made even (8x8's and
# 10x10's five ninths, 35 and 55, were odd: every puzzle failed with
# "invalid argument") and an odd --holes is a usage error saying why; the
# options only the classic generator has (--difficulty, --level, ...) are
# refused there, not ignored (--variant x --difficulty hard gave easy ones).
for b in 2x4 2x5 4x4; do
    for s in rotational mirror; do
        printf '%s %s: ' $b $s
        $SUDOKU gen --box $b --symmetry $s --seed 1 --count 2 --format line |
            grep -v '^#' | awk '{ printf "%d ", gsub(/\./, "", $1) }'
        $SUDOKU gen --box $b --symmetry $s --seed 1 --count 2 --format line |
            $SUDOKU count --limit 2 | tr '\n' ' '
        echo
    done
done
$SUDOKU gen --box 2x2 --holes 9 --symmetry rotational
echo "status $?"
$SUDOKU gen --box 2x2 --holes 9 --symmetry diagonal --seed 1 --format line >/dev/null
echo "status $?"
for o in "--difficulty hard" "--rating 7.0-8.4" "--level 3" "--method transform" \
         "--order rows" "--min-per-unit 2" "--max-grids 5"; do
    $SUDOKU gen --variant x --seed 1 $o >/dev/null 2>&1
    echo "$o: status $?"
done
$SUDOKU gen --box 2x3 --difficulty hard
echo "status $?"
