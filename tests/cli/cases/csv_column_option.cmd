# --column NAME|N picks the puzzle column, with or without a header
tail -n 1 inputs/layouts/kaggle.csv | $SUDOKU count --column 2
tail -n 1 inputs/layouts/kaggle.csv | $SUDOKU count --column 3 --format line | cut -c1-20
$SUDOKU count --column difficulty inputs/layouts/kaggle.csv
$SUDOKU solve --column 0 inputs/layouts/kaggle.csv; echo "status $?"
jq_like='"1..5.37..6.3..8.9......98...1.......8761..........6...........7.8.9.76.47...6.312","x"'
echo "$jq_like" | $SUDOKU count
for c in solve count rate hint explain print; do $SUDOKU $c --help | grep -c -e "--column NAME|N"; done
