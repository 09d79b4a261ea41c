# issue 21: a puzzle of a shape rate, hint and explain do not take (4x4,
# 6x6, 16x16) is valid: its record says 'unsupported', not 'invalid', and
# the message says what is taken; every puzzle read gives one record, in
# order, in every format, through a pipe and from a file (-j 2); exit 1
in=inputs/shapes/unsupported.txt
run() { # FORMAT CHECK COMMAND...: the output (explain's steps left out), then the status
    format=$1 check=$2; shift 2
    $SUDOKU "$@" --format "$format" > unsupported.out 2> unsupported.err
    echo "$* --format $format: exit $?"
    cat unsupported.err
    case $check in
    json|csv) python3 records.py "$check" < unsupported.out ;;
    *) grep -v '^[0-9]*\. \|^this path\|^rating\|^$' unsupported.out | cut -c1-110 ;;
    esac
}
for cmd in rate hint explain; do
    run text - $cmd < $in
    run line - $cmd < $in
    run json json $cmd -j 2 $in
    run csv csv $cmd < $in
done
rm -f unsupported.out unsupported.err
