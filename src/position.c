/*
** position.c - the human-style solver's positions (placed digits plus
** candidate masks), the step builders the techniques share, the SE-like
** weights, and a reference solution counter of its own. Calls nothing of
** the solver above it.
*/
#include <stddef.h>
#include <string.h>

#include "position.h"

/* The 20 peers of each cell (cells sharing a row, column or box), in
** increasing order. Generated once; a constant, so no shared mutable state. */
const unsigned char sudoku__peers[81][20] = {
    {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20, 27, 36, 45, 54, 63, 72},
    {0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20, 28, 37, 46, 55, 64, 73},
    {0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20, 29, 38, 47, 56, 65, 74},
    {0, 1, 2, 4, 5, 6, 7, 8, 12, 13, 14, 21, 22, 23, 30, 39, 48, 57, 66, 75},
    {0, 1, 2, 3, 5, 6, 7, 8, 12, 13, 14, 21, 22, 23, 31, 40, 49, 58, 67, 76},
    {0, 1, 2, 3, 4, 6, 7, 8, 12, 13, 14, 21, 22, 23, 32, 41, 50, 59, 68, 77},
    {0, 1, 2, 3, 4, 5, 7, 8, 15, 16, 17, 24, 25, 26, 33, 42, 51, 60, 69, 78},
    {0, 1, 2, 3, 4, 5, 6, 8, 15, 16, 17, 24, 25, 26, 34, 43, 52, 61, 70, 79},
    {0, 1, 2, 3, 4, 5, 6, 7, 15, 16, 17, 24, 25, 26, 35, 44, 53, 62, 71, 80},
    {0, 1, 2, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 27, 36, 45, 54, 63, 72},
    {0, 1, 2, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 28, 37, 46, 55, 64, 73},
    {0, 1, 2, 9, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 29, 38, 47, 56, 65, 74},
    {3, 4, 5, 9, 10, 11, 13, 14, 15, 16, 17, 21, 22, 23, 30, 39, 48, 57, 66, 75},
    {3, 4, 5, 9, 10, 11, 12, 14, 15, 16, 17, 21, 22, 23, 31, 40, 49, 58, 67, 76},
    {3, 4, 5, 9, 10, 11, 12, 13, 15, 16, 17, 21, 22, 23, 32, 41, 50, 59, 68, 77},
    {6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 24, 25, 26, 33, 42, 51, 60, 69, 78},
    {6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 24, 25, 26, 34, 43, 52, 61, 70, 79},
    {6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 24, 25, 26, 35, 44, 53, 62, 71, 80},
    {0, 1, 2, 9, 10, 11, 19, 20, 21, 22, 23, 24, 25, 26, 27, 36, 45, 54, 63, 72},
    {0, 1, 2, 9, 10, 11, 18, 20, 21, 22, 23, 24, 25, 26, 28, 37, 46, 55, 64, 73},
    {0, 1, 2, 9, 10, 11, 18, 19, 21, 22, 23, 24, 25, 26, 29, 38, 47, 56, 65, 74},
    {3, 4, 5, 12, 13, 14, 18, 19, 20, 22, 23, 24, 25, 26, 30, 39, 48, 57, 66, 75},
    {3, 4, 5, 12, 13, 14, 18, 19, 20, 21, 23, 24, 25, 26, 31, 40, 49, 58, 67, 76},
    {3, 4, 5, 12, 13, 14, 18, 19, 20, 21, 22, 24, 25, 26, 32, 41, 50, 59, 68, 77},
    {6, 7, 8, 15, 16, 17, 18, 19, 20, 21, 22, 23, 25, 26, 33, 42, 51, 60, 69, 78},
    {6, 7, 8, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 34, 43, 52, 61, 70, 79},
    {6, 7, 8, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 35, 44, 53, 62, 71, 80},
    {0, 9, 18, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 45, 46, 47, 54, 63, 72},
    {1, 10, 19, 27, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 45, 46, 47, 55, 64, 73},
    {2, 11, 20, 27, 28, 30, 31, 32, 33, 34, 35, 36, 37, 38, 45, 46, 47, 56, 65, 74},
    {3, 12, 21, 27, 28, 29, 31, 32, 33, 34, 35, 39, 40, 41, 48, 49, 50, 57, 66, 75},
    {4, 13, 22, 27, 28, 29, 30, 32, 33, 34, 35, 39, 40, 41, 48, 49, 50, 58, 67, 76},
    {5, 14, 23, 27, 28, 29, 30, 31, 33, 34, 35, 39, 40, 41, 48, 49, 50, 59, 68, 77},
    {6, 15, 24, 27, 28, 29, 30, 31, 32, 34, 35, 42, 43, 44, 51, 52, 53, 60, 69, 78},
    {7, 16, 25, 27, 28, 29, 30, 31, 32, 33, 35, 42, 43, 44, 51, 52, 53, 61, 70, 79},
    {8, 17, 26, 27, 28, 29, 30, 31, 32, 33, 34, 42, 43, 44, 51, 52, 53, 62, 71, 80},
    {0, 9, 18, 27, 28, 29, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 54, 63, 72},
    {1, 10, 19, 27, 28, 29, 36, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 55, 64, 73},
    {2, 11, 20, 27, 28, 29, 36, 37, 39, 40, 41, 42, 43, 44, 45, 46, 47, 56, 65, 74},
    {3, 12, 21, 30, 31, 32, 36, 37, 38, 40, 41, 42, 43, 44, 48, 49, 50, 57, 66, 75},
    {4, 13, 22, 30, 31, 32, 36, 37, 38, 39, 41, 42, 43, 44, 48, 49, 50, 58, 67, 76},
    {5, 14, 23, 30, 31, 32, 36, 37, 38, 39, 40, 42, 43, 44, 48, 49, 50, 59, 68, 77},
    {6, 15, 24, 33, 34, 35, 36, 37, 38, 39, 40, 41, 43, 44, 51, 52, 53, 60, 69, 78},
    {7, 16, 25, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 44, 51, 52, 53, 61, 70, 79},
    {8, 17, 26, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 51, 52, 53, 62, 71, 80},
    {0, 9, 18, 27, 28, 29, 36, 37, 38, 46, 47, 48, 49, 50, 51, 52, 53, 54, 63, 72},
    {1, 10, 19, 27, 28, 29, 36, 37, 38, 45, 47, 48, 49, 50, 51, 52, 53, 55, 64, 73},
    {2, 11, 20, 27, 28, 29, 36, 37, 38, 45, 46, 48, 49, 50, 51, 52, 53, 56, 65, 74},
    {3, 12, 21, 30, 31, 32, 39, 40, 41, 45, 46, 47, 49, 50, 51, 52, 53, 57, 66, 75},
    {4, 13, 22, 30, 31, 32, 39, 40, 41, 45, 46, 47, 48, 50, 51, 52, 53, 58, 67, 76},
    {5, 14, 23, 30, 31, 32, 39, 40, 41, 45, 46, 47, 48, 49, 51, 52, 53, 59, 68, 77},
    {6, 15, 24, 33, 34, 35, 42, 43, 44, 45, 46, 47, 48, 49, 50, 52, 53, 60, 69, 78},
    {7, 16, 25, 33, 34, 35, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 53, 61, 70, 79},
    {8, 17, 26, 33, 34, 35, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 62, 71, 80},
    {0, 9, 18, 27, 36, 45, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 72, 73, 74},
    {1, 10, 19, 28, 37, 46, 54, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 72, 73, 74},
    {2, 11, 20, 29, 38, 47, 54, 55, 57, 58, 59, 60, 61, 62, 63, 64, 65, 72, 73, 74},
    {3, 12, 21, 30, 39, 48, 54, 55, 56, 58, 59, 60, 61, 62, 66, 67, 68, 75, 76, 77},
    {4, 13, 22, 31, 40, 49, 54, 55, 56, 57, 59, 60, 61, 62, 66, 67, 68, 75, 76, 77},
    {5, 14, 23, 32, 41, 50, 54, 55, 56, 57, 58, 60, 61, 62, 66, 67, 68, 75, 76, 77},
    {6, 15, 24, 33, 42, 51, 54, 55, 56, 57, 58, 59, 61, 62, 69, 70, 71, 78, 79, 80},
    {7, 16, 25, 34, 43, 52, 54, 55, 56, 57, 58, 59, 60, 62, 69, 70, 71, 78, 79, 80},
    {8, 17, 26, 35, 44, 53, 54, 55, 56, 57, 58, 59, 60, 61, 69, 70, 71, 78, 79, 80},
    {0, 9, 18, 27, 36, 45, 54, 55, 56, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74},
    {1, 10, 19, 28, 37, 46, 54, 55, 56, 63, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74},
    {2, 11, 20, 29, 38, 47, 54, 55, 56, 63, 64, 66, 67, 68, 69, 70, 71, 72, 73, 74},
    {3, 12, 21, 30, 39, 48, 57, 58, 59, 63, 64, 65, 67, 68, 69, 70, 71, 75, 76, 77},
    {4, 13, 22, 31, 40, 49, 57, 58, 59, 63, 64, 65, 66, 68, 69, 70, 71, 75, 76, 77},
    {5, 14, 23, 32, 41, 50, 57, 58, 59, 63, 64, 65, 66, 67, 69, 70, 71, 75, 76, 77},
    {6, 15, 24, 33, 42, 51, 60, 61, 62, 63, 64, 65, 66, 67, 68, 70, 71, 78, 79, 80},
    {7, 16, 25, 34, 43, 52, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 78, 79, 80},
    {8, 17, 26, 35, 44, 53, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 78, 79, 80},
    {0, 9, 18, 27, 36, 45, 54, 55, 56, 63, 64, 65, 73, 74, 75, 76, 77, 78, 79, 80},
    {1, 10, 19, 28, 37, 46, 54, 55, 56, 63, 64, 65, 72, 74, 75, 76, 77, 78, 79, 80},
    {2, 11, 20, 29, 38, 47, 54, 55, 56, 63, 64, 65, 72, 73, 75, 76, 77, 78, 79, 80},
    {3, 12, 21, 30, 39, 48, 57, 58, 59, 66, 67, 68, 72, 73, 74, 76, 77, 78, 79, 80},
    {4, 13, 22, 31, 40, 49, 57, 58, 59, 66, 67, 68, 72, 73, 74, 75, 77, 78, 79, 80},
    {5, 14, 23, 32, 41, 50, 57, 58, 59, 66, 67, 68, 72, 73, 74, 75, 76, 78, 79, 80},
    {6, 15, 24, 33, 42, 51, 60, 61, 62, 69, 70, 71, 72, 73, 74, 75, 76, 77, 79, 80},
    {7, 16, 25, 34, 43, 52, 60, 61, 62, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 80},
    {8, 17, 26, 35, 44, 53, 60, 61, 62, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79},
};

