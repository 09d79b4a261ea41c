# A bad line of N cells right over an N x N grid is a bad record of its
# own, and the grid under it is read: spaced or not, 9x9 (the classic
# reader), 6x6 and 16x16 (the reader of every shape), from a file and
# through a pipe alike. Before, a spaced line (and, in the classic reader,
# an unspaced one too) was taken for the grid's first row: the line and
# N-1 rows were one bad record, and the last row a second ("grid has 1
# row", "line has 9 cells"), the grid lost. Nine rows and one more tell it
# from a grid whose first row is bad, which stays one record.
sh pipe_file.sh inputs/bad/line_over_grid.txt solve -f line
sh pipe_file.sh inputs/bad/line_over_grid.txt count -f json
sh pipe_file.sh inputs/bad/line_over_grid_16.txt solve
