#!/bin/sh
# The README test: runs every command shown in README.md's runnable blocks and
# compares what it prints with the README, so the README cannot rot.
# The convention (also stated in a comment in README.md):
#   - runnable blocks are fenced with ```console (opening fence exactly that,
#     at the start of a line); other blocks (```sh, ```c, ...) are not run;
#   - in such a block a line starting with "$ " is a command: the rest of the
#     line is run by sh from the repository root, with the `sudoku` under test
#     first on PATH and stderr merged into stdout (2>&1);
#   - the lines after it, up to the next "$ " line or the closing fence, are
#     its exact expected output (blank lines count); the exit status is not
#     checked (show it with `; echo "exit $?"`);
#   - a block must start with a "$ " line.
# Usage: run_readme_test.sh SUDOKU_BINARY [README]
set -u
binary=$1
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
readme=${2:-$root/README.md}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

mkdir "$tmp/bin" "$tmp/cases"
ln -s "$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")" "$tmp/bin/sudoku"

# Split the README into cases: N.cmd (the command), N.exp (its output),
# N.line (where it is in the README).
awk -v dir="$tmp/cases" '
    function finish() { if (n) { close(f ".cmd"); close(f ".exp"); close(f ".line") } }
    !inblock && /^```console[ \t]*$/ { inblock = 1; incmd = 0; next }
    inblock && /^```/ { inblock = 0; next }
    inblock && /^\$ / {
        finish(); n++; incmd = 1; f = dir "/" n
        print substr($0, 3) > (f ".cmd"); printf "" > (f ".exp"); print NR > (f ".line")
        next
    }
    inblock && !incmd {
        printf "%s:%d: output before any \"$ \" command in a console block\n", FILENAME, NR
        bad = 1; next
    }
    inblock { print > (f ".exp") }
    END { finish(); if (inblock) { printf "%s: unclosed console block\n", FILENAME; bad = 1 }
          exit bad }
' "$readme" || exit 1

total=0
failed=0
for cmd_file in "$tmp"/cases/*.cmd; do
    [ -e "$cmd_file" ] || break
    case_base=${cmd_file%.cmd}
    total=$((total + 1))
    cmd=$(cat "$cmd_file")
    (cd "$root" && PATH="$tmp/bin:$PATH" sh -c "$cmd") >"$tmp/out" 2>&1
    if ! cmp -s "$tmp/out" "$case_base.exp"; then
        failed=$((failed + 1))
        echo "$(basename "$readme"):$(cat "$case_base.line"): \$ $cmd"
        echo "  output differs from the README (- README, + actual):"
        diff "$case_base.exp" "$tmp/out" | sed 's/^/  /' | head -40
    fi
done
if [ "$total" -eq 0 ]; then
    echo "no \"\$ \" commands found in console blocks of $readme"
    exit 1
fi
echo "$((total - failed)) of $total README commands print what the README shows"
[ "$failed" -eq 0 ]