/* ==================================================================== */
/* Positions                                                             */
/* ==================================================================== */

/* The fixed id of the house of 'kind' that is the n-th of its kind in the
** shape (see position.h), or -1 for a kind the table has no room for. */
static int house_id(int kind, int n) {
    switch (kind) {
    case SUDOKU_HOUSE_ROW:
        return n;
    case SUDOKU_HOUSE_COLUMN:
        return 9 + n;
    case SUDOKU_HOUSE_BOX:
        return 18 + n;
    case SUDOKU_HOUSE_DISJOINT:
        return SUDOKU__HOUSE_DISJOINT + n;
    case SUDOKU_HOUSE_WINDOW:
    case SUDOKU_HOUSE_WINDOW_HIDDEN: /* numbered on after the drawn ones */
        return SUDOKU__HOUSE_WINDOW + n;
    case SUDOKU_HOUSE_DIAGONAL:
        return SUDOKU__HOUSE_DIAGONAL + n;
    case SUDOKU_HOUSE_GIRANDOLA:
        return SUDOKU__HOUSE_GIRANDOLA;
    case SUDOKU_HOUSE_ASTERISK:
        return SUDOKU__HOUSE_ASTERISK;
    case SUDOKU_HOUSE_CENTRE_DOT:
        return SUDOKU__HOUSE_CENTRE_DOT;
    default:
        return -1;
    }
}

