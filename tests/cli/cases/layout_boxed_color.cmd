# issue 23 item 5: our own `solve --format boxed --color always` output read
# back: the ANSI colour codes are skipped, so it reads as the plain boxed one
$SUDOKU solve --format line inputs/layouts/boxed_color.txt
$SUDOKU solve inputs/layouts/boxed_color.txt
$SUDOKU solve --format boxed --color always inputs/layouts/boxed_spaces.txt | $SUDOKU count
