# The comment, blank and title lines before a one-line puzzle of any size
# are copied before its answer, through a pipe as from a file (pipe_file.sh
# says "pipe = file"), as they are for a classic 9x9 and a small grid.
# Before, a 16x16 or 6x6 line lost them from a file and a pipe alike, and a
# jigsaw line (its map after it) lost them through a pipe only.
t=$(mktemp -d)
for shape in "--box 2x2" "--box 2x3" "--box 4x4 --holes 100" "--box 5x5 --holes 300" \
             "--variant jigsaw"; do
    $SUDOKU gen --seed 8 $shape --format line > "$t/p.txt"
    { printf '# a comment\n\n%% a title\n'; cat "$t/p.txt";
      printf '# the second\n'; cat "$t/p.txt"; printf '# the end\n'; } > "$t/in.txt"
    echo "== $shape"
    sh pipe_file.sh "$t/in.txt" solve
done
rm -rf "$t"