/* Adds the shape's house 'from' to *h as house u. */
static void add_house(sudoku__houses *h, const sudoku_shape *shape, int from, int u) {
    for (int k = 0; k < 9; k++) {
        int c = shape->house[from][k];
        h->cell[u][k] = (unsigned char)c;
        h->in[c] |= (uint64_t)1 << u;
    }
}

/* 1 when b is a knight's or king's move from a and the shape forbids the
** same digit there (anti-knight, anti-king): a peer as a house's cells are,
** as Sudoku Explainer counts them ("anti-visible" cells). */
static int near(const sudoku_shape *shape, int a, int b) {
    for (int k = 0; k < shape->n_near[a]; k++)
        if (shape->near[a][k] == b) return 1;
    return 0;
}

/* Adds b to a's peers unless it is a or there already. */
static void add_peer(sudoku__houses *h, int a, int b) {
    if (a == b || ((h->see[a][b >> 6] >> (b & 63)) & 1u)) return;
    h->see[a][b >> 6] |= (uint64_t)1 << (b & 63);
    h->peers[a][h->n_peers[a]++] = (unsigned char)b;
}

/* Adds the cell 'step' (rows, columns) away from a, when the shape forbids
** the same digit there. */
static void add_step(sudoku__houses *h, const sudoku_shape *shape, int a,
                     const int step[2]) {
    int r = a / 9 + step[0], c = a % 9 + step[1];

    if (r >= 0 && r < 9 && c >= 0 && c < 9 && near(shape, a, r * 9 + c))
        add_peer(h, a, r * 9 + c);
}

