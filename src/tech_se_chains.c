/*
** tech_se_chains.c - Sudoku Explainer's chain family, as its ratings need
** it: bidirectional X- and Y-cycles and forcing X- and XY-chains (6.5-7.0),
** nishio (7.5), multiple (8.0) and dynamic (8.5) forcing chains, the
** dynamic forcing chains (+) (9.0) and the nested forcing chains (9.5 and
** up), each plus SE's length bonus on the chain's complexity (the number of
** distinct candidates, on or off, that its conclusion rests on, plus the
** complexity of every nested chain it used). The searches follow SE's
** rules so that the chain SE would take, and so its rating, come out:
** implications are followed breadth first, the first way a candidate is
** reached is the one kept, and of all conclusions found the one with the
** lowest rating, then the lowest complexity, is taken.
** A chain of level 1 and up, when singles run dry, also lets a pattern
** (locked candidates, a hidden or naked pair, an X-wing) or, from level 2,
** a whole inner chain search run in the position the chain has reached: a
** removal that rests on candidates the chain turned off joins the chain.
** The patterns are the techniques' own finders (tech.h), run on the
** chain's grid in SE's order; SE's generalised ones of a variant board
** (VLocking, NakedSetGen) are here.
*/
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "tech.h"

/* A potential: candidate d (1..9) of cell c assumed on or off. */
#define POT(c, d, on) ((((c)*9 + (d)-1) << 1) | (on))
#define POT_CELL(p) (((p) >> 1) / 9)
#define POT_DIGIT(p) ((((p) >> 1) % 9) + 1)
#define POT_ON(p) ((p)&1)
#define POTS 1458

/* The classic board's geometry as tables: computed per implication, the
** divisions of sudoku__box and sudoku__unit_cell were a fifth of a hard
** rating's instructions. */
typedef struct cell_geo {
    unsigned char unit[3], pos[3];
} cell_geo;

/* Each cell's units in the order the chains visit them (box, row,
** column: ids 18 + box, row, 9 + column) and its position in each. */
static const cell_geo geo[81] = {
    {{18, 0, 9}, {0, 0, 0}},  {{18, 0, 10}, {1, 1, 0}}, {{18, 0, 11}, {2, 2, 0}},
    {{19, 0, 12}, {0, 3, 0}}, {{19, 0, 13}, {1, 4, 0}}, {{19, 0, 14}, {2, 5, 0}},
    {{20, 0, 15}, {0, 6, 0}}, {{20, 0, 16}, {1, 7, 0}}, {{20, 0, 17}, {2, 8, 0}},
    {{18, 1, 9}, {3, 0, 1}},  {{18, 1, 10}, {4, 1, 1}}, {{18, 1, 11}, {5, 2, 1}},
    {{19, 1, 12}, {3, 3, 1}}, {{19, 1, 13}, {4, 4, 1}}, {{19, 1, 14}, {5, 5, 1}},
    {{20, 1, 15}, {3, 6, 1}}, {{20, 1, 16}, {4, 7, 1}}, {{20, 1, 17}, {5, 8, 1}},
    {{18, 2, 9}, {6, 0, 2}},  {{18, 2, 10}, {7, 1, 2}}, {{18, 2, 11}, {8, 2, 2}},
    {{19, 2, 12}, {6, 3, 2}}, {{19, 2, 13}, {7, 4, 2}}, {{19, 2, 14}, {8, 5, 2}},
    {{20, 2, 15}, {6, 6, 2}}, {{20, 2, 16}, {7, 7, 2}}, {{20, 2, 17}, {8, 8, 2}},
    {{21, 3, 9}, {0, 0, 3}},  {{21, 3, 10}, {1, 1, 3}}, {{21, 3, 11}, {2, 2, 3}},
    {{22, 3, 12}, {0, 3, 3}}, {{22, 3, 13}, {1, 4, 3}}, {{22, 3, 14}, {2, 5, 3}},
    {{23, 3, 15}, {0, 6, 3}}, {{23, 3, 16}, {1, 7, 3}}, {{23, 3, 17}, {2, 8, 3}},
    {{21, 4, 9}, {3, 0, 4}},  {{21, 4, 10}, {4, 1, 4}}, {{21, 4, 11}, {5, 2, 4}},
    {{22, 4, 12}, {3, 3, 4}}, {{22, 4, 13}, {4, 4, 4}}, {{22, 4, 14}, {5, 5, 4}},
    {{23, 4, 15}, {3, 6, 4}}, {{23, 4, 16}, {4, 7, 4}}, {{23, 4, 17}, {5, 8, 4}},
    {{21, 5, 9}, {6, 0, 5}},  {{21, 5, 10}, {7, 1, 5}}, {{21, 5, 11}, {8, 2, 5}},
    {{22, 5, 12}, {6, 3, 5}}, {{22, 5, 13}, {7, 4, 5}}, {{22, 5, 14}, {8, 5, 5}},
    {{23, 5, 15}, {6, 6, 5}}, {{23, 5, 16}, {7, 7, 5}}, {{23, 5, 17}, {8, 8, 5}},
    {{24, 6, 9}, {0, 0, 6}},  {{24, 6, 10}, {1, 1, 6}}, {{24, 6, 11}, {2, 2, 6}},
    {{25, 6, 12}, {0, 3, 6}}, {{25, 6, 13}, {1, 4, 6}}, {{25, 6, 14}, {2, 5, 6}},
    {{26, 6, 15}, {0, 6, 6}}, {{26, 6, 16}, {1, 7, 6}}, {{26, 6, 17}, {2, 8, 6}},
    {{24, 7, 9}, {3, 0, 7}},  {{24, 7, 10}, {4, 1, 7}}, {{24, 7, 11}, {5, 2, 7}},
    {{25, 7, 12}, {3, 3, 7}}, {{25, 7, 13}, {4, 4, 7}}, {{25, 7, 14}, {5, 5, 7}},
    {{26, 7, 15}, {3, 6, 7}}, {{26, 7, 16}, {4, 7, 7}}, {{26, 7, 17}, {5, 8, 7}},
    {{24, 8, 9}, {6, 0, 8}},  {{24, 8, 10}, {7, 1, 8}}, {{24, 8, 11}, {8, 2, 8}},
    {{25, 8, 12}, {6, 3, 8}}, {{25, 8, 13}, {7, 4, 8}}, {{25, 8, 14}, {8, 5, 8}},
    {{26, 8, 15}, {6, 6, 8}}, {{26, 8, 16}, {7, 7, 8}}, {{26, 8, 17}, {8, 8, 8}},
};

/* The cells of each unit (sudoku__unit_cell as a table). */
static const unsigned char unit_cells[27][9] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8},          {9, 10, 11, 12, 13, 14, 15, 16, 17},
    {18, 19, 20, 21, 22, 23, 24, 25, 26}, {27, 28, 29, 30, 31, 32, 33, 34, 35},
    {36, 37, 38, 39, 40, 41, 42, 43, 44}, {45, 46, 47, 48, 49, 50, 51, 52, 53},
    {54, 55, 56, 57, 58, 59, 60, 61, 62}, {63, 64, 65, 66, 67, 68, 69, 70, 71},
    {72, 73, 74, 75, 76, 77, 78, 79, 80}, {0, 9, 18, 27, 36, 45, 54, 63, 72},
    {1, 10, 19, 28, 37, 46, 55, 64, 73},  {2, 11, 20, 29, 38, 47, 56, 65, 74},
    {3, 12, 21, 30, 39, 48, 57, 66, 75},  {4, 13, 22, 31, 40, 49, 58, 67, 76},
    {5, 14, 23, 32, 41, 50, 59, 68, 77},  {6, 15, 24, 33, 42, 51, 60, 69, 78},
    {7, 16, 25, 34, 43, 52, 61, 70, 79},  {8, 17, 26, 35, 44, 53, 62, 71, 80},
    {0, 1, 2, 9, 10, 11, 18, 19, 20},     {3, 4, 5, 12, 13, 14, 21, 22, 23},
    {6, 7, 8, 15, 16, 17, 24, 25, 26},    {27, 28, 29, 36, 37, 38, 45, 46, 47},
    {30, 31, 32, 39, 40, 41, 48, 49, 50}, {33, 34, 35, 42, 43, 44, 51, 52, 53},
    {54, 55, 56, 63, 64, 65, 72, 73, 74}, {57, 58, 59, 66, 67, 68, 75, 76, 77},
    {60, 61, 62, 69, 70, 71, 78, 79, 80},
};

#define MAX_NODES (1 << 17)
/* Room for what one potential implies: on_to_off's 8 other candidates, a
** digit's places in up to 8 houses (some shared), 16 anti-king and
** anti-knight cells, two digits in 4 non-consecutive neighbours */
#define CHAIN_BUF 128
#define MAX_PARENTS (1 << 19)

/* One potential reached, with the potentials it was reached from (its
** first parent is the one that implied it; the others are the candidates a
** dynamic chain had removed, that made the implication hold). */
typedef struct node {
    int pot, first, count;  /* parents: parents[first .. first+count-1] */
    int nested;             /* the nested chain it comes from (engine's
                               chains[]), or -1 */
    unsigned char cause;    /* CAUSE_* or, for an "on" potential, the unit
                               0..26 where it is the digit's last place */
    unsigned char tech;     /* CAUSE_ADVANCED: the pattern's technique */
    unsigned char where[2]; /* and where it is (sudoku_chain_node.where) */
    uint16_t digits;        /* and its digits */
} node;

#define CAUSE_NONE 255     /* an assumption */
#define CAUSE_CELL 254     /* the cell's last candidate */
#define CAUSE_ADVANCED 253 /* a pattern's or a nested chain's removal */

/* A set of potentials reached, in the order they were reached. */
typedef struct pot_set {
    int at[POTS]; /* node index, or -1 */
    int order[POTS], n;
} pot_set;

/* A nested chain a chain used: what SE adds of it to the complexity, and
** how to find it again to show it (the inner search that found it, in the
** grid it ran in, and the conclusion's ranking there). */
typedef struct nested_chain {
    int complexity, first_node;
    uint32_t signature; /* equal for chains with the same potentials */
    int kind, nest_limit, tech, key, n_removals;
    uint32_t removals;   /* hash of its removals, as found.removals */
    uint16_t grid[81];   /* the working grid the inner search ran in */
    uint16_t source[81]; /* and the outer propagation's start */
} nested_chain;

/* Chain nodes being written: a step's chain, with an inner chain's nodes
** in a block before the removal they make. */
typedef struct chain_out {
    sudoku_chain_node *at; /* room for 'room' nodes */
    int n, room, cut;
} chain_out;

/* A search run again to write one of its conclusions' chain ('want'). */
typedef struct capture {
    const nested_chain *want;
    chain_out *out;
    int depth; /* of the nodes written */
    int done;
} capture;

struct found_list;
struct outcome_sets;
struct inner_cache;
struct bfs_memo;
struct kept_prop;
struct lazy;

/* What a unary search reads of the grid: a cell's candidates, or a digit's
** places in a unit (READS of them). */
#define READ_CELL(c) (c)
#define READ_PLACES(u, d) (81 + (u)*9 + (d)-1)
#define READS (81 + 27 * 9)

/* A set of potentials, a bit each. */
#define POT_WORDS ((POTS + 63) / 64)
#define CAND_WORDS ((729 + 63) / 64) /* a set of candidates, a bit each */
struct reach;
struct best;

/* What an "off" potential of the classic board implies in a static chain
** (off_to_on's answer, which holds while the grid does): the cell's other
** candidate (a potential, or -1) and the digit's other place in each unit
** where two are left, with the unit. Valid when gen is the engine's
** grid_gen. */
typedef struct off_links {
    uint32_t gen;
    short other, to[3];
    unsigned char n, unit[3];
} off_links;

typedef struct engine {
    const sudoku__position *s;
    uint16_t grid[81];   /* the working grid (dynamic chains remove from it) */
    uint16_t source[81]; /* the grid when the current propagation started */
    uint16_t base[81];   /* the grid the search started from */
    /* in 'grid', digit d's places in unit u: bit k for the unit's cell k;
    ** units 0..n_units-1 (27, or every house id on a board with a table) */
    uint16_t places[SUDOKU__HOUSES][10];
    uint16_t source_places[SUDOKU__HOUSES][10]; /* and in 'source' */
    int n_units;
    /* off_to_on's answers for a static chain on the classic board, by
    ** candidate; grid_gen changes whenever the grid or places may have */
    uint32_t grid_gen;
    off_links links[729];
    /* on a board with a table of houses (h, else NULL): each cell's houses
    ** in Sudoku Explainer's order (box, row, column, then the extra houses
    ** by id) and its place in each */
    const sudoku__houses *h;
    unsigned char n_cu[81], cu[81][SUDOKU__CELL_HOUSES], cpos[81][SUDOKU__CELL_HOUSES];
    int has_source; /* 0: no hidden parents (SE's static searches) */
    /* an inner static multiple search: the cells whose chains may find a
    ** conclusion resting on the outer chain (chains_from_cell of the
    ** others is skipped while 'only' is set) */
    int only, cell_now; /* cell_now: the cell chains_from_cell is at */
    unsigned char may[81];
    /* while 'reads' is set, a unary search notes what it reads of the grid,
    ** each once (was_read), in read[0..n_read-1], and whether it reached a
    ** conclusion or a cycle (which read more) */
    int reads, concluded, n_read;
    uint64_t was_read[(READS + 63) / 64];
    uint16_t read[READS];
    struct bfs_memo *memo; /* which unary searches may find something, or NULL */
    /* what each potential reaches, for forcing_concludes(), in the grid and
    ** links of the unary() pass numbered 'pass' (or NULL) */
    struct reach *reach;
    int pass;
    int dynamic, nishio, multiple;
    int level, nest_limit; /* SE's nesting level (0: none) and, at level 4,
                              the level of the dynamic chains nested */
    int n_nodes, n_parents, overflow;
    /* an inner search collects every conclusion into 'collect', with the
    ** candidates of the outer chain each rests on (outer_source, the outer
    ** propagation's start, has them; base has them no more) */
    struct found_list *collect;
    const uint16_t *outer_source;
    int region_unit; /* the unit of the region chains being offered */
    struct engine *inner;
    /* an inner engine's best step, which its searches never write: they
    ** collect what they find (offer and close_cycle return before
    ** take_best when 'collect' is set), so it stays zero; or NULL */
    struct best *none;
    struct outcome_sets *sets;
    struct kept_prop *kept; /* propagations from "on" potentials, for run_family */
    int kept_pass;          /* the run_family pass they hold for */
    /* kept propagations put back whose nodes, parents and nested chains
    ** are not copied yet (their places are taken), by start: copied when a
    ** conclusion reads them (lazy_copy) */
    struct lazy *lazy;
    int n_lazy, cap_lazy;
    pot_set *unary_sets;       /* the two sets of a cycle or forcing search */
    struct inner_cache *cache; /* inner searches' outcomes, by grid: one
                                  for all the engines of a search, owned
                                  by its caller */
    nested_chain *chains;
    int n_chains, cap_chains;
    capture *capture; /* when set, the conclusion whose chain to write */
    node nodes[MAX_NODES];
    int parents[MAX_PARENTS];
    int seen[POTS], stamp;
    int walk[POTS], stack[POTS];
    int queue_on[MAX_NODES > POTS * 24 ? POTS * 24 : MAX_NODES];
    int queue_off[POTS * 24];
} engine;

/* A node of the best step that an inner chain removed: the chain's nodes
** are written before it once the search is over. */
typedef struct pending {
    int node;
    nested_chain chain;
} pending;

/* The best conclusion so far, by SE's order: difficulty, complexity, kind. */
typedef struct best {
    int found;
    double difficulty;
    int complexity, key;
    pending *pending;
    int n_pending, cap_pending;
    sudoku_step step;
} best;

/* SE's choice between conclusions: the easiest, then the shortest, then the
** first found (lowest key). Records a better one's ranking in b and says so;
** the caller then writes its step. */
static int take_best(best *b, double difficulty, int complexity, int key) {
    if (b->found && (difficulty > b->difficulty + 1e-9 ||
                     (difficulty > b->difficulty - 1e-9 &&
                      (complexity > b->complexity ||
                       (complexity == b->complexity && key >= b->key)))))
        return 0;
    b->found = 1;
    b->n_pending = 0;
    b->difficulty = difficulty;
    b->complexity = complexity;
    b->key = key;
    return 1;
}

/* The growable array 'items' (n used of *cap, 'size' bytes each) with room
** for one more: itself, or moved to a block of twice the capacity ('first'
** items at first). Returns NULL, 'items' untouched, when memory runs out. */
static void *grow(void *items, int n, int *cap, size_t size, int first) {
    int wanted = *cap ? 2 * *cap : first;
    void *grown;

    if (n < *cap) return items;
    grown = realloc(items, (size_t)wanted * size);
    if (grown) *cap = wanted;
    return grown;
}

/* ------------------------------------------------------------ nodes */

static int new_node(engine *e, int pot, int parent) {
    node *n;

    if (e->n_nodes >= MAX_NODES || e->n_parents >= MAX_PARENTS - 16) {
        e->overflow = 1;
        return e->n_nodes ? e->n_nodes - 1 : 0;
    }
    n = &e->nodes[e->n_nodes];
    n->pot = pot;
    n->first = e->n_parents;
    n->count = 0;
    n->nested = -1;
    n->cause = CAUSE_NONE;
    n->tech = 0;
    n->where[0] = n->where[1] = 255;
    n->digits = 0;
    if (parent >= 0) {
        e->parents[e->n_parents++] = parent;
        n->count = 1;
    }
    return e->n_nodes++;
}

