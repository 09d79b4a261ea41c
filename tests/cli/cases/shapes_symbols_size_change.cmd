# '# shape:' or '# box:' giving another size drops the symbols of the old
# size: the 6x6 under '# symbols: ABCDEFGHI' then '# shape: 6x6' is read in
# 1-6, and the 9x9 after '# box: 3x3' in 1-9 (before, the nine letters
# stayed: "a 6x6 cell is one of ABCDEFGHI"); from a file as through a pipe
sh pipe_file.sh inputs/shapes/symbols_size_change.txt solve
sh pipe_file.sh inputs/shapes/symbols_size_change.txt count
