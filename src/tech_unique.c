/*
** tech_unique.c - the uniqueness techniques, sound only for a puzzle with
** one solution (the engine runs them only when sudoku__position.unique is set,
** after a count). Unique rectangle: four cells on two rows, two columns and
** two boxes that could all hold only {a,b} would let a and b swap, giving
** two solutions, so the candidates that keep that pattern alive are
** removed (types 1 to 4). BUG+1: if every empty cell but one held two
** candidates, each digit twice per unit, the puzzle would have two
** solutions; so in the one cell with three, the digit seen three times in
** its units is the answer.
*/
#include "tech.h"

/* One rectangle: corners c[0..3] (c[0],c[1] on one row, c[2],c[3] below). */
typedef struct rectangle {
    int c[4];
    uint16_t pair;
} rectangle;

/* Removes the pattern's digits from corner k (type 1). */
static int ur_type1(const sudoku__position *s, const rectangle *r, sudoku_step *st) {
    int k, extra = -1, n = 0;

    for (k = 0; k < 4; k++)
        if (s->cand[r->c[k]] != r->pair) {
            extra = k;
            n++;
        }
    if (n != 1) return 0;
    sudoku__step_remove(s, st, r->c[extra], sudoku__lowest_digit(r->pair));
    sudoku__step_remove(s, st, r->c[extra],
                        sudoku__lowest_digit(r->pair & (r->pair - 1u)));
    return st->n_removed > 0;
}

/* Corners i and j hold the pair plus exactly the same one extra digit: it is
** true in one of them, so it goes from cells seeing both (type 2). */
static int ur_type2(const sudoku__position *s, int i, int j, uint16_t pair,
                    sudoku_step *st) {
    uint16_t extra = (uint16_t)(s->cand[i] & ~pair);
    int c, d;

    if (s->cand[i] != s->cand[j] || sudoku__bits_count(extra) != 1) return 0;
    d = sudoku__lowest_digit(extra);
    for (c = 0; c < 81; c++)
        if (c != i && c != j && sudoku__sees(c, i) && sudoku__sees(c, j))
            sudoku__step_remove(s, st, c, d);
    if (!st->n_removed) return 0;
    st->difficulty = 4.6;
    return 1;
}

/* In a unit holding corners i and j, digit a goes only there: then b in
** them would complete the pattern, so b goes (type 4). */
static int ur_type4(const sudoku__position *s, int i, int j, uint16_t pair,
                    sudoku_step *st) {
    int u, side;

    for (u = 0; u < 27; u++) {
        if (!sudoku__in_unit(i, u) || !sudoku__in_unit(j, u)) continue;
        for (side = 0; side < 2; side++) {
            uint16_t a = side ? (uint16_t)(pair & (pair - 1u))
                              : (uint16_t)(pair & ~(pair & (pair - 1u)));
            int k, places = 0;
            for (k = 0; k < 9; k++)
                places += (s->cand[sudoku__unit_cell(u, k)] & a) != 0;
            if (places != 2) continue;
            sudoku__step_remove(s, st, i, sudoku__lowest_digit(pair & ~a));
            sudoku__step_remove(s, st, j, sudoku__lowest_digit(pair & ~a));
            if (st->n_removed) {
                st->difficulty = 4.6;
                sudoku__step_add_unit(st, u);
                return 1;
            }
        }
    }
    return 0;
}

/* The other empty cells of a unit holding a roof, for type 3. */
typedef struct roof_unit {
    const sudoku__position *s;
    sudoku_step *st;
    int u, n;
    int cell[9];
    uint16_t item[9]; /* their candidates */
} roof_unit;

/* The roof and the cells cell[pick[0..k-1]] hold k+1 digits between them:
** those digits go from the unit's other cells. Returns 1 when some do. */
static int ur_type3_subset(void *ctx, const int *pick, int k, unsigned digits) {
    roof_unit *q = ctx;
    int b, c, j = 0;

    for (b = 0; b < q->n; b++) {
        if (j < k && pick[j] == b) {
            j++;
            continue;
        }
        for (c = 1; c <= 9; c++)
            if (sudoku__has_digit(digits, c))
                sudoku__step_remove(q->s, q->st, q->cell[b], c);
    }
    if (!q->st->n_removed) return 0;
    q->st->difficulty = 4.5 + 0.1 * (k + 1);
    sudoku__step_add_unit(q->st, q->u);
    return 1;
}

/* The roof i, j acts as one cell holding its extra digits: with k more
** cells of a unit they share it makes a naked subset of k+1 digits, which go
** from the unit's other cells (type 3); the smallest subset first. */
static int ur_type3(const sudoku__position *s, int i, int j, uint16_t pair,
                    sudoku_step *st) {
    unsigned extra = (unsigned)(s->cand[i] | s->cand[j]) & ~(unsigned)pair;
    roof_unit q;
    int k, size;

    q.s = s;
    q.st = st;
    for (q.u = 0; q.u < 27; q.u++) {
        if (!sudoku__in_unit(i, q.u) || !sudoku__in_unit(j, q.u)) continue;
        q.n = 0;
        for (k = 0; k < 9; k++) {
            int c = sudoku__unit_cell(q.u, k);
            if (c != i && c != j && !s->cell[c]) {
                q.cell[q.n] = c;
                q.item[q.n++] = s->cand[c];
            }
        }
        for (size = 2; size <= 4 && size - 1 <= q.n; size++)
            if (sudoku__subset_search(q.item, q.n, size - 1, extra, size, ur_type3_subset,
                                      &q))
                return 1;
    }
    return 0;
}

