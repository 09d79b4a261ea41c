# --minimal digs until every given is needed and reports the holes reached;
# removing any given of the result leaves several solutions.
$SUDOKU gen -s 1 -c 3 --minimal --format line > /dev/null
$SUDOKU gen -s 1 --minimal --format line 2>/dev/null | awk '{
  for (i = 1; i <= 81; i++) if (substr($0, i, 1) != ".")
    print substr($0, 1, i - 1) "." substr($0, i + 1)
}' | $SUDOKU count -l 2 | sort | uniq -c | tr -s ' '
