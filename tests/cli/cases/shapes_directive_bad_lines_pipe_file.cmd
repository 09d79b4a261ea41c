# Bad lines under a directive ("# variant: x"), read from a file and from a
# pipe: a file was read by the board reader, which took "Z00000000" for the
# puzzle's title and said "line has 9 cells" of "12345678Z", while a pipe
# (the classic reader, the directive applied as it passes) said each was a
# bad character, its own record. Now a file is read as a pipe is. A line of
# 81 letters is a title either way (as with no directive), not an error.
sh pipe_file.sh inputs/shapes/directive_bad_lines.txt solve -f json
sh pipe_file.sh inputs/shapes/directive_bad_lines.txt solve -f line
