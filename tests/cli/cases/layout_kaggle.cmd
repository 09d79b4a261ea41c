$SUDOKU solve inputs/layouts/kaggle.csv