static void add_parent(engine *e, int n, int parent) {
    if (e->n_parents >= MAX_PARENTS) {
        e->overflow = 1;
        return;
    }
    /* parents of node n are contiguous: only the newest node may grow */
    e->parents[e->n_parents++] = parent;
    e->nodes[n].count++;
}

/* Forgets the nodes from 'nodes' on (and the nested chains they used). */
static void lazy_drop(engine *e, int nodes);

static void rewind_nodes(engine *e, int nodes, int parents) {
    e->n_nodes = nodes;
    e->n_parents = parents;
    lazy_drop(e, nodes);
    while (e->n_chains > 0 && e->chains[e->n_chains - 1].first_node >= nodes)
        e->n_chains--;
}

static void set_clear(pot_set *set) {
    int i;

    for (i = 0; i < set->n; i++)
        set->at[set->order[i]] = -1;
    set->n = 0;
}

static void set_init(pot_set *set) {
    memset(set->at, -1, sizeof set->at);
    set->n = 0;
}

/* The position of cell c in the t-th of its units (box, row, column). */
static int unit_pos(int c, int t) { return geo[c].pos[t]; }

/* Cell k of unit (house) u, in Sudoku Explainer's order (tech.h). */
static int cell_of(const engine *e, int u, int k) { return sudoku__se_cell(e->h, u, k); }

/* Fills e's table of each cell's houses, on a board with a table. */
static void cell_units_load(engine *e) {
    int c, j, k;

    for (c = 0; c < 81; c++) {
        /* the box of c: a jigsaw's region when it is one */
        int n = 0, first[3] = {sudoku__house_of_type(e->s, c, 0), sudoku__row(c),
                               9 + sudoku__col(c)};
        for (j = 0; j < 3; j++)
            if (first[j] >= 0 && ((e->h->in[c] >> first[j]) & 1u))
                e->cu[c][n++] = (unsigned char)first[j];
        for (j = 27; j < SUDOKU__HOUSES; j++)
            if ((e->h->in[c] >> j) & 1u) e->cu[c][n++] = (unsigned char)j;
        e->n_cu[c] = (unsigned char)n;
        for (j = 0; j < n; j++)
            for (k = 0; k < 9; k++)
                if (cell_of(e, e->cu[c][j], k) == c) e->cpos[c][j] = (unsigned char)k;
    }
}

/* The units of cell c in SE's order into units[], c's place in each into
** pos[]; returns how many (3 on the classic board). */
static int cell_units(const engine *e, int c, int *units, int *pos) {
    int t, n;

    if (!e->h) {
        units[0] = 18 + sudoku__box(c);
        units[1] = sudoku__row(c);
        units[2] = 9 + sudoku__col(c);
        for (t = 0; t < 3; t++)
            pos[t] = unit_pos(c, t);
        return 3;
    }
    n = e->n_cu[c];
    for (t = 0; t < n; t++) {
        units[t] = e->cu[c][t];
        pos[t] = e->cpos[c][t];
    }
    return n;
}

/* Forgets the off_to_on answers kept: the grid or its places change. */
static void grid_changed(engine *e) {
    if (++e->grid_gen == 0) { /* wrapped: no answer may look valid */
        memset(e->links, 0, sizeof e->links);
        e->grid_gen = 1;
    }
}

/* Takes cell c from digit d's places in its units. */
static void places_remove(engine *e, int c, int d) {
    int units[SUDOKU__CELL_HOUSES], pos[SUDOKU__CELL_HOUSES], t, n_units;

    grid_changed(e);
    if (!e->h) {
        for (t = 0; t < 3; t++)
            e->places[geo[c].unit[t]][d] &= (uint16_t) ~(1u << geo[c].pos[t]);
        return;
    }
    n_units = cell_units(e, c, units, pos);
    for (t = 0; t < n_units; t++)
        e->places[units[t]][d] &= (uint16_t) ~(1u << pos[t]);
}

/* Sets e->places from e->grid. */
static void places_load(engine *e) {
    int u, k, d;

    grid_changed(e);
    memset(e->places, 0, sizeof e->places[0] * (size_t)e->n_units);
    if (!e->h) { /* the classic board: each candidate into its three units */
        for (k = 0; k < 81; k++) {
            const cell_geo *g = &geo[k];
            unsigned m = e->grid[k];
            for (; m; m &= m - 1) {
                d = sudoku__lowest_digit(m);
                e->places[g->unit[0]][d] |= (uint16_t)(1u << g->pos[0]);
                e->places[g->unit[1]][d] |= (uint16_t)(1u << g->pos[1]);
                e->places[g->unit[2]][d] |= (uint16_t)(1u << g->pos[2]);
            }
        }
        return;
    }
    for (u = 0; u < e->n_units; u++)
        for (k = 0; k < 9; k++) {
            unsigned m = e->grid[cell_of(e, u, k)];
            for (d = 1; m; d++, m >>= 1)
                if (m & 1) e->places[u][d] |= (uint16_t)(1u << k);
        }
}

/* One of the engine's two (empty) sets for cycles and forcing X- and
** XY-chains, or NULL when memory ran out. */
static pot_set *unary_set(engine *e, int k) {
    if (!e->unary_sets) {
        e->unary_sets = malloc(2 * sizeof *e->unary_sets);
        if (!e->unary_sets) return NULL;
        set_init(&e->unary_sets[0]);
        set_init(&e->unary_sets[1]);
    }
    return &e->unary_sets[k];
}

static int set_get(const pot_set *set, int pot) { return set->at[pot]; }

/* Adds node n unless its potential is there; returns 1 when added. */
static int set_add(engine *e, pot_set *set, int n) {
    int pot = e->nodes[n].pot;

    if (set->at[pot] >= 0) return 0;
    set->at[pot] = n;
    set->order[set->n++] = pot;
    return 1;
}

/* The nodes node n rests on, itself included, one for each potential (the
** first way it is reached), into e->walk. Returns how many. */
static int walk_from(engine *e, int n) {
    int top = 0, count = 0, k;

    e->stamp++;
    e->stack[top++] = n;
    e->seen[e->nodes[n].pot] = e->stamp;
    while (top > 0) {
        const node *x = &e->nodes[e->stack[--top]];
        e->walk[count++] = e->stack[top];
        for (k = 0; k < x->count; k++) {
            int p = e->parents[x->first + k];
            if (e->seen[e->nodes[p].pot] == e->stamp) continue;
            e->seen[e->nodes[p].pot] = e->stamp;
            e->stack[top++] = p;
        }
    }
    return count;
}

/* Number of distinct potentials node n rests on, itself included. */
static int ancestors(engine *e, int n) { return walk_from(e, n); }

/* SE's complexity of a conclusion reached at nodes ends[0..n_ends-1]: the
** sum of their ancestor counts, plus the complexity of each distinct
** nested chain any of them rests on. *signature (when not NULL) tells
** chains with the same potentials apart from others. */
static int measure(engine *e, const int *ends, int n_ends, uint32_t *signature) {
    uint32_t h = 2166136261u, sigs[256];
    int k, i, total = 0, n_sigs = 0;

    for (k = 0; k < n_ends; k++) {
        int n = walk_from(e, ends[k]);
        total += n;
        for (i = 0; i < n; i++) {
            const node *x = &e->nodes[e->walk[i]];
            int j;
            h = (h ^ (uint32_t)x->pot) * 16777619u;
            if (x->nested < 0) continue;
            for (j = 0; j < n_sigs && sigs[j] != e->chains[x->nested].signature; j++)
                ;
            if (j < n_sigs) continue;
            if (n_sigs < 256) sigs[n_sigs++] = e->chains[x->nested].signature;
            total += e->chains[x->nested].complexity;
        }
    }
    if (signature) *signature = h;
    return total;
}

/* 1 when the first-parent line of node n passes through potential pot. */
static int has_ancestor(const engine *e, int n, int pot) {
    while (e->nodes[n].count > 0) {
        n = e->parents[e->nodes[n].first];
        if (e->nodes[n].pot == pot) return 1;
    }
    return 0;
}

/* ------------------------------------------------------------ implications */

static void note_read(engine *e, int id) {
    uint64_t bit = (uint64_t)1 << (id & 63);

    if (e->was_read[id >> 6] & bit) return;
    e->was_read[id >> 6] |= bit;
    e->read[e->n_read++] = (uint16_t)id;
}

/* Notes what on_to_off and off_to_on read for candidate d of cell c: the
** cell's candidates (with y), the digit's places in its units (with x). */
static void note_reads(engine *e, int c, int d, int y, int x) {
    int t;

    if (y) note_read(e, READ_CELL(c));
    if (!x) return;
    for (t = 0; t < 3; t++)
        note_read(e, READ_PLACES(geo[c].unit[t], d));
}

/* The cells of a non-consecutive board next to c, in SE's order (up, down,
** right, left); returns how many (none on another board). */
static int next_to(const engine *e, int c, int *out) {
    int n = 0;

    if (!e->h->n_adj[c]) return 0;
    if (c >= 9) out[n++] = c - 9;
    if (c < 72) out[n++] = c + 9;
    if (c % 9 < 8) out[n++] = c + 1;
    if (c % 9 > 0) out[n++] = c - 1;
    return n;
}

/* Bit k of a set kept as 64-bit words (cells, potentials, searches). */
static int bit_in(const uint64_t *bits, int k) { return bits[k >> 6] >> (k & 63) & 1; }

static void bit_set(uint64_t *bits, int k) { bits[k >> 6] |= (uint64_t)1 << (k & 63); }

/* The anti-king cells (a diagonal step) and then the anti-knight cells
** of a chain's "on" potential, as SE's chains list them: by its move
** tables read as (column, row) steps, where its lists of visible cells
** (our peers) read them as (row, column) steps, so the two orders differ.
** As (row, column) steps here. */
static const signed char ferz_steps[4][2] = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};
static const signed char knight_steps[8][2] = {{2, 1}, {2, -1}, {-2, 1}, {-2, -1},
                                               {1, 2}, {1, -2}, {-1, 2}, {-1, -2}};

/* Adds candidate d of the cell 'step' away from c to out[*n] when the
** cell is on the board, not added yet and holds d. */
static void add_step_off(const engine *e, int c, int d, const signed char step[2],
                         uint64_t *added, int *out, int *n) {
    int r = c / 9 + step[0], col = c % 9 + step[1], o = r * 9 + col;

    if (r < 0 || r > 8 || col < 0 || col > 8 || bit_in(added, o) ||
        !sudoku__has_digit(e->grid[o], d))
        return;
    bit_set(added, o);
    out[(*n)++] = POT(o, d, 0);
}

/* on_to_off on a board with a table of houses, in SE's order: after the
** cell's other candidates, the digit's other places in each of the cell's
** houses, then the anti-king and anti-knight cells holding it (each cell
** once, by SE's chain order of moves), then d+1 and d-1 in the
** non-consecutive neighbours. */
static int on_to_off_houses(const engine *e, int c, int d, int y, int *out) {
    uint64_t added[2] = {0, 0};
    unsigned variants = e->h->shape->spec.variants;
    int n = 0, t, k, near[4], n_near;

    bit_set(added, c);
    if (y)
        for (k = 1; k <= 9; k++)
            if (k != d && sudoku__has_digit(e->grid[c], k)) out[n++] = POT(c, k, 0);
    for (t = 0; t < e->n_cu[c]; t++) {
        int u = e->cu[c][t];
        unsigned m = e->places[u][d];
        for (; m; m &= m - 1) {
            int o = cell_of(e, u, sudoku__lowest_digit(m) - 1);
            if ((added[o >> 6] >> (o & 63)) & 1u) continue;
            added[o >> 6] |= (uint64_t)1 << (o & 63);
            out[n++] = POT(o, d, 0);
        }
    }
    for (k = 0; k < 4 && (variants & SUDOKU_VARIANT_ANTI_KING); k++)
        add_step_off(e, c, d, ferz_steps[k], added, out, &n);
    for (k = 0; k < 8 && (variants & SUDOKU_VARIANT_ANTI_KNIGHT); k++)
        add_step_off(e, c, d, knight_steps[k], added, out, &n);
    n_near = next_to(e, c, near);
    for (k = 0; k < n_near; k++) {
        if (d < 9 && sudoku__has_digit(e->grid[near[k]], d + 1))
            out[n++] = POT(near[k], d + 1, 0);
        if (d > 1 && sudoku__has_digit(e->grid[near[k]], d - 1))
            out[n++] = POT(near[k], d - 1, 0);
    }
    return n;
}

/* What turning node p on turns off: the cell's other candidates (with
** 'y'), then the digit's other places in the box, the row, the column
** (and on a board with a table, in SE's order, what on_to_off_houses
** says). */
static int on_to_off(engine *e, int p, int y, int *out) {
    int pot = e->nodes[p].pot, v = pot >> 1, c = v / 9, d = v - 9 * c + 1, n = 0, t;
    const cell_geo *g = &geo[c];
    /* each cell once: c itself and, in its row and column, the cells of its
    ** box (already out) are left out */
    unsigned skip[3] = {1u << g->pos[0], 7u << (g->pos[1] / 3 * 3),
                        7u << (g->pos[2] / 3 * 3)};

    if (e->h) return on_to_off_houses(e, c, d, y, out);
    if (e->reads) note_reads(e, c, d, y, 1);
    if (y) {
        unsigned m = e->grid[c] & ~(1u << (d - 1));
        for (; m; m &= m - 1)
            out[n++] = POT(c, sudoku__lowest_digit(m), 0);
    }
    for (t = 0; t < 3; t++) {
        const unsigned char *cells = unit_cells[g->unit[t]];
        unsigned m = e->places[g->unit[t]][d] & ~skip[t];
        for (; m; m &= m - 1)
            out[n++] = POT(cells[sudoku__lowest_digit(m) - 1], d, 0);
    }
    return n;
}

/* The nodes a node reached from p rests on besides p: candidates of
** its cell that the chain removed, in increasing order, from 'off'. */
static void hidden_of_cell(engine *e, int n, int cell, pot_set *off) {
    unsigned gone = (unsigned)(e->source[cell] & ~e->grid[cell]);

    if (!e->has_source) return;
    for (; gone; gone &= gone - 1) {
        int pot = POT(cell, sudoku__lowest_digit(gone), 0);
        if (set_get(off, pot) >= 0) add_parent(e, n, set_get(off, pot));
    }
}

/* The same for candidates of digit d in unit u, by their place in it. */
static void hidden_of_unit(engine *e, int n, int u, int d, pot_set *off) {
    unsigned gone = (unsigned)(e->source_places[u][d] & ~e->places[u][d]);

    if (!e->has_source) return;
    for (; gone; gone &= gone - 1) {
        int k = sudoku__lowest_digit(gone) - 1;
        int pot = POT(e->h ? cell_of(e, u, k) : unit_cells[u][k], d, 0);
        if (set_get(off, pot) >= 0) add_parent(e, n, set_get(off, pot));
    }
}

/* The other candidate of cell c, when two are left there and d goes, as a
** new node reached from p into *out. Returns 1, or 0 when there is none. */
static inline int other_candidate(engine *e, int p, int c, int d, pot_set *off,
                                  int *out) {
    int v, m;

    unsigned two = e->grid[c] & (e->grid[c] - 1u);

    if (!two || (two & (two - 1))) return 0; /* not two candidates */
    v = sudoku__lowest_digit(e->grid[c] & ~(1u << (d - 1)));
    m = new_node(e, POT(c, v, 1), p);
    e->nodes[m].cause = CAUSE_CELL;
    hidden_of_cell(e, m, c, off);
    *out = m;
    return 1;
}

/* off_to_on on a board with a table of houses: the other candidate (with
** 'y'), then the other place of the digit in each of the cell's houses
** (SE's order) where two are left. */
static int off_to_on_houses(engine *e, int p, pot_set *off, int y, int x, int *out) {
    int pot = e->nodes[p].pot, c = POT_CELL(pot), d = POT_DIGIT(pot), n = 0, t;

    if (y) n += other_candidate(e, p, c, d, off, out);
    for (t = 0; t < e->n_cu[c] && x; t++) {
        int u = e->cu[c][t];
        unsigned rest = e->places[u][d] & ~(1u << e->cpos[c][t]);
        if (rest && !(rest & (rest - 1))) {
            int m =
                new_node(e, POT(cell_of(e, u, sudoku__lowest_digit(rest) - 1), d, 1), p);
            e->nodes[m].cause = (unsigned char)u;
            hidden_of_unit(e, m, u, d, off);
            out[n++] = m;
        }
    }
    return n;
}

/* What turning candidate v (cell v / 9, digit v % 9 + 1) off turns on, on
** the classic board in the present grid, into *a (but its gen): the
** cell's other candidate where two are left, the digit's other place in
** each unit (box, row, column) where two are left. */
static inline void links_find(const engine *e, int v, off_links *a) {
    int c = v / 9, d = v - 9 * c + 1, t;
    const cell_geo *g = &geo[c];
    unsigned two = e->grid[c] & (e->grid[c] - 1u);

    a->other = -1;
    if (two && !(two & (two - 1)))
        a->other = (short)POT(c, sudoku__lowest_digit(e->grid[c] & ~(1u << (d - 1))), 1);
    a->n = 0;
    for (t = 0; t < 3; t++) {
        int u = g->unit[t];
        unsigned rest = e->places[u][d] & ~(1u << g->pos[t]);
        if (rest && !(rest & (rest - 1))) {
            a->to[a->n] = (short)POT(unit_cells[u][sudoku__lowest_digit(rest) - 1], d, 1);
            a->unit[a->n++] = (unsigned char)u;
        }
    }
}

