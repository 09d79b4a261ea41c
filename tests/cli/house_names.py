#!/usr/bin/env python3
"""Reads `sudoku explain|hint --format json` on stdin and checks the words
its steps give the houses against each record's own shape: a jigsaw's
regions are told "region N", N counting the map's symbols in the order they
first appear (row by row), and never "box N"; a board with boxes says "box
N" (N counting the 3x3 boxes row by row) and never "region N". Each hidden
single or full house must name a region or box that holds the cell it
places. On windoku the drawn windows are "window 1".."window 4" (left to
right, top to bottom) and the groups they imply "the implied window r..c.."
(its rows and columns), never "window 5".."window 9"; a placement there
must lie in the window named. Prints one line per record: its line, shape
and what was checked.

Usage: house_names.py < output
"""
import json
import re
import sys

MENTION = re.compile(r"\b(box|region) (\d)\b")
PLACED = re.compile(r"^r(\d)c(\d) = \d: (?:hidden single|full house) - .* (box|region) (\d)$")
WINDOW = re.compile(r"\b(?:window (\d)|the implied window r(\d+)c(\d+))\b")
PLACED_WINDOW = re.compile(r"^r(\d)c(\d) = \d: (?:hidden single|full house) - .* "
                           r"(?:window (\d)|the implied window r(\d+)c(\d+))$")


def window_cells(n, rows, cols):
    """A drawn window (n: 1..4, in reading order) or an implied one."""
    if n:
        if int(n) > 4:
            fail("window %s: a 9x9 windoku draws 4 windows" % n)
        wr, wc = divmod(int(n) - 1, 2)
        return [(1 + 4 * wr + i) * 9 + 1 + 4 * wc + j for i in range(3) for j in range(3)]
    return [(int(r) - 1) * 9 + int(c) - 1 for r in rows for c in cols]


def fail(message):
    print("house_names.py: " + message)
    sys.exit(1)


def house_cells(kind, n, regions):
    if kind == "region":
        order = []
        for s in regions:
            if s not in order:
                order.append(s)
        return [i for i in range(81) if regions[i] == order[n - 1]]
    br, bc = divmod(n - 1, 3)
    return [(3 * br + i) * 9 + 3 * bc + j for i in range(3) for j in range(3)]


def main():
    for line_no, line in enumerate(sys.stdin, 1):
        rec = json.loads(line)
        if rec.get("status") != "ok":
            print("%d %s" % (line_no, rec.get("status")))
            continue
        jigsaw = "jigsaw" in (rec.get("variants") or "").split(",")
        regions = rec.get("regions", "")
        steps = rec["steps"] if "steps" in rec else [rec["step"]]
        named = placed = windows = in_window = 0
        windoku = "windoku" in (rec.get("variants") or "").split(",")
        for st in steps:
            text = st["text"]
            for n, rows, cols in WINDOW.findall(text):
                if not windoku:
                    fail("record %d: a window on a board without: %s" % (line_no, text))
                window_cells(n, rows, cols)
                windows += 1
            m = PLACED_WINDOW.match(text)
            if m:
                cell = (int(m.group(1)) - 1) * 9 + int(m.group(2)) - 1
                if cell not in window_cells(m.group(3), m.group(4), m.group(5)):
                    fail("record %d: r%sc%s is not in that window: %s"
                         % (line_no, m.group(1), m.group(2), text))
                in_window += 1
            for kind, _ in MENTION.findall(text):
                if (kind == "box") == jigsaw:
                    fail("record %d: %s on a %s board: %s"
                         % (line_no, kind, "jigsaw" if jigsaw else "boxed", text))
                named += 1
            m = PLACED.match(text)
            if m and m.group(3) in ("box", "region"):
                cell = (int(m.group(1)) - 1) * 9 + int(m.group(2)) - 1
                if cell not in house_cells(m.group(3), int(m.group(4)), regions):
                    fail("record %d: r%sc%s is not in %s %s: %s"
                         % (line_no, m.group(1), m.group(2), m.group(3), m.group(4), text))
                placed += 1
        print("%d ok %s %d steps, %d %s names, %d placements in their %s%s"
              % (line_no, "jigsaw" if jigsaw else "boxed", len(steps), named,
                 "region" if jigsaw else "box", placed, "region" if jigsaw else "box",
                 ", %d window names, %d placements in their window" % (windows, in_window)
                 if windoku else ""))


if __name__ == "__main__":
    main()