/* Fills a's peers in the order Sudoku Explainer lists a cell's visible
** cells (its wings and aligned exclusions take the first they find): the
** row, column and box cells in increasing order, then those of the extra
** houses (windows, disjoint groups, diagonals, centre dot, girandola,
** asterisk: each in increasing order), then the anti-king cells a
** diagonal step away and the anti-knight cells, by SE's move order. */
static void add_peers(sudoku__houses *h, const sudoku_shape *shape, int a) {
    static const unsigned char extra[] = {36, 37, 38, 39, 40, 41, 42, 43, 44, 27, 28, 29,
                                          30, 31, 32, 33, 34, 35, 45, 46, 49, 47, 48};
    static const int ferz[4][2] = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};
    static const int knight[8][2] = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2},
                                     {2, 1}, {-2, 1}, {2, -1}, {-2, -1}};
    unsigned v = shape->spec.variants;

    for (int b = 0; b < 81; b++)
        if (h->in[a] & h->in[b] & (((uint64_t)1 << 27) - 1)) add_peer(h, a, b);
    for (size_t j = 0; j < sizeof extra; j++)
        if ((h->in[a] >> extra[j]) & 1u)
            for (int k = 0; k < 9; k++)
                add_peer(h, a, h->cell[extra[j]][k]);
    for (int k = 0; k < 4 && (v & SUDOKU_VARIANT_ANTI_KING); k++)
        add_step(h, shape, a, ferz[k]);
    for (int k = 0; k < 8 && (v & SUDOKU_VARIANT_ANTI_KNIGHT); k++)
        add_step(h, shape, a, knight[k]);
}

