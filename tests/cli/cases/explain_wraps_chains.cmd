# issue 23 item 9: on the first 20 of top1465 explain's text held lines of up
# to 1,646 characters before this change. Text output is now laid out in 80
# columns when not on a terminal: no line is wider, a forcing chain's
# branches each get a line of their own (step 29 of the first puzzle), and
# the words are the same as before, only moved (--format json's text,
# one line a step, joined back). --format line, csv and json keep one line
# a step, the Eureka strings whole.
f=inputs/explain/top1465_first20.txt
text=$(mktemp)
$SUDOKU explain $f > "$text"
awk 'length > 80 { n++ } END { print n + 0 " lines wider than 80 columns" }' "$text"
awk '/^29\. / { n++ } n == 1 && /^29\. / { keep = 1; print; next } keep && /^ / { print; next } { keep = 0 }' "$text"
$SUDOKU explain --format json $f | TEXT=$text python3 -c '
import json, os, re, sys
text = open(os.environ["TEXT"]).read()
steps = [s["text"] for l in sys.stdin for s in json.loads(l)["steps"]]
print(len(steps), "steps; one line each in json:", all("\n" not in s for s in steps))
print("the same words in the text:", re.sub(r"[\s|]", "", "".join(steps)) ==
      re.sub(r"[\s|]", "", "".join(l.split(". ", 1)[1] if re.match(r"\d+\. ", l) else l
                                   for l in text.splitlines()
                                   if re.match(r"\d+\. |\s", l))))
print("longest json step:", max(map(len, steps)), "characters")'
$SUDOKU explain --format line $f | awk '{ n++; if (length > m) m = length } END { print n " lines, the longest " m " characters" }'
$SUDOKU explain --format csv $f | python3 -c '
import csv, sys
rows = list(csv.DictReader(sys.stdin))
print(len(rows), "csv rows; steps = text lines in each:",
      all(int(r["steps"]) == len(r["text"].split("\n")) for r in rows))'
rm -f "$text"
