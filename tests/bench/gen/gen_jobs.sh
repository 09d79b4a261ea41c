#!/bin/sh
# gen_jobs.sh - how `sudoku gen -j2` scales against `-j1` (issue 24 asks
# at least 1.8x on 2 cores).
# Usage: sh tests/bench/gen/gen_jobs.sh [SUDOKU] [PUZZLES] [ROUNDS] [HOLES]
# (defaults: build/sudoku, 20000, 5, 56).
#
# Runs `SUDOKU gen -n HOLES -c PUZZLES -s R` with -j1 and -j2 in turn, ROUNDS
# times, and prints each pair's wall-clock seconds, the median of each and
# the ratio of the medians (-j1 / -j2: above 1, -j2 is faster). The two
# outputs are checked to be the same. The figure means something only on an
# otherwise idle machine with two free cores: on a loaded one the second
# thread waits for a core (the CPU time of both runs is printed too, user +
# system, to show it: equal CPU and equal wall means no second core was
# free).
set -eu
sudoku=${1:-build/sudoku}
n=${2:-20000}
rounds=${3:-5}
holes=${4:-56}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Prints "WALL CPU" (seconds) of one run of gen with -jJ, seed S; output to FILE.
timed() {
    j=$1 s=$2 out=$3
    t0=$(date +%s.%N)
    # times's second line: the children's user and system time so far
    ( "$sudoku" gen -n "$holes" -c "$n" -s "$s" -j "$j" >"$out"; times ) >"$tmp/times"
    t1=$(date +%s.%N)
    # the output file got the puzzles; $tmp/times got times' two lines
    awk -v a="$t0" -v b="$t1" 'NR == 2 {
        split($1, u, "m"); split($2, s, "m")
        cpu = u[1] * 60 + u[2] + s[1] * 60 + s[2]
        printf "%.3f %.3f\n", b - a, cpu }' "$tmp/times"
}

: >"$tmp/pairs"
r=1
while [ "$r" -le "$rounds" ]; do
    one=$(timed 1 "$r" "$tmp/one")
    two=$(timed 2 "$r" "$tmp/two")
    if ! cmp -s "$tmp/one" "$tmp/two"; then
        echo "gen_jobs: -j1 and -j2 output differ (seed $r)" >&2
        exit 1
    fi
    echo "round $r: -j1 wall/cpu $one s, -j2 wall/cpu $two s"
    echo "$one $two" >>"$tmp/pairs"
    r=$((r + 1))
done
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
m1=$(awk '{ print $1 }' "$tmp/pairs" | median)
m2=$(awk '{ print $3 }' "$tmp/pairs" | median)
awk -v a="$m1" -v b="$m2" -v n="$n" -v h="$holes" 'BEGIN {
    printf "gen -n %d -c %d: median wall -j1 %.3f s, -j2 %.3f s, -j2 speed-up %.2fx\n",
        h, n, a, b, a / b }'
