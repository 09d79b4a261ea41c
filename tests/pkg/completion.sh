#!/bin/bash
# Checks the generated bash completion in bash: each command completes its
# own options only (from the tables its parser uses), option values complete
# to their choices, and commands complete at the top.
# Usage: completion.sh BASH_COMPLETION_FILE
set -u
# shellcheck source=/dev/null
source "$1" || exit 1
fail=0

# Completes the words of "$1" (the cursor after the last; a trailing space
# means a new empty word; "=" is a word of its own, as bash splits it) and
# prints COMPREPLY sorted, space-separated.
complete_line() {
    read -ra COMP_WORDS <<<"${1//=/ = }"
    [[ $1 == *[\ =] ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMPREPLY=()
    _sudoku
    printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ' | sed 's/ $//'
}

expect() {
    local got
    got=$(complete_line "$1")
    [[ $got == "$2" ]] || { echo "'$1<TAB>' gave '$got', expected '$2'"; fail=1; }
}

# Fails when a completion of "$1" offers word "$2".
refuse() {
    local got
    got=" $(complete_line "$1") "
    [[ $got != *" $2 "* ]] || { echo "'$1<TAB>' offers $2"; fail=1; }
}

expect "sudoku " "canon count dedupe explain gen hint print rate same shuffle solve"
expect "sudoku h" "hint"
expect "sudoku hint --" "--box --column --format --help --jobs --scale --symbols --variant"
refuse "sudoku hint --" "--holes"
refuse "sudoku hint --" "--seed"
refuse "sudoku rate --" "--count"
expect "sudoku rate --" "--box --column --format --help --jobs --scale --symbols --variant"
expect "sudoku rate --scale " "classic modern"
expect "sudoku solve --" "--box --color --column --format --help --jobs --stats --symbols --variant"
expect "sudoku count -" "--box --column --format --help --jobs --limit --symbols --variant -f -h -j -l"
expect "sudoku gen --s" "--seed --solution --symbols --symmetry"
expect "sudoku gen --symmetry " "diagonal mirror none rotational"
expect "sudoku gen --symmetry=r" "rotational"
expect "sudoku gen --difficulty e" "easy expert extreme"
expect "sudoku rate --format " "csv json line text"
expect "sudoku gen --format " "boxed csv grid json line"
expect "sudoku solve --color " "always auto never"
expect "sudoku gen --holes " ""
expect "sudoku count -l " ""
expect "sudoku print --format " "pdf svg"
expect "sudoku print --per-page " "1 2 4 6"
expect "sudoku print --p" "--paper --per-page"
expect "sudoku --" "--help --version"
expect "sudoku gen " ""                     # gen reads no files
expect "sudoku gen --count 3 " ""
expect "sudoku canon --format " "csv json line"
expect "sudoku solve --variant " ""           # a list: nothing to offer
[[ -n $(complete_line "sudoku solve ") ]] || { echo "solve completes no file names"; fail=1; }
[ "$fail" -eq 0 ] && echo "bash completion: every command completes its own options"
exit "$fail"
