/*
** search.c - the generic engine: solving and counting on every shape.
** Candidates are bitsets (bit v-1 for symbol v, N <= 25 fits a uint32_t);
** propagation places naked singles as they appear, hidden singles in every
** house, and applies locked candidates where two houses intersect; then a
** guess at a cell with the fewest candidates, its symbols enumerated by the
** lowest bit. Classic boards go to the fast solver (solver.c) instead; the
** pencil-mark solver (marks.c) and the rater's reference counter
** (position.c) use this engine as their independent search.
**
** Invariant of a state: cand[c] of a placed cell is its symbol's bit, so a
** removal that empties any cell, placed or not, is a contradiction.
*/
#include <string.h>

#include "internal.h"

/* A position of the search; only the first 'cells' entries are used. */
typedef struct state {
    int left; /* cells not yet placed */
    uint32_t cand[SUDOKU_MAX_CELLS];
    unsigned char value[SUDOKU_MAX_CELLS]; /* 0 unplaced, else 1..N */
} state;

/* One propagation: the state it works on and the naked singles waiting. */
typedef struct prop {
    const sudoku_shape *sh;
    state *st;
    int plain; /* singles only: no locked candidates */
    int top;
    uint16_t queue[SUDOKU_MAX_CELLS]; /* a cell becomes single once per state */
} prop;

static void prop_init(prop *p, const sudoku__search *s, state *st) {
    p->sh = s->shape;
    p->plain = s->plain;
    p->st = st;
    p->top = 0;
}

static inline int single_bit(uint32_t m) { return m && !(m & (m - 1)); }

static inline int bit_index(uint32_t m) {
#if defined(SUDOKU_HAVE_BUILTINS)
    return __builtin_ctz(m);
#else
    int i = 0;
    while (!(m & 1u)) {
        m >>= 1;
        i++;
    }
    return i;
#endif
}

static inline int popcount32(uint32_t m) { return sudoku__bits_count(m); }

/* Takes 'bits' out of cell o. Returns 0 when o is left empty. */
static inline int eliminate(prop *p, int o, uint32_t bits) {
    uint32_t m = p->st->cand[o];
    if (!(m & bits)) return 1;
    m &= ~bits;
    p->st->cand[o] = m;
    if (!m) return 0;
    if (single_bit(m) && !p->st->value[o]) p->queue[p->top++] = (uint16_t)o;
    return 1;
}

/* Places the symbol of 'bit' in cell c and takes it out of every cell that
** shares a house or a constraint with c. Returns 0 on a contradiction. */
static int assign(prop *p, int c, uint32_t bit) {
    const sudoku_shape *sh = p->sh;
    state *st = p->st;
    st->value[c] = (unsigned char)(bit_index(bit) + 1);
    st->cand[c] = bit;
    st->left--;
    for (int k = 0; k < sh->n_houses_of[c]; k++) {
        const uint16_t *cells = sh->house[sh->houses_of[c][k]];
        for (int j = 0; j < sh->side; j++)
            if (cells[j] != c && !eliminate(p, cells[j], bit)) return 0;
    }
    for (int k = 0; k < sh->n_near[c]; k++)
        if (!eliminate(p, sh->near[c][k], bit)) return 0;
    uint32_t next = ((bit << 1) | (bit >> 1)) & sh->all;
    for (int k = 0; k < sh->n_adj[c]; k++)
        if (!eliminate(p, sh->adj[c][k], next)) return 0;
    return 1;
}

/* Places every naked single waiting. Returns 0 on a contradiction. */
static int drain(prop *p) {
    while (p->top > 0) {
        int c = p->queue[--p->top];
        if (p->st->value[c]) continue;
        if (!assign(p, c, p->st->cand[c])) return 0;
    }
    return 1;
}

