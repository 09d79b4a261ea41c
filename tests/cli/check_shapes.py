#!/usr/bin/env python3
"""Solves a file of puzzles of any shape with `sudoku solve --format json`
and checks every answer on its own, without the library: the solution is
full, keeps every given, and holds every symbol once in each row, column,
box (or jigsaw region) and extra house of its variants (diagonals, windows,
disjoint groups, asterisk, centre dot, girandola; cells as Sukaku
Explainer's Settings.java lists them), and breaks no anti-knight, anti-king
or non-consecutive constraint.

Usage: check_shapes.py SUDOKU FILE [SOLVE OPTION]...
       check_shapes.py --records FILE   (checks solve's JSON records in FILE)
Prints one line per record ("line L: 16x16 4x4 ok") and exits 1 on the
first answer that breaks a rule or a record that was not solved.
"""
import json
import subprocess
import sys

DEFAULT_SYMBOLS = "123456789ABCDEFGHIJKLMNOP"
ASTERISK = [13, 20, 24, 37, 40, 43, 56, 60, 67]
CENTRE_DOT = [10, 13, 16, 37, 40, 43, 64, 67, 70]
GIRANDOLA = [0, 8, 13, 37, 40, 43, 67, 72, 80]


def boxes(n, box):
    r, c = (int(x) for x in box.split("x"))
    return [[(br + i) * n + bc + j for i in range(r) for j in range(c)]
            for br in range(0, n, r) for bc in range(0, n, c)]


def houses(n, rec):
    variants = rec.get("variants", "").split(",") if rec.get("variants") else []
    out = [[r * n + c for c in range(n)] for r in range(n)]
    out += [[r * n + c for r in range(n)] for c in range(n)]
    if "jigsaw" in variants:
        regions = rec["regions"]
        out += [[i for i in range(n * n) if regions[i] == s] for s in sorted(set(regions))]
    elif "latin" not in variants:
        out += boxes(n, rec["box"])
    if "x" in variants:
        out.append([i * n + i for i in range(n)])
        out.append([i * n + n - 1 - i for i in range(n)])
    k = int(round(n ** 0.5))
    if "windoku" in variants:  # the drawn windows: one cell in from each edge
        out += [[(1 + wr * (k + 1) + i) * n + 1 + wc * (k + 1) + j
                 for i in range(k) for j in range(k)]
                for wr in range(k - 1) for wc in range(k - 1)]
    if "dg" in variants:
        bxs = boxes(n, rec["box"])
        out += [[b[p] for b in bxs] for p in range(n)]
    for name, cells in (("asterisk", ASTERISK), ("centre-dot", CENTRE_DOT),
                        ("girandola", GIRANDOLA)):
        if name in variants:
            out.append(cells)
    return out, variants


def breaks_constraint(n, sol, variants):
    moves = []
    if "anti-knight" in variants:
        moves += [(1, 2), (2, 1), (1, -2), (2, -1)]
    if "anti-king" in variants:
        moves += [(1, 1), (1, -1)]
    for r in range(n):
        for c in range(n):
            for dr, dc in moves:
                rr, cc = r + dr, c + dc
                if 0 <= rr < n and 0 <= cc < n and sol[r * n + c] == sol[rr * n + cc]:
                    return "r%dc%d and r%dc%d hold the same symbol" % (r + 1, c + 1, rr + 1, cc + 1)
            if "non-consecutive" in variants:
                for rr, cc in ((r + 1, c), (r, c + 1)):
                    if rr < n and cc < n and abs(sol[r * n + c] - sol[rr * n + cc]) == 1:
                        return "r%dc%d and r%dc%d are consecutive" % (r + 1, c + 1, rr + 1, cc + 1)
    return None


def check(rec, symbols):
    rec.setdefault("size", 9)  # a classic record carries no shape fields
    rec.setdefault("box", "3x3")
    n = rec["size"]
    alphabet = symbols or DEFAULT_SYMBOLS[:n]
    puzzle, solution = rec["puzzle"], rec["solution"]
    if len(solution) != n * n or any(ch not in alphabet for ch in solution):
        return "solution is not %d symbols of %s" % (n * n, alphabet)
    for i, ch in enumerate(puzzle):
        if ch in alphabet and solution[i] != ch:
            return "given %s at cell %d changed" % (ch, i)
    sol = [alphabet.index(ch) + 1 for ch in solution]
    hs, variants = houses(n, rec)
    for h in hs:
        if len(h) != n or sorted(sol[i] for i in h) != list(range(1, n + 1)):
            return "a house does not hold every symbol once: cells %s" % h
    return breaks_constraint(n, sol, variants)


def main():
    sudoku, path, options = sys.argv[1], sys.argv[2], sys.argv[3:]
    symbols = ""
    for i, opt in enumerate(options):
        if opt == "--symbols":
            symbols = options[i + 1]
        elif opt.startswith("--symbols="):
            symbols = opt[len("--symbols="):]
    if sudoku == "--records":
        with open(path) as f:
            run = subprocess.CompletedProcess([], 0, f.read(), "")
    else:
        run = subprocess.run([sudoku, "solve", "--format", "json"] + options + [path],
                             capture_output=True, text=True)
    failed = 0
    for line in run.stdout.splitlines():
        rec = json.loads(line)
        if rec["status"] != "ok":
            print("line %d: %s: %s" % (rec["line"], rec["status"], rec.get("error")))
            failed = 1
            continue
        box = rec.get("box", "" if "size" in rec else "3x3")
        why = check(rec, symbols)
        shape = "%dx%d" % (rec["size"], rec["size"])
        extra = box + (" " + rec["variants"] if rec.get("variants") else "")
        print("line %d: %s %s %s" % (rec["line"], shape, extra.strip(), why or "ok"))
        failed |= why is not None
    sys.stdout.write(run.stderr)
    sys.exit(failed or run.returncode)


if __name__ == "__main__":
    main()
