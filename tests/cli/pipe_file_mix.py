#!/usr/bin/env python3
"""A random mixer of real input layouts: builds inputs from puzzle lines,
spaced and compact grids, bordered grids, CSV blocks, directives (good and
bad), bad lines, titles, comments and blank lines; runs `sudoku solve -f
json` on each input read from a file and from a pipe, and checks

  - that both print the same bytes (stdout, stderr, exit status; the file's
    name read as <stdin>), the README's rule that a pipe and a file behave
    the same, and
  - that each puzzle and each bad line or bad directive gives exactly one
    record, in order (the number of JSON lines and their statuses).

Seeded and deterministic: the same seed and count build the same inputs.
Prints one line per failing input (its seed and what differs) and a
summary; exits 1 when any fails. --keep DIR writes the failing inputs there.

Usage: pipe_file_mix.py SUDOKU [--seed N] [--count N] [--keep DIR] [-v]
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

PUZZLES = [
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079",
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300",
    "200080300060070084030500209000105408000000000402706000301007040720040060004010003",
    "000000907000420180000705026100904000050000040000507009920108000034059000507000000",
    "030050040008010500460000012070502080000603000040109030250000098001020600080060020",
]


def cells(rng, puzzle):
    """The puzzle's 81 cells, its blanks written as one of the blank marks."""
    blank = rng.choice("0.")
    return puzzle.replace("0", blank)


def line_block(rng, p):
    return [cells(rng, p)], ["ok"]


def rows_of(rng, p):
    c = cells(rng, p)
    return [c[r * 9:r * 9 + 9] for r in range(9)]


def grid_block(rng, p):
    rows = rows_of(rng, p)
    if rng.random() < 0.5:
        rows = [" ".join(r) for r in rows]
    return rows, ["ok"]


def bordered_block(rng, p):
    rows = rows_of(rng, p)
    border = "+-------+-------+-------+"
    out = [border]
    for i, r in enumerate(rows):
        out.append("| %s | %s | %s |" % (" ".join(r[0:3]), " ".join(r[3:6]),
                                         " ".join(r[6:9])))
        if i in (2, 5):
            out.append(border)
    out.append(border)
    return out, ["ok"]


def csv_block(rng, _p):
    n = rng.randint(1, 3)
    lines = ["id,puzzle"]
    for i in range(n):
        lines.append("%d,%s" % (i + 1, cells(rng, rng.choice(PUZZLES))))
    return lines, ["ok"] * n


def directive_block(rng, _p):
    return [rng.choice(["# variant: none", "# variant: x", "# box: 3x3",
                        "# shape: 9x9"])], []


def bad_directive_block(rng, _p):
    return [rng.choice(["# variant: bogus", "# box: 7x7", "# shape: 7x7",
                        "# symbols: 1123"])], ["invalid"]


def bad_line_block(rng, p):
    c = cells(rng, p)
    kind = rng.randrange(5)
    if kind == 0:  # a line puzzle with one bad character
        k = rng.randrange(81)
        return [c[:k] + "Z" + c[k + 1:]], ["invalid"]
    if kind == 1:  # a row of nine with a bad character
        return [rng.choice(["Z00000000", "12345678Z", "1234Q6789"])], ["invalid"]
    if kind == 2:  # a spaced row of nine with a bad character
        return ["1 2 3 4 5 6 7 8 Z"], ["invalid"]
    if kind == 3:  # a line of 80 cells
        return [c[:80]], ["invalid"]
    return [c + "5"], ["invalid"]  # 82 cells


def nine_cells(line):
    """A bad line of nine cells (a grid's row, spaced or not)."""
    return len(line.replace(" ", "")) == 9 and ("Z" in line or "Q" in line)


def title_block(rng, _p):
    return [rng.choice(["Puzzle 1", "Grid 02", "# a comment", "Easy one:",
                        "Hard puzzle (from a book)"])], []


def blank_block(_rng, _p):
    return [""], []


# what a mix is made of, weighted as common as the layout is
BLOCKS = [
    (line_block, 6), (grid_block, 4), (bordered_block, 2), (csv_block, 1),
    (directive_block, 1), (bad_directive_block, 1), (bad_line_block, 2),
    (title_block, 2), (blank_block, 4),
]


