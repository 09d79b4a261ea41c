#!/bin/sh
# The project's test command (README "Test"; .ci/run calls it): installs what
# a fresh Debian machine lacks, builds with warnings as errors and with
# AddressSanitizer + UndefinedBehaviorSanitizer, and runs every ctest test.
set -eu
cd "$(dirname "$0")/.."

# apt-get as root, or through sudo when there is one.
apt_install() {
    as_root=""
    [ "$(id -u)" -eq 0 ] || as_root=sudo
    $as_root apt-get install -y -qq "$@" >/dev/null 2>&1 ||
        { $as_root apt-get update -qq >/dev/null && $as_root apt-get install -y -qq "$@" >/dev/null; }
}

missing=""
command -v cmake >/dev/null 2>&1 || missing="$missing cmake"
command -v cc >/dev/null 2>&1 || missing="$missing gcc"
command -v pkg-config >/dev/null 2>&1 || missing="$missing pkg-config"
pkg-config --exists cmocka 2>/dev/null || missing="$missing libcmocka-dev"
# The end-to-end cases read NDJSON and CSV output with python3's json and csv
# modules; the README shows a jq pipeline.
command -v python3 >/dev/null 2>&1 || missing="$missing python3"
command -v jq >/dev/null 2>&1 || missing="$missing jq"
# the programs whose real output tests/cli/real_tools.sh reads
command -v qqwing >/dev/null 2>&1 || missing="$missing qqwing"
[ -x /usr/games/sudoku ] || missing="$missing sudoku"
command -v script >/dev/null 2>&1 || missing="$missing bsdutils"
# the SAT solvers tests/sat/sat_counts.py and tests/bench/shapes check counts
# and speed against
command -v cadical >/dev/null 2>&1 || missing="$missing cadical"
command -v minisat >/dev/null 2>&1 || missing="$missing minisat"
if [ -n "$missing" ]; then
    echo "ci: installing$missing"
    apt_install $missing
fi

# What tests/print reads `sudoku print`'s sheets with: qpdf, poppler's
# pdftoppm, pdftotext and pdfinfo, rsvg-convert, python3, and the font the
# renderers put in for Helvetica (the golden pictures were drawn with DejaVu
# Sans). In CI that test fails, rather than skips, when one is missing.
sheet_tools=""
command -v qpdf >/dev/null 2>&1 || sheet_tools="$sheet_tools qpdf"
for tool in pdftoppm pdftotext pdfinfo; do
    command -v $tool >/dev/null 2>&1 || { sheet_tools="$sheet_tools poppler-utils"; break; }
done
command -v rsvg-convert >/dev/null 2>&1 || sheet_tools="$sheet_tools librsvg2-bin"
command -v python3 >/dev/null 2>&1 || sheet_tools="$sheet_tools python3"
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || sheet_tools="$sheet_tools fonts-dejavu-core"
if [ -n "$sheet_tools" ]; then
    echo "ci: installing$sheet_tools"
    apt_install $sheet_tools
fi

build=${SUDOKU_CI_BUILD:-build-ci}

# One style: every C file matches .clang-format (clang-format comes with the
# static tools).
command -v clang-format >/dev/null 2>&1 || apt_install clang-format
tests/static/format.sh

# The README's first command on a bare machine: pkg-config finds nothing (no
# cmocka), yet the tool configures, builds and solves.
empty_pc=$(mktemp -d)
PKG_CONFIG_LIBDIR=$empty_pc cmake -S . -B "$build-bare" >/dev/null
cmake --build "$build-bare" -j2 >/dev/null
"$build-bare/sudoku" solve puzzles/poj2676.txt >/dev/null
rmdir "$empty_pc"
echo "ci: bare-machine build (no cmocka) configures, builds and solves"

cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Debug -DSUDOKU_WERROR=ON -DSUDOKU_SANITIZE=ON
cmake --build "$build" -j2
ctest --test-dir "$build" --output-on-failure -j2

# The plain C11 fallbacks of the SIMD and builtin fast paths pass the same tests.
cmake -S . -B "$build-portable" -DCMAKE_BUILD_TYPE=Release -DSUDOKU_WERROR=ON -DSUDOKU_PORTABLE=ON
cmake --build "$build-portable" -j2
ctest --test-dir "$build-portable" --output-on-failure -j2 -E '^(install|readme)$'

# ---- Robustness (tests/README.md) ------------------------------------------
# A 30-second fuzz run of every libFuzzer harness (clang; a crash, failed check
# or hang fails CI), static analysis (cppcheck, clang-tidy; about 1 minute) and
# the whole suite under valgrind memcheck (about 5 minutes). SUDOKU_CI_ROBUST=0
# skips the last two for a quick local run.
tests/fuzz/run.sh 30 "$build-fuzz"
if [ "${SUDOKU_CI_ROBUST:-1}" = 1 ]; then
    tests/static/run.sh "$build-static"
    tests/valgrind.sh "$build-valgrind"
fi
