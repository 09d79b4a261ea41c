# Where the forcing nets stall the hint is a nested forcing chain with its
# branches, not an unexplained trial; as JSON the chain comes whole and the
# output is valid JSON (Python's json.tool reads it). One run: each is a
# nested search, minutes under valgrind. Its inner chains come whole: as
# nodes one depth deeper, each removal pointing to its chain, and written
# inside the removal's brackets; a pattern names its units and digits.
t=$(mktemp)
$SUDOKU hint --format json inputs/hints/past_nets.txt >$t
python3 -m json.tool <$t >/dev/null && echo "valid JSON"
python3 -c '
import json, re, sys
step = json.load(sys.stdin)["step"]
chain = step["chain"]
print(step["text"].split(" - ")[0])
print(step["technique"], chain["shows"], chain["branches"], "branches,",
      "cut" if chain["cut"] else "whole,",
      all(n["from"] is None or n["from"] < i for i, n in enumerate(chain["nodes"])) and
      "every node follows an earlier one")
nodes = chain["nodes"]
inner = [n for n in nodes if n["depth"] == 1]
uses = [n for n in nodes if n["link"] == "pattern" and n["from"] is not None]
print(len(inner) > 0 and "inner chains as nodes,",
      all(nodes[n["from"]]["depth"] == n["depth"] + 1 for n in uses) and
      "each removal points to its chain,",
      len(re.findall(r"\[[^][:]+: [(r]", chain["eureka"])) == len(uses) and
      "each written in its brackets")
pats = [n for n in nodes if n["link"] == "pattern" and n["from"] is None]
print(len(pats) > 0 and all(n["units"] and n["digits"] for n in pats) and
      "patterns with their units and digits:",
      sorted(set(re.findall(r"\[([a-zX-]+[a-z ]*): [1-9]", chain["eureka"]))))' <$t
rm -f $t
