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
** On a variant's board (issue 21) the links and bridges are in every house
** it has, as Sukaku Explainer takes them with the variant's switch: in a
** disjoint group or window (a box of its own order of cells, SE's) two
** places are no link in one row or column, and groups of three or more only
** cross at the house's first three cells; in a diagonal, girandola,
** asterisk or centre dot, groups are its three thirds; a chain with a link
** in an extra house rates as a grouped one (+0.3); a bridge is the first
** house of column, row, box, disjoint group, window, girandola, asterisk,
** centre dot, main and anti-diagonal holding both ends; a cell sees another
** as on the board (a knight's or king's move too); and no two links'
** houses share a place of the digit.
*/
#include <string.h>

#include "tech.h"

#define MAX_LINKS 4
#define MAX_GROUP 3
#define MAX_TABLE 160 /* links of one digit: far more than a grid has */
#define MAX_NEXT 64

/* A set of cells, bit c of w[c / 64]. */
typedef struct cell_set {
    uint64_t w[2];
} cell_set;

static void set_add(cell_set *m, int c) { m->w[c >> 6] |= (uint64_t)1 << (c & 63); }

static int set_has(const cell_set *m, int c) {
    return (int)(m->w[c >> 6] >> (c & 63) & 1u);
}

static cell_set set_and(cell_set a, cell_set b) {
    a.w[0] &= b.w[0];
    a.w[1] &= b.w[1];
    return a;
}

static cell_set set_minus(cell_set a, cell_set b) {
    a.w[0] &= ~b.w[0];
    a.w[1] &= ~b.w[1];
    return a;
}

static int set_empty(cell_set a) { return !a.w[0] && !a.w[1]; }

static int set_count(cell_set a) {
    return sudoku__bits_count((unsigned)a.w[0]) +
           sudoku__bits_count((unsigned)(a.w[0] >> 32)) +
           sudoku__bits_count((unsigned)a.w[1]);
}

/* One end of a strong link: one cell, or a group in one house and line;
** its cells as a set, and the houses holding all of them (bit u). */
typedef struct end {
    int n;
    int cell[MAX_GROUP];
    cell_set set;
    uint64_t units;
    int support; /* a cell without the digit the end is taken with, or -1 */
} end;

typedef struct link {
    int unit;
    int grouped; /* the unit has more than two places for the digit */
    end side[2];
    cell_set places; /* the digit's places in the unit */
} link;

typedef struct link_search {
    const sudoku__position *s;
    int digit, n_links;
    int jigsaw; /* a jigsaw's board: regions in the boxes' place (see the top) */
    int quirks; /* Sukaku Explainer's ways on a variant's board (not a jigsaw) */
    int n;      /* links in the table */
    link table[MAX_TABLE];
    /* next[i][side]: the links (index * 2 + entry side) a chain leaving
    ** link i by 'side' may go on with, n_next of them */
    short next[MAX_TABLE][2][MAX_NEXT];
    unsigned char next_unit[MAX_TABLE][2][MAX_NEXT]; /* the bridging unit */
    unsigned char n_next[MAX_TABLE][2];
    /* sees[i][side]: the cells holding the digit that see every cell of
    ** that end of link i, not in it; units: each unit's cells */
    cell_set sees[MAX_TABLE][2];
    cell_set units[SUDOKU__HOUSES];
    cell_set peers[81];    /* the cells each cell sees */
    cell_set holding;      /* the cells holding the digit */
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

/* The houses of s's board holding cell c, bit u for house u. */
static uint64_t houses_of(const sudoku__position *s, int c) {
    if (s->houses) return s->houses->in[c];
    return (uint64_t)1 << sudoku__row(c) | (uint64_t)1 << (9 + sudoku__col(c)) |
           (uint64_t)1 << (18 + sudoku__box(c));
}

static void fill_end(const sudoku__position *s, end *e, const int *cells, int n) {
    int k;

    e->n = n;
    memcpy(e->cell, cells, (size_t)n * sizeof *cells);
    e->set.w[0] = e->set.w[1] = 0;
    e->units = ~(uint64_t)0;
    e->support = -1;
    for (k = 0; k < n; k++) {
        set_add(&e->set, cells[k]);
        e->units &= houses_of(s, cells[k]);
    }
}

static int add_link(link_search *q, int u, int grouped, const int *a, int na,
                    const int *b, int nb) {
    link *l;

    if (q->n >= MAX_TABLE) return 0;
    l = &q->table[q->n++];

    l->unit = u;
    l->grouped = grouped;
    fill_end(q->s, &l->side[0], a, na);
    fill_end(q->s, &l->side[1], b, nb);
    l->places = set_and(q->holding, q->units[u]);
    return 1;
}

/* Cell k of house u in Sukaku Explainer's order. */
static int house_cell(const sudoku__position *s, int u, int k) {
    return s->houses ? sudoku__se_cell(s->houses, u, k) : sudoku__unit_cell(u, k);
}

/* Takes end e with cell c, which does not hold the digit: what the end
** sees and the houses it lies in are its cells' and c's. */
static void add_support(link_search *q, end *e, int c) {
    e->support = c;
    e->units &= houses_of(q->s, c);
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

/* The links of a line, or of a house taken as one (a diagonal, girandola,
** asterisk, centre dot): its places at[0..n-1] (pos: their places in the
** house, all: as bits) in two of its thirds (cells 0-2, 3-5, 6-8), each
** third a group. */
static void line_links(link_search *q, int u, const int *at, const int *pos, int n,
                       unsigned all) {
    int r, a[9], b[9], na, nb;

    for (r = 0; r < 3; r++) {
        unsigned one = 7u << (3 * ((r + 1) % 3)), two = 7u << (3 * ((r + 2) % 3));
        if ((all & (7u << (3 * r))) || !(all & one) || !(all & two)) continue;
        na = pick(at, pos, n, one, a);
        nb = pick(at, pos, n, two, b);
        add_link(q, u, 1, a, na, b, nb);
    }
}

/* The links of a box, or of a house of 3x3 cells (a disjoint group, a
** window: its cells 0-2 a line of the grid, 0, 3, 6 another): its places
** in one row and one column of it, crossing at a cell of its first
** 'rows' rows (the crossing cell, if it holds the digit, goes with each
** group of two or more, as Sukaku Explainer has it), or with four or
** more, in a box, in two rows or two columns of it. */
static void box_links(link_search *q, int u, const int *at, const int *pos, int n,
                      unsigned all, int rows) {
    int r, c, a[9], b[9], na, nb, variant = q->quirks;

    for (r = 0; r < rows; r++)
        for (c = 0; c < 3; c++) {
            unsigned heart = 1u << (3 * r + c);
            unsigned row = box_row(r) & ~heart & all, col = box_col(c) & ~heart & all;
            int many_row, many_col;
            if ((all & ~(box_row(r) | box_col(c))) || !row || !col) continue;
            many_row = sudoku__bits_count(row) > 1;
            many_col = sudoku__bits_count(col) > 1;
            if (!(all & heart) && variant && many_row != many_col) {
                /* on a variant's board, as Sukaku Explainer: the crossing
                ** cell without the digit goes with the group of two */
                na = pick(at, pos, n, row, a);
                nb = pick(at, pos, n, col, b);
                if (add_link(q, u, 1, a, na, b, nb))
                    add_support(q, &q->table[q->n - 1].side[many_row ? 0 : 1],
                                house_cell(q->s, u, 3 * r + c));
                continue;
            }
            /* on a variant's board Sukaku Explainer makes no valid link of
            ** a single cell, the crossing cell and another single cell:
            ** none is taken */
            if ((all & heart) && variant && !many_row && !many_col) continue;
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
    if (n < 4 || u < 18 || u >= 27) return;
    for (r = 0; r < 3; r++) {
        unsigned rows2 = box_row((r + 1) % 3) | box_row((r + 2) % 3);
        unsigned cols = box_col((r + 1) % 3) | box_col((r + 2) % 3);
        if (!(all & ~rows2) && (all & box_row((r + 1) % 3)) &&
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

/* Adds the link of house u between its places in the cells of masks ma
** and mb (bit k: the house's cell k), when each is a group of at most
** MAX_GROUP cells (a jigsaw's). */
static void add_groups(link_search *q, int u, const int *at, const int *pos, int n,
                       unsigned ma, unsigned mb) {
    int a[9], b[9], na = pick(at, pos, n, ma, a), nb = pick(at, pos, n, mb, b);

    if (na <= MAX_GROUP && nb <= MAX_GROUP) add_link(q, u, 1, a, na, b, nb);
}

/* The region (18..26) of cell c on a jigsaw. */
static int region_of(const sudoku__position *s, int c) {
    return 18 + sudoku__lowest_digit((unsigned)(s->houses->in[c] >> 18) & 0x1FFu) - 1;
}

/* The links of a row or column u of a jigsaw (SE's line link, a region in
** a box's place): its places in exactly two regions, the places in each a
** group. The regions go by their first cell along the line; with three
** regions on it, places in the first and the last make the link last
** region first, as Sukaku Explainer orders a line's thirds. */
static void jigsaw_line_links(link_search *q, int u, const int *at, const int *pos,
                              int n) {
    int met[9], n_met = 0, k, j, i = -1;
    unsigned part[9] = {0}, used = 0;

    for (k = 0; k < 9; k++) {
        int g = region_of(q->s, house_cell(q->s, u, k));
        for (j = 0; j < n_met && met[j] != g; j++)
            ;
        if (j == n_met) met[n_met++] = g;
        part[j] |= 1u << k;
    }
    for (k = 0; k < n; k++)
        for (j = 0; j < n_met; j++)
            if (part[j] >> pos[k] & 1u) used |= 1u << j;
    if (sudoku__bits_count(used) != 2) return;
    i = sudoku__lowest_digit(used) - 1;
    j = sudoku__lowest_digit(used & (used - 1u)) - 1;
    if (n_met == 3 && i == 0 && j == 2)
        add_groups(q, u, at, pos, n, part[j], part[i]);
    else
        add_groups(q, u, at, pos, n, part[i], part[j]);
}

/* The links of a jigsaw's region u, SE's box links with the region's rows
** and columns (its cells in one row, one column of the grid): its places
** in one row and one column of it, crossing at a cell of the region or
** outside it (a crossing cell with the digit joins the groups as in
** box_links on the classic board); or, with four or more, in two rows or
** two columns of it. Groups of at most MAX_GROUP cells; a region that is a
** 3x3 box has the links of box_links, in its order. */
static void region_links(link_search *q, int u, const int *at, const int *pos, int n,
                         unsigned all) {
    unsigned in_row[9] = {0}, in_col[9] = {0}, two_rows[2] = {0}, two_cols[2] = {0};
    int rows[9], cols[9], n_rows = 0, n_cols = 0, k, r, c, t, turn_row = -1,
                          turn_col = -1;
    int row_in[2], col_in[2], n_row_in = 0, n_col_in = 0;

    for (k = 0; k < 9; k++) {
        int cell = house_cell(q->s, u, k);
        in_row[sudoku__row(cell)] |= 1u << k;
        in_col[sudoku__col(cell)] |= 1u << k;
    }
    for (k = 0; k < 9; k++) {
        if (in_row[k]) rows[n_rows++] = k;
        if (in_col[k]) cols[n_cols++] = k;
    }
    for (r = 0; r < n_rows; r++)
        for (c = 0; c < n_cols; c++) {
            unsigned heart = in_row[rows[r]] & in_col[cols[c]];
            unsigned row = in_row[rows[r]] & ~heart & all;
            unsigned col = in_col[cols[c]] & ~heart & all;
            int many_row, many_col;
            if ((all & ~(in_row[rows[r]] | in_col[cols[c]])) || !row || !col) continue;
            many_row = sudoku__bits_count(row) > 1;
            many_col = sudoku__bits_count(col) > 1;
            if (all & heart) {
                if (many_row || !many_col) row |= heart;
                if (many_col || !many_row) col |= heart;
                if (!many_row && !many_col) {
                    add_groups(q, u, at, pos, n, row, col & ~heart);
                    row &= ~heart;
                }
            }
            add_groups(q, u, at, pos, n, row, col);
        }
    if (n < 4) return;
    for (k = 0; k < n_rows; k++)
        if (in_row[rows[k]] & all) {
            if (n_row_in < 2) row_in[n_row_in] = k;
            n_row_in++;
        }
    for (k = 0; k < n_cols; k++)
        if (in_col[cols[k]] & all) {
            if (n_col_in < 2) col_in[n_col_in] = k;
            n_col_in++;
        }
    /* box_links' turn (the row or column left out) and order of each, in
    ** a region of three rows or columns; else first, top or left first */
    if (n_row_in == 2) {
        turn_row = n_rows == 3 ? 3 - row_in[0] - row_in[1] : 0;
        for (k = 0; k < 2; k++)
            two_rows[k] = in_row[rows[n_rows == 3 ? (turn_row + 1 + k) % 3 : row_in[k]]];
    }
    if (n_col_in == 2) {
        turn_col = n_cols == 3 ? 3 - col_in[0] - col_in[1] : 0;
        for (k = 0; k < 2; k++)
            two_cols[k] = in_col[cols[n_cols == 3 ? (turn_col + 1 + k) % 3 : col_in[k]]];
    }
    for (t = 0; t < 3; t++) {
        if (turn_row == t) add_groups(q, u, at, pos, n, two_rows[0], two_rows[1]);
        if (turn_col == t) add_groups(q, u, at, pos, n, two_cols[0], two_cols[1]);
    }
}

/* 1 for a disjoint group or a window: a house Sukaku Explainer takes as a
** box, whose two places in one row or column make no link. */
static int box_like(int u) {
    return u >= SUDOKU__HOUSE_DISJOINT && u < SUDOKU__HOUSE_DIAGONAL;
}

/* The strong links of digit q->digit in house u (its cells in Sukaku
** Explainer's order): two places; or, with three to six, two groups
** covering them (line_links, box_links). */
static void links_in(link_search *q, int u) {
    int at[9], pos[9], n = 0, k;
    unsigned all = 0;

    for (k = 0; k < 9; k++) {
        int c = house_cell(q->s, u, k);
        if (has(q->s, c, q->digit)) {
            at[n] = c;
            pos[n++] = k;
            all |= 1u << k;
        }
    }
    if (n == 2) {
        if (box_like(u) && (sudoku__row(at[0]) == sudoku__row(at[1]) ||
                            sudoku__col(at[0]) == sudoku__col(at[1])))
            return;
        add_link(q, u, 0, &at[0], 1, &at[1], 1);
        return;
    }
    if (n < 3 || n > 6) return;
    if (q->jigsaw && u < 18)
        jigsaw_line_links(q, u, at, pos, n);
    else if (q->jigsaw && u < 27)
        region_links(q, u, at, pos, n, all);
    else if (u < 18 || u >= SUDOKU__HOUSE_DIAGONAL)
        line_links(q, u, at, pos, n, all);
    else
        box_links(q, u, at, pos, n, all, box_like(u) ? 1 : 3);
}

/* The house holding every cell of ends a and b, in Sukaku Explainer's
** order: column, row, box, disjoint group, window, girandola, asterisk,
** centre dot, main and anti-diagonal (the first house of each kind is
** the only one that may hold them); -1 when none. */
static int common_unit(const end *a, const end *b) {
    static const unsigned char first[10] = {9,
                                            0,
                                            18,
                                            SUDOKU__HOUSE_DISJOINT,
                                            SUDOKU__HOUSE_WINDOW,
                                            SUDOKU__HOUSE_GIRANDOLA,
                                            SUDOKU__HOUSE_ASTERISK,
                                            SUDOKU__HOUSE_CENTRE_DOT,
                                            SUDOKU__HOUSE_DIAGONAL,
                                            SUDOKU__HOUSE_DIAGONAL + 1};
    static const unsigned char size[10] = {9, 9, 9, 9, 9, 1, 1, 1, 1, 1};
    uint64_t both = a->units & b->units;
    int t;

    if (!both) return -1;
    for (t = 0; t < 10; t++) {
        unsigned kind = (unsigned)(both >> first[t]) & ((1u << size[t]) - 1u);
        if (kind) return first[t] + sudoku__lowest_digit(kind) - 1;
    }
    return -1;
}

static int disjoint(const end *a, const end *b) {
    return !(a->set.w[0] & b->set.w[0]) && !(a->set.w[1] & b->set.w[1]);
}

static const end *entry(const link_search *q, int k) {
    return &q->table[q->chain[k]].side[q->from[k]];
}

static const end *exit_of(const link_search *q, int k) {
    return &q->table[q->chain[k]].side[1 - q->from[k]];
}

/* The cells that see both ends a (link i's side sa) and b (link j's side
** sb), in no unit of the chain's links nor, for an open chain, of its
** bridges. */
static cell_set victims(const link_search *q, int i, int sa, int j, int sb, int open) {
    cell_set m = set_and(q->sees[i][sa], q->sees[j][sb]);
    int k;

    for (k = 0; k < q->n_links; k++) {
        m = set_minus(m, q->units[q->table[q->chain[k]].unit]);
        if (open && k + 1 < q->n_links) m = set_minus(m, q->units[q->bridge[k]]);
    }
    return m;
}

/* Sukaku Explainer's rating: a link in an extra house counts as a
** grouped one. */
static double rating(const link_search *q) {
    static const double base[MAX_LINKS + 1] = {0, 0, 4.0, 5.4, 5.8};
    int k, grouped = 0, box = 0, row = 0, col = 0;

    for (k = 0; k < q->n_links; k++) {
        const link *l = &q->table[q->chain[k]];
        grouped |= l->grouped || l->unit >= 27;
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
** nodes: (d)start off, = (d) on, - (d) off, ..., = (d)end on; a loop (the
** ends see each other) closes with - (d)start off again, as a loop is
** recorded (SUDOKU_CHAIN_LOOP): its removals are its weak links' too. A
** grouped chain has no nodes; a grouped loop is told by chain_end alone. */
static void record(const link_search *q, sudoku_step *st, int grouped, int loop) {
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
    st->chain_end = loop ? SUDOKU_CHAIN_LOOP : SUDOKU_CHAIN_EITHER;
    if (grouped) {
        if (!loop) st->chain_end = SUDOKU_CHAIN_NONE; /* the cells tell it */
        return;
    }
    if (loop)
        sudoku__step_add_node(st, entry(q, 0)->cell[0], q->digit, 0, SUDOKU_LINK_WEAK,
                              prev, 255);
}

/* The chain in q is complete: its step, kept when it beats the best. */
static void try_chain(link_search *q) {
    sudoku_step *st = &q->trial;
    int last = q->n_links - 1, first_side = q->from[0], last_side = 1 - q->from[last];
    const end *a = entry(q, 0), *z = exit_of(q, last);
    int k, c, n, grouped = 0, loop;
    cell_set m;
    double rated;

    if (!disjoint(a, z)) return;
    loop = common_unit(a, z) >= 0;
    m = victims(q, q->chain[0], first_side, q->chain[last], last_side, !loop);
    if (loop)
        for (k = 0; k < last; k++) {
            cell_set b = victims(q, q->chain[k], 1 - q->from[k], q->chain[k + 1],
                                 q->from[k + 1], 0);
            m.w[0] |= b.w[0];
            m.w[1] |= b.w[1];
        }
    n = set_count(m);
    if (!n) return;
    rated = rating(q);
    if (q->found && (rated > q->best->difficulty ||
                     (rated == q->best->difficulty && n <= q->best->n_removed)))
        return;
    sudoku__step_clear(st, q->n_links == 2 ? SUDOKU_TECH_TURBOT_FISH
                                           : SUDOKU_TECH_STRONG_LINKS);
    for (c = 0; c < 81; c++)
        if (set_has(&m, c)) sudoku__step_remove(q->s, st, c, q->digit);
    st->difficulty = rated;
    for (k = 0; k < q->n_links; k++)
        grouped |= q->table[q->chain[k]].grouped;
    record(q, st, grouped, loop);
    *q->best = *st;
    q->found = 1;
}

/* Fills q->next: which link ends bridge from which (disjoint, in one
** unit). */
static void build_next(link_search *q) {
    int i, j, a, b, c;

    for (i = 0; i < q->n; i++)
        for (a = 0; a < 2; a++) {
            const end *e = &q->table[i].side[a];
            cell_set m = q->holding;
            for (c = 0; c < e->n; c++)
                m = set_and(m, q->peers[e->cell[c]]);
            if (e->support >= 0) m = set_and(m, q->peers[e->support]);
            q->sees[i][a] = m;
        }
    for (i = 0; i < q->n; i++)
        for (a = 0; a < 2; a++) {
            const end *out = &q->table[i].side[1 - a];
            q->n_next[i][a] = 0;
            for (j = 0; j < q->n; j++)
                for (b = 0; b < 2; b++) {
                    const end *in = &q->table[j].side[b];
                    int u = common_unit(out, in);
                    if (q->table[j].unit == q->table[i].unit || !disjoint(out, in) ||
                        u < 0 || q->n_next[i][a] >= MAX_NEXT)
                        continue;
                    q->next_unit[i][a][q->n_next[i][a]] = (unsigned char)u;
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
        /* on a variant's board, as Sukaku Explainer: no two links' houses
        ** share a place of the digit */
        for (j = 0; j < k; j++)
            used |= q->table[q->chain[j]].unit == q->table[i].unit ||
                    (q->quirks && !set_empty(set_and(q->table[q->chain[j]].places,
                                                     q->table[i].places)));
        if (used) continue;
        q->chain[k] = i;
        q->from[k] = q->next[prev][side][t] % 2;
        q->bridge[k - 1] = q->next_unit[prev][side][t];
        extend(q, k + 1);
    }
}

int sudoku__tech_strong_links(const sudoku__position *s, sudoku_step *st, int n_links) {
    link_search *q, qs;
    int u, i, j, n_houses = sudoku__house_count(s);

    q = &qs;
    q->s = s;
    q->n_links = n_links;
    q->best = st;
    q->found = 0;
    q->jigsaw =
        s->houses && (s->houses->shape->spec.variants & SUDOKU_VARIANT_JIGSAW) != 0;
    q->quirks = s->houses && !q->jigsaw;
    for (j = 0; j < n_houses; j++) {
        u = sudoku__house_at(s, j);
        q->units[u].w[0] = q->units[u].w[1] = 0;
        for (i = 0; i < 9; i++)
            set_add(&q->units[u], sudoku__house_cell(s, u, i));
    }
    for (i = 0; i < 81; i++) {
        q->peers[i].w[0] = q->peers[i].w[1] = 0;
        for (u = 0; u < 81; u++)
            if (sudoku__sees_on(s, i, u)) set_add(&q->peers[i], u);
    }
    for (q->digit = 1; q->digit <= 9; q->digit++) {
        q->holding.w[0] = q->holding.w[1] = 0;
        for (i = 0; i < 81; i++)
            if (has(s, i, q->digit)) set_add(&q->holding, i);
        q->n = 0;
        for (j = 0; j < n_houses; j++)
            links_in(q, sudoku__house_at(s, j));
        build_next(q);
        for (i = 0; i < q->n; i++)
            for (q->from[0] = 0; q->from[0] < 2; q->from[0]++) {
                q->chain[0] = i;
                extend(q, 1);
            }
    }
    return q->found;
}