/* off_links_on's answer for candidate v, worked out in the present grid
** and kept. */
static const off_links *links_fill(engine *e, int v) {
    off_links *a = &e->links[v];

    links_find(e, v, a);
    a->gen = e->grid_gen;
    return a;
}

/* The nodes off_to_on makes from node p (candidate v) turned off, by the
** answer *a for v: the other candidate (with 'y'), then the other places
** (with 'x'). Returns how many, their node indexes in out. */
static inline int links_nodes(engine *e, int p, int v, const off_links *a, pot_set *off,
                              int y, int x, int *out) {
    int n = 0, k, m;

    if (y && a->other >= 0) {
        m = new_node(e, a->other, p);
        e->nodes[m].cause = CAUSE_CELL;
        hidden_of_cell(e, m, v / 9, off);
        out[n++] = m;
    }
    if (!x) return n;
    for (k = 0; k < a->n; k++) {
        m = new_node(e, a->to[k], p);
        e->nodes[m].cause = a->unit[k];
        hidden_of_unit(e, m, a->unit[k], v % 9 + 1, off);
        out[n++] = m;
    }
    return n;
}

/* off_to_on in a static chain on the classic board (no reads noted): the
** same nodes in the same order, from the answer kept for candidate v
** while the grid holds. */
static inline int off_links_on(engine *e, int p, int v, pot_set *off, int y, int x,
                               int *out) {
    const off_links *a = e->links[v].gen == e->grid_gen ? &e->links[v] : links_fill(e, v);

    return links_nodes(e, p, v, a, off, y, x, out);
}

/* What turning node p off turns on, as new nodes: the other candidate of a
** bivalue cell (with 'y'), the other place of the digit in a unit where two
** are left (with 'x'). Returns how many, their node indexes in out. */
static int off_to_on_any(engine *e, int p, pot_set *off, int y, int x, int *out) {
    int v = e->nodes[p].pot >> 1;
    off_links a;

    if (e->h) return off_to_on_houses(e, p, off, y, x, out);
    if (e->reads) note_reads(e, v / 9, v % 9 + 1, y, x);
    links_find(e, v, &a);
    return links_nodes(e, p, v, &a, off, y, x, out);
}

/* off_to_on_any, by the answers kept in a static chain on the classic
** board. */
static inline int off_to_on(engine *e, int p, pot_set *off, int y, int x, int *out) {
    if (!e->h && !e->dynamic && !e->reads)
        return off_links_on(e, p, e->nodes[p].pot >> 1, off, y, x, out);
    return off_to_on_any(e, p, off, y, x, out);
}

/* ------------------------------------------------------------ propagation */

static int advanced(engine *e, pot_set *off, int *tail_off);

/* Completes 'on' and 'off' with everything they imply (SE's doChaining):
** all pending "on" first, then one "off" at a time; a dynamic chain removes
** each "off" from the grid as it goes. Returns 1 with the two nodes of a
** potential found both on and off in contra[], else 0. */
static int propagate(engine *e, pot_set *on, pot_set *off, int contra[2]) {
    int head_on = 0, tail_on = 0, head_off = 0, tail_off = 0, i, k, result = 0;
    int buf[CHAIN_BUF];
    size_t places_size = sizeof e->places[0] * (size_t)e->n_units;

    memcpy(e->source, e->grid, sizeof e->source);
    memcpy(e->source_places, e->places, places_size);
    e->has_source = 1;
    for (i = 0; i < on->n; i++)
        e->queue_on[tail_on++] = set_get(on, on->order[i]);
    for (i = 0; i < off->n; i++)
        e->queue_off[tail_off++] = set_get(off, off->order[i]);
    while (!e->overflow) {
        if (head_on < tail_on) {
            int p = e->queue_on[head_on++], n = on_to_off(e, p, !e->nishio, buf);
            for (k = 0; k < n; k++) {
                int conj = buf[k] | 1;
                if (set_get(on, conj) >= 0) {
                    contra[0] = set_get(on, conj);
                    contra[1] = new_node(e, buf[k], p);
                    result = 1;
                    goto done;
                }
                if (set_get(off, buf[k]) < 0) {
                    int m = new_node(e, buf[k], p);
                    set_add(e, off, m);
                    if (tail_off < POTS * 24) e->queue_off[tail_off++] = m;
                }
            }
            continue;
        }
        if (head_off < tail_off) {
            int p = e->queue_off[head_off++], pot = e->nodes[p].pot;
            int n = off_to_on(e, p, off, !e->nishio, 1, buf);
            if (e->dynamic) {
                int c = POT_CELL(pot), d = POT_DIGIT(pot);
                if (sudoku__has_digit(e->grid[c], d)) {
                    e->grid[c] &= (uint16_t)~sudoku__digit_bit(d);
                    places_remove(e, c, d);
                }
            }
            for (k = 0; k < n; k++) {
                int q = e->nodes[buf[k]].pot, conj = q & ~1;
                if (set_get(off, conj) >= 0) {
                    contra[0] = buf[k];
                    contra[1] = set_get(off, conj);
                    result = 1;
                    goto done;
                }
                if (!set_add(e, on, buf[k])) continue;
                if (tail_on < POTS * 24) e->queue_on[tail_on++] = buf[k];
            }
            continue;
        }
        /* singles ran dry: a chain of level 1 and up tries its patterns */
        if (e->level > 0 && advanced(e, off, &tail_off)) continue;
        break;
    }
done:
    memcpy(e->grid, e->source, sizeof e->grid);
    if (e->dynamic) {
        memcpy(e->places, e->source_places, places_size);
        grid_changed(e);
    }
    return result && !e->overflow;
}

/* ------------------------------------------------------------ kept propagations */

/* A propagation from one "on" potential, kept for the rest of one
** run_family pass: SE's region chains propagate each other place of a digit
** in a unit, as that cell's own binary chains do, in the same grid with the
** same rules, so the outcome is the same but for where its nodes sit (node
** and parent indexes relative to the start, nested chains to the first
** the propagation added). */
typedef struct kept_prop {
    int pass; /* == the engine's kept_pass: holds */
    int result, contra[2];
    int n_nodes, n_parents, n_on, n_off, n_chains;
    int cap_nodes, cap_parents, cap_order, cap_chains;
    node *nodes;  /* after the start */
    int *parents; /* from the start's first parent on */
    int *order;   /* the "on" set's nodes in order, then the "off" set's */
    nested_chain *chains;
} kept_prop;

static void kept_free(kept_prop *k) {
    int v;

    if (!k) return;
    for (v = 0; v < 729; v++) {
        free(k[v].nodes);
        free(k[v].parents);
        free(k[v].order);
        free(k[v].chains);
    }
    free(k);
}

/* 'items' (capacity *cap, 'size' bytes each) with room for n: itself, or
** moved to a larger block. Returns NULL, 'items' untouched, when memory
** runs out. */
static void *room_for(void *items, int n, int *cap, size_t size) {
    int wanted = *cap ? *cap : 64;
    void *grown;

    if (n < 1) n = 1; /* NULL is the failure */
    if (n <= *cap) return items;
    while (wanted < n)
        wanted *= 2;
    grown = realloc(items, (size_t)wanted * size);
    if (grown) *cap = wanted;
    return grown;
}

/* Keeps the propagation from node 'start' (its first parent index 'p0',
** the first nested chain it could add 'c0') into k; nothing when memory
** runs out. */
static void kept_store(engine *e, kept_prop *k, int start, int p0, int c0,
                       const pot_set *on, const pot_set *off, int result,
                       const int *contra) {
    int n = e->n_nodes - start - 1, np = e->n_parents - p0, nc = e->n_chains - c0, i;
    void *p;

    k->pass = 0;
    if (!(p = room_for(k->nodes, n, &k->cap_nodes, sizeof *k->nodes))) return;
    k->nodes = p;
    if (!(p = room_for(k->parents, np, &k->cap_parents, sizeof *k->parents))) return;
    k->parents = p;
    if (!(p = room_for(k->order, on->n + off->n, &k->cap_order, sizeof *k->order)))
        return;
    k->order = p;
    if (!(p = room_for(k->chains, nc, &k->cap_chains, sizeof *k->chains))) return;
    k->chains = p;
    for (i = 0; i < n; i++) {
        k->nodes[i] = e->nodes[start + 1 + i];
        k->nodes[i].first -= p0;
        if (k->nodes[i].nested >= 0) k->nodes[i].nested -= c0;
    }
    for (i = 0; i < np; i++)
        k->parents[i] = e->parents[p0 + i] - start;
    for (i = 0; i < on->n; i++)
        k->order[i] = set_get(on, on->order[i]) - start;
    for (i = 0; i < off->n; i++)
        k->order[on->n + i] = set_get(off, off->order[i]) - start;
    for (i = 0; i < nc; i++) {
        k->chains[i] = e->chains[c0 + i];
        k->chains[i].first_node -= start;
    }
    k->n_nodes = n;
    k->n_parents = np;
    k->n_chains = nc;
    k->n_on = on->n;
    k->n_off = off->n;
    k->result = result;
    k->contra[0] = result ? contra[0] - start : 0;
    k->contra[1] = result ? contra[1] - start : 0;
    k->pass = e->kept_pass;
}

/* A kept propagation put back after node 'start' whose nodes (after the
** start) and parents (from p0) are still to be copied, its nested chains
** from c0 on. */
typedef struct lazy {
    const kept_prop *k;
    int start, p0, c0;
} lazy;

/* Forgets the copies still to make of nodes from 'nodes' on. */
static void lazy_drop(engine *e, int nodes) {
    while (e->n_lazy > 0 && e->lazy[e->n_lazy - 1].start >= nodes)
        e->n_lazy--;
}

/* Copies the nodes and parents of lazy entry l into their places. */
static void lazy_fill(engine *e, const lazy *l) {
    const kept_prop *k = l->k;
    node *x = &e->nodes[l->start + 1];
    int *parents = &e->parents[l->p0], i;

    memcpy(x, k->nodes, (size_t)k->n_nodes * sizeof *x);
    for (i = 0; i < k->n_nodes; i++) {
        x[i].first += l->p0;
        if (x[i].nested >= 0) x[i].nested += l->c0;
    }
    for (i = 0; i < k->n_parents; i++)
        parents[i] = k->parents[i] + l->start;
}

/* Makes node n, and every node it rests on, readable: copies the kept
** propagation it is in, if not copied yet (a propagation's nodes rest only
** on its own). */
static void lazy_copy(engine *e, int n) {
    int lo = 0, hi = e->n_lazy - 1;

    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        const lazy *l = &e->lazy[mid];
        if (n <= l->start) {
            hi = mid - 1;
        } else if (n > l->start + l->k->n_nodes) {
            lo = mid + 1;
        } else {
            lazy_fill(e, l);
            memmove(&e->lazy[mid], &e->lazy[mid + 1],
                    (size_t)(e->n_lazy - mid - 1) * sizeof *e->lazy);
            e->n_lazy--;
            return;
        }
    }
}

/* Copies every kept propagation not copied yet. */
static void lazy_copy_all(engine *e) {
    int i;

    for (i = 0; i < e->n_lazy; i++)
        lazy_fill(e, &e->lazy[i]);
    e->n_lazy = 0;
}

/* Puts kept propagation k back after node 'start' into on and off (which
** hold only the start): the sets now, the nodes and parents (their places
** taken) when a conclusion reads them. Returns its result, or -1 (nothing
** done) where it would not fit as the propagation itself would. */
static int kept_replay(engine *e, const kept_prop *k, int start, pot_set *on,
                       pot_set *off, int contra[2]) {
    int p0 = e->n_parents, c0 = e->n_chains, i;
    nested_chain *chains;
    lazy *l;

    if (e->n_nodes + k->n_nodes > MAX_NODES || p0 + k->n_parents >= MAX_PARENTS - 16)
        return -1;
    if (k->n_chains) {
        chains = room_for(e->chains, c0 + k->n_chains, &e->cap_chains, sizeof *chains);
        if (!chains) return -1;
        e->chains = chains;
    }
    l = grow(e->lazy, e->n_lazy, &e->cap_lazy, sizeof *l, 64);
    if (!l) return -1;
    e->lazy = l;
    l = &e->lazy[e->n_lazy++];
    l->k = k;
    l->start = start;
    l->p0 = p0;
    l->c0 = c0;
    e->n_nodes += k->n_nodes;
    e->n_parents += k->n_parents;
    for (i = 0; i < k->n_chains; i++) {
        e->chains[e->n_chains] = k->chains[i];
        e->chains[e->n_chains++].first_node += start;
    }
    /* the sets' potentials are all different: no test */
    for (i = 1; i < k->n_on; i++) {
        int n = k->order[i], pot = k->nodes[n - 1].pot;
        on->at[pot] = n + start;
        on->order[on->n++] = pot;
    }
    for (i = 0; i < k->n_off; i++) {
        int n = k->order[k->n_on + i], pot = k->nodes[n - 1].pot;
        off->at[pot] = n + start;
        off->order[off->n++] = pot;
    }
    contra[0] = k->contra[0] + start;
    contra[1] = k->contra[1] + start;
    return k->result;
}

/* Adds to 'on' (and 'off', both empty) potential 'pot' assumed on and
** propagates it, or puts back the same propagation kept earlier in this
** run_family pass; keeps it when 'keep' (a cell's own binary chains are
** the last to ask for its candidates: each unit's first place, where the
** region chains ask for the others, comes first on the classic board).
** Returns as propagate(). */
static int propagate_on(engine *e, int pot, pot_set *on, pot_set *off, int contra[2],
                        int keep) {
    int start = new_node(e, pot, -1), p0 = e->n_parents, c0 = e->n_chains, result;
    kept_prop *k = e->kept ? &e->kept[pot >> 1] : NULL;

    set_add(e, on, start);
    if (k && !e->overflow && k->pass == e->kept_pass) {
        result = kept_replay(e, k, start, on, off, contra);
        if (result >= 0) return result;
        lazy_copy_all(e); /* before k is kept again */
    }
    result = propagate(e, on, off, contra);
    if (k && keep && !e->overflow)
        kept_store(e, k, start, p0, c0, on, off, result, contra);
    return result;
}

/* ------------------------------------------------------------ what it rests on */

