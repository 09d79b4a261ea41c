$SUDOKU canon --zeros --automorphisms inputs/canon/full.txt inputs/canon/a.txt