/* Puts corners i and j (the roof: the cells with extra candidates) first in
** the step's pattern cells, for the explanation; the floor follows. */
static void roof_first(sudoku_step *st, const rectangle *r, int i, int j) {
    int k;

    st->n_cells = 0;
    sudoku__step_add_cell(st, i, 0);
    if (j != i) sudoku__step_add_cell(st, j, 0);
    for (k = 0; k < 4; k++)
        if (r->c[k] != i && r->c[k] != j) sudoku__step_add_cell(st, r->c[k], 0);
}

/* Tries the four types on one rectangle whose corners all hold the pair. */
static int ur_check(const sudoku__position *s, const rectangle *r, sudoku_step *st) {
    static const int roofs[4][2] = {{0, 1}, {2, 3}, {0, 2}, {1, 3}};
    int k;

    sudoku__step_clear(st, SUDOKU_TECH_UNIQUE_RECTANGLE);
    st->digits = r->pair;
    for (k = 0; k < 4; k++)
        sudoku__step_add_cell(st, r->c[k], 0);
    if (ur_type1(s, r, st)) {
        for (k = 0; k < 4; k++)
            if (st->removed[r->c[k]]) roof_first(st, r, r->c[k], r->c[k]);
        return 1;
    }
    for (k = 0; k < 4; k++) {
        int i = r->c[roofs[k][0]], j = r->c[roofs[k][1]];
        int fi = r->c[roofs[k ^ 1][0]], fj = r->c[roofs[k ^ 1][1]];
        if (s->cand[fi] != r->pair || s->cand[fj] != r->pair)
            continue; /* the floor must be two bivalue cells */
        if (ur_type2(s, i, j, r->pair, st) || ur_type4(s, i, j, r->pair, st) ||
            ur_type3(s, i, j, r->pair, st)) {
            roof_first(st, r, i, j);
            return 1;
        }
    }
    return 0;
}

int sudoku__tech_unique_rectangle(const sudoku__position *s, sudoku_step *st) {
    int r1, r2, c1, c2;
    rectangle r;

    if (!s->unique) return 0;
    for (r1 = 0; r1 < 9; r1++)
        for (r2 = r1 + 1; r2 < 9; r2++)
            for (c1 = 0; c1 < 9; c1++)
                for (c2 = c1 + 1; c2 < 9; c2++) {
                    uint16_t pair;
                    if ((r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3))
                        continue; /* exactly two boxes */
                    r.c[0] = 9 * r1 + c1, r.c[1] = 9 * r1 + c2;
                    r.c[2] = 9 * r2 + c1, r.c[3] = 9 * r2 + c2;
                    pair = (uint16_t)(s->cand[r.c[0]] & s->cand[r.c[1]] &
                                      s->cand[r.c[2]] & s->cand[r.c[3]]);
                    if (sudoku__bits_count(pair) != 2) continue;
                    r.pair = pair;
                    if ((s->cand[r.c[0]] == pair) + (s->cand[r.c[1]] == pair) +
                                (s->cand[r.c[2]] == pair) + (s->cand[r.c[3]] == pair) >=
                            2 &&
                        ur_check(s, &r, st))
                        return 1;
                }
    return 0;
}

/* The digit of cell c seen three times among its units' candidates. */
static int bug_digit(const sudoku__position *s, int c) {
    unsigned m;

    for (m = s->cand[c]; m; m &= m - 1) {
        unsigned bit = m & (~m + 1u);
        int k, n = 0;
        for (k = 0; k < 9; k++)
            n += (s->cand[sudoku__unit_cell(sudoku__row(c), k)] & bit) != 0;
        if (n == 3) return sudoku__lowest_digit(bit);
    }
    return 0;
}

/* Every digit has 0 or 2 places in every unit, but for digit d in the
** units of cell 'odd', where it has 3. */
static int bug_pattern(const sudoku__position *s, int odd, int d) {
    int u, e, k;

    for (u = 0; u < 27; u++)
        for (e = 1; e <= 9; e++) {
            int n = 0;
            for (k = 0; k < 9; k++)
                n += sudoku__has_digit(s->cand[sudoku__unit_cell(u, k)], e);
            if (e == d && sudoku__in_unit(odd, u) ? n != 3 : (n != 0 && n != 2)) return 0;
        }
    return 1;
}

int sudoku__tech_bug(const sudoku__position *s, sudoku_step *st) {
    int c, odd = -1, d;

    if (!s->unique) return 0;
    for (c = 0; c < 81; c++) {
        int p = sudoku__bits_count(s->cand[c]);
        if (s->cell[c] || p == 2) continue;
        if (p != 3 || odd >= 0) return 0;
        odd = c;
    }
    if (odd < 0 || !(d = bug_digit(s, odd)) || !bug_pattern(s, odd, d)) return 0;
    sudoku__step_clear(st, SUDOKU_TECH_BUG);
    st->cell = odd;
    st->digit = d;
    st->digits = sudoku__digit_bit(d);
    sudoku__step_add_cell(st, odd, d);
    return 1;
}
