/*
** position.h - the human-style solver's positions (placed digits plus
** candidate masks), the builders of the steps found in them, and a small
** reference search that counts their solutions. The leaf under the
** technique units (tech.h), the step engine (logic.c) and the rater: it
** calls none of them. Never installed.
*/
#ifndef SUDOKU_POSITION_H
#define SUDOKU_POSITION_H

#include "internal.h"

/* The houses of a 9x9 board other than the classic one: a variant's extra
** houses (ids SUDOKU__HOUSE_*, internal.h), or a Latin square's rows and
** columns alone. */
typedef struct sudoku__houses {
    const sudoku_shape *shape;             /* borrowed: its solution counts */
    int n;                                 /* houses the board has */
    int boxes;                             /* 0 for a Latin square */
    unsigned char list[SUDOKU__HOUSES];    /* their ids, increasing */
    unsigned char cell[SUDOKU__HOUSES][9]; /* by id: the cells, increasing */
    uint64_t in[81];                       /* bit u: the cell lies in house u */
    uint64_t used;                         /* bit u: the board has house u */
    /* the cells sharing a house with each, or a knight's or king's move
    ** away (anti-knight, anti-king), in the order Sudoku Explainer lists
    ** them (sudoku__houses_init); 'see' has them as bits (bit b of word
    ** b / 64); its orthogonal neighbours under non-consecutive, which lose
    ** d-1 and d+1 */
    unsigned char n_peers[81];
    unsigned char peers[81][80];
    uint64_t see[81][2];
    unsigned char n_adj[81];
    unsigned char adj[81][4];
} sudoku__houses;

/* Fills *h with the houses of *shape, borrowed, and its constraints: the
** anti-knight and anti-king cells among the peers, the non-consecutive
** neighbours in adj. Returns SUDOKU_OK, or SUDOKU_EUNSUPPORTED for a shape
** the logical solver does not take: a side other than 9. A jigsaw's
** regions take the boxes' ids (18..26) and cells. */
sudoku_status sudoku__houses_init(sudoku__houses *h, const sudoku_shape *shape);

/* Fills *h for sudoku__houses_init when 'shape' is not the classic board.
** Returns SUDOKU_OK (*h filled), SUDOKU_END for the classic board or a
** NULL shape (*h untouched: use no table), or as sudoku__houses_init. */
sudoku_status sudoku__houses_of(sudoku__houses *h, const sudoku_shape *shape);

/* A position of the logical solver: placed digits and candidate masks
** (bit d-1 for digit d; 0 for a filled cell). */
typedef struct sudoku__position {
    unsigned char cell[81];
    uint16_t cand[81];
    int unique; /* known to have one solution: uniqueness techniques allowed */
    const sudoku__houses *houses; /* NULL: the classic 27 houses */
} sudoku__position;

/* The houses of *s: how many, the id of the j-th, cell k of house u, and
** whether cell c lies in house u (the classic ones when s has no table). */
static inline int sudoku__house_count(const sudoku__position *s) {
    return s->houses ? s->houses->n : 27;
}
static inline int sudoku__house_at(const sudoku__position *s, int j) {
    return s->houses ? s->houses->list[j] : j;
}
/* The j-th house in Sudoku Explainer's order of house types, which its
** singles and subsets take: boxes, then columns, then rows (a Latin
** square: columns, then rows), then a variant's extra houses in the order
** of their ids. */
static inline int sudoku__house_se(const sudoku__position *s, int j) {
    int boxed = !s->houses || s->houses->boxes, lines = boxed ? 27 : 18;

    if (j >= lines) return sudoku__house_at(s, j);
    if (boxed && j < 9) return 18 + j;
    j -= boxed ? 9 : 0;
    return j < 9 ? 9 + j : j - 9;
}
static inline int sudoku__house_cell(const sudoku__position *s, int u, int k) {
    return s->houses ? s->houses->cell[u][k] : sudoku__unit_cell(u, k);
}
static inline int sudoku__in_house(const sudoku__position *s, int c, int u) {
    return s->houses ? (int)((s->houses->in[c] >> u) & 1u) : sudoku__in_unit(c, u);
}

/* ---- positions ---- */

/* The 20 peers of each cell, in increasing order. */
extern const unsigned char sudoku__peers[81][20];

/* The peers of cell c on the board of *s (the classic 20 without a table:
** sudoku__peers), how many and the k-th in SE's order, and whether cells a
** and b are peers. */
static inline int sudoku__peer_count(const sudoku__position *s, int c) {
    return s->houses ? s->houses->n_peers[c] : 20;
}
static inline int sudoku__peer_at(const sudoku__position *s, int c, int k) {
    return s->houses ? s->houses->peers[c][k] : sudoku__peers[c][k];
}
static inline int sudoku__sees_on(const sudoku__position *s, int a, int b) {
    return s->houses ? (int)((s->houses->see[a][b >> 6] >> (b & 63)) & 1u)
                     : sudoku__sees(a, b);
}

