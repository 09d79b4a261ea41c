# A bad directive right under a bad line of nine cells (a grid's first row,
# as the reader first takes it) is a record of its own, after the line's:
# the line keeps its message, the directive has its own at its line, and
# the puzzle under them is read. Two bad directives under a bad line are
# two records. Before, the directive's record took the line's, and the
# line's message was lost. A file and a pipe alike, in line and JSON.
for f in line json; do
    sh pipe_file.sh inputs/bad/bad_directive_under_bad_line.txt solve -f $f
done
