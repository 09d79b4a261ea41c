# variants on other sizes: a 6x6 x, a 6x6 jigsaw and a 16x16 x, each shuffled
# 4 times and put back to one form, each shuffle still unique; a 16x16 dg is
# refused (its group, 663,552 transformations, is too large to list)
t=$(mktemp -d)
for args in "--box 2x3 --variant x" "--box 2x3 --variant jigsaw" "--box 4x4 --variant x"; do
    $SUDOKU gen $args --seed 2 --format line > "$t/p.txt"
    $SUDOKU shuffle -s 1 -c 4 $args "$t/p.txt" > "$t/s.txt"
    $SUDOKU count $args "$t/s.txt" | uniq -c
    $SUDOKU canon --count $args "$t/s.txt" | sed 's/.* //'
done
$SUDOKU gen --box 4x4 --variant dg --seed 2 --format line | $SUDOKU canon --box 4x4 --variant dg
echo "status $?"
rm -rf "$t"
