$SUDOKU dedupe inputs/canon/grids.txt; $SUDOKU dedupe -j 2 inputs/canon/grids.txt
