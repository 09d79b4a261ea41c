# -j 2 and -j 1 give the same bytes, messages included (2>&1 keeps each message after its record)
t=$(mktemp -d); set -- inputs/bad/*.txt inputs/mixed.txt
for j in 1 2; do $SUDOKU solve -j $j "$@" >$t/solve$j 2>&1; echo "solve -j $j: status $?"; $SUDOKU count -j $j "$@" >$t/count$j 2>&1; echo "count -j $j: status $?"; done
cmp $t/solve1 $t/solve2 && cmp $t/count1 $t/count2 && echo same; rm -rf "$t"
