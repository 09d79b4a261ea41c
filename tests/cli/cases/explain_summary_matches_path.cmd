# issue 23 item 8: explain's summary describes the path it shows (its step
# count, its hardest step) and names the rating's own path apart when that
# differs: leetcode.txt's path of 54 steps holds a naked pair (3.0) while
# Sudoku Explainer's path, which rates it 2.0, has 53 steps and peaks at a
# direct hidden pair. Then every summary of leetcode, POJ 2676 and the first
# 20 of top1465 is checked against the steps above it. On jigsaws (serate
# cannot rate them) the summary names Sudoku Explainer's rules with regions
# as boxes, not Sudoku Explainer itself: six generated ones, both forms.
$SUDOKU explain ../../puzzles/leetcode.txt | tail -n 3
python3 explain_summary.py "$SUDOKU" ../../puzzles/leetcode.txt ../../puzzles/poj2676.txt \
    inputs/explain/top1465_first20.txt
t=$(mktemp -d)
$SUDOKU gen --variant jigsaw --seed 11 --count 6 --holes 58 --format line > "$t/j.txt"
$SUDOKU explain "$t/j.txt" | grep -c "^rating .*Sudoku Explainer's rules"
python3 explain_summary.py "$SUDOKU" "$t/j.txt"
rm -rf "$t"
