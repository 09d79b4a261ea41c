# A classic reader's record of a directive's shape (every record through a
# pipe: '# variant: x' and the rest) keeps the comment and directive lines
# before it in solve's answers, as a file read by the board reader does, so
# the pipe's answers read back as the same variants (reviewer: they were
# dropped, and read back as classic puzzles, one a clash)
sh pipe_file.sh inputs/shapes/variants.txt solve
sh pipe_file.sh inputs/shapes/variants.txt solve --format line
cat inputs/shapes/variants.txt | $SUDOKU solve | $SUDOKU count | tr '\n' ' '; echo
