# a 12x12 (3x4) and a 6x6 (3x2) put through random group elements: one form each
sed -n 7p inputs/canon/boards.txt | $SUDOKU shuffle -s 7 -c 5 --box 3x4 | $SUDOKU canon --count --box 3x4
$SUDOKU shuffle -s 3 -c 4 inputs/canon/boards_3x2.txt | $SUDOKU dedupe --count --box 3x2
sed -n 2p inputs/canon/latin.txt | $SUDOKU shuffle -s 5 -c 6 --variant latin | $SUDOKU canon --count --variant latin
