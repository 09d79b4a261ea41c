#!/usr/bin/env python3
"""Generation times on large boards (issue 21's targets: a unique minimal
16x16 in under a second on average, a 25x25 with at least 50% holes in
under 10 seconds).

    gen_times.py SUDOKU [COUNT]      COUNT: puzzles of each kind (default 5)

Runs `SUDOKU gen` once a puzzle (seeds 1..COUNT), takes each process's CPU
time (user + system, from the kernel: a loaded machine stretches the wall
clock, not this), checks every puzzle with `SUDOKU count --limit 2` (exactly
one solution) and its holes, and prints the mean and the worst."""
import os
import resource
import subprocess
import sys
import time

KINDS = [
    # name, gen arguments, holes wanted (None: minimal, any count)
    ("16x16 minimal", ["--box", "4x4", "--minimal"], None),
    ("25x25, 313 holes (50%)", ["--box", "5x5", "--holes", "313"], 313),
]


def child_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def one(sudoku, args, seed):
    before, t0 = child_cpu(), time.monotonic()
    out = subprocess.run([sudoku, "gen", *args, "--seed", str(seed), "--format", "line"],
                         check=True, capture_output=True, text=True).stdout
    return out.strip(), child_cpu() - before, time.monotonic() - t0


def check(sudoku, puzzle, holes):
    got = subprocess.run([sudoku, "count", "--limit", "2"], input=puzzle + "\n",
                         check=True, capture_output=True, text=True).stdout.strip()
    if got != "1":
        sys.exit(f"not unique ({got} solutions): {puzzle}")
    blanks = puzzle.count(".")
    if holes is not None and blanks != holes:
        sys.exit(f"{blanks} holes, {holes} asked: {puzzle}")
    return blanks


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    sudoku, count = sys.argv[1], int(sys.argv[2]) if len(sys.argv) == 3 else 5
    for name, args, holes in KINDS:
        cpu, wall, blanks = [], [], []
        for seed in range(1, count + 1):
            puzzle, c, w = one(sudoku, args, seed)
            blanks.append(check(sudoku, puzzle, holes))
            cpu.append(c)
            wall.append(w)
        print(f"{name:24s} {count} puzzles, holes {min(blanks)}-{max(blanks)}: "
              f"CPU mean {sum(cpu) / count:.3f} s, worst {max(cpu):.3f} s "
              f"(wall mean {sum(wall) / count:.2f} s)")
    print(f"(machine load: {' '.join(open('/proc/loadavg').read().split()[:3])})")


if __name__ == "__main__":
    main()
