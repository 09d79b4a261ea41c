# Where the forcing nets stall the hint is a nested forcing chain with its
# branches, not an unexplained trial; as JSON the chain comes whole and the
# output is valid JSON (Python's json.tool reads it). One run: each is a
# nested search, minutes under valgrind.
t=$(mktemp)
$SUDOKU hint --format json inputs/hints/past_nets.txt >$t
python3 -m json.tool <$t >/dev/null && echo "valid JSON"
python3 -c '
import json, sys
step = json.load(sys.stdin)["step"]
chain = step["chain"]
print(step["text"].split(" - ")[0])
print(step["technique"], chain["shows"], chain["branches"], "branches,",
      "cut" if chain["cut"] else "whole,",
      all(n["from"] is None or n["from"] < i for i, n in enumerate(chain["nodes"])) and
      "every node follows an earlier one")' <$t
rm -f $t
