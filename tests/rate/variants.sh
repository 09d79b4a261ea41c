#!/bin/sh
# Agreement with Sudoku Explainer on the 9x9 variants (issue 21), two sets a
# variant, each rated by `sudoku rate --variant V --scale classic` and by
# serate with the matching switch (-X 1 x, -W 1 windoku, -D 1 dg, -K 1
# asterisk, -E 1 centre-dot, -R 1 girandola, -Q 0 latin, -n 1 anti-knight,
# -k 1 anti-king, -c 1 non-consecutive: serate's isAntiKnight and
# isAntiKing, whose "anti-visible" cells lose a placed digit as a house's
# cells do, and its non-consecutive rule):
#   dug:     COUNT puzzles from `sudoku gen --variant V` (fixed seeds, 46 to
#            57 holes; latin 44 to 50), mostly easy
#   minimal: 30 from `sudoku gen --variant V --minimal --seed 4100`, mostly
#            SE 4-9.5 (wings, unique loops, aligned exclusion, chains), for
#            the variants with extra houses (serate took 45 minutes for 3
#            anti-knight ones: the others are left out)
#   minimal sample: the first 5 minimal ones of latin, anti-king and
#            anti-knight, 2 of non-consecutive (same seed; at most SAMPLE), each rated alone by
#            serate and by us and stopped after LIMIT (420) seconds: serate
#            takes minutes a puzzle on the constraint variants
#   hard:    the puzzles of CACHE_DIR/V.hard.txt, those of a set of minimal
#            ones (the file says which) that need SE's dynamic forcing
#            chains (+) or nested forcing chains (SE 9.0 and up)
#   modern:  the dug puzzles again on the modern scale (serate --scale
#            modern with the switch), and 40 non-consecutive ones dug to 60-66
#            holes, whose steps take SE's non-consecutive forcing cell and
#            locked non-consecutive (modern set only)
# Prints a markdown table a set: exact share (same rating to 0.1), mean diff
# (ours - SE) and mean abs diff over the puzzles we rate, how many we could
# not rate, and the puzzles SE rates 4.0-9.0 (how many, how many we rate,
# how many of those exactly).
#   tests/rate/variants.sh BUILD_DIR [COUNT [CACHE_DIR]]
# serate's ratings are kept in CACHE_DIR (default tests/rate/variants/),
# V.serate (dug), V.minimal.serate, V.hard.serate and V.modern.serate, "PUZZLE RATING" a line, and reused
# when they hold the same puzzles; without java and a cache the variant is
# skipped. serate runs with --threads=1; SERATE names serate.sh elsewhere.
# SETS (default "dug modern minimal timed hard") picks the tables to make;
# the modern one needs the dug puzzles, made by either.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:?usage: variants.sh BUILD_DIR [COUNT [CACHE_DIR]]}
count=${2:-40}
cache=${3:-$here/variants}
# the minimal samples of the constraint variants and latin: how many a
# variant, and the seconds serate and we may take a puzzle
sample=${SAMPLE:-5} # at most; non-consecutive 2
limit=${LIMIT:-420}
sudoku=$build/sudoku
serate=${SERATE:-$here/../../../shared/anchors/sukaku-explainer/serate.sh}
[ -x "$sudoku" ] || { echo "variants.sh: build $sudoku first" >&2; exit 2; }
mkdir -p "$cache"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pairs="x:-X1 windoku:-W1 dg:-D1 asterisk:-K1 centre-dot:-E1 girandola:-R1 latin:-Q0
    anti-knight:-n1 anti-king:-k1 non-consecutive:-c1"

