#!/usr/bin/env python3
"""A command reading a terminal says so, once, on stderr (issue 23 item 12).

`sudoku solve` with no FILE reads standard input; on a terminal it would sit
silent, looking hung, so it writes one line on stderr saying it waits for
puzzles. Checked on a pseudo-terminal (pty): the line is there once, the
puzzle typed is still solved; from a pipe, or with a FILE, nothing is said.
Usage: stdin_tty.py SUDOKU_BINARY"""
import os
import pty
import subprocess
import sys
import tempfile

SUDOKU = sys.argv[1]
PUZZLE = b"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
failures = []


def on_tty(args):
    """Runs sudoku with stdin on a pty, types the puzzle and Ctrl-D; returns
    (stdout, stderr)."""
    master, slave = pty.openpty()
    proc = subprocess.Popen([SUDOKU] + args, stdin=slave, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    os.close(slave)
    os.write(master, PUZZLE + b"\n\x04")
    out, err = proc.communicate(timeout=60)
    os.close(master)
    return out, err


def check(name, cond, detail):
    if not cond:
        failures.append(f"{name}: {detail}")


def solved(out):
    """The one answer line, checked against the givens and the rules."""
    rows = out.split()
    if len(rows) != 1 or len(rows[0]) != 81:
        return False
    s = rows[0].decode()
    if any(g != "." and g != c for g, c in zip(PUZZLE.decode(), s)):
        return False
    units = [[r * 9 + c for c in range(9)] for r in range(9)]
    units += [[r * 9 + c for r in range(9)] for c in range(9)]
    units += [[(b // 3 * 3 + i // 3) * 9 + b % 3 * 3 + i % 3 for i in range(9)]
              for b in range(9)]
    return all(sorted(s[i] for i in u) == list("123456789") for u in units)


out, err = on_tty(["solve"])
lines = err.decode().splitlines()
check("solve on a terminal", len(lines) == 1 and "reading puzzles from the terminal"
      in lines[0] and lines[0].startswith("sudoku solve: "), f"stderr {lines!r}")
check("solve on a terminal", solved(out), f"stdout {out!r}")

out, err = on_tty(["solve", "-"])
check("solve - on a terminal", len(err.decode().splitlines()) == 1, f"stderr {err!r}")

piped = subprocess.run([SUDOKU, "solve"], input=PUZZLE + b"\n", capture_output=True,
                       check=False)
check("solve from a pipe", piped.stderr == b"" and solved(piped.stdout),
      f"stderr {piped.stderr!r}")

with tempfile.NamedTemporaryFile(suffix=".txt") as f:
    f.write(PUZZLE + b"\n")
    f.flush()
    out, err = on_tty(["solve", f.name])  # stdin a terminal, but unread
    check("solve FILE", err == b"" and solved(out), f"stderr {err!r}")

for f in failures:
    print(f)
if not failures:
    print("solve on a terminal: one line on stderr; silent from a pipe or a file")
sys.exit(1 if failures else 0)
