# issue 23 item 14: --skip-bad leaves the bad records off the sheet (each
# still reported on stderr, status 1); the one good puzzle is printed alone,
# numbered 1, with its 21 givens and no note; without it each bad record
# keeps its numbered frame with a note in words: what is wrong, and where.
svg=$(mktemp)
$SUDOKU print --skip-bad --format svg inputs/bad/clash.txt > "$svg"; echo "status $?"
grep -c 'class="note"' "$svg"
grep -c 'class="given"' "$svg"
grep -o 'class="caption"[^>]*>[^<]*' "$svg" | sed 's/.*>//'
$SUDOKU print --format svg inputs/bad/clash.txt inputs/bad/unsolvable.txt 2>/dev/null > "$svg"
grep -o 'class="note"[^>]*>[^<]*' "$svg" | sed 's/.*>//'
rm -f "$svg"
