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
        int c = sudoku__house_cell(s, from, k);
        if (s->cand[c] & bit) {
            if (!sudoku__in_house(s, c, to)) return 0;
            in++;
        }
    }
    if (in < 2) return 0; /* one place is a hidden single, not ours */
    sudoku__step_clear(st, tech);
    st->digits = bit;
    for (k = 0; k < 9; k++) {
        int c = sudoku__house_cell(s, to, k);
        if (!sudoku__in_house(s, c, from))
            sudoku__step_remove(s, st, c, d);
        else if (s->cand[c] & bit)
            sudoku__step_add_cell(st, c, d);
    }
    sudoku__step_add_unit(st, from);
    sudoku__step_add_unit(st, to);
    return st->n_removed > 0;
}

/* Line l (0..17) crosses box b? On a board with a table a box may be a
** jigsaw region, which meets a line anywhere, in 1 to 9 cells. */
static int crosses(const sudoku__position *s, int l, int b) {
    if (!s->houses) return l < 9 ? l / 3 == b / 3 : (l - 9) / 3 == b % 3;
    for (int k = 0; k < 9; k++)
        if (sudoku__in_house(s, sudoku__house_cell(s, l, k), 18 + b)) return 1;
    return 0;
}

static int scan(const sudoku__position *s, sudoku_step *st, int pointing) {
    int b, l, d;

    for (b = 0; b < 9; b++)
        for (l = 0; l < 18; l++) {
            if (!crosses(s, l, b)) continue;
            for (d = 1; d <= 9; d++) {
                int found = pointing ? locked(s, st, SUDOKU_TECH_POINTING, 18 + b, l, d)
                                     : locked(s, st, SUDOKU_TECH_CLAIMING, l, 18 + b, d);
                if (found) return 1;
            }
        }
    return 0;
}

/* A variant's extra crossings, as Sudoku Explainer scans them (pairs of
** house types, the digit confined in the first: 0 boxes, 1 rows, 2 columns,
** 3 disjoint groups, 4 windows). A digit locked into a line is pointing,
** into any other house claiming, as SE rates them (2.6, 2.8). */
static const unsigned char extra_pairs[][2] = {{3, 2}, {3, 1}, {2, 3}, {1, 3}, {0, 3},
                                               {3, 0}, {4, 2}, {4, 1}, {2, 4}, {1, 4},
                                               {0, 4}, {4, 0}, {4, 3}, {3, 4}};

static int scan_extra(const sudoku__position *s, sudoku_step *st, int pointing) {
    static const unsigned char first[5] = {18, 0, 9, SUDOKU__HOUSE_DISJOINT,
                                           SUDOKU__HOUSE_WINDOW};
    const sudoku__houses *h = s->houses;

    for (size_t p = 0; p < sizeof extra_pairs / sizeof extra_pairs[0]; p++) {
        int t1 = extra_pairs[p][0], t2 = extra_pairs[p][1];
        if ((t2 == 1 || t2 == 2) != pointing) continue;
        for (int d = 1; d <= 9; d++)
            for (int i1 = 0; i1 < 9; i1++) {
                int from = first[t1] + i1;
                if (!((h->in[h->cell[from][0]] >> from) & 1u))
                    break; /* the shape has no house of this type */
                for (int i2 = 0; i2 < 9; i2++) {
                    int to = first[t2] + i2;
                    if (!((h->in[h->cell[to][0]] >> to) & 1u)) break;
                    if (locked(s, st,
                               pointing ? SUDOKU_TECH_POINTING : SUDOKU_TECH_CLAIMING,
                               from, to, d))
                        return 1;
                }
            }
    }
    return 0;
}

/* A Latin square has no boxes, and SE no locked candidates there. */
int sudoku__tech_pointing(const sudoku__position *s, sudoku_step *st) {
    if (s->houses && !s->houses->boxes) return 0;
    return scan(s, st, 1) || (s->houses && scan_extra(s, st, 1));
}

int sudoku__tech_claiming(const sudoku__position *s, sudoku_step *st) {
    if (s->houses && !s->houses->boxes) return 0;
    return scan(s, st, 0) || (s->houses && scan_extra(s, st, 0));
}