sudoku_status sudoku__houses_init(sudoku__houses *h, const sudoku_shape *shape) {
    int seen[SUDOKU_HOUSE_GIRANDOLA + 1] = {0};
    uint64_t used = 0;
    /* a jigsaw's regions take the boxes' ids 18..26, in the map's order */
    int jigsaw = (shape->spec.variants & SUDOKU_VARIANT_JIGSAW) != 0;

    if (shape->side != 9) return SUDOKU_EUNSUPPORTED;
    memset(h, 0, sizeof *h);
    h->shape = shape;
    for (int j = 0; j < shape->houses; j++) {
        int kind = shape->kind[j];
        int n = kind == SUDOKU_HOUSE_WINDOW_HIDDEN ? seen[SUDOKU_HOUSE_WINDOW]++
                                                   : seen[kind]++;
        int u = house_id(kind, n);
        if (u < 0 || u >= SUDOKU__HOUSES || ((used >> u) & 1u))
            return SUDOKU_EUNSUPPORTED;
        used |= (uint64_t)1 << u;
        add_house(h, shape, j, u);
        /* a row, column or box must be the one internal.h numbers so */
        for (int k = 0; u < (jigsaw ? 18 : 27) && k < 9; k++)
            if (h->cell[u][k] != sudoku__unit_cell(u, k)) return SUDOKU_EUNSUPPORTED;
    }
    for (int u = 0; u < SUDOKU__HOUSES; u++)
        if ((used >> u) & 1u) h->list[h->n++] = (unsigned char)u;
    h->used = used;
    h->boxes = seen[SUDOKU_HOUSE_BOX] > 0;
    for (int a = 0; a < 81; a++)
        add_peers(h, shape, a);
    for (int a = 0; a < 81; a++) {
        h->n_adj[a] = shape->n_adj[a];
        for (int k = 0; k < shape->n_adj[a]; k++)
            h->adj[a][k] = (unsigned char)shape->adj[a][k];
    }
    return SUDOKU_OK;
}

int sudoku__house_of_type(const sudoku__position *s, int c, int t) {
    static const unsigned char lo[10] = {18, 0, 9, 27, 36, 45, 46, 47, 48, 49};
    static const unsigned char hi[10] = {26, 8, 17, 35, 44, 45, 46, 47, 48, 49};

    if (!s->houses)
        return t == 0   ? 18 + sudoku__box(c)
               : t == 1 ? sudoku__row(c)
                        : 9 + sudoku__col(c);
    for (int u = lo[t]; u <= hi[t]; u++)
        if ((s->houses->in[c] >> u) & 1u) return u;
    return -1;
}

int sudoku__restricted(const sudoku__position *s, int c, uint16_t pair) {
    const sudoku__houses *h = s->houses;
    uint16_t next =
        (uint16_t)(((unsigned)pair << 1 | (unsigned)pair >> 1) & SUDOKU__ALL_DIGITS);

    if (!h) return 0;
    for (int k = 0; k < h->n_peers[c]; k++) {
        int b = h->peers[c][k];
        if (!(h->in[c] & h->in[b]) && (s->cand[b] & pair)) return 1;
    }
    for (int k = 0; k < h->n_adj[c]; k++)
        if (s->cand[h->adj[c][k]] & next) return 1;
    return 0;
}

sudoku_status sudoku__houses_of(sudoku__houses *h, const sudoku_shape *shape) {
    if (!shape || shape->classic) return SUDOKU_END;
    return sudoku__houses_init(h, shape);
}

void sudoku__position_place(sudoku__position *s, int i, int d) {
    uint16_t bit = sudoku__digit_bit(d);
    int u, k;
    int units[3] = {sudoku__row(i), 9 + sudoku__col(i), 18 + sudoku__box(i)};

    s->cell[i] = (unsigned char)d;
    s->cand[i] = 0;
    if (s->houses) {
        /* non-consecutive: the neighbours lose d-1 and d+1 (bits past 9 fall off) */
        uint16_t next =
            (uint16_t)(((unsigned)bit << 1 | (unsigned)bit >> 1) & SUDOKU__ALL_DIGITS);
        for (k = 0; k < s->houses->n_peers[i]; k++)
            s->cand[s->houses->peers[i][k]] &= (uint16_t)~bit;
        for (k = 0; k < s->houses->n_adj[i]; k++)
            s->cand[s->houses->adj[i][k]] &= (uint16_t)~next;
        return;
    }
    for (u = 0; u < 3; u++)
        for (k = 0; k < 9; k++)
            s->cand[sudoku__unit_cell(units[u], k)] &= (uint16_t)~bit;
}

