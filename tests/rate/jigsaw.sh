#!/bin/sh
# Jigsaw ratings (issue 21), which no outside rater checks (serate has no
# jigsaw switch): the two checks that stand in for one, on each scale.
#   boxes:  the 248 puzzles of tests/rate/samples.txt but the 17 of the
#           forum's hardest lists (SE 10-11, the slowest to rate) rated
#           as a jigsaw whose regions are the 3x3 boxes must rate exactly as
#           the classic puzzle (`rate --format line`: score, level, hardest
#           step, steps and each technique's count)
#   steps:  COUNT puzzles of `sudoku gen --variant jigsaw --holes 60` (random
#           maps, seed 4200) explained, every step checked by
#           tests/cli/records.py against the solution its own solver finds
#           under the puzzle's regions
# Prints one line a check and scale: how many, how many differ or fail.
#   tests/rate/jigsaw.sh BUILD_DIR [COUNT]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:?usage: jigsaw.sh BUILD_DIR [COUNT]}
count=${2:-20}
sudoku=$build/sudoku
[ -x "$sudoku" ] || { echo "jigsaw.sh: build $sudoku first" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
boxes=AAABBBCCCAAABBBCCCAAABBBCCCDDDEEEFFFDDDEEEFFFDDDEEEFFFGGGHHHIIIGGGHHHIIIGGGHHHIII

grep -v -e '^#' -e hardest "$here/samples.txt" | cut -c1-81 >"$tmp/classic"
sed "s/\$/ $boxes/" "$tmp/classic" >"$tmp/jigsaw"
"$sudoku" gen --variant jigsaw --holes 60 --seed 4200 --count "$count" --format line \
    >"$tmp/dug"
for scale in classic modern; do
    "$sudoku" rate --scale $scale --format line "$tmp/classic" | cut -d' ' -f2- >"$tmp/classic.out"
    "$sudoku" rate --scale $scale --format line "$tmp/jigsaw" | cut -d' ' -f2- >"$tmp/jigsaw.out"
    n=$(wc -l <"$tmp/classic.out")
    differ=$(paste -d'|' "$tmp/classic.out" "$tmp/jigsaw.out" | awk -F'|' '$1 != $2' | wc -l)
    echo "boxes, $scale: $n puzzles of samples.txt rated as a jigsaw of the 3x3 boxes, $differ differ from the classic rating"

    "$sudoku" explain --scale $scale --format json "$tmp/dug" >"$tmp/explain.json"
    steps=$(python3 -c 'import json,sys; print(sum(len(json.loads(l)["steps"]) for l in sys.stdin))' \
        <"$tmp/explain.json")
    if (cd "$here/../cli" && python3 records.py json <"$tmp/explain.json" >"$tmp/records"); then
        failed=0
    else
        failed=1
        tail -1 "$tmp/records" >&2
    fi
    echo "steps, $scale: $count jigsaw puzzles of 60 holes, $steps steps explained, $failed records.py failures"
    echo "  hardest: $(python3 -c 'import json,sys
from collections import Counter
c = Counter(json.loads(l)["rating_hardest"] for l in sys.stdin)
print(", ".join("%s %d" % kv for kv in sorted(c.items(), key=lambda kv: -kv[1])))' <"$tmp/explain.json")"
done
