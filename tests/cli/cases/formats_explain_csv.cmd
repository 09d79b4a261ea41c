# explain --format csv: one row a puzzle, bad records included; the path has
# one "technique moves" item a step and the text one numbered sentence a
# step; the path's placements fill each hole once
t=$(mktemp)
$SUDOKU explain --format csv inputs/explain/mixed.txt 2>/dev/null >"$t"
python3 records.py csv --header puzzle,score,level,rating_hardest,rating_steps,hardest,steps,path,text,status,error,file,line,column,name <"$t"
python3 -c '
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
for row in rows:
    if row["status"] != "ok":
        print(row["line"], row["status"], "steps", repr(row["steps"]), "path", repr(row["path"]))
        continue
    path = row["path"].split("; ")
    text = row["text"].split("\n")
    numbered = all(t.startswith("%d. " % (i + 1)) for i, t in enumerate(text))
    placed = [p.split()[1] for p in path if "=" in p.split()[-1] and "<>" not in p]
    fills = len(placed) == row["puzzle"].count(".") == len(set(placed))
    print(row["line"], row["status"], row["steps"], len(path), len(text), numbered,
          path[0], "placements fill the holes:", fills)
' "$t"
rm -f "$t"
