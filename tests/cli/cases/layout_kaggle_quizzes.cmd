$SUDOKU solve inputs/layouts/kaggle_quizzes.csv
