# A bad directive costs its own record (its line, the comments before it
# echoed with it), never the puzzle under it, which is read with the shape
# in force; through a pipe as from a file (before, a pipe lost the puzzle
# under a bad directive, and a file dropped the comments before it)
sh pipe_file.sh inputs/shapes/bad_directives.txt solve
sh pipe_file.sh inputs/shapes/bad_directives.txt count
# a bad directive after the last puzzle: a record too (before, a pipe said
# nothing of it and exited 0)
sh pipe_file.sh inputs/shapes/bad_directive_at_end.txt solve
sh pipe_file.sh inputs/shapes/bad_directive_at_end.txt count
