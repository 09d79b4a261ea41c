#!/bin/sh
# The install test: configures and builds the source tree afresh (default
# options, no tests) in a temporary directory, installs it into a temporary
# prefix other than the configured one, checks the installed layout, then
# builds example.c against the installed library through pkg-config and
# through find_package (consumer/), and the C example of README.md through
# pkg-config, and compares what they print with expected.txt. Nothing is
# written outside the temporary directory.
# Usage: run_install_test.sh SOURCE_DIR [C_COMPILER [CMAKE [GENERATOR]]]
set -eu
src=$(cd "$1" && pwd)
cc=${2:-cc}
cmake=${3:-cmake}
generator=${4:-}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix

fail() {
    echo "install test: $*" >&2
    exit 1
}

# Runs a command quietly, showing its output only when it fails.
quiet() {
    "$@" >"$tmp/log" 2>&1 || { cat "$tmp/log" >&2; fail "failed: $*"; }
}

# Configure for the default prefix, install into another: the installed
# files must not depend on the configured prefix.
set -- -DCMAKE_C_COMPILER="$cc"
[ -n "$generator" ] && set -- "$@" -G "$generator"
quiet "$cmake" -S "$src" -B "$tmp/build" "$@" -DCMAKE_BUILD_TYPE=Release \
    -DSUDOKU_BUILD_TESTS=OFF
quiet "$cmake" --build "$tmp/build" --parallel 2
quiet "$cmake" --install "$tmp/build" --prefix "$prefix"

# The layout: GNUInstallDirs picks lib, lib64 or lib/<triplet> for libdir.
pc=$(find "$prefix" -name sudoku.pc | head -n 1)
[ -n "$pc" ] || fail "no sudoku.pc installed"
libdir=$(dirname "$(dirname "$pc")")
for f in bin/sudoku include/sudoku.h share/man/man1/sudoku.1 \
    share/bash-completion/completions/sudoku; do
    [ -f "$prefix/$f" ] || fail "missing $f"
done
for f in libsudoku.a libsudoku.so libsudoku.so.1 cmake/sudoku/sudokuConfig.cmake \
    cmake/sudoku/sudokuConfigVersion.cmake cmake/sudoku/sudokuTargets.cmake; do
    [ -e "$libdir/$f" ] || fail "missing $libdir/$f"
done
version=$("$prefix/bin/sudoku" --version | sed -n '1s/^sudoku //p')
[ -n "$version" ] || fail "sudoku --version printed no version"
[ -e "$libdir/libsudoku.so.$version" ] || fail "no libsudoku.so.$version"

{ echo "# libsudoku $version"; cat "$here/expected.txt"; } >"$tmp/expected"

# Runs one built example on input.txt and compares with the expectation.
check() {
    LD_LIBRARY_PATH=$libdir "$1" <"$here/input.txt" >"$tmp/out" ||
        fail "$1 exited with status $?"
    cmp -s "$tmp/out" "$tmp/expected" || {
        diff "$tmp/expected" "$tmp/out" >&2
        fail "$1 printed something else than expected"
    }
    echo "ok: $2"
}

# pkg-config, as a Makefile would use it.
PKG_CONFIG_PATH=$libdir/pkgconfig
export PKG_CONFIG_PATH
[ "$(pkg-config --modversion sudoku)" = "$version" ] || fail "pkg-config version"
flags=$(pkg-config --cflags --libs sudoku)
"$cc" -std=c11 -Wall -Wextra -Werror "$here/example.c" -o "$tmp/example_pc" $flags ||
    fail "compiling with pkg-config flags: $flags"
check "$tmp/example_pc" "pkg-config ($flags)"

# The README's library example ("the library in 20 lines of C"): the first
# ```c block of README.md, built the same way, must solve input.txt too.
awk '/^```c[ \t]*$/ { on = 1; next } on && /^```/ { exit } on' "$src/README.md" \
    >"$tmp/readme_example.c"
if [ -s "$tmp/readme_example.c" ]; then
    "$cc" -std=c11 -Wall -Wextra -Werror "$tmp/readme_example.c" -o "$tmp/readme_example" \
        $flags || fail "the C example of README.md does not compile against the installed library"
    LD_LIBRARY_PATH=$libdir "$tmp/readme_example" <"$here/input.txt" >"$tmp/out" ||
        fail "the C example of README.md exited with status $?"
    cmp -s "$tmp/out" "$here/expected.txt" ||
        fail "the C example of README.md printed something else than expected.txt"
    echo "ok: README.md's C example, built with pkg-config"
fi

# Which library each example really uses: the soname, or none.
needs_lib() {
    readelf -d "$1" | grep -q 'NEEDED.*libsudoku\.so\.1'
}
if command -v readelf >/dev/null 2>&1; then
    needs_lib "$tmp/example_pc" || fail "example_pc does not load libsudoku.so.1"
fi

# find_package, as a CMake project would use it.
set -- -DCMAKE_C_COMPILER="$cc" -DCMAKE_PREFIX_PATH="$prefix"
[ -n "$generator" ] && set -- "$@" -G "$generator"
quiet "$cmake" -S "$here/consumer" -B "$tmp/consumer" "$@"
quiet "$cmake" --build "$tmp/consumer"
check "$tmp/consumer/example_shared" "find_package: sudoku::sudoku (shared)"
check "$tmp/consumer/example_static" "find_package: sudoku::sudoku_static"
if command -v readelf >/dev/null 2>&1; then
    needs_lib "$tmp/consumer/example_shared" || fail "example_shared is not linked to libsudoku.so.1"
    ! needs_lib "$tmp/consumer/example_static" || fail "example_static loads libsudoku.so"
fi

# The installed command and its documentation.
# (the command, a filter, also copies the input's first line, a comment)
{ head -n 1 "$here/input.txt"; cat "$here/expected.txt"; } >"$tmp/expected_cli"
"$prefix/bin/sudoku" solve "$here/input.txt" | cmp -s - "$tmp/expected_cli" ||
    fail "installed sudoku solve gives other answers"
if command -v man >/dev/null 2>&1; then
    MANPATH=$prefix/share/man man -w sudoku >/dev/null 2>&1 ||
        fail "man does not find the installed sudoku(1)"
fi
# The completion offers the installed binary's commands and options.
if command -v bash >/dev/null 2>&1; then
    completes() {
        PATH=$prefix/bin:$PATH bash -c '. "$1"; shift; complete -p sudoku >/dev/null &&
            COMP_WORDS=("$@") && COMP_CWORD=$(($# - 1)) && _sudoku && echo "${COMPREPLY[*]}"' \
            sh "$prefix/share/bash-completion/completions/sudoku" "$@"
    }
    [ "$(completes sudoku so)" = solve ] || fail "bash completion of 'sudoku so'"
    [ "$(completes sudoku count --li)" = --limit ] || fail "bash completion of 'sudoku count --li'"
fi
echo "ok: installed layout under $prefix"
