# same prints T with shuffle --apply T A == B, on a 12x12 (3x4) and a 4x4 (transposes)
for n in 7 2; do
    box=3x4; [ $n = 2 ] && box=2x2
    A=$(sed -n ${n}p inputs/canon/boards.txt)
    B=$(echo "$A" | $SUDOKU shuffle -s 9 --box $box)
    T=$($SUDOKU same --box $box "$A" "$B" | sed -n '1s/^equivalent //p')
    echo "$T"
    [ "$(echo "$A" | $SUDOKU shuffle --box $box --apply "$T")" = "$B" ] && echo round trip ok
done