# compare V FLAG VALUE PUZZLES CACHE_FILE [SCALE]: one row of the table, on
# SCALE (classic unless given)
compare() {
    scale=${6:-classic}
    if ! cut -d' ' -f1 "$5" 2>/dev/null | cmp -s - "$4"; then
        if ! command -v java >/dev/null 2>&1; then
            echo "| $1 | $2 $3 | - | no java, no cache | | | | |"
            return
        fi
        "$serate" --scale "$scale" --threads=1 --format='%g %r' "$2" "$3" \
            --input="$4" > "$5"
    fi
    "$sudoku" rate --variant "$1" --scale "$scale" --format line "$4" \
        > "$tmp/$1.ours" 2> /dev/null || true
    awk -v v="$1" -v sw="$2 $3" '
        NR == FNR { se[FNR] = $2; n = FNR; next }
        { ours = $2; k = FNR; mid = se[k] >= 4 && se[k] <= 9; mids += mid
          if (ours !~ /^[0-9.]+$/) { bad++; next }
          d = ours - se[k]; sum += d; abs += d < 0 ? -d : d; m++; mid_rated += mid
          if (d < 0.05 && d > -0.05) { exact++; mid_exact += mid } }
        END { if (m == 0) m = 1
              printf "| %s | %s | %d | %.0f%% | %+.2f | %.2f | %d | %d / %d / %d |\n", v, sw,
                     n, 100 * exact / m, sum / m, abs / m, bad, mids, mid_rated, mid_exact }' \
        "$5" "$tmp/$1.ours"
}

# compare_switch V SWITCH PUZZLES CACHE_FILE [SCALE]: compare, with SWITCH
# written as one word (-X1: the flag -X, the value 1)
compare_switch() {
    compare "$1" "$(printf '%s' "$2" | cut -c1-2)" "$(printf '%s' "$2" | cut -c3-)" "$3" "$4" \
        "${5:-classic}"
}

header() {
    echo "| variant | serate switch | puzzles | exact | mean diff | mean abs diff | not rated | SE 4-9: puzzles / rated / exact |"
    echo "|---|---|---:|---:|---:|---:|---:|---:|"
}

sets=${SETS:-dug modern minimal timed hard}
has_set() { case " $sets " in *" $1 "*) return 0 ;; esac; return 1; }

