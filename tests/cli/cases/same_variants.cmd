# same on x: a shuffle is equivalent, and T maps A onto B; a row swap that
# breaks the diagonals is equivalent only as a plain sudoku; shuffle --apply
# refuses it on x. A jigsaw and a shuffle of it (region map moved along).
A=$(sed -n 3p inputs/canon/variants.txt)
B=$(echo "$A" | $SUDOKU shuffle -s 4 --variant x | tail -1)
$SUDOKU same --variant x "$A" "$B"; echo "status $?"
T=$($SUDOKU same --variant x "$A" "$B" | sed -n '1s/^equivalent //p')
[ "$(echo "$A" | $SUDOKU shuffle --variant x --apply "$T" | tail -1)" = "$B" ] && echo round trip ok
C=$(echo "$A" | $SUDOKU shuffle --apply r213456789)
$SUDOKU same --variant x "$A" "$C"; echo "status $?"
$SUDOKU same "$A" "$C" | head -1
echo "$A" | $SUDOKU shuffle --variant x --apply r2,1,3,4,5,6,7,8,9; echo "status $?"
J=$(grep AAAA inputs/canon/variants.txt | head -1)
K=$(echo "$J" | $SUDOKU shuffle -s 2 --apply t/r9,8,7,6,5,4,3,2,1/d2,1,3,4,5,6,7,8,9)
echo "$K"
$SUDOKU same "$J" "$K"; echo "status $?"
