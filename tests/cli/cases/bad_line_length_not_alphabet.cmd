# A line of one word whose length is no puzzle's (257: not 81, 729 or N*N)
# is judged by its length, whatever its characters: before, a letter in it
# ('A', a cell of a 10x10 and up) was "unexpected character 'A'; a cell is
# a digit 1-9", an alphabet the line was never held to. An 81-character
# line with a letter is still a 9x9 attempt, judged against 1-9. The puzzle
# after them is solved.
{
    printf '%0257d\n' 0 | tr 0 1 | sed 's/^\(.\{100\}\)1/\1A/'
    printf '%0257d\n' 0 | tr 0 . | sed 's/^\(.\{10\}\)./\1Z/'
    printf '%081d\n' 0 | tr 0 1 | sed 's/^\(.\{3\}\)1/\1G/'
    cat inputs/bad/no_final_newline.txt
} | $SUDOKU solve --format line
