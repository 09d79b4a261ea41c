#!/usr/bin/env python3
"""Reads `sudoku ... --format json|csv` output on stdin with Python's own json
and csv modules and checks it as a program would use it: every NDJSON line is
one object, every CSV row has the header's fields; solutions obey the rules
(of the record's shape when it carries one: a 9x9 variant's extra houses,
as check_shapes.py lists them) and keep the givens; a hint's or an explanation's placements agree with the
solution and no elimination removes a solution digit; an explanation's steps,
applied in order, fill the grid. Prints one summary line per record (its
line, status and what was checked) for the case's .out file to compare.

Usage: records.py json|csv [--header NAME,NAME,...] < output
"""
import csv
import io
import json
import re
import sys

import check_shapes


def fail(message):
    print("records.py: " + message)
    sys.exit(1)


def cells(text):
    """81 digits (0 empty) from an 81-character puzzle string."""
    if not isinstance(text, str) or len(text) != 81:
        fail("not an 81-cell puzzle: %r" % (text,))
    return [0 if ch == "." else int(ch) for ch in text]


def classic_peers(i):
    r, c = divmod(i, 9)
    b = (r // 3) * 3 * 9 + (c // 3) * 3
    box = [b + 9 * dr + dc for dr in range(3) for dc in range(3)]
    return set([9 * r + k for k in range(9)] + [9 * k + c for k in range(9)] + box) - {i}


PEERS = [classic_peers(i) for i in range(81)]


def shape_peers(record):
    """The peers of each cell under the record's shape fields (size, box,
    variants, regions), or the classic ones when it has none; rate, hint and
    explain take 9x9 shapes with houses only."""
    if not record.get("size"):
        return PEERS, ""
    if int(record["size"]) != 9:
        fail("a %s-sided record: records.py reads 9x9 ones" % record["size"])
    shape = {"size": 9, "box": record.get("box") or "",
             "variants": record.get("variants") or "", "regions": record.get("regions")}
    houses, variants = check_shapes.houses(9, shape)
    peers = [set() for _ in range(81)]
    for house in houses:
        for i in house:
            peers[i] |= set(house) - {i}
    moves = ([(1, 2), (2, 1), (1, -2), (2, -1)] if "anti-knight" in variants else []) + \
        ([(1, 1), (1, -1)] if "anti-king" in variants else [])
    for i in range(81):  # a knight's or king's move away: never the same digit
        for dr, dc in moves:
            r, c = i // 9 + dr, i % 9 + dc
            if 0 <= r < 9 and 0 <= c < 9:
                peers[i].add(r * 9 + c)
                peers[r * 9 + c].add(i)
    if "non-consecutive" in variants:  # orthogonal neighbours: never d and d+1
        peers = [NonConsecutive(p, i) for i, p in enumerate(peers)]
    name = "9x9 " + " ".join(x for x in (shape["box"], shape["variants"]) if x)
    return peers, name


class NonConsecutive(set):
    """A cell's peers, and its orthogonal neighbours, which may not hold a
    digit next to its own (non-consecutive)."""

    def __init__(self, peers, i):
        super().__init__(peers)
        r, c = divmod(i, 9)
        self.adj = [(r + dr) * 9 + c + dc for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                    if 0 <= r + dr < 9 and 0 <= c + dc < 9]


def allowed(grid, i, peers):
    """The digits cell i may hold under its peers (and neighbours)."""
    options = set(range(1, 10)) - {grid[p] for p in peers[i]}
    for a in getattr(peers[i], "adj", []):
        if grid[a]:
            options -= {grid[a] - 1, grid[a] + 1}
    return options


def solve(grid, peers=PEERS):
    """The solutions of grid, at most two, by plain backtracking."""
    grid = list(grid)
    found = []

    def search():
        if len(found) > 1:
            return
        empty = [i for i in range(81) if grid[i] == 0]
        if not empty:
            found.append(list(grid))
            return
        best = None
        for i in empty:
            options = allowed(grid, i, peers)
            if best is None or len(options) < len(best[1]):
                best = (i, options)
        i, options = best
        for d in sorted(options):
            grid[i] = d
            search()
            grid[i] = 0

    search()
    return found


def is_solution(puzzle, solution, peers=PEERS):
    if any(p and p != s for p, s in zip(puzzle, solution)) or 0 in solution:
        return False
    return all(solution[i] != solution[p] for i in range(81) for p in peers[i]) and \
        all(abs(solution[i] - solution[a]) != 1
            for i in range(81) for a in getattr(peers[i], "adj", []))


def cell_index(name):
    if len(name) != 4 or name[0] != "r" or name[2] != "c":
        fail("bad cell name %r" % (name,))
    return (int(name[1]) - 1) * 9 + int(name[3]) - 1


def check_step(step, grid, solution):
    """Checks one step against the solution, applies its placements to grid."""
    for key in ("technique", "difficulty", "placements", "eliminations", "units", "cells",
                "digits", "text"):
        if key not in step:
            fail("step without %r: %r" % (key, step))
    for unit in step["units"]:
        if not re.fullmatch(r"[rcb][1-9]|dg[1-9]|w[1-9]|x[12]|gir|ast|cd", unit):
            fail("unit %r is no unit's name" % (unit,))
    for p in step["placements"]:
        i = cell_index(p["cell"])
        if solution[i] != p["digit"]:
            fail("placement %r disagrees with the solution" % (p,))
        grid[i] = p["digit"]
    for e in step["eliminations"]:
        if solution[cell_index(e["cell"])] == e["digit"]:
            fail("elimination %r removes the solution's digit" % (e,))
    if not step["placements"] and not step["eliminations"]:
        fail("a step that does nothing")
    chain = step.get("chain")
    if chain is not None:
        nodes = chain["nodes"]
        if not chain["eureka"] or not nodes or chain["branches"] < 1:
            fail("an empty chain: %r" % (chain,))
        for k, node in enumerate(nodes):
            if node["from"] is not None and not 0 <= node["from"] < k:
                fail("chain node %d follows a later node" % k)
            cell_index(node["cell"])
        return 1
    return 0


def summarise_json(obj, number):
    status = obj.get("status")
    where = str(obj.get("line", obj.get("index", number)))
    if "column" in obj:  # file:line:column, as on stderr
        where += ":%d" % obj["column"]
    words = [where, status]
    peers, shape = shape_peers(obj)
    if shape:
        words.append(shape)
    if "error" in obj:
        words.append("error: " + obj["error"])
    if status not in ("ok", "solved"):
        return words
    if "solution" in obj:
        puzzle = cells(obj["puzzle"])
        if not is_solution(puzzle, cells(obj["solution"]), peers):
            fail("line %s: not a solution" % obj.get("line"))
        words.append("solution checked")
    if "count" in obj:
        words.append("count %d%s" % (obj["count"], " capped" if obj["capped"] else ""))
    if "techniques" in obj:
        total = sum(obj["techniques"].values())
        if total != obj["steps"]:
            fail("technique counts add up to %d, not %d steps" % (total, obj["steps"]))
        if ("hardest" in obj) != (obj["steps"] > 0):
            fail("hardest given for a path of %d steps" % obj["steps"])
    if "score" in obj:
        words.append("%.1f %s %s" % (obj["score"], obj["level"], obj.get("hardest")))
    if "rating_steps" in obj:  # explain: the rating's path beside the one shown
        if ("rating_hardest" in obj) != (obj["rating_steps"] > 0):
            fail("rating_hardest given for a path of %d steps" % obj["rating_steps"])
        words.append("(rating: %s, %d steps)" % (obj.get("rating_hardest"), obj["rating_steps"]))
    if "step" in obj or isinstance(obj.get("steps"), list):
        puzzle = cells(obj["puzzle"])
        solutions = solve(puzzle, peers)
        if len(solutions) != 1:
            fail("a step for a puzzle with %d solutions" % len(solutions))
        grid = list(puzzle)
        chains = 0
        for step in obj["steps"] if isinstance(obj.get("steps"), list) else [obj["step"]]:
            chains += check_step(step, grid, solutions[0])
        if isinstance(obj.get("steps"), list):
            hardest = None
            for step in obj["steps"]:  # the first of the highest weight
                if hardest is None or step["difficulty"] > hardest["difficulty"]:
                    hardest = step
            if obj.get("hardest") != (hardest["technique"] if hardest else None):
                fail("hardest %s is not the path's hardest step" % obj.get("hardest"))
            if grid != solutions[0]:
                fail("the steps do not fill the grid")
            words.append("%d steps fill the grid, %d chains" % (len(obj["steps"]), chains))
        else:
            words.append("%s checked" % obj["step"]["technique"])
    return words


def read_json(data):
    records = []
    if data and not data.endswith("\n"):
        fail("output does not end with a newline")
    for number, line in enumerate(data.splitlines(), 1):
        obj = json.loads(line, parse_constant=lambda c: fail("non-JSON constant " + c))
        if not isinstance(obj, dict):
            fail("line %d is not an object" % number)
        records.append(summarise_json(obj, number))
    return records


def summarise_csv(row, number):
    where = row.get("line", row.get("index", str(number)))
    if row.get("column"):
        where += ":" + row["column"]
    words = [where, row["status"]]
    peers, shape = shape_peers(row)
    if shape:
        words.append(shape)
    if row.get("error"):
        words.append("error: " + row["error"])
    if row["status"] == "ok" and row.get("solution"):
        if not is_solution(cells(row["puzzle"]), cells(row["solution"]), peers):
            fail("row %d: not a solution" % number)
        words.append("solution checked")
    if row["status"] == "ok" and row.get("count"):
        words.append("count %s%s" % (row["count"], " capped" if row["capped"] == "true" else ""))
    if row["status"] == "ok" and row.get("score"):
        words.append("%s %s %s" % (row["score"], row["level"],
                                   row.get("hardest") or row.get("rating_hardest")))
    moves = row.get("path") or " ".join(row.get(k) or "" for k in ("placements", "eliminations"))
    if row["status"] == "ok" and moves.strip():
        words.append(check_moves(row, moves, peers))
    return words


def check_moves(row, moves, peers):
    """Checks a hint's or a path's moves ("r2c9=9", "r1c4<>3") against the
    puzzle's one solution; a path (explain) must fill the grid."""
    puzzle = cells(row["puzzle"])
    solutions = solve(puzzle, peers)
    if len(solutions) != 1:
        fail("moves for a puzzle with %d solutions" % len(solutions))
    grid = list(puzzle)
    found = re.findall(r"r([1-9])c([1-9])(=|<>)([1-9])", moves)
    for r, c, op, d in found:
        i = (int(r) - 1) * 9 + int(c) - 1
        if (solutions[0][i] == int(d)) != (op == "="):
            fail("move r%sc%s%s%s disagrees with the solution" % (r, c, op, d))
        if op == "=":
            grid[i] = int(d)
    if row.get("path") is not None:
        if grid != solutions[0]:
            fail("the path does not fill the grid")
        return "%d moves fill the grid" % len(found)
    return "%d moves checked" % len(found)


def read_csv(data, header):
    if data and not data.endswith("\r\n"):
        fail("CSV output does not end with CRLF")
    rows = list(csv.reader(io.StringIO(data, newline=""), strict=True))
    if not rows:
        fail("no header line")
    if header and rows[0] != header.split(","):
        fail("header %r, expected %r" % (rows[0], header))
    records = []
    for number, row in enumerate(rows[1:], 1):
        if len(row) != len(rows[0]):
            fail("row %d has %d fields, the header %d" % (number, len(row), len(rows[0])))
        records.append(summarise_csv(dict(zip(rows[0], row)), number))
    return records


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ("json", "csv"):
        fail("usage: records.py json|csv [--header NAMES] < output")
    header = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--header" else None
    data = sys.stdin.buffer.read().decode("utf-8")  # strict: must be UTF-8
    records = read_json(data) if sys.argv[1] == "json" else read_csv(data, header)
    for words in records:
        print(" ".join(words))
    print("%d records" % len(records))


main()
