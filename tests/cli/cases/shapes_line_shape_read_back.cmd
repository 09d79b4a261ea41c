# What --format line writes reads back as the puzzles it came from (issue
# 21): each command's line output of a file that changes shape mid-file,
# read again by count --format json, gives the input's sizes, boxes,
# variants and jigsaw maps (rate, hint and explain refuse what is not 9x9).
t=$(mktemp -d)
for cmd in solve count rate hint explain; do
    echo "== $cmd"
    $SUDOKU $cmd --format line inputs/shapes/csv_shape_changes.txt 2>/dev/null |
        $SUDOKU count --format json 2>/dev/null > "$t/back.json"
    python3 -c '
import json, sys
for line in open(sys.argv[1]):
    r = json.loads(line)
    if r["status"] == "ok":
        print(r["puzzle"][:12], r.get("size", "-"), r.get("box", "-"),
              r.get("variants", "-"), r.get("regions", "-")[:12])' "$t/back.json"
done
rm -rf "$t"
