# A JSON line ('{' first) has no name: its records have no name field
# (before, the text before the puzzle's cells, '{"puzzle', was taken for a
# label); from a file as through a pipe
sh pipe_file.sh inputs/json_lines.json count -f json
sh pipe_file.sh inputs/json_lines.json solve -f json
