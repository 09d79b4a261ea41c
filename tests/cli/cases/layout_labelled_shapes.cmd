# issue 23 item 1 on every shape: a label before a 16x16, 6x6, 25x25 or
# jigsaw line names the record, as it does before a 9x9 line; none is lost
# (a labelled 16x16 line was taken for a title and dropped); the first
# record being a 16x16, the CSV carries the shape columns (size is field 10)
$SUDOKU count --format csv inputs/layouts/labelled_shapes.txt | cut -d, -f2,3,4,9,10
$SUDOKU solve inputs/layouts/labelled_shapes.txt | cut -c1-40
