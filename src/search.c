/*
** search.c - the generic engine: solving and counting on every shape.
** Candidates are bitsets (bit v-1 for symbol v, N <= 25 fits a uint32_t);
** propagation places naked singles as they appear, hidden singles in every
** house, and applies locked candidates where two houses intersect, then
** keeps each house's candidates to its perfect matchings (every naked and
** hidden subset; each house's matching starts from its last one, which
** mostly still holds); then a guess at the cell with the fewest candidates
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
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define HOUSE_WORDS ((SUDOKU__MAX_HOUSES + 63) / 64)
enum { DIRTY_HIDDEN, DIRTY_LOCKED, DIRTY_MATCHING };
/* The learning search takes over a search of a board of side LEARN_SIDE or
** more (s->learn 0) once it passes LEARN_AFTER nodes without finishing. */
enum { LEARN_SIDE = 25, LEARN_AFTER = 256 };
/* Nogoods are never dropped, and counting adds one a solution, so the store
** is capped: past LEARN_MAX_LITS facts (64 MB of them; s->learn_facts in
** tests) the search starts again without learning, as when memory runs out,
** and memory stays bounded however many solutions a count goes through. */
#define LEARN_MAX_LITS ((size_t)1 << 24)
/* The learning search guesses by activity (VSIDS: the facts a nogood's
** analysis meets are bumped, the bump grows by 1/LEARN_DECAY a nogood),
** restarts from level 0 after LEARN_RESTART times the Luby sequence's
** terms of nogoods (1 1 2 1 1 2 4 ...), and at LEARN_REDUCE nogoods, then
** every LEARN_REDUCE + k LEARN_REDUCE_INC more, drops the worse half by
** LBD (levels a nogood spans when learnt) of those spanning more than two. */
enum { LEARN_RESTART = 300, LEARN_REDUCE = 2000, LEARN_REDUCE_INC = 300 };
#define LEARN_DECAY 0.9

/* A position of the search; only the first 'cells' entries are used. */
typedef struct state {
    int left; /* cells not yet placed */
    uint32_t cand[SUDOKU_MAX_CELLS];
    unsigned char value[SUDOKU_MAX_CELLS]; /* 0 unplaced, else 1..N */
} state;

/* Why a fact holds or a contradiction arose, for the learning search (a
** fact is a cell's symbol placed, or taken out; see learn below). */
typedef struct why {
    unsigned char kind; /* W_* */
    uint16_t a;         /* a cell or a house */
    uint32_t b, c;      /* a symbol, house, positions in a house, symbols */
} why;
enum {
    W_DECISION, /* a guess */
    W_PLACED,   /* cell a holds symbol b */
    W_NAKED,    /* cell a has no other symbol (a contradiction: none at all) */
    W_HIDDEN,   /* house a has no other place for symbol b (contradiction: none) */
    W_LOCKED,   /* symbol c of house a lies only where a meets house b */
    W_HALL,     /* house a's cells at positions b hold only symbols c */
    W_NOGOOD    /* learnt nogood b */
};
struct learn;

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
    unsigned char (*hint)[SUDOKU_MAX_SIDE]; /* the search's last matchings */
    struct learn *L;                        /* NULL, or the learning search's trail */
    why conflict;                           /* with L: why the last contradiction arose */
} prop;

