# 9x9 grids, drawn grids and a solved line in '# symbols: ABCDEFGHI'
# letters (gen and solve write these), then digits again after '# symbols:
# 123456789': read alike from a file and through a pipe (before, a pipe
# refused the grids, "unexpected character 'C'; a cell is a digit 1-9",
# and took the 81 letters for the next record's title)
sh pipe_file.sh inputs/shapes/symbols_nine_letters.txt count
sh pipe_file.sh inputs/shapes/symbols_nine_letters.txt solve
