/*
** solver.c - the solving and counting core: 9-bit candidate masks per row,
** column and box, naked and hidden singles propagated before every guess,
** MRV guessing with candidates taken by lowbit, state copied by value.
*/
#include "internal.h"

#include <string.h>

#define ALL_DIGITS 0x1FFu

/* The search state. Invariant: for every unit, free[u] holds the digits not
** yet placed in it, and an empty cell's candidates are the AND of its three
** units' free masks. Copied by value on each guess, so nothing is undone. */
typedef struct state {
    uint16_t row[9], col[9], box[9]; /* digits still free in each unit */
    unsigned char cell[81];          /* 0 = empty, 1..9 = digit */
    int empty;                       /* empty cells left */
} state;

/* What a search is asked to do and what it has found so far. */
typedef struct search {
    uint64_t limit;     /* stop when count reaches it (0 = never) */
    uint64_t count;     /* solutions found */
    uint64_t guesses;   /* trial placements made */
    sudoku_grid first;  /* the first solution found */
} search;

static int popcount9(unsigned m)
{
#if defined(__GNUC__)
    return __builtin_popcount(m);
#else
    int n = 0;
    for (; m; m &= m - 1)
        n++;
    return n;
#endif
}

static int digit_of(unsigned bit) /* bit is a single bit 1 << (d-1) */
{
#if defined(__GNUC__)
    return __builtin_ctz(bit) + 1;
#else
    int d = 1;
    while (!(bit & 1u)) {
        bit >>= 1;
        d++;
    }
    return d;
#endif
}

static unsigned candidates(const state *s, int i)
{
    return (unsigned)(s->row[CELL_ROW(i)] & s->col[CELL_COL(i)] & s->box[CELL_BOX(i)]);
}

static void place(state *s, int i, unsigned bit)
{
    s->cell[i] = (unsigned char)digit_of(bit);
    s->row[CELL_ROW(i)] = (uint16_t)(s->row[CELL_ROW(i)] & ~bit);
    s->col[CELL_COL(i)] = (uint16_t)(s->col[CELL_COL(i)] & ~bit);
    s->box[CELL_BOX(i)] = (uint16_t)(s->box[CELL_BOX(i)] & ~bit);
    s->empty--;
}

/* Loads the givens. Returns SUDOKU_EINVAL for a cell > 9, SUDOKU_ECLASH when
** a digit repeats in a unit, else SUDOKU_OK. */
static sudoku_status load(state *s, const sudoku_grid *puzzle)
{
    for (int i = 0; i < 81; i++)
        if (puzzle->cell[i] > 9)
            return SUDOKU_EINVAL;
    for (int u = 0; u < 9; u++)
        s->row[u] = s->col[u] = s->box[u] = ALL_DIGITS;
    memset(s->cell, 0, sizeof s->cell);
    s->empty = 81;
    for (int i = 0; i < 81; i++) {
        if (puzzle->cell[i] == 0)
            continue;
        unsigned bit = 1u << (puzzle->cell[i] - 1);
        if (!(candidates(s, i) & bit))
            return SUDOKU_ECLASH;
        place(s, i, bit);
    }
    return SUDOKU_OK;
}

/* Cells of unit u (0..8 rows, 9..17 columns, 18..26 boxes), k-th member. */
static int unit_cell(int u, int k)
{
    if (u < 9)
        return 9 * u + k;
    if (u < 18)
        return 9 * k + (u - 9);
    u -= 18;
    return 27 * (u / 3) + 3 * (u % 3) + 9 * (k / 3) + k % 3;
}

/* One pass of naked singles. Returns -1 on a contradiction, else the number
** of cells placed. */
static int naked_singles(state *s)
{
    int placed = 0;
    for (int i = 0; i < 81; i++) {
        if (s->cell[i])
            continue;
        unsigned m = candidates(s, i);
        if (m == 0)
            return -1;
        if ((m & (m - 1)) == 0) {
            place(s, i, m);
            placed++;
        }
    }
    return placed;
}

/* One pass of hidden singles over the 27 units: a free digit with one
** possible cell goes there; a free digit with none is a contradiction. */
static int hidden_singles(state *s)
{
    int placed = 0;
    for (int u = 0; u < 27; u++) {
        unsigned once = 0, twice = 0;
        for (int k = 0; k < 9; k++) {
            int i = unit_cell(u, k);
            if (s->cell[i])
                continue;
            unsigned m = candidates(s, i);
            twice |= once & m;
            once |= m;
        }
        unsigned free = u < 9 ? s->row[u] : u < 18 ? s->col[u - 9] : s->box[u - 18];
        if ((once & free) != free)
            return -1;
        unsigned single = once & ~twice & free;
        for (int k = 0; k < 9 && single; k++) {
            int i = unit_cell(u, k);
            unsigned m = s->cell[i] ? 0 : candidates(s, i) & single;
            if (m) {
                if (m & (m - 1))
                    return -1; /* one cell needs two digits */
                place(s, i, m);
                single &= ~m;
                placed++;
            }
        }
    }
    return placed;
}

/* Propagates singles to a fixed point. Returns 0 on a contradiction. */
static int propagate(state *s)
{
    for (;;) {
        int n = naked_singles(s);
        if (n < 0)
            return 0;
        if (n > 0)
            continue;
        n = hidden_singles(s);
        if (n < 0)
            return 0;
        if (n == 0)
            return 1;
    }
}

/* The empty cell with the fewest candidates (first in row order on ties). */
static int choose_cell(const state *s)
{
    int best = -1, best_n = 10;
    for (int i = 0; i < 81 && best_n > 2; i++) {
        if (s->cell[i])
            continue;
        int n = popcount9(candidates(s, i));
        if (n < best_n) {
            best_n = n;
            best = i;
        }
    }
    return best;
}

/* Depth-first search; each level fills at least one cell, so the recursion
** depth is at most 81. Returns 1 when the search should stop. */
static int search_from(state s, search *sr)
{
    if (!propagate(&s))
        return 0;
    if (s.empty == 0) {
        if (sr->count++ == 0)
            memcpy(sr->first.cell, s.cell, sizeof s.cell);
        return sr->limit != 0 && sr->count >= sr->limit;
    }
    int i = choose_cell(&s);
    for (unsigned m = candidates(&s, i); m; m &= m - 1) {
        state next = s;
        sr->guesses++;
        place(&next, i, m & (0u - m));
        if (search_from(next, sr))
            return 1;
    }
    return 0;
}

sudoku_status sudoku_solve(const sudoku_grid *puzzle, sudoku_grid *solution,
                           uint64_t *guesses)
{
    state s;
    search sr = {1, 0, 0, {{0}}};
    sudoku_status st = load(&s, puzzle);
    if (st == SUDOKU_OK) {
        search_from(s, &sr);
        st = sr.count ? SUDOKU_OK : SUDOKU_ENOSOLUTION;
    }
    if (guesses)
        *guesses = sr.guesses;
    if (st == SUDOKU_OK)
        *solution = sr.first;
    return st;
}

sudoku_status sudoku_count(const sudoku_grid *puzzle, uint64_t limit, uint64_t *count)
{
    state s;
    search sr = {limit, 0, 0, {{0}}};
    sudoku_status st = load(&s, puzzle);
    if (st != SUDOKU_OK)
        return st;
    search_from(s, &sr);
    *count = sr.count;
    return SUDOKU_OK;
}
