# issue 21: a drawn grid says its boxes by its walls. A 6x6 drawn with
# boxes 3 high and 2 wide (as `gen --box 3x2 --format boxed` draws it),
# an 8x8 with 4x2 and a 12x12 with 4x3 boxes, without a '# box:' line, are
# read with the boxes drawn, not the size's own (before: the 6x6 had "no
# solution", the others "givens clash"); a 6x6 drawn with its own 2x3
# boxes stays as it was; pipe = file
sh pipe_file.sh inputs/shapes/drawn_tall_boxes.txt count
sh pipe_file.sh inputs/shapes/drawn_tall_boxes.txt solve --format line
