/*
** tech_intersections.c - locked candidates: when a digit's places in a box
** all lie in one row or column, it goes nowhere else in that line
** (pointing); when its places in a line all lie in one box, it goes nowhere
** else in that box (claiming).
*/
#include "tech.h"

/* Digit d confined in unit 'from' to its intersection with unit 'to':
** remove d from the rest of 'to'. Returns 1 when that removes something. */
static int locked(const sudoku__position *s, sudoku_step *st, sudoku_technique tech,
                  int from, int to, int d) {
    uint16_t bit = sudoku__digit_bit(d);
    int k, in = 0;

    for (k = 0; k < 9; k++) {
        int c = sudoku__unit_cell(from, k);
        if (s->cand[c] & bit) {
            if (!sudoku__in_unit(c, to)) return 0;
            in++;
        }
    }
    if (in < 2) return 0; /* one place is a hidden single, not ours */
    sudoku__step_clear(st, tech);
    st->digits = bit;
    for (k = 0; k < 9; k++) {
        int c = sudoku__unit_cell(to, k);
        if (!sudoku__in_unit(c, from))
            sudoku__step_remove(s, st, c, d);
        else if (s->cand[c] & bit)
            sudoku__step_add_cell(st, c, d);
    }
    sudoku__step_add_unit(st, from);
    sudoku__step_add_unit(st, to);
    return st->n_removed > 0;
}

/* Line l (0..17) crosses box b? */
static int crosses(int l, int b) { return l < 9 ? l / 3 == b / 3 : (l - 9) / 3 == b % 3; }

static int scan(const sudoku__position *s, sudoku_step *st, int pointing) {
    int b, l, d;

    for (b = 0; b < 9; b++)
        for (l = 0; l < 18; l++) {
            if (!crosses(l, b)) continue;
            for (d = 1; d <= 9; d++) {
                int found = pointing ? locked(s, st, SUDOKU_TECH_POINTING, 18 + b, l, d)
                                     : locked(s, st, SUDOKU_TECH_CLAIMING, l, 18 + b, d);
                if (found) return 1;
            }
        }
    return 0;
}

int sudoku__tech_pointing(const sudoku__position *s, sudoku_step *st) {
    return scan(s, st, 1);
}

int sudoku__tech_claiming(const sudoku__position *s, sudoku_step *st) {
    return scan(s, st, 0);
}
