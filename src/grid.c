/*
** grid.c - the rules of the game on plain grids: clash checks, solution
** checks, status names and the library version.
*/
#include <stdio.h>
#include <string.h>

#include "internal.h"

#ifndef SUDOKU_VERSION_STRING
#define SUDOKU_VERSION_STRING "0.0.0"
#endif

const char *sudoku_version(void) { return SUDOKU_VERSION_STRING; }

const char *sudoku_strerror(sudoku_status status) {
    switch (status) {
    case SUDOKU_OK:
        return "ok";
    case SUDOKU_END:
        return "end of input";
    case SUDOKU_ENOSOLUTION:
        return "no solution";
    case SUDOKU_ECLASH:
        return "givens clash";
    case SUDOKU_EFORMAT:
        return "malformed puzzle";
    case SUDOKU_ECOUNT:
        return "puzzle count disagrees with the header";
    case SUDOKU_EIO:
        return "read error";
    case SUDOKU_EINVAL:
        return "invalid argument";
    case SUDOKU_ENOMEM:
        return "out of memory";
    case SUDOKU_ELIMIT:
        return "generation effort exhausted";
    case SUDOKU_EMULTIPLE:
        return "more than one solution";
    case SUDOKU_EUNSUPPORTED:
        return "beyond the techniques the logical solver has on this shape";
    }
    return "unknown status";
}

int sudoku_givens(const sudoku_grid *grid) {
    int n = 0;
    for (int i = 0; i < 81; i++)
        n += grid->cell[i] != 0;
    return n;
}

/* The 27 units as cell lists: rows 0-8, columns 9-17, boxes 18-26. */
static int unit_cell(int unit, int k) {
    if (unit < 9) return unit * 9 + k;
    if (unit < 18) return k * 9 + (unit - 9);
    int box = unit - 18;
    return (box / 3) * 27 + (box % 3) * 3 + (k / 3) * 9 + k % 3;
}

static const char *const unit_kind[3] = {"row", "column", "box"};

static void describe_clash(int unit, int a, int b, int digit, sudoku_error *err) {
    if (!err) return;
    err->column = 0;
    snprintf(err->text, sizeof err->text,
             "givens clash: two %ds in %s %d (r%dc%d, r%dc%d)", digit,
             unit_kind[unit / 9], unit % 9 + 1, sudoku__row(a) + 1, sudoku__col(a) + 1,
             sudoku__row(b) + 1, sudoku__col(b) + 1);
}

sudoku_status sudoku_check(const sudoku_grid *puzzle, sudoku_error *err) {
    for (int i = 0; i < 81; i++) {
        if (puzzle->cell[i] > 9) {
            if (err) {
                err->column = 0;
                snprintf(err->text, sizeof err->text, "cell r%dc%d holds %d, not 0-9",
                         sudoku__row(i) + 1, sudoku__col(i) + 1, puzzle->cell[i]);
            }
            return SUDOKU_EINVAL;
        }
    }
    for (int unit = 0; unit < 27; unit++) {
        int seen[10] = {0}; /* seen[d] = 1 + first cell holding d */
        for (int k = 0; k < 9; k++) {
            int cell = unit_cell(unit, k), d = puzzle->cell[cell];
            if (d == 0) continue;
            if (seen[d]) {
                describe_clash(unit, seen[d] - 1, cell, d, err);
                return SUDOKU_ECLASH;
            }
            seen[d] = cell + 1;
        }
    }
    return SUDOKU_OK;
}

int sudoku_is_solution(const sudoku_grid *puzzle, const sudoku_grid *solution) {
    for (int i = 0; i < 81; i++) {
        int d = solution->cell[i];
        if (d < 1 || d > 9) return 0;
        if (puzzle->cell[i] != 0 && puzzle->cell[i] != d) return 0;
    }
    return sudoku_check(solution, NULL) == SUDOKU_OK;
}
