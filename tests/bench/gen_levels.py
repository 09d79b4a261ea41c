#!/usr/bin/env python3
"""What `sudoku gen`'s difficulty knobs give, measured (issue 23 item 10).

1. --level 1..5 (the paper's levels: givens and digging order): N puzzles
   each (seed 1), rated by `sudoku rate`: the share of each rating level.
2. --difficulty LEVEL and --rating MIN-MAX: K puzzles each (seed 1), every
   one checked to rate as asked, and the generator's CPU seconds (children's
   user+system time, so a busy machine slows the wall clock, not the figure)
   turned into puzzles per second. A knob that gave up (exit 1) says so.
Prints markdown tables for the README. Usage: gen_levels.py SUDOKU [N] [K]"""
import json
import os
import subprocess
import sys

SUDOKU = sys.argv[1]
N = int(sys.argv[2]) if len(sys.argv) > 2 else 100
K = int(sys.argv[3]) if len(sys.argv) > 3 else 10
LEVELS = ["easy", "medium", "hard", "expert", "extreme"]


def cpu():
    t = os.times()
    return t.children_user + t.children_system


def rate(lines):
    out = subprocess.run([SUDOKU, "rate", "--format", "json"], input=lines,
                         capture_output=True, text=True, check=False).stdout
    return [json.loads(l) for l in out.splitlines()]


def gen(args, count):
    start = cpu()
    p = subprocess.run([SUDOKU, "gen", "--seed", "1", "--count", str(count),
                        "--format", "line"] + args, capture_output=True, text=True,
                       check=False)
    return p.returncode, p.stdout, cpu() - start


print("| --level | givens | order | " + " | ".join(LEVELS) + " | mean score |")
print("|---|---|---|" + "---:|" * (len(LEVELS) + 1))
GIVENS = {1: ("51-55", "random"), 2: ("36-49", "random"), 3: ("32-35", "jump"),
          4: ("28-31", "S"), 5: ("22-27", "rows")}
for level in range(1, 6):
    status, out, _ = gen(["--level", str(level)], N)
    rated = rate(out)
    share = [sum(r["level"] == l for r in rated) / len(rated) for l in LEVELS]
    mean = sum(r["score"] for r in rated) / len(rated)
    print("| %d | %s | %s | %s | %.2f |" % (level, *GIVENS[level],
          " | ".join("%.0f%%" % (100 * s) for s in share), mean))

print()
print("| knob | puzzles | all as asked | CPU s | puzzles/s |")
print("|---|---:|---|---:|---:|")
knobs = [["--difficulty", l] for l in LEVELS[:4]]
knobs += [["--rating", r] for r in ("1.0-1.9", "2.0-3.9", "4.0-5.9", "6.0-6.9", "7.0-8.4")]
for knob in knobs:
    status, out, seconds = gen(knob, K)
    rated = rate(out)
    if knob[0] == "--difficulty":
        ok = all(r["level"] == knob[1] for r in rated)
    else:
        lo, hi = map(float, knob[1].split("-"))
        ok = all(lo - 1e-9 <= r["score"] <= hi + 1e-9 for r in rated)
    made = len(rated)
    note = "" if status == 0 else " (gave up)"
    print("| %s | %d%s | %s | %.1f | %s |" % (" ".join(knob), made, note,
          "yes" if ok and made == K else "no", seconds,
          "%.1f" % (made / seconds) if seconds > 0 and made else "-"))