/* Places the givens of 'grid' in *t (cleared, its houses set) on a board
** with a table of houses: a given its peers already rule out clashes. */
static sudoku_status place_on_houses(sudoku__position *t, const sudoku_grid *grid) {
    for (int i = 0; i < 81; i++) {
        int d = grid->cell[i];
        if (d > 9) return SUDOKU_EINVAL;
        if (!d) continue;
        if (!(t->cand[i] & sudoku__digit_bit(d))) return SUDOKU_ECLASH;
        sudoku__position_place(t, i, d);
    }
    return SUDOKU_OK;
}

sudoku_status sudoku__position_init_on(sudoku__position *s, const sudoku__houses *houses,
                                       const sudoku_grid *grid,
                                       const sudoku_candidates *marks) {
    sudoku__position t;
    int i;
    sudoku_status st = houses ? SUDOKU_OK : sudoku_check(grid, NULL);

    if (st != SUDOKU_OK) return st;
    memset(&t, 0, sizeof t);
    t.houses = houses;
    for (i = 0; i < 81; i++)
        t.cand[i] = SUDOKU__ALL_DIGITS;
    if (houses && (st = place_on_houses(&t, grid)) != SUDOKU_OK) return st;
    for (i = 0; i < 81 && !houses; i++)
        if (grid->cell[i]) sudoku__position_place(&t, i, grid->cell[i]);
    if (marks)
        for (i = 0; i < 81; i++)
            t.cand[i] &= marks->mask[i];
    *s = t;
    return SUDOKU_OK;
}

sudoku_status sudoku__position_init(sudoku__position *s, const sudoku_grid *grid,
                                    const sudoku_candidates *marks) {
    return sudoku__position_init_on(s, NULL, grid, marks);
}

void sudoku__position_apply(sudoku__position *s, const sudoku_step *st) {
    int i;

    if (st->cell >= 0 && st->digit > 0) sudoku__position_place(s, st->cell, st->digit);
    for (i = 0; i < 81; i++)
        s->cand[i] &= (uint16_t)~st->removed[i];
}

int sudoku__position_empty(const sudoku__position *s) {
    int i, n = 0;

    for (i = 0; i < 81; i++)
        n += s->cell[i] == 0;
    return n;
}

int sudoku__position_contradiction(const sudoku__position *s) {
    int k;

    for (k = 0; k < 81; k++)
        if (!s->cell[k] && !s->cand[k]) return 1;
    for (int j = 0; j < sudoku__house_count(s); j++) {
        int u = sudoku__house_at(s, j);
        unsigned seen = 0;
        for (k = 0; k < 9; k++) {
            int c = sudoku__house_cell(s, u, k);
            seen |= s->cell[c] ? 1u << (s->cell[c] - 1) : s->cand[c];
        }
        if (seen != SUDOKU__ALL_DIGITS) return 1;
    }
    return 0;
}

int sudoku__position_fewest(const sudoku__position *s) {
    int i, best = -1, bc = 10;

    for (i = 0; i < 81; i++)
        if (!s->cell[i] && sudoku__bits_count(s->cand[i]) < bc) {
            bc = sudoku__bits_count(s->cand[i]);
            best = i;
        }
    return best;
}

/* ==================================================================== */
/* The reference counter                                                 */
/* ==================================================================== */

/* The generic engine (search.c) in its singles-only mode, on the classic
** shape built on the stack: the same search this file used to carry (singles
** to a fixed point, then the first cell with fewest candidates), so the node
** counts the trial technique reads are unchanged. */
int sudoku__position_count(const sudoku__position *s, int limit, unsigned long *nodes) {
    sudoku_shape shape;
    sudoku_shape_spec spec;
    sudoku__search search;
    uint32_t mask[81];

    if (!s->houses) {
        sudoku_shape_spec_init(&spec, 9);
        if (sudoku__shape_init(&shape, &spec, NULL) != SUDOKU_OK) return 0;
    }
    for (int i = 0; i < 81; i++)
        mask[i] = s->cell[i] ? sudoku__digit_bit(s->cell[i]) : s->cand[i];
    memset(&search, 0, sizeof search);
    search.shape = s->houses ? s->houses->shape : &shape;
    search.limit = limit > 0 ? (uint64_t)limit : 1;
    search.plain = 1;
    sudoku__search_run(&search, s->cell, mask);
    if (nodes) *nodes += (unsigned long)search.nodes;
    return (int)search.count;
}

