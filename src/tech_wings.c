/*
** tech_wings.c - the short bivalue patterns: XY-wing (a pivot {x,y} seeing
** pincers {x,z} and {y,z}: z goes from cells seeing both pincers), XYZ-wing
** (pivot {x,y,z}: z goes from cells seeing all three) and W-wing (two
** {x,y} cells joined by a strong link on x: y goes from cells seeing both).
*/
#include "tech.h"

/* Removes digit d from every cell seeing all of cells a, b and (if >= 0) c. */
static void remove_common(const sudoku__position *s, sudoku_step *st, int d, int a, int b,
                          int c) {
    int i;

    for (i = 0; i < 81; i++)
        if (i != a && i != b && i != c && sudoku__sees_on(s, i, a) &&
            sudoku__sees_on(s, i, b) && (c < 0 || sudoku__sees_on(s, i, c)))
            sudoku__step_remove(s, st, i, d);
}

static int bivalue(const sudoku__position *s, int i) {
    return !s->cell[i] && sudoku__bits_count(s->cand[i]) == 2;
}

/* The chain an XY-wing rests on, (z)a=(x)a-(x)p=(y)p-(y)b=(z)b: one of the
** pincers' z is true. */
static void xy_chain(const sudoku__position *s, sudoku_step *st, int p, int a, int b,
                     int z) {
    int x = sudoku__lowest_digit(s->cand[a] & ~(1u << (z - 1)));
    int y = sudoku__lowest_digit(s->cand[b] & ~(1u << (z - 1)));
    int k = sudoku__step_add_node(st, a, z, 0, SUDOKU_LINK_START, -1, 255);

    k = sudoku__step_add_node(st, a, x, 1, SUDOKU_LINK_STRONG, k, 255);
    k = sudoku__step_add_node(st, p, x, 0, SUDOKU_LINK_WEAK, k, 255);
    k = sudoku__step_add_node(st, p, y, 1, SUDOKU_LINK_STRONG, k, 255);
    k = sudoku__step_add_node(st, b, y, 0, SUDOKU_LINK_WEAK, k, 255);
    sudoku__step_add_node(st, b, z, 1, SUDOKU_LINK_STRONG, k, 255);
    st->chain_end = SUDOKU_CHAIN_EITHER;
}

/* The branches an XYZ-wing rests on, one per candidate of the pivot p:
** (x)p-(x)a=(z)a | (y)p-(y)b=(z)b | (z)p: z is true in one of the three. */
static void xyz_chain(const sudoku__position *s, sudoku_step *st, int p, int a, int b,
                      int z) {
    int d, c;

    for (d = 1; d <= 9; d++) {
        int pincer = sudoku__has_digit(s->cand[a], d) ? a : b, k;
        if (!sudoku__has_digit(s->cand[p], d)) continue;
        k = sudoku__step_add_node(st, p, d, 1, SUDOKU_LINK_START, -1, 255);
        if (d == z) continue;
        k = sudoku__step_add_node(st, pincer, d, 0, SUDOKU_LINK_WEAK, k, 255);
        sudoku__step_add_node(st, pincer, z, 1, SUDOKU_LINK_STRONG, k, 255);
    }
    st->chain_end = SUDOKU_CHAIN_AGREE;
    for (c = 80; c >= 0; c--)
        if (st->removed[c]) st->end_cell = (unsigned char)c;
    st->end_digit = (unsigned char)z;
}

/* Pivot p with 'size' candidates; pincers a, b bivalue, seeing p, each
** sharing z and one other pivot digit, together covering the pivot. The
** pincers are tried in the order of p's peers (SE's order: it takes the
** first wing that removes something). */
static int wing_at(const sudoku__position *s, sudoku_step *st, int p, int xyz) {
    int i, j, n = sudoku__peer_count(s, p);
    uint16_t pm = s->cand[p];

    for (i = 0; i < n; i++) {
        int a = sudoku__peer_at(s, p, i);
        if (!bivalue(s, a) || sudoku__bits_count(s->cand[a] & pm) != (xyz ? 2 : 1))
            continue;
        for (j = i + 1; j < n; j++) {
            int b = sudoku__peer_at(s, p, j);
            uint16_t z = (uint16_t)(s->cand[a] & s->cand[b]);
            if (!bivalue(s, b) || sudoku__bits_count(z) != 1 ||
                s->cand[a] == s->cand[b] ||
                (uint16_t)(s->cand[a] | s->cand[b]) != (xyz ? pm : (pm | z)))
                continue;
            if (!xyz && (z & pm)) continue;
            sudoku__step_clear(st, xyz ? SUDOKU_TECH_XYZ_WING : SUDOKU_TECH_XY_WING);
            st->digits = (uint16_t)(pm | z);
            remove_common(s, st, sudoku__lowest_digit(z), a, b, xyz ? p : -1);
            if (st->n_removed) {
                sudoku__step_add_cell(st, p, 0);
                sudoku__step_add_cell(st, a, 0);
                sudoku__step_add_cell(st, b, 0);
                if (xyz)
                    xyz_chain(s, st, p, a, b, sudoku__lowest_digit(z));
                else
                    xy_chain(s, st, p, a, b, sudoku__lowest_digit(z));
                return 1;
            }
        }
    }
    return 0;
}

