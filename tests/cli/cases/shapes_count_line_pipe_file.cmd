# A POJ count line over puzzles the reader of every shape reads (a
# directive in the file's first 4 KB) is checked at the end as the classic
# reader checks it through a pipe: a wrong count is a message and exit 1
# (before, the file ignored it and exited 0), a right one says nothing; the
# lines after the last puzzle are copied once
sh pipe_file.sh inputs/shapes/count_line_wrong.txt count
sh pipe_file.sh inputs/shapes/count_line_wrong.txt solve
sh pipe_file.sh inputs/shapes/count_line_right.txt solve
