# gen's default holes on other sizes: 5/9 of the cells up to 16x16, half of
# them from 20x20 on (a 25x25 dug to 5/9, 347 holes, ran for minutes); each
# puzzle unique
for box in 2x2 2x3 4x4 4x5 5x5; do
    $SUDOKU gen --box $box --seed 3 --format line > gen_default.tmp
    holes=$(tr -cd '.\n' < gen_default.tmp | awk '{ print length($0) }')
    echo "$box: $holes holes, $($SUDOKU count --limit 2 --box $box gen_default.tmp) solution"
done
rm -f gen_default.tmp
