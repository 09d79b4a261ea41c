/*
** tech_intersections.c - locked candidates: when a digit's places in a box
** all lie in one row or column, it goes nowhere else in that line
** (pointing); when its places in a line all lie in one box, it goes nowhere
** else in that box (claiming).
*/
#include "tech.h"

/* Digit d confined in house 'from' of grid g to its cells in house 'to',
** as 'tech': d goes from the rest of 'to', and the pattern rests on d gone
** from 'from' outside 'to'. */
static void locked_at(const sudoku__grid *g, sudoku_technique tech, int from, int to,
                      int d, sudoku__instance *in) {
    int k;

    in->tech = tech;
    in->digits = sudoku__digit_bit(d);
    in->n_units = 2;
    in->units[0] = (unsigned char)from;
    in->units[1] = (unsigned char)to;
    in->n_cells = in->n_removed = in->n_rests = 0;
    for (k = 0; k < 9; k++) {
        int c = sudoku__grid_cell(g, to, k);
        if (!sudoku__has_digit(g->cand[c], d)) continue;
        if (!sudoku__in_house(g->s, c, from))
            sudoku__instance_remove(in, c, d);
        else
            sudoku__instance_cell(in, c, d);
    }
    if (!g->was || !in->n_removed) return;
    for (k = 0; k < 9; k++) {
        int c = sudoku__grid_cell(g, from, k);
        if (sudoku__has_digit(g->was[c], d) && !sudoku__has_digit(g->cand[c], d) &&
            !sudoku__in_house(g->s, c, to))
            sudoku__instance_rest(in, c, d);
    }
}

/* Digit d confined in unit 'from' to its intersection with unit 'to':
** remove d from the rest of 'to'. Returns 1 when that removes something. */
static int locked(const sudoku__position *s, sudoku_step *st, sudoku_technique tech,
                  int from, int to, int d) {
    sudoku__grid g = {s, s->cand, NULL, NULL, NULL, 0};
    sudoku__instance in;
    uint16_t bit = sudoku__digit_bit(d);
    int k, places = 0;

    for (k = 0; k < 9; k++) {
        int c = sudoku__house_cell(s, from, k);
        if (s->cand[c] & bit) {
            if (!sudoku__in_house(s, c, to)) return 0;
            places++;
        }
    }
    if (places < 2) return 0; /* one place is a hidden single, not ours */
    locked_at(&g, tech, from, to, d, &in);
    return sudoku__instance_step(s, &in, st);
}

/* The positions in house u1 of g of its cells in house u2, one a box and
** the other a row or column; on a board with a table the box may be a
** jigsaw region, which meets a line anywhere. */
static unsigned meet(const sudoku__grid *g, int u1, int u2) {
    int b = (u1 >= 18 ? u1 : u2) - 18, line = u1 >= 18 ? u2 : u1;
    unsigned m = 0;

    if (g->s->houses) {
        for (int k = 0; k < 9; k++)
            if (sudoku__in_house(g->s, sudoku__grid_cell(g, u1, k), u2)) m |= 1u << k;
        return m;
    }
    if (line < 9 && b / 3 != line / 3) return 0;
    if (line >= 9 && b % 3 != (line - 9) / 3) return 0;
    if (u1 >= 18) return line < 9 ? 7u << (line % 3 * 3) : 0x49u << ((line - 9) % 3);
    return line < 9 ? 7u << (b % 3 * 3) : 7u << (b / 3 * 3);
}

/* Line l (0..17) crosses box b (on a board with a table a box may be a
** jigsaw region, which meets a line anywhere, in 1 to 9 cells)? */
static int crosses(const sudoku__position *s, int l, int b) {
    sudoku__grid g = {s, s->cand, NULL, NULL, NULL, 0};

    return meet(&g, 18 + b, l) != 0;
}

/* In Sudoku Explainer's order (Locking.java): pointing into columns, then
** into rows (claiming: from columns, then from rows), each digit in turn,
** then each box (each line), then each line (each box) it crosses. */
static int scan(const sudoku__position *s, sudoku_step *st, int pointing) {
    for (int first = 9; first >= 0; first -= 9)
        for (int d = 1; d <= 9; d++)
            for (int i1 = 0; i1 < 9; i1++)
                for (int i2 = 0; i2 < 9; i2++) {
                    int b = pointing ? i1 : i2, l = first + (pointing ? i2 : i1);
                    if (!crosses(s, l, b)) continue;
                    if (pointing ? locked(s, st, SUDOKU_TECH_POINTING, 18 + b, l, d)
                                 : locked(s, st, SUDOKU_TECH_CLAIMING, l, 18 + b, d))
                        return 1;
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

/* On the classic board: the one house of the type of u2 (18 a box, 9 a
** column, 0 a row) that holds all the places 'pos' (two or more) of house
** u1, or -1. It is the one the scan of sudoku__locked_se over every u2
** (meet) would find: the places lie in one third of u1 (three positions
** that meet() gives for one u2), and two or more of them in one third
** only. */
static int classic_meet(int u1, int type2, unsigned pos) {
    int k;

    for (k = 0; k < 3; k++) {
        /* u1 a box and u2 a column: a column of the box (positions k, k+3,
        ** k+6); else three positions in a row (k*3 .. k*3+2) */
        unsigned third = u1 >= 18 && type2 == 9 ? 0x49u << k : 7u << (3 * k);
        if (pos & ~third) continue;
        if (u1 >= 18) /* box b: its columns 9 + b%3*3 + k, rows b/3*3 + k */
            return type2 + (type2 == 9 ? (u1 - 18) % 3 : (u1 - 18) / 3) * 3 + k;
        if (u1 >= 9) return 18 + 3 * k + (u1 - 9) / 3; /* column: rows 3k.. */
        return 18 + u1 / 3 * 3 + k;                    /* row: columns 3k.. */
    }
    return -1;
}

int sudoku__locked_se(const sudoku__grid *g, sudoku__visit visit, void *ctx) {
    static const int types[4][2] = {{18, 9}, {18, 0}, {9, 18}, {0, 18}};
    sudoku__instance in;
    int t, d, i1, i2, r;

    for (t = 0; t < 4; t++)
        for (d = 1; d <= 9; d++)
            for (i1 = 0; i1 < 9; i1++) {
                int u1 = types[t][0] + i1;
                unsigned pos;
                if (g->lost && !sudoku__has_digit(g->lost[u1], d)) continue;
                pos = sudoku__grid_places(g, u1, d);
                if (sudoku__bits_count(pos) < 2) continue;
                if (!g->s->houses) {
                    int u2 = classic_meet(u1, types[t][1], pos);
                    if (u2 < 0) continue;
                    locked_at(g, u1 >= 18 ? SUDOKU_TECH_POINTING : SUDOKU_TECH_CLAIMING,
                              u1, u2, d, &in);
                    if (in.n_removed && (r = visit(ctx, &in)) != 0) return r;
                    continue;
                }
                for (i2 = 0; i2 < 9; i2++) {
                    int u2 = types[t][1] + i2;
                    unsigned inside = meet(g, u1, u2);
                    if (!inside || (pos & ~inside)) continue;
                    locked_at(g, u1 >= 18 ? SUDOKU_TECH_POINTING : SUDOKU_TECH_CLAIMING,
                              u1, u2, d, &in);
                    if (in.n_removed && (r = visit(ctx, &in)) != 0) return r;
                }
            }
    return 0;
}
