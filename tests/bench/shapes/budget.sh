#!/bin/sh
# The hard 25x25 set at a fixed CPU budget: each puzzle of FILE alone, in a
# process of its own capped at BUDGET CPU seconds (ulimit -t), for the
# generic engine (bench_shapes solve), cadical and minisat (on the standard
# encoding, bench_shapes cnf); a line a puzzle with each one's user CPU
# seconds ("-" past the budget), then how many each solved within it and
# their total CPU (a capped puzzle counts BUDGET). CPU time, not wall: the
# load on a shared machine stretches it less, but run the figures you
# compare in the same minutes.
#   budget.sh BENCH_SHAPES [BUDGET [FILE [SOLVERS]]]
# BUDGET: seconds (default 10); FILE: default gecode_25.txt; SOLVERS: any
# of "ours cadical minisat" (default all three).
set -eu
bench=$1
budget=${2:-10}
here=$(cd "$(dirname "$0")" && pwd)
file=${3:-$here/gecode_25.txt}
solvers=${4:-ours cadical minisat}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

grep -v '^#' "$file" >"$tmp/set.txt"
n=$(wc -l <"$tmp/set.txt")
mkdir "$tmp/cnf"
"$bench" cnf "$tmp/set.txt" "$tmp/cnf"

# run SOLVER INDEX: prints its user CPU seconds, or "-" past the budget
run() {
    who=$1 i=$2
    case $who in
    ours)
        sed -n "${i}p" "$tmp/set.txt" >"$tmp/one.txt"
        set -- "$bench" solve "$tmp/one.txt" ;;
    cadical) set -- cadical -q "$tmp/cnf/$(printf %03d $((i - 1))).cnf" ;;
    minisat) set -- minisat "$tmp/cnf/$(printf %03d $((i - 1))).cnf" "$tmp/out" ;;
    esac
    rm -f "$tmp/out"
    rc=0
    /usr/bin/time -f %U -o "$tmp/time" sh -c 'ulimit -t "$0"; exec "$@"' \
        "$budget" "$@" >"$tmp/stdout" 2>/dev/null || rc=$?
    # solved: ours exits 0 with its answer checked; cadical prints "s
    # SATISFIABLE" (exit 10), minisat writes SAT to its result file
    if { [ "$who" = ours ] && [ $rc = 0 ]; } ||
        grep -q '^s SATISFIABLE' "$tmp/stdout" 2>/dev/null ||
        grep -q '^SAT' "$tmp/out" 2>/dev/null; then
        tail -n 1 "$tmp/time"
    else
        echo -
    fi
}

printf '%-6s' puzzle
for s in $solvers; do printf ' %9s' "$s"; done
echo
totals=
for i in $(seq 1 "$n"); do
    printf '%-6s' "$i"
    for s in $solvers; do
        t=$(run "$s" "$i")
        printf ' %9s' "$t"
        totals="$totals $s:$t"
    done
    echo
done
for s in $solvers; do
    echo "$totals" | tr ' ' '\n' | awk -F: -v s="$s" -v b="$budget" '
        $1 == s { n++; if ($2 == "-") t += b; else { ok++; t += $2 } }
        END { printf "%-8s solved %d of %d within %s s each, CPU %.1f s in all\n", s, ok, n, b, t }'
done
echo "(machine load: $(cut -d' ' -f1-3 /proc/loadavg))"
