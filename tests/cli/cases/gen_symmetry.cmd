# Holes sit in symmetric pairs, cell by cell, for each symmetry.
check() {
  awk -v s="$1" '{
    ok = 1
    for (i = 0; i < 81; i++) {
      r = int(i / 9); c = i % 9
      if (s == "rotational") j = 80 - i
      else if (s == "diagonal") j = 9 * c + r
      else j = 9 * r + 8 - c
      if ((substr($0, i + 1, 1) == ".") != (substr($0, j + 1, 1) == ".")) ok = 0
    }
    print s, ok, gsub(/\./, ".")
  }'
}
for s in rotational diagonal mirror; do
  $SUDOKU gen -s 2 -c 3 --symmetry $s --holes 51 --format line | check $s
done
$SUDOKU gen -s 2 -c 3 --symmetry rotational --holes 51 --format line | $SUDOKU count -l 2
