#!/bin/sh
# Line and branch coverage of src/ by the whole ctest suite, printed as two
# tables: the library (src/*.c) and the command line.
#
# Usage: tests/coverage.sh [BUILD_DIR]        (default: build-coverage)
# With clang, llvm-profdata and llvm-cov (Debian: clang, llvm) it uses
# clang's source-based coverage; otherwise gcc's gcov (lines and branches per
# file, summed). Set CC, LLVM_PROFDATA or LLVM_COV to pick other tools.
# Exits non-zero when the build fails; a failing test is reported but the
# tables are still printed (coverage is not the test verdict).
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)
build=${1:-build-coverage}
case $build in /*) ;; *) build=$root/$build ;; esac

profdata=${LLVM_PROFDATA:-llvm-profdata}
cov=${LLVM_COV:-llvm-cov}
if [ -z "${CC:-}" ] && command -v clang >/dev/null 2>&1 &&
    command -v "$profdata" >/dev/null 2>&1 && command -v "$cov" >/dev/null 2>&1; then
    CC=clang
fi
CC=${CC:-cc}
export CC

lib_sources=$(ls "$root"/src/*.c)
cli_sources=$(ls "$root"/src/cli/*.c)

cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Debug -DSUDOKU_COVERAGE=ON >/dev/null
cmake --build "$build" -j2 >/dev/null

run_tests() {
    ctest --test-dir "$build" -j2 --output-on-failure >"$build/ctest.log" 2>&1 ||
        echo "coverage: some tests failed, see $build/ctest.log" >&2
    grep -E 'tests passed' "$build/ctest.log" || true
}

if "$CC" --version 2>/dev/null | grep -q clang; then
    rm -rf "$build/profiles"
    mkdir -p "$build/profiles"
    LLVM_PROFILE_FILE="$build/profiles/%p-%m.profraw" run_tests
    "$profdata" merge -sparse "$build"/profiles/*.profraw -o "$build/coverage.profdata"
    set -- "$build/sudoku"
    for t in "$build"/tests/test_*; do
        [ -x "$t" ] && [ -f "$t" ] && set -- "$@" -object "$t"
    done
    echo "== library (src/*.c)"
    "$cov" report -instr-profile="$build/coverage.profdata" "$@" $lib_sources |
        sed "s|$root/||"
    echo "== command line (src/cli/)"
    "$cov" report -instr-profile="$build/coverage.profdata" "$@" $cli_sources |
        sed "s|$root/||"
else
    find "$build" -name '*.gcda' -delete
    run_tests
    # gcov -b -n prints per source file: File '...', Lines executed:P% of N,
    # Branches executed:P% of N, Taken at least once:P% of N.
    summary=$(find "$build" -name '*.gcda' | while read -r gcda; do
        (cd "$(dirname "$gcda")" && gcov -b -n "$gcda" 2>/dev/null)
    done | awk -v root="$root/" '
        /^File / { f = $2; gsub(/\047/, "", f); sub(root, "", f); next }
        /^Lines executed:/ { split($2, a, ":"); p = a[2] + 0; n = $NF;
            if (f ~ /^src\// && n * p > bestl[f] * totl[f]) { bestl[f] = p; totl[f] = n } }
        /^Taken at least once:/ { split($4, a, ":"); p = a[2] + 0; n = $NF;
            if (f ~ /^src\// && n * p > bestb[f] * totb[f]) { bestb[f] = p; totb[f] = n } }
        END { for (f in totl) printf "%s %d %d %d %d\n", f,
                totl[f], int(totl[f] * bestl[f] / 100 + 0.5),
                totb[f], int(totb[f] * bestb[f] / 100 + 0.5) }' | sort)
    for part in library cli; do
        echo "== $part: file, lines, lines covered, branches, branches taken"
        echo "$summary" | awk -v part=$part '
            { cli = $1 ~ /\/cli\// }
            (part == "cli") == cli { print; l += $2; lc += $3; b += $4; bc += $5 }
            END { printf "TOTAL lines %.2f%% of %d, branches %.2f%% of %d\n",
                    l ? 100 * lc / l : 0, l, b ? 100 * bc / b : 0, b }'
    done
fi
