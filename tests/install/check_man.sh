#!/bin/sh
# Checks that the man page sudoku(1) and the binary agree: every command that
# `sudoku --help` lists has a ".SS COMMAND" section and the reverse; every
# option that `sudoku COMMAND --help` lists is in that section, and every
# option a section documents (its .TP items) is in the command's --help; and
# no template placeholder (@NAME@) is left for `man -l` to show.
# Usage: check_man.sh SUDOKU_BINARY MAN_PAGE (the built one, not the .in)
set -u
sudoku=$1
page=$2
fail=0

if grep -n '@[A-Z_]*@' "$page"; then
    echo "$page: a placeholder is left; the page read should be the configured one"
    fail=1
fi

# The man page as plain text: roff escapes for '-' and fonts removed.
plain() {
    sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' -e 's/\\(en/-/g' "$page"
}

# Options (-x, --long) that a --help text mentions in its option list.
help_options() {
    "$sudoku" "$@" --help | sed -n '/^ *-/p' |
        grep -Eo '(^|[[:space:],])--?[[:alnum:]][-[:alnum:]]*' | sed 's/^[[:space:],]*//' |
        sort -u
}

# The text of section ".SS NAME", up to the next .SS or .SH.
section() {
    plain | awk -v name="$1" '
        /^\.S[SH] / { on = ($0 == ".SS " name) ; next }
        on'
}

commands=$("$sudoku" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z][a-z]*\) .*/\1/p')
[ -n "$commands" ] || { echo "no commands in 'sudoku --help'"; exit 1; }
documented=$(plain | sed -n '/^\.SH COMMANDS/,/^\.SH /s/^\.SS \(.*\)/\1/p')

for cmd in $commands; do
    echo "$documented" | grep -qx "$cmd" || { echo "command '$cmd' has no .SS section"; fail=1; continue; }
    text=$(section "$cmd")
    for opt in $(help_options "$cmd"); do
        printf '%s\n' "$text" | grep -Eq -- "(^|[^-[:alnum:]])$opt([^-[:alnum:]]|\$)" ||
            { echo "sudoku $cmd $opt is not documented in its section"; fail=1; }
    done
    known=$(help_options "$cmd")
    for opt in $(printf '%s\n' "$text" | awk '/^\.TP/ { getline; print }' |
        grep -Eo -- '(^|[^-[:alnum:]])--?[[:alnum:]][-[:alnum:]]*' | sed 's/^[^-]*//' | sort -u); do
        echo "$known" | grep -qx -- "$opt" ||
            { echo "the man page documents sudoku $cmd $opt, which --help does not list"; fail=1; }
    done
done
for cmd in $documented; do
    echo "$commands" | grep -qx "$cmd" ||
        { echo "the man page documents command '$cmd', which 'sudoku --help' does not list"; fail=1; }
done
for opt in $(help_options); do
    section_text=$(plain | sed -n '/^\.SH OPTIONS/,/^\.SH /p')
    printf '%s\n' "$section_text" | grep -q -- "$opt" ||
        { echo "sudoku $opt is not documented under OPTIONS"; fail=1; }
done
[ "$fail" -eq 0 ] && echo "man page and --help agree on: $(echo $commands)"
exit "$fail"
