/*
** tech_direct.c - Sudoku Explainer's "direct" techniques, which it rates
** below the naked single: a pointing or claiming, or a hidden pair or
** triple, counts only when its removals leave a hidden single, and the step
** places that single. As in SE, the step is that placement alone: the
** pattern's own removals are not made (its cells and units say why the
** single holds), so SE's path and ours stay the same after it. SE tries
** them in the order of its own scans, which
** this file keeps (the first found is the one SE takes).
*/
#include "tech.h"

/* Positions of digit d in unit u, as a mask of unit indexes 0..8. */
static unsigned places(const sudoku__position *s, int u, int d) {
    unsigned m = 0;
    int k;

    if (s->houses) {
        for (k = 0; k < 9; k++)
            if (s->cand[s->houses->cell[u][k]] & (1u << (d - 1))) m |= 1u << k;
        return m;
    }
    for (k = 0; k < 9; k++)
        if (s->cand[sudoku__unit_cell(u, k)] & (1u << (d - 1))) m |= 1u << k;
    return m;
}

/* Units of type t: 0 boxes, 1 rows, 2 columns, 3 disjoint groups, 4
** windows (SE's region types). */
static int unit_of_type(int t, int i) {
    static const unsigned char first[5] = {18, 0, 9, SUDOKU__HOUSE_DISJOINT,
                                           SUDOKU__HOUSE_WINDOW};
    return first[t] + i;
}

static int crosses(const sudoku__position *s, int a, int b) {
    int k;

    if (s->houses) {
        for (k = 0; k < 9; k++)
            if ((s->houses->in[s->houses->cell[a][k]] >> b) & 1u) return 1;
        return 0;
    }
    for (k = 0; k < 9; k++)
        if (sudoku__in_unit(sudoku__unit_cell(a, k), b)) return 1;
    return 0;
}

/* Digit d of unit 'from' lies only where it meets 'to': d leaves the rest of
** 'to'. Does that leave d one place in another unit of from's type that
** crosses 'to'? Fills *st (that placement) when it does. */
static int follow_single(const sudoku__position *s, sudoku_step *st, int type, int from,
                         int to, int d) {
    int i3, k;

    for (i3 = 0; i3 < 9; i3++) {
        int u3 = unit_of_type(type, i3), left = 0, cell = -1;
        unsigned m = places(s, u3, d);
        if (u3 == from || !crosses(s, u3, to) || sudoku__bits_count(m) < 2) continue;
        for (k = 0; k < 9; k++)
            if ((m >> k & 1u) && !sudoku__in_house(s, sudoku__house_cell(s, u3, k), to)) {
                left++;
                cell = sudoku__house_cell(s, u3, k);
            }
        if (left != 1) continue;
        sudoku__step_clear(st, type == 0 ? SUDOKU_TECH_DIRECT_POINTING
                                         : SUDOKU_TECH_DIRECT_CLAIMING);
        st->digits = (uint16_t)(1u << (d - 1));
        for (k = 0; k < 9; k++) {
            int c = sudoku__house_cell(s, to, k);
            if (sudoku__in_house(s, c, from) && (s->cand[c] & (1u << (d - 1))))
                sudoku__step_add_cell(st, c, d);
        }
        sudoku__step_add_unit(st, from);
        sudoku__step_add_unit(st, to);
        sudoku__step_add_unit(st, u3);
        st->cell = cell;
        st->digit = d;
        return 1;
    }
    return 0;
}

/* One of SE's four scans: units of type t1 whose digit lies within a unit of
** type t2. */
static int locking_scan(const sudoku__position *s, sudoku_step *st, int t1, int t2) {
    int d, i1, i2, k;

    for (d = 1; d <= 9; d++)
        for (i1 = 0; i1 < 9; i1++) {
            int from = unit_of_type(t1, i1);
            unsigned m = places(s, from, d);
            if (sudoku__bits_count(m) < 2) continue;
            for (i2 = 0; i2 < 9; i2++) {
                int to = unit_of_type(t2, i2), inside = 1;
                if (!crosses(s, from, to)) continue;
                for (k = 0; k < 9; k++)
                    if ((m >> k & 1u) &&
                        !sudoku__in_house(s, sudoku__house_cell(s, from, k), to))
                        inside = 0;
                if (inside && follow_single(s, st, t1, from, to, d)) return 1;
            }
        }
    return 0;
}

/* 1 when the position's board has houses of type t. */
static int has_type(const sudoku__position *s, int t) {
    int u = unit_of_type(t, 0);
    if (!s->houses) return t < 3;
    return (int)((s->houses->in[s->houses->cell[u][0]] >> u) & 1u);
}

