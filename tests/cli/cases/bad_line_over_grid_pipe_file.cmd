# A bad line of nine cells right over a grid, spaced or over a bordered
# grid: the line alone is a bad record and the grid under it is read (the
# run of good rows after the line is a whole grid). Before, the line was
# taken for the grid's first row: the grid cost two bad records. The line and
# JSON outputs give one record each; a file and a pipe alike.
for f in line json; do
    sh pipe_file.sh inputs/bad/bad_line_over_grid.txt solve -f $f
done
