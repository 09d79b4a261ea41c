# explain --scale classic: the path Sudoku Explainer takes, its forcing
# X- and XY-chains, cycles and forcing chains each with the chain it rests on
$SUDOKU explain --scale classic inputs/explain/se_chains.txt | grep -E "chain|cycle|nishio|rating"
