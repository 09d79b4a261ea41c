#!/usr/bin/env python3
"""gen's progress on a terminal, checked on a pseudo-terminal (pty).

The progress line goes to stderr only when it is a terminal, is erased
before anything else is written there (puzzles on a shared terminal,
messages) and at the end, and counts puzzles one by one (it is redrawn on a
clock, not every 64 puzzles). The screen is replayed ('\\r' returns to the
start of the line, characters overwrite) and must hold exactly what the same
command prints into pipes.
Usage: progress_tty.py SUDOKU_BINARY"""
import os
import pty
import re
import subprocess
import sys
import tty

SUDOKU = sys.argv[1]
os.environ["NO_COLOR"] = "1"  # the same bytes on a terminal as into a pipe
failures = []


def run_on_tty(args, stdout_tty):
    """Runs sudoku with stderr (and stdout if asked) on a raw pty; returns
    (stdout bytes when a pipe, the terminal's bytes)."""
    master, slave = pty.openpty()
    tty.setraw(slave)  # no '\n' -> '\r\n': the bytes as written
    proc = subprocess.Popen([SUDOKU] + args, stdin=subprocess.DEVNULL,
                            stdout=slave if stdout_tty else subprocess.PIPE,
                            stderr=slave)
    os.close(slave)
    screen = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: the other side closed
            break
        if not chunk:
            break
        screen += chunk
    out = proc.stdout.read() if proc.stdout else b""
    proc.wait()
    os.close(master)
    return out, screen


def replay(raw):
    """The lines a terminal shows after 'raw', the last (unfinished) one too."""
    lines, line, col = [], [], 0
    for ch in raw.decode():
        if ch == "\n":
            lines.append("".join(line).rstrip())
            line, col = [], 0
        elif ch == "\r":
            col = 0
        else:
            if col < len(line):
                line[col] = ch
            else:
                line.append(ch)
            col += 1
    last = "".join(line).rstrip()
    return lines + ([last] if last else [])


def piped(args):
    p = subprocess.run([SUDOKU] + args, capture_output=True, check=False)
    return p.stdout, p.stderr


def check(name, cond, detail=""):
    if not cond:
        failures.append(f"{name}: {detail}")


for args in (["gen", "--seed", "1", "--count", "150", "--format", "line"],
             ["gen", "--seed", "2", "--count", "70", "-j", "2"],
             ["gen", "--seed", "3", "--count", "5", "--minimal", "--format", "line"]):
    want_out, want_err = piped(args)
    name = " ".join(args)
    # stdout and stderr on one terminal: puzzles and messages, never glued
    _, screen = run_on_tty(args, stdout_tty=True)
    shown = replay(screen)
    merged = subprocess.run([SUDOKU] + args, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, check=False).stdout
    check(name + " (shared terminal)", shown == merged.decode().splitlines(),
          f"screen differs from the piped output; first lines {shown[:3]!r}")
    drawn = [int(n) for n in re.findall(rb"sudoku gen: (\d+)/", screen)]
    check(name + " (shared terminal)", drawn and drawn[0] <= 8,
          f"progress first drawn at {drawn[:1]}, not after the first batch")
    # stderr alone on the terminal: stdout untouched, the screen holds the
    # messages only, the progress line erased
    out, screen = run_on_tty(args, stdout_tty=False)
    check(name + " (stdout piped)", out == want_out, "stdout differs")
    check(name + " (stdout piped)", replay(screen) == want_err.decode().splitlines(),
          f"screen {replay(screen)[-3:]!r}")
    # stderr not a terminal: no progress at all
    check(name + " (no terminal)", not re.search(rb"\d+/\d+", want_err),
          "progress written to a pipe")

for f in failures:
    print(f)
if not failures:
    print("gen progress: terminal only, erased before other output, counted one by one")
sys.exit(1 if failures else 0)