def build(rng):
    """One input: its lines, and the statuses its records should have
    ('ok' for a puzzle whatever its answer, 'invalid' for a bad line)."""
    kinds = [b for b, _ in BLOCKS]
    weights = [w for _, w in BLOCKS]
    lines, expect = [], []
    after_bad_row = False
    for _ in range(rng.randint(2, 8)):
        block = rng.choices(kinds, weights)[0]
        if block is csv_block:  # fields on lines of their own
            lines.append("")
        more, statuses = block(rng, rng.choice(PUZZLES))
        if after_bad_row and (nine_cells(more[0]) or (more[0].startswith("# ") and
                                                     block is not bad_directive_block)):
            # two bad rows of nine one under the other (comments between
            # or not) are a grid cut short, one record: kept apart, each
            # is a line of its own. A bad directive right under a bad row
            # of nine is a record of its own (cases/bad_directive_under_
            # bad_line_pipe_file): mixed in, a row of nine never right
            # after it (after_bad_row stays set over a comment).
            lines.append("")
        if not more[0].startswith("#"):
            after_bad_row = nine_cells(more[0])
        lines += more
        expect += statuses
        if block is csv_block or (block in (grid_block, bordered_block) and
                                  rng.random() < 0.7):
            lines.append("")
    return "\n".join(lines) + "\n", expect


def run(sudoku, text, tmp):
    path = os.path.join(tmp, "input.txt")
    with open(path, "w") as f:
        f.write(text)
    args = [sudoku, "solve", "-f", "json"]
    as_file = subprocess.run(args + ["input.txt"], cwd=tmp, capture_output=True)
    as_pipe = subprocess.run(args, input=text.encode(), capture_output=True)

    def std(b):
        return b.replace(b'"input.txt"', b'"<stdin>"').replace(b"input.txt:", b"<stdin>:")

    return ((std(as_file.stdout), std(as_file.stderr), as_file.returncode),
            (as_pipe.stdout, as_pipe.stderr, as_pipe.returncode))


def statuses(out):
    """'ok' for a puzzle's record whatever its answer (a clash of a
    variant's givens too), 'invalid' for a bad line's."""
    got = []
    for line in out.decode("utf-8", "replace").splitlines():
        try:
            rec = json.loads(line)
        except ValueError:
            got.append("not-json")
            continue
        bad = rec.get("status") == "invalid" and \
            not rec.get("error", "").startswith("givens clash")
        got.append("invalid" if bad else "ok")
    return got


VALGRIND_COUNT = 60


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sudoku")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--keep")
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    a.sudoku = os.path.abspath(a.sudoku)
    if os.environ.get("SUDOKU_TEST_UNDER_VALGRIND") and a.count > VALGRIND_COUNT:
        # tests/valgrind.sh: each input is two runs under memcheck (400
        # inputs took 1066 s there, near ctest's timeout); the first ones
        # still give memcheck every kind of block
        print("under valgrind: the first %d inputs of %d" % (VALGRIND_COUNT, a.count))
        a.count = VALGRIND_COUNT
    failed = {"pipe differs from file": 0, "records not one per puzzle": 0}
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(a.count):
            seed = a.seed + i
            text, expect = build(random.Random(seed))
            f, p = run(a.sudoku, text, tmp)
            why = []
            if f != p:
                why.append("pipe differs from file")
            if statuses(p[0]) != expect:
                why.append("records not one per puzzle")
            if not why:
                continue
            for w in why:
                failed[w] += 1
            print("seed %d: %s" % (seed, "; ".join(why)))
            if a.v:
                print("  expected %s, pipe gave %s" % (expect, statuses(p[0])))
            if a.keep:
                os.makedirs(a.keep, exist_ok=True)
                with open(os.path.join(a.keep, "mix_%d.txt" % seed), "w") as out:
                    out.write(text)
    print("%d inputs from seed %d: %s" % (a.count, a.seed, ", ".join(
        "%d %s" % (n, w) for w, n in failed.items())))
    return 1 if any(failed.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
