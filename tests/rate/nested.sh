#!/bin/sh
# Nested forcing chains (SE 9.5 and up) on the 9x9 variants against serate
# (issue 21). serate takes hours on a variant puzzle that needs them (it
# runs every lighter chain search at every step first), so each line of
# variants/nested.txt is a puzzle (81 cells) or a position cut before one
# of its nested chains (729 pencil marks, made by build/tests/rate/rate_cut
# --last), and both raters are compared on it twice:
#   first step:  the line's first step on the classic scale's path: its
#                weight, technique, and the whole position after it (ours:
#                rate_cut --step; serate: its --after=%m of the first step),
#                so a cut position checks that nested chain alone
#   rating:      the whole rating from the line (ours: rate_cut --rate,
#                sudoku_rate_shape as `sudoku rate --variant V --scale
#                classic`, whose reader takes pencil marks on the classic
#                board only; serate --scale classic), when serate finishes
# serate runs with the variant's switch, one thread, `nice -n 19`, stopped
# after LIMIT seconds (1800 by default). Prints a markdown table.
#   tests/rate/nested.sh BUILD_DIR [CACHE_DIR]
# serate's results are kept in CACHE_DIR/nested.serate (default
# tests/rate/variants/), a line a run, fields split by '|': VARIANT, LINE,
# first step's weight, its name (serate's %R after it: the hardest step's
# so far, so its own), the position after it, rating, the hardest step's
# name, seconds ('-' where serate was stopped
# first). A line of nested.txt with no result there is rated by serate
# (where java is installed) and its result added. Its steps are kept in
# CACHE_DIR/nested.steps, a line a run: VARIANT|LINE|then each step as
# WEIGHT:HASH, HASH the first 8 hex digits of the md5 of the position after
# it; the path column follows both paths from the line: how many of
# serate's steps lead to the same positions with the same weights (ours
# may take two steps for one of serate's: the second one counted apart),
# and where they first part.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
build=${1:?usage: nested.sh BUILD_DIR [CACHE_DIR]}
cache=${2:-$here/variants}
limit=${LIMIT:-1800}
cut=$build/tests/rate/rate_cut
serate=${SERATE:-$here/../../../shared/anchors/sukaku-explainer/serate.sh}
[ -x "$cut" ] || { echo "nested.sh: build $cut first (cmake --build $build --target rate_cut)" >&2; exit 2; }
touch "$cache/nested.serate"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# switch V: serate's switch for variant V
switch() {
    case $1 in
        x) echo "-X 1" ;; windoku) echo "-W 1" ;; dg) echo "-D 1" ;;
        asterisk) echo "-K 1" ;; centre-dot) echo "-E 1" ;; girandola) echo "-R 1" ;;
        latin) echo "-Q 0" ;; anti-knight) echo "-n 1" ;; anti-king) echo "-k 1" ;;
        non-consecutive) echo "-c 1" ;; *) echo "nested.sh: no switch for $1" >&2; exit 2 ;;
    esac
}

# serate_of V LINE: its cached line, else one from a run of serate (added
# to the cache), else nothing (no java)
serate_of() {
    hit=$(awk -F'|' -v v="$1" -v p="$2" '$1 == v && $2 == p { print; exit }' "$cache/nested.serate")
    if [ -n "$hit" ] || ! command -v java > /dev/null 2>&1; then
        echo "$hit"
        return
    fi
    start=$(date +%s)
    # shellcheck disable=SC2046 # the switch is two words
    nice -n 19 timeout "$limit" "$serate" --scale classic --threads=1 \
        --after='step %r|%R|%m' --format='end %r|%R' $(switch "$1") "$2" > "$tmp/run" 2> /dev/null || true
    secs=$(($(date +%s) - start))
    first=$(grep -m1 '^step ' "$tmp/run" | cut -c6-)
    [ -n "$first" ] || first="-|-|-"
    end=$(grep -m1 '^end ' "$tmp/run" | cut -c5-)
    [ -n "$end" ] || end="-|-"
    echo "$1|$2|$(grep '^step ' "$tmp/run" | cut -c6- | cut -d'|' -f1,3 | hashed)" \
        >> "$cache/nested.steps"
    echo "$1|$2|$first|$end|$secs" | tee -a "$cache/nested.serate"
}

