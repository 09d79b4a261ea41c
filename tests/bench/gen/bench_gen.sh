#!/bin/sh
# bench_gen.sh - generator throughput against QQwing at equal clue count.
# Usage: sh tests/bench/gen/bench_gen.sh [BUILD_DIR] [PUZZLES]
# Builds bench_gen in BUILD_DIR (default build), times `sudoku_generate` for
# 30, 45, 55, 56 and 60 holes (PUZZLES each, default 2000; a tenth for 60), then
# times `qqwing --generate` in the same run when it is installed.
#
# QQwing cannot be asked for a clue count: it digs until minimal (about 22-29
# givens). Its rate "at h holes" is the rate of its puzzles with at least h
# holes, since any of them gives an h-hole unique puzzle by putting clues
# back from its solution. A count it never reached in the sample shows as
# "< 1 per T s".
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-build}
n=${2:-2000}
bench="$build/tests/bench/gen/bench_gen"
cmake --build "$build" --target bench_gen >/dev/null 2>&1 || true
if [ ! -x "$bench" ]; then
    # Not wired into the build: compile it against the built library.
    cmake --build "$build" --target sudoku >/dev/null
    bench="$build/bench_gen"
    ${CC:-cc} -O2 -std=c11 -I"$here/../../../include" "$here/bench_gen.c" \
        "$build/libsudoku.a" -o "$bench"
fi

ours=$(mktemp)
trap 'rm -f "$ours" "$ours.qq"' EXIT
"$bench" -n "$n" 30 45 55 56 >"$ours"
"$bench" -n $((n / 10)) 60 >>"$ours"
cat "$ours"

if ! command -v qqwing >/dev/null 2>&1; then
    echo "qqwing not installed (apt-get install qqwing): no comparison"
    exit 0
fi
qn=$n
t0=$(date +%s.%N)
qqwing --generate "$qn" --one-line >"$ours.qq"
t1=$(date +%s.%N)
t=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')
echo "qqwing: $qn puzzles in $t s"
awk -v t="$t" '
    FNR == NR { if ($1 == "holes") rate[$2 + 0] = $8; next }
    { h = gsub(/\./, "."); for (k = 0; k <= h; k++) atleast[k]++ }
    END {
        printf "%6s %14s %16s %10s\n", "holes", "ours/s", "qqwing/s", "ratio"
        n = split("30 45 55 56 60", hs, " ")
        for (i = 1; i <= n; i++) {
            h = hs[i]; q = atleast[h] / t
            if (atleast[h] > 0)
                printf "%6d %14.0f %16.1f %9.0fx\n", h, rate[h], q, rate[h] / q
            else
                printf "%6d %14.0f %16s %9s\n", h, rate[h], "<" sprintf("%.2f", 1 / t), ">" sprintf("%.0f", rate[h] * t) "x"
        }
    }' "$ours" "$ours.qq"
