#!/bin/sh
# Measures how closely `sudoku rate` follows Sudoku Explainer on both scales:
# the agreement and time tables of tests/rate/README.md.
#   tests/rate/calibrate.sh BUILD_DIR            from the cached SE ratings
#   tests/rate/calibrate.sh BUILD_DIR --refresh  rerate the sample with serate
# BUILD_DIR holds the built project (tests/rate/rate_calibrate in it). The SE
# ratings of tests/rate/samples.txt are cached in tests/rate/serate.txt, so the
# tables come back in seconds; --refresh reruns serate (hours of Java on the
# hardest puzzles) where java is installed, and says it skips it where not.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:?usage: calibrate.sh BUILD_DIR [--refresh]}
calibrate=$build/tests/rate/rate_calibrate
serate=${SERATE:-$here/../../../shared/anchors/sukaku-explainer/serate.sh}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
[ -x "$calibrate" ] || { echo "calibrate.sh: no $calibrate (build the project first)" >&2; exit 2; }

if [ "${2:-}" = --refresh ]; then
    if command -v java >/dev/null 2>&1 && [ -x "$serate" ]; then
        cut -c1-81 "$here/samples.txt" > "$tmp/puzzles"
        for scale in classic modern; do
            "$serate" --scale $scale --format='%r %e' --threads=1 --input="$tmp/puzzles" \
                > "$tmp/$scale"
        done
        {
            echo "# Sudoku Explainer's ratings of tests/rate/samples.txt, cached (serate.sh, --threads=1):"
            echo "# PUZZLE CLASSIC CLASSIC_SECONDS MODERN MODERN_SECONDS SOURCE"
            paste -d' ' "$here/samples.txt" "$tmp/classic" "$tmp/modern" | awk '
                function sec(t,  s) { s = 0
                    if (t ~ /h/) { s += 3600 * t; sub(/^[0-9]+h/, "", t) }
                    if (t ~ /m/) { s += 60 * t; sub(/^[0-9]+m/, "", t) }
                    return s + t }
                { printf "%s %s %.2f %s %.2f %s\n", $1, $3, sec($4), $5, sec($6), $2 }'
        } > "$here/serate.txt"
    else
        echo "calibrate.sh: java or serate not found: skipping serate, using the cached ratings" >&2
    fi
fi

grep -v '^#' "$here/serate.txt" | awk '{ print $1, $2, $3 }' > "$tmp/classic.ref"
grep -v '^#' "$here/serate.txt" | awk '{ print $1, $4, $5 }' > "$tmp/modern.ref"
for scale in classic modern; do
    echo "## $scale scale"
    "$calibrate" --scale $scale "$tmp/$scale.ref" | sed -n '/Spearman/,$p'
    echo
done
