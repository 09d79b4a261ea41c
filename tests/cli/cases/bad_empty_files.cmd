for f in empty blank comments_only; do $SUDOKU solve inputs/bad/$f.txt; echo "solve $f: status $?"; $SUDOKU count < inputs/bad/$f.txt; echo "count $f: status $?"; done
