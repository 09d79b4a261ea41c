# qqwing's "2 puzzles generated in 0.009344 seconds." is a title (a number,
# then words) that names the puzzle after it from a file as through a pipe:
# the reader of every shape, which reads a file holding a small grid, took
# it for text (a title there started with a letter, '%' or '['), so the
# json name of the next puzzle differed. The input is two runs of qqwing
# --one-line --timer and one --compact run after a 4x4 (qqwing 1.3.4).
sh pipe_file.sh inputs/shapes/qqwing_after_small.txt solve --format json
sh pipe_file.sh inputs/shapes/qqwing_after_small.txt solve
# the same title before a 4x4 names it, both ways
t=$(mktemp -d)
printf '2 puzzles generated in 0.01 seconds.\n1...\n.2..\n..3.\n...4\n' > "$t/before.txt"
sh pipe_file.sh "$t/before.txt" solve --format json
rm -rf "$t"
