#!/bin/sh
# Rating speed on the hardest puzzles (issue 24, target 3 and 5): CPU seconds
# a puzzle per SE band on both scales, the ratings' checksum (a speed-up must
# leave it unchanged: compare two builds' runs), and rate -j2 against -j1.
#   tests/rate/speed.sh BUILD_DIR [DATA_DIR [EVERY]]
# Rates every EVERYth (default 1) of DATA_DIR/forum_hardest_1106.txt and of
# every 20th of DATA_DIR/forum_hardest_1905_11plus.txt (DATA_DIR defaults to
# ../shared/data beside the checkout). Per-puzzle CPU time comes from
# rate_calibrate (CLOCK_PROCESS_CPUTIME_ID), banded by our own rating; the
# -j runs give wall-clock times, so say how loaded the machine was (uptime
# is printed). All of forum_hardest is hours of CPU: EVERY=10 is minutes.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:?usage: speed.sh BUILD_DIR [DATA_DIR [EVERY]]}
data=${2:-$here/../../../shared/data}
every=${3:-1}
sudoku=$build/sudoku
calibrate=$build/tests/rate/rate_calibrate
[ -x "$sudoku" ] && [ -x "$calibrate" ] ||
    { echo "speed.sh: build $sudoku and $calibrate first" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

awk -v n="$every" 'NR % n == 1 || n == 1' "$data/forum_hardest_1106.txt" |
    cut -c1-81 > "$tmp/1106"
awk -v n="$((20 * every))" 'NR % n == 1' "$data/forum_hardest_1905_11plus.txt" |
    cut -c1-81 > "$tmp/1905"
uptime
for set in 1106 1905; do
    for scale in classic modern; do
        "$sudoku" rate -j1 --format line --scale $scale "$tmp/$set" > "$tmp/rated"
        echo "== forum_hardest_$set ($(wc -l < "$tmp/$set") puzzles), $scale:" \
            "ratings checksum $(cksum < "$tmp/rated" | cut -d' ' -f1)"
        awk '{ print $1, $2, 0 }' "$tmp/rated" > "$tmp/ref"
        "$calibrate" --scale $scale "$tmp/ref" | grep -E '^\| (SE band|[0-9]+|all)'
    done
    for jobs in 1 2; do
        /usr/bin/time -f "rate -j$jobs: %e s wall, %U s user" \
            "$sudoku" rate -j$jobs --format line "$tmp/$set" > "$tmp/j$jobs" 2>> "$tmp/times"
    done
    cmp -s "$tmp/j1" "$tmp/j2" || echo "speed.sh: -j2 differs from -j1" >&2
    cat "$tmp/times" && rm "$tmp/times"
    uptime
done
