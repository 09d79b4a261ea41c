# issue 23: numbered lines "1) ", "3. " (the "3." is no cells) and "1 " are read
for n in "1)" "3." "1"; do
  echo "$n 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79" | $SUDOKU count --format line
done
echo "0000183b305c 050703060007000800000816000000030000005000100730040086906000204840572093000409000 1.2" | $SUDOKU count --format csv
