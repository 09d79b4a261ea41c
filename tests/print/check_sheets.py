#!/usr/bin/env python3
"""tests/print/check_sheets.py - `sudoku print` checked the way a person would
check a printed sheet, with the standard tools: qpdf accepts the PDF,
pdftoppm and rsvg-convert render every page, no page is blank, pdftotext and
the SVG's <text> elements give back exactly each puzzle's givens in their
cells (and in reading order), the solution pages hold real solutions, every
bad record keeps its place with the reason stderr gave, and a fixed sheet
still looks like the golden pictures in tests/print/golden/ (within a
tolerance).

Usage: check_sheets.py SUDOKU_BINARY [WORK_DIR]
SUDOKU_UPDATE_GOLDEN=1 rewrites the golden pictures from this run instead
of comparing (then look at them before committing).
"""
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
SUDOKU = os.path.abspath(sys.argv[1])
WORK = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp(prefix="sudoku-print-")
UPDATE = os.environ.get("SUDOKU_UPDATE_GOLDEN") == "1"
SVG_NS = {"s": "http://www.w3.org/2000/svg"}
GOLDEN_DPI = 60
MIDDLE_DOT = "\u00b7"

passed = failed = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL: " + what)
    return ok


def run(args, **kw):
    """Runs a command; returns (status, stdout bytes, stderr text)."""
    p = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)
    return p.returncode, p.stdout, p.stderr.decode("utf-8", "replace")


def out_path(name):
    return os.path.join(WORK, name)


# ---------------------------------------------------------------- rules

