# canon --format csv carries the shape as solve's CSV does: the columns
# size, box, variants and regions when the first puzzle has another shape
# (chosen at the first record), so that the rows read back as the puzzles
# they came from (count: one solution each; a 3x2-boxed 6x6 read with 2x3
# boxes would clash). Before, canon's CSV had no shape columns: a variant
# read back as a classic 9x9 and a 6x6 row was a bad record. Under the
# columns of a classic first record, a variant's row is refused, as solve's.
t=$(mktemp -d)
$SUDOKU canon -f csv inputs/canon/boards_3x2.txt inputs/canon/variants.txt > "$t/rows.csv"
head -1 "$t/rows.csv"
$SUDOKU count < "$t/rows.csv" | tr '\n' ' '
echo
{ echo "864...5...3...7..6....2..4.42.5..61.318.....4756.1...91...3.487..714..6..43...92."
  head -3 inputs/canon/variants.txt; } | $SUDOKU canon -f csv 2>&1 | cut -c 1-100
rm -rf "$t"
