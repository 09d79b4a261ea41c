#!/bin/sh
# The shapes benchmark: puzzles per second of the generic engine (one process
# over the whole file) against cadical and minisat on the standard encoding
# (one process per puzzle, the whole process timed: parse and solve), and the
# ratio, all measured in this run.
#   run.sh BENCH_SHAPES [COUNT]     COUNT: puzzles per set (default 10)
# Sets: gecode_16.txt (Gecode's 16x16 instances, from janko.at), 16x16
# puzzles dug to minimal by our generator, gecode_25.txt (Gecode's minimal
# 25x25 ones, from Alain Frisch) with a time cap per solver.
set -eu
bench=$1
count=${2:-10}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cap=${SHAPES_BENCH_CAP:-60}

now() { date +%s.%N; }

# rate NAME FILE: prints puzzles/second for ours, cadical, minisat and ratios.
rate() {
    grep -v '^#' "$2" | head -n "$count" >"$tmp/set.txt"
    n=$(wc -l <"$tmp/set.txt")
    t0=$(now)
    if ! timeout "$cap" "$bench" solve "$tmp/set.txt" >/dev/null; then
        echo "$1: ours did not finish $n puzzles within ${cap}s"
        ours=0
    else
        ours=$(echo "$n / ($(now) - $t0)" | bc -l)
    fi
    rm -rf "$tmp/cnf" && mkdir "$tmp/cnf"
    "$bench" cnf "$tmp/set.txt" "$tmp/cnf"
    for solver in cadical minisat; do
        command -v $solver >/dev/null 2>&1 || { eval "$solver=0"; continue; }
        t0=$(now)
        ok=1
        for f in "$tmp"/cnf/*.cnf; do
            if [ $solver = cadical ]; then
                timeout "$cap" cadical -q "$f" >"$tmp/out" || true
            else
                timeout "$cap" minisat "$f" "$tmp/out" >/dev/null 2>&1 || true
            fi
            grep -q 'SAT' "$tmp/out" || ok=0
        done
        if [ $ok = 1 ]; then
            eval "$solver=\$(echo \"$n / ($(now) - $t0)\" | bc -l)"
        else
            eval "$solver=0"
        fi
    done
    best=$(echo "if ($cadical > $minisat) $cadical else $minisat" | bc -l)
    ratio=$(echo "if ($best > 0) $ours / $best else 0" | bc -l)
    printf '%-28s %3d puzzles  ours %9.1f/s  cadical %7.2f/s  minisat %7.2f/s  ratio %6.1fx\n' \
        "$1" "$n" "$ours" "$cadical" "$minisat" "$ratio"
}

"$bench" gen 16 "$count" 1 >"$tmp/min16.txt"
rate "16x16 Gecode (janko.at)" "$here/gecode_16.txt"
rate "16x16 minimal (ours)" "$tmp/min16.txt"
rate "25x25 Gecode (Frisch)" "$here/gecode_25.txt"
echo "(machine load: $(cut -d' ' -f1-3 /proc/loadavg))"
