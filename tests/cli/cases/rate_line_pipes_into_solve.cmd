# rate --format line writes PUZZLE SCORE ...: the fields after the 81 cells
# are kept, so the lines go straight back into solve
$SUDOKU rate --format line ../../puzzles/poj2676.txt inputs/layouts/qqwing_oneline.txt | $SUDOKU solve
