# --format takes one vocabulary; a word that is no format, or a format that
# makes no sense for the command, is a usage error (status 2, nothing out).
for c in "solve --format fancy" "solve --format text" "count --format boxed" \
         "gen --format same" "rate --format grid" "hint --format boxed" \
         "explain --format grid" "solve --color sometimes" "solve -f"; do
  $SUDOKU $c ../../puzzles/poj2676.txt </dev/null; echo "$c: $?"
done
