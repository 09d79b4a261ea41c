/*
** tech_singles.c - the placing techniques: full house (last empty cell of a
** unit), hidden single (a digit with one place left in a unit) and naked
** single (a cell with one candidate left).
*/
#include "logic.h"

/* Fills *st with a placement of d in cell i found in unit u (or -1). */
static void place(sudoku_step *st, sudoku_technique tech, int i, int d, int u)
{
    logic_step_clear(st, tech);
    st->cell = i;
    st->digit = d;
    st->digits = (uint16_t)(1u << (d - 1));
    if (u >= 0)
        logic_add_unit(st, u);
}

int tech_full_house(const logic_state *s, sudoku_step *st)
{
    int u, k;

    for (u = 0; u < 27; u++) {
        int empty = -1, n = 0;
        for (k = 0; k < 9; k++) {
            int c = logic_unit_cell(u, k);
            if (!s->cell[c]) {
                empty = c;
                n++;
            }
        }
        if (n == 1 && logic_popcount(s->cand[empty]) == 1) {
            place(st, SUDOKU_TECH_FULL_HOUSE, empty, logic_first_digit(s->cand[empty]), u);
            return 1;
        }
    }
    return 0;
}

/* The only cell of unit u where digit d can go, or -1. */
static int only_place(const logic_state *s, int u, int d)
{
    int k, where = -1;
    uint16_t bit = (uint16_t)(1u << (d - 1));

    for (k = 0; k < 9; k++) {
        int c = logic_unit_cell(u, k);
        if (s->cell[c] == d)
            return -1;
        if (s->cand[c] & bit) {
            if (where >= 0)
                return -1;
            where = c;
        }
    }
    return where;
}

/* Boxes first: SE rates a hidden single in a box 1.2, in a line 1.5. */
int tech_hidden_single(const logic_state *s, sudoku_step *st)
{
    int n, d;

    for (n = 0; n < 27; n++) {
        int u = (n + 18) % 27;
        for (d = 1; d <= 9; d++) {
            int c = only_place(s, u, d);
            if (c >= 0) {
                place(st, SUDOKU_TECH_HIDDEN_SINGLE, c, d, u);
                st->difficulty = u >= 18 ? 1.2 : 1.5;
                return 1;
            }
        }
    }
    return 0;
}

int tech_naked_single(const logic_state *s, sudoku_step *st)
{
    int i;

    for (i = 0; i < 81; i++)
        if (!s->cell[i] && logic_popcount(s->cand[i]) == 1) {
            place(st, SUDOKU_TECH_NAKED_SINGLE, i, logic_first_digit(s->cand[i]), -1);
            return 1;
        }
    return 0;
}
