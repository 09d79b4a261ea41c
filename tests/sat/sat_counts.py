#!/usr/bin/env python3
"""Counts on every shape checked against an independent counter: the standard
SAT encoding (one variable per cell and symbol; exactly one symbol per cell and
each symbol once per house; anti-knight, anti-king and non-consecutive as binary
clauses), its solutions enumerated by Debian's `cadical` with blocking clauses.
The geometry is written out here again, apart from src/shape.c (windoku: only
the drawn windows, so the groups they imply are checked too). The library is
reached through ctypes. Exits 77 (skip) when cadical is not installed.

usage: sat_counts.py LIBSUDOKU_SO"""
import ctypes, os, random, shutil, subprocess, sys, tempfile

VARIANTS = dict(x=1, windoku=2, dg=4, asterisk=8, centre_dot=16, girandola=32,
                anti_knight=64, anti_king=128, non_consecutive=256, latin=512, jigsaw=1024)
NINE = {8: [13, 20, 24, 37, 40, 43, 56, 60, 67], 16: [10, 13, 16, 37, 40, 43, 64, 67, 70],
        32: [0, 8, 13, 37, 40, 43, 67, 72, 80]}


class Spec(ctypes.Structure):
    _fields_ = [("side", ctypes.c_int), ("box_rows", ctypes.c_int), ("box_cols", ctypes.c_int),
                ("variants", ctypes.c_uint), ("region", ctypes.c_ubyte * 625)]


class Board(ctypes.Structure):
    _fields_ = [("shape", ctypes.c_void_p), ("cell", ctypes.c_ubyte * 625)]


def houses(n, br, bc, v, region):
    hs = [[r * n + c for c in range(n)] for r in range(n)]
    hs += [[r * n + c for r in range(n)] for c in range(n)]
    if v & VARIANTS["jigsaw"]:
        hs += [[i for i in range(n * n) if region[i] == g] for g in range(n)]
    elif not v & VARIANTS["latin"]:
        hs += [[(R + i) * n + C + j for i in range(br) for j in range(bc)]
               for R in range(0, n, br) for C in range(0, n, bc)]
        if v & VARIANTS["dg"]:
            hs += [[(R + i) * n + C + j for R in range(0, n, br) for C in range(0, n, bc)]
                   for i in range(br) for j in range(bc)]
    if v & VARIANTS["x"]:
        hs += [[i * n + i for i in range(n)], [i * n + n - 1 - i for i in range(n)]]
    if v & VARIANTS["windoku"]:
        k = int(round(n ** 0.5))
        starts = range(1, n, k + 1)
        hs += [[(R + i) * n + C + j for i in range(k) for j in range(k)]
               for R in starts for C in starts]
    hs += [cells for bit, cells in NINE.items() if v & bit]
    return hs


def near(n, v):
    moves = []
    if v & VARIANTS["anti_knight"]:
        moves += [(1, 2), (2, 1), (1, -2), (2, -1)]
    if v & VARIANTS["anti_king"]:
        moves += [(0, 1), (1, 0), (1, 1), (1, -1)]
    for r in range(n):
        for c in range(n):
            for dr, dc in moves:
                if 0 <= r + dr < n and 0 <= c + dc < n:
                    yield r * n + c, (r + dr) * n + c + dc


def cnf(n, br, bc, v, region, givens):
    x = lambda c, s: c * n + s + 1
    cl = [[x(c, s) for s in range(n)] for c in range(n * n)]
    cl += [[-x(c, s), -x(c, t)] for c in range(n * n) for s in range(n) for t in range(s)]
    for h in houses(n, br, bc, v, region):
        for s in range(n):
            cl.append([x(c, s) for c in h])
            cl += [[-x(a, s), -x(b, s)] for i, a in enumerate(h) for b in h[:i]]
    cl += [[-x(a, s), -x(b, s)] for a, b in near(n, v) for s in range(n)]
    if v & VARIANTS["non_consecutive"]:
        for a in range(n * n):
            for b in (a + 1 if a % n < n - 1 else None, a + n if a + n < n * n else None):
                if b is not None:
                    for s in range(n - 1):
                        cl += [[-x(a, s), -x(b, s + 1)], [-x(a, s + 1), -x(b, s)]]
    cl += [[x(c, g - 1)] for c, g in enumerate(givens) if g]
    return cl


