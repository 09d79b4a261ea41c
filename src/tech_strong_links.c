/*
** tech_strong_links.c - Sukaku Explainer's strong-linked fish (the modern
** scale): one digit, n strong links (n = 2: skyscraper, 2-string kite,
** turbot fish; 3 and 4) joined end to end by weak links. A strong link is a
** unit where the digit has two places, or a group and a cell: in a line,
** one cell of one box and the rest in another box; in a box, one cell and
** the rest in one row or column of the box away from it. If the chain's
** first end is false each link makes the next true, so one of the two ends
** is true and a cell seeing both loses the digit; when the ends see each
** other the chain is a loop and every weak link eliminates too.
** As Sukaku Explainer does, cells of the links' units and of the bridging
** units are left out (those of the bridging units only for open chains),
** and the rating is 4.0 (2 links), 5.4 (3), 5.8 (4), +0.1 for a chain using
** boxes or both line directions, +0.2 for all three kinds, +0.3 with a
** group; the easiest chain found, then the one removing most, is the step.
*/
#include <string.h>

#include "tech.h"

#define MAX_LINKS 4
#define MAX_GROUP 3
#define MAX_TABLE 128 /* links of one digit: far more than a grid has */
#define MAX_NEXT 48

/* One end of a strong link: one cell, or a group in one box and line. */
typedef struct end {
    int n;
    int cell[MAX_GROUP];
} end;

typedef struct link {
    int unit;
    int grouped; /* the unit has more than two places for the digit */
    end side[2];
} link;

typedef struct link_search {
    const sudoku__position *s;
    int digit, n_links;
    int n; /* links in the table */
    link table[MAX_TABLE];
    /* next[i][side]: the links (index * 2 + entry side) a chain leaving
    ** link i by 'side' may go on with, n_next of them */
    short next[MAX_TABLE][2][MAX_NEXT];
    unsigned char n_next[MAX_TABLE][2];
    int chain[MAX_LINKS];  /* the chain: index into table ... */
    int from[MAX_LINKS];   /* ... and the side it is entered by */
    int bridge[MAX_LINKS]; /* the unit joining link k to link k + 1 */
    sudoku_step *best;
    int found;
    sudoku_step trial;
} link_search;

static int has(const sudoku__position *s, int c, int d) {
    return !s->cell[c] && sudoku__has_digit(s->cand[c], d);
}

static void add_link(link_search *q, int u, int grouped, const int *a, int na,
                     const int *b, int nb) {
    link *l;

    if (q->n >= MAX_TABLE) return;
    l = &q->table[q->n++];

    l->unit = u;
    l->grouped = grouped;
    l->side[0].n = na;
    memcpy(l->side[0].cell, a, (size_t)na * sizeof *a);
    l->side[1].n = nb;
    memcpy(l->side[1].cell, b, (size_t)nb * sizeof *b);
}

/* The places at[0..n-1] that lie in the cells of mask 'in' (bit k: the
** unit's cell k), into out; returns how many. */
static int pick(const int *at, const int *pos, int n, unsigned in, int *out) {
    int k, m = 0;

    for (k = 0; k < n; k++)
        if (in >> pos[k] & 1u) out[m++] = at[k];
    return m;
}

/* Cells of a box by its own index 0..8 (row-major): mini-row r, column c. */
static unsigned box_row(int r) { return 7u << (3 * r); }
static unsigned box_col(int c) { return 0x49u << c; }

