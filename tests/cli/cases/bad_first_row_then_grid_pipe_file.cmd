# A grid whose first row holds a bad character ('Q'), right over another
# grid with no blank line between: the first grid is one bad record and the
# second is read and solved. fb30d93 took the bad row for a line of its own
# over a grid: the first grid's rows 2-9 with the second's first row made a
# grid that was never in the file, and the second grid was cut short (3
# records for 2 puzzles). Spaced and unspaced; a file and a pipe alike.
for f in bad_first_row_then_grid bad_first_row_then_grid_unspaced; do
    sh pipe_file.sh inputs/bad/$f.txt solve -f line
done
