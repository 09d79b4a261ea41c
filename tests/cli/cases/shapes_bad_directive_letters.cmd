# A bad directive right above a grid in '# symbols: ABCDEFGHI' letters, and
# after one ('# symbols:' under the bad line): a pipe read the grid as a file
# does (before, the record held under the bad directive skipped the hand-over
# to the board reader: "unexpected character 'C'; a cell is a digit 1-9",
# false under the directive, and the puzzle was lost)
sh pipe_file.sh inputs/shapes/bad_directive_letters.txt count
sh pipe_file.sh inputs/shapes/bad_directive_letters.txt solve
