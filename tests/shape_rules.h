/*
** shape_rules.h - the rules of every shape written out again, apart from
** src/shape.c, for the tests to check solutions with: rows, columns, boxes
** or regions, the variants' houses (the windows drawn, not the groups they
** imply) and constraints. Include after <cmocka.h> and "internal.h".
*/
#ifndef SUDOKU_SHAPE_RULES_H
#define SUDOKU_SHAPE_RULES_H

/* 1 when cells a and b (side n) must differ under spec's rules. */
static inline int rules_differ(const sudoku_shape_spec *s, int a, int b) {
    int n = s->side, ra = a / n, ca = a % n, rb = b / n, cb = b % n;
    int dr = ra > rb ? ra - rb : rb - ra, dc = ca > cb ? ca - cb : cb - ca;
    unsigned v = s->variants;
    if (a == b) return 0;
    if (ra == rb || ca == cb) return 1;
    if (v & SUDOKU_VARIANT_JIGSAW) {
        if (s->region[a] == s->region[b]) return 1;
    } else if (!(v & SUDOKU_VARIANT_LATIN)) {
        int br = s->box_rows, bc = s->box_cols;
        if (ra / br == rb / br && ca / bc == cb / bc) return 1;
        if ((v & SUDOKU_VARIANT_DG) && ra % br == rb % br && ca % bc == cb % bc) return 1;
    }
    if ((v & SUDOKU_VARIANT_X) &&
        ((ra == ca && rb == cb) || (ra + ca == n - 1 && rb + cb == n - 1)))
        return 1;
    if (v & SUDOKU_VARIANT_WINDOKU) { /* windows k x k at 1, k+2, ... */
        int k = 2;
        while (k * k < n)
            k++;
        int wa = ra % (k + 1) && ca % (k + 1), wb = rb % (k + 1) && cb % (k + 1);
        if (wa && wb && ra / (k + 1) == rb / (k + 1) && ca / (k + 1) == cb / (k + 1))
            return 1;
    }
    static const int nine[3][9] = {{13, 20, 24, 37, 40, 43, 56, 60, 67},
                                   {10, 13, 16, 37, 40, 43, 64, 67, 70},
                                   {0, 8, 13, 37, 40, 43, 67, 72, 80}};
    static const unsigned bits[3] = {SUDOKU_VARIANT_ASTERISK, SUDOKU_VARIANT_CENTRE_DOT,
                                     SUDOKU_VARIANT_GIRANDOLA};
    for (int g = 0; g < 3; g++) {
        if (!(v & bits[g])) continue;
        int ina = 0, inb = 0;
        for (int k = 0; k < 9; k++)
            ina |= nine[g][k] == a, inb |= nine[g][k] == b;
        if (ina && inb) return 1;
    }
    if ((v & SUDOKU_VARIANT_ANTI_KNIGHT) && dr * dc == 2) return 1;
    if ((v & SUDOKU_VARIANT_ANTI_KING) && dr <= 1 && dc <= 1) return 1;
    return 0;
}

/* 1 when values x and y in cells a and b (side n) break no rule of spec. */
static inline int rules_allow(const sudoku_shape_spec *s, int a, int x, int b, int y) {
    int n = s->side, dr = a / n - b / n, dc = a % n - b % n;
    if (x == y && rules_differ(s, a, b)) return 0;
    if ((s->variants & SUDOKU_VARIANT_NON_CONSECUTIVE) && dr * dr + dc * dc == 1 &&
        (x - y == 1 || y - x == 1))
        return 0;
    return 1;
}

/* 1 when 'sol' is a full board of spec keeping the givens of 'puzzle'
** (NULL: none) and breaking no rule. */
static inline int rules_solution(const sudoku_shape_spec *s, const unsigned char *puzzle,
                                 const unsigned char *sol) {
    int cells = s->side * s->side;
    for (int a = 0; a < cells; a++) {
        if (sol[a] < 1 || sol[a] > s->side) return 0;
        if (puzzle && puzzle[a] && puzzle[a] != sol[a]) return 0;
        for (int b = a + 1; b < cells; b++)
            if (!rules_allow(s, a, sol[a], b, sol[b])) return 0;
    }
    return 1;
}

#endif
