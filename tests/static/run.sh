#!/bin/sh
# Static analysis of src/: cppcheck and clang-tidy must both be silent.
# The checks and why some are off: tests/static/README.md; clang-tidy's list
# is the top-level .clang-tidy. Installs cppcheck and clang-tidy on Debian
# when they are missing. Usage: tests/static/run.sh [BUILD_DIR]
# clang-tidy's compile commands come from a configuration of its own, in
# BUILD_DIR/clang-tidy (without the unit tests): the build in BUILD_DIR, if
# any, is left as it was.
set -eu
cd "$(dirname "$0")/../.."
build=${1:-build-static}/clang-tidy

need=""
command -v cppcheck >/dev/null 2>&1 || need="$need cppcheck"
command -v clang-tidy >/dev/null 2>&1 || need="$need clang-tidy"
if [ -n "$need" ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    echo "static: installing$need"
    $sudo apt-get update -qq >/dev/null && $sudo apt-get install -y -qq $need >/dev/null
fi

echo "== $(cppcheck --version)"
cppcheck --enable=warning,performance,portability --std=c11 -I include -I src -I src/cli \
    --suppress=missingIncludeSystem --suppress=uninitvar --suppress=ctuuninitvar \
    --inline-suppr --error-exitcode=1 -q \
    --template='{file}:{line}: {severity}: {message} [{id}]' src/
echo "cppcheck: clean"

echo "== $(clang-tidy --version | grep -i version)"
cmake -S . -B "$build" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON -DSUDOKU_BUILD_TESTS=OFF >/dev/null
out=$(mktemp)
status=0
clang-tidy -p "$build" --quiet src/*.c src/cli/*.c >"$out" 2>&1 || status=$?
grep -v -E '^[0-9]+ warnings? generated|^Suppressed [0-9]+ warnings|-header-filter|NOLINT' "$out" || true
rm -f "$out"
[ "$status" -eq 0 ] || { echo "clang-tidy: findings above"; exit 1; }
echo "clang-tidy: clean"