/* The strong links of digit q->digit in unit u: two places; or, with more,
** two groups covering them: in a line, its places in two boxes; in a box,
** its places in one row and one column of the box (the cell where they
** cross, if it holds the digit, goes with each group of two or more, as
** Sukaku Explainer has it), or with four or more, in two rows or two
** columns of the box. */
static void links_in(link_search *q, int u) {
    int at[9], pos[9], n = 0, k, r, c, a[9], b[9], na, nb;
    unsigned all = 0;

    for (k = 0; k < 9; k++)
        if (has(q->s, sudoku__unit_cell(u, k), q->digit)) {
            at[n] = sudoku__unit_cell(u, k);
            pos[n++] = k;
            all |= 1u << k;
        }
    if (n == 2) {
        add_link(q, u, 0, &at[0], 1, &at[1], 1);
        return;
    }
    if (n < 3 || n > 6) return;
    if (u < 18) {
        /* a line: unit cells 0-2, 3-5, 6-8 lie in three boxes */
        for (r = 0; r < 3; r++) {
            unsigned one = 7u << (3 * ((r + 1) % 3)), two = 7u << (3 * ((r + 2) % 3));
            if ((all & (7u << (3 * r))) || !(all & one) || !(all & two)) continue;
            na = pick(at, pos, n, one, a);
            nb = pick(at, pos, n, two, b);
            add_link(q, u, 1, a, na, b, nb);
        }
        return;
    }
    for (r = 0; r < 3; r++)
        for (c = 0; c < 3; c++) {
            unsigned heart = 1u << (3 * r + c);
            unsigned row = box_row(r) & ~heart & all, col = box_col(c) & ~heart & all;
            int many_row, many_col;
            if ((all & ~(box_row(r) | box_col(c))) || !row || !col) continue;
            many_row = sudoku__bits_count(row) > 1;
            many_col = sudoku__bits_count(col) > 1;
            if (all & heart) {
                /* the crossing cell joins a group of two or more; with two
                ** single blades, it joins either (two links) */
                if (many_row || !many_col) row |= heart;
                if (many_col || !many_row) col |= heart;
                if (!many_row && !many_col) {
                    na = pick(at, pos, n, row, a);
                    nb = pick(at, pos, n, col & ~heart, b);
                    add_link(q, u, 1, a, na, b, nb);
                    row &= ~heart;
                }
            }
            na = pick(at, pos, n, row, a);
            nb = pick(at, pos, n, col, b);
            add_link(q, u, 1, a, na, b, nb);
        }
    if (n < 4) return;
    for (r = 0; r < 3; r++) {
        unsigned rows = box_row((r + 1) % 3) | box_row((r + 2) % 3);
        unsigned cols = box_col((r + 1) % 3) | box_col((r + 2) % 3);
        if (!(all & ~rows) && (all & box_row((r + 1) % 3)) &&
            (all & box_row((r + 2) % 3))) {
            na = pick(at, pos, n, box_row((r + 1) % 3), a);
            nb = pick(at, pos, n, box_row((r + 2) % 3), b);
            add_link(q, u, 1, a, na, b, nb);
        }
        if (!(all & ~cols) && (all & box_col((r + 1) % 3)) &&
            (all & box_col((r + 2) % 3))) {
            na = pick(at, pos, n, box_col((r + 1) % 3), a);
            nb = pick(at, pos, n, box_col((r + 2) % 3), b);
            add_link(q, u, 1, a, na, b, nb);
        }
    }
}

/* The unit holding every cell of ends a and b (disjoint), column first,
** then row, then box (Sukaku Explainer's order); -1 when none. */
static int common_unit(const end *a, const end *b) {
    int kind, k;

    for (kind = 0; kind < 3; kind++) {
        int u = kind == 0   ? 9 + sudoku__col(a->cell[0])
                : kind == 1 ? sudoku__row(a->cell[0])
                            : 18 + sudoku__box(a->cell[0]);
        int ok = 1;
        for (k = 0; k < a->n; k++)
            ok &= sudoku__in_unit(a->cell[k], u);
        for (k = 0; k < b->n; k++)
            ok &= sudoku__in_unit(b->cell[k], u);
        if (ok) return u;
    }
    return -1;
}

static int disjoint(const end *a, const end *b) {
    int i, j;

    for (i = 0; i < a->n; i++)
        for (j = 0; j < b->n; j++)
            if (a->cell[i] == b->cell[j]) return 0;
    return 1;
}

static int in_end(const end *e, int c) {
    int k;

    for (k = 0; k < e->n; k++)
        if (e->cell[k] == c) return 1;
    return 0;
}

static int sees_end(const end *e, int c) {
    int k;

    for (k = 0; k < e->n; k++)
        if (!sudoku__sees(e->cell[k], c)) return 0;
    return 1;
}

static const end *entry(const link_search *q, int k) {
    return &q->table[q->chain[k]].side[q->from[k]];
}

static const end *exit_of(const link_search *q, int k) {
    return &q->table[q->chain[k]].side[1 - q->from[k]];
}

/* Removes the digit from every cell seeing all of ends a and b, in none of
** them, in none of the links' units nor (when skip >= 0) in unit skip. */
static void remove_seeing(const link_search *q, sudoku_step *st, const end *a,
                          const end *b, int open) {
    int c, k;

    for (c = 0; c < 81; c++) {
        int ok = has(q->s, c, q->digit) && !in_end(a, c) && !in_end(b, c) &&
                 sees_end(a, c) && sees_end(b, c);
        for (k = 0; ok && k < q->n_links; k++) {
            if (sudoku__in_unit(c, q->table[q->chain[k]].unit)) ok = 0;
            if (open && k + 1 < q->n_links && sudoku__in_unit(c, q->bridge[k])) ok = 0;
        }
        if (ok) sudoku__step_remove(q->s, st, c, q->digit);
    }
}

static double rating(const link_search *q) {
    static const double base[MAX_LINKS + 1] = {0, 0, 4.0, 5.4, 5.8};
    int k, grouped = 0, box = 0, row = 0, col = 0;

    for (k = 0; k < q->n_links; k++) {
        const link *l = &q->table[q->chain[k]];
        grouped |= l->grouped;
        box |= l->unit >= 18;
        row |= l->unit < 9;
        col |= l->unit >= 9 && l->unit < 18;
    }
    if (grouped) return base[q->n_links] + 0.3;
    if (!box && !(row && col)) return base[q->n_links];
    return base[q->n_links] + (box && row && col ? 0.2 : 0.1);
}

