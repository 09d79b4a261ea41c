# issue 21: check_shapes.py catches wrong answers: a 4x4 solution whose
# diagonal repeats a symbol under x, one whose columns do, one that drops a
# given, one with equal symbols a king's move apart
python3 check_shapes.py --records inputs/shapes/wrong_answers.ndjson
echo "exit $?"
