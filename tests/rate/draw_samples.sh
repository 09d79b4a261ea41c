#!/bin/sh
# Draws the calibration sample (tests/rate/samples.txt): puzzles from every
# SE band 1..11, one "PUZZLE81 SOURCE" a line. Deterministic: rerunning it
# with the same data and the same sudoku gives the same file.
#   tests/rate/draw_samples.sh SUDOKU DATA_DIR > tests/rate/samples.txt
# SUDOKU is the built command (for generated puzzles: the easy bands), DATA_DIR
# the benchmark sets (../shared/data).
set -eu
sudoku=$1
data=$2
# Bands 1-3: generated puzzles, few to many holes.
for holes in 36 42 48 52 56; do
    "$sudoku" gen --holes "$holes" --count 8 --seed "$holes" --format line |
        sed "s/\$/ gen-$holes/"
done
# Bands 2-9: the Sudoku Exchange bank (modern SE ratings 2.5-9.3): the 1st,
# 101st and 201st puzzle of every rating value.
awk '{ n[$2]++ } n[$2] % 100 == 1 { print $1, "exchange-" $2 }' "$data/rated/sudoku_exchange_se.txt"
# Bands 7-11: the benchmark sets of hard puzzles, evenly spaced.
awk 'NR % 5 == 1 { print $1, "top95" }' "$data/norvig_top95.txt"
awk 'NR % 40 == 1 { print $1, "top1465" }' "$data/magictour_top1465.txt"
awk 'NR % 40 == 1 { print $1, "hardest1106" }' "$data/forum_hardest_1106.txt"
awk 'NR % 8000 == 1 { print $1, "hardest1905" }' "$data/forum_hardest_1905_11plus.txt"
