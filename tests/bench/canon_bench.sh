#!/bin/sh
# The canon benchmark: puzzles a CPU second of `sudoku canon` (one thread) on the
# 49,158 17-clue puzzles as published (already in minlex form, which is
# canon's best case), the same shuffled (`sudoku shuffle --seed 1`), top1465
# (20 times over, so the run is long enough to time) and 49,158 full grids
# (the solutions of the 17-clue puzzles: 10,000 took 0.03 s, too short for
# the timer's 0.01 s), beside an anchor
# measured in the same run:
# dobrichev's sudoku-minlexing-tool (patminlex), built here from a copy of its
# repository when one is given, through our driver patminlex_driver.cpp.
# The anchor finds the pattern-minlex form (givens' pattern least first, then
# the labels), a different canonical form of the same classes: the figure is
# of a comparable task, not the same output.
# Usage: canon_bench.sh SUDOKU_BINARY [DATA_DIR [MINLEX_TOOL_GIT_DIR]]
set -eu
sudoku=$1
here=$(cd "$(dirname "$0")" && pwd)
data=${2:-$here/../../../shared/data}
tool=${3:-}
[ -d "$data" ] || { echo "canon_bench: no data directory $data; skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cp "$data/17_clue.txt" "$tmp/17_clue.txt"
"$sudoku" shuffle --seed 1 "$data/17_clue.txt" > "$tmp/17_clue_shuffled.txt"
for k in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
    cat "$data/magictour_top1465.txt"
done > "$tmp/top1465_x20.txt"
"$sudoku" solve --format line "$data/17_clue.txt" > "$tmp/full.txt"

anchor=""
if [ -n "$tool" ] && [ -d "$tool" ] && command -v g++ >/dev/null; then
    mkdir "$tmp/tool"
    if git --git-dir="$tool" archive HEAD | tar -x -C "$tmp/tool" &&
       g++ -O2 -I"$tmp/tool" -o "$tmp/patminlex" "$here/patminlex_driver.cpp" \
           "$tmp/tool/patminlex.cpp" 2>"$tmp/build.log"; then
        anchor="$tmp/patminlex"
    fi
fi

# rate COMMAND FILE: puzzles a second of COMMAND < FILE by CPU time (user +
# system, best of 3 runs), which a loaded machine disturbs less than the clock;
# the timer counts 0.01 s, so a run that short reads as 0.01 s (a floor)
rate() {
    n=$(wc -l < "$2")
    best=""
    for run in 1 2 3; do
        /usr/bin/time -f "%U %S" -o "$tmp/time" sh -c "$1" < "$2" > /dev/null
        best=$(echo "$(cat "$tmp/time") $n $best" | awk '{ t = $1 + $2; if (t < 0.01) t = 0.01
            r = $3 / t; if ($4 != "" && $4 + 0 > r) r = $4 + 0; printf "%.0f", r }')
    done
    echo "$best"
}

echo "| set | puzzles | sudoku canon (puzzles/s) | patminlex anchor (puzzles/s) | canon / anchor |"
echo "|---|---:|---:|---:|---:|"
for set in 17_clue 17_clue_shuffled top1465_x20 full; do
    f=$tmp/$set.txt
    ours=$(rate "'$sudoku' canon -j 1" "$f")
    theirs="not built"
    if [ -n "$anchor" ] && [ "$set" = full ]; then
        head -100 "$f" > "$tmp/full100.txt" # a pattern minlexer ties everywhere on
        theirs="$(rate "'$anchor'" "$tmp/full100.txt") (first 100)" # full grids: slow
    elif [ -n "$anchor" ]; then
        theirs=$(rate "'$anchor'" "$f")
    fi
    ratio=$(echo "$ours $theirs" | awk '$2 ~ /^[0-9]+$/ { printf "%.2f", $1 / $2; exit } { print "-" }')
    echo "| $set | $(wc -l < "$f") | $ours | $theirs | $ratio |"
done
