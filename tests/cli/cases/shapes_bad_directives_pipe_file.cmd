# A bad directive costs its own record (its line, the comments before it
# echoed with it), never the puzzle under it, which is read with the shape
# in force; through a pipe as from a file (before, a pipe lost the puzzle
# under a bad directive, and a file dropped the comments before it)
sh pipe_file.sh inputs/shapes/bad_directives.txt solve
sh pipe_file.sh inputs/shapes/bad_directives.txt count
