# A jigsaw written as two grids (its cells, then at once its region map, as
# `gen --variant jigsaw` and `solve --format grid` write it) is the same
# jigsaw through a pipe as from a file: the classic reader meets the cells
# first, a 9x9 grid, and the map's letters under it hand the grid to the
# reader of every shape (the pipe said "no solution", the map dropped as
# text); a grid of digits right under a grid (POJ 2676) stays a grid
t=$(mktemp -d)
$SUDOKU gen --variant jigsaw --seed 4 --count 2 > "$t/gen.txt"
sh pipe_file.sh "$t/gen.txt" count
$SUDOKU solve --format grid ../../puzzles/jigsaw.txt > "$t/grid.txt"
printf '# before\r\n' > "$t/crlf.txt"
sed 's/$/\r/' "$t/grid.txt" >> "$t/crlf.txt"
sh pipe_file.sh "$t/crlf.txt" solve
sh pipe_file.sh "$t/crlf.txt" count --format json
$SUDOKU gen --variant jigsaw --seed 4 | $SUDOKU solve --format line
sh pipe_file.sh ../../puzzles/poj2676.txt count
rm -rf "$t"