/* Sudoku Explainer's region types in its order: box, row, column, then a
** variant's disjoint groups, windows, main and anti-diagonal, girandola,
** asterisk, centre dot (the house ids' order, internal.h). How many types
** the board of *s may have (3 on the classic one); the house of type t
** holding cell c, or -1; whether the board has house u. */
static inline int sudoku__house_types(const sudoku__position *s) {
    return s->houses ? 10 : 3;
}
int sudoku__house_of_type(const sudoku__position *s, int c, int t);
static inline int sudoku__has_house(const sudoku__position *s, int u) {
    return s->houses ? (int)((s->houses->used >> u) & 1u) : u < 27;
}

/* 1 when a constraint other than the houses may tell apart the two ways
** digits 'pair' could fill a deadly pattern through cell c, as Sudoku
** Explainer checks it before a uniqueness step: a knight's or king's move
** away (anti-knight, anti-king) from c and in no house with it, a cell
** holds one of them, or a non-consecutive neighbour holds one next to
** them. 0 on a board without such constraints. */
int sudoku__restricted(const sudoku__position *s, int c, uint16_t pair);

/* Fills *s from 'grid' (candidates from the filled cells) intersected with
** 'marks' when non-NULL. Returns SUDOKU_OK, or SUDOKU_EINVAL/SUDOKU_ECLASH
** with *s unchanged. */
sudoku_status sudoku__position_init(sudoku__position *s, const sudoku_grid *grid,
                                    const sudoku_candidates *marks);

/* As sudoku__position_init on a board with the houses *houses (kept by
** pointer; NULL: the classic board). A given its houses rule out is
** SUDOKU_ECLASH. */
sudoku_status sudoku__position_init_on(sudoku__position *s, const sudoku__houses *houses,
                                       const sudoku_grid *grid,
                                       const sudoku_candidates *marks);

/* Places d in cell i and removes d from its peers (and d-1, d+1 from its
** non-consecutive neighbours). */
void sudoku__position_place(sudoku__position *s, int i, int d);

/* Applies a step to *s: its placement, then its removals. */
void sudoku__position_apply(sudoku__position *s, const sudoku_step *st);

/* 1 when some empty cell has no candidate or some unit has no room for a
** missing digit. */
int sudoku__position_contradiction(const sudoku__position *s);

/* Number of empty cells. */
int sudoku__position_empty(const sudoku__position *s);

/* The empty cell with the fewest candidates (the first of them), or -1
** when none is empty. */
int sudoku__position_fewest(const sudoku__position *s);

/* Counts the solutions of *s up to 'limit' by a depth-first search of its
** own (singles, then the cell with fewest candidates), independent of the
** fast solver; adds the search nodes visited to *nodes when non-NULL. */
int sudoku__position_count(const sudoku__position *s, int limit, unsigned long *nodes);

/* ---- steps ---- */

/* The SE-like base weight of a technique (0 for an unknown one). */
double sudoku__weight(sudoku_technique tech);

/* What a technique's steps show: its SUDOKU__SHOWS_* flags (techniques.h;
** 0 for an unknown technique). */
unsigned sudoku__shows(sudoku_technique tech);

/* SE's extra difficulty for a chain of 'length' nodes: +0.1 each time the
** length passes 4, 6, 8, 12, 16, 24, 32, ... */
double sudoku__length_bonus(int length);

/* Clears *st and sets its technique, its base weight and no placement. */
void sudoku__step_clear(sudoku_step *st, sudoku_technique tech);

/* Starts *st as a step of 'tech' about one assumption, digit d in cell i,
** reached by a chain of 'length' nodes: difficulty 'base' plus the length
** bonus, the cell recorded in the pattern. */
void sudoku__step_assume(sudoku_step *st, sudoku_technique tech, double base, int length,
                         int i, int d);

/* Records a removal of digit d from cell i in *st (no-op if absent in s). */
void sudoku__step_remove(const sudoku__position *s, sudoku_step *st, int i, int d);

/* Appends a pattern cell (with its digit or 0) and a unit to *st; beyond
** the step's room they are dropped. */
void sudoku__step_add_cell(sudoku_step *st, int i, int d);
void sudoku__step_add_unit(sudoku_step *st, int u);

/* Appends a chain node to *st (see sudoku_chain_node): a START node opens a
** new branch, any other joins the latest. 'unit' is 255 when it has none.
** Returns its index, or -1 (and chain_cut set) when the chain is full. */
int sudoku__step_add_node(sudoku_step *st, int cell, int digit, int on, sudoku_link link,
                          int from, int unit);

#endif /* SUDOKU_POSITION_H */