has_set dug && { echo "Dug puzzles ($count a variant):"; echo; header; }
for pair in $pairs; do
    v=${pair%%:*}
    sw=${pair#*:}
    # a quarter each with 46, 52, 55 and 57 holes, easy to hard (a Latin
    # square, with fewer houses, 44, 46, 48, 50: gen gives up past 50)
    holes_list="46 52 55 57"
    [ "$v" = latin ] && holes_list="44 46 48 50"
    : > "$tmp/$v.txt"
    for holes in $holes_list; do
        "$sudoku" gen --variant "$v" --holes $holes --count $((count / 4)) \
            --seed $((2100 + holes)) --format line 2> /dev/null >> "$tmp/$v.txt" || true
    done
    if has_set dug; then compare_switch "$v" "$sw" "$tmp/$v.txt" "$cache/$v.serate"; fi
done
if has_set modern; then
    echo
    echo "Modern scale, the same dug puzzles (and non-consecutive dug to 60-66 holes):"
    echo
    header
    for pair in $pairs; do
        v=${pair%%:*}
        sw=${pair#*:}
        compare_switch "$v" "$sw" "$tmp/$v.txt" "$cache/$v.modern.serate" modern
    done
    # 40 non-consecutive puzzles with more holes: SE's non-consecutive forcing
    # cell and locked non-consecutive (modern set only) take a step in 17
    : > "$tmp/nc.txt"
    for holes in 60 62 64 66; do
        "$sudoku" gen --variant non-consecutive --holes $holes --count 10 \
            --seed $((5000 + holes)) --format line 2> /dev/null >> "$tmp/nc.txt" || true
    done
    compare non-consecutive -c 1 "$tmp/nc.txt" "$cache/non-consecutive.holes.modern.serate" \
        modern | sed 's/^| non-consecutive |/| non-consecutive, 60-66 holes |/'
fi
if has_set minimal; then
    echo
    echo "Minimal puzzles (30 a variant):"
    echo
    header
    for pair in x:-X1 windoku:-W1 dg:-D1 asterisk:-K1 centre-dot:-E1 girandola:-R1; do
        v=${pair%%:*}
        sw=${pair#*:}
        "$sudoku" gen --variant "$v" --minimal --count 30 --seed 4100 --format line \
            2> /dev/null > "$tmp/$v.min.txt" || true
        compare_switch "$v" "$sw" "$tmp/$v.min.txt" "$cache/$v.minimal.serate"
    done
fi
# compare_timed V SWITCH PUZZLES CACHE_FILE: one row for a set where
# serate and we may not finish: each puzzle rated alone, stopped after
# $limit seconds ('-' in the cache, "PUZZLE RATING SECONDS" a line)
compare_timed() {
    flag=$(printf '%s' "$2" | cut -c1-2)
    value=$(printf '%s' "$2" | cut -c3-)
    if ! cut -d' ' -f1 "$4" 2>/dev/null | cmp -s - "$3"; then
        if ! command -v java >/dev/null 2>&1; then
            echo "| $1 | $flag $value | - | no java, no cache | | | |"
            return
        fi
        : > "$4"
        while read -r p; do
            start=$(date +%s)
            r=$(timeout "$limit" "$serate" --scale classic --threads=1 --format='%r' \
                "$flag" "$value" "$p" 2> /dev/null | tail -n 1) || true
            echo "$p ${r:--} $(($(date +%s) - start))" >> "$4"
        done < "$3"
    fi
    while read -r p; do
        r=$(echo "$p" | timeout "$limit" "$sudoku" rate --variant "$1" --scale classic \
            --format line 2> /dev/null | cut -d' ' -f2) || true
        echo "${r:--}"
    done < "$3" > "$tmp/$1.timed"
    awk -v v="$1" -v sw="$flag $value" '
        NR == FNR { se[FNR] = $2; n = FNR; next }
        { k = FNR; s_ok = se[k] ~ /^[0-9.]+$/; o_ok = $1 ~ /^[0-9.]+$/
          sd += s_ok; od += o_ok
          if (s_ok && o_ok) { d = $1 - se[k]; m++; abs += d < 0 ? -d : d
                              if (d < 0.05 && d > -0.05) exact++ } }
        END { printf "| %s | %s | %d | %d | %d | %d / %d | %s |\n", v, sw, n, sd, od,
                     exact, m, m ? sprintf("%.2f", abs / m) : "-" }' "$4" "$tmp/$1.timed"
}

if has_set timed; then
    echo
    echo "Minimal puzzles of the constraint variants and latin (the first 5, 2 of"
    echo "non-consecutive, of \`gen --minimal --seed 4100\`; serate and ours stopped"
    echo "after $limit s a puzzle):"
    echo
    echo "| variant | serate switch | puzzles | serate finished | we finished | exact / both finished | mean abs diff |"
    echo "|---|---|---:|---:|---:|---:|---:|"
    for pair in latin:-Q0:5 anti-king:-k1:5 anti-knight:-n1:5 non-consecutive:-c1:2; do
        v=${pair%%:*}
        sw=${pair#*:}
        n=${sw#*:}
        sw=${sw%:*}
        [ "$sample" -lt "$n" ] && n=$sample
        "$sudoku" gen --variant "$v" --minimal --count "$n" --seed 4100 --format line \
            2> /dev/null > "$tmp/$v.min.txt" || true
        compare_timed "$v" "$sw" "$tmp/$v.min.txt" "$cache/$v.minimal.timed"
    done
fi
if has_set hard; then
    echo
    echo "Hard puzzles (SE's dynamic forcing chains (+) and nested chains):"
    echo
    header
    for pair in $pairs; do
        v=${pair%%:*}
        sw=${pair#*:}
        [ -f "$cache/$v.hard.txt" ] || continue
        grep -v '^#' "$cache/$v.hard.txt" > "$tmp/$v.hard.txt"
        compare_switch "$v" "$sw" "$tmp/$v.hard.txt" "$cache/$v.hard.serate"
    done
fi
