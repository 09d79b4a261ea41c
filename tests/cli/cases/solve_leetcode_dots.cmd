$SUDOKU solve < ../../puzzles/leetcode.txt
