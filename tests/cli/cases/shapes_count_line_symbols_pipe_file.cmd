# A POJ count line over puzzles where a '# symbols:' directive gives nine
# letters later on: a pipe, whose classic reader hands the rest of the
# input to the reader of every shape at the directive, checks the count as
# a file does (before, the pipe dropped the check: no message, exit 0,
# while the file said the count was wrong and exited 1); a right count,
# right over the directive, says nothing
sh pipe_file.sh inputs/shapes/count_line_symbols_wrong.txt count
sh pipe_file.sh inputs/shapes/count_line_symbols_wrong.txt solve
sh pipe_file.sh inputs/shapes/count_line_symbols_right.txt count
sh pipe_file.sh inputs/shapes/count_line_symbols_right.txt solve
