# Field rows that go wrong: a Kennett -fcsv row with 8 fields, one with a
# letter (its column named), a walled row with two digits in a cell, and
# NUL after 81 cells; each costs its one record, the grids after them are read
printf ',,3,4,,,,\n1,k,,,,,,,\n\n| 5 | 3 4 |   |   | 7 |   |   |   |   |\n' | $SUDOKU solve
echo "exit $?"
printf '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\000x\n' | $SUDOKU count
echo "exit $?"
printf '%s\n' ',9,,,8,,2,,' ',,,,1,,,5,4' ',,,,5,3,6,,1' '3,6,,,,9,,7,' ',,,,7,,,,' ',1,,5,,,,8,2' '2,,6,7,3,,,,' '1,5,,,4,,,,' ',,3,,9,,,4,' | $SUDOKU count
echo "exit $?"
