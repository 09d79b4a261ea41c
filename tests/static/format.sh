#!/bin/sh
# Fails when any C file of the project differs from the project's .clang-format.
# Fix with: clang-format -i $(git ls-files '*.c' '*.h')
set -eu
cd "$(dirname "$0")/../.."
files=$(git ls-files '*.c' '*.h' 2>/dev/null || find src include tests -name '*.[ch]')
out=$(clang-format --dry-run $files 2>&1 | grep -E '^[^ ].*warning:' || true)
if [ -n "$out" ]; then
    echo "$out" | sed 's/ warning:.*//' | sort -u
    echo "clang-format: the files above differ from .clang-format"
    exit 1
fi
echo "clang-format: clean"
