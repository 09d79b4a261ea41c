# a 100 MB line (made here, not stored): reported with its length, echoed cut to the 3072 bytes stored; the next puzzle is still solved
{ head -c 100000000 /dev/zero | tr '\0' 5; printf '\n'; cat inputs/bad/no_final_newline.txt; } | $SUDOKU solve