static int wings(const sudoku__position *s, sudoku_step *st, int xyz) {
    int p;

    for (p = 0; p < 81; p++)
        if (!s->cell[p] && sudoku__bits_count(s->cand[p]) == (xyz ? 3 : 2) &&
            wing_at(s, st, p, xyz))
            return 1;
    return 0;
}

int sudoku__tech_xy_wing(const sudoku__position *s, sudoku_step *st) {
    return wings(s, st, 0);
}

int sudoku__tech_xyz_wing(const sudoku__position *s, sudoku_step *st) {
    return wings(s, st, 1);
}

/* A strong link on digit x (a unit where x has exactly two places) with one
** end seeing a and the other seeing b, none of them a or b. */
static int w_link(const sudoku__position *s, int x, int a, int b, int *p, int *q,
                  int *unit) {
    int u, k;

    for (u = 0; u < 27; u++) {
        int at[2], n = 0;
        for (k = 0; k < 9; k++) {
            int c = sudoku__unit_cell(u, k);
            if (s->cand[c] & (1u << (x - 1))) at[n < 2 ? n : 1] = c, n++;
        }
        if (n != 2 || at[0] == a || at[0] == b || at[1] == a || at[1] == b) continue;
        if (sudoku__sees(at[1], a) && sudoku__sees(at[0], b)) {
            int t = at[0];
            at[0] = at[1];
            at[1] = t;
        }
        if (sudoku__sees(at[0], a) && sudoku__sees(at[1], b)) {
            *p = at[0];
            *q = at[1];
            *unit = u;
            return 1;
        }
    }
    return 0;
}

/* The chain a W-wing rests on, (y)a=(x)a-(x)p=(x)q-(x)b=(y)b: one of the
** two y is true. */
static void w_chain(sudoku_step *st, int a, int p, int q, int b, int x, int y, int u) {
    int k = sudoku__step_add_node(st, a, y, 0, SUDOKU_LINK_START, -1, 255);

    k = sudoku__step_add_node(st, a, x, 1, SUDOKU_LINK_STRONG, k, 255);
    k = sudoku__step_add_node(st, p, x, 0, SUDOKU_LINK_WEAK, k, 255);
    k = sudoku__step_add_node(st, q, x, 1, SUDOKU_LINK_STRONG, k, u);
    k = sudoku__step_add_node(st, b, x, 0, SUDOKU_LINK_WEAK, k, 255);
    sudoku__step_add_node(st, b, y, 1, SUDOKU_LINK_STRONG, k, 255);
    st->chain_end = SUDOKU_CHAIN_EITHER;
}

int sudoku__tech_w_wing(const sudoku__position *s, sudoku_step *st) {
    int a, b, side, p, q, u;

    for (a = 0; a < 81; a++) {
        if (!bivalue(s, a)) continue;
        for (b = a + 1; b < 81; b++) {
            if (!bivalue(s, b) || s->cand[a] != s->cand[b] || sudoku__sees(a, b))
                continue;
            for (side = 0; side < 2; side++) {
                int x = side ? sudoku__lowest_digit(s->cand[a] & (s->cand[a] - 1u))
                             : sudoku__lowest_digit(s->cand[a]);
                int y = sudoku__lowest_digit((unsigned)s->cand[a] & ~(1u << (x - 1)));
                if (!w_link(s, x, a, b, &p, &q, &u)) continue;
                sudoku__step_clear(st, SUDOKU_TECH_W_WING);
                st->digits = s->cand[a];
                remove_common(s, st, y, a, b, -1);
                if (!st->n_removed) continue;
                sudoku__step_add_cell(st, a, y);
                sudoku__step_add_cell(st, p, x);
                sudoku__step_add_cell(st, q, x);
                sudoku__step_add_cell(st, b, y);
                sudoku__step_add_unit(st, u);
                w_chain(st, a, p, q, b, x, y, u);
                return 1;
            }
        }
    }
    return 0;
}