# hashed: "WEIGHT|POSITION" lines to "WEIGHT:HASH ..." on one line
hashed() {
    while IFS='|' read -r w m; do
        printf '%s:%s ' "$w" "$(printf '%s' "$m" | md5sum | cut -c1-8)"
    done
}

# path_check V LINE: follows our path and serate's cached one from LINE
path_check() {
    se=$(awk -F'|' -v v="$1" -v p="$2" '$1 == v && $2 == p { print $3; exit }' \
        "$cache/nested.steps" 2> /dev/null)
    [ -n "$se" ] || { echo "-"; return; }
    ours=$(echo "$2" | "$cut" --variant "$1" --path | grep -v '^-' | tr ' ' '|' | hashed)
    awk -v se="$se" -v ours="$ours" 'BEGIN {
        n = split(se, s, " "); m = split(ours, o, " "); i = j = 1; extra = 0
        while (i <= m && j <= n) {
            if (o[i] == s[j]) { i++; j++; continue }
            split(s[j], a, ":"); split(o[i + 1], b, ":")
            if (i < m && b[2] == a[2]) { extra++; i += 2; j++; continue }
            break
        }
        if (j > n && i > m) printf "all %d the same", n
        else if (j > n) printf "all %d of serate'"'"'s the same (its run ends there)", n
        else {
            split(s[j], x, ":"); split(o[i], y, ":")
            printf "first %d of %d the same, then serate %s, ours %s (another position)", j - 1, n, x[1], y[1]
        }
        if (extra) printf " (%d in two steps of ours)", extra
    }'
}

# se_slug NAME: serate's name of a chain step as ours ("Dynamic Forcing
# Chains (+ Forcing Chains)", level 2 and up: nested-forcing-chain)
se_slug() {
    case $1 in
        "Dynamic "*"(+)") echo dynamic-forcing-chain-plus ;;
        "Dynamic "*"(+ "*) echo nested-forcing-chain ;;
        "Dynamic "*) echo dynamic-forcing-chain ;;
        *) echo "$1" ;;
    esac
}

echo "| # | variant | line | ours: first step | serate: first step | same step | ours: rating | serate: rating | serate s | same rating | path |"
echo "|---:|---|---|---|---|---|---|---|---:|---|---|"
n=0
grep -v '^#' "$here/variants/nested.txt" | while read -r v p note; do
    n=$((n + 1))
    form="puzzle${note:+: $note}"
    [ ${#p} -eq 729 ] && form="cut: $note"
    step=$(echo "$p" | "$cut" --variant "$v" --step | cut -d' ' -f2-)
    ours=$(echo "$p" | "$cut" --variant "$v" --rate | awk '{ print $2, $3 }')
    se=$(serate_of "$v" "$p")
    if [ -z "$se" ]; then
        echo "| $n | $v | $form | ${step% *} | no java, no cache | | $ours | | | | |"
        continue
    fi
    echo "$se" > "$tmp/se"
    IFS='|' read -r _ _ w name after rating hardest secs < "$tmp/se"
    same_step=no
    [ "$w $(se_slug "$name") $after" = "$step" ] && same_step=yes
    # a name cached as serate's hint text (%s: "Contradiction Forcing Chain:
    # r3c1.3 on ==> ...") does not say which chains it is: weight and the
    # position after the step are compared alone
    case $name in *": "*)
        [ "$w $after" = "${step%% *} ${step##* }" ] && same_step="yes (weight, position)" ;;
    esac
    [ "$w" = - ] && same_step="not reached"
    same=no
    [ "$rating $(se_slug "$hardest")" = "$ours" ] && same=yes
    [ "$rating" = - ] && same="not finished"
    echo "| $n | $v | $form | ${step% *} | $w $(se_slug "$name") | $same_step | $ours | $rating $hardest | $secs | $same | $(path_check "$v" "$p") |"
done
