/*
** search.c - the generic engine: solving and counting on every shape.
** Candidates are bitsets (bit v-1 for symbol v, N <= 25 fits a uint32_t);
** propagation places naked singles as they appear, hidden singles in every
** house, and applies locked candidates where two houses intersect, then
** keeps each house's candidates to its perfect matchings (every naked and
** hidden subset); then a guess at the cell with the fewest candidates
** against the conflict weight of its houses (dom/wdeg), or at the two
** places of a symbol in a house when that cell has more than two, its
** symbols enumerated by the lowest bit. Each sweep looks only at the
** houses that changed since it last did (a child starts from its parent's
** fixed point), which keeps a 25x25 node about 2.5 times cheaper. The
** reference counts (plain: singles only, the plain fewest-candidates cell)
** and the random fill keep the
** plain search, whose node counts and fills other modules depend on. Classic
** boards go to the fast solver (solver.c) instead; the
** pencil-mark solver (marks.c) and the rater's reference counter
** (position.c) use this engine as their independent search.
**
** Invariant of a state: cand[c] of a placed cell is its symbol's bit, so a
** removal that empties any cell, placed or not, is a contradiction.
*/
#include <string.h>

#include "internal.h"

#define HOUSE_WORDS ((SUDOKU__MAX_HOUSES + 63) / 64)
enum { DIRTY_HIDDEN, DIRTY_LOCKED, DIRTY_MATCHING };

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
    int plain;        /* singles only: no locked candidates */
    int strong;       /* also every house's candidates kept to its perfect matchings */
    int failed;       /* the cell that emptied at the last contradiction, or -1 */
    int failed_house; /* the house that could not hold its symbols, or -1 */
    int top;
    uint16_t queue[SUDOKU_MAX_CELLS]; /* a cell becomes single once per state */
    /* The houses a cell of which lost a candidate or was placed: since the
    ** last sweep of any kind (changed), and per sweep, since that sweep last
    ** looked at them (dirty, with changed); the others give it nothing new. */
    int words; /* of the house sets in use */
    uint64_t changed[HOUSE_WORDS];
    uint64_t dirty[3][HOUSE_WORDS]; /* DIRTY_HIDDEN, DIRTY_LOCKED, DIRTY_MATCHING */
} prop;

static void prop_init(prop *p, const sudoku__search *s, state *st) {
    p->sh = s->shape;
    p->plain = s->plain;
    p->strong = !s->plain && !s->rng;
    p->st = st;
    p->failed = p->failed_house = -1;
    p->top = 0;
    p->words = (p->sh->houses + 63) / 64;
    /* a state searched from is at a fixed point: nothing dirty */
    memset(p->changed, 0, sizeof p->changed);
    memset(p->dirty, 0, sizeof p->dirty);
}

/* Marks every house dirty for every sweep: a state not yet propagated. */
static void all_dirty(prop *p) { memset(p->dirty, 0xff, sizeof p->dirty); }

static inline void mark_dirty(prop *p, int c) {
    const uint64_t *houses = p->sh->member[c];
    p->changed[0] |= houses[0];
    for (int w = 1; w < p->words; w++)
        p->changed[w] |= houses[w];
}

/* Moves sweep k's dirty houses into todo[]: what the sweep changes from
** now on is marked again for its next round. */
static inline void take_dirty(prop *p, int k, uint64_t *todo) {
    for (int w = 0; w < p->words; w++) {
        for (int j = 0; j < 3; j++)
            p->dirty[j][w] |= p->changed[w];
        p->changed[w] = 0;
        todo[w] = p->dirty[k][w];
        p->dirty[k][w] = 0;
    }
}

