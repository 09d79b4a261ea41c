# solve's answers keep the layout the puzzle came in, drawn with its
# borders and '|' and spaced, in its symbols: a 16x16, 6x6 (its '-' blanks
# kept where a bad record is echoed), a jigsaw with its map under the
# bottom border, a 9x9 in '# symbols:' letters (before, each was written as
# a plain grid of symbols under the copied top border, its other borders
# dropped); a 9x9 under '# variant: x', read from a pipe by the classic
# reader, alike; pipe = file
sh pipe_file.sh inputs/shapes/boxed_answers.txt solve
sh pipe_file.sh inputs/shapes/boxed_x.txt solve
