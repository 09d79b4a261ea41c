/*
** tech_als_wings.c - the WXYZ- to TUVWXYZ-wings of Sukaku Explainer's
** default set (the modern scale): an almost locked set (n cells of one unit,
** each with two or more candidates, holding n + 1 digits between them) and a
** bivalue cell {x,z} outside it, both digits in the set, where every x of
** the set sees the bivalue cell. If the cell is x, the set loses x and its n
** cells hold the n other digits, z among them; so z is in the cell or in the
** set, and goes from every cell that sees the cell and all the set's z. When
** z links them too (doubly linked), each of the set's digits is locked in it
** or in the cell: x and z go from what sees all their places, and each other
** digit of the set from what sees all its places in the set.
** Ratings are Sukaku Explainer's: WXYZ 5.5-5.6, VWXYZ 6.2-6.4 (by the set's
** largest cell), UVWXYZ 6.6, TUVWXYZ 7.5.
** Sukaku Explainer's set is n cells that see each other, which on the
** classic board lie in one unit; on a variant's board (issue 21) they need
** not (a diagonal, a knight's move), so there the sets are the cliques of
** the board's cells, and a cell sees another as on the board.
*/
#include "tech.h"

/* What the search keeps: the set being built and the best step so far. */
typedef struct wing_search {
    const sudoku__position *s;
    int n;             /* cells in the set: 3 (WXYZ) .. 6 (TUVWXYZ) */
    int cells[6];      /* the set, ascending */
    sudoku_step *best; /* the best step found, when found */
    int found;
    sudoku_step trial;
} wing_search;

static const sudoku_technique wing_tech[7] = {
    SUDOKU_TECH_COUNT,        SUDOKU_TECH_COUNT,      SUDOKU_TECH_COUNT,
    SUDOKU_TECH_WXYZ_WING,    SUDOKU_TECH_VWXYZ_WING, SUDOKU_TECH_UVWXYZ_WING,
    SUDOKU_TECH_TUVWXYZ_WING,
};

/* Sukaku Explainer's rating: the middle sizes of the set's largest cell
** count harder than the extremes for WXYZ and VWXYZ. */
static double wing_rating(int n, int largest) {
    int mid = 3, spread = largest > mid ? largest - mid : mid - largest;

    switch (n) {
    case 3:
        return 5.5 + (1 - spread) * 0.1;
    case 4:
        return 6.2 + (2 - spread) * 0.1;
    case 5:
        return 6.6;
    default:
        return 7.5;
    }
}

/* 1 when every cell of the set holding digit d sees cell y. */
static int all_see(const wing_search *w, int d, int y) {
    int k;

    for (k = 0; k < w->n; k++)
        if (sudoku__has_digit(w->s->cand[w->cells[k]], d) &&
            !sudoku__sees_on(w->s, w->cells[k], y))
            return 0;
    return 1;
}

/* Removes d from every cell outside the set and y that sees all the set's
** d, and y too when with_y. */
static void remove_seeing(const wing_search *w, sudoku_step *st, int d, int y,
                          int with_y) {
    int i, k;

    for (i = 0; i < 81; i++) {
        int ok = i != y && !w->s->cell[i] && sudoku__has_digit(w->s->cand[i], d);
        for (k = 0; ok && k < w->n; k++)
            if (w->cells[k] == i || (sudoku__has_digit(w->s->cand[w->cells[k]], d) &&
                                     !sudoku__sees_on(w->s, w->cells[k], i)))
                ok = 0;
        if (ok && with_y && !sudoku__sees_on(w->s, i, y)) ok = 0;
        if (ok) sudoku__step_remove(w->s, st, i, d);
    }
}

/* Builds into w->trial the step of the set with bivalue cell y linked by x
** (and by z too when doubly); keeps it when it beats the best so far:
** easier first, then more removals (Sukaku Explainer's choice). */
static void try_wing(wing_search *w, uint16_t set_digits, int unit, int y, int x, int z,
                     int doubly) {
    sudoku_step *st = &w->trial;
    int k, d, largest = 0;

    sudoku__step_clear(st, wing_tech[w->n]);
    remove_seeing(w, st, z, y, 1);
    if (doubly) {
        remove_seeing(w, st, x, y, 1);
        for (d = 1; d <= 9; d++)
            if (d != x && d != z && sudoku__has_digit(set_digits, d))
                remove_seeing(w, st, d, y, 0);
    }
    if (!st->n_removed) return;
    for (k = 0; k < w->n; k++) {
        int c = sudoku__bits_count(w->s->cand[w->cells[k]]);
        if (c > largest) largest = c;
    }
    st->difficulty = wing_rating(w->n, largest);
    if (w->found &&
        (st->difficulty > w->best->difficulty ||
         (st->difficulty == w->best->difficulty && st->n_removed <= w->best->n_removed)))
        return;
    st->digits = set_digits;
    /* the set's cells first (digit 0), then the bivalue cell with its
    ** linking digit and with the other; the unit the set lies in (none for
    ** a variant's set in no one house); length: the digits linking the set
    ** and the cell, 1 or 2 */
    for (k = 0; k < w->n; k++)
        sudoku__step_add_cell(st, w->cells[k], 0);
    sudoku__step_add_cell(st, y, x);
    sudoku__step_add_cell(st, y, z);
    st->length = doubly ? 2 : 1;
    if (unit >= 0) sudoku__step_add_unit(st, unit);
    *w->best = *st;
    w->found = 1;
}