/* Writes the chain into st: its cells end by end (a group's first cell
** with the digit, the others with 0), its units, and, without groups, its
** nodes: (d)start off, = (d) on, - (d) off, ..., = (d)end on. */
static void record(const link_search *q, sudoku_step *st, int grouped) {
    int k, side, i, prev = -1;

    st->digits = sudoku__digit_bit(q->digit);
    st->length = 2 * q->n_links - 1;
    for (k = 0; k < q->n_links; k++) {
        sudoku__step_add_unit(st, q->table[q->chain[k]].unit);
        for (side = 0; side < 2; side++) {
            const end *e = side ? exit_of(q, k) : entry(q, k);
            for (i = 0; i < e->n; i++)
                sudoku__step_add_cell(st, e->cell[i], i ? 0 : q->digit);
            if (grouped) continue;
            prev = sudoku__step_add_node(st, e->cell[0], q->digit, side,
                                         side     ? SUDOKU_LINK_STRONG
                                         : k == 0 ? SUDOKU_LINK_START
                                                  : SUDOKU_LINK_WEAK,
                                         prev, side ? q->table[q->chain[k]].unit : 255);
        }
    }
    if (!grouped) st->chain_end = SUDOKU_CHAIN_EITHER;
}

/* The chain in q is complete: its step, kept when it beats the best. */
static void try_chain(link_search *q) {
    sudoku_step *st = &q->trial;
    const end *a = entry(q, 0), *z = exit_of(q, q->n_links - 1);
    int k, grouped = 0, loop = disjoint(a, z) && common_unit(a, z) >= 0;

    sudoku__step_clear(st, q->n_links == 2 ? SUDOKU_TECH_TURBOT_FISH
                                           : SUDOKU_TECH_STRONG_LINKS);
    if (!disjoint(a, z)) return;
    remove_seeing(q, st, a, z, !loop);
    if (loop)
        for (k = 0; k + 1 < q->n_links; k++)
            remove_seeing(q, st, exit_of(q, k), entry(q, k + 1), 0);
    if (!st->n_removed) return;
    st->difficulty = rating(q);
    if (q->found &&
        (st->difficulty > q->best->difficulty ||
         (st->difficulty == q->best->difficulty && st->n_removed <= q->best->n_removed)))
        return;
    for (k = 0; k < q->n_links; k++)
        grouped |= q->table[q->chain[k]].grouped;
    record(q, st, grouped);
    *q->best = *st;
    q->found = 1;
}

/* Fills q->next: which link ends bridge from which (disjoint, in one
** unit). */
static void build_next(link_search *q) {
    int i, j, a, b;

    for (i = 0; i < q->n; i++)
        for (a = 0; a < 2; a++) {
            const end *out = &q->table[i].side[1 - a];
            q->n_next[i][a] = 0;
            for (j = 0; j < q->n; j++)
                for (b = 0; b < 2; b++) {
                    const end *in = &q->table[j].side[b];
                    if (q->table[j].unit == q->table[i].unit || !disjoint(out, in) ||
                        common_unit(out, in) < 0 || q->n_next[i][a] >= MAX_NEXT)
                        continue;
                    q->next[i][a][q->n_next[i][a]++] = (short)(j * 2 + b);
                }
        }
}

/* Extends the chain at depth k (1 .. n_links - 1) with every link whose
** entry end bridges from the previous link's exit end, its unit unused. */
static void extend(link_search *q, int k) {
    int prev = q->chain[k - 1], side = q->from[k - 1], t, j;

    if (k >= q->n_links || k >= MAX_LINKS) {
        try_chain(q);
        return;
    }
    for (t = 0; t < q->n_next[prev][side]; t++) {
        int i = q->next[prev][side][t] / 2, used = 0;
        for (j = 0; j < k; j++)
            used |= q->table[q->chain[j]].unit == q->table[i].unit;
        if (used) continue;
        q->chain[k] = i;
        q->from[k] = q->next[prev][side][t] % 2;
        q->bridge[k - 1] = common_unit(exit_of(q, k - 1), entry(q, k));
        extend(q, k + 1);
    }
}

int sudoku__tech_strong_links(const sudoku__position *s, sudoku_step *st, int n_links) {
    link_search *q, qs;
    int u, i;

    q = &qs;
    q->s = s;
    q->n_links = n_links;
    q->best = st;
    q->found = 0;
    for (q->digit = 1; q->digit <= 9; q->digit++) {
        q->n = 0;
        for (u = 0; u < 27; u++)
            links_in(q, u);
        build_next(q);
        for (i = 0; i < q->n; i++)
            for (q->from[0] = 0; q->from[0] < 2; q->from[0]++) {
                q->chain[0] = i;
                extend(q, 1);
            }
    }
    return q->found;
}
