# canon on 9x9 variants and jigsaws: each form after a '# variant:' line when
# the variants change (a jigsaw's region map on its line, regions A.. by first
# appearance), so it reads back as the same variant: unique like the puzzle
$SUDOKU canon -a inputs/canon/variants.txt
$SUDOKU canon inputs/canon/variants.txt | $SUDOKU count | uniq -c
