# An X puzzle whose givens clash on the anti-diagonal only (a classic
# puzzle of qqwing's read as X): rate, hint and explain named the clash as
# count and solve do; before, they said "givens clash" alone (the classic
# check, which finds none there)
$SUDOKU count inputs/shapes/x_clash.txt
$SUDOKU rate inputs/shapes/x_clash.txt
$SUDOKU hint -f csv inputs/shapes/x_clash.txt
$SUDOKU explain -f json inputs/shapes/x_clash.txt
