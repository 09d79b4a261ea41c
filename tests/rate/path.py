#!/usr/bin/env python3
"""Compares our solve path (sudoku explain --scale S) with Sudoku Explainer's
(serate --after), step for step: technique, weight and conclusions.

  path.py SUDOKU SCALE PUZZLES CACHE [--refresh] [--show N] [--variant V]

PUZZLES: one puzzle a line (first field; 81 or 729 characters). CACHE keeps
serate's steps, one puzzle a line: PUZZLE then the steps split by ' ; ', each
'WEIGHT|TEXT|CONCLUSIONS' (CONCLUSIONS: the placements if the step placed,
else the candidates it removed, read from serate's grid and pencil marks
(%i, %m) before and after the step). --refresh (or a puzzle missing from
CACHE) reruns serate (../shared/anchors/sukaku-explainer/serate.sh). Prints,
per puzzle, whether the sequences are equal and the first step apart; then
the share equal. --show N prints both paths of puzzle N (from 1).
--variant V (x, windoku, dg, asterisk, centre-dot, girandola, anti-knight,
anti-king; one) passes it to both, as serate's own switch.
"""
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SERATE = os.path.join(HERE, "..", "..", "..", "shared", "anchors",
                      "sukaku-explainer", "serate.sh")

# serate's step names (the text before ': ' in %s, or the whole text) for
# our technique ids, where they name one technique; the others are compared
# by weight and conclusions only.
VARIANTS = {"x": "--isX=1", "windoku": "--isWindows=1", "dg": "--isDG=1",
            "asterisk": "--isAsterisk=1", "centre-dot": "--isCD=1",
            "girandola": "--isGirandola=1", "anti-knight": "--isAntiKnight=1",
            "anti-king": "--isAntiKing=1"}

NAMES = {
    "Naked Single": "naked-single",
    "Hidden Single": "hidden-single",
    "Naked Pair": "naked-pair",
    "Naked Triplet": "naked-triple",
    "Naked Quad": "naked-quad",
    "Hidden Pair": "hidden-pair",
    "Hidden Triplet": "hidden-triple",
    "Hidden Quad": "hidden-quad",
    "Pointing": "pointing",
    "Claiming": "claiming",
    "X-Wing": "x-wing",
    "Swordfish": "swordfish",
    "Jellyfish": "jellyfish",
    "XY-Wing": "xy-wing",
    "XYZ-Wing": "xyz-wing",
}


def cell(i):
    return "r%dc%d" % (i // 9 + 1, i % 9 + 1)


def conclusions(g0, m0, g1, m1):
    placed = ["%s=%s" % (cell(i), g1[i]) for i in range(81)
              if g0[i] in "0." and g1[i] not in "0."]
    if placed:
        return ",".join(placed)
    gone = []
    for i in range(81):
        for d in range(9):
            if m0[9 * i + d] != "." and m1[9 * i + d] == ".":
                gone.append("%s<>%d" % (cell(i), d + 1))
    return ",".join(gone)


def serate_steps(scale, puzzle, variant):
    out = subprocess.run(
        ["sh", SERATE, "--scale", scale, "--format=F|%r",
         "--before=B|%i|%m", "--after=A|%r|%s|%i|%m"] +
        ([VARIANTS[variant]] if variant else []) + [puzzle],
        capture_output=True, text=True, check=False).stdout
    steps, before = [], None
    for line in out.splitlines():
        f = line.split("|")
        if f[0] == "B":
            before = (f[1], f[2])
        elif f[0] == "A" and before:
            text = "|".join(f[2:-2])
            steps.append([f[1], text,
                          conclusions(before[0], before[1], f[-2], f[-1])])
            before = None
    return steps


def name_of(text):
    head = text.split(":")[0].strip()
    return NAMES.get(head)


def ours(sudoku, scale, puzzle, variant):
    out = subprocess.run([sudoku, "explain", "--scale", scale, "-f", "json"] +
                         (["--variant", variant] if variant else []),
                         input=puzzle + "\n", capture_output=True, text=True,
                         check=False).stdout
    d = json.loads(out.splitlines()[0])
    steps = []
    for s in d["steps"]:
        if s["placements"]:
            c = ",".join("%s=%d" % (p["cell"], p["digit"]) for p in s["placements"])
        else:
            c = ",".join("%s<>%d" % (e["cell"], e["digit"]) for e in s["eliminations"])
        steps.append([s["technique"], s["difficulty"], c])
    return steps


def same(se, us):
    weight, text, conc = se
    tech, w, c = us
    if sorted(conc.split(",")) != sorted(c.split(",")) or float(weight) != w:
        return False
    n = name_of(text)
    if n == "hidden-single" and weight == "1.0":
        n = "full-house"  # SE's hidden single of a house's last empty cell
    return n is None or n == tech


def main():
    a = sys.argv[1:]
    if len(a) < 4:
        sys.exit(__doc__)
    sudoku, scale, puzzles, cache = a[:4]
    refresh = "--refresh" in a
    show = int(a[a.index("--show") + 1]) if "--show" in a else 0
    variant = a[a.index("--variant") + 1] if "--variant" in a else None
    known = {}
    if os.path.exists(cache) and not refresh:
        with open(cache) as f:
            for line in f:
                p, _, rest = line.rstrip("\n").partition(" ")
                known[p] = [s.split("|") for s in rest.split(" ; ")] if rest else []
    with open(puzzles) as f:
        plist = [l.split()[0] for l in f if l.strip() and not l.startswith("#")]
    equal = 0
    for n, p in enumerate(plist, 1):
        if p not in known:
            known[p] = serate_steps(scale, p, variant)
        se, us = known[p], ours(sudoku, scale, p, variant)
        k = 0
        while k < len(se) and k < len(us) and same(se[k], us[k]):
            k += 1
        ok = k == len(se) == len(us)
        equal += ok
        if ok:
            print("%d same %d steps" % (n, len(se)))
        else:
            print("%d apart at step %d of %d/%d: serate %s | ours %s" % (
                n, k + 1, len(se), len(us),
                " ".join(se[k]) if k < len(se) else "-",
                " ".join(map(str, us[k])) if k < len(us) else "-"))
        if n == show:
            for i in range(max(len(se), len(us))):
                print(" ", i + 1, se[i] if i < len(se) else "-",
                      us[i] if i < len(us) else "-")
    with open(cache, "w") as f:
        for p in plist:
            f.write(p + " " + " ; ".join(
                "|".join((w, t[:60], c)) for w, t, c in known[p]) + "\n")
    print("equal paths: %d of %d (%.0f%%)" % (equal, len(plist),
                                             100.0 * equal / max(1, len(plist))))


if __name__ == "__main__":
    main()