def units():
    for i in range(9):
        yield [9 * i + k for k in range(9)]
        yield [9 * k + i for k in range(9)]
        yield [27 * (i // 3) + 3 * (i % 3) + 9 * (k // 3) + k % 3 for k in range(9)]


UNITS = list(units())
PEERS = [set(c for u in UNITS if i in u for c in u) - {i} for i in range(81)]


def clashes(g):
    for u in UNITS:
        ds = [g[i] for i in u if g[i]]
        if len(ds) != len(set(ds)):
            return True
    return False


def count_solutions(g, limit=2):
    """Solutions of g, up to limit: plain search, fewest candidates first."""
    g = list(g)

    def search():
        best, best_cands = None, None
        for i in range(81):
            if g[i]:
                continue
            cands = set(range(1, 10)) - {g[p] for p in PEERS[i]}
            if best is None or len(cands) < len(best_cands):
                best, best_cands = i, cands
                if not cands:
                    return 0
        if best is None:
            return 1
        n = 0
        for d in best_cands:
            g[best] = d
            n += search()
            if n >= limit:
                break
        g[best] = 0
        return n

    return search()


def is_solution(puzzle, sol):
    return (all(1 <= d <= 9 for d in sol) and not clashes(sol)
            and all(p == 0 or p == s for p, s in zip(puzzle, sol)))


# ---------------------------------------------------------------- input

def read_records(path):
    """The records of a test input as the reader takes them: a list of
    (line, cells or None when malformed). Line puzzles and 9-line grids."""
    records, rows = [], []
    with open(path) as f:
        for n, text in enumerate(f, 1):
            text = text.rstrip("\n")
            if not text.strip() or text.startswith("#"):
                continue
            cellish = all(c in "0123456789." for c in text)
            if len(text) == 9 and cellish:
                rows.append((n, text))
                if len(rows) == 9:
                    records.append((rows[0][0], "".join(r for _, r in rows)))
                    rows = []
                continue
            records.append((n, text if len(text) == 81 and cellish else None))
    return [(n, [0 if c in ".0" else int(c) for c in t] if t else None)
            for n, t in records]


def expected_outcome(cells):
    """The caption's word for a record: ok, or why it is not printed."""
    if cells is None:
        return "not a puzzle"
    if clashes(cells):
        return "digits repeat"
    n = count_solutions(cells)
    return "ok" if n == 1 else "no solution" if n == 0 else "several solutions"


def default_per_page(n):
    """--per-page's default as --help states it: 1 or 2 for that many
    puzzles, else 4 or 6, whichever leaves fewer slots empty (4 on a tie)."""
    if n <= 2:
        return max(n, 1)
    return 6 if (-n) % 6 < (-n) % 4 else 4


def check_note(where, note, line, name, message, outcome):
    """A bad record's frame says, in words, that it was not printed, why
    (the reader's own words for a malformed or clashing record) and where
    it came from."""
    check(note.startswith("Not printed: ") and note.endswith(
        "From line %d of %s." % (line, name)), where + ": note %r" % note)
    detail = message.split(": ", 1)[-1]  # past "FILE:LINE"
    if outcome == "digits repeat":
        detail = detail.split(": ", 1)[-1]  # past "givens clash"
        check("repeat a digit" in note, where + ": note %r" % note)
    if outcome in ("not a puzzle", "digits repeat"):
        check(detail in note, where + ": note %r lacks %r" % (note, detail))
    elif outcome == "no solution":
        check("have no solution" in note, where + ": note %r" % note)
    else:
        check("more than one solution" in note, where + ": note %r" % note)


# ---------------------------------------------------------------- SVG

def path_bbox(elements):
    xs, ys = [], []
    for p in elements:
        nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", p.get("d"))]
        xs += nums[0::2]
        ys += nums[1::2]
    return min(xs), min(ys), max(xs), max(ys)


def cell_of(box, x, y):
    """Row and column of the cell of grid 'box' holding point x, y."""
    x0, y0, x1, _ = box
    size = (x1 - x0) / 9
    return int((y - y0) // size), int((x - x0) // size)


def read_svg(path):
    """Pages of an SVG sheet: for each, a list of grids as dicts with kind,
    number, box, cells (81 digits, 0 empty), bold (81 flags), caption, note."""
    root = ET.parse(path).getroot()
    pages = []
    for page in root.findall("s:g/s:g[@class='page']", SVG_NS):
        grids = []
        for g in page.findall("s:g", SVG_NS):
            kind, number = g.get("id").rsplit("-", 1)
            box = path_bbox(g.findall("s:path", SVG_NS))
            grid = {"kind": kind, "number": int(number), "box": box,
                    "cells": [0] * 81, "bold": [False] * 81, "caption": None,
                    "note": [], "stray": 0}
            for t in g.findall("s:text", SVG_NS):
                cls, text = t.get("class"), t.text or ""
                if cls in ("given", "digit"):
                    r, c = cell_of(box, float(t.get("x")), float(t.get("y")))
                    if 0 <= r < 9 and 0 <= c < 9 and not grid["cells"][9 * r + c]:
                        grid["cells"][9 * r + c] = int(text)
                        grid["bold"][9 * r + c] = t.get("font-weight") == "bold"
                    else:
                        grid["stray"] += 1
                elif cls == "caption":
                    grid["caption"] = text
                elif cls == "note":
                    grid["note"].append(text)
            grids.append(grid)
        pages.append(grids)
    return pages


# ---------------------------------------------------------------- PDF

def pdf_pages(path):
    status, out, _ = run(["pdfinfo", path])
    m = re.search(rb"^Pages:\s+(\d+)", out, re.M)
    return int(m.group(1)) if status == 0 and m else -1


def pdf_words(path, page):
    """pdftotext -bbox words of one page: (text, x centre, y centre)."""
    status, out, err = run(["pdftotext", "-bbox", "-f", str(page), "-l", str(page),
                            path, "-"])
    check(status == 0 and not err, "pdftotext -bbox page %d: %s" % (page, err))
    words = []
    for m in re.finditer(rb'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" '
                         rb'yMax="([\d.]+)">([^<]*)</word>', out):
        x0, y0, x1, y1 = (float(v) for v in m.groups()[:4])
        words.append((m.group(5).decode(), (x0 + x1) / 2, (y0 + y1) / 2))
    return words


# ---------------------------------------------------------------- pictures

def read_pgm(data):
    m = re.match(rb"P5\s+(\d+)\s+(\d+)\s+255\s", data)
    w, h = int(m.group(1)), int(m.group(2))
    return w, h, data[m.end():m.end() + w * h]


def read_png(data):
    """Width, height and 8-bit grey pixels of a PNG (8-bit grey, grey+alpha,
    RGB or RGBA, not interlaced), composited on white."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, head = 8, b"", None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            head = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    w, h, depth, ctype, _, _, interlace = head
    assert depth == 8 and interlace == 0 and ctype in (0, 2, 4, 6), "PNG kind"
    bpp = {0: 1, 2: 3, 4: 2, 6: 4}[ctype]
    raw, stride = zlib.decompress(idat), w * bpp
    prev, grey = bytearray(stride), bytearray()
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        for x in range(w):
            px = line[x * bpp:(x + 1) * bpp]
            v = px[0] if ctype in (0, 4) else (299 * px[0] + 587 * px[1] + 114 * px[2]) // 1000
            alpha = px[-1] if ctype in (4, 6) else 255
            grey.append((v * alpha + 255 * (255 - alpha)) // 255)
        prev = line
    return w, h, bytes(grey)


def ink(picture):
    """Fraction of dark pixels (a page of two framed notes has 0.1%)."""
    _, _, px = picture
    return sum(1 for v in px if v < 128) / max(1, len(px))


def blocks(picture, k=4):
    """Means of k x k blocks: small shifts of glyph edges average out."""
    w, h, px = picture
    out = []
    for by in range(0, h - k + 1, k):
        for bx in range(0, w - k + 1, k):
            out.append(sum(px[(by + j) * w + bx + i] for j in range(k) for i in range(k)) / (k * k))
    return out


def compare(picture, golden_path, what):
    """Same size; block means within 1.5 on average, and at most 0.1% of the
    blocks off by more than 48: room for a font's hinting, none for a moved
    line or a changed layout (which move thousands of blocks). Single digits
    are checked exactly by the text tests, not here: one is 10 blocks."""
    with open(golden_path, "rb") as f:
        golden = read_png(f.read())
    if not check(picture[:2] == golden[:2], "%s: size %s, golden %s" % (what, picture[:2], golden[:2])):
        return
    a, b = blocks(picture), blocks(golden)
    diffs = [abs(x - y) for x, y in zip(a, b)]
    mean, far = sum(diffs) / len(diffs), sum(1 for d in diffs if d > 48) / len(diffs)
    check(mean <= 1.5 and far <= 0.001,
          "%s differs from %s: mean block difference %.2f, %.2f%% blocks far off"
          % (what, golden_path, mean, 100 * far))


# ---------------------------------------------------------------- checks

def check_bad_records(name, err, records, outcomes):
    """One stderr line per bad record, naming its input line; none else."""
    lines = [l for l in err.splitlines() if l]
    bad = [(n, o) for (n, _), o in zip(records, outcomes) if o != "ok"]
    check(len(lines) == len(bad), "%s: %d stderr lines for %d bad records:\n%s"
          % (name, len(lines), len(bad), err))
    for (n, _), line in zip(bad, lines):
        check(line.startswith("%s:%d: " % (name, n)), "stderr line %r for line %d" % (line, n))
    return lines


def check_rated_captions(where, captions, puzzles):
    """Each caption's rating ("... · 3.8 hard") is what `sudoku rate` gives
    the puzzle drawn above it: a stale or made-up rating fails here, where
    the picture comparison would let a changed caption through."""
    text = "".join("".join(str(d) if d else "." for d in cells) + "\n" for cells in puzzles)
    status, out, err = run([SUDOKU, "rate", "--format", "line"], input=text.encode())
    check(status == 0 and not err, where + ": rate status %d %s" % (status, err))
    rated = [" ".join(l.split()[1:3]) for l in out.decode().splitlines()]
    check(len(rated) == len(captions), where + ": %d ratings for %d captions"
          % (len(rated), len(captions)))
    for caption, want in zip(captions, rated):
        check(caption.endswith(MIDDLE_DOT + " " + want),
              "%s: caption %r, rate says %r" % (where, caption, want))


def check_svg_grids(pages, records, outcomes, messages, solutions, per_page,
                    name="sheet.txt"):
    grids = [g for page in pages for g in page]
    puzzles = [g for g in grids if g["kind"] == "puzzle"]
    check(len(puzzles) == len(records), "SVG: %d puzzle grids for %d records"
          % (len(puzzles), len(records)))
    check(len(pages) == -(-len(records) // per_page) + (-(-len(records) // 12) if solutions else 0),
          "SVG: %d pages" % len(pages))
    bad = iter(messages)
    rated = []
    for i, (g, (line, cells), outcome) in enumerate(zip(puzzles, records, outcomes)):
        where = "SVG puzzle %d (line %d)" % (i + 1, line)
        check(g["number"] == i + 1, where + ": numbered %d" % g["number"])
        check(g["caption"] is not None and g["caption"].startswith("Puzzle %d" % (i + 1)),
              where + ": caption %r" % g["caption"])
        if outcome == "ok":
            check(g["cells"] == cells and all(g["bold"][k] for k in range(81) if cells[k]),
                  where + ": givens differ from the input")
            check(g["stray"] == 0 and not g["note"], where + ": stray text")
            check(re.search(r" \u00b7 \d+\.\d [a-z]+$", g["caption"]) is not None,
                  where + ": no rating in %r" % g["caption"])
            rated.append((g["caption"], cells))
        else:
            message = next(bad, "")
            check_note(where, " ".join(g["note"]), line, name, message, outcome)
            check(g["caption"].endswith(MIDDLE_DOT + " " + outcome), where + ": caption %r"
                  % g["caption"])
            check(not any(g["cells"]), where + ": digits drawn for a bad record")
    check_rated_captions("SVG " + name, [c for c, _ in rated], [p for _, p in rated])
    if solutions:
        sols = [g for g in grids if g["kind"] == "solution"]
        check(len(sols) == len(records), "SVG: %d solution grids" % len(sols))
        for g, (line, cells), outcome in zip(sols, records, outcomes):
            if outcome != "ok":
                check(not any(g["cells"]) and g["note"], "solution of line %d drawn" % line)
                continue
            check(is_solution(cells, g["cells"]), "solution of line %d is wrong" % line)
            check(g["bold"] == [bool(d) for d in cells], "solution of line %d: bold cells"
                  % line)
    return grids


def check_pdf_text(path, svg_pages):
    """Every digit pdftotext finds in a grid lies in the cell the SVG put it
    in, and every grid holds the same digits in both. (Digits outside the
    grids are captions; notes of bad records are compared as text.)"""
    for k, page in enumerate(svg_pages, 1):
        grids = [g for g in page if not g["note"]]
        found = {id(g): [0] * 81 for g in grids}
        words = pdf_words(path, k)
        for text, x, y in words:
            inside = [g for g in grids if g["box"][0] < x < g["box"][2]
                      and g["box"][1] < y < g["box"][3]]
            if not inside:
                continue
            if check(re.fullmatch(r"[1-9]", text) is not None and len(inside) == 1,
                     "PDF page %d: %r at %.0f,%.0f in a grid" % (k, text, x, y)):
                r, c = cell_of(inside[0]["box"], x, y)
                found[id(inside[0])][9 * r + c] = int(text)
        for g in grids:
            check(found[id(g)] == g["cells"], "PDF page %d, %s %d: digits differ from the SVG"
                  % (k, g["kind"], g["number"]))
        text = " ".join(w for w, _, _ in words)
        for g in page:
            check(g["caption"] in text, "PDF page %d lacks caption %r" % (k, g["caption"]))
            for line in g["note"]:
                check(line in text, "PDF page %d lacks note line %r" % (k, line))


def check_reading_order(path, records, outcomes):
    """One puzzle a page: plain pdftotext reads back the givens in order."""
    for k, ((line, cells), outcome) in enumerate(zip(records, outcomes), 1):
        status, out, err = run(["pdftotext", "-layout", "-f", str(k), "-l", str(k), path, "-"])
        text = out.decode()
        digits = "".join(ch for l in text.splitlines() if not re.search(r"[A-Za-z]", l)
                         for ch in l if ch.isdigit())
        if outcome == "ok":
            check(digits == "".join(str(d) for d in cells if d),
                  "pdftotext -layout page %d: %r" % (k, digits))
        check("Puzzle %d" % k in text, "pdftotext page %d lacks its caption" % k)


def check_renders_pdf(path, pages, what):
    for k in range(1, pages + 1):
        status, out, err = run(["pdftoppm", "-r", "30", "-gray", "-f", str(k), "-l", str(k),
                                path])
        if check(status == 0 and not err and out.startswith(b"P5"),
                 "%s: pdftoppm page %d: %s" % (what, k, err)):
            check(ink(read_pgm(out)) > 0.0005, "%s: page %d is blank" % (what, k))


def check_renders_svg(path, pages, what):
    status, out, err = run(["rsvg-convert", "-z", "0.4", "-b", "white", path])
    check(status == 0 and not err and out.startswith(b"\x89PNG"),
          "%s: rsvg-convert: %s" % (what, err))
    for k in range(1, pages + 1):
        status, out, err = run(["rsvg-convert", "-z", "0.4", "-b", "white", "-i",
                                "page-%d" % k, path])
        if check(status == 0 and not err, "%s: rsvg-convert page %d: %s" % (what, k, err)):
            check(ink(read_png(out)) > 0.0005, "%s: page %d is blank" % (what, k))


def sheet_run(args, name):
    return run([SUDOKU, "print"] + args + [name], cwd=HERE)


def test_full_sheet():
    records = read_records(os.path.join(HERE, "sheet.txt"))
    outcomes = [expected_outcome(c) for _, c in records]
    check(outcomes.count("ok") >= 6 and len(set(outcomes)) == 5,
          "sheet.txt should hold good records and one bad of each kind: %s" % outcomes)
    args = ["--solutions", "--rate", "--title", "Test sheet \u2013 week 1"]
    pdf = out_path("sheet.pdf")
    status, out, err = sheet_run(args + ["-o", pdf], "sheet.txt")
    check(status == 1 and not out, "print -o sheet.pdf: status %d" % status)
    messages = check_bad_records("sheet.txt", err, records, outcomes)
    status, svg_text, err_svg = sheet_run(args + ["--format", "svg"], "sheet.txt")
    check(status == 1 and err_svg == err, "print --format svg: status %d, stderr differs" % status)
    svg = out_path("sheet.svg")
    with open(svg, "wb") as f:
        f.write(svg_text)

    status, out, err = run(["qpdf", "--check", pdf])
    check(status == 0, "qpdf --check: " + out.decode() + err)
    pages = pdf_pages(pdf)
    svg_pages = read_svg(svg)
    check(pages == len(svg_pages), "PDF has %d pages, SVG %d" % (pages, len(svg_pages)))
    check_svg_grids(svg_pages, records, outcomes, messages, True,
                    default_per_page(len(records)))
    check_pdf_text(pdf, svg_pages)
    check_renders_pdf(pdf, pages, "sheet.pdf")
    check_renders_svg(svg, len(svg_pages), "sheet.svg")


def test_one_a_page_reads_in_order():
    records = read_records(os.path.join(HERE, "sheet.txt"))
    outcomes = [expected_outcome(c) for _, c in records]
    pdf = out_path("single.pdf")
    status, _, _ = sheet_run(["--per-page", "1", "--paper", "letter", "-o", pdf], "sheet.txt")
    check(status == 1, "print --per-page 1: status %d" % status)
    check(pdf_pages(pdf) == len(records), "--per-page 1: one page a record")
    _, out, _ = run(["pdfinfo", pdf])
    check(re.search(rb"Page size:\s+612 x 792 pts", out) is not None, "--paper letter size")
    check_reading_order(pdf, records, outcomes)


def test_every_layout_renders():
    for per_page in ("2", "6"):
        for fmt in ("pdf", "svg"):
            path = out_path("layout%s.%s" % (per_page, fmt))
            status, _, _ = sheet_run(["--per-page", per_page, "--solutions", "-o", path],
                                     "sheet.txt")
            check(status == 1, "--per-page %s %s: status %d" % (per_page, fmt, status))
            if fmt == "pdf":
                status, out, err = run(["qpdf", "--check", path])
                check(status == 0, "qpdf --check --per-page %s: %s" % (per_page, out + err.encode()))
                check_renders_pdf(path, pdf_pages(path), path)
            else:
                check_renders_svg(path, len(read_svg(path)), path)


def test_skip_bad():
    """--skip-bad: the good puzzles alone, numbered without gaps, their
    solutions after them; the bad records still reported on stderr."""
    records = read_records(os.path.join(HERE, "sheet.txt"))
    outcomes = [expected_outcome(c) for _, c in records]
    good = [r for r, o in zip(records, outcomes) if o == "ok"]
    args = ["--skip-bad", "--solutions", "--rate"]
    status, svg_text, err = sheet_run(args + ["--format", "svg"], "sheet.txt")
    check(status == 1, "--skip-bad: status %d" % status)
    check_bad_records("sheet.txt", err, records, outcomes)
    svg = out_path("skip.svg")
    with open(svg, "wb") as f:
        f.write(svg_text)
    pages = read_svg(svg)
    check_svg_grids(pages, good, ["ok"] * len(good), [], True,
                    default_per_page(len(good)))
    pdf = out_path("skip.pdf")
    status, _, _ = sheet_run(args + ["-o", pdf], "sheet.txt")
    check(status == 1 and pdf_pages(pdf) == len(pages), "--skip-bad PDF: %d pages"
          % pdf_pages(pdf))
    check_pdf_text(pdf, pages)


def test_default_per_page():
    """Without --per-page the pages are filled evenly: 6 puzzles make one
    page of 6, 8 two of 4, 5 one of 6 (not 4 and 1)."""
    good = [c for _, c in read_records(os.path.join(HERE, "sheet.txt"))
            if expected_outcome(c) == "ok"]
    lines = ["".join(str(d) if d else "." for d in c) for c in good]
    for n, per_page in ((1, 1), (2, 2), (3, 4), (5, 6), (6, 6), (7, 4), (8, 4)):
        text = "\n".join((lines * 2)[:n]) + "\n"
        status, out, err = run([SUDOKU, "print", "--format", "svg"], input=text.encode())
        path = out_path("even%d.svg" % n)
        with open(path, "wb") as f:
            f.write(out)
        pages = read_svg(path)
        counts = [len(p) for p in pages]
        want = [per_page] * (n // per_page) + ([n % per_page] if n % per_page else [])
        check(status == 0 and counts == want, "%d puzzles: pages of %s, want %s"
              % (n, counts, want))


def test_golden_pictures():
    pdf, svg = out_path("golden.pdf"), out_path("golden.svg")
    args = ["--rate", "--title", "sudoku print"]
    status, _, err = sheet_run(args + ["-o", pdf], "golden.txt")
    check(status == 0 and not err, "golden.pdf: status %d %s" % (status, err))
    status, _, err = sheet_run(args + ["-o", svg], "golden.txt")
    check(status == 0 and not err, "golden.svg: status %d %s" % (status, err))
    golden = read_records(os.path.join(HERE, "golden.txt"))
    captions = [g["caption"] for page in read_svg(svg) for g in page if g["kind"] == "puzzle"]
    check_rated_captions("golden.svg", captions, [c for _, c in golden])
    # The README's picture is this very command's output.
    status, pdf_png, err = run(["pdftoppm", "-r", str(GOLDEN_DPI), "-gray", "-png",
                                "-singlefile", pdf])
    check(status == 0 and not err, "pdftoppm golden: " + err)
    status, svg_png, err = run(["rsvg-convert", "-z", str(GOLDEN_DPI / 96), "-b", "white",
                                svg])
    check(status == 0 and not err, "rsvg-convert golden: " + err)
    for png, name in ((pdf_png, "sheet-pdf.png"), (svg_png, "sheet-svg.png")):
        golden = os.path.join(HERE, "golden", name)
        if UPDATE:
            with open(golden, "wb") as f:
                f.write(png)
            print("wrote " + golden)
        else:
            compare(read_png(png), golden, name)


def test_usage_errors():
    status, out, err = sheet_run([], "golden.txt")
    check(status == 2 and not out and "--format" in err, "stdout without --format: %d %s"
          % (status, err))
    status, out, err = sheet_run(["-o", out_path("sheet.txt")], "golden.txt")
    check(status == 2 and "--format" in err and not os.path.exists(out_path("sheet.txt")),
          "-o sheet.txt: %d %s" % (status, err))
    status, out, err = sheet_run(["--per-page", "3", "--format", "pdf"], "golden.txt")
    check(status == 2 and not out, "--per-page 3: %d %s" % (status, err))


# ---------------------------------------------------------------- shapes

sys.path.insert(0, os.path.join(HERE, "..", "cli"))
import check_shapes  # noqa: E402  (the rules of every shape, without the library)

SHAPES = os.path.join(HERE, "..", "cli", "inputs", "shapes")
SHADED = {"windoku", "asterisk", "centre-dot", "girandola"}
CAPTION_WORDS = {"x": "X", "windoku": "windoku", "dg": "disjoint groups",
                 "asterisk": "asterisk", "centre-dot": "centre dot",
                 "girandola": "girandola", "anti-knight": "anti-knight",
                 "anti-king": "anti-king", "non-consecutive": "non-consecutive",
                 "latin": "Latin square", "jigsaw": "jigsaw"}


def segments(path_d):
    nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", path_d)]
    return [nums[i:i + 4] for i in range(0, len(nums) - 3, 4)]


def on_segment(segs, x0, y0, x1, y1):
    for a, b, c, d in segs:
        if (a == c) != (x0 == x1):
            continue
        if (min(a, c) - 0.01 <= x0 and x1 <= max(a, c) + 0.01
                and min(b, d) - 0.01 <= y0 and y1 <= max(b, d) + 0.01):
            return True
    return False


def read_board_grid(g, n):
    """A grid <g> of an n x n board: its frame (from the thick lines), the
    symbol in each cell, bold flags, caption, the thick and thin segments,
    diagonals and shaded rectangles."""
    paths = g.findall("s:path", SVG_NS)
    thick = [seg for p in paths if p.get("stroke-linecap") == "square"
             for seg in segments(p.get("d"))]
    thin = [seg for p in paths if p.get("stroke") == "#000" and not p.get("stroke-linecap")
            for seg in segments(p.get("d"))]
    diag = [seg for p in paths if p.get("class") == "diagonal" for seg in segments(p.get("d"))]
    shade = []  # x, y, w, h, fill
    for p in paths:
        if p.get("class") == "shade":
            for m in re.finditer(r"M(\S+) (\S+)h(\S+)v(\S+)h", p.get("d")):
                shade.append([float(v) for v in m.groups()] + [p.get("fill")])
    xs = [v for seg in thick for v in seg[0::2]]
    ys = [v for seg in thick for v in seg[1::2]]
    x0, y0, x1, y1 = min(xs), min(ys), max(xs), max(ys)
    cell = (x1 - x0) / n
    grid = {"frame": (x0, y0, x1, y1), "cell": cell, "cells": [""] * (n * n),
            "bold": [False] * (n * n), "caption": None, "stray": 0, "thick": thick,
            "thin": thin, "diag": diag, "shade": shade, "sizes": set()}
    for t in g.findall("s:text", SVG_NS):
        if t.get("class") == "caption":
            grid["caption"] = t.text
            continue
        r, c = int((float(t.get("y")) - y0) // cell), int((float(t.get("x")) - x0) // cell)
        if 0 <= r < n and 0 <= c < n and not grid["cells"][r * n + c]:
            grid["cells"][r * n + c] = t.text
            grid["bold"][r * n + c] = t.get("font-weight") == "bold"
            grid["sizes"].add(float(t.get("font-size")))
        else:
            grid["stray"] += 1
    return grid


def check_board_lines(where, grid, rec):
    """Thick exactly where two cells of different boxes (regions) meet, and
    all round; thin elsewhere."""
    n = rec["size"]
    hs, variants = check_shapes.houses(n, rec)
    region = [-1] * (n * n)
    if "latin" not in variants:
        for k, h in enumerate(hs[2 * n:3 * n]):
            for c in h:
                region[c] = k
    x0, y0, _, _ = grid["frame"]
    cell, wrong = grid["cell"], 0
    for i in range(n + 1):
        for k in range(n):
            across = i in (0, n) or region[i * n + k] != region[(i - 1) * n + k]
            down = i in (0, n) or region[k * n + i] != region[k * n + i - 1]
            a = (x0 + k * cell, y0 + i * cell, x0 + (k + 1) * cell, y0 + i * cell)
            d = (x0 + i * cell, y0 + k * cell, x0 + i * cell, y0 + (k + 1) * cell)
            wrong += on_segment(grid["thick"], *a) != across
            wrong += on_segment(grid["thin"], *a) == across
            wrong += on_segment(grid["thick"], *d) != down
            wrong += on_segment(grid["thin"], *d) == down
    check(wrong == 0, "%s: %d cell edges thick where they should be thin or back" % (where, wrong))


def check_board_marks(where, grid, rec):
    """Diagonals drawn for X, shaded cells for the extra houses a player sees,
    the other variants named in the caption."""
    n = rec["size"]
    hs, variants = check_shapes.houses(n, rec)
    x0, y0, x1, y1 = grid["frame"]
    if "x" in variants:
        want = sorted([[x0, y0, x1, y1], [x1, y0, x0, y1]])
        got = sorted(grid["diag"])
        check(len(got) == 2 and all(abs(a - b) < 0.01 for s, t in zip(got, want)
                                    for a, b in zip(s, t)),
              "%s: diagonals %s" % (where, got))
    else:
        check(not grid["diag"], where + ": diagonals drawn without X")
    shaded = set()
    extra = hs[2 * n + (0 if "latin" in variants or "jigsaw" in variants else n):]
    if "x" in variants:
        extra = extra[2:]
    k = int(round(n ** 0.5))
    if "windoku" in variants:  # the drawn windows come first among the rest
        for h in extra[:(k - 1) * (k - 1)]:
            shaded |= set(h)
    for name, cells in (("asterisk", check_shapes.ASTERISK),
                        ("centre-dot", check_shapes.CENTRE_DOT),
                        ("girandola", check_shapes.GIRANDOLA)):
        if name in variants:
            shaded |= set(cells)
    got = set()
    cell = grid["cell"]
    whole = [q for q in grid["shade"] if q[3] > 0.9 * cell]  # cells, not marks
    fills = sorted(set(q[4] for q in whole), reverse=True)  # the lighter first
    dg_fill = fills[0] if "dg" in variants and fills else None
    for x, y, w, h, fill in whole:
        if fill == dg_fill:
            continue
        r, c = int(round((y - y0) / cell)), int(round((x - x0) / cell))
        for j in range(int(round(w / cell))):
            got.add(r * n + c + j)
    check(got == shaded, "%s: shaded cells %s, want %s" % (where, sorted(got), sorted(shaded)))
    if "dg" in variants:
        check_disjoint_marks(where, grid, rec, dg_fill)
    else:
        check(len(whole) == len(grid["shade"]), where + ": group marks without dg")
    for v in variants:
        check(CAPTION_WORDS[v] in (grid["caption"] or ""),
              "%s: caption %r does not name %s" % (where, grid["caption"], v))


def check_disjoint_marks(where, grid, rec, dg_fill):
    """Disjoint groups: in each box the places whose row and column in the
    box add up to odd are shaded, lighter than the other extra houses; each
    cell's corner holds a map of its box's places with one dark mark, and
    the cells of one disjoint group (check_shapes.houses) carry it at the
    same place of the map, the cells of two groups at different ones."""
    n = rec["size"]
    br, bc = (int(v) for v in rec["box"].split("x"))
    x0, y0, _, _ = grid["frame"]
    cell = grid["cell"]
    light = set()
    marks = {}  # cell -> the mark's place on its map (row, column), in cells
    for x, y, w, h, fill in grid["shade"]:
        r, c = int((y - y0) // cell), int((x - x0) // cell)  # a mark: the cell it is in
        if h > 0.9 * cell:
            r, c = int(round((y - y0) / cell)), int(round((x - x0) / cell))
            if fill == dg_fill:
                light |= {r * n + c + j for j in range(int(round(w / cell)))}
        elif fill is not None and int(fill[1:3], 16) < 128:  # a dark mark
            check(r * n + c not in marks, "%s: two group marks in a cell" % where)
            marks[r * n + c] = (round((y - y0) / cell - r, 2), round((x - x0) / cell - c, 2))
    want = {r * n + c for r in range(n) for c in range(n) if (r % br + c % bc) % 2}
    check(light == want, "%s: disjoint-group shading %s, want %s" %
          (where, sorted(light), sorted(want)))
    check(len(marks) == n * n, "%s: %d cells with a group mark, not %d" % (where, len(marks), n * n))
    hs, _ = check_shapes.houses(n, rec)
    groups = [h for h in hs[3 * n:] if len(set(marks.get(i) for i in h)) == 1]
    places = set(marks.get(h[0]) for h in groups)
    check(len(groups) >= n and len(places) == n,
          "%s: %d groups marked alike, at %d places" % (where, len(groups), len(places)))


def board_records(path, options=()):
    """solve's JSON records of a file: puzzle, solution, size, box, variants."""
    status, out, err = run([SUDOKU, "solve", "--format", "json"] + list(options) + [path])
    recs = [json.loads(line) for line in out.decode().splitlines()]
    for rec in recs:
        rec.setdefault("size", 9)
        rec.setdefault("box", "3x3")
    return recs


def check_board_sheet(name, path, options=(), symbols=""):
    """Prints a file of shapes with its solutions as SVG and PDF and reads
    both back: each grid's symbols are the puzzle's givens (bold) and the
    solution's (which keeps every rule of the shape), the lines, diagonals,
    shading and caption as the shape says."""
    recs = [r for r in board_records(path, options) if r["status"] == "ok"]
    svg, pdf = out_path(name + ".svg"), out_path(name + ".pdf")
    status, _, err = run([SUDOKU, "print", "--solutions", "--per-page", "1"] + list(options)
                         + ["-o", svg, path])
    check(status == 0 and not err, "%s: print svg status %d %s" % (name, status, err))
    status, _, err = run([SUDOKU, "print", "--solutions", "--per-page", "1"] + list(options)
                         + ["-o", pdf, path])
    check(status == 0 and not err, "%s: print pdf status %d %s" % (name, status, err))
    root = ET.parse(svg).getroot()
    pages = root.findall("s:g/s:g[@class='page']", SVG_NS)
    grids = [(page_no, g) for page_no, page in enumerate(pages, 1)
             for g in page.findall("s:g", SVG_NS)]
    check(len(grids) == 2 * len(recs), "%s: %d grids for %d puzzles" % (name, len(grids), len(recs)))
    for k, rec in enumerate(recs):
        n = rec["size"]
        alphabet = symbols or check_shapes.DEFAULT_SYMBOLS[:n]
        for kind, (page_no, g) in (("puzzle", grids[k]), ("solution", grids[len(recs) + k])):
            where = "%s %s %d (%dx%d %s)" % (name, kind, k + 1, n, n, rec.get("variants", ""))
            check(g.get("id") == "%s-%d" % (kind, k + 1), where + ": id " + g.get("id"))
            grid = read_board_grid(g, n)
            givens = "".join(ch if ch in alphabet else "" for ch in rec["puzzle"])
            drawn_givens = "".join(ch for ch, b in zip(grid["cells"], grid["bold"]) if b)
            check(drawn_givens == givens, where + ": givens %r, want %r" % (drawn_givens, givens))
            want = rec["solution"] if kind == "solution" else \
                "".join(ch if ch in alphabet else "" for ch in rec["puzzle"])
            check("".join(grid["cells"]) == want, where + ": symbols differ")
            if kind == "solution":
                drawn = dict(rec, solution="".join(grid["cells"]))
                check(check_shapes.check(drawn, symbols) is None,
                      where + ": the drawn solution breaks a rule")
            check(grid["stray"] == 0, where + ": symbols outside the cells")
            check(all(grid["cell"] * 0.5 < s < grid["cell"] for s in grid["sizes"]),
                  where + ": font sizes %s for %.1f pt cells" % (grid["sizes"], grid["cell"]))
            check_board_lines(where, grid, rec)
            if kind == "puzzle":
                check_board_marks(where, grid, rec)
                if n >= 16:  # legible on A4: 16x16 and 25x25 symbols at 11 pt or more
                    check(min(grid["sizes"]) >= 11, where + ": symbols %s pt" % grid["sizes"])
            check_pdf_board(pdf, page_no, grid, where)
    status, out, errq = run(["qpdf", "--check", pdf])
    check(status == 0, "%s: qpdf --check: %s" % (name, out.decode() + errq))
    check_renders_pdf(pdf, pdf_pages(pdf), pdf)
    check_renders_svg(svg, len(pages), svg)


def check_pdf_board(pdf, page_no, grid, where):
    """pdftotext finds the same symbols in the same cells of the PDF page."""
    x0, y0, x1, y1 = grid["frame"]
    n = int(round((x1 - x0) / grid["cell"]))
    found = [""] * (n * n)
    for text, x, y in pdf_words(pdf, page_no):
        if not (x0 < x < x1 and y0 < y < y1):
            continue
        r, c = int((y - y0) // grid["cell"]), int((x - x0) // grid["cell"])
        found[r * n + c] += text
    check(found == grid["cells"], where + ": the PDF's symbols differ from the SVG's")


def test_shapes():
    """Every size 4x4..25x25 (a classic 9x9 among them), tall boxes,
    every variant, jigsaws on a line and as grids, the hex symbols."""
    check_board_sheet("sizes", os.path.join(SHAPES, "sizes.txt"))
    check_board_sheet("variants", os.path.join(SHAPES, "variants.txt"))
    check_board_sheet("jigsaw", os.path.join(SHAPES, "jigsaw.txt"))
    check_board_sheet("grids", os.path.join(SHAPES, "grids.txt"))
    check_board_sheet("hex", os.path.join(SHAPES, "hex.txt"),
                      ["--symbols", "0123456789ABCDEF"], "0123456789ABCDEF")


def test_shapes_default_layout():
    """Without --per-page: 16x16 two a page, 25x25 one, legible on A4."""
    for size, per_page, least in ((16, 2, 12), (25, 1, 11)):
        root_n = int(round(size ** 0.5))
        status, puzzle, _ = run([SUDOKU, "gen", "--box", "%dx%d" % (root_n, root_n),
                                 "--seed", "1", "--holes", str(size * size // 2),
                                 "--format", "line"])
        text = puzzle * 3
        status, out, err = run([SUDOKU, "print", "--format", "svg"], input=text)
        path = out_path("default%d.svg" % size)
        with open(path, "wb") as f:
            f.write(out)
        root = ET.parse(path).getroot()
        pages = root.findall("s:g/s:g[@class='page']", SVG_NS)
        counts = [len(p.findall("s:g", SVG_NS)) for p in pages]
        want = [per_page] * (3 // per_page) + ([3 % per_page] if 3 % per_page else [])
        check(status == 0 and counts == want, "%dx%d: pages of %s, want %s"
              % (size, size, counts, want))
        grid = read_board_grid(pages[0].find("s:g", SVG_NS), size)
        check(min(grid["sizes"]) >= least, "%dx%d: symbols %s pt" % (size, size, grid["sizes"]))


def test_shapes_rate():
    """print --rate on every variant and a 16x16: each caption carries what
    `sudoku rate` says of the puzzle (its score and level), or "not rated"
    where rate refuses it (non-house variants, sizes other than 9)."""
    path = os.path.join(SHAPES, "variants.txt")
    svg = out_path("variants-rate.svg")
    status, _, err = run([SUDOKU, "print", "--rate", "--per-page", "1", "-o", svg, path])
    check(status == 0 and not err, "print --rate: status %d %s" % (status, err))
    _, out, _ = run([SUDOKU, "rate", "--format", "json", path])
    rated = [json.loads(line) for line in out.decode().splitlines()]
    root = ET.parse(svg).getroot()
    captions = [t.text for t in root.iter("{%s}text" % SVG_NS["s"]) if t.get("class") == "caption"]
    check(len(captions) == len(rated), "print --rate: %d captions, %d records"
          % (len(captions), len(rated)))
    for caption, rec in zip(captions, rated):
        want = "%.1f %s" % (rec["score"], rec["level"]) if rec["status"] == "ok" else "not rated"
        check(caption.endswith(" \u00b7 " + want), "caption %r, rate says %r" % (caption, want))
    check(any(c.endswith("not rated") for c in captions) and
          sum(not c.endswith("not rated") for c in captions) >= 6,
          "print --rate: captions %s" % captions)


def test_shapes_bad_records():
    """A bad board keeps its place with the reason stderr gave; a clash
    names the symbols."""
    status, out, err = run([SUDOKU, "print", "--format", "svg"],
                           input=b"GG" + b"." * 254 + b"\n")
    check(status == 1 and "two 'G's in row 1" in err, "16x16 clash: %d %s" % (status, err))
    check(b"two &apos;G&apos;s" in out or b"two 'G's" in out, "the note names 'G'")


def test_shapes_golden():
    """The README's picture of every shape: a 16x16, a jigsaw, an X and a
    windoku on one page."""
    pdf = out_path("shapes.pdf")
    puzzles = [os.path.join(HERE, "..", "..", "puzzles", f)
               for f in ("16x16.txt", "jigsaw.txt", "x.txt", "windoku.txt")]
    status, _, err = run([SUDOKU, "print", "--per-page", "4", "--title",
                          "sudoku print: every shape", "-o", pdf] + puzzles)
    check(status == 0 and not err, "shapes.pdf: status %d %s" % (status, err))
    status, png, err = run(["pdftoppm", "-r", str(GOLDEN_DPI), "-gray", "-png",
                            "-singlefile", pdf])
    golden = os.path.join(HERE, "golden", "shapes-pdf.png")
    if UPDATE:
        with open(golden, "wb") as f:
            f.write(png)
        print("wrote " + golden)
    else:
        compare(read_png(png), golden, "shapes-pdf.png")


def main():
    os.makedirs(WORK, exist_ok=True)
    for test in (test_full_sheet, test_one_a_page_reads_in_order, test_every_layout_renders,
                 test_skip_bad, test_default_per_page, test_golden_pictures,
                 test_usage_errors, test_shapes, test_shapes_default_layout,
                 test_shapes_rate, test_shapes_bad_records, test_shapes_golden):
        before = failed
        try:
            test()
        except Exception as e:  # a crash in one test fails it, not the rest
            check(False, "%s raised %r" % (test.__name__, e))
        print("%s %s" % ("ok  " if failed == before else "FAIL", test.__name__))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
