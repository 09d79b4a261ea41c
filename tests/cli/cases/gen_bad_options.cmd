# Bad values are usage errors (status 2) and print nothing on stdout.
for a in "--holes 65" "--holes -1" "--holes x" "--symmetry spiral" "--level 6" \
         "--method magic" "--order zigzag" "--format text" "--count -2" \
         "--seed -5" "--min-per-unit 5 --holes 40" "--bogus" "extra"; do
  $SUDOKU gen $a 2>/dev/null
  echo "$a: $?"
done
$SUDOKU gen --holes 65
