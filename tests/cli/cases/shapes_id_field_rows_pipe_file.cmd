# Under a shape option the board reader reads no fields, and says so for
# each row that holds them: a row whose id starts with a letter ("a,"
# then the cells, or quoted and ';'-separated) was taken for a title and
# its puzzle dropped without a word (exit 0). Now it is one bad record
# like "1,<cells>"; the header and a title with a comma stay titles, and
# the puzzles around are solved. A file and a pipe alike.
sh pipe_file.sh inputs/shapes/id_field_rows.txt solve --box 3x3 -f line