static int by_index(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

/* The nodes that nodes ends[0..n_ends-1] rest on, themselves included, in
** 'out' in the order they were reached (a node's parents come before it).
** Returns how many, or -1 when memory ran out. */
static int rests_on(const engine *e, const int *ends, int n_ends, int *out) {
    unsigned char *seen = calloc((size_t)e->n_nodes + 1, 1);
    int *stack = malloc(((size_t)e->n_parents + (size_t)n_ends + 1) * sizeof *stack);
    int top = 0, n = 0, k;

    if (!seen || !stack) {
        free(seen);
        free(stack);
        return -1;
    }
    for (k = 0; k < n_ends; k++)
        stack[top++] = ends[k];
    while (top > 0) {
        int x = stack[--top];
        if (seen[x]) continue;
        seen[x] = 1;
        out[n++] = x;
        for (k = 0; k < e->nodes[x].count; k++)
            stack[top++] = e->parents[e->nodes[x].first + k];
    }
    free(seen);
    free(stack);
    qsort(out, (size_t)n, sizeof *out, by_index);
    return n;
}

/* The unit in which digit d has, in the grid the search started from, no
** place but cells a and b and those the branch turned off ('off', by
** candidate); 255 if none. */
static int strong_unit(const engine *e, int a, int b, int d, const unsigned char *off) {
    int units[SUDOKU__CELL_HOUSES], pos[SUDOKU__CELL_HOUSES], t, k;
    int n_units = cell_units(e, a, units, pos);

    for (t = 0; t < n_units; t++) {
        int ok = sudoku__in_house(e->s, b, units[t]);
        for (k = 0; k < 9 && ok; k++) {
            int o = cell_of(e, units[t], k);
            ok = o == a || o == b || !sudoku__has_digit(e->base[o], d) ||
                 off[o * 9 + d - 1];
        }
        if (ok) return units[t];
    }
    return 255;
}

/* Chain node for engine node x, whose first parent is chain node 'from'. */
static sudoku_chain_node chain_node(const engine *e, int x, int from, int branch,
                                    int depth, const unsigned char *off) {
    const node *n = &e->nodes[x];
    sudoku_chain_node c = {(unsigned char)POT_CELL(n->pot),
                           (unsigned char)POT_DIGIT(n->pot),
                           (unsigned char)POT_ON(n->pot),
                           SUDOKU_LINK_START,
                           (unsigned char)branch,
                           255,
                           (unsigned char)depth,
                           {n->where[0], n->where[1]},
                           n->digits,
                           (short)from};
    int p;

    if (n->count == 0) return c;
    if (n->cause == CAUSE_ADVANCED) { /* a pattern's or nested chain's removal */
        c.link = SUDOKU_LINK_PATTERN;
        c.unit = n->tech;
        c.from = -1;
        return c;
    }
    if (!POT_ON(n->pot)) {
        c.link = SUDOKU_LINK_WEAK;
        return c;
    }
    p = e->parents[n->first];
    if (POT_CELL(e->nodes[p].pot) == c.cell) {
        c.link = n->count > 1 ? SUDOKU_LINK_CELL : SUDOKU_LINK_STRONG;
        return c;
    }
    c.link = n->count > 1 ? SUDOKU_LINK_UNIT : SUDOKU_LINK_STRONG;
    c.unit =
        (unsigned char)strong_unit(e, POT_CELL(e->nodes[p].pot), c.cell, c.digit, off);
    return c;
}

static int write_inner(engine *e, const nested_chain *want, chain_out *out, int depth);

/* Writes into 'out', as branch 'branch' at 'depth', the nodes list[0..n-1]
** (engine nodes in the order reached; 'line': a cycle's line, each node
** following the one before). A node an inner chain removed is pushed to
** b->pending when 'b' is given (the top step: written once the search is
** over), else gets its chain written before it, a block one deeper.
** Returns 0 when the nodes did not all fit (out->cut set). */
static int write_nodes(engine *e, chain_out *out, const int *list, int n, int branch,
                       int depth, int line, best *b) {
    unsigned char off[729] = {0};
    int *at = malloc(((size_t)n + 1) * sizeof *at), k;

    if (!at) return out->cut = 1, 0;
    for (k = 0; k < n; k++)
        if (!POT_ON(e->nodes[list[k]].pot)) off[e->nodes[list[k]].pot >> 1] = 1;
    for (k = 0; k < n; k++) {
        const node *x = &e->nodes[list[k]];
        int from = -1, block = -1;
        if (line) {
            from = k > 0 ? at[k - 1] : -1;
        } else if (x->count > 0) {
            const int *p =
                bsearch(&e->parents[x->first], list, (size_t)k, sizeof *list, by_index);
            from = p ? at[p - list] : -1;
        }
        if (x->nested >= 0 && !b && depth < SUDOKU_CHAIN_DEPTH) {
            block = out->n;
            if (!write_inner(e, &e->chains[x->nested], out, depth + 1)) block = -1;
        }
        if (out->n >= out->room) break;
        if (x->nested >= 0 && b) {
            pending *q = grow(b->pending, b->n_pending, &b->cap_pending, sizeof *q, 8);
            if (!q) break;
            b->pending = q;
            q[b->n_pending].node = out->n;
            q[b->n_pending++].chain = e->chains[x->nested];
        }
        at[k] = out->n;
        out->at[out->n] = chain_node(e, list[k], from, branch, depth, off);
        if (block >= 0) out->at[out->n].from = (short)block;
        out->n++;
    }
    free(at);
    if (k < n) out->cut = 1;
    return k == n;
}

/* Writes into 'out', as branch 'branch' at 'depth', the nodes ends[] rest
** on (cut, with out->cut set, where they do not fit). */
static int write_branch(engine *e, chain_out *out, const int *ends, int n_ends,
                        int branch, int depth, best *b) {
    int *list = malloc(((size_t)e->n_nodes + 1) * sizeof *list);
    int n = list ? rests_on(e, ends, n_ends, list) : -1, ok;

    ok = n >= 0 && write_nodes(e, out, list, n, branch, depth, 0, b);
    if (n < 0) out->cut = 1;
    free(list);
    return ok;
}

/* A cycle: the first-parent line of node 'end' (its start reached again),
** from the start, into *line. Returns its length (cut at SUDOKU_CHAIN_MAX,
** *cut set). */
static int cycle_line(const engine *e, int end, int *line, int *cut) {
    int n = 0, k, x;

    for (x = end; n < SUDOKU_CHAIN_MAX; x = e->parents[e->nodes[x].first]) {
        line[n++] = x;
        if (e->nodes[x].count == 0) break;
    }
    *cut = e->nodes[line[n - 1]].count > 0;
    for (k = 0; k < n / 2; k++) {
        int t = line[k];
        line[k] = line[n - 1 - k];
        line[n - 1 - k] = t;
    }
    return n;
}

/* The step's chain as a chain_out; put back with out_done. */
static chain_out step_out(sudoku_step *st) {
    chain_out out = {st->chain, st->n_chain, SUDOKU_CHAIN_MAX, st->chain_cut};
    return out;
}

static void out_done(sudoku_step *st, const chain_out *out, int branches) {
    st->n_chain = out->n;
    st->chain_cut = out->cut;
    st->n_branches += branches;
}

/* Writes into the best step's chain, as a new branch, the nodes ends[]
** rest on. */
static void record_branch(engine *e, best *b, const int *ends, int n_ends) {
    sudoku_step *st = &b->step;
    chain_out out = step_out(st);

    if (st->n_branches >= SUDOKU_CHAIN_MAX) return;
    write_branch(e, &out, ends, n_ends, st->n_branches, 0, b);
    out_done(st, &out, 1);
}

/* Records a cycle closed at node 'end'. */
static void record_loop(engine *e, best *b, int end) {
    sudoku_step *st = &b->step;
    int line[SUDOKU_CHAIN_MAX], cut, n = cycle_line(e, end, line, &cut);
    chain_out out = step_out(st);

    out.n = 0;
    write_nodes(e, &out, line, n, 0, 0, 1, b);
    out.cut |= cut;
    st->n_branches = 0;
    out_done(st, &out, 1);
    st->chain_end = SUDOKU_CHAIN_LOOP;
}

/* Records a contradiction: from one assumption, nodes a and b (a candidate
** on and off) are both reached. */
static void record_clash(engine *e, best *bs, int a, int b) {
    int ends[2] = {a, b};

    record_branch(e, bs, ends, 2);
    bs->step.chain_end = SUDOKU_CHAIN_CLASH;
    bs->step.end_cell = (unsigned char)POT_CELL(e->nodes[a].pot);
    bs->step.end_digit = (unsigned char)POT_DIGIT(e->nodes[a].pot);
}

/* Records an agreement: each of the 'count' sets (one a branch) reaches
** potential pot (end_cell, end_digit); 'unit' the unit of a region's
** places, or 255. */
static void record_agree(engine *e, best *b, pot_set *const *sets, int count, int pot,
                         int unit) {
    int k;

    for (k = 0; k < count; k++) {
        int end = set_get(sets[k], pot);
        record_branch(e, b, &end, 1);
    }
    b->step.chain_end = SUDOKU_CHAIN_AGREE;
    b->step.end_cell = (unsigned char)POT_CELL(pot);
    b->step.end_digit = (unsigned char)POT_DIGIT(pot);
    b->step.end_unit = (unsigned char)unit;
}

/* ------------------------------------------------------------ conclusions */

/* ------------------------------------------------------------ inner conclusions */

/* A conclusion an inner search found, ranked as SE sorts them, with what
** it removes and the candidates of the outer chain it rests on (both as
** potentials in the list's pool, the removals first). */
typedef struct found {
    double difficulty;
    int complexity, key, part, seq, tech; /* part, seq: the order found */
    uint32_t signature, removals;         /* the latter a hash of the removals */
    int first, n_removals, n_parents;
} found;

typedef struct found_list {
    found *items;
    int n, cap;
    int *pool;
    int n_pool, cap_pool;
    int overflow;
} found_list;

static int pool_push(found_list *f, int pot) {
    int *pool = grow(f->pool, f->n_pool, &f->cap_pool, sizeof *pool, 4096);

    if (!pool) return f->overflow = 1, 0;
    f->pool = pool;
    f->pool[f->n_pool++] = pot;
    return 1;
}

/* Adds to the conclusion being collected, once each, the candidates that
** held in the outer chain's start and that it turned off, which an "on"
** node of the inner chain in 'cell' for 'digit' needed gone: the cell's
** (cause CAUSE_CELL) or the unit's (a unit) other places. */
static void cause_parents(const engine *e, found_list *f, int cell, int digit, int cause,
                          unsigned char *done) {
    const uint16_t *was = e->outer_source, *now = e->base;
    int k;

    if (cause == CAUSE_CELL) {
        for (k = 1; k <= 9; k++)
            if (sudoku__has_digit(was[cell], k) && !sudoku__has_digit(now[cell], k) &&
                !done[cell * 9 + k - 1]++)
                pool_push(f, POT(cell, k, 0));
    } else if (cause < SUDOKU__HOUSES) {
        for (k = 0; k < 9; k++) {
            int o = cell_of(e, cause, k);
            if (sudoku__has_digit(was[o], digit) && !sudoku__has_digit(now[o], digit) &&
                !done[o * 9 + digit - 1]++)
                pool_push(f, POT(o, digit, 0));
        }
    }
}

/* Why an "off" node of a cycle holds, read as SE reads the reversed cycle:
** its cell (from the same cell) or the first unit it shares with the node
** it follows (on a board with a table of houses, in SE's order; none, an
** anti-knight, anti-king or non-consecutive link, counts as its cell). */
static int off_cause(const engine *e, const node *x) {
    int c = POT_CELL(x->pot), q = POT_CELL(e->nodes[e->parents[x->first]].pot), t;

    if (q == c) return CAUSE_CELL;
    if (e->h) {
        for (t = 0; t < e->n_cu[c]; t++)
            if ((e->h->in[q] >> e->cu[c][t]) & 1u) return e->cu[c][t];
        return CAUSE_CELL;
    }
    if (sudoku__box(q) == sudoku__box(c)) return 18 + sudoku__box(c);
    return sudoku__row(q) == sudoku__row(c) ? sudoku__row(c) : 9 + sudoku__col(c);
}

/* Writes the chain of the conclusion an inner search is collecting, when
** it is the one e->capture wants: each end's nodes a branch of their own
** when its branches are alternatives (keys 1, 5, 6), else one branch. */
static void capture_chain(engine *e, const found *rank, uint32_t removals, int n_removals,
                          const int *ends, int n_ends, int cycle) {
    capture *cap = e->capture;
    const nested_chain *w = cap->want;
    int k, alternatives = rank->key == 1 || rank->key == 5 || rank->key == 6, ok = 1;
    int start = cap->out->n;

    if (cap->done || rank->signature != w->signature || removals != w->removals ||
        n_removals != w->n_removals || rank->tech != w->tech || rank->key != w->key ||
        rank->complexity != w->complexity)
        return;
    if (cycle) {
        int line[SUDOKU_CHAIN_MAX], cut, n = cycle_line(e, ends[0], line, &cut);
        ok = !cut && write_nodes(e, cap->out, line, n, 0, cap->depth, 1, NULL);
    } else {
        for (k = 0; k < (alternatives ? n_ends : 1) && ok; k++)
            ok = write_branch(e, cap->out, alternatives ? &ends[k] : ends,
                              alternatives ? 1 : n_ends, k, cap->depth, NULL);
    }
    if (!ok) cap->out->n = start; /* all of it or none */
    cap->done = ok ? 1 : -1;
    e->overflow = 1; /* found: the search stops here */
}

/* Keeps a conclusion of an inner search (SE's rule parents: the candidates
** of the outer chain that the naked and hidden singles of its chains
** needed gone). */
static void collect(engine *e, const found *rank, const int *removals, int n_removals,
                    const int *ends, int n_ends, int cycle) {
    found_list *f = e->collect;
    unsigned char done[729] = {0};
    found *it;
    int k, i;

    it = grow(f->items, f->n, &f->cap, sizeof *it, 256);
    if (!it) {
        f->overflow = 1;
        return;
    }
    f->items = it;
    it = &f->items[f->n];
    *it = *rank;
    /* in order found; in an inner search that runs its cells apart
    ** (e->only), by cell first: the order of one pass over them */
    it->part = e->only ? e->cell_now : 0;
    it->seq = f->n;
    it->first = f->n_pool;
    it->n_removals = n_removals;
    it->removals = 2166136261u;
    for (k = 0; k < n_removals; k++) {
        pool_push(f, removals[k]);
        it->removals = (it->removals ^ (uint32_t)removals[k]) * 16777619u;
    }
    if (e->capture) {
        capture_chain(e, rank, it->removals, n_removals, ends, n_ends, cycle);
        return;
    }
    for (k = 0; k < n_ends; k++) {
        int n = walk_from(e, ends[k]);
        for (i = 0; i < n; i++) {
            const node *x = &e->nodes[e->walk[i]];
            int cause = x->cause;
            if (x->count == 0 && cause == CAUSE_NONE)
                cause = rank->key == 5   ? CAUSE_CELL
                        : rank->key == 6 ? e->region_unit
                                         : CAUSE_NONE;
            if (!POT_ON(x->pot) && cycle && x->count > 0)
                cause = off_cause(e, x);
            else if (!POT_ON(x->pot))
                continue;
            cause_parents(e, f, POT_CELL(x->pot), POT_DIGIT(x->pot), cause, done);
        }
    }
    it->n_parents = f->n_pool - it->first - n_removals;
    if (!f->overflow) f->n++;
}

/* Offers a conclusion: potential 'target' holds (on: the digit is placed,
** as SE's hint places it when it applies, its cell's other candidates
** going; off: the candidate goes), reached at nodes ends[] (the first the
** one shown), to be rated 'base' plus the length bonus on its complexity.
** Keeps the best, or collects it in an inner search (an inner chain
** removes the other candidates: SE takes only a hint's removals into an
** outer chain); returns 1 when it kept it (the caller then records what
** it rests on). */
static int offer(engine *e, best *b, sudoku_technique tech, double base, int key,
                 int target, const int *ends, int n_ends) {
    int c = POT_CELL(target), d = POT_DIGIT(target), complexity, n;
    unsigned removed =
        (POT_ON(target) ? e->grid[c] & ~(1u << (d - 1)) : 1u << (d - 1)) & e->grid[c];
    double difficulty;
    sudoku_step *st = &b->step;
    found rank;

    if (!removed) return 0;
    for (n = 0; n < n_ends && e->n_lazy; n++)
        lazy_copy(e, ends[n]);
    complexity = measure(e, ends, n_ends, &rank.signature);
    difficulty = base + sudoku__length_bonus(complexity - 2);
    if (e->collect) {
        int pots[9], m = 0;
        for (n = 1; n <= 9; n++)
            if (sudoku__has_digit(removed, n)) pots[m++] = POT(c, n, 0);
        rank.difficulty = difficulty;
        rank.complexity = complexity;
        rank.key = key;
        rank.tech = (int)tech;
        collect(e, &rank, pots, m, ends, n_ends, 0);
        return 0;
    }
    if (!take_best(b, difficulty, complexity, key)) return 0;
    sudoku__step_clear(st, tech);
    st->difficulty = difficulty;
    st->length = complexity;
    st->digits = (uint16_t)(1u << (d - 1));
    if (POT_ON(target)) {
        st->cell = c;
        st->digit = d;
    } else {
        sudoku__step_remove(e->s, st, c, d);
    }
    for (n = ends[0]; n >= 0 && st->n_cells < SUDOKU_STEP_CELLS;) {
        sudoku__step_add_cell(st, POT_CELL(e->nodes[n].pot), POT_DIGIT(e->nodes[n].pot));
        n = e->nodes[n].count ? e->parents[e->nodes[n].first] : -1;
    }
    return 1;
}

/* ------------------------------------------------------------ cycles and chains */

/* A cycle closed at node 'end' (the start reached again): the candidates
** that both colours of the cycle see go. */
static void close_cycle(engine *e, best *b, int end, double base, int key) {
    unsigned char in_chain[81] = {0};
    uint64_t forw[CAND_WORDS] = {0}, back[CAND_WORDS] = {0}, any = 0;
    sudoku_step *st;
    int n, k, complexity;
    double difficulty;

    e->concluded = 1; /* it reads more of the grid */
    for (n = end; e->nodes[n].count > 0; n = e->parents[e->nodes[n].first])
        in_chain[POT_CELL(e->nodes[n].pot)] = 1;
    for (n = end; e->nodes[n].count > 0; n = e->parents[e->nodes[n].first]) {
        int pot = e->nodes[n].pot, c = POT_CELL(pot), d = POT_DIGIT(pot);
        const unsigned char *peers = e->h ? e->h->peers[c] : sudoku__peers[c];
        int n_peers = e->h ? e->h->n_peers[c] : 20;
        for (k = 0; k < n_peers; k++) {
            int o = peers[k];
            if (in_chain[o] || !sudoku__has_digit(e->grid[o], d)) continue;
            bit_set(POT_ON(pot) ? forw : back, o * 9 + d - 1);
        }
    }
    for (k = 0; k < CAND_WORDS; k++)
        any |= forw[k] & back[k];
    if (!any) return;
    complexity = ancestors(e, end);
    difficulty = base + sudoku__length_bonus(complexity - 2);
    if (e->collect) {
        int pots[729], m = 0;
        found rank;
        for (k = 0; k < 729; k++)
            if (bit_in(forw, k) && bit_in(back, k)) pots[m++] = POT(k / 9, k % 9 + 1, 0);
        measure(e, &end, 1, &rank.signature);
        rank.difficulty = difficulty;
        rank.complexity = complexity;
        rank.key = key;
        rank.tech = SUDOKU_TECH_CYCLE;
        collect(e, &rank, pots, m, &end, 1, 1);
        return;
    }
    if (!take_best(b, difficulty, complexity, key)) return;
    st = &b->step;
    sudoku__step_clear(st, SUDOKU_TECH_CYCLE);
    st->difficulty = difficulty;
    st->length = complexity;
    for (k = 0; k < 729; k++)
        if (bit_in(forw, k) && bit_in(back, k))
            sudoku__step_remove(e->s, st, k / 9, k % 9 + 1);
    for (n = end; n >= 0 && st->n_cells < SUDOKU_STEP_CELLS;) {
        st->digits |= (uint16_t)(1u << (POT_DIGIT(e->nodes[n].pot) - 1));
        sudoku__step_add_cell(st, POT_CELL(e->nodes[n].pot), POT_DIGIT(e->nodes[n].pot));
        n = e->nodes[n].count ? e->parents[e->nodes[n].first] : -1;
    }
    record_loop(e, b, end);
}

/* SE's bidirectional cycles from the "on" potential of node 'start':
** alternately all "on" then all "off" are followed; meeting 'start' again
** after at least 4 links closes a cycle. Each cycle removes what both of
** its colours see. */
static void cycles(engine *e, best *b, int start, int y, int x, double base, int key) {
    pot_set *on = unary_set(e, 0), *off = unary_set(e, 1);
    int head_on = 0, tail_on = 0, head_off = 0, tail_off = 0, length = 0, k;
    int buf[CHAIN_BUF];

    if (!on || !off) goto out;
    set_add(e, on, start);
    e->queue_on[tail_on++] = start;
    while (head_on < tail_on || head_off < tail_off) {
        length++;
        while (head_on < tail_on) {
            int p = e->queue_on[head_on++], n = on_to_off(e, p, y, buf);
            for (k = 0; k < n; k++) {
                int m;
                if (has_ancestor(e, p, buf[k])) continue;
                m = new_node(e, buf[k], p);
                set_add(e, off, m);
                if (tail_off < POTS * 24) e->queue_off[tail_off++] = m;
            }
        }
        length++;
        while (head_off < tail_off) {
            int p = e->queue_off[head_off++], n = off_to_on(e, p, off, y, x, buf);
            for (k = 0; k < n; k++) {
                if (length >= 4 && e->nodes[buf[k]].pot == e->nodes[start].pot)
                    close_cycle(e, b, buf[k], base, key);
                if (set_add(e, on, buf[k]) && tail_on < POTS * 24)
                    e->queue_on[tail_on++] = buf[k];
            }
        }
        if (e->overflow) break;
    }
out:
    if (on) set_clear(on);
    if (off) set_clear(off);
}

/* SE's forcing X- and XY-chains from node 'start' (on or off): its
** implications, followed breadth first without the X-chain's cycle check,
** until one turns 'start' itself the other way (the only conclusion there
** is: the search ends there). */
static void forcing(engine *e, best *b, int start, int y, sudoku_technique tech,
                    double base, int key) {
    pot_set *on = unary_set(e, 0), *off = unary_set(e, 1);
    int head_on = 0, tail_on = 0, head_off = 0, tail_off = 0, k;
    int buf[CHAIN_BUF], src = e->nodes[start].pot;

    if (!on || !off) goto out;
    if (POT_ON(src)) {
        set_add(e, on, start);
        e->queue_on[tail_on++] = start;
    } else {
        set_add(e, off, start);
        e->queue_off[tail_off++] = start;
    }
    while ((head_on < tail_on || head_off < tail_off) && !e->overflow) {
        while (head_on < tail_on) {
            int p = e->queue_on[head_on++], n = on_to_off(e, p, y, buf);
            for (k = 0; k < n; k++) {
                int m;
                if ((buf[k] | 1) == src) {
                    e->concluded = 1;
                    m = new_node(e, buf[k], p);
                    if (offer(e, b, tech, base, key, buf[k], &m, 1))
                        record_clash(e, b, start, m);
                    goto out; /* the one conclusion an "on" start has */
                }
                if (set_get(off, buf[k]) >= 0) continue;
                m = new_node(e, buf[k], p);
                set_add(e, off, m);
                if (tail_off < POTS * 24) e->queue_off[tail_off++] = m;
            }
        }
        while (head_off < tail_off) {
            int p = e->queue_off[head_off++], n = off_to_on(e, p, off, y, 1, buf);
            for (k = 0; k < n; k++) {
                int q = e->nodes[buf[k]].pot;
                if ((q & ~1) == src) {
                    e->concluded = 1;
                    if (offer(e, b, tech, base, key, q, &buf[k], 1))
                        record_clash(e, b, buf[k], start);
                    goto out; /* the one conclusion an "off" start has */
                }
                if (set_add(e, on, buf[k]) && tail_on < POTS * 24)
                    e->queue_on[tail_on++] = buf[k];
            }
        }
    }
out:
    if (on) set_clear(on);
    if (off) set_clear(off);
}

/* What potential p implies on the classic board, without nodes, into
** out[]: as on_to_off (with y, the cell's other candidates) or off_to_on
** (with y, the cell's other candidate; with x, the strong links in units).
** Returns how many. */
static inline int implied(const engine *e, int p, int y, int x, int *out) {
    int v = p >> 1, c = v / 9, d = v - 9 * c + 1, n = 0, t;
    const cell_geo *g = &geo[c];
    unsigned m = e->grid[c], two = m & (m - 1);

    if (POT_ON(p)) {
        unsigned skip[3] = {1u << g->pos[0], 7u << (g->pos[1] / 3 * 3),
                            7u << (g->pos[2] / 3 * 3)};
        for (m = y ? m & ~(1u << (d - 1)) : 0; m; m &= m - 1)
            out[n++] = POT(c, sudoku__lowest_digit(m), 0);
        for (t = 0; t < 3; t++)
            for (m = e->places[g->unit[t]][d] & ~skip[t]; m; m &= m - 1)
                out[n++] = POT(unit_cells[g->unit[t]][sudoku__lowest_digit(m) - 1], d, 0);
        return n;
    }
    if (y && two && !(two & (two - 1)))
        out[n++] = POT(c, sudoku__lowest_digit(m & ~(1u << (d - 1))), 1);
    for (t = 0; x && t < 3; t++) {
        unsigned rest = e->places[g->unit[t]][d] & ~(1u << g->pos[t]);
        if (rest && !(rest & (rest - 1)))
            out[n++] = POT(unit_cells[g->unit[t]][sudoku__lowest_digit(rest) - 1], d, 1);
    }
    return n;
}

/* Follows implied() breadth first from queue[0..tail-1] (each potential
** queued once: its bit in 'reached'); 1 as soon as one implies a potential
** in 'target' (NULL: none), 0 when none is left. What the first 'skip'
** potentials of the queue imply directly is not taken, in the target. */
static int reaches(const engine *e, uint64_t *reached, int *queue, int tail,
                   const uint64_t *target, int y, int x, int skip) {
    int head = 0, out[32], n, k;

    while (head < tail) {
        n = implied(e, queue[head++], y, x, out);
        for (k = 0; k < n; k++) {
            if (target && bit_in(target, out[k])) {
                if (head > skip) return 1;
                continue;
            }
            if (bit_in(reached, out[k])) continue;
            bit_set(reached, out[k]);
            queue[tail++] = out[k];
        }
    }
    return 0;
}

/* What the potentials of one unary() pass reach by implied() (y, and x
** links), found by Tarjan's strongly connected components as they are
** asked for: a component's potentials all reach the same ones, its own and
** what the components it links to reach (found before it, as Tarjan
** finishes a component after those). A potential's bit in those sets is
** its Tarjan index: what a component reaches was numbered before it
** closed, so its set needs only that many bits (words[]). */
typedef struct reach {
    int pass;                               /* the engine's pass the rest holds for */
    int visited[POTS];                      /* == pass: index, low, comp, edges are set */
    int index[POTS], low[POTS], comp[POTS]; /* comp: -1 while on the stack */
    int first[POTS], count[POTS], next[POTS];
    int edges[POTS * 32], n_edges, n_index, n_comps;
    int stack[POTS], n_stack, dfs[POTS];
    uint64_t closure[POTS][POT_WORDS]; /* by component */
    int words[POTS];
    /* for new_links_lead(): in the pass numbered news_pass, what the links
    ** the memo's reference grid lacks lead to (all: every potential may) */
    int news_pass, news_all;
    uint64_t news[POT_WORDS];
    uint64_t from[POTS];        /* news_pairs()'s, by potential */
    unsigned char queued[POTS]; /* the same */
} reach;

/* Numbers potential p and queues it on Tarjan's and the walk's stacks. */
static void reach_enter(const engine *e, reach *r, int p, int y, int *top) {
    r->visited[p] = r->pass;
    r->index[p] = r->low[p] = r->n_index++;
    r->comp[p] = -1;
    r->first[p] = r->next[p] = r->n_edges;
    r->count[p] = implied(e, p, y, 1, r->edges + r->n_edges);
    r->n_edges += r->count[p];
    r->stack[r->n_stack++] = p;
    r->dfs[(*top)++] = p;
}

/* Closes the component whose first potential is p: its potentials off
** Tarjan's stack, and what they reach. */
static void reach_close(reach *r, int p) {
    int k = r->n_comps++, from = r->n_stack, i, j, w, n = (r->n_index + 63) / 64;
    uint64_t *to = r->closure[k];

    memset(to, 0, (size_t)n * sizeof to[0]);
    r->words[k] = n;
    do
        r->comp[r->stack[--from]] = k;
    while (r->stack[from] != p);
    for (i = from; i < r->n_stack; i++) {
        int q = r->stack[i];
        bit_set(to, r->index[q]);
        for (j = r->first[q]; j < r->first[q] + r->count[q]; j++) {
            int t = r->comp[r->edges[j]];
            if (t == k) continue;
            for (w = 0; w < r->words[t]; w++)
                to[w] |= r->closure[t][w];
        }
    }
    r->n_stack = from;
}

/* Finds the components of all that potential p reaches. */
static void reach_from(const engine *e, reach *r, int p, int y) {
    int top = 0;

    reach_enter(e, r, p, y, &top);
    while (top > 0) {
        int v = r->dfs[top - 1];
        if (r->next[v] < r->first[v] + r->count[v]) {
            int w = r->edges[r->next[v]++];
            if (r->visited[w] != r->pass)
                reach_enter(e, r, w, y, &top);
            else if (r->comp[w] < 0 && r->index[w] < r->low[v])
                r->low[v] = r->index[w];
            continue;
        }
        top--;
        if (top > 0 && r->low[v] < r->low[r->dfs[top - 1]])
            r->low[r->dfs[top - 1]] = r->low[v];
        if (r->low[v] == r->index[v]) reach_close(r, v);
    }
}

/* 1 when forcing() from potential 'src' concludes: the same implications,
** followed without nodes, reach it the other way. The search reaches the
** same potentials in any order, so where they do not it finds nothing, and
** is not run. The classic board's implications only; 1 (run the search)
** when memory runs out. */
static int forcing_concludes(engine *e, int src, int y) {
    reach *r = e->reach;
    int k;

    if (!r) {
        r = e->reach = calloc(1, sizeof *r); /* passes count from 1 */
        if (!r) return 1;
    }
    if (r->pass != e->pass) {
        r->pass = e->pass;
        r->n_edges = r->n_index = r->n_comps = r->n_stack = 0;
    }
    if (r->visited[src] != r->pass) reach_from(e, r, src, y);
    k = r->comp[src];
    return r->visited[src ^ 1] == r->pass && r->index[src ^ 1] < 64 * r->words[k] &&
           bit_in(r->closure[k], r->index[src ^ 1]);
}

static inline int new_links_lead(engine *e, int bit, int src, int y);

/* The conjugates of candidate d of cell c, as "off" potentials, into q[]:
** the cell's other candidate where it has two (with y), the digit's other
** place in each unit where it has two (with x), each once. Only off_to_on
** of a conjugate turned off turns the candidate on again. Returns how
** many. */
static inline int conjugates(const engine *e, int c, int d, int y, int x, int *q) {
    unsigned m = e->grid[c], two = m & (m - 1);
    int n = 0, t, k;

    if (y && two && !(two & (two - 1)))
        q[n++] = POT(c, sudoku__lowest_digit(m & ~(1u << (d - 1))), 0);
    if (x && !e->h) { /* the classic board, by its tables */
        const cell_geo *g = &geo[c];
        for (t = 0; t < 3; t++) {
            unsigned rest = e->places[g->unit[t]][d] & ~(1u << g->pos[t]);
            int o;
            if (!rest || (rest & (rest - 1))) continue;
            o = POT(unit_cells[g->unit[t]][sudoku__lowest_digit(rest) - 1], d, 0);
            for (k = 0; k < n && q[k] != o; k++)
                ;
            if (k == n) q[n++] = o;
        }
        return n;
    }
    for (t = 0; x && t < (e->h ? e->n_cu[c] : 3); t++) {
        int u = e->h ? e->cu[c][t] : geo[c].unit[t], o;
        unsigned rest = e->places[u][d] & ~(1u << (e->h ? e->cpos[c][t] : geo[c].pos[t]));
        if (!rest || (rest & (rest - 1))) continue;
        o = POT(cell_of(e, u, sudoku__lowest_digit(rest) - 1), d, 0);
        for (k = 0; k < n && q[k] != o; k++)
            ;
        if (k == n) q[n++] = o;
    }
    return n;
}

/* 1 when cycles() from candidate d of cell c may close a cycle. A cycle's
** potentials are all different (an "on" one is reached once, an "off" one
** is not taken again along its line) and it closes from a conjugate
** turned off (see conjugates()), q, four links or more from the start: so
** there is a path from the start to q, not through the start again, whose
** first link is not to q. Where the implications, followed without nodes,
** have none, there is no cycle. q[0..n_q-1]: the conjugates (conjugates()
** with the same y and x). The classic board's implications only. */
static int cycle_may_close(const engine *e, int c, int d, int y, int x, const int *q,
                           int n_q) {
    uint64_t reached[POT_WORDS] = {0}, target[POT_WORDS] = {0};
    int queue[POTS], j, k;

    for (k = 0; k < n_q; k++)
        bit_set(target, q[k]);
    queue[0] = POT(c, d, 1);
    bit_set(reached, queue[0]);
    if (reaches(e, reached, queue, 1, target, y, x, 1)) return 1;
    for (j = 0; j < n_q && n_q > 1; j++) { /* first link to q[j], ending at another */
        memset(reached, 0, sizeof reached);
        memset(target, 0, sizeof target);
        for (k = 0; k < n_q; k++)
            if (k != j) bit_set(target, q[k]);
        bit_set(reached, POT(c, d, 1));
        bit_set(reached, q[j]);
        queue[0] = q[j];
        if (reaches(e, reached, queue, 1, target, y, x, 0)) return 1;
    }
    return 0;
}

/* 0 when unary_one()'s search from candidate d of cell c ('on': assumed
** on), a cycle search or not, surely finds nothing: a cycle needs a
** conjugate and a path to it (cycle_may_close), a forcing chain from an
** "off" start a conjugate, and one from either start its implications to
** reach the start the other way (new_links_lead, forcing_concludes). */
static inline int may_find(engine *e, int cycle, int bit, int c, int d, int on, int y,
                           int x) {
    int q[SUDOKU__CELL_HOUSES + 1], n_q;

    if (cycle) {
        n_q = conjugates(e, c, d, y, x, q);
        return n_q && (e->h || cycle_may_close(e, c, d, y, x, q, n_q));
    }
    if (e->h) return on || conjugates(e, c, d, y, 1, q);
    /* new_links_lead first: once per pass it is a bit's test (none of the
    ** three tests changes what the others or the search give) */
    return new_links_lead(e, bit, POT(c, d, on), y) &&
           (on || conjugates(e, c, d, y, 1, q)) && forcing_concludes(e, POT(c, d, on), y);
}

/* Which unary searches (one kind from one candidate: X cycles, X forcing
** on and off, Y cycles, XY cycles, XY forcing on and off) may find
** something in a grid, from what each read in a reference grid where it
** found nothing. A search reads only the grid (a cell's candidates, a
** digit's places in a unit) and its own nodes: where the grid is the same
** in all it read, it runs the same way and finds nothing again. The inner
** searches of the nested chains run in grids that differ from the
** position's in a few candidates, and most of their searches read none
** of those. A bit per search: kind * 729 + cell * 9 + digit - 1. */
#define MEMO_BITS (7 * 729)
#define MEMO_WORDS ((MEMO_BITS + 63) / 64)

typedef struct bfs_memo {
    int state; /* 0: to build, 1: building, 2: built, 3: not usable */
    uint16_t grid[81], places[27][10];   /* the reference grid */
    uint64_t stale[MEMO_WORDS];          /* found something there, or not run */
    uint64_t readers[READS][MEMO_WORDS]; /* the searches that read it */
    uint64_t run[MEMO_WORDS];            /* in the grid of the running search */
} bfs_memo;

static void or_into(uint64_t *to, const uint64_t *from) {
    int w;

    for (w = 0; w < MEMO_WORDS; w++)
        to[w] |= from[w];
}

/* Ors into r->news what both "on" potentials of one of the new link pairs
** in ends[] lead to (off p => on q, off q => on p: pair k is ends[2k] and
** ends[2k + 1]; at most 32 pairs), each included. One walk for all the
** pairs' ends, not two walks for each pair: r->from[v] gets bit k as end k
** leads to v. An end has its own bit; when a potential's bits grow it is
** queued (if it is not queued already), and taking it passes its bits to
** what it implies. When none is queued, every link p -> q has from[p]
** among from[q]'s bits, so each bit has passed along every path from its
** end: from[v] holds end k iff end k leads to v (a bit only ever passes
** along a link), the very sets the walks for each end gave. A potential
** is taken at most once for each bit it gets, as often as those walks
** took it, and less where the ends lead to the same ones. r->from and
** r->queued are all 0 between calls. */
static void news_pairs(const engine *e, reach *r, const int *ends, int n_ends, int y) {
    uint64_t *from = r->from;
    unsigned char *queued = r->queued;
    int queue[POTS], touched[POTS], out[32], head = 0, count = 0, n_touched = 0, k, n;

    for (k = 0; k < n_ends; k++) {
        if (!from[ends[k]]) touched[n_touched++] = ends[k];
        from[ends[k]] |= (uint64_t)1 << k;
        if (queued[ends[k]]) continue;
        queued[ends[k]] = 1;
        queue[count++] = ends[k];
    }
    while (count > 0) { /* a ring: each potential is queued at most once */
        int p = queue[head];
        head = head + 1 == POTS ? 0 : head + 1;
        count--;
        queued[p] = 0;
        n = implied(e, p, y, 1, out);
        for (k = 0; k < n; k++) {
            int q = out[k], at;
            if (!(from[p] & ~from[q])) continue;
            if (!from[q]) touched[n_touched++] = q;
            from[q] |= from[p];
            if (queued[q]) continue;
            queued[q] = 1;
            at = head + count++;
            queue[at >= POTS ? at - POTS : at] = q;
        }
    }
    for (k = 0; k < n_touched; k++) {
        int v = touched[k];
        if (from[v] & (from[v] >> 1) & 0x5555555555555555u) bit_set(r->news, v);
        from[v] = 0;
    }
}

/* Fills r->news for e's grid and the present pass (y, and x links): for
** each pair of links that e's grid has and the memo's reference grid lacks
** (off p => on q and off q => on p: a cell's last two candidates, a
** digit's last two places in a unit, where the reference grid has more),
** what p and q both lead to. Every other link of e's grid is one of the
** reference grid's, as e's candidates are some of its. A path from a start
** s to not-s that takes off p => on q has s lead to off p, so p to not-s
** (each link's converse, not-b => not-a, is a link too), and q to not-s:
** not-s is in both. */
static void news_fill(const engine *e, const bfs_memo *m, reach *r, int y) {
    int ends[64], n_ends = 0, c, u, d;

    memset(r->news, 0, sizeof r->news);
    r->news_all = 0;
    for (c = 0; c < 81; c++)
        if (e->grid[c] & ~m->grid[c]) {
            r->news_all = 1; /* not some of its candidates */
            return;
        }
    for (c = 0; y && c < 81; c++) {
        unsigned g = e->grid[c];
        if (g == m->grid[c] || sudoku__bits_count(g) != 2) continue;
        ends[n_ends++] = POT(c, sudoku__lowest_digit(g), 1);
        ends[n_ends++] = POT(c, sudoku__lowest_digit(g & (g - 1)), 1);
        if (n_ends < 64) continue;
        news_pairs(e, r, ends, n_ends, y);
        n_ends = 0;
    }
    for (u = 0; u < 27; u++)
        for (d = 1; d <= 9; d++) {
            unsigned p = e->places[u][d];
            if (p == m->places[u][d] || sudoku__bits_count(p) != 2) continue;
            ends[n_ends++] = POT(unit_cells[u][sudoku__lowest_digit(p) - 1], d, 1);
            ends[n_ends++] =
                POT(unit_cells[u][sudoku__lowest_digit(p & (p - 1)) - 1], d, 1);
            if (n_ends < 64) continue;
            news_pairs(e, r, ends, n_ends, y);
            n_ends = 0;
        }
    if (n_ends > 0) news_pairs(e, r, ends, n_ends, y);
}

/* e's reach with its news filled for the present pass (its first use in
** the pass), or NULL when memory runs out. */
static reach *news_ready(engine *e, const bfs_memo *m, int y) {
    reach *r = e->reach;

    if (!r) {
        r = e->reach = calloc(1, sizeof *r); /* passes count from 1 */
        if (!r) return NULL;
    }
    news_fill(e, m, r, y);
    r->news_pass = e->pass;
    return r;
}

/* 0 when forcing() from potential 'src' (memo bit 'bit') surely finds
** nothing: in the memo's reference grid it found nothing, so its start
** does not reach the other way there; in e's grid it can then only by a
** link the reference grid lacks (start -> off a => on b -> other way),
** and what a and b both lead to (news_fill) does not hold the other way
** of the start. The classic board's implications only; 1 (run the search) where
** the memo does not know the search in its grid, and when memory runs
** out. */
static inline int new_links_lead(engine *e, int bit, int src, int y) {
    const bfs_memo *m = e->memo;
    reach *r = e->reach;

    if (!m || m->state != 2 || (m->stale[bit >> 6] >> (bit & 63) & 1)) return 1;
    if ((!r || r->news_pass != e->pass) && !(r = news_ready(e, m, y))) return 1;
    return r->news_all || bit_in(r->news, src ^ 1);
}

/* Sets memo->run for e's grid: the searches that read what differs. */
static void memo_dirty(bfs_memo *m, const engine *e) {
    int c, u, d;

    memcpy(m->run, m->stale, sizeof m->run);
    for (c = 0; c < 81; c++)
        if (e->grid[c] != m->grid[c]) or_into(m->run, m->readers[READ_CELL(c)]);
    for (u = 0; u < 27; u++)
        for (d = 1; d <= 9; d++)
            if (e->places[u][d] != m->places[u][d])
                or_into(m->run, m->readers[READ_PLACES(u, d)]);
}

/* Runs search 'kind' of unary() from candidate d of cell c ('on' for the
** forcing searches: from it on or off), which the memo (if any) does not
** know to find nothing and may_find() does not rule out (unary() asks);
** while the memo is built, notes what it reads. */
static void unary_one(engine *e, best *b, int kind, int c, int d, int on, int y, int x) {
    double base = x && y ? 7.0 : 6.5;
    int key = x && y ? 4 : y ? 3 : 2, bit = kind * 729 + c * 9 + d - 1, k;
    int cycle = kind == 0 || kind == 3 || kind == 4;
    bfs_memo *m = e->memo;

    if (m && m->state == 1) {
        e->reads = 1;
        e->concluded = e->n_read = 0;
        memset(e->was_read, 0, sizeof e->was_read);
    }
    rewind_nodes(e, 0, 0);
    e->has_source = 0;
    if (cycle)
        cycles(e, b, new_node(e, POT(c, d, 1), -1), y, x, base, key);
    else
        forcing(e, b, new_node(e, POT(c, d, on), -1), y,
                y ? SUDOKU_TECH_FORCING_CHAIN : SUDOKU_TECH_X_CHAIN, y ? 7.0 : 6.6, key);
    if (!m || m->state != 1) return;
    e->reads = 0;
    if (e->concluded || e->overflow) return; /* stays stale */
    m->stale[bit >> 6] &= ~((uint64_t)1 << (bit & 63));
    for (k = 0; k < e->n_read; k++)
        bit_set(m->readers[e->read[k]], bit);
}

/* 1 when unary search 'kind' from candidate d of cell c ('on': assumed
** on) is to run: the memo, once built, does not know that it finds
** nothing, and may_find() does not rule it out; while the memo is built,
** every search runs, to note what it reads. */
static inline int runs(engine *e, int kind, int c, int d, int on, int y, int x) {
    const bfs_memo *m = e->memo;
    int bit = kind * 729 + c * 9 + d - 1;

    if (m && m->state == 1) return 1;
    if (m && m->state == 2 && !(m->run[bit >> 6] >> (bit & 63) & 1)) return 0;
    return may_find(e, kind == 0 || kind == 3 || kind == 4, bit, c, d, on, y, x);
}

/* One of SE's three unary searches (X links only, Y links only, both) from
** every candidate of every unsolved cell. */
static void unary(engine *e, best *b, int y, int x) {
    int first = y ? (x ? 4 : 3) : 0, c, d;

    e->pass++; /* the links followed differ from the last pass's */
    for (c = 0; c < 81; c++) {
        int count = sudoku__bits_count(e->grid[c]);
        if (e->s->cell[c] || count < 2 || (!x && count > 2)) continue;
        for (d = 1; d <= 9; d++) {
            if (!sudoku__has_digit(e->grid[c], d)) continue;
            if (runs(e, first, c, d, 1, y, x)) unary_one(e, b, first, c, d, 1, y, x);
            if (!x) continue;
            if (runs(e, first + 1, c, d, 1, y, x))
                unary_one(e, b, first + 1, c, d, 1, y, x);
            if (runs(e, first + 2, c, d, 0, y, x))
                unary_one(e, b, first + 2, c, d, 0, y, x);
        }
    }
}

static engine *engine_new(const sudoku__position *s, const uint16_t *grid, int dynamic,
                          int nishio, int multiple) {
    engine *e = malloc(sizeof *e);

    if (!e) return NULL;
    e->s = s;
    memcpy(e->grid, grid, sizeof e->grid);
    memcpy(e->base, grid, sizeof e->base);
    e->h = s->houses;
    e->n_units = e->h ? SUDOKU__HOUSES : 27;
    if (e->h) cell_units_load(e);
    memset(e->links, 0, sizeof e->links);
    e->grid_gen = 0;
    places_load(e);
    e->has_source = 0;
    e->only = e->cell_now = 0;
    e->reads = e->concluded = e->n_read = 0;
    e->memo = NULL;
    e->dynamic = dynamic;
    e->nishio = nishio;
    e->multiple = multiple;
    e->level = e->nest_limit = 0;
    e->n_nodes = e->n_parents = e->overflow = 0;
    e->collect = NULL;
    e->outer_source = NULL;
    e->region_unit = 255;
    e->inner = NULL;
    e->none = NULL;
    e->sets = NULL;
    e->kept = NULL;
    e->kept_pass = 0;
    e->lazy = NULL;
    e->n_lazy = e->cap_lazy = 0;
    e->unary_sets = NULL;
    e->reach = NULL;
    e->pass = 0;
    e->cache = NULL;
    e->chains = NULL;
    e->n_chains = e->cap_chains = 0;
    memset(e->seen, 0, sizeof e->seen);
    e->stamp = 0;
    return e;
}

static void engine_free(engine *e) {
    if (!e) return;
    engine_free(e->inner);
    free(e->none);
    free(e->sets);
    kept_free(e->kept);
    free(e->lazy);
    free(e->unary_sets);
    free(e->reach);
    free(e->chains);
    free(e);
}

/* Writes the chain of each inner chain the best step used before the
** first node it removed (a later removal by the same chain points to the
** same block). A chain that does not fit whole is left out, its removal
** named only, and the step's chain marked cut. */
static void write_pending(engine *e, best *b) {
    sudoku_step *st = &b->step;
    int n = st->n_chain, k, p = 0;
    sudoku_chain_node *was = malloc((size_t)n * sizeof *was);
    int *moved = malloc((size_t)n * sizeof *moved), *block = NULL;
    chain_out out = step_out(st);

    block = calloc((size_t)b->n_pending + 1, sizeof *block);
    if (!was || !moved || !block) {
        free(was), free(moved), free(block);
        return;
    }
    memcpy(was, st->chain, (size_t)n * sizeof *was);
    out.n = 0;
    for (k = 0; k < n; k++) {
        sudoku_chain_node x = was[k];
        if (x.from >= 0) x.from = (short)moved[x.from];
        if (p < b->n_pending && b->pending[p].node == k) {
            int j, start = out.n;
            block[p] = -1;
            for (j = 0; j < p && block[p] < 0; j++)
                if (block[j] >= 0 &&
                    !memcmp(&b->pending[j].chain.kind, &b->pending[p].chain.kind,
                            sizeof(nested_chain) - offsetof(nested_chain, kind)))
                    block[p] = block[j];
            out.room = SUDOKU_CHAIN_MAX - (n - k);
            if (block[p] < 0 && write_inner(e, &b->pending[p].chain, &out, 1))
                block[p] = start;
            out.room = SUDOKU_CHAIN_MAX;
            if (block[p] < 0) out.cut = 1;
            x.from = (short)block[p];
            p++;
        }
        moved[k] = out.n;
        out.at[out.n++] = x;
    }
    st->n_chain = out.n;
    st->chain_cut = out.cut;
    free(was), free(moved), free(block);
}

/* Takes the best conclusion into *st. Returns 1 when there is one. */
static int finish(engine *e, best *b, sudoku_step *st) {
    int ok = b->found && (b->step.n_removed > 0 || b->step.cell >= 0);

    if (ok && b->n_pending > 0) write_pending(e, b);
    if (ok) *st = b->step;
    engine_free(e);
    free(b->pending);
    free(b);
    return ok;
}

/* ------------------------------------------------------------ forcing chains */

/* Sets a propagation may keep: the outcomes of each candidate of a cell,
** of its negation, and of each place of a digit in a unit. */
typedef struct outcome_sets {
    pot_set value_on[9], value_off[9], neg_on, neg_off, pos_on[9], pos_off[9];
} outcome_sets;

static void outcome_sets_init(outcome_sets *o);

/* How the present chaining rates and names what it finds. */
typedef struct rule {
    sudoku_technique tech;
    double base;
} rule;

/* Offers every potential common to all 'count' sets, in the first's order. */
static void offer_common(engine *e, best *b, const rule *r, pot_set *const *sets,
                         int count, int key, int unit) {
    int i, k, ends[9];

    e->region_unit = unit;
    for (i = 0; i < sets[0]->n; i++) {
        int pot = sets[0]->order[i], all = 1;
        for (k = 0; k < count && all; k++)
            all = (ends[k] = set_get(sets[k], pot)) >= 0;
        if (all && offer(e, b, r->tech, r->base, key, pot, ends, count))
            record_agree(e, b, sets, count, pot, unit);
    }
}

/* SE's region forcing chains from candidate d of cell c: every place of d
** in a unit where c comes first leads to the same conclusion. */
static void region_chains(engine *e, best *b, const rule *r, outcome_sets *o, int c,
                          int d, pot_set *on, pot_set *off) {
    int units[SUDOKU__CELL_HOUSES], pos[SUDOKU__CELL_HOUSES], t, k, contra[2];
    int n_units = cell_units(e, c, units, pos);

    for (t = 0; t < n_units; t++) {
        pot_set *ons[9], *offs[9];
        int n = 0, first = -1, mark_nodes = e->n_nodes, mark_parents = e->n_parents;
        for (k = 0; k < 9; k++)
            if (sudoku__has_digit(e->grid[cell_of(e, units[t], k)], d)) {
                if (first < 0) first = cell_of(e, units[t], k);
                n++;
            }
        if (first != c || !(n == 2 || (e->multiple && n > 2))) continue;
        n = 0;
        for (k = 0; k < 9; k++) {
            int o2 = cell_of(e, units[t], k);
            if (!sudoku__has_digit(e->grid[o2], d)) continue;
            if (o2 == c) {
                ons[n] = on;
                offs[n] = off;
            } else {
                ons[n] = &o->pos_on[n];
                offs[n] = &o->pos_off[n];
                set_clear(ons[n]);
                set_clear(offs[n]);
                propagate_on(e, POT(o2, d, 1), ons[n], offs[n], contra, 1);
            }
            n++;
        }
        offer_common(e, b, r, ons, n, 6, units[t]);
        offer_common(e, b, r, offs, n, 6, units[t]);
        rewind_nodes(e, mark_nodes, mark_parents);
    }
}

/* Contradictions and double implications of candidate d of cell c, on and
** off (SE's binary chaining); its outcomes stay in on/off. */
static void binary_chains(engine *e, best *b, const rule *r, outcome_sets *o, int c,
                          int d, int count, pot_set *on, pot_set *off) {
    int contra[2], i, mark_nodes, mark_parents;
    int both = count >= 3 && !e->nishio && e->dynamic, absurd = e->dynamic || e->nishio;
    pot_set *neg_on = &o->neg_on, *neg_off = &o->neg_off;
    pot_set *const both_on[2] = {on, neg_on}, *const both_off[2] = {off, neg_off};

    if (propagate_on(e, POT(c, d, 1), on, off, contra, 0) && absurd &&
        offer(e, b, r->tech, r->base, 7, POT(c, d, 0), contra, 2))
        record_clash(e, b, contra[0], contra[1]);
    /* SE propagates "off" too, but a static multiple chain uses neither its
    ** contradiction nor its outcomes: a static propagation adds at most a
    ** few thousand nodes (each potential enters a set once), far below
    ** MAX_NODES, so leaving it out cannot change an overflow either */
    if (!absurd && !both) return;
    mark_nodes = e->n_nodes;
    mark_parents = e->n_parents;
    set_clear(neg_on);
    set_clear(neg_off);
    set_add(e, neg_off, new_node(e, POT(c, d, 0), -1));
    if (propagate(e, neg_on, neg_off, contra) && absurd &&
        offer(e, b, r->tech, r->base, 7, POT(c, d, 1), contra, 2))
        record_clash(e, b, contra[0], contra[1]);
    if (both) {
        for (i = 0; i < on->n; i++) {
            int pot = on->order[i], ends[2] = {set_get(on, pot), set_get(neg_on, pot)};
            if (ends[1] >= 0 && offer(e, b, r->tech, r->base, 1, pot, ends, 2))
                record_agree(e, b, both_on, 2, pot, 255);
        }
        for (i = 0; i < off->n; i++) {
            int pot = off->order[i], ends[2] = {set_get(off, pot), set_get(neg_off, pot)};
            if (ends[1] >= 0 && offer(e, b, r->tech, r->base, 1, pot, ends, 2))
                record_agree(e, b, both_off, 2, pot, 255);
        }
    }
    set_clear(neg_on);
    set_clear(neg_off);
    rewind_nodes(e, mark_nodes, mark_parents);
}

/* Everything SE's multiple, dynamic or nishio chaining finds from cell c. */
static void chains_from_cell(engine *e, best *b, const rule *r, outcome_sets *o, int c) {
    int count = sudoku__bits_count(e->grid[c]), d, n = 0;
    pot_set *ons[9], *offs[9];

    e->cell_now = c;
    rewind_nodes(e, 0, 0);
    for (d = 1; d <= 9; d++) {
        if (!sudoku__has_digit(e->grid[c], d)) continue;
        ons[n] = &o->value_on[n];
        offs[n] = &o->value_off[n];
        set_clear(ons[n]);
        set_clear(offs[n]);
        binary_chains(e, b, r, o, c, d, count, ons[n], offs[n]);
        if (!e->nishio) region_chains(e, b, r, o, c, d, ons[n], offs[n]);
        n++;
    }
    if (!e->nishio && (count == 2 || (e->multiple && count > 2))) {
        offer_common(e, b, r, ons, n, 5, 255);
        offer_common(e, b, r, offs, n, 5, 255);
    }
    for (d = 0; d < n; d++) {
        set_clear(ons[d]);
        set_clear(offs[d]);
    }
}

static void outcome_sets_init(outcome_sets *o) {
    int k;

    for (k = 0; k < 9; k++) {
        set_init(&o->value_on[k]);
        set_init(&o->value_off[k]);
        set_init(&o->pos_on[k]);
        set_init(&o->pos_off[k]);
    }
    set_init(&o->neg_on);
    set_init(&o->neg_off);
}

/* Every cell's chains (SE's multiple chaining) into b, or e->collect. */
static void run_family(engine *e, best *b, const rule *r) {
    int c;

    if (!e->sets) {
        e->sets = malloc(sizeof *e->sets);
        if (!e->sets) return;
        outcome_sets_init(e->sets);
    }
    if (!e->kept) e->kept = calloc(729, sizeof *e->kept); /* none kept: slower */
    e->kept_pass++;
    for (c = 0; c < 81 && !e->overflow; c++) {
        int count = sudoku__bits_count(e->grid[c]);
        if (!e->s->cell[c] && (count > 2 || (count > 1 && e->dynamic)) &&
            (!e->only || e->may[c]))
            chains_from_cell(e, b, r, e->sets, c);
    }
}

/* The cells run_family() left out while e->only was set, in the same pass
** (its kept propagations hold: the grid is the same). */
static void run_rest(engine *e, best *b, const rule *r) {
    int c;

    for (c = 0; c < 81 && !e->overflow; c++) {
        int count = sudoku__bits_count(e->grid[c]);
        if (!e->s->cell[c] && count > 2 && !e->may[c])
            chains_from_cell(e, b, r, e->sets, c);
    }
}

/* SE's multiple (dynamic 0, nishio 0), dynamic or nishio forcing chains,
** at nesting 'level' (and, at level 4, with dynamic chains of level
** 'nest' nested). */
static int forcing_family(const sudoku__position *s, sudoku_step *st, const rule *r,
                          int dynamic, int nishio, int level, int nest,
                          struct inner_cache *cache) {
    engine *e = engine_new(s, s->cand, dynamic, nishio, !nishio);
    best *b = calloc(1, sizeof *b);

    if (!e || !b) {
        engine_free(e);
        free(b);
        return 0;
    }
    e->level = level;
    e->nest_limit = nest;
    e->cache = cache;
    run_family(e, b, r);
    return finish(e, b, st);
}

int sudoku__tech_se_nishio(const sudoku__position *s, sudoku_step *st) {
    static const rule r = {SUDOKU_TECH_NISHIO, 7.5};
    return forcing_family(s, st, &r, 1, 1, 0, 0, NULL);
}

int sudoku__tech_se_multiple(const sudoku__position *s, sudoku_step *st) {
    static const rule r = {SUDOKU_TECH_MULTIPLE_FORCING, 8.0};
    return forcing_family(s, st, &r, 0, 0, 0, 0, NULL);
}

int sudoku__tech_se_dynamic(const sudoku__position *s, sudoku_step *st) {
    static const rule r = {SUDOKU_TECH_DYNAMIC_FORCING, 8.5};
    return forcing_family(s, st, &r, 1, 0, 0, 0, NULL);
}

int sudoku__tech_se_cycles_and_chains(const sudoku__position *s, sudoku_step *st) {
    engine *e = engine_new(s, s->cand, 0, 0, 0);
    best *b = calloc(1, sizeof *b);

    if (!e || !b) {
        engine_free(e);
        free(b);
        return 0;
    }
    unary(e, b, 0, 1);
    unary(e, b, 1, 0);
    unary(e, b, 1, 1);
    return finish(e, b, st);
}

/* ------------------------------------------------------------ nested chains */

/* What a chain of level 1 and up adds when singles run dry: SE's patterns
** and inner chain searches on the working grid, in order, until one
** yields a removal that rests on candidates the chain turned off. */
typedef struct advance {
    engine *e;
    pot_set *off;
    int *tail_off;
    int any; /* some removal rested on the chain */
    /* the digits the chain took places of in each house: a pattern
    ** elsewhere holds without the chain */
    uint16_t lost[SUDOKU__HOUSES];
} advance;

/* Sudoku Explainer's region types, by its index: box, row, column,
** disjoint group, window, main and anti diagonal, girandola, asterisk,
** centre dot, each its houses in SE's numbering (its windows 6 and 7, the
** rows between windows, are our 43 and 44, its 8 our 42). */
#define SE_TYPES 10
static const unsigned char se_type[SE_TYPES][9] = {{18, 19, 20, 21, 22, 23, 24, 25, 26},
                                                   {0, 1, 2, 3, 4, 5, 6, 7, 8},
                                                   {9, 10, 11, 12, 13, 14, 15, 16, 17},
                                                   {27, 28, 29, 30, 31, 32, 33, 34, 35},
                                                   {36, 37, 38, 39, 40, 41, 43, 44, 42},
                                                   {45},
                                                   {46},
                                                   {47},
                                                   {48},
                                                   {49}};

/* 1 when e's board has SE's region type t. */
static int has_type(const engine *e, int t) {
    if (!e->h) return t < 3;
    return (int)(e->h->used >> se_type[t][0] & 1u);
}

/* How many houses SE's region type t has. */
static int type_size(int t) { return t < 5 ? 9 : 1; }

/* 1 on a board SE's chains take as a plain one (its isVLatin: the
** classic board, a Latin square, non-consecutive): their patterns are the
** classic ones there, over the box, row and column; on another (extra
** houses, anti-knight, anti-king) SE's generalised ones. */
static int se_plain(const engine *e) {
    return !e->h || (!(e->h->used >> 27) &&
                     !(e->h->shape->spec.variants &
                       (SUDOKU_VARIANT_ANTI_KNIGHT | SUDOKU_VARIANT_ANTI_KING)));
}

/* The places of digit d in unit u of e's grid, a bit per position (SE's
** order): on the classic board, the places a dynamic chain (the only kind
** that tries patterns) keeps in step with its grid. */
static unsigned places(const engine *e, int u, int d) {
    unsigned m = 0;
    int k;

    if (!e->h) return e->places[u][d];
    for (k = 0; k < 9; k++)
        if (sudoku__has_digit(e->grid[cell_of(e, u, k)], d)) m |= 1u << k;
    return m;
}

static int empty_cells(const engine *e, int u) {
    int k, n = 0;

    for (k = 0; k < 9; k++)
        n += !e->s->cell[cell_of(e, u, k)];
    return n;
}

/* The order SE visits a hint's removals in (a Java HashMap keyed by cell
** index: by index modulo the table's size, else as inserted). */
static int hash_order(const int *pots, int n, int *out) {
    int cells[81], n_cells = 0, size = 16, k, j, m = 0, b;

    for (k = 0; k < n; k++) {
        for (j = 0; j < n_cells && cells[j] != POT_CELL(pots[k]); j++)
            ;
        if (j == n_cells) cells[n_cells++] = POT_CELL(pots[k]);
    }
    while (n_cells > size * 3 / 4)
        size *= 2;
    for (b = 0; b < size; b++)
        for (j = 0; j < n_cells; j++) {
            int d;
            if ((cells[j] & (size - 1)) != b) continue;
            for (d = 1; d <= 9; d++)
                for (k = 0; k < n; k++)
                    if (POT_CELL(pots[k]) == cells[j] && POT_DIGIT(pots[k]) == d) {
                        out[m++] = pots[k];
                        break;
                    }
        }
    return m;
}

/* A pattern SE's chains may use, and where it is. */
typedef struct pattern_at {
    int tech;
    unsigned char where[2];
    uint16_t digits;
} pattern_at;

/* A removal found by a pattern ('at') or an inner chain ('how' says which
** and where, NULL for a pattern): each removed candidate not yet off joins
** the chain,
** its parents the candidates the chain turned off that the pattern needed
** gone (none: it holds without the chain, and is left out). */
static void advance_by(advance *a, const int *removals, int n_removals,
                       const int *parents, int n_parents, const pattern_at *at,
                       const nested_chain *how) {
    engine *e = a->e;
    int nodes[729], order[729], k, j, n, chain = -1;

    if (n_parents <= 0) return;
    for (k = 0; k < n_parents; k++)
        if ((nodes[k] = set_get(a->off, parents[k])) < 0) return;
    a->any = 1;
    n = hash_order(removals, n_removals, order);
    for (k = 0; k < n; k++) {
        int m;
        if (set_get(a->off, order[k]) >= 0) continue;
        if (how && chain < 0) {
            nested_chain *c = grow(e->chains, e->n_chains, &e->cap_chains, sizeof *c, 64);
            if (!c) {
                e->overflow = 1;
                return;
            }
            e->chains = c;
            chain = e->n_chains++;
            e->chains[chain] = *how;
            e->chains[chain].first_node = e->n_nodes;
        }
        m = new_node(e, order[k], nodes[0]);
        for (j = 1; j < n_parents; j++)
            add_parent(e, m, nodes[j]);
        e->nodes[m].cause = CAUSE_ADVANCED;
        e->nodes[m].tech = (unsigned char)at->tech;
        memcpy(e->nodes[m].where, at->where, sizeof at->where);
        e->nodes[m].digits = at->digits;
        e->nodes[m].nested = chain;
        set_add(e, a->off, m);
        if (*a->tail_off < POTS * 24) e->queue_off[(*a->tail_off)++] = m;
    }
}

static void advance_pattern(advance *a, const int *removals, int n_removals,
                            const int *parents, int n_parents, int tech, int u1, int u2,
                            unsigned digits) {
    pattern_at at = {tech, {(unsigned char)u1, (unsigned char)u2}, (uint16_t)digits};

    if (n_removals > 0)
        advance_by(a, removals, n_removals, parents, n_parents, &at, NULL);
}

/* The grid a pattern of the chain's level reads (tech.h): the working
** grid, what the present propagation took from it, SE's cells. */
static sudoku__grid advance_grid(const advance *a) {
    const engine *e = a->e;
    const uint16_t(*kept)[10] = e->h ? NULL : (const uint16_t(*)[10])e->places;
    sudoku__grid g = {e->s, e->grid, e->source, a->lost, kept, 1};

    return g;
}

/* Takes an instance of a pattern into the chain, where it is as its node
** says it (sudoku__shows): a fish's base lines (after its cover lines),
** locked candidates' two units, a subset's unit. */
static int advance_instance(void *ctx, const sudoku__instance *in) {
    int rem[SUDOKU__INSTANCE_MAX], par[SUDOKU__INSTANCE_MAX], k;
    int u1 = in->units[0], u2 = 255;

    for (k = 0; k < in->n_removed; k++)
        rem[k] = POT(in->removed[k], in->removed_digit[k], 0);
    for (k = 0; k < in->n_rests; k++)
        par[k] = POT(in->rests[k], in->rest_digit[k], 0);
    if (in->tech == SUDOKU_TECH_X_WING) {
        u1 = in->units[2];
        u2 = in->units[3];
    } else if (in->n_units > 1) {
        u2 = in->units[1];
    }
    advance_pattern(ctx, rem, in->n_removed, par, in->n_rests, in->tech, u1, u2,
                    in->digits);
    return 0;
}

/* SE's order for its pairs: boxes, then columns, then rows (then, on a
** board that is not plain, the extra houses by SE's region type); 'find'
** gets each house that lost a candidate and has more than 'fewest' empty
** cells. */
static void changed_units(advance *a, int fewest, void (*find)(advance *a, int u)) {
    static const int types[SE_TYPES] = {0, 2, 1, 3, 4, 5, 6, 7, 8, 9};
    int t, i, n_types = se_plain(a->e) ? 3 : SE_TYPES;

    for (t = 0; t < n_types; t++) {
        if (!has_type(a->e, types[t])) continue;
        for (i = 0; i < type_size(types[t]); i++) {
            int u = se_type[types[t]][i];
            if (a->lost[u] && empty_cells(a->e, u) > fewest) find(a, u);
        }
    }
}

/* SE's hidden and naked pairs in house u (tech_subsets.c). */
static void hidden_pairs_in(advance *a, int u) {
    sudoku__grid g = advance_grid(a);
    sudoku__hidden_pairs_se(&g, u, advance_instance, a);
}

static void naked_pairs_in(advance *a, int u) {
    sudoku__grid g = advance_grid(a);
    sudoku__naked_pairs_se(&g, u, advance_instance, a);
}

/* The cells that see both a and b (SE's visible cells: a house in common,
** or a knight's or king's move under anti-knight, anti-king) as bits. */
static void seen_by_both(const engine *e, int a, int b, uint64_t both[2]) {
    both[0] = e->h->see[a][0] & e->h->see[b][0];
    both[1] = e->h->see[a][1] & e->h->see[b][1];
}

/* SE's generalised naked pairs in house u (NakedSetGen, on a board that is
** not plain): two cells of u holding the same two digits only; each digit
** goes from every cell that sees both. */
static void naked_gen_pairs_in(advance *a, int u) {
    const engine *e = a->e;
    const uint16_t *g = e->grid, *was = e->source;
    int hi, lo, o, w;

    for (hi = 1; hi < 9; hi++)
        for (lo = 0; lo < hi; lo++) {
            int c1 = cell_of(e, u, lo), c2 = cell_of(e, u, hi);
            unsigned pair = g[c1] | g[c2];
            int rem[2 * 81], par[18], n_rem = 0, n_par = 0;
            uint64_t both[2];
            if ((was[c1] == g[c1] && was[c2] == g[c2]) ||
                sudoku__bits_count(g[c1]) <= 1 || sudoku__bits_count(g[c2]) <= 1 ||
                sudoku__bits_count(pair) != 2)
                continue;
            seen_by_both(e, c1, c2, both);
            for (w = 1; w <= 9; w++) {
                if (!sudoku__has_digit(pair, w)) continue;
                for (o = 0; o < 81; o++)
                    if ((both[o >> 6] >> (o & 63) & 1u) && sudoku__has_digit(g[o], w))
                        rem[n_rem++] = POT(o, w, 0);
            }
            for (w = 1; w <= 9; w++)
                if (sudoku__has_digit(was[c1], w) && !sudoku__has_digit(pair, w))
                    par[n_par++] = POT(c1, w, 0);
            for (w = 1; w <= 9; w++)
                if (sudoku__has_digit(was[c2], w) && !sudoku__has_digit(pair, w))
                    par[n_par++] = POT(c2, w, 0);
            advance_pattern(a, rem, n_rem, par, n_par, SUDOKU_TECH_NAKED_PAIR, u, 255,
                            pair);
        }
}

/* SE's generalised intersections (VLocking, on a board that is not
** plain): digit d in 2 to 6 places of a house; every cell that sees them
** all loses d. By region type (box, row, column, then the extra houses),
** digit, house. */
static void vlocking(advance *a) {
    const engine *e = a->e;
    const uint16_t *g = e->grid, *was = e->source;
    int t, d, i, k, o;

    for (t = 0; t < SE_TYPES; t++) {
        if (!has_type(e, t)) continue;
        for (d = 1; d <= 9; d++)
            for (i = 0; i < type_size(t); i++) {
                int u = se_type[t][i], rem[81], par[9], n_rem = 0, n_par = 0;
                unsigned pos;
                uint64_t all[2] = {~(uint64_t)0, ~(uint64_t)0};
                if (!sudoku__has_digit(a->lost[u], d)) continue;
                pos = places(e, u, d);
                if (sudoku__bits_count(pos) < 2 || sudoku__bits_count(pos) > 6) continue;
                for (k = 0; k < 9; k++) {
                    int c = cell_of(e, u, k);
                    if (pos >> k & 1) {
                        all[0] &= e->h->see[c][0];
                        all[1] &= e->h->see[c][1];
                    } else if (sudoku__has_digit(was[c], d)) {
                        par[n_par++] = POT(c, d, 0);
                    }
                }
                for (o = 0; o < 81; o++)
                    if ((all[o >> 6] >> (o & 63) & 1u) && sudoku__has_digit(g[o], d))
                        rem[n_rem++] = POT(o, d, 0);
                advance_pattern(a, rem, n_rem, par, n_par,
                                u >= 18 && u < 27 ? SUDOKU_TECH_POINTING
                                                  : SUDOKU_TECH_CLAIMING,
                                u, 255, sudoku__digit_bit(d));
            }
    }
}

/* SE's order of an inner search's conclusions: easiest, shortest, kind,
** then as found. */
static int found_cmp(const void *pa, const void *pb) {
    const found *x = pa, *y = pb;

    if (x->difficulty < y->difficulty - 1e-9) return -1;
    if (x->difficulty > y->difficulty + 1e-9) return 1;
    if (x->complexity != y->complexity) return x->complexity - y->complexity;
    if (x->key != y->key) return x->key - y->key;
    if (x->part != y->part) return x->part - y->part;
    return x->seq - y->seq;
}

/* 1 when conclusion k removes the same candidates as an earlier one. */
static int same_as_earlier(const found_list *f, int k) {
    const found *x = &f->items[k];
    int j;

    for (j = 0; j < k; j++) {
        const found *y = &f->items[j];
        if (y->removals == x->removals && y->n_removals == x->n_removals &&
            !memcmp(&f->pool[y->first], &f->pool[x->first],
                    (size_t)x->n_removals * sizeof *f->pool))
            return 1;
    }
    return 0;
}

enum { INNER_FORCING, INNER_MULTIPLE, INNER_DYNAMIC };

/* The outcomes of the inner searches an engine ran, by the grids they ran
** in (and the outer start they were measured against): the same grid is
** often reached again, and SE's outcome does not change. Each keeps only
** the conclusions that rest on the outer chain, in SE's order. */
#define CACHE_SLOTS 16384

typedef struct cached {
    uint64_t key;
    int valid;
    found_list list;
} cached;

typedef struct inner_cache {
    cached slot[CACHE_SLOTS];
    int used;
    bfs_memo *memo; /* for the inner forcing searches, or NULL */
} inner_cache;

static void cache_free(inner_cache *c) {
    int k;

    if (!c) return;
    for (k = 0; k < CACHE_SLOTS; k++) {
        free(c->slot[k].list.items);
        free(c->slot[k].list.pool);
    }
    free(c->memo);
    free(c);
}

static uint64_t inner_key(const engine *e, int kind) {
    uint64_t h = 14695981039346656037u;
    int k;

    for (k = 0; k < 81; k++) {
        h = (h ^ e->grid[k]) * 1099511628211u;
        h = (h ^ e->source[k]) * 1099511628211u;
    }
    h = (h ^ (uint64_t)kind) * 1099511628211u;
    return (h ^ (uint64_t)e->nest_limit) * 1099511628211u;
}

/* The cache's memo for the inner forcing searches in e's grid, built on
** first use from the unary searches in the position's grid; NULL when
** there is no cache or memory ran out. */
static bfs_memo *memo_ready(engine *e, inner_cache *cache) {
    bfs_memo *m;
    uint16_t grid[81], places[27][10];
    found_list none = {0};
    found_list *collect = e->collect;
    capture *cap = e->capture;
    best *b;

    /* a board with a table of houses notes no reads (the memo would skip
    ** every search) and has more units than the memo keeps */
    if (!cache || e->h) return NULL;
    if (!cache->memo) cache->memo = calloc(1, sizeof *cache->memo);
    m = cache->memo;
    if (m && m->state == 0) {
        b = calloc(1, sizeof *b);
        if (!b) return NULL;
        memcpy(grid, e->grid, sizeof grid);
        memcpy(places, e->places, sizeof places);
        memcpy(e->grid, e->s->cand, sizeof e->grid);
        places_load(e);
        memcpy(m->grid, e->grid, sizeof m->grid);
        memcpy(m->places, e->places, sizeof m->places);
        memset(m->stale, 0xff, sizeof m->stale);
        e->collect = &none;
        e->capture = NULL;
        e->memo = m;
        m->state = 1;
        unary(e, b, 0, 1);
        unary(e, b, 1, 0);
        unary(e, b, 1, 1);
        m->state = e->overflow || none.overflow ? 3 : 2;
        e->overflow = 0;
        e->collect = collect;
        e->capture = cap;
        memcpy(e->grid, grid, sizeof grid);
        memcpy(e->places, places, sizeof places);
        grid_changed(e);
        free(none.items);
        free(none.pool);
        free(b);
    }
    if (!m || m->state != 2) return NULL;
    memo_dirty(m, e);
    return m;
}

/* Marks in in->may the cells whose chains, in an inner static multiple
** search on the classic board, may find a conclusion that rests on the
** outer chain (collect() gives it rule parents); returns how many. Such a
** conclusion's chain takes a link the outer chain made (an "on" node whose
** cause, a cell's last two candidates or a digit's last two places in a
** unit, lost candidates in it: off p => on q), or starts from a cell or
** region that lost some (keys 5 and 6). A propagation from an "on" start
** reaches off p only if the start leads to p: those are found backwards
** from every such p, over the same links as propagate() follows (y and x). */
static int rests_may(engine *in) {
    const uint16_t *was = in->outer_source, *g = in->grid;
    uint16_t lost[27];
    unsigned char back[POTS];
    int queue[POTS], head = 0, tail = 0, c, u, d, k, t, n_may = 0;

    memset(back, 0, sizeof back);
    memset(lost, 0, sizeof lost);
    for (c = 0; c < 81; c++) {
        uint16_t gone = (uint16_t)(was[c] & ~g[c]);
        unsigned m = g[c], two = m & (m - 1);
        if (!gone) continue;
        for (t = 0; t < 3; t++)
            lost[geo[c].unit[t]] |= gone;
        if (!two || (two & (two - 1))) continue;
        for (; m; m &= m - 1) {
            int p = POT(c, sudoku__lowest_digit(m), 0);
            if (!back[p]) back[p] = 1, queue[tail++] = p;
        }
    }
    for (u = 0; u < 27; u++)
        for (d = 1; d <= 9; d++) {
            unsigned m = in->places[u][d], two = m & (m - 1);
            if (!sudoku__has_digit(lost[u], d) || !two || (two & (two - 1))) continue;
            for (; m; m &= m - 1) {
                int p = POT(unit_cells[u][sudoku__lowest_digit(m) - 1], d, 0);
                if (!back[p]) back[p] = 1, queue[tail++] = p;
            }
        }
    while (head < tail) {
        int p = queue[head++], v = p >> 1;
        c = v / 9;
        d = v - 9 * c + 1;
        if (!POT_ON(p)) { /* from on q: q's cell's other candidates, d's peers */
            unsigned m = g[c] & ~(1u << (d - 1));
            for (; m; m &= m - 1) {
                int q = POT(c, sudoku__lowest_digit(m), 1);
                if (!back[q]) back[q] = 1, queue[tail++] = q;
            }
            for (k = 0; k < 20; k++) {
                int o = sudoku__peers[c][k], q = POT(o, d, 1);
                if (sudoku__has_digit(g[o], d) && !back[q])
                    back[q] = 1, queue[tail++] = q;
            }
        } else { /* from off q: a cell's or a unit's other one of two */
            unsigned m = g[c], two = m & (m - 1);
            if (two && !(two & (two - 1))) {
                int q = POT(c, sudoku__lowest_digit(m & ~(1u << (d - 1))), 0);
                if (!back[q]) back[q] = 1, queue[tail++] = q;
            }
            for (t = 0; t < 3; t++) {
                int uu = geo[c].unit[t];
                unsigned rest = in->places[uu][d] & ~(1u << geo[c].pos[t]);
                int q;
                if (!rest || (rest & (rest - 1))) continue;
                q = POT(unit_cells[uu][sudoku__lowest_digit(rest) - 1], d, 0);
                if (!back[q]) back[q] = 1, queue[tail++] = q;
            }
        }
    }
    for (c = 0; c < 81; c++) {
        unsigned m = g[c];
        int may = !in->s->cell[c] && g[c] != was[c];
        in->may[c] = 0;
        if (in->s->cell[c] || sudoku__bits_count(m) <= 2) continue;
        for (; m && !may; m &= m - 1) {
            d = sudoku__lowest_digit(m);
            may = back[POT(c, d, 1)];
            for (t = 0; t < 3 && !may; t++) { /* c's regions: c the first place */
                unsigned pl = in->places[geo[c].unit[t]][d];
                if ((pl & -pl) != 1u << geo[c].pos[t] || !(pl & (pl - 1))) continue;
                may = sudoku__has_digit(lost[geo[c].unit[t]], d);
                for (pl &= pl - 1; pl && !may; pl &= pl - 1)
                    may = back[POT(
                        unit_cells[geo[c].unit[t]][sudoku__lowest_digit(pl) - 1], d, 1)];
            }
        }
        in->may[c] = (unsigned char)may;
        n_may += may;
    }
    return n_may;
}

/* Runs inner search 'kind' (nesting 'nest_limit') in 'grid', measured
** against the outer propagation's start 'source', in e's inner engine,
** every conclusion collected into *all (with 'cap', only the chain it wants
** written). Returns the inner engine (its overflow says whether the search
** ran through), or NULL when memory ran out. */
static engine *inner_run(engine *e, const uint16_t *grid, const uint16_t *source,
                         int kind, int nest_limit, found_list *all, capture *cap) {
    engine *in = e->inner;
    best *none;

    if (!in) in = e->inner = engine_new(e->s, grid, 0, 0, 0);
    if (!in) return NULL;
    in->cache = e->cache;
    if (!in->none) in->none = calloc(1, sizeof *in->none);
    if (!(none = in->none)) return NULL;
    memcpy(in->grid, grid, sizeof in->grid);
    memcpy(in->base, grid, sizeof in->base);
    places_load(in);
    in->has_source = 0;
    in->dynamic = kind == INNER_DYNAMIC;
    in->nishio = 0;
    in->multiple = kind != INNER_FORCING;
    in->level = kind == INNER_DYNAMIC ? nest_limit : 0;
    in->nest_limit = 0;
    in->overflow = 0;
    in->collect = all;
    in->outer_source = source;
    in->capture = cap;
    rewind_nodes(in, 0, 0);
    if (kind == INNER_FORCING) {
        in->memo = memo_ready(in, e->cache);
        unary(in, none, 0, 1);
        unary(in, none, 1, 0);
        unary(in, none, 1, 1);
        in->memo = NULL;
    } else {
        rule r = {kind == INNER_MULTIPLE ? SUDOKU_TECH_MULTIPLE_FORCING
                  : in->level > 0        ? SUDOKU_TECH_NESTED_FORCING
                                         : SUDOKU_TECH_DYNAMIC_FORCING,
                  kind == INNER_MULTIPLE ? 8.0 : 8.5 + 0.5 * in->level};
        /* an inner static multiple search keeps only conclusions that rest
        ** on the outer chain: the cells that may find one first; the
        ** others find none that does, but what they find may come first
        ** among conclusions with the same removals (inner_search keeps the
        ** first), so they run when one was found */
        in->only = kind == INNER_MULTIPLE && !cap && !in->h;
        if (in->only) rests_may(in);
        run_family(in, none, &r);
        if (in->only) {
            int k;
            for (k = 0; k < all->n && !all->items[k].n_parents; k++)
                ;
            if (k < all->n) run_rest(in, none, &r);
        }
        in->only = 0;
    }
    in->capture = NULL;
    return in;
}

/* Writes into 'out', at 'depth', the chain of inner conclusion 'want',
** found again by running its search once more. Returns 1 when written
** whole, else 0 with 'out' as it was. */
static int write_inner(engine *e, const nested_chain *want, chain_out *out, int depth) {
    found_list all = {0};
    capture cap = {want, out, depth, 0};
    engine *in =
        inner_run(e, want->grid, want->source, want->kind, want->nest_limit, &all, &cap);

    free(all.items);
    free(all.pool);
    return in && cap.done == 1;
}

/* Runs inner search 'kind' in the engine's working grid into *list:
** every conclusion resting on the outer chain, sorted, duplicates out.
** Returns 0 when memory ran out. */
static int inner_search(engine *e, int kind, found_list *list) {
    found_list all = {0};
    engine *in = inner_run(e, e->grid, e->source, kind, e->nest_limit, &all, NULL);
    int k, ok = in != NULL;

    ok = ok && !in->overflow && !all.overflow;
    if (ok && all.n > 1) qsort(all.items, (size_t)all.n, sizeof *all.items, found_cmp);
    for (k = 0; k < all.n && ok; k++) {
        const found *x = &all.items[k];
        found *y;
        int j;
        if (x->n_parents == 0 || same_as_earlier(&all, k)) continue;
        y = grow(list->items, list->n, &list->cap, sizeof *y, 16);
        if (!y) break;
        list->items = y;
        y = &list->items[list->n++];
        *y = *x;
        y->first = list->n_pool;
        for (j = 0; j < x->n_removals + x->n_parents; j++)
            pool_push(list, all.pool[x->first + j]);
    }
    free(all.items);
    free(all.pool);
    return ok && !list->overflow;
}

/* A whole chain search of kind 'kind' in the grid the chain has reached,
** every conclusion of it that rests on the chain a removal. */
static void inner_chains(advance *a, int kind) {
    engine *e = a->e;
    uint64_t key = inner_key(e, kind);
    found_list fresh = {0}, *list = &fresh;
    cached *slot = NULL;
    nested_chain how;
    pattern_at at = {0, {255, 255}, 0};
    int k;

    how.kind = kind;
    how.nest_limit = e->nest_limit;
    memcpy(how.grid, e->grid, sizeof how.grid);
    memcpy(how.source, e->source, sizeof how.source);
    if (e->cache) {
        slot = &e->cache->slot[key % CACHE_SLOTS];
        if (slot->valid && slot->key == key) list = &slot->list;
    }
    if (list == &fresh && !inner_search(e, kind, &fresh)) {
        e->overflow = 1;
        free(fresh.items);
        free(fresh.pool);
        return;
    }
    for (k = 0; k < list->n && !e->overflow; k++) {
        const found *x = &list->items[k];
        how.complexity = x->complexity;
        how.signature = x->signature;
        how.tech = x->tech;
        how.key = x->key;
        how.n_removals = x->n_removals;
        how.removals = x->removals;
        at.tech = x->tech;
        advance_by(a, &list->pool[x->first], x->n_removals,
                   &list->pool[x->first + x->n_removals], x->n_parents, &at, &how);
    }
    if (list != &fresh) return;
    if (slot) {
        free(slot->list.items);
        free(slot->list.pool);
        slot->key = key;
        slot->valid = 1;
        slot->list = fresh;
        return;
    }
    free(fresh.items);
    free(fresh.pool);
}

/* SE's non-trivial implications at the chain's level, tried in order
** until one applies. Returns 1 when new "off" nodes were queued. */
static int advanced(engine *e, pot_set *off, int *tail_off) {
    advance a;
    int before = *tail_off, k;

    a.e = e;
    a.off = off;
    a.tail_off = tail_off;
    a.any = 0;
    memset(a.lost, 0, sizeof a.lost);
    for (k = 0; k < 81; k++) {
        uint16_t gone = (uint16_t)(e->source[k] & ~e->grid[k]);
        int t;
        if (!e->h) {
            a.lost[sudoku__row(k)] |= gone;
            a.lost[9 + sudoku__col(k)] |= gone;
            a.lost[18 + sudoku__box(k)] |= gone;
            continue;
        }
        for (t = 0; t < e->n_cu[k]; t++)
            a.lost[e->cu[k][t]] |= gone;
    }
    /* SE's patterns of the board (plain: the classic ones, where the board
    ** has boxes for locking) */
    if (!se_plain(e)) {
        vlocking(&a);
    } else if (!e->h || e->h->boxes) {
        sudoku__grid g = advance_grid(&a);
        sudoku__locked_se(&g, advance_instance, &a);
    }
    if (!a.any) changed_units(&a, 4, hidden_pairs_in);
    if (!a.any) changed_units(&a, 3, se_plain(e) ? naked_pairs_in : naked_gen_pairs_in);
    if (!a.any) {
        sudoku__grid g = advance_grid(&a);
        sudoku__x_wings_se(&g, advance_instance, &a);
    }
    if (!a.any && e->level >= 2 && e->level < 4) inner_chains(&a, INNER_FORCING);
    if (!a.any && e->level == 3) inner_chains(&a, INNER_MULTIPLE);
    if (!a.any && e->level >= 4) inner_chains(&a, INNER_DYNAMIC);
    return *tail_off > before && !e->overflow;
}

int sudoku__tech_se_dynamic_plus(const sudoku__position *s, sudoku_step *st) {
    static const rule r = {SUDOKU_TECH_DYNAMIC_PLUS, 9.0};
    return forcing_family(s, st, &r, 1, 0, 1, 0, NULL);
}

/* SE's nested forcing chains, level 2 (forcing chains nested), 3
** (multiple forcing chains too), then 4 (dynamic forcing chains nested, of
** levels 0 to 3): the first level that concludes gives the step. The
** levels share what their inner searches found. */
int sudoku__tech_se_nested(const sudoku__position *s, sudoku_step *st) {
    static const int levels[6][2] = {{2, 0}, {3, 0}, {4, 0}, {4, 1}, {4, 2}, {4, 3}};
    inner_cache *cache = calloc(1, sizeof *cache);
    int k, done = 0;

    for (k = 0; k < 6 && !done; k++) {
        rule r = {SUDOKU_TECH_NESTED_FORCING, 8.5 + 0.5 * levels[k][0]};
        done = forcing_family(s, st, &r, 1, 0, levels[k][0], levels[k][1], cache);
    }
    cache_free(cache);
    return done;
}
