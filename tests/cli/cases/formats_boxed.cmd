# Boxed output reads back: solving it again gives the same answers, record
# for record, as solving the input; colour only when asked or on a terminal.
a=$($SUDOKU solve --format boxed inputs/formats/mixed.txt 2>/dev/null | $SUDOKU solve --format line 2>/dev/null)
b=$($SUDOKU solve --format line inputs/formats/mixed.txt 2>/dev/null)
[ "$a" = "$b" ] && echo "boxed reads back: $(printf '%s\n' "$a" | wc -l | tr -d ' ') records"
$SUDOKU solve --format boxed ../../puzzles/poj2676.txt
esc=$(printf '\033')
$SUDOKU solve --format boxed --color always ../../puzzles/poj2676.txt | grep -c "$esc"
$SUDOKU solve --format boxed ../../puzzles/poj2676.txt | grep -c "$esc"
NO_COLOR=1 $SUDOKU solve --format boxed --color auto ../../puzzles/poj2676.txt | grep -c "$esc"
$SUDOKU solve --format boxed --color always ../../puzzles/poj2676.txt | sed -n 2p | cat -v
