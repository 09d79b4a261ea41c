/*
** marks.c - solving and counting puzzles whose empty cells are restricted to
** pencil marks (sukaku). A plain search over candidate masks: naked and
** hidden singles to a fixed point, then a guess at a cell with the fewest
** candidates. Kept apart from the fast solver, which knows only givens.
*/
#include <string.h>

#include "internal.h"

/* A position: placed digits and each empty cell's candidates. */
typedef struct position {
    unsigned char cell[81];
    uint16_t cand[81];
} position;

/* What a search is after, and what it found. */
typedef struct search {
    uint64_t limit; /* stop at this many solutions; 0 = none */
    uint64_t count;
    uint64_t guesses;
    sudoku_grid first; /* the first solution found */
} search;

/* The three units of cell i. */
static void units_of(int i, int u[3]) {
    u[0] = sudoku__row(i);
    u[1] = 9 + sudoku__col(i);
    u[2] = 18 + sudoku__box(i);
}

/* Places d in cell i and takes d out of its peers' candidates. */
static void place(position *p, int i, int d) {
    int u[3];
    uint16_t bit = sudoku__digit_bit(d);
    p->cell[i] = (unsigned char)d;
    p->cand[i] = 0;
    units_of(i, u);
    for (int j = 0; j < 3; j++)
        for (int k = 0; k < 9; k++)
            p->cand[sudoku__unit_cell(u[j], k)] &= (uint16_t)~bit;
}

/* Places every naked single. Returns -1 on a cell with no candidate, else
** the number placed. */
static int naked_singles(position *p) {
    int placed = 0;
    for (int i = 0; i < 81; i++) {
        if (p->cell[i]) continue;
        if (p->cand[i] == 0) return -1;
        if (sudoku__bits_count(p->cand[i]) == 1) {
            place(p, i, sudoku__lowest_digit(p->cand[i]));
            placed++;
        }
    }
    return placed;
}

/* Places every hidden single. Returns -1 when a unit has no room for a
** digit it lacks, else the number placed. */
static int hidden_singles(position *p) {
    int placed = 0;
    for (int u = 0; u < 27; u++) {
        unsigned seen = 0, once = 0, twice = 0;
        for (int k = 0; k < 9; k++) {
            int i = sudoku__unit_cell(u, k);
            unsigned m = p->cell[i] ? 1u << (p->cell[i] - 1) : p->cand[i];
            if (p->cell[i]) seen |= m;
            twice |= once & m;
            once |= m;
        }
        if ((once | seen) != SUDOKU__ALL_DIGITS) return -1;
        unsigned single = once & ~twice & ~seen;
        for (int k = 0; k < 9 && single; k++) {
            int i = sudoku__unit_cell(u, k);
            unsigned m = p->cand[i] & single;
            if (p->cell[i] || !m) continue;
            if (sudoku__bits_count(m) > 1)
                return -1; /* one cell, two digits needing it */
            place(p, i, sudoku__lowest_digit(m));
            single &= ~m;
            placed++;
        }
    }
    return placed;
}

/* Singles to a fixed point. Returns 0 on a contradiction. */
static int propagate(position *p) {
    int n;
    do {
        if ((n = naked_singles(p)) < 0) return 0;
        int h = hidden_singles(p);
        if (h < 0) return 0;
        n += h;
    } while (n > 0);
    return 1;
}

/* An empty cell with the fewest candidates, or -1 when the grid is full. */
static int fewest_candidates(const position *p) {
    int best = -1, best_n = 10;
    for (int i = 0; i < 81; i++) {
        if (p->cell[i]) continue;
        int n = sudoku__bits_count(p->cand[i]);
        if (n < best_n) {
            best = i;
            best_n = n;
        }
    }
    return best;
}

static void solve_from(position *p, search *s) {
    if (!propagate(p)) return;
    int i = fewest_candidates(p);
    if (i < 0) {
        if (s->count++ == 0) memcpy(s->first.cell, p->cell, 81);
        return;
    }
    for (unsigned m = p->cand[i]; m; m &= m - 1) {
        if (s->limit && s->count >= s->limit) return;
        position next = *p;
        s->guesses++;
        place(&next, i, sudoku__lowest_digit(m));
        solve_from(&next, s);
    }
}

/* Sets up the position: givens checked and placed, candidates from marks. */
static sudoku_status start(const sudoku_grid *puzzle, const sudoku_candidates *marks,
                           position *p) {
    sudoku_status st = sudoku_check(puzzle, NULL);
    if (st != SUDOKU_OK) return st;
    for (int i = 0; i < 81; i++) {
        p->cell[i] = 0;
        p->cand[i] =
            (uint16_t)(marks ? marks->mask[i] & SUDOKU__ALL_DIGITS : SUDOKU__ALL_DIGITS);
    }
    for (int i = 0; i < 81; i++)
        if (puzzle->cell[i]) place(p, i, puzzle->cell[i]);
    return SUDOKU_OK;
}

sudoku_status sudoku_solve_marks(const sudoku_grid *puzzle,
                                 const sudoku_candidates *marks, sudoku_grid *solution,
                                 uint64_t *guesses) {
    position p;
    search s = {1, 0, 0, {{0}}};
    sudoku_status st = start(puzzle, marks, &p);
    if (st != SUDOKU_OK) return st;
    solve_from(&p, &s);
    if (guesses) *guesses = s.guesses;
    if (s.count == 0) return SUDOKU_ENOSOLUTION;
    *solution = s.first;
    return SUDOKU_OK;
}

sudoku_status sudoku_count_marks(const sudoku_grid *puzzle,
                                 const sudoku_candidates *marks, uint64_t limit,
                                 uint64_t *count) {
    position p;
    search s = {limit, 0, 0, {{0}}};
    sudoku_status st = start(puzzle, marks, &p);
    if (st != SUDOKU_OK) return st;
    solve_from(&p, &s);
    *count = s.count;
    return SUDOKU_OK;
}