/* Hidden singles in house h. Returns -1 on a contradiction (a symbol with
** no room, or one cell needed by two symbols), else the number placed. */
static int hidden_in_house(prop *p, int h) {
    const sudoku_shape *sh = p->sh;
    const uint16_t *cells = sh->house[h];
    uint32_t once = 0, twice = 0, placed = 0;
    for (int j = 0; j < sh->side; j++) {
        uint32_t m = p->st->cand[cells[j]];
        if (p->st->value[cells[j]]) placed |= m;
        twice |= once & m;
        once |= m;
    }
    if (once != sh->all) return -1;
    uint32_t single = once & ~twice & ~placed;
    int n = 0;
    for (; single; single &= single - 1) {
        uint32_t bit = single & (0u - single);
        int j = 0;
        while (j < sh->side && !(p->st->cand[cells[j]] & bit))
            j++;
        if (j == sh->side) return -1;
        if (p->st->value[cells[j]]) continue; /* placed meanwhile by a naked single */
        if (!assign(p, cells[j], bit) || !drain(p)) return -1;
        n++;
    }
    return n;
}

/* Locked candidates between houses a and b: a symbol of a that only lies
** in their intersection leaves the rest of b, and the other way round.
** Returns -1 on a contradiction, else 1 when something was removed. */
static int locked_pair(prop *p, int a, int b) {
    const sudoku_shape *sh = p->sh;
    const state *st = p->st;
    uint32_t in = 0, a_out = 0, b_out = 0;
    for (int j = 0; j < sh->side; j++) {
        int c = sh->house[a][j];
        if (st->value[c]) continue;
        if (sudoku__shape_in_house(sh, c, b))
            in |= st->cand[c];
        else
            a_out |= st->cand[c];
    }
    for (int j = 0; j < sh->side; j++) {
        int c = sh->house[b][j];
        if (!st->value[c] && !sudoku__shape_in_house(sh, c, a)) b_out |= st->cand[c];
    }
    uint32_t from_b = in & ~a_out & b_out, from_a = in & ~b_out & a_out;
    if (!from_a && !from_b) return 0;
    for (int j = 0; j < sh->side; j++) {
        int ca = sh->house[a][j], cb = sh->house[b][j];
        if (from_a && !st->value[ca] && !sudoku__shape_in_house(sh, ca, b) &&
            !eliminate(p, ca, from_a))
            return -1;
        if (from_b && !st->value[cb] && !sudoku__shape_in_house(sh, cb, a) &&
            !eliminate(p, cb, from_b))
            return -1;
    }
    return drain(p) ? 1 : -1;
}

/* One sweep of hidden singles over every house; -1 on a contradiction. */
static int hidden_sweep(prop *p) {
    int placed = 0;
    for (int h = 0; h < p->sh->houses; h++) {
        int n = hidden_in_house(p, h);
        if (n < 0) return -1;
        placed += n;
    }
    return placed;
}

/* One sweep of locked candidates over every intersection. */
static int locked_sweep(prop *p) {
    int changed = 0;
    for (int k = 0; k < p->sh->n_inter; k++) {
        int r = locked_pair(p, p->sh->inter[k][0], p->sh->inter[k][1]);
        if (r < 0) return -1;
        changed |= r;
    }
    return changed;
}

/* Propagates to a fixed point. Returns 0 on a contradiction. */
static int propagate(prop *p) {
    if (!drain(p)) return 0;
    for (;;) {
        int n = hidden_sweep(p);
        if (n < 0) return 0;
        if (n > 0 || p->st->left == 0) {
            if (p->st->left == 0) return 1;
            continue;
        }
        if (p->plain) return 1;
        n = locked_sweep(p);
        if (n < 0) return 0;
        if (n == 0) return 1;
    }
}

/* ==================================================================== */
/* The search                                                            */
/* ==================================================================== */

/* An unplaced cell with the fewest candidates (the first such), or -1. */
static int fewest(const sudoku_shape *sh, const state *st) {
    int best = -1, best_n = SUDOKU_MAX_SIDE + 1;
    for (int c = 0; c < sh->cells; c++) {
        if (st->value[c]) continue;
        int n = popcount32(st->cand[c]);
        if (n < best_n) {
            best = c;
            best_n = n;
            if (n == 2) break;
        }
    }
    return best;
}