/* Tries every bivalue cell against the set w->cells (n + 1 digits). */
static void try_set(wing_search *w, uint16_t set_digits, int unit) {
    const sudoku__position *s = w->s;
    int y, k;

    for (y = 0; y < 81; y++) {
        int a, b, see_a, see_b, in_set = 0;
        if (s->cell[y] || sudoku__bits_count(s->cand[y]) != 2 ||
            (s->cand[y] & set_digits) != s->cand[y])
            continue;
        for (k = 0; k < w->n; k++)
            in_set |= w->cells[k] == y;
        if (in_set) continue;
        a = sudoku__lowest_digit(s->cand[y]);
        b = sudoku__lowest_digit(s->cand[y] & (s->cand[y] - 1u));
        see_a = all_see(w, a, y);
        see_b = all_see(w, b, y);
        if (see_a && see_b)
            try_wing(w, set_digits, unit, y, a, b, 1);
        else if (see_a || see_b)
            try_wing(w, set_digits, unit, y, see_a ? a : b, see_a ? b : a, 0);
    }
}

/* The sets of unit u: n of its empty cells from index 'from' of the unit
** on, holding n + 1 digits. A set inside a box and a line is found once,
** from the line. */
static void sets_in(wing_search *w, int u, int from, int depth, uint16_t digits) {
    int k;

    if (sudoku__bits_count(digits) > w->n + 1) return;
    if (depth == w->n) {
        if (sudoku__bits_count(digits) != w->n + 1) return;
        if (u >= 18) {
            int same_row = 1, same_col = 1;
            for (k = 1; k < w->n; k++) {
                same_row &= sudoku__row(w->cells[k]) == sudoku__row(w->cells[0]);
                same_col &= sudoku__col(w->cells[k]) == sudoku__col(w->cells[0]);
            }
            if (same_row || same_col) return;
        }
        try_set(w, digits, u);
        return;
    }
    for (k = from; k < 9; k++) {
        int c = sudoku__unit_cell(u, k);
        if (w->s->cell[c] || sudoku__bits_count(w->s->cand[c]) < 2) continue;
        w->cells[depth] = c;
        sets_in(w, u, k + 1, depth + 1, (uint16_t)(digits | w->s->cand[c]));
    }
}

/* The first house of the board holding the whole set, or -1. */
static int common_house(const wing_search *w) {
    int j, k;

    for (j = 0; j < sudoku__house_count(w->s); j++) {
        int u = sudoku__house_at(w->s, j), all = 1;
        for (k = 0; k < w->n && all; k++)
            all = sudoku__in_house(w->s, w->cells[k], u);
        if (all) return u;
    }
    return -1;
}

/* The sets of a variant's board: n empty cells from cell 'from' on, each
** seeing the ones before it, holding n + 1 digits (each found once, its
** cells increasing, as Sukaku Explainer walks them). */
static void cliques_from(wing_search *w, int from, int depth, uint16_t digits) {
    int c, k;

    if (sudoku__bits_count(digits) > w->n + 1) return;
    if (depth == w->n) {
        if (sudoku__bits_count(digits) == w->n + 1) try_set(w, digits, common_house(w));
        return;
    }
    for (c = from; c < 81; c++) {
        int sees = !w->s->cell[c] && sudoku__bits_count(w->s->cand[c]) >= 2;
        for (k = 0; k < depth && sees; k++)
            sees = sudoku__sees_on(w->s, w->cells[k], c);
        if (!sees) continue;
        w->cells[depth] = c;
        cliques_from(w, c + 1, depth + 1, (uint16_t)(digits | w->s->cand[c]));
    }
}

int sudoku__tech_als_wing(const sudoku__position *s, sudoku_step *st, int n) {
    wing_search w;
    int u;

    w.s = s;
    w.n = n;
    w.best = st;
    w.found = 0;
    if (s->houses) {
        cliques_from(&w, 0, 0, 0);
        return w.found;
    }
    for (u = 0; u < 27; u++)
        sets_in(&w, u, 0, 0, 0);
    return w.found;
}
