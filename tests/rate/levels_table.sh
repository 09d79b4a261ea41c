#!/bin/sh
# Regenerates the README's "Levels across the data sets" table from the
# current build: each set of the shared data rated on the classic scale by
# tests/rate/rate_calibrate (CPU time per puzzle, so a busy machine slows
# the wall clock, not the figures), then one markdown row a set and a line
# naming the scale, the build and the machine. Skips (77) without the data.
# Usage: levels_table.sh RATE_CALIBRATE [DATA_DIR]   (default ../shared/data
# beside the source tree). Paste its output under the README's heading.
# The two forum sets are sampled (every 5th of the 1106, every 500th of the
# 1905 SE 11+ list: seconds of CPU a puzzle each, a quarter of an hour
# together); LEVELS_QUICK=1 leaves them out.
set -eu
calibrate=$1
here=$(cd "$(dirname "$0")" && pwd)
data=${2:-$here/../../../shared/data}
[ -f "$data/magictour_top1465.txt" ] || { echo "no data in $data: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The sets: NAME|FILE, made from the data (every Nth line where it is big).
awk '$2 >= 2.5 && $2 <= 3.4 { print $1 }' "$data/rated/sudoku_exchange_se.txt" >"$tmp/newspaper"
awk 'NR % 50 == 1' "$data/17_clue.txt" >"$tmp/17clue"
awk '{ print $1 }' "$data/rated/sudoku_exchange_se.txt" >"$tmp/exchange"
awk 'NR % 5 == 1' "$data/forum_hardest_1106.txt" >"$tmp/1106"
awk 'NR % 500 == 1' "$data/forum_hardest_1905_11plus.txt" >"$tmp/1905"
cat >"$tmp/sets" <<SETS
Sudoku Exchange, SE 2.5-3.4 ("newspaper")|$tmp/newspaper
17-clue (every 50th of $(wc -l <"$data/17_clue.txt" | awk '{ printf "%d,%03d", $1 / 1000, $1 % 1000 }'))|$tmp/17clue
Sudoku Exchange, all (SE 2.5-9.3)|$tmp/exchange
Norvig top95|$data/norvig_top95.txt
magictour top1465|$data/magictour_top1465.txt
forum hardest 1106 (every 5th)|$tmp/1106
forum hardest 1905, SE 11+ (every 500th)|$tmp/1905
SETS
[ "${LEVELS_QUICK:-0}" = 1 ] && sed -i '/^forum hardest/d' "$tmp/sets"

echo "| set | puzzles | mean score | easy | medium | hard | expert | extreme | CPU per puzzle (mean / max) |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---|"
while IFS='|' read -r name file; do
    "$calibrate" "$file" >"$tmp/out"
    # "FILE: 95 rated, 0 not rated, mean score 6.20, 27.351 ms/puzzle (max 255.2 ms)"
    # "  levels: easy 0.0% medium 28.4% hard 8.4% expert 38.9% extreme 24.2%"
    awk -v name="$name" '
        function pct(p) { sub(/\.0%$/, "%", p); return p }
        function ms(x) { return x < 1 ? sprintf("%.2f ms", x) : x < 10 ? sprintf("%.1f ms", x) : sprintf("%.0f ms", x) }
        function thousands(n) { return n >= 1000 ? sprintf("%d,%03d", n / 1000, n % 1000) : n }
        /ms\/puzzle/ {
            n = $2; mean = $9; sub(/,$/, "", mean); t = $10; max = $13
        }
        /^  levels:/ { e = $3; m = $5; h = $7; x = $9; z = $11 }
        END {
            printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s / %s |\n", name, thousands(n), mean,
                pct(e), pct(m), pct(h), pct(x), pct(z), ms(t), ms(max)
        }' "$tmp/out"
done <"$tmp/sets"
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)
echo
echo "Classic scale; $(basename "$calibrate") from $(cd "$here/../.." && git describe --always --dirty 2>/dev/null || echo "this tree"),"
echo "one core, CPU time; ${cpu:-an unknown CPU} ($(uname -m), $(nproc 2>/dev/null || echo '?') processors, load $(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo '?') at the run)."
