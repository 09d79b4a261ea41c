# sudoku print: each bad record gets one message and keeps its slot, drawn as
# a note (three lines each here); the good puzzle is printed with its 21 givens
svg=$(mktemp)
$SUDOKU print --format svg inputs/bad/clash.txt > "$svg"; echo "status $?"
grep -c 'class="note"' "$svg"
grep -c 'class="given"' "$svg"
grep -o 'class="caption"[^>]*>[^<]*' "$svg" | sed 's/.*>//'
rm -f "$svg"
