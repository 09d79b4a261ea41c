#!/bin/sh
# What `sudoku dedupe` finds in the public puzzle sets of ../shared/data:
# records read, distinct puzzles (minlex forms) and repeats, one Markdown
# table row a set (the README's table under "Collections" comes from here).
# Usage: canon_sets.sh SUDOKU_BINARY [DATA_DIR]
set -eu
sudoku=$1
data=${2:-$(dirname "$0")/../../../shared/data}
[ -d "$data" ] || { echo "canon_sets: no data directory $data; skipped"; exit 77; }
echo "| set | puzzles | distinct | repeats |"
echo "|---|---:|---:|---:|"
for f in "$data"/*.txt; do
    records=$("$sudoku" canon -j 2 "$f" 2>/dev/null | grep -vc '^invalid$' || true)
    distinct=$("$sudoku" dedupe --count -j 2 "$f" 2>/dev/null | wc -l)
    echo "| $(basename "$f") | $records | $distinct | $((records - distinct)) |"
done
