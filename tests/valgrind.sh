#!/bin/sh
# The whole ctest suite once under valgrind memcheck. After a plain Debug
# build (no sanitizers: they and valgrind do not mix), the `sudoku` binary and
# every cmocka test program are swapped for wrapper scripts that run them
# under valgrind, so each run of them in every ctest test (unit tests, CLI
# cases, README and man-page checks) is checked. Any memory error or leak
# (definite, indirect or possible) fails the run and is printed.
# Installs valgrind on Debian when missing.
# Usage: tests/valgrind.sh [BUILD_DIR [CTEST_ARGS...]]
#   BUILD_DIR defaults to build-valgrind; CTEST_ARGS (e.g. -R cli_io) narrow
#   the run while debugging.
set -eu
cd "$(dirname "$0")/.."
build=${1:-build-valgrind}
[ $# -gt 0 ] && shift
case $build in /*) ;; *) build=$(pwd)/$build ;; esac

if ! command -v valgrind >/dev/null 2>&1; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq >/dev/null && $sudo apt-get install -y -qq valgrind >/dev/null
fi

# Put back the real binaries of an earlier run, so the build sees them.
for real in "$build"/sudoku.real "$build"/tests/test_*.real; do
    [ -f "$real" ] && mv "$real" "${real%.real}"
done
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Debug -DSUDOKU_SANITIZE=OFF >/dev/null
cmake --build "$build" -j2 >/dev/null

logs=$build/valgrind-logs
rm -rf "$logs"
mkdir -p "$logs"

# The wrapper: one log per run. A process killed by SIGPIPE (its reader went
# away, as in `sudoku solve big | head -1`) dies with its threads running and
# valgrind reports their stacks as possibly lost: that is the signal, not a
# leak, so such logs are set aside as *.sigpipe and not counted.
wrap() {
    mv "$1" "$1.real"
    {
        echo '#!/bin/sh'
        echo "log=\"$logs/\$\$.log\""
        echo "valgrind -q --tool=memcheck --leak-check=full \\"
        echo "    --show-leak-kinds=definite,indirect,possible \\"
        echo "    --errors-for-leak-kinds=definite,indirect,possible \\"
        echo "    --error-exitcode=99 --log-file=\"\$log\" \"$1.real\" \"\$@\""
        echo 'status=$?'
        echo '[ $status -eq 141 ] && mv "$log" "$log.sigpipe"'
        echo 'exit $status'
    } >"$1"
    chmod +x "$1"
}
wrap "$build/sudoku"
for t in "$build"/tests/test_*; do
    case $t in *.real) continue ;; esac
    [ -f "$t" ] && [ -x "$t" ] && wrap "$t"
done

status=0
# test_eureka walks fewer of the rating sample's hard paths under memcheck
export SUDOKU_TEST_UNDER_VALGRIND=1
ctest --test-dir "$build" -j2 --output-on-failure -E '^fuzz_' "$@" || status=$?
runs=$(find "$logs" -type f | wc -l)
killed=$(find "$logs" -type f -name '*.sigpipe' | wc -l)
dirty=$(find "$logs" -type f -name '*.log' -size +0 | wc -l)
echo "valgrind: $runs runs checked ($killed ended by SIGPIPE), $dirty with errors or leaks"
if [ "$dirty" -ne 0 ]; then
    find "$logs" -type f -name '*.log' -size +0 -exec sh -c 'echo "== $1"; head -60 "$1"' _ {} \;
    status=1
fi
exit $status
