#!/bin/sh
# Runs `$SUDOKU ARGS... FILE` and `cat FILE | $SUDOKU ARGS...` and says
# whether they printed the same bytes (stdout and stderr, CRs included, the
# file's name read as <stdin>) with the same exit status, else shows how
# they differ; then prints what the pipe printed on stdout, a CR shown as
# <CR>. The README's rule: a pipe and a file behave the same.
# Usage: pipe_file.sh FILE ARGS...   ($SUDOKU is the binary)
set -u
file=$1
shift
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
cp "$file" "$t/input.txt"
(cd "$t" && "$SUDOKU" "$@" input.txt >file.out 2>file.err)
fs=$?
cat "$file" | "$SUDOKU" "$@" >"$t/pipe.out" 2>"$t/pipe.err"
ps=$?
for k in out err; do
    sed 's#"input\.txt"#"<stdin>"#; s#^input\.txt:#<stdin>:#' "$t/file.$k" >"$t/file.$k.std"
done
if cmp -s "$t/file.out.std" "$t/pipe.out" && cmp -s "$t/file.err.std" "$t/pipe.err" &&
    [ $fs = $ps ]; then
    echo "$*: pipe = file, exit $ps"
else
    echo "$*: pipe (exit $ps) differs from file (exit $fs):"
    diff "$t/file.out.std" "$t/pipe.out" | sed 's/\r$/<CR>/'
    diff "$t/file.err.std" "$t/pipe.err"
fi
sed 's/\r$/<CR>/' "$t/pipe.out"
cat "$t/pipe.err"
