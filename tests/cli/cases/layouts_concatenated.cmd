# Every layout fixture in one stream (cat, a blank line between files, byte-
# order marks and CR LF included) is read as the files are one by one
t=$(mktemp)
for f in inputs/layouts/*; do $SUDOKU count "$f" 2>/dev/null; done >"$t"
for f in inputs/layouts/*; do cat "$f"; echo; done | $SUDOKU count 2>/dev/null | cmp - "$t" && echo same counts
wc -l <"$t"
rm -f "$t"
