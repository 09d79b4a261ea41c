# Under a shape option a pipe's first lines are read ahead (up to 4 KB, to
# see whether the input holds CSV or JSON fields) and handed to the reader.
# A look-ahead that stops within a line hands over that line's start, and
# the reader reads the line on from the pipe: one line, numbered as a
# file's. Before, the cut made two lines: the bad line after 50 comments
# was named line 52 (the file: 51), and a 4,171-byte line became two bad
# records ("line has 5 cells", "line has 76 cells") where the file gives
# one ("line too long"). The puzzle after each is solved. A file and a
# pipe alike.
sh pipe_file.sh inputs/shapes/long_head.txt solve --box 3x3 -f line
sh pipe_file.sh inputs/shapes/long_first_line.txt solve --box 3x3 -f line
