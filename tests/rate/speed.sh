#!/bin/sh
# Rating speed on the hardest puzzles (issue 24, targets 3 and 5): the mean
# CPU seconds a puzzle on both scales, overall and by our rating's band, a
# checksum of the ratings (a speed-up must leave it unchanged: compare two
# builds' runs), and rate -j2 against -j1 (left out with --no-jobs).
#   tests/rate/speed.sh [--no-jobs] BUILD_DIR [DATA_DIR [EVERY]]
# Rates every EVERYth (default 1) of DATA_DIR/forum_hardest_1106.txt and of
# every 20th of DATA_DIR/forum_hardest_1905_11plus.txt (DATA_DIR defaults to
# ../shared/data beside the checkout). Per-puzzle CPU time comes from
# rate_calibrate --dump (CLOCK_PROCESS_CPUTIME_ID, one thread); the -j runs
# give wall-clock times, so say how loaded the machine was (uptime is
# printed). The whole target set is hours of CPU: EVERY=10 is about half an
# hour, EVERY=25 ten minutes.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
jobs=1
[ "${1:-}" = --no-jobs ] && { jobs=0; shift; }
build=${1:?usage: speed.sh [--no-jobs] BUILD_DIR [DATA_DIR [EVERY]]}
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
        "$calibrate" --dump --scale $scale "$tmp/$set" | grep '^- ' > "$tmp/rated"
        # fields: - RATING CPU_MS HARDEST... PUZZLE
        echo "== forum_hardest_$set, every ${every}th$([ $set = 1905 ] && echo ' of every 20th'), $scale:" \
            "ratings checksum $(awk '{ $3 = ""; print }' "$tmp/rated" | cksum | cut -d' ' -f1)"
        awk '{ n++; s += $3; b = int($2); bn[b]++; bs[b] += $3; if ($3 > max) max = $3 }
            END { printf "  %d puzzles, CPU %.3f s a puzzle (max %.3f s)", n, s / n / 1e3, max / 1e3
                  for (b = 0; b < 13; b++) if (bn[b]) printf "; rated %d.x: %d, %.3f s", b, bn[b], bs[b] / bn[b] / 1e3
                  printf "\n" }' "$tmp/rated"
    done
    [ $jobs = 1 ] || continue
    for j in 1 2; do
        /usr/bin/time -f "rate -j$j: %e s wall, %U s user" \
            "$sudoku" rate -j$j --format line "$tmp/$set" > "$tmp/j$j" 2>> "$tmp/times"
    done
    cmp -s "$tmp/j1" "$tmp/j2" || echo "speed.sh: -j2 differs from -j1" >&2
    cat "$tmp/times" && rm "$tmp/times"
    uptime
done
