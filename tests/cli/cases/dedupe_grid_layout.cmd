$SUDOKU dedupe inputs/canon/full.txt ../../puzzles/poj2676.txt inputs/canon/full.txt ../../puzzles/poj2676.txt
