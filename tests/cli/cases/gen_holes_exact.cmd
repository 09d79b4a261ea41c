# Every puzzle has exactly the holes asked for.
for n in 0 1 30 45 55 60; do
  $SUDOKU gen -s 9 -c 5 --holes $n --format line | awk '{ print gsub(/\./, ".") }' | sort -u
done