def sat_count(n, clauses, limit, tmp):
    """Solutions of the CNF, enumerated up to limit with blocking clauses."""
    count, extra = 0, []
    while count < limit:
        path = os.path.join(tmp, "f.cnf")
        with open(path, "w") as f:
            f.write("p cnf %d %d\n" % (n * n * n, len(clauses) + len(extra)))
            for c in clauses + extra:
                f.write(" ".join(map(str, c)) + " 0\n")
        out = subprocess.run(["cadical", "-q", path], capture_output=True, text=True).stdout
        if "s SATISFIABLE" not in out:
            break
        true = [int(t) for line in out.splitlines() if line.startswith("v ")
                for t in line[2:].split() if int(t) > 0]
        extra.append([-t for t in true])
        count += 1
    return count


def lib_count(lib, n, br, bc, v, region, givens, limit):
    spec = Spec(n, br, bc, v)
    for i, g in enumerate(region):
        spec.region[i] = g
    shape = ctypes.c_void_p()
    assert lib.sudoku_shape_new(ctypes.byref(spec), ctypes.byref(shape), None) == 0
    board = Board(shape)
    for i, g in enumerate(givens):
        board.cell[i] = g
    count = ctypes.c_uint64()
    st = lib.sudoku_board_count(ctypes.byref(board), ctypes.c_uint64(limit), ctypes.byref(count))
    sol = Board()
    solved = lib.sudoku_board_solve(ctypes.byref(board), ctypes.byref(sol))
    lib.sudoku_shape_free(shape)
    if st == -2:
        count.value = 0
    assert st in (0, -2), st  # -2: the givens clash, no solution
    return count.value, (list(sol.cell[:n * n]) if solved == 0 else None)


def case(lib, rng, tmp, name, n, br, bc, v, region, keep, limit):
    _, full = lib_count(lib, n, br, bc, v, region, [0] * (n * n), 1)
    full = full or [0] * (n * n)  # no board at all: both must count 0
    givens = [g if rng.random() < keep else 0 for g in full]
    if rng.random() < 0.3:  # now and then a wrong given: often no solution
        i = rng.randrange(n * n)
        givens[i] = givens[i] % n + 1 if givens[i] else 0
    ours, _ = lib_count(lib, n, br, bc, v, region, givens, limit)
    sat = sat_count(n, cnf(n, br, bc, v, region, givens), limit, tmp)
    ok = ours == sat
    print("%-5s %-34s ours %3d  cadical %3d" % ("ok" if ok else "FAIL", name, ours, sat))
    return ok


def main():
    if not shutil.which("cadical"):
        print("sat_counts: cadical not installed, skipped")
        return 77
    lib = ctypes.CDLL(sys.argv[1])
    rng = random.Random(21)
    jig6 = [int(ch) for ch in "000111002111022233442233444533455555"]
    cases = [("4x4", 4, 2, 2, 0, [], 0.25, 40), ("4x4 latin", 4, 0, 0, 512, [], 0.2, 40),
             ("6x6 box 3x2", 6, 3, 2, 0, [], 0.35, 30), ("6x6 jigsaw", 6, 0, 0, 1024, jig6, 0.35, 30),
             ("8x8", 8, 2, 4, 0, [], 0.45, 20),
             ("6x6 jigsaw anti-king", 6, 0, 0, 1024 | 128, jig6, 0.3, 30),
             ("12x12", 12, 3, 4, 0, [], 0.55, 10), ("16x16 x", 16, 4, 4, 1, [], 0.6, 5),
             ("4x4 windoku", 4, 2, 2, 2, [], 0.15, 60), ("16x16 windoku", 16, 4, 4, 2, [], 0.6, 5),
             ("25x25", 25, 5, 5, 0, [], 0.62, 2)]
    for name, bit in VARIANTS.items():
        if bit not in (512, 1024):
            cases.append(("9x9 " + name, 9, 3, 3, bit, [], 0.33, 20))
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, n, br, bc, v, region, keep, limit in cases:
            for _ in range(2 if n >= 16 else 4):
                failed += not case(lib, rng, tmp, name, n, br, bc, v, region, keep, limit)
    print("sat_counts: %d disagreement(s)" % failed)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
