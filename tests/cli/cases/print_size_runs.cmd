# issue 21: print lays out each run of boards of one size on pages of its
# own, at that size's count a page: 17 classic puzzles (6 a page: 6, 6, 5),
# one 16x16 (alone: one page), 17 classic again; the solutions the same way
# (12 classic a page, 16x16 four). --per-page N keeps N a page for every
# puzzle page. Each line: a page and the puzzles (or solutions) it holds,
# read back from the SVG.
pages() {
    python3 -c '
import re, sys
text = sys.stdin.read()
for n, page in enumerate(re.split(r"<g class=\"page\"", text)[1:], 1):
    ids = re.findall(r"<g class=\"(?:puzzle|solution)\" id=\"([a-z]+-\d+)\"", page)
    print("page %d: %s" % (n, " ".join(i.split("-")[0][0] + i.split("-")[1] for i in ids)))'
}
$SUDOKU print --format svg ../../puzzles/hardest.txt ../../puzzles/16x16.txt ../../puzzles/hardest.txt | pages
echo "exit $?"
$SUDOKU print --solutions --format svg ../../puzzles/hardest.txt ../../puzzles/16x16.txt | pages
$SUDOKU print --per-page 4 --format svg ../../puzzles/hardest.txt ../../puzzles/16x16.txt | pages
