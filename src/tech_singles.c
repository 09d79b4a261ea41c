/*
** tech_singles.c - the placing techniques: full house (last empty cell of a
** unit), hidden single (a digit with one place left in a unit) and naked
** single (a cell with one candidate left).
*/
#include "tech.h"

/* Fills *st with a placement of d in cell i found in unit u (or -1). */
static void place(sudoku_step *st, sudoku_technique tech, int i, int d, int u) {
    sudoku__step_clear(st, tech);
    st->cell = i;
    st->digit = d;
    st->digits = sudoku__digit_bit(d);
    if (u >= 0) sudoku__step_add_unit(st, u);
}

/* SE looks for a full house in every house (sudoku__house_se's order)
** first, then for a hidden single in every house in that order, the lowest
** digit of a house first (HiddenSingle.java). */
int sudoku__tech_full_house(const sudoku__position *s, sudoku_step *st) {
    int u, k;

    for (int j = 0; j < sudoku__house_count(s); j++) {
        int empty = -1, n = 0;
        u = sudoku__house_se(s, j);
        for (k = 0; k < 9; k++) {
            int c = sudoku__house_cell(s, u, k);
            if (!s->cell[c]) {
                empty = c;
                n++;
            }
        }
        if (n == 1 && sudoku__bits_count(s->cand[empty]) == 1) {
            place(st, SUDOKU_TECH_FULL_HOUSE, empty, sudoku__lowest_digit(s->cand[empty]),
                  u);
            return 1;
        }
    }
    return 0;
}

/* Digits with exactly one place in unit u and not yet placed there. */
static unsigned single_places(const sudoku__position *s, int u) {
    unsigned once = 0, twice = 0, placed = 0;
    int k;

    for (k = 0; k < 9; k++) {
        int c = sudoku__house_cell(s, u, k);
        if (s->cell[c]) placed |= 1u << (s->cell[c] - 1);
        twice |= once & s->cand[c];
        once |= s->cand[c];
    }
    return once & ~twice & ~placed;
}

/* In SE's order (sudoku__house_se): SE rates a hidden single in a box 1.2, in a
** line (or any extra house of a variant) 1.5. */
int sudoku__tech_hidden_single(const sudoku__position *s, sudoku_step *st) {
    int n, k, houses = sudoku__house_count(s);

    for (n = 0; n < houses; n++) {
        int u = sudoku__house_se(s, n);
        unsigned m = single_places(s, u);
        if (!m) continue;
        m &= ~m + 1u; /* the lowest such digit */
        for (k = 0; k < 9; k++)
            if (s->cand[sudoku__house_cell(s, u, k)] & m) {
                place(st, SUDOKU_TECH_HIDDEN_SINGLE, sudoku__house_cell(s, u, k),
                      sudoku__lowest_digit(m), u);
                st->difficulty = u >= 18 && u < 27 ? 1.2 : 1.5;
                return 1;
            }
    }
    return 0;
}

int sudoku__tech_naked_single(const sudoku__position *s, sudoku_step *st) {
    int i;

    for (i = 0; i < 81; i++)
        if (!s->cell[i] && sudoku__bits_count(s->cand[i]) == 1) {
            place(st, SUDOKU_TECH_NAKED_SINGLE, i, sudoku__lowest_digit(s->cand[i]), -1);
            return 1;
        }
    return 0;
}
