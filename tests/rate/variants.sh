#!/bin/sh
# Agreement with Sudoku Explainer on the 9x9 variants (issue 21): for each
# variant, COUNT puzzles from `sudoku gen --variant V` (fixed seeds, 46 to
# 57 holes; latin 44 to 50), rated
# by `sudoku rate --variant V --scale classic` and by serate with the
# matching switch (-X 1 x, -W 1 windoku, -D 1 dg, -K 1 asterisk, -E 1
# centre-dot, -R 1 girandola, -Q 0 latin, -n 1 anti-knight, -k 1
# anti-king: serate's isAntiKnight and isAntiKing, whose "anti-visible"
# cells lose a placed digit as a house's cells do). Prints a markdown table: exact
# share (same rating to 0.1), mean diff (ours - SE), mean abs diff, and how
# many we could not rate.
#   tests/rate/variants.sh BUILD_DIR [COUNT [CACHE_DIR]]
# serate's ratings are kept in CACHE_DIR (default tests/rate/variants/),
# one file V.serate per variant, "PUZZLE RATING" a line, and reused when
# they hold the same puzzles; without java and a cache the variant is
# skipped. serate runs with --threads=1; SERATE names serate.sh elsewhere.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:?usage: variants.sh BUILD_DIR [COUNT [CACHE_DIR]]}
count=${2:-40}
cache=${3:-$here/variants}
sudoku=$build/sudoku
serate=${SERATE:-$here/../../../shared/anchors/sukaku-explainer/serate.sh}
[ -x "$sudoku" ] || { echo "variants.sh: build $sudoku first" >&2; exit 2; }
mkdir -p "$cache"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "| variant | serate switch | puzzles | exact | mean diff | mean abs diff | not rated |"
echo "|---|---|---:|---:|---:|---:|---:|"
for pair in x:-X1 windoku:-W1 dg:-D1 asterisk:-K1 centre-dot:-E1 girandola:-R1 latin:-Q0 \
    anti-knight:-n1 anti-king:-k1 non-consecutive:-c1; do
    v=${pair%%:*}
    sw=${pair#*:}
    flag=$(printf '%s' "$sw" | cut -c1-2)
    val=$(printf '%s' "$sw" | cut -c3-)
    # a quarter each with 46, 52, 55 and 57 holes, easy to hard (a Latin
    # square, with fewer houses, 44, 46, 48, 50: gen gives up past 50)
    holes_list="46 52 55 57"
    [ "$v" = latin ] && holes_list="44 46 48 50"
    : > "$tmp/$v.txt"
    for holes in $holes_list; do
        "$sudoku" gen --variant "$v" --holes $holes --count $((count / 4)) \
            --seed $((2100 + holes)) --format line 2> /dev/null >> "$tmp/$v.txt" || true
    done
    if ! cut -d' ' -f1 "$cache/$v.serate" 2>/dev/null | cmp -s - "$tmp/$v.txt"; then
        if ! command -v java >/dev/null 2>&1; then
            echo "| $v | $flag $val | - | no java, no cache | | | |"
            continue
        fi
        "$serate" --scale classic --threads=1 --format='%g %r' "$flag" "$val" \
            --input="$tmp/$v.txt" > "$cache/$v.serate"
    fi
    "$sudoku" rate --variant "$v" --scale classic --format line "$tmp/$v.txt" \
        > "$tmp/$v.ours" 2> /dev/null || true
    awk -v v="$v" -v sw="$flag $val" '
        NR == FNR { se[FNR] = $2; n = FNR; next }
        { ours = $2; k = FNR
          if (ours !~ /^[0-9.]+$/) { bad++; next }
          d = ours - se[k]; sum += d; abs += d < 0 ? -d : d; m++
          if (d < 0.05 && d > -0.05) exact++ }
        END { if (m == 0) m = 1
              printf "| %s | %s | %d | %.0f%% | %+.2f | %.2f | %d |\n", v, sw, n,
                     100 * exact / m, sum / m, abs / m, bad }' \
        "$cache/$v.serate" "$tmp/$v.ours"
done
