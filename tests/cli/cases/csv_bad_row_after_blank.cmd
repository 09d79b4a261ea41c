# A CSV with a blank line after its first row: a bad row right after the
# gap (the header's fields, a puzzle field of 5 cells) is a bad record
# naming its field, in every format; before, it was read as text and its
# puzzle lost without a word (exit 0). Prose with a comma after a gap
# stays text; a row after it is read. A file and a pipe alike.
for f in line json; do
    sh pipe_file.sh inputs/csv/bad_row_after_blank.csv solve -f $f
done
sh pipe_file.sh inputs/csv/bad_row_after_blank.csv count
sh pipe_file.sh inputs/csv/bad_row_after_blank.csv solve --box 3x3 -f line
