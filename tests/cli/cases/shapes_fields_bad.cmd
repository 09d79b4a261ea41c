# Bad shape fields in a CSV row or JSON object of another size cost that
# record alone, with a message naming what the field holds and what is
# accepted: a size that is no side, a puzzle of the wrong length for its
# size, a box that does not multiply to the size, a cell outside the
# size's symbols, a jigsaw without its map or with a map of the wrong
# length or region sizes, an unknown variant. The good rows after them are
# read (count 1 each). Before, every row of a size other than 9 was bad.
p=4.....3.45.6..6..1..5412....5325...4
q=5.6...64...1..4.56461.3.1..4..3.2...
z=4.....3.45.6..6..1..5412....5325...Z
g=4.....3.45.6..6..1..5412....5325...G
m=AAAAAABBBBBBCCCCCCDDDDDDEEEEEEFFFFF
{
    echo "puzzle,status,size,box,variants,regions"
    echo "$p,ok,7,,,"
    echo "$p,ok,16,,,"
    echo "$p,ok,6,3x3,,"
    echo "$z,ok,6,3x2,,"
    echo "$g,ok,6,3x2,,"
    echo "$p,ok,6,,jigsaw,"
    echo "$p,ok,6,,jigsaw,$m"
    echo "$p,ok,6,,jigsaw,${m}A"
    echo "$p,ok,6,,bogus,"
    echo "$p,ok,6,3x2,,"
    echo "$q,ok,6,3x2,,"
    echo "12345,ok,,,,"
} | $SUDOKU count
echo "exit $?"
{
    echo "{\"puzzle\":\"$p\",\"size\":7,\"box\":\"3x2\"}"
    echo "{\"puzzle\":\"$p\",\"size\":6,\"box\":\"4x2\"}"
    echo "{\"puzzle\":\"$z\",\"size\":6,\"box\":\"3x2\"}"
    echo "{\"puzzle\":\"$p\",\"size\":6,\"variants\":\"jigsaw\",\"regions\":\"$m\"}"
    echo "{\"puzzle\":\"$p\",\"size\":6,\"box\":\"3x2\"}"
    echo "{\"puzzle\":\"12345\",\"status\":\"ok\"}"
    echo "{\"puzzle\":\"$q\",\"size\":6,\"box\":\"3x2\"}"
} | $SUDOKU count
echo "exit $?"
