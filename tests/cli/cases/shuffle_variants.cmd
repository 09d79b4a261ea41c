# shuffle applies only the variant's group: 5 shuffles of each puzzle are
# still unique puzzles of its variant (read back through the '# variant:'
# lines), with one form for the 5 and the original
$SUDOKU shuffle -s 11 -c 5 inputs/canon/variants.txt | $SUDOKU count | uniq -c
{ cat inputs/canon/variants.txt; $SUDOKU shuffle -s 11 -c 5 inputs/canon/variants.txt; } |
    $SUDOKU canon --count | sed 's/.* //'
