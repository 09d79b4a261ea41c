#!/usr/bin/env python3
"""make_count_set.py - builds tests/bench/count_100_100000.txt, the counting
benchmark's puzzles: each has 100 to 100,000 solutions.

    python3 tests/bench/make_count_set.py SUDOKU [DATA_DIR] [OUT]

SUDOKU is the built command (it counts the candidates and makes the random
grids); DATA_DIR the public sets (default ../shared/data). The same SUDOKU
(counts are exact, so any correct build) and data give the same file. Sources:
- seed 004's puzzle with 295 solutions (puzzles/multi.txt), first;
- 17_clue.txt, every 41st puzzle, one or two random givens removed;
- magictour_top1465.txt and forum_hardest_1905_11plus.txt, every 13th / 97th,
  two to four random givens removed;
- random grids: minimal puzzles from `sudoku gen --minimal --seed S`, two to
  four random givens removed.
A candidate is kept when `sudoku count --limit 100001` finds 100..100,000
solutions, up to PER_SOURCE from each source, so the set spans 10^2..10^5.
"""
import os
import random
import subprocess
import sys

LOW, HIGH = 100, 100000
PER_SOURCE = 100
HERE = os.path.dirname(os.path.abspath(__file__))


def read_set(path, step):
    """Every step-th 81-cell puzzle of a file, as a string of digits/dots."""
    out = []
    with open(path) as f:
        lines = [ln.strip() for ln in f if len(ln.strip()) >= 81 and ln[0] != "#"]
    for ln in lines[::step]:
        out.append("".join(c if c in "123456789" else "." for c in ln[:81]))
    return out


def multi_puzzle():
    """Seed 004's 295-solution puzzle, from puzzles/multi.txt's nine rows."""
    rows = []
    with open(os.path.join(HERE, "..", "..", "puzzles", "multi.txt")) as f:
        for ln in f:
            ln = ln.strip()
            if ln and ln[0] != "#":
                rows.append(ln)
    return "".join(rows)[:81].replace("0", ".")


def remove_givens(puzzle, k, rng):
    """The puzzle with k of its givens, chosen by rng, emptied."""
    cells = [i for i, c in enumerate(puzzle) if c != "."]
    p = list(puzzle)
    for i in rng.sample(cells, k):
        p[i] = "."
    return "".join(p)


def counts(sudoku, puzzles):
    """Solution counts of the puzzles (capped at HIGH + 1), in order."""
    res = subprocess.run([sudoku, "count", "--limit", str(HIGH + 1)],
                         input="".join(p + "\n" for p in puzzles),
                         capture_output=True, text=True, check=False)
    out = []
    for ln in res.stdout.split("\n")[: len(puzzles)]:
        out.append(HIGH + 1 if ln.startswith(">=") else int(ln))
    return out


def keep(sudoku, candidates, limit):
    """The first 'limit' candidates with LOW..HIGH solutions."""
    kept = []
    for p, n in zip(candidates, counts(sudoku, candidates)):
        if LOW <= n <= HIGH and p not in kept:
            kept.append(p)
    return kept[:limit]


def random_minimal(sudoku, n):
    """n minimal puzzles from random grids (fixed seed)."""
    res = subprocess.run([sudoku, "gen", "--minimal", "--seed", "24", "--count", str(n),
                          "--format", "line"], capture_output=True, text=True, check=True)
    return [ln.strip()[:81].replace("0", ".") for ln in res.stdout.split("\n") if ln.strip()]


def main():
    sudoku = sys.argv[1]
    data = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "..", "..", "..", "shared", "data")
    out = sys.argv[3] if len(sys.argv) > 3 else os.path.join(HERE, "count_100_100000.txt")
    rng = random.Random(24)
    chosen = [multi_puzzle()]
    clue17 = read_set(os.path.join(data, "17_clue.txt"), 41)
    chosen += keep(sudoku, [remove_givens(p, 1 + (i % 2), rng) for i, p in enumerate(clue17)],
                   PER_SOURCE)
    for name, step in (("magictour_top1465.txt", 13), ("forum_hardest_1905_11plus.txt", 97)):
        hard = read_set(os.path.join(data, name), step)
        chosen += keep(sudoku, [remove_givens(p, 2 + (i % 3), rng) for i, p in enumerate(hard)],
                       PER_SOURCE // 2)
    grids = random_minimal(sudoku, 600)
    chosen += keep(sudoku, [remove_givens(p, 2 + (i % 3), rng) for i, p in enumerate(grids)],
                   PER_SOURCE)
    with open(out, "w") as f:
        for p in chosen:
            f.write(p + "\n")
    ns = counts(sudoku, chosen)
    print(f"{out}: {len(chosen)} puzzles, {min(ns)}..{max(ns)} solutions, "
          f"{sum(ns) // len(ns)} on average", file=sys.stderr)


if __name__ == "__main__":
    main()
