#!/bin/sh
# Renders the man page as man(1) does at 80 columns and checks what a reader
# sees (issue 23 item 13): troff and man report no warnings, no line is wider
# than 80 columns, and each command's SYNOPSIS entry names every option its
# --help lists (by its short or its long name). Skips (77) without man.
# Usage: man_render.sh SUDOKU_BINARY MAN_PAGE (the built one, not the .in)
set -u
sudoku=$1
page=$2
command -v man >/dev/null 2>&1 || { echo "man not installed: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

MANWIDTH=80 LC_ALL=C man --warnings -l "$page" >"$tmp/page" 2>"$tmp/warnings"
if [ -s "$tmp/warnings" ]; then
    echo "man --warnings reports:"
    cat "$tmp/warnings"
    fail=1
fi
[ -s "$tmp/page" ] || { echo "man rendered nothing"; exit 1; }
# Rendered in the C locale: ASCII quotes and dashes, a character a byte.
wide=$(awk 'length($0) > 80 { printf "%d (%d): %s\n", NR, length($0), $0 }' "$tmp/page")
if [ -n "$wide" ]; then
    echo "lines wider than 80 columns:"
    echo "$wide"
    fail=1
fi

# The SYNOPSIS entry of COMMAND: from its ".SY sudoku" + ".B COMMAND" to .YS,
# roff escapes for '-' removed.
synopsis() {
    sed -e 's/\\-/-/g' "$page" | awk -v name="$1" '
        /^\.SY / { sy = 1; on = 0; next }
        sy && /^\.B / { on = ($2 == name); sy = 0; next }
        /^\.YS/ { on = 0; next }
        on'
}
commands=$("$sudoku" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z][a-z]*\) .*/\1/p')
for cmd in $commands; do
    [ "$cmd" = help ] && continue # "sudoku help [COMMAND]" has no options
    text=$(synopsis "$cmd")
    [ -n "$text" ] || { echo "SYNOPSIS has no entry for $cmd"; fail=1; continue; }
    # each option line of --help: "  -f, --format F" or "      --stats"
    "$sudoku" "$cmd" --help | sed -n 's/^  \(-[a-zA-Z], \)\{0,1\}\(--[a-z][-a-z]*\).*/\1 \2/p' >"$tmp/opts"
    while read -r first second; do
        short=${first%,}
        long=${second:-$first}
        [ "$long" = --help ] && continue
        found=0
        for name in $short $long; do
            printf '%s\n' "$text" | grep -Eq -- "(^|[^-[:alnum:]])$name([^-[:alnum:]]|\$)" && found=1
        done
        [ "$found" = 1 ] || { echo "SYNOPSIS of $cmd lacks $long"; fail=1; }
    done <"$tmp/opts"
done
[ "$fail" -eq 0 ] && echo "man page renders at 80 columns without warnings; SYNOPSIS lists every option"
exit "$fail"
