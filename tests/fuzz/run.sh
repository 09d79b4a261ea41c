#!/bin/sh
# Builds the libFuzzer harnesses (clang, -DSUDOKU_FUZZ=ON) and fuzzes each for
# SECONDS (default 30), one after the other, starting from the seed corpus in
# tests/fuzz/corpus/. Any crash, sanitizer report, failed CHECK, leak or one
# input running over 60 s (a hang) fails the run; the input is left in
# BUILD_DIR/fuzz-artifacts/ (add it to the corpus as a regression test once
# fixed). New inputs go to BUILD_DIR/fuzz-corpus/, never into the repository.
# Installs clang on Debian when missing.
# Usage: tests/fuzz/run.sh [SECONDS [BUILD_DIR]]      (BUILD_DIR: build-fuzz)
set -eu
cd "$(dirname "$0")/../.."
root=$(pwd)
secs=${1:-30}
build=${2:-build-fuzz}
case $build in /*) ;; *) build=$root/$build ;; esac

if ! command -v clang >/dev/null 2>&1; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq >/dev/null && $sudo apt-get install -y -qq clang >/dev/null
fi

CC=clang cmake -S . -B "$build" -DSUDOKU_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j2 --target fuzz_read fuzz_solve fuzz_solve_portable fuzz_gen \
    fuzz_options fuzz_logic fuzz_print >/dev/null

mkdir -p "$build/fuzz-artifacts"
status=0
for h in read solve solve_portable gen options logic print; do
    corpus=$build/fuzz-corpus/$h
    mkdir -p "$corpus"
    log=$build/fuzz-$h.log
    quiet=""
    [ "$h" = options ] && quiet=-close_fd_mask=2 # usage errors on stderr
    if "$build/tests/fuzz/fuzz_$h" -max_total_time="$secs" -timeout=60 -rss_limit_mb=1024 \
        -print_final_stats=1 -artifact_prefix="$build/fuzz-artifacts/$h-" $quiet \
        "$corpus" "$root/tests/fuzz/corpus/${h%_portable}" >"$log" 2>&1; then
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
        rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
        echo "fuzz_$h: ok, $runs runs in ${secs}s ($rate/s)"
    else
        echo "fuzz_$h: FAILED, log $log:"
        grep -E -A30 'ERROR|check failed|deadly signal|Test unit written' "$log" | head -60
        status=1
    fi
done
exit $status
