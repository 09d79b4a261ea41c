#!/bin/sh
# Checks the library's layering; run by ctest (test "layering") as
#   layering.sh LIBRARY [NM [SHARED]]
# 1. Every global the archive LIBRARY defines is sudoku_ (public) or
#    sudoku__ (internal), so none can clash with a user's program. Names
#    starting with "__" are the toolchain's (ASan's __odr_asan.*, coverage
#    counters): C reserves them, so no code of ours defines one.
#    The shared library SHARED, when given, exports the public sudoku_
#    names only, none of the internal sudoku__ ones.
# 2. No two modules of the library call each other, even through others:
#    the graph of which object file uses a global another defines (read
#    from LIBRARY with nm) has no circle.
# 3. The #include graph of src/ has no circle. A file's module is its name
#    without .c/.h; tech.h and every tech_*.c form the one module "tech" (the
#    techniques share a header), so logic.c may include tech.h but no
#    technique may include logic.h.
set -eu
lib=$1
nm=${2:-nm}
shared=${3:-}
cd "$(dirname "$0")/../.."
status=0

bad=$("$nm" -g --defined-only "$lib" | awk 'NF == 3 && $2 != "U" { print $3 }' |
      grep -v '^sudoku_' | grep -v '^__' | sort -u || true)
if [ -n "$bad" ]; then
    echo "layering: globals of $lib without the sudoku_ prefix:"
    echo "$bad" | sed 's/^/  /'
    status=1
fi

if [ -n "$shared" ]; then
    bad=$("$nm" -D --defined-only "$shared" | awk 'NF == 3 { print $3 }' |
          grep -v '^__' | grep -v '^_init$' | grep -v '^_fini$' |
          grep -v '^sudoku_[^_]' || true)
    if [ -n "$bad" ]; then
        echo "layering: $shared exports names beyond the public sudoku_ API:"
        echo "$bad" | sed 's/^/  /'
        status=1
    fi
fi

# Prints "user definer" for each global a member of $lib uses from another.
calls() {
    "$nm" -A "$lib" | awk '
        { k = index($0, ".a:"); line = substr($0, k + 3); j = index(line, ":")
          member = substr(line, 1, j - 1); sub(/\.c\.o$|\.o$/, "", member)
          n = split(substr(line, j + 1), f, " ")
          if (n >= 2 && f[n - 1] == "U") uses[member, f[n]] = 1
          else if (n >= 2) def[f[n]] = member
          members[member] = 1 }
        END { for (key in uses) { split(key, p, SUBSEP)
                  if ((p[2] in def) && def[p[2]] != p[1]) print p[1], def[p[2]] }
              for (m in members) print m, m }' | sort -u
}
if ! calls | tsort >/dev/null 2>/tmp/layering.$$; then
    echo "layering: modules of $lib call each other:"
    sed 's/^/  /' /tmp/layering.$$
    status=1
fi

module() { basename "$1" | sed -e 's/\.[ch]$//' -e 's/^tech_.*/tech/'; }
edges=$(for f in src/*.c src/*.h src/cli/*.c src/cli/*.h include/*.h; do
            [ -f "$f" ] || continue
            from=$(module "$f")
            sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f" |
            while read -r header; do echo "$from $(module "$header")"; done
        done)
if ! echo "$edges" | tsort >/dev/null 2>/tmp/layering.$$; then
    echo "layering: the include graph of src/ has a circle:"
    sed 's/^/  /' /tmp/layering.$$
    status=1
fi
rm -f /tmp/layering.$$
[ $status -eq 0 ] && echo "layering: globals all sudoku_/sudoku__; calls and includes without circle"
exit $status