static inline int in_set(const uint64_t *set, int h) {
    return (int)(set[h >> 6] >> (h & 63) & 1u);
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
    mark_dirty(p, o);
    if (!m) {
        p->failed = o;
        return 0;
    }
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
    mark_dirty(p, c);
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
    if (once != sh->all) {
        p->failed_house = h;
        return -1;
    }
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
    if (!in) return 0; /* the intersection is all placed */
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

/* Finds a symbol for local cell i of a house by an augmenting path: tries
** the symbols of m[i] not yet seen, taking one from the cell that holds it
** when that cell can move on. owner[v] is the local cell matched to symbol
** bit v (-1 none), mine[i] the bit matched to cell i. */
static int augment(int i, const uint32_t *m, int *owner, uint32_t *mine, uint32_t *seen) {
    for (uint32_t free = m[i] & ~*seen; free; free &= free - 1) {
        uint32_t bit = free & (0u - free);
        int v = bit_index(bit);
        *seen |= bit;
        if (owner[v] < 0 || augment(owner[v], m, owner, mine, seen)) {
            owner[v] = i;
            mine[i] = bit;
            return 1;
        }
    }
    return 0;
}

/* Keeps the candidates of house h's open cells to those that lie in some
** perfect matching of its cells to its missing symbols (Regin's all-different
** filtering, which finds every naked and hidden subset at once): a matching
** M, then a candidate outside M survives only on an alternating cycle, that
** is when its cell and the cell M gives its symbol reach each other.
** Returns -1 on a contradiction, else 1 when something was removed. */
static int matching_house(prop *p, int h) {
    const sudoku_shape *sh = p->sh;
    const uint16_t *cells = sh->house[h];
    int k = 0, owner[32], local[SUDOKU_MAX_SIDE];
    uint32_t m[SUDOKU_MAX_SIDE], mine[SUDOKU_MAX_SIDE], reach[SUDOKU_MAX_SIDE];
    for (int j = 0; j < sh->side; j++)
        if (!p->st->value[cells[j]])
            local[k] = cells[j], m[k] = p->st->cand[cells[j]], k++;
    for (int v = 0; v < 32; v++)
        owner[v] = -1;
    for (int i = 0; i < k; i++) {
        uint32_t seen = 0;
        if (!augment(i, m, owner, mine, &seen)) {
            p->failed_house = h;
            return -1;
        }
    }
    for (int i = 0; i < k; i++) {
        reach[i] = 0;
        for (uint32_t o = m[i] & ~mine[i]; o; o &= o - 1)
            reach[i] |= UINT32_C(1) << owner[bit_index(o)];
    }
    for (int via = 0; via < k; via++)
        for (int i = 0; i < k; i++)
            if (reach[i] >> via & 1u) reach[i] |= reach[via];
    int changed = 0;
    for (int i = 0; i < k; i++) {
        uint32_t keep = mine[i];
        for (uint32_t o = m[i] & ~mine[i]; o; o &= o - 1) {
            int j = owner[bit_index(o)];
            if (reach[j] >> i & 1u) keep |= o & (0u - o);
        }
        if (keep != m[i]) {
            changed = 1;
            if (!eliminate(p, local[i], m[i] & ~keep)) return -1;
        }
    }
    return changed && !drain(p) ? -1 : changed;
}

/* One sweep of the matching filter over every dirty house. */
static int matching_sweep(prop *p) {
    int changed = 0;
    uint64_t todo[HOUSE_WORDS];
    take_dirty(p, DIRTY_MATCHING, todo);
    for (int h = 0; h < p->sh->houses; h++) {
        if (!in_set(todo, h)) continue;
        int r = matching_house(p, h);
        if (r < 0) return -1;
        changed |= r;
    }
    return changed;
}

/* One sweep of hidden singles over every dirty house; -1 on a contradiction. */
static int hidden_sweep(prop *p) {
    int placed = 0;
    uint64_t todo[HOUSE_WORDS];
    take_dirty(p, DIRTY_HIDDEN, todo);
    for (int h = 0; h < p->sh->houses; h++) {
        if (!in_set(todo, h)) continue;
        int n = hidden_in_house(p, h);
        if (n < 0) return -1;
        placed += n;
    }
    return placed;
}

/* One sweep of locked candidates over every intersection with a dirty house. */
static int locked_sweep(prop *p) {
    int changed = 0;
    uint64_t todo[HOUSE_WORDS];
    take_dirty(p, DIRTY_LOCKED, todo);
    for (int k = 0; k < p->sh->n_inter; k++) {
        int a = p->sh->inter[k][0], b = p->sh->inter[k][1];
        if (!in_set(todo, a) && !in_set(todo, b)) continue;
        int r = locked_pair(p, a, b);
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
        if (n > 0) continue;
        if (!p->strong) return 1;
        n = matching_sweep(p);
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

/* The unplaced cell whose candidate count is smallest against its conflict
** weight (1 plus the weights of the houses it lies in), ties to the first;
** -1 when none is unplaced. */
static int weighted_fewest(const sudoku__search *s, const state *st) {
    const sudoku_shape *sh = s->shape;
    int best = -1;
    uint64_t best_n = 0, best_w = 1; /* compare n/w as n * best_w < best_n * w */
    for (int c = 0; c < sh->cells; c++) {
        if (st->value[c]) continue;
        uint64_t n = (uint64_t)popcount32(st->cand[c]), w = 1;
        for (int k = 0; k < sh->n_houses_of[c]; k++)
            w += s->weight[sh->houses_of[c][k]];
        if (best < 0 || n * best_w < best_n * w) {
            best = c;
            best_n = n;
            best_w = w;
        }
    }
    return best;
}

/* A house with a symbol that has exactly two places left in it: its bit
** in *bit, the two cells in pair[]; 0 when no house has one. */
static int bilocal(const sudoku_shape *sh, const state *st, uint32_t *bit, int *pair) {
    for (int h = 0; h < sh->houses; h++) {
        const uint16_t *cells = sh->house[h];
        uint32_t once = 0, twice = 0, more = 0;
        for (int j = 0; j < sh->side; j++) {
            if (st->value[cells[j]]) continue;
            uint32_t m = st->cand[cells[j]];
            more |= twice & m;
            twice |= once & m;
            once |= m;
        }
        uint32_t two = twice & ~more;
        if (!two) continue;
        *bit = two & (0u - two);
        int n = 0;
        for (int j = 0; j < sh->side && n < 2; j++)
            if (!st->value[cells[j]] && (st->cand[cells[j]] & *bit)) pair[n++] = cells[j];
        return 1;
    }
    return 0;
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

/* Weighs the contradiction p ran into: its house, or every house of the
** cell that emptied. */
static void blame(sudoku__search *s, const prop *p) {
    const sudoku_shape *sh = s->shape;
    if (p->failed_house >= 0)
        s->weight[p->failed_house]++;
    else if (p->failed >= 0)
        for (int k = 0; k < sh->n_houses_of[p->failed]; k++)
            s->weight[sh->houses_of[p->failed][k]]++;
}

/* Counts the solutions under *st (already propagated), up to s->limit.
** Every child tried is a node and a guess, as the old reference counter
** counted them (the rater's trial bonus reads the nodes). */
static void search_from(sudoku__search *s, state *st) {
    const sudoku_shape *sh = s->shape;
    int weighted = !s->plain && !s->rng;
    int c = weighted ? weighted_fewest(s, st) : fewest(sh, st);
    if (c < 0) {
        if (s->count++ == 0) memcpy(s->first, st->value, (size_t)sh->cells);
        return;
    }
    uint32_t order[SUDOKU_MAX_SIDE];
    int where[SUDOKU_MAX_SIDE];
    int n = symbol_order(s, st->cand[c], order);
    for (int k = 0; k < n; k++)
        where[k] = c;
    uint32_t bit;
    int pair[2];
    /* Two children where the cell would give more: the symbol in one place
    ** or the other (disjoint, and every solution has one). */
    if (weighted && n > 2 && bilocal(sh, st, &bit, pair)) {
        n = 2;
        order[0] = order[1] = bit;
        where[0] = pair[0];
        where[1] = pair[1];
    }
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
        if (assign(&p, where[k], order[k]) && propagate(&p))
            search_from(s, &next);
        else if (weighted)
            blame(s, &p);
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
    all_dirty(&p);
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
