# A full grid takes no step, so nothing names a hardest step of it: rate
# says "1.0 easy, 0 steps" ('-' in the line format) and its CSV and JSON
# leave hardest out; explain's summary says no step was needed, not that
# the rating came from another path than the (empty) one shown
g=143628579572139468986754231391542786468917352725863914237481695619275843854396127
echo $g | $SUDOKU rate
echo $g | $SUDOKU rate --format line
echo $g | $SUDOKU rate --format json
echo $g | $SUDOKU rate --format csv | cut -d, -f1-5
echo $g | $SUDOKU explain
echo $g | $SUDOKU explain --scale modern
echo $g | $SUDOKU explain --format json
echo $g | $SUDOKU explain --format csv | cut -d, -f1-9
