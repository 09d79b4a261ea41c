# Symbols in force of another count than a puzzle's (nine, from
# '# symbols: 123456789', over a 16x16 or a 4x4) make the puzzle one bad
# record, a grid's rows with it, its message naming the first character
# not in force and what the symbols are; the 9x9 after them is read.
# Before, each row of the drawn or spaced 16x16 was a bad record of its own
# ("line has 16 cells; a puzzle is 16, 36, ..."), the 16x16 in digits only
# was solved writing NUL bytes, and the 4x4 was read. Without a directive,
# a 16x16 grid whose first row has a 'Z' is one bad record too (before:
# that row, then "grid ended after 15 rows"), and the line after it is read.
# A file and a pipe alike.
sh pipe_file.sh inputs/shapes/symbols_other_size.txt solve
sh pipe_file.sh inputs/shapes/symbols_other_size.txt count
sh pipe_file.sh inputs/shapes/bad_symbol_grid.txt count
