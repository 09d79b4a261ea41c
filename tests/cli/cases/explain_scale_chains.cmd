# explain --scale classic: the path Sudoku Explainer takes, its forcing
# X- and XY-chains, cycles and forcing chains each with the chain it rests on
# (each step whole: its first line and the lines it is wrapped onto), and
# the summary
$SUDOKU explain --scale classic inputs/explain/se_chains.txt |
    awk '/^[0-9]+\. / { keep = /chain|cycle|nishio/ } /^[a-z(]/ { keep = 1 } keep'
