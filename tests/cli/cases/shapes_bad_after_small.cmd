# a 4x4 grid first, then each bad input of inputs/bad: the file goes the
# pipe's way (the classic reader hands the small grid over as it meets it),
# so each bad line costs its record alone and the two agree (pipe_file.sh
# says "pipe = file"); before, a file starting with a small grid was read by
# the reader of every shape from its start: more.txt cost 13 records from a
# file and 4 through a pipe, and rows_10.txt's 10th row was read as a region
# map, leaving the 9x9 above it unsolved
t=$(mktemp -d)
for f in more rows_10 rows_8 crlf nul short_rows long_rows letters; do
    { printf '1...\n..3.\n.4..\n...2\n'; cat inputs/bad/$f.txt; } > "$t/after_small_$f.txt"
    sh pipe_file.sh "$t/after_small_$f.txt" solve --format line | head -1
    sh pipe_file.sh "$t/after_small_$f.txt" solve --format line | grep -c '^<stdin>:'
done
rm -rf "$t"