/* The scans of SE's direct locking, in its order: (box, column), (box,
** row), (column, box), (row, box), then a variant's disjoint groups and
** windows. A digit locked from a box is pointing (SE's 1.7), else claiming
** (1.9); a Latin square has none. */
static const unsigned char scans[][2] = {{0, 2}, {0, 1}, {2, 0}, {1, 0}, {3, 2}, {3, 1},
                                         {2, 3}, {1, 3}, {0, 3}, {3, 0}, {4, 2}, {4, 1},
                                         {2, 4}, {1, 4}, {0, 4}, {4, 0}, {4, 3}, {3, 4}};

static int direct_locking(const sudoku__position *s, sudoku_step *st, int pointing) {
    size_t p;

    if (!has_type(s, 0)) return 0;
    for (p = 0; p < sizeof scans / sizeof scans[0]; p++) {
        int t1 = scans[p][0], t2 = scans[p][1];
        if ((t1 == 0) != pointing || !has_type(s, t1) || !has_type(s, t2)) continue;
        if (locking_scan(s, st, t1, t2)) return 1;
    }
    return 0;
}

int sudoku__tech_direct_pointing(const sudoku__position *s, sudoku_step *st) {
    return direct_locking(s, st, 1);
}

int sudoku__tech_direct_claiming(const sudoku__position *s, sudoku_step *st) {
    return direct_locking(s, st, 0);
}

/* The hidden set 'digits' of unit u sits in the cells 'cells' (unit mask):
** does some other digit then have one place left in u? */
static int hidden_follow(const sudoku__position *s, sudoku_step *st, int u, int n,
                         const unsigned *where, unsigned digits, unsigned cells) {
    int d, k;

    for (d = 1; d <= 9; d++) {
        unsigned m = where[d], rest;
        if (sudoku__has_digit(digits, d) || sudoku__bits_count(m) < 2) continue;
        rest = m & ~cells;
        if (sudoku__bits_count(rest) != 1) continue;
        sudoku__step_clear(st, n == 2 ? SUDOKU_TECH_DIRECT_HIDDEN_PAIR
                                      : SUDOKU_TECH_DIRECT_HIDDEN_TRIPLE);
        st->digits = (uint16_t)digits;
        sudoku__step_add_unit(st, u);
        for (k = 0; k < 9; k++)
            if (cells >> k & 1u)
                sudoku__step_add_cell(st, sudoku__house_cell(s, u, k), 0);
        for (k = 0; k < 9; k++)
            if (rest >> k & 1u) st->cell = sudoku__house_cell(s, u, k);
        st->digit = d;
        return 1;
    }
    return 0;
}

/* Hidden sets of n digits in unit u, as SE looks for them: only in a unit
** with more than n empty cells, digit sets in increasing order of mask. */
static int hidden_in_unit(const sudoku__position *s, sudoku_step *st, int u, int n) {
    unsigned digits, where[10]; /* the places of each digit, read once */
    int k, d, empty = 0;

    for (k = 0; k < 9; k++)
        empty += s->cell[sudoku__house_cell(s, u, k)] == 0;
    if (empty <= n) return 0;
    for (d = 1; d <= 9; d++)
        where[d] = places(s, u, d);
    for (digits = 0; digits < 512u; digits++) {
        unsigned cells = 0;
        int ok = 1;
        if (sudoku__bits_count(digits) != n) continue;
        for (d = 1; d <= 9 && ok; d++)
            if (sudoku__has_digit(digits, d)) {
                ok = where[d] != 0;
                cells |= where[d];
            }
        if (ok && sudoku__bits_count(cells) == n &&
            hidden_follow(s, st, u, n, where, digits, cells))
            return 1;
    }
    return 0;
}

static int direct_hidden(const sudoku__position *s, sudoku_step *st, int n) {
    int t, i;

    for (t = 0; t < 3; t++) /* boxes, columns, rows: SE's order */
        for (i = 0; i < 9 && has_type(s, t == 0 ? 0 : 1); i++)
            if (hidden_in_unit(s, st, unit_of_type(t == 0 ? 0 : t == 1 ? 2 : 1, i), n))
                return 1;
    /* then a variant's extra houses, in SE's order (their ids') */
    for (i = 0; i < sudoku__house_count(s); i++)
        if (sudoku__house_at(s, i) >= 27 &&
            hidden_in_unit(s, st, sudoku__house_at(s, i), n))
            return 1;
    return 0;
}

int sudoku__tech_direct_hidden_pair(const sudoku__position *s, sudoku_step *st) {
    return direct_hidden(s, st, 2);
}

int sudoku__tech_direct_hidden_triple(const sudoku__position *s, sudoku_step *st) {
    return direct_hidden(s, st, 3);
}
