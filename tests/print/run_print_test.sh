#!/bin/sh
# Runs check_sheets.py against the built binary when every tool it reads the
# sheets with is there. Locally a missing tool skips the test (status 77);
# in CI (CI set and not "false") it fails, since tests/ci.sh installs them.
# Usage: run_print_test.sh SUDOKU_BINARY [WORK_DIR]
set -u
missing=""
for tool in python3 qpdf pdftoppm pdftotext pdfinfo rsvg-convert; do
    command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
done
if [ -n "$missing" ]; then
    if [ -n "${CI:-}" ] && [ "${CI:-}" != false ]; then
        echo "print_sheets: missing$missing (tests/ci.sh installs qpdf, poppler-utils," \
             "librsvg2-bin and python3)"
        exit 1
    fi
    echo "print_sheets: skipped, missing$missing"
    exit 77
fi
exec python3 "$(dirname "$0")/check_sheets.py" "$@"
