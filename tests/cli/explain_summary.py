#!/usr/bin/env python3
"""explain's summary tells the truth about the steps above it (issue 23
item 8): "this path: N steps, hardest step T (W)" counts the numbered steps
printed and names the hardest of them (the first of the highest weight, as
the JSON steps give them); the rating line gives the score and level of
`rate`, and says it comes from Sudoku Explainer's own path when that path
(explain --scale classic) differs from the one shown, with that path's
length and hardest technique. On a jigsaw, which serate cannot rate, the
path and weights are named as Sudoku Explainer's rules with regions as
boxes, never as Sudoku Explainer's own. Prints one line per wrong summary, then a
count. Usage: explain_summary.py SUDOKU FILE..."""
import json
import re
import subprocess
import sys

SUDOKU, FILES = sys.argv[1], sys.argv[2:]


def run(*args):
    return subprocess.run([SUDOKU, *args], capture_output=True, text=True,
                          check=False).stdout


def same_words(a, b):
    """Text compared as words: 'WXYZ-wing' in a sentence is slug 'wxyz-wing'."""
    return re.sub(r"[-\s]+", " ", a.lower()) == re.sub(r"[-\s]+", " ", b.lower())


def name_of(slug):
    return slug.replace("-", " ")


problems, puzzles = [], 0
for path in FILES:
    blocks = run("explain", path).strip("\n").split("\n\n")
    own = [json.loads(l) for l in run("explain", "--format", "json", path).splitlines()]
    se = [json.loads(l) for l in
          run("explain", "--scale", "classic", "--format", "json", path).splitlines()]
    rated = run("rate", "--format", "json", path).splitlines()
    for k, (text, mine, theirs, rate) in enumerate(zip(blocks, own, se, rated), 1):
        puzzles += 1
        where = "%s puzzle %d" % (path, k)
        rate = json.loads(rate)
        lines = text.splitlines()
        steps = [l for l in lines if re.match(r"\d+\. ", l)]
        summary = [l for l in lines if not re.match(r"\d+\. |\s", l)]  # past the steps
        weights = [s["difficulty"] for s in mine["steps"]]
        top = mine["steps"][weights.index(max(weights))]
        want = "this path: %d steps, hardest step %s (%.1f)" % (
            len(steps), name_of(top["technique"]), top["difficulty"])
        if len(steps) != len(mine["steps"]) or not same_words(summary[0], want):
            problems.append("%s: %r, steps say %r" % (where, summary[0], want))
        head = "rating %.1f %s: " % (rate["score"], rate["level"])
        se_weights = [s["difficulty"] for s in theirs["steps"]]
        se_top = theirs["steps"][se_weights.index(max(se_weights))]
        same = (len(theirs["steps"]) == len(steps) and se_top["technique"] == top["technique"]
                and round(max(se_weights), 1) == round(top["difficulty"], 1))
        jigsaw = "jigsaw" in rate.get("variants", "")
        rater = "Sudoku Explainer's rules, regions as boxes" if jigsaw else "Sudoku Explainer"
        its_path = ("the path of Sudoku Explainer's rules" if jigsaw
                    else "Sudoku Explainer's path")
        if same:
            want = [head + "this path's hardest step (%s, classic scale)" % rater]
        else:
            want = [head + "from %s, not this one" % its_path,
                    "(classic scale: %d steps, hardest step %s)"
                    % (len(theirs["steps"]), name_of(rate["hardest"]))]
        if len(summary) != len(want) + 1 or not all(
                same_words(a, b) for a, b in zip(summary[1:], want)):
            problems.append("%s: %r, want %r" % (where, summary[1:], want))
        if abs(max(se_weights) - rate["score"]) > 0.05 or se_top["technique"] != rate["hardest"]:
            problems.append("%s: SE's path peaks at %s %.1f, rate says %s %.1f"
                            % (where, se_top["technique"], max(se_weights), rate["hardest"],
                               rate["score"]))
for p in problems:
    print(p)
print("%d puzzles: %d summaries wrong" % (puzzles, len(problems)))
sys.exit(1 if problems else 0)
