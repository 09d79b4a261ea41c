# issue 23 item 14: without --per-page the pages are filled evenly: 6
# puzzles make one page of 6 (not 4 and 2), 7 two pages of 4 and 3; the
# grids a page holds are listed page by page.
svg=$(mktemp)
for n in 6 7; do
    $SUDOKU gen --seed 5 --count $n --format line | $SUDOKU print --format svg > "$svg"
    echo "$n puzzles:" $(awk '/class="page"/ { if (n) print n; n = 0 } /id="puzzle-/ { n++ } END { print n }' "$svg")
done
rm -f "$svg"
