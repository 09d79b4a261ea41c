#!/usr/bin/env python3
"""count_pairs.py - `sudoku count --limit 0` against tdoku's counting mode
(limit 10^8), puzzle by puzzle, as processes in the same run.

    python3 tests/bench/count_pairs.py SUDOKU TDOKU SET [ROUNDS] [SOLUTIONS]

Each puzzle of SET is written to a file repeated until it holds about
SOLUTIONS solutions in all (default 100,000), and both commands count that
file ROUNDS times (default 3), in turn (ours, tdoku, ours, ...), so the load
of a shared machine falls on both alike. The figure is the median CPU time
(user + system, the child's own accounting). Prints first whether this
CPU has AVX-512 (tdoku's -march=native build runs its AVX-512 code where
it does: the ratios differ much between such a CPU and one without, see
NOTES.md, 2026-11-28), then each puzzle's ratio
(tdoku's time / ours: above 1, ours is faster), the worst ten and the ratio
over the whole set (the sum of tdoku's times / the sum of ours). The counts
are checked to agree.
"""
import os
import statistics
import subprocess
import sys
import tempfile


def cpu_run(cmd, stdin_path):
    """Runs cmd with stdin from stdin_path; returns (CPU seconds, stdout)."""
    with open(stdin_path) as f:
        p = subprocess.Popen(cmd, stdin=f, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        out = p.stdout.read()
        _, _, ru = os.wait4(p.pid, 0)
    return ru.ru_utime + ru.ru_stime, out.decode()


def cpu_isa():
    """What tdoku's -march=native build gets here: AVX-512 code or AVX2 code.
    Ratios against it compare only between CPUs alike in this."""
    try:
        with open("/proc/cpuinfo") as f:
            flags = next((ln.split() for ln in f if ln.startswith("flags")), [])
    except OSError:
        return "unknown (no /proc/cpuinfo)"
    if "avx512vl" in flags and "avx512bw" in flags:
        return "AVX-512"
    return "AVX2, no AVX-512" if "avx2" in flags else "no AVX2"


def main():
    sudoku, tdoku, path = sys.argv[1:4]
    print(f"this CPU: {cpu_isa()} (what a -march=native tdoku runs)", flush=True)
    rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    target = int(sys.argv[5]) if len(sys.argv) > 5 else 100000
    with open(path) as f:
        puzzles = [ln.strip()[:81] for ln in f if len(ln.strip()) >= 81 and ln[0] != "#"]
    # tdoku reads only '.' as an empty cell: given '0's it ran without an
    # answer (seed 004's puzzle in 0s, 1,000 lines: killed after 10 minutes),
    # so every puzzle is written with dots, for both commands.
    puzzles = ["".join(c if c in "123456789" else "." for c in pz) for pz in puzzles]
    tmp = tempfile.mkdtemp()
    one, many = os.path.join(tmp, "one.txt"), os.path.join(tmp, "many.txt")
    rows = []
    for k, pz in enumerate(puzzles):
        with open(one, "w") as f:
            f.write(pz + "\n")
        n = int(cpu_run([sudoku, "count", "--limit", "0", one], os.devnull)[1].split()[0])
        reps = max(1, target // max(n, 1))
        with open(many, "w") as f:
            f.write((pz + "\n") * reps)
        ours, theirs = [], []
        for _ in range(rounds):
            t, out = cpu_run([sudoku, "count", "--limit", "0", many], os.devnull)
            ours.append(t)
            assert out.split()[0] == str(n)
            t, out = cpu_run([tdoku, "100000000"], many)
            theirs.append(t)
            assert out.split(":")[1] == str(n), (pz, out[:200])
        a, b = statistics.median(ours) / reps, statistics.median(theirs) / reps
        rows.append((n, a, b))
        print(f"{k + 1} {n} solutions: ours {a * 1e6:.0f} us, tdoku {b * 1e6:.0f} us, "
              f"ratio {b / a:.2f}", flush=True)
    over = [r for r in rows if r[0] > 100]
    worst = sorted(over, key=lambda r: r[2] / r[1])[:10]
    print("worst (solutions: ratio): " +
          ", ".join(f"{n}: {b / a:.2f}" for n, a, b in worst))
    print(f"puzzles with more than 100 solutions: {len(over)}; below 1.2x: "
          f"{sum(1 for n, a, b in over if b / a < 1.2)}; below 1.0x: "
          f"{sum(1 for n, a, b in over if b / a < 1.0)}")
    print(f"overall (sum of tdoku's times / sum of ours): "
          f"{sum(r[2] for r in rows) / sum(r[1] for r in rows):.2f}")


if __name__ == "__main__":
    main()