/* The bits of m in the order they are tried: lowest first, or shuffled
** when the search has an rng (the generator's random fill). */
static int symbol_order(sudoku__search *s, uint32_t m, uint32_t *order) {
    int n = 0;
    for (; m; m &= m - 1)
        order[n++] = m & (0u - m);
    for (int i = n - 1; s->rng && i > 0; i--) {
        int j = (int)sudoku_rng_below(s->rng, (uint32_t)i + 1);
        uint32_t t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    return n;
}

static void copy_state(state *to, const state *from, int cells) {
    to->left = from->left;
    memcpy(to->cand, from->cand, (size_t)cells * sizeof to->cand[0]);
    memcpy(to->value, from->value, (size_t)cells);
}

/* Counts the solutions under *st (already propagated), up to s->limit.
** Every child tried is a node and a guess, as the old reference counter
** counted them (the rater's trial bonus reads the nodes). */
static void search_from(sudoku__search *s, state *st) {
    const sudoku_shape *sh = s->shape;
    int c = fewest(sh, st);
    if (c < 0) {
        if (s->count++ == 0) memcpy(s->first, st->value, (size_t)sh->cells);
        return;
    }
    uint32_t order[SUDOKU_MAX_SIDE];
    int n = symbol_order(s, st->cand[c], order);
    for (int k = 0; k < n; k++) {
        if ((s->limit && s->count >= s->limit) || s->gave_up) return;
        if (s->max_nodes && s->nodes >= s->max_nodes) {
            s->gave_up = 1;
            return;
        }
        state next;
        prop p;
        prop_init(&p, s, &next);
        copy_state(&next, st, sh->cells);
        s->guesses++;
        s->nodes++;
        if (assign(&p, c, order[k]) && propagate(&p)) search_from(s, &next);
    }
}

sudoku_status sudoku__search_run(sudoku__search *s, const unsigned char *givens,
                                 const uint32_t *marks) {
    const sudoku_shape *sh = s->shape;
    state st;
    prop p;
    prop_init(&p, s, &st);
    s->count = s->guesses = 0;
    s->gave_up = 0;
    s->nodes = 1; /* the root */
    st.left = sh->cells;
    for (int c = 0; c < sh->cells; c++) {
        st.cand[c] = marks ? marks[c] & sh->all : sh->all;
        st.value[c] = 0;
    }
    for (int c = 0; c < sh->cells; c++) {
        if (!givens[c]) continue;
        if (givens[c] > sh->side) return SUDOKU_EINVAL;
        uint32_t bit = UINT32_C(1) << (givens[c] - 1);
        if (st.value[c] || !(st.cand[c] & bit) || !assign(&p, c, bit)) return SUDOKU_OK;
    }
    if (propagate(&p)) search_from(s, &st);
    return SUDOKU_OK;
}

/* ==================================================================== */
/* Boards                                                                */
/* ==================================================================== */

static void board_to_grid(const sudoku_board *b, sudoku_grid *g) {
    memcpy(g->cell, b->cell, 81);
}

sudoku_status sudoku_board_solve(const sudoku_board *puzzle, sudoku_board *solution) {
    sudoku_status st = sudoku_board_check(puzzle, NULL);
    if (st != SUDOKU_OK) return st;
    const sudoku_shape *sh = puzzle->shape;
    if (sh->classic) {
        sudoku_grid g, out;
        board_to_grid(puzzle, &g);
        st = sudoku_solve(&g, &out, NULL);
        if (st != SUDOKU_OK) return st;
        solution->shape = sh;
        memcpy(solution->cell, out.cell, 81);
        return SUDOKU_OK;
    }
    sudoku__search s;
    memset(&s, 0, sizeof s);
    s.shape = sh;
    s.limit = 1;
    sudoku__search_run(&s, puzzle->cell, NULL);
    if (s.count == 0) return SUDOKU_ENOSOLUTION;
    solution->shape = sh;
    memcpy(solution->cell, s.first, (size_t)sh->cells);
    return SUDOKU_OK;
}

sudoku_status sudoku_board_count(const sudoku_board *puzzle, uint64_t limit,
                                 uint64_t *count) {
    sudoku_status st = sudoku_board_check(puzzle, NULL);
    if (st != SUDOKU_OK) return st;
    const sudoku_shape *sh = puzzle->shape;
    if (sh->classic) {
        sudoku_grid g;
        board_to_grid(puzzle, &g);
        return sudoku_count(&g, limit, count);
    }
    sudoku__search s;
    memset(&s, 0, sizeof s);
    s.shape = sh;
    s.limit = limit;
    sudoku__search_run(&s, puzzle->cell, NULL);
    *count = s.count;
    return SUDOKU_OK;
}
