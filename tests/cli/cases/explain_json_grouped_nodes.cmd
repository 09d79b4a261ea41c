# A chain of strong links whose node is a group of cells ((3)r3c45) has its
# chain in the JSON too: the group's node lists its cells, the nodes' cells
# in order are the step's pattern cells, a group lies in one box and one
# line, and the nodes written as players write them are the chain the text
# shows and the chain's "eureka"; records.py checks the rest of the output.
t=$(mktemp)
$SUDOKU explain --scale modern --format json inputs/explain/grouped_links.txt >$t
python3 records.py json <$t
python3 -c '
import json, sys

def name(cells):
    rows = "".join(dict.fromkeys(c[1] for c in cells))
    cols = "".join(dict.fromkeys(c[3] for c in cells))
    return "r" + rows + "c" + cols

def box(cell):
    return (int(cell[1]) - 1) // 3, (int(cell[3]) - 1) // 3

for line in sys.stdin:
    steps = json.loads(line)["steps"]
    step = next(s for s in steps
                if any("cells" in n for n in s.get("chain", {}).get("nodes", [])))
    nodes = step["chain"]["nodes"]
    groups = [n.get("cells", [n["cell"]]) for n in nodes]
    assert sum(groups, []) == step["cells"], (groups, step["cells"])
    for n, g in zip(nodes, groups):
        assert g[0] == n["cell"] and [n["digit"]] == step["digits"]
        assert len({box(c) for c in g}) == 1, g
        assert len({c[1] for c in g}) == 1 or len({c[3] for c in g}) == 1, g
    chain = "".join(("=" if n["on"] else "-" if i else "") + "(%d)" % n["digit"] + name(g)
                    for i, (n, g) in enumerate(zip(nodes, groups)))
    assert chain in step["text"], (chain, step["text"])
    assert step["chain"]["eureka"] == chain, (step["chain"]["eureka"], chain)
    print("step", steps.index(step) + 1, step["technique"], chain,
          "groups:", len([g for g in groups if len(g) > 1]))
' <$t
rm -f $t