static void prop_init(prop *p, const sudoku__search *s, state *st) {
    p->sh = s->shape;
    p->plain = s->plain;
    p->strong = !s->plain && !s->rng;
    p->st = st;
    p->failed = p->failed_house = -1;
    p->top = 0;
    p->L = NULL;
    p->hint = s->hint;
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

/* ---- The learning search's record (see learn_search below) ---------- */

/* A fact: symbol v placed in cell c (placed 1) or taken out of it (0); a
** fact's negation is fact ^ 1. */
#define FACT(c, v, placed) ((uint32_t)(c) << 6 | (uint32_t)(v) << 1 | (uint32_t)(placed))
#define FACT_CELL(f) ((int)((f) >> 6))
#define FACT_SYM(f) ((int)((f) >> 1 & 31u))
#define NO_FACT UINT32_MAX

typedef struct entry {
    uint32_t fact;
    why w;
} entry;

/* Slot k of nogood g (2g + k) watches its fact k: the next slot on that
** fact's list, and the nogood's other watched fact, read here so that a
** nogood kept by it is passed without reading the nogood itself. */
typedef struct watch {
    int next;
    uint32_t other;
} watch;

/* The trail of facts since the root (each true fact once, with its level
** and why), the states of the levels, and the nogoods learnt, each a set
** of facts that cannot all hold, watched on two facts not yet true. */
typedef struct learn {
    int level; /* the current decision level */
    int n_touched;
    int *pos_of;       /* per fact: its place on the trail when true */
    uint32_t *touched; /* facts whose seen mark the minimization set */
    int top, qhead;    /* trail length; the first entry whose watches wait */
    entry *trail;      /* one entry a fact */
    int *lim;          /* lim[d]: trail length where level d began */
    state **states;    /* states[d]: level d's fixed point */
    int n_states;      /* allocated */
    int *level_of;     /* per fact: its level when true */
    unsigned char *seen;
    uint32_t *learnt; /* the nogood being learnt */
    int *head;        /* per fact: the first nogood slot watching it, -1 */
    uint32_t *lits;   /* every nogood's facts, the two watched first */
    size_t n_lits, cap_lits;
    size_t max_lits; /* the store's cap: add_nogood fails past it */
    size_t *start;   /* per nogood: its first fact in lits */
    uint32_t *len;
    watch *slots; /* per slot (2 a nogood, one a watched fact): its list */
    int n_ng;
    size_t cap_start, cap_len, cap_slots, cap_lbd;
    uint32_t *lbd;   /* per nogood: its levels when learnt, 0 never dropped */
    double *act;     /* per (cell, symbol), fact >> 1: activity */
    double inc;      /* the activity a bump adds */
    uint32_t *stamp; /* per level: the last nogood counted there (lbd) */
    uint32_t n_stamp;
    size_t n_act;
    uint64_t conflicts, next_restart, restarts, next_reduce, reduces;
    uint32_t cur_lbd; /* the lbd of the nogood being learnt (0: never dropped) */
} learn;

static inline void learn_push(learn *L, uint32_t fact, why w) {
    L->trail[L->top].fact = fact;
    L->trail[L->top].w = w;
    L->top++;
    L->level_of[fact] = L->level;
    L->pos_of[fact] = L->top - 1;
}

static inline why why_of(int kind, int a, uint32_t b, uint32_t c) {
    why w;
    w.kind = (unsigned char)kind;
    w.a = (uint16_t)a;
    w.b = b;
    w.c = c;
    return w;
}

/* Records a contradiction's why (with a learning search). */
static inline void conflict(prop *p, int kind, int a, uint32_t b, uint32_t c) {
    if (p->L) p->conflict = why_of(kind, a, b, c);
}

/* Takes 'bits' out of cell o, because of w. Returns 0 when o is left empty. */
static inline int eliminate(prop *p, int o, uint32_t bits, why w) {
    uint32_t m = p->st->cand[o];
    if (!(m & bits)) return 1;
    if (p->L)
        for (uint32_t r = m & bits; r; r &= r - 1)
            learn_push(p->L, FACT(o, bit_index(r), 0), w);
    m &= ~bits;
    p->st->cand[o] = m;
    mark_dirty(p, o);
    if (!m) {
        p->failed = o;
        conflict(p, W_NAKED, o, 0, 0);
        return 0;
    }
    if (single_bit(m) && !p->st->value[o]) p->queue[p->top++] = (uint16_t)o;
    return 1;
}

/* Places the symbol of 'bit' in cell c, because of w, and takes it out of
** every cell that shares a house or a constraint with c. Returns 0 on a
** contradiction. */
static int assign(prop *p, int c, uint32_t bit, why w) {
    const sudoku_shape *sh = p->sh;
    state *st = p->st;
    int v = bit_index(bit);
    why by = why_of(W_PLACED, c, (uint32_t)v, 0);
    if (p->L) {
        learn_push(p->L, FACT(c, v, 1), w);
        for (uint32_t r = st->cand[c] & ~bit; r; r &= r - 1)
            learn_push(p->L, FACT(c, bit_index(r), 0), by);
    }
    st->value[c] = (unsigned char)(v + 1);
    st->cand[c] = bit;
    st->left--;
    mark_dirty(p, c);
    for (int k = 0; k < sh->n_houses_of[c]; k++) {
        const uint16_t *cells = sh->house[sh->houses_of[c][k]];
        for (int j = 0; j < sh->side; j++)
            if (cells[j] != c && !eliminate(p, cells[j], bit, by)) return 0;
    }
    for (int k = 0; k < sh->n_near[c]; k++)
        if (!eliminate(p, sh->near[c][k], bit, by)) return 0;
    uint32_t next = ((bit << 1) | (bit >> 1)) & sh->all;
    for (int k = 0; k < sh->n_adj[c]; k++)
        if (!eliminate(p, sh->adj[c][k], next, by)) return 0;
    return 1;
}

static int watch_fact(prop *p, uint32_t f);

/* Places every naked single waiting and, with a learning search, applies
** the nogoods the new facts leave one short. Returns 0 on a contradiction. */
static int drain(prop *p) {
    for (;;) {
        while (p->top > 0) {
            int c = p->queue[--p->top];
            if (p->st->value[c]) continue;
            if (!assign(p, c, p->st->cand[c], why_of(W_NAKED, c, 0, 0))) return 0;
        }
        if (!p->L || p->L->qhead == p->L->top) return 1;
        if (!watch_fact(p, p->L->trail[p->L->qhead++].fact)) return 0;
    }
}

/* Hidden singles in house h. Returns -1 on a contradiction (a symbol with
** no room, or one cell needed by two symbols), else the number placed. */
static int hidden_in_house(prop *p, int h) {
    const sudoku_shape *sh = p->sh;
    const uint16_t *cells = sh->house[h];
    uint32_t once = 0, twice = 0, placed = 0;
    for (int j = 0; j < sh->side; j++) {
        uint32_t m = p->st->cand[cells[j]];
        placed |= m & (0u - (uint32_t)(p->st->value[cells[j]] != 0));
        twice |= once & m;
        once |= m;
    }
    if (once != sh->all) {
        p->failed_house = h;
        conflict(p, W_HIDDEN, h, (uint32_t)bit_index(sh->all & ~once), 0);
        return -1;
    }
    uint32_t single = once & ~twice & ~placed;
    int n = 0;
    for (; single; single &= single - 1) {
        uint32_t bit = single & (0u - single);
        int j = 0;
        while (j < sh->side && !(p->st->cand[cells[j]] & bit))
            j++;
        if (j == sh->side) {
            conflict(p, W_HIDDEN, h, (uint32_t)bit_index(bit), 0);
            return -1;
        }
        if (p->st->value[cells[j]]) continue; /* placed meanwhile by a naked single */
        if (!assign(p, cells[j], bit, why_of(W_HIDDEN, h, (uint32_t)bit_index(bit), 0)) ||
            !drain(p))
            return -1;
        n++;
    }
    return n;
}

/* Locked candidates at intersection k, between houses a and b: a symbol of
** a that only lies in their intersection leaves the rest of b, and the
** other way round. Returns -1 on a contradiction, else 1 when something
** was removed. */
static int locked_pair(prop *p, int k) {
    const sudoku_shape *sh = p->sh;
    const state *st = p->st;
    int a = sh->inter[k][0], b = sh->inter[k][1];
    const uint16_t *in_a = sh->house[a], *in_b = sh->house[b];
    uint32_t a_in_b = sh->inter_at[k][0], b_in_a = sh->inter_at[k][1];
    /* Each part is read by its cells' positions, placed cells too, without
    ** a branch a cell: a placed cell's symbol is out of every other cell of
    ** its houses, so it can be in neither from_a nor from_b below. */
    uint32_t in = 0, a_out = 0, b_out = 0, open = 0;
    for (uint32_t r = a_in_b; r; r &= r - 1) {
        int c = in_a[bit_index(r)];
        in |= st->cand[c];
        open |= !st->value[c];
    }
    if (!open) return 0; /* the intersection is all placed */
    for (uint32_t r = sh->all & ~a_in_b; r; r &= r - 1)
        a_out |= st->cand[in_a[bit_index(r)]];
    for (uint32_t r = sh->all & ~b_in_a; r; r &= r - 1)
        b_out |= st->cand[in_b[bit_index(r)]];
    uint32_t from_b = in & ~a_out & b_out, from_a = in & ~b_out & a_out;
    if (!from_a && !from_b) return 0;
    for (int j = 0; j < sh->side; j++) {
        int ca = in_a[j], cb = in_b[j];
        if (from_a && !st->value[ca] && !(a_in_b >> j & 1u) &&
            !eliminate(p, ca, from_a, why_of(W_LOCKED, b, (uint32_t)a, 0)))
            return -1;
        if (from_b && !st->value[cb] && !(b_in_a >> j & 1u) &&
            !eliminate(p, cb, from_b, why_of(W_LOCKED, a, (uint32_t)b, 0)))
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
    int k = 0, owner[32], local[SUDOKU_MAX_SIDE], at[SUDOKU_MAX_SIDE];
    uint32_t m[SUDOKU_MAX_SIDE], mine[SUDOKU_MAX_SIDE];
    for (int j = 0; j < sh->side; j++)
        if (!p->st->value[cells[j]])
            at[k] = j, local[k] = cells[j], m[k] = p->st->cand[cells[j]], k++;
    for (int v = 0; v < 32; v++)
        owner[v] = -1;
    /* start from the house's last matching, where it still holds: most
    ** cells keep their symbol from one node to the next */
    unsigned char *hint = p->hint[h];
    uint32_t open = 0;
    for (int i = 0; i < k; i++) {
        int v = hint[at[i]] - 1;
        if (v >= 0 && (m[i] >> v & 1u) && owner[v] < 0)
            owner[v] = i, mine[i] = UINT32_C(1) << v;
        else
            open |= UINT32_C(1) << i;
    }
    for (; open; open &= open - 1) {
        int i = bit_index(open);
        uint32_t seen = 0;
        if (!augment(i, m, owner, mine, &seen)) {
            p->failed_house = h;
            if (p->L) { /* cell i and the owners of seen hold only seen: one too few */
                uint32_t where = UINT32_C(1) << at[i];
                for (uint32_t o = seen; o; o &= o - 1)
                    where |= UINT32_C(1) << at[owner[bit_index(o)]];
                conflict(p, W_HALL, h, where, seen);
            }
            return -1;
        }
    }
    /* the graph: cell i -> the owner of each other symbol it could take;
    ** a candidate survives when its cell and that owner are in one
    ** strongly connected component, found a component at a time as the
    ** cells a cell reaches and those that reach it, a breadth-first step
    ** a set of cells at once */
    for (int i = 0; i < k; i++)
        hint[at[i]] = (unsigned char)(bit_index(mine[i]) + 1);
    uint32_t succ[SUDOKU_MAX_SIDE], pred[SUDOKU_MAX_SIDE], comp[SUDOKU_MAX_SIDE];
    for (int i = 0; i < k; i++)
        pred[i] = 0;
    for (int i = 0; i < k; i++) {
        uint32_t to = 0;
        for (uint32_t o = m[i] & ~mine[i]; o; o &= o - 1) {
            int j = owner[bit_index(o)];
            to |= UINT32_C(1) << j;
            pred[j] |= UINT32_C(1) << i;
        }
        succ[i] = to;
    }
    const uint32_t everyone = (UINT32_C(1) << k) - 1u;
    for (uint32_t left = everyone; left;) {
        uint32_t v = left & (0u - left), fwd = v, back = v;
        for (uint32_t fr = v; fr;) {
            uint32_t next = 0;
            for (; fr; fr &= fr - 1)
                next |= succ[bit_index(fr)];
            fr = next & left & ~fwd;
            fwd |= fr;
        }
        for (uint32_t fr = v; fr;) {
            uint32_t next = 0;
            for (; fr; fr &= fr - 1)
                next |= pred[bit_index(fr)];
            fr = next & left & ~back;
            back |= fr;
        }
        uint32_t scc = fwd & back;
        if (scc == everyone) return 0; /* one component: every candidate stays */
        for (uint32_t x = scc; x; x &= x - 1)
            comp[bit_index(x)] = scc;
        left &= ~scc;
    }
    int changed = 0;
    for (int i = 0; i < k; i++) {
        uint32_t keep = mine[i];
        for (uint32_t o = m[i] & ~mine[i]; o; o &= o - 1)
            if (comp[i] >> owner[bit_index(o)] & 1u) keep |= o & (0u - o);
        if (keep == m[i]) continue;
        changed = 1;
        if (!p->L) {
            if (!eliminate(p, local[i], m[i] & ~keep, why_of(W_HALL, h, 0, 0))) return -1;
            continue;
        }
        /* each symbol o taken out lies in the Hall set of its owner j and
        ** the cells j reaches, which hold only their own symbols */
        for (uint32_t o = m[i] & ~keep; o; o &= o - 1) {
            int j = owner[bit_index(o)];
            uint32_t reach = UINT32_C(1) << j | succ[j], where = 0, held = 0;
            for (uint32_t fr = succ[j]; fr;) {
                uint32_t next = 0;
                for (; fr; fr &= fr - 1)
                    next |= succ[bit_index(fr)];
                fr = next & ~reach;
                reach |= fr;
            }
            for (uint32_t x = reach; x; x &= x - 1) {
                where |= UINT32_C(1) << at[bit_index(x)];
                held |= mine[bit_index(x)];
            }
            if (!eliminate(p, local[i], o & (0u - o), why_of(W_HALL, h, where, held)))
                return -1;
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
        if (!in_set(todo, p->sh->inter[k][0]) && !in_set(todo, p->sh->inter[k][1]))
            continue;
        int r = locked_pair(p, k);
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
        if (assign(&p, where[k], order[k], why_of(W_DECISION, 0, 0, 0)) && propagate(&p))
            search_from(s, &next);
        else if (weighted)
            blame(s, &p);
    }
}

/* ==================================================================== */
/* The learning search                                                   */
/* ==================================================================== */
/* Conflict-driven, as a SAT solver's core but over the engine's own
** propagation: every fact (a symbol placed in a cell, or taken out of it)
** is recorded on a trail with why it holds (the guess, the placed cell
** that saw it, the naked or hidden single, the locked candidates, the Hall
** set of the matching filter, a nogood). A contradiction is resolved back
** along the trail to its first unique implication point at the current
** level; the facts left make a nogood, the search jumps back to the level
** where all but one of them hold and takes that one out there. Nogoods are
** kept and watched on two facts each, so no later branch repeats one. As
** in a SAT solver's core, the guesses follow the facts' activity in recent
** contradictions, the search restarts from level 0 on a Luby schedule, and
** the nogoods that span many levels are thinned at a restart (a solution's
** nogood, which keeps a count exact, never). */

static inline int fact_true(const state *st, uint32_t f) {
    int c = FACT_CELL(f), v = FACT_SYM(f);
    return (f & 1u) ? st->value[c] == v + 1 : !(st->cand[c] >> v & 1u);
}

/* Makes fact f false, because of w. Returns 0 on a contradiction. */
static int assert_not(prop *p, uint32_t f, why w) {
    int c = FACT_CELL(f);
    uint32_t bit = UINT32_C(1) << FACT_SYM(f);
    return (f & 1u) ? eliminate(p, c, bit, w) : assign(p, c, bit, w);
}

/* Fact f just became true: each nogood watching it moves its watch to a
** fact not yet true, or, when none is left, fails its other watched fact
** (or is a contradiction when that one holds too). Returns 0 on one. */
static int watch_fact(prop *p, uint32_t f) {
    learn *L = p->L;
    int *link = &L->head[f];
    while (*link >= 0) {
        int slot = *link, ng = slot >> 1, k = slot & 1;
        watch *w = &L->slots[slot];
        uint32_t other = w->other;
        if (fact_true(p->st, other ^ 1u)) { /* already kept */
            link = &w->next;
            continue;
        }
        uint32_t *l = L->lits + L->start[ng], n = L->len[ng], i = 2;
        while (i < n && fact_true(p->st, l[i]))
            i++;
        if (i < n) {
            uint32_t g = l[i];
            l[i] = l[k];
            l[k] = g;
            L->slots[slot ^ 1].other = g;
            *link = w->next;
            w->next = L->head[g];
            L->head[g] = slot;
            continue;
        }
        link = &w->next;
        if (fact_true(p->st, other)) {
            p->failed = p->failed_house = -1;
            p->conflict = why_of(W_NOGOOD, 0, (uint32_t)ng, 0);
            return 0;
        }
        if (!assert_not(p, other, why_of(W_NOGOOD, 0, (uint32_t)ng, 0))) return 0;
    }
    return 1;
}

/* The facts that w says made 'fact' hold (NO_FACT: that made the
** contradiction w), maybe with fact's own negation among them: in out[]
** (side * side at most) or, for a nogood, at *from. Returns how many. */
static int causes(const learn *L, const sudoku_shape *sh, why w, uint32_t fact,
                  uint32_t *out, const uint32_t **from) {
    int n = 0;
    *from = out;
    switch (w.kind) {
    case W_PLACED:
        out[n++] = FACT(w.a, w.b, 1);
        break;
    case W_NAKED:
        for (int v = 0; v < sh->side; v++)
            out[n++] = FACT(w.a, v, 0);
        break;
    case W_HIDDEN:
        for (int j = 0; j < sh->side; j++)
            out[n++] = FACT(sh->house[w.a][j], w.b, 0);
        break;
    case W_LOCKED:
        for (int j = 0; j < sh->side; j++) {
            int c = sh->house[w.a][j];
            if (!sudoku__shape_in_house(sh, c, (int)w.b))
                out[n++] = FACT(c, FACT_SYM(fact), 0);
        }
        break;
    case W_HALL:
        for (uint32_t at = w.b; at; at &= at - 1)
            for (uint32_t o = sh->all & ~w.c; o; o &= o - 1)
                out[n++] = FACT(sh->house[w.a][bit_index(at)], bit_index(o), 0);
        break;
    case W_NOGOOD:
        *from = L->lits + L->start[w.b];
        n = (int)L->len[w.b];
        break;
    default: /* W_DECISION: the walk stops there */
        break;
    }
    return n;
}

/* Raises the activity of fact f's cell and symbol (either way round). */
static void bump(learn *L, uint32_t f) {
    if (!L->act) return;
    double *a = &L->act[f >> 1];
    if ((*a += L->inc) > 1e100) {
        for (size_t i = 0; i < L->n_act; i++)
            L->act[i] *= 1e-100;
        L->inc *= 1e-100;
    }
}

/* Notes the facts that w says made 'fact' hold (NO_FACT: that made the
** contradiction w) for the nogood being learnt: facts of the current level
** are counted (the walk back resolves them), the others kept; each one
** met is bumped. */
static void expand(learn *L, const sudoku_shape *sh, why w, uint32_t fact, int *count,
                   int *n) {
    uint32_t buf[SUDOKU_MAX_SIDE * SUDOKU_MAX_SIDE];
    const uint32_t *from;
    int k = causes(L, sh, w, fact, buf, &from);
    for (int i = 0; i < k; i++) {
        uint32_t g = from[i];
        int level = L->level_of[g];
        if (g == (fact ^ 1u) || level == 0 || L->seen[g]) continue;
        L->seen[g] = 1;
        bump(L, g);
        if (level == L->level)
            (*count)++;
        else
            L->learnt[(*n)++] = g;
    }
}

/* Whether true fact g follows from the nogood's facts (seen 1) and level 0
** alone; seen 2 marks facts found to, 3 those found not to (listed in
** L->touched to be cleared). 'levels' has a bit for each level of the
** nogood (mod 64): a fact of another level cannot follow from it. */
static int implied(learn *L, const sudoku_shape *sh, uint32_t g, uint64_t levels,
                   int depth) {
    const entry *e = &L->trail[L->pos_of[g]];
    if (e->w.kind == W_DECISION || depth > 12) return 0;
    uint32_t buf[SUDOKU_MAX_SIDE * SUDOKU_MAX_SIDE];
    const uint32_t *from;
    int k = causes(L, sh, e->w, g, buf, &from);
    for (int i = 0; i < k; i++) {
        uint32_t a = from[i];
        if (a == (g ^ 1u) || L->level_of[a] == 0 || L->seen[a] == 1 || L->seen[a] == 2)
            continue;
        int ok = L->seen[a] != 3 && (levels >> (L->level_of[a] & 63) & 1u) &&
                 implied(L, sh, a, levels, depth + 1);
        if (!L->seen[a]) L->touched[L->n_touched++] = a;
        L->seen[a] = ok ? 2 : 3;
        if (!ok) return 0;
    }
    return 1;
}

/* Drops from L->learnt[1..n) the facts that follow from the others.
** Returns the new n. */
static int minimize(learn *L, const sudoku_shape *sh, int n) {
    uint64_t levels = 0;
    for (int k = 1; k < n; k++)
        levels |= UINT64_C(1) << (L->level_of[L->learnt[k]] & 63);
    int kept = 1;
    L->n_touched = 0;
    for (int k = 1; k < n; k++)
        L->touched[L->n_touched++] = L->learnt[k];
    for (int k = 1; k < n; k++)
        if (!implied(L, sh, L->learnt[k], levels, 0)) L->learnt[kept++] = L->learnt[k];
    for (int k = 0; k < L->n_touched; k++)
        L->seen[L->touched[k]] = 0;
    return kept;
}

/* Learns a nogood from contradiction w into L->learnt[0..n) (learnt[0]
** the current level's fact, learnt[1] the one of the highest level below)
** and the level to jump back to in *jump. Returns n. */
static int analyze(learn *L, const sudoku_shape *sh, why w, int *jump) {
    int n = 1, count = 0, i = L->top;
    uint32_t fact = NO_FACT;
    for (;;) {
        expand(L, sh, w, fact, &count, &n);
        do
            i--;
        while (!L->seen[L->trail[i].fact]);
        fact = L->trail[i].fact;
        w = L->trail[i].w;
        L->seen[fact] = 0;
        if (--count == 0) break;
    }
    L->learnt[0] = fact;
    n = minimize(L, sh, n);
    int best = 0;
    for (int k = 1; k < n; k++) {
        if (!best || L->level_of[L->learnt[k]] > L->level_of[L->learnt[best]]) best = k;
    }
    L->conflicts++;
    L->inc /= LEARN_DECAY;
    L->n_stamp++;
    L->cur_lbd = 0;
    for (int k = 0; k < n; k++) {
        int d = L->level_of[L->learnt[k]];
        if (L->stamp[d] != L->n_stamp) L->stamp[d] = L->n_stamp, L->cur_lbd++;
    }
    *jump = best ? L->level_of[L->learnt[best]] : 0;
    if (best) {
        uint32_t t = L->learnt[1];
        L->learnt[1] = L->learnt[best];
        L->learnt[best] = t;
    }
    return n;
}

/* Grows the array *where points to (elements of 'size' bytes, *cap of
** them) to hold 'need'. Returns 0 when out of memory (the array kept). */
static int grow(void *where, size_t *cap, size_t need, size_t size) {
    if (need <= *cap) return 1;
    size_t n = *cap ? *cap : 1024;
    while (n < need)
        n *= 2;
    void *a;
    memcpy(&a, where, sizeof a);
    void *m = realloc(a, n * size);
    if (!m) return 0;
    memcpy(where, &m, sizeof m);
    *cap = n;
    return 1;
}

/* Keeps L->learnt[0..n) as a nogood, watched on its first two facts.
** Returns its index, -1 when out of memory or the store is full. */
static int add_nogood(learn *L, int n) {
    size_t more = (size_t)L->n_ng + 1;
    if (L->n_lits + (size_t)n > L->max_lits ||
        !grow(&L->lits, &L->cap_lits, L->n_lits + (size_t)n, sizeof *L->lits) ||
        !grow(&L->start, &L->cap_start, more, sizeof *L->start) ||
        !grow(&L->len, &L->cap_len, more, sizeof *L->len) ||
        !grow(&L->slots, &L->cap_slots, 2 * more, sizeof *L->slots) ||
        !grow(&L->lbd, &L->cap_lbd, more, sizeof *L->lbd))
        return -1;
    int ng = L->n_ng++;
    L->lbd[ng] = L->cur_lbd;
    L->start[ng] = L->n_lits;
    L->len[ng] = (uint32_t)n;
    memcpy(L->lits + L->n_lits, L->learnt, (size_t)n * sizeof *L->lits);
    L->n_lits += (size_t)n;
    for (int k = 0; k < 2 && n >= 2; k++) {
        uint32_t f = L->lits[L->start[ng] + (size_t)k];
        L->slots[2 * ng + k].next = L->head[f];
        L->slots[2 * ng + k].other = L->lits[L->start[ng] + (size_t)!k];
        L->head[f] = 2 * ng + k;
    }
    return ng;
}

/* Keeps L->learnt[0..n) as a nogood, jumps back to level j and fails its
** first fact there. Returns the propagation's result, -1 when out of
** memory. */
static int jump_back(sudoku__search *s, learn *L, prop *p, int n, int j) {
    int ng = add_nogood(L, n);
    if (ng < 0) return -1;
    L->level = j;
    L->top = L->qhead = L->lim[j + 1];
    prop_init(p, s, L->states[j]);
    p->L = L;
    s->nodes++;
    return assert_not(p, L->lits[L->start[ng]], why_of(W_NOGOOD, 0, (uint32_t)ng, 0)) &&
           propagate(p);
}

/* The guess at a state by activity: the open cell's candidate whose fact
** took part in the most recent contradictions (the activity decays by
** LEARN_DECAY a nogood), ties to the cell with fewer candidates, then the
** first. Placed, as every guess. */
static uint32_t act_guess(const sudoku_shape *sh, const learn *L, const state *st) {
    int bc = -1, bv = 0, bn = 0;
    double ba = -1;
    for (int c = 0; c < sh->cells; c++) {
        if (st->value[c]) continue;
        uint32_t m = st->cand[c];
        int n = popcount32(m);
        for (; m; m &= m - 1) {
            int v = bit_index(m);
            double a = L->act[(size_t)c * 32 + (size_t)v];
            if (a > ba || (a == ba && n < bn)) ba = a, bc = c, bv = v, bn = n;
        }
    }
    return FACT(bc, bv, 1);
}

/* The Luby sequence, 1 1 2 1 1 2 4 ...: its x-th term (from 0). */
static uint64_t luby(uint64_t x) {
    uint64_t size = 1, seq = 0;
    while (size < x + 1)
        seq++, size = 2 * size + 1;
    while (size - 1 != x) { /* x < size throughout, so size stays >= 1 */
        size = (size - 1) >> 1;
        if (size == 0) break; /* unreachable; says so to the analyzers */
        seq--;
        x = x % size;
    }
    return (uint64_t)1 << seq;
}

typedef struct rank {
    uint32_t lbd, len;
    int ng;
} rank;

static int rank_cmp(const void *x, const void *y) {
    const rank *a = x, *b = y;
    if (a->lbd != b->lbd) return a->lbd > b->lbd ? -1 : 1;
    if (a->len != b->len) return a->len > b->len ? -1 : 1;
    return a->ng < b->ng ? -1 : 1;
}

/* At level 0: drops the worse half (by lbd, then length, then age) of the
** nogoods of lbd over 2 (a solution's nogood, lbd 0, stays), and rebuilds
** the store and its watches. */
static void reduce(learn *L, size_t facts) {
    rank *r = malloc((size_t)L->n_ng * sizeof *r);
    unsigned char *drop = calloc((size_t)L->n_ng + 1, 1);
    if (!r || !drop) {
        free(r);
        free(drop);
        return;
    }
    int n = 0;
    for (int ng = 0; ng < L->n_ng; ng++)
        if (L->lbd[ng] > 2) r[n].lbd = L->lbd[ng], r[n].len = L->len[ng], r[n++].ng = ng;
    qsort(r, (size_t)n, sizeof *r, rank_cmp);
    for (int i = 0; i < n / 2; i++)
        drop[r[i].ng] = 1;
    memset(L->head, 0xff, facts * sizeof *L->head);
    int to = 0;
    size_t at = 0;
    for (int ng = 0; ng < L->n_ng; ng++) {
        if (drop[ng]) continue;
        memmove(L->lits + at, L->lits + L->start[ng], L->len[ng] * sizeof *L->lits);
        L->start[to] = at;
        L->len[to] = L->len[ng];
        L->lbd[to] = L->lbd[ng];
        at += L->len[ng];
        for (int k = 0; k < 2 && L->len[to] >= 2; k++) {
            uint32_t f = L->lits[L->start[to] + (size_t)k];
            L->slots[2 * to + k].next = L->head[f];
            L->slots[2 * to + k].other = L->lits[L->start[to] + (size_t)!k];
            L->head[f] = 2 * to + k;
        }
        to++;
    }
    L->n_ng = to;
    L->n_lits = at;
    free(r);
    free(drop);
}

/* Opens level L->level + 1 from the current one. Returns 0 when out of memory. */
static int learn_open(learn *L, int cells) {
    int d = L->level + 1;
    if (!L->states[d] && !(L->states[d] = malloc(sizeof(state)))) return 0;
    copy_state(L->states[d], L->states[L->level], cells);
    L->level = d;
    L->lim[d] = L->top;
    return 1;
}

/* Counts the solutions under L->states[0] (propagated), up to s->limit.
** Each guess and each nogood applied is a node. Returns 0, or -1 when out
** of memory. */
static int learn_search(sudoku__search *s, learn *L) {
    const sudoku_shape *sh = s->shape;
    prop p;
    for (;;) {
        const state *st = L->states[L->level];
        int ok;
        if (st->left == 0) {
            if (s->count++ == 0) memcpy(s->first, st->value, (size_t)sh->cells);
            if ((s->limit && s->count >= s->limit) || L->level == 0) return 0;
            /* no other solution makes every guess of this one */
            int n = 0;
            for (int d = L->level; d >= 1; d--)
                L->learnt[n++] = L->trail[L->lim[d]].fact;
            L->cur_lbd = 0;
            ok = jump_back(s, L, &p, n, L->level - 1);
        } else {
            if (s->max_nodes && s->nodes >= s->max_nodes) {
                s->gave_up = 1;
                return 0;
            }
            uint32_t f = act_guess(sh, L, st);
            if (!learn_open(L, sh->cells)) return -1;
            prop_init(&p, s, L->states[L->level]);
            p.L = L;
            s->nodes++;
            s->guesses++;
            ok = assign(&p, FACT_CELL(f), UINT32_C(1) << FACT_SYM(f),
                        why_of(W_DECISION, 0, 0, 0)) &&
                 propagate(&p);
        }
        while (ok == 0) {
            blame(s, &p);
            if (L->level == 0) return 0;
            int j, n = analyze(L, sh, p.conflict, &j);
            ok = jump_back(s, L, &p, n, j);
        }
        if (ok < 0) return -1;
        /* a restart: back to level 0, nogoods and activities kept; the
        ** nogoods are thinned there when due */
        int red = L->conflicts >= L->next_reduce;
        if ((L->conflicts >= L->next_restart || red) && L->level > 0) {
            L->restarts++;
            L->next_restart = L->conflicts + (uint64_t)LEARN_RESTART * luby(L->restarts);
            L->level = 0;
            L->top = L->qhead = L->lim[1];
        }
        if (red) {
            L->reduces++;
            L->next_reduce = L->conflicts + (uint64_t)LEARN_REDUCE +
                             (uint64_t)LEARN_REDUCE_INC * L->reduces;
            reduce(L, (size_t)sh->cells << 6);
        }
    }
}

static void learn_free(learn *L) {
    for (int d = 0; L->states && d < L->n_states; d++)
        free(L->states[d]);
    free(L->states);
    free(L->trail);
    free(L->lim);
    free(L->level_of);
    free(L->seen);
    free(L->learnt);
    free(L->head);
    free(L->lits);
    free(L->start);
    free(L->len);
    free(L->slots);
    free(L->pos_of);
    free(L->touched);
    free(L->lbd);
    free(L->act);
    free(L->stamp);
}

/* Sets L up to search from root, keeping at most max_lits facts in nogoods
** (0: LEARN_MAX_LITS). Returns 0 when out of memory. */
static int learn_init(learn *L, const sudoku_shape *sh, const state *root,
                      size_t max_lits) {
    size_t facts = (size_t)sh->cells << 6, levels = (size_t)sh->cells + 2;
    memset(L, 0, sizeof *L);
    L->max_lits = max_lits ? max_lits : LEARN_MAX_LITS;
    L->n_states = (int)levels;
    L->states = calloc(levels, sizeof(state *));
    L->trail = malloc(facts * sizeof *L->trail);
    L->lim = malloc(levels * sizeof *L->lim);
    L->level_of = calloc(facts, sizeof *L->level_of);
    L->seen = calloc(facts, 1);
    L->learnt = malloc(facts * sizeof *L->learnt);
    L->head = malloc(facts * sizeof *L->head);
    if (!L->states || !L->trail || !L->lim || !L->level_of || !L->seen || !L->learnt ||
        !L->head || !(L->states[0] = malloc(sizeof(state))))
        return 0;
    memset(L->head, 0xff, facts * sizeof *L->head);
    copy_state(L->states[0], root, sh->cells);
    L->pos_of = malloc(facts * sizeof *L->pos_of);
    L->touched = malloc(facts * sizeof *L->touched);
    if (!L->pos_of || !L->touched) return 0;
    L->n_act = (size_t)sh->cells * 32;
    L->act = calloc(L->n_act, sizeof *L->act);
    L->stamp = calloc(levels, sizeof *L->stamp);
    if (!L->act || !L->stamp) return 0;
    L->inc = 1;
    L->next_restart = LEARN_RESTART;
    L->next_reduce = LEARN_REDUCE;
    return 1;
}

static sudoku_status search_run(sudoku__search *s, const unsigned char *givens,
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
        if (st.value[c] || !(st.cand[c] & bit) ||
            !assign(&p, c, bit, why_of(W_DECISION, 0, 0, 0)))
            return SUDOKU_OK;
    }
    if (!propagate(&p)) return SUDOKU_OK;
    if (!s->plain && !s->rng && s->learn >= 0 &&
        (s->learn > 0 || sh->side >= LEARN_SIDE)) {
        uint64_t cap = s->max_nodes;
        if (!s->learn) { /* most boards need few nodes: the search without first */
            s->max_nodes = cap && cap < LEARN_AFTER ? cap : LEARN_AFTER;
            search_from(s, &st);
            s->max_nodes = cap;
            if (!s->gave_up || (cap && s->nodes >= cap)) return SUDOKU_OK;
            s->count = 0; /* its work stays counted in nodes and guesses */
            s->gave_up = 0;
        }
        learn L;
        int r = learn_init(&L, sh, &st, s->learn_facts) ? learn_search(s, &L) : -1;
        learn_free(&L);
        if (r == 0) return SUDOKU_OK;
        s->count = 0; /* out of memory or store: the search without learning */
        s->gave_up = 0;
    }
    search_from(s, &st);
    return SUDOKU_OK;
}

sudoku_status sudoku__search_run(sudoku__search *s, const unsigned char *givens,
                                 const uint32_t *marks) {
    unsigned char hint[SUDOKU__MAX_HOUSES][SUDOKU_MAX_SIDE];
    memset(hint, 0, (size_t)s->shape->houses * sizeof hint[0]);
    s->hint = hint;
    sudoku_status st = search_run(s, givens, marks);
    s->hint = NULL; /* it lived on this stack */
    return st;
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
