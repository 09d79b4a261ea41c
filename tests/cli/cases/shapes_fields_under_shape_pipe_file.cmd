# CSV and JSON input under a shape option, or in a file whose first 4 KB
# hold a directive, are read as fields with the shape in force applied,
# from a file as through a pipe (before, a file with a directive over a CSV
# said "line has 101 cells; a puzzle is 16, 36, ..." of the row while the
# pipe read it; under --box both said "line has 55 cells; a 6x6 puzzle is
# 36 cells ..."; a JSON object was "no puzzle found"):
# - '# variant: x' over gen's CSV of an X sudoku; '# box: 3x2' over a 6x6
#   CSV without a box column (its puzzle has no solution in 2x3 boxes);
sh pipe_file.sh inputs/shapes/fields_variant_directive.csv solve -f json
sh pipe_file.sh inputs/shapes/fields_box_directive.csv solve -f json
# - --box 3x2 over the same CSV, --box 2x3 over a JSON object, --variant x
#   over a classic CSV (no solution as an X sudoku);
sh pipe_file.sh inputs/shapes/fields_6x6_no_box.csv solve --box 3x2 -f json
sh pipe_file.sh inputs/shapes/fields_6x6.json solve --box 2x3 -f json
sh pipe_file.sh inputs/shapes/fields_9x9.csv count --variant x
# - fields that disagree with the shape in force are a bad record naming
#   both: a 9x9 row under --box 2x3, a 6x6 row under --box 3x3, a box field
#   of 2x3 under --box 3x2;
sh pipe_file.sh inputs/shapes/fields_9x9.csv count --box 2x3
sh pipe_file.sh inputs/shapes/fields_6x6_box.csv count --box 3x3
sh pipe_file.sh inputs/shapes/fields_6x6_box.csv count --box 3x2
# - a CSV after a grid, in an input read as grids and lines from its start
#   (a shape option): the row's message says it holds fields, not cells
sh pipe_file.sh inputs/shapes/fields_after_grid.txt count --box 4x4
