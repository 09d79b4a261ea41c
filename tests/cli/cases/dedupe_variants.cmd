# dedupe keeps one record of each class: every puzzle of variants.txt and 3
# shuffles of each, 44 records, give back the 11 originals
{ cat inputs/canon/variants.txt; $SUDOKU shuffle -s 3 -c 3 inputs/canon/variants.txt; } |
    $SUDOKU dedupe