/* ==================================================================== */
/* Steps                                                                 */
/* ==================================================================== */

/* SE-like weights, indexed by sudoku_technique: the table's (techniques.h
** says where each comes from). */
static const double weights[SUDOKU_TECH_COUNT] = {
#define TECHNIQUE(id, name, weight, writer, shows, follows) [SUDOKU_TECH_##id] = (weight),
#include "techniques.h"
};

double sudoku__weight(sudoku_technique tech) {
    return (unsigned)tech < SUDOKU_TECH_COUNT ? weights[tech] : 0.0;
}

/* What each technique shows, by sudoku_technique: the table's flags. */
static const unsigned char shows[SUDOKU_TECH_COUNT] = {
#define TECHNIQUE(id, name, weight, writer, flags, follows) [SUDOKU_TECH_##id] = (flags),
#include "techniques.h"
};

unsigned sudoku__shows(sudoku_technique tech) {
    return (unsigned)tech < SUDOKU_TECH_COUNT ? shows[tech] : 0u;
}

double sudoku__length_bonus(int length) {
    double bonus = 0.0;
    int ceil = 4, odd = 0;

    while (length > ceil) {
        bonus += 0.1;
        ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
        odd = !odd;
    }
    return bonus;
}

void sudoku__step_clear(sudoku_step *st, sudoku_technique tech) {
    /* the chain's nodes count only up to n_chain: not cleared, for speed */
    memset(st, 0, offsetof(sudoku_step, chain));
    st->end_unit = 255;
    st->technique = tech;
    st->difficulty = sudoku__weight(tech);
    st->cell = -1;
}

void sudoku__step_assume(sudoku_step *st, sudoku_technique tech, double base, int length,
                         int i, int d) {
    sudoku__step_clear(st, tech);
    st->length = length;
    st->difficulty = base + sudoku__length_bonus(length);
    st->digits = sudoku__digit_bit(d);
    sudoku__step_add_cell(st, i, d);
}

void sudoku__step_remove(const sudoku__position *s, sudoku_step *st, int i, int d) {
    uint16_t bit = sudoku__digit_bit(d);

    if ((s->cand[i] & bit) && !(st->removed[i] & bit)) {
        st->removed[i] |= bit;
        st->n_removed++;
    }
}

void sudoku__step_add_cell(sudoku_step *st, int i, int d) {
    if (st->n_cells < SUDOKU_STEP_CELLS) {
        st->cells[st->n_cells] = (unsigned char)i;
        st->cell_digit[st->n_cells] = (unsigned char)d;
        st->n_cells++;
    }
}

void sudoku__step_add_unit(sudoku_step *st, int u) {
    if (st->n_units < 8) st->units[st->n_units++] = (unsigned char)u;
}

int sudoku__step_add_node(sudoku_step *st, int cell, int digit, int on, sudoku_link link,
                          int from, int unit) {
    sudoku_chain_node *n;

    if (st->n_chain >= SUDOKU_CHAIN_MAX) {
        st->chain_cut = 1;
        return -1;
    }
    n = &st->chain[st->n_chain];
    n->cell = (unsigned char)cell;
    n->digit = (unsigned char)digit;
    n->on = (unsigned char)on;
    n->link = (unsigned char)link;
    n->branch = (unsigned char)(st->n_branches > 0 ? st->n_branches - 1 : 0);
    n->unit = (unsigned char)unit;
    n->depth = 0;
    n->where[0] = n->where[1] = 255;
    n->digits = 0;
    n->from = (short)from;
    if (link == SUDOKU_LINK_START) n->branch = (unsigned char)st->n_branches++;
    return st->n_chain++;
}
