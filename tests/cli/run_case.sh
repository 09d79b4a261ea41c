#!/bin/sh
# Runs one end-to-end case against the built binary and compares what it
# printed with the expected files beside the case:
#   NAME.cmd     a sh command line; $SUDOKU is the binary, cwd is tests/cli/
#   NAME.out     expected stdout (required)
#   NAME.err     expected stderr (optional; compared exactly when present)
#   NAME.status  expected exit status (optional; 0 when absent)
# Usage: run_case.sh SUDOKU_BINARY CASE.cmd
set -u
SUDOKU=$1
export SUDOKU
case_file=$2
base=${case_file%.cmd}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cd "$here" || exit 1
sh "$case_file" >"$tmp/out" 2>"$tmp/err"
status=$?
# A case too slow for memcheck exits 77 under tests/valgrind.sh (which sets
# SUDOKU_TEST_UNDER_VALGRIND): skipped there, run by every other build.
if [ "$status" = 77 ] && [ -n "${SUDOKU_TEST_UNDER_VALGRIND:-}" ]; then
    echo "skipped under valgrind"
    exit 77
fi
expected_status=0
[ -f "$base.status" ] && expected_status=$(cat "$base.status")

fail=0
if ! cmp -s "$tmp/out" "$base.out"; then
    echo "stdout differs from $base.out:"
    diff "$base.out" "$tmp/out" | head -40
    fail=1
fi
if [ -f "$base.err" ] && ! cmp -s "$tmp/err" "$base.err"; then
    echo "stderr differs from $base.err:"
    diff "$base.err" "$tmp/err" | head -40
    fail=1
fi
if [ "$status" != "$expected_status" ]; then
    echo "exit status $status, expected $expected_status; stderr:"
    head -20 "$tmp/err"
    fail=1
fi
exit $fail
