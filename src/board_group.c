/*
** board_group.c - the equivalence group of a variant or jigsaw board, listed:
** the geometric elements (a transpose, row and column orders) of the plain
** shape's group (bands, rows in bands, stacks, columns in stacks; any row and
** column order on a latin square; the 8 symmetries of the square on a
** jigsaw, whose region map moves with the cells) that map every extra house
** onto an extra house and every anti-knight/anti-king pair and every
** non-consecutive neighbour pair onto one, found by a search that assigns
** the output rows and columns in turn and cuts a branch as soon as the
** known cells of an extra house come from no one extra house, or a known
** pair from no pair. With them the relabellings of symbols: all of them, or
** on a non-consecutive board the identity and the reversal v -> N+1-v.
** The minlex form is the least image over the listed elements.
*/
#include "internal.h"

#include <stdlib.h>
#include <string.h>

/* Most geometric elements a group lists, 262,144: larger groups are
** refused (16x16 dg has 663,552, 25x25 x 3,686,400). Each costs 1 + 2N
** bytes and a pass in canon. */
#define BG_MAX_ELEMENTS ((size_t)1 << 18)
/* Most search nodes spent listing one group. */
#define BG_MAX_NODES ((uint64_t)1 << 22)
#define BG_MAX_EXTRA 64

struct sudoku_board_group {
    int side, box_rows, box_cols; /* the spec the group is of */
    unsigned variants;
    int all_symbols;     /* 0: non-consecutive, identity and reversal only */
    size_t count;        /* geometric elements */
    unsigned char *elem; /* count records of 1 + 2N bytes: transposed, row, col */
};

/* What the search and the membership test know of a shape. */
typedef struct bg_geometry {
    const sudoku_shape *shape;
    int n, bh, sw, jigsaw, transposable;
    int nx, xfirst;                   /* extra houses, the index of the first */
    uint64_t xmask[SUDOKU_MAX_CELLS]; /* bit j: the cell lies in extra house j */
} bg_geometry;

typedef struct bg_search {
    bg_geometry geo;
    int t;
    int row[SUDOKU_MAX_SIDE], col[SUDOKU_MAX_SIDE]; /* source of each output line */
    uint32_t row_used, col_used;
    uint64_t live[2 * SUDOKU_MAX_SIDE + 1][BG_MAX_EXTRA]; /* per depth, per output
                                                             extra house: where from */
    uint64_t nodes;
    size_t count, cap;
    unsigned char *elem;
    sudoku_status status;
} bg_search;

static int is_jigsaw(const sudoku_shape_spec *spec) {
    return (spec->variants & SUDOKU_VARIANT_JIGSAW) != 0;
}

/* The index of the shape's first extra house (diagonal, window, ...; they
** come after the rows, columns and boxes), or its house count when none. */
static int first_extra(const sudoku_shape *shape) {
    for (int h = 0; h < shape->houses; h++)
        if (shape->kind[h] >= SUDOKU_HOUSE_DIAGONAL) return h;
    return shape->houses;
}

/* 0, or -1 when the shape has more extra houses than a mask holds. */
static int geometry_of(const sudoku_shape *shape, bg_geometry *g) {
    const sudoku_shape_spec *spec = &shape->spec;
    int n = shape->side;
    memset(g, 0, sizeof *g);
    g->shape = shape;
    g->n = n;
    g->jigsaw = is_jigsaw(spec);
    if (g->jigsaw || (spec->variants & SUDOKU_VARIANT_LATIN)) {
        g->bh = g->sw = n;
        g->transposable = 1;
    } else {
        g->bh = spec->box_rows, g->sw = spec->box_cols;
        g->transposable = g->bh == g->sw;
    }
    g->xfirst = first_extra(shape);
    g->nx = shape->houses - g->xfirst;
    if (g->nx > BG_MAX_EXTRA) return -1;
    for (int j = 0; j < g->nx; j++)
        for (int k = 0; k < n; k++)
            g->xmask[shape->house[g->xfirst + j][k]] |= (uint64_t)1 << j;
    return 0;
}

/* The source cell of output cell (r, c). */
static int source(int t, const int *row, const int *col, int n, int r, int c) {
    return t ? col[c] * n + row[r] : row[r] * n + col[c];
}

static int listed(const uint16_t *list, int len, int cell) {
    for (int k = 0; k < len; k++)
        if (list[k] == cell) return 1;
    return 0;
}

/* 1 when pair (p, q) is not checked at p: q is not known yet, or, with
** every cell known (known_rows NULL), q < p: the pair relations are
** symmetric (shape.c's moves), so it was checked at q. */
static int skipped(int n, int p, int q, const uint32_t *known_rows,
                   const uint32_t *known_cols) {
    if (!known_rows) return q < p;
    return !(*known_rows >> (q / n) & 1u) || !(*known_cols >> (q % n) & 1u);
}

/* 1 when the pairs at output cell p (to cells q that 'known' accepts) come
** from pairs of the same kind. */
static int pairs_kept(const sudoku_shape *sh, int n, int t, const int *row,
                      const int *col, int p, const uint32_t *known_rows,
                      const uint32_t *known_cols) {
    int sp = source(t, row, col, n, p / n, p % n);
    for (int k = 0; k < sh->n_near[p]; k++) {
        int q = sh->near[p][k];
        if (skipped(n, p, q, known_rows, known_cols)) continue;
        if (!listed(sh->near[sp], sh->n_near[sp], source(t, row, col, n, q / n, q % n)))
            return 0;
    }
    for (int k = 0; k < sh->n_adj[p]; k++) {
        int q = sh->adj[p][k];
        if (skipped(n, p, q, known_rows, known_cols)) continue;
        if (!listed(sh->adj[sp], sh->n_adj[sp], source(t, row, col, n, q / n, q % n)))
            return 0;
    }
    return 1;
}

/* ------------------------------------------------------------ membership */

/* 1 when map (a permutation of 0..n-1) is the identity or the reversal. */
static int identity_or_reversal(const unsigned char *map, int n) {
    int id = 1, rev = 1;
    for (int i = 0; i < n; i++) {
        id &= map[i] == i;
        rev &= map[i] == n - 1 - i;
    }
    return id || rev;
}

/* Word w of the set of houses from xfirst on (the extra houses). */
static uint64_t extra_bits(int w, int xfirst) {
    if (w < xfirst / 64) return 0;
    if (w > xfirst / 64) return ~(uint64_t)0;
    return ~(uint64_t)0 << (xfirst % 64);
}

/* 1 when the cells of extra house h, moved by t (its row and column maps in
** row, col), all come from one extra house: the house sets of their source
** cells (shape->member, houses from xfirst on) have one in common. */
static int house_kept(const sudoku_shape *sh, int xfirst, int t, const int *row,
                      const int *col, int h) {
    enum { WORDS = (SUDOKU__MAX_HOUSES + 63) / 64 };
    int n = sh->side, words = (sh->houses + 63) / 64;
    uint64_t from[WORDS];
    for (int w = 0; w < words; w++)
        from[w] = extra_bits(w, xfirst);
    for (int k = 0; k < n; k++) {
        int p = sh->house[h][k], s = source(t, row, col, n, p / n, p % n);
        for (int w = 0; w < words; w++)
            from[w] &= sh->member[s][w];
    }
    for (int w = 0; w < words; w++)
        if (from[w]) return 1;
    return 0;
}

/* No allocation and no failure: the extra houses are read from the shape's
** own house sets (bg_geometry's table is for the listing search). */
int sudoku__board_group_keeps(const sudoku_shape *shape,
                              const sudoku_board_transform *t) {
    int n = shape->side, ok = 1;
    if (is_jigsaw(&shape->spec))
        ok = identity_or_reversal(t->row, n) && identity_or_reversal(t->col, n);
    if (shape->spec.variants & SUDOKU_VARIANT_NON_CONSECUTIVE) {
        int id = 1, rev = 1;
        for (int v = 1; v <= n; v++) {
            id &= t->symbol[v] == v;
            rev &= t->symbol[v] == n + 1 - v;
        }
        ok = ok && (id || rev);
    }
    int row[SUDOKU_MAX_SIDE], col[SUDOKU_MAX_SIDE];
    for (int i = 0; i < n; i++)
        row[i] = t->row[i], col[i] = t->col[i];
    int xfirst = first_extra(shape);
    for (int h = xfirst; ok && h < shape->houses; h++)
        ok = house_kept(shape, xfirst, t->transposed, row, col, h);
    for (int p = 0; ok && p < n * n; p++)
        ok = pairs_kept(shape, n, t->transposed, row, col, p, NULL, NULL);
    return ok;
}

/* ------------------------------------------------------------ listing */

static void keep(bg_search *S) {
    int n = S->geo.n;
    size_t size = 1 + 2 * (size_t)n;
    if (S->count == BG_MAX_ELEMENTS) {
        S->status = SUDOKU_ELIMIT;
        return;
    }
    if (S->count == S->cap) {
        size_t cap = S->cap ? 2 * S->cap : 64;
        unsigned char *elem = realloc(S->elem, cap * size);
        if (!elem) {
            S->status = SUDOKU_ENOMEM;
            return;
        }
        S->elem = elem, S->cap = cap;
    }
    unsigned char *e = S->elem + S->count++ * size;
    e[0] = (unsigned char)S->t;
    for (int i = 0; i < n; i++)
        e[1 + i] = (unsigned char)S->row[i], e[1 + n + i] = (unsigned char)S->col[i];
}

/* The sources output line i (a column when is_col) may take; returns how many. */
static int candidates(const bg_search *S, int is_col, int i, int *cand) {
    const bg_geometry *g = &S->geo;
    int n = g->n, h = is_col ? g->sw : g->bh, nc = 0;
    const int *src = is_col ? S->col : S->row;
    uint32_t used = is_col ? S->col_used : S->row_used;
    if (g->jigsaw) {
        if (i == 0) {
            cand[nc++] = 0;
            cand[nc++] = n - 1;
        } else {
            cand[nc++] = src[0] == 0 ? i : n - 1 - i;
        }
        return nc;
    }
    for (int r = 0; r < n; r++) {
        if (used >> r & 1u) continue;
        if (i % h == 0) {
            uint32_t block = (((uint32_t)1 << h) - 1) << (r / h * h);
            if (used & block) continue;
        } else if (r / h != src[i - i % h] / h) {
            continue;
        }
        cand[nc++] = r;
    }
    return nc;
}

/* Checks the cells output line i (just assigned) makes known, at depth d. */
static int line_ok(bg_search *S, int d, int is_col, int i) {
    const bg_geometry *g = &S->geo;
    int n = g->n;
    uint64_t *live = S->live[d + 1];
    uint32_t rows = 0, cols = 0;
    for (int x = 0; x < n; x++) {
        if (S->row[x] >= 0) rows |= 1u << x;
        if (S->col[x] >= 0) cols |= 1u << x;
    }
    for (int k = 0; k < n; k++) {
        if ((is_col ? S->row[k] : S->col[k]) < 0) continue;
        int r = is_col ? k : i, c = is_col ? i : k, p = r * n + c;
        uint64_t from = g->xmask[source(S->t, S->row, S->col, n, r, c)];
        uint64_t m = g->xmask[p];
        for (int j = 0; m; j++, m >>= 1) {
            if (!(m & 1u)) continue;
            live[j] &= from;
            if (!live[j]) return 0;
        }
        if (!pairs_kept(g->shape, n, S->t, S->row, S->col, p, &rows, &cols)) return 0;
    }
    return 1;
}

static void step(bg_search *S, int d) {
    if (S->status) return;
    if (++S->nodes > BG_MAX_NODES) {
        S->status = SUDOKU_ELIMIT;
        return;
    }
    if (d == 2 * S->geo.n) {
        keep(S);
        return;
    }
    int is_col = d & 1, i = d / 2, cand[SUDOKU_MAX_SIDE];
    int nc = candidates(S, is_col, i, cand);
    int *src = is_col ? S->col : S->row;
    uint32_t *used = is_col ? &S->col_used : &S->row_used;
    for (int k = 0; k < nc && !S->status; k++) {
        src[i] = cand[k];
        *used |= 1u << cand[k];
        memcpy(S->live[d + 1], S->live[d], sizeof S->live[d]);
        if (line_ok(S, d, is_col, i)) step(S, d + 1);
        *used &= ~(1u << cand[k]);
        src[i] = -1;
    }
}

int sudoku_board_group_listed(const sudoku_shape *shape) {
    return shape && (shape->spec.variants & ~(unsigned)SUDOKU_VARIANT_LATIN) != 0;
}

static int same_group(const sudoku_board_group *g, const sudoku_shape_spec *spec) {
    return g->side == spec->side && g->box_rows == spec->box_rows &&
           g->box_cols == spec->box_cols && g->variants == spec->variants;
}

sudoku_status sudoku_board_group_new(const sudoku_shape *shape,
                                     sudoku_board_group **out) {
    if (!shape || !out) return SUDOKU_EINVAL;
    bg_search *S = calloc(1, sizeof *S);
    sudoku_board_group *grp = calloc(1, sizeof *grp);
    if (!S || !grp) {
        free(S), free(grp);
        return SUDOKU_ENOMEM;
    }
    if (geometry_of(shape, &S->geo)) S->status = SUDOKU_EINVAL;
    for (int t = 0; t <= S->geo.transposable && !S->status; t++) {
        S->t = t;
        for (int i = 0; i < SUDOKU_MAX_SIDE; i++)
            S->row[i] = S->col[i] = -1;
        S->row_used = S->col_used = 0;
        for (int j = 0; j < BG_MAX_EXTRA; j++)
            S->live[0][j] = ~(uint64_t)0;
        step(S, 0);
    }
    sudoku_status status = S->status;
    if (status == SUDOKU_OK) {
        const sudoku_shape_spec *spec = &shape->spec;
        grp->side = spec->side, grp->box_rows = spec->box_rows;
        grp->box_cols = spec->box_cols, grp->variants = spec->variants;
        grp->all_symbols = !(spec->variants & SUDOKU_VARIANT_NON_CONSECUTIVE);
        grp->count = S->count;
        grp->elem = S->elem;
        *out = grp;
    } else {
        free(S->elem);
        free(grp);
    }
    free(S);
    return status;
}

void sudoku_board_group_free(sudoku_board_group *group) {
    if (!group) return;
    free(group->elem);
    free(group);
}

size_t sudoku_board_group_size(const sudoku_board_group *group, int *all_relabellings) {
    if (all_relabellings) *all_relabellings = group->all_symbols;
    return group->count;
}

static void element(const sudoku_board_group *g, size_t i, sudoku_board_transform *t) {
    int n = g->side;
    const unsigned char *e = g->elem + i * (1 + 2 * (size_t)n);
    memset(t, 0, sizeof *t);
    t->side = n;
    t->transposed = e[0];
    memcpy(t->row, e + 1, (size_t)n);
    memcpy(t->col, e + 1 + n, (size_t)n);
    for (int v = 0; v <= n; v++)
        t->symbol[v] = (unsigned char)v;
}

sudoku_status sudoku_board_group_element(const sudoku_board_group *group, size_t i,
                                         sudoku_board_transform *t) {
    if (!group || !t || i >= group->count) return SUDOKU_EINVAL;
    element(group, i, t);
    return SUDOKU_OK;
}

void sudoku_board_group_random(const sudoku_board_group *group, sudoku_board_transform *t,
                               sudoku_rng *rng) {
    int n = group->side;
    element(group, sudoku_rng_below(rng, (uint32_t)group->count), t);
    if (group->all_symbols) {
        sudoku__shuffle(t->symbol + 1, (uint32_t)n, rng);
    } else if (sudoku_rng_below(rng, 2)) {
        for (int v = 1; v <= n; v++)
            t->symbol[v] = (unsigned char)(n + 1 - v);
    }
}

/* ------------------------------------------------------------ the form */

/* The region map of spec moved by t, regions numbered by first appearance. */
static void move_regions(const sudoku_board_transform *t, const unsigned char *in,
                         unsigned char *out) {
    int n = t->side, row[SUDOKU_MAX_SIDE], col[SUDOKU_MAX_SIDE];
    unsigned char label[SUDOKU_MAX_SIDE];
    memset(label, 0xFF, sizeof label);
    for (int i = 0; i < n; i++)
        row[i] = t->row[i], col[i] = t->col[i];
    int next = 0;
    for (int k = 0; k < n * n; k++) {
        int reg = in[source(t->transposed, row, col, n, k / n, k % n)] % SUDOKU_MAX_SIDE;
        if (label[reg] == 0xFF) label[reg] = (unsigned char)next++;
        out[k] = label[reg];
    }
}

void sudoku_board_transform_spec(const sudoku_board_transform *t,
                                 const sudoku_shape_spec *in, sudoku_shape_spec *out) {
    sudoku_shape_spec s = *in;
    if (is_jigsaw(in)) move_regions(t, in->region, s.region);
    *out = s;
}

/* The best image so far, and what gives it. */
typedef struct bg_best {
    unsigned char key[2 * SUDOKU_MAX_CELLS]; /* region map (jigsaw), then cells */
    int have;
    size_t elem;
    int reversed; /* non-consecutive: symbols reversed */
    uint64_t count;
} bg_best;

/* Writes value v at key position k and compares: 0 when the image is now
** greater than the best (stop), else 1; *cmp turns -1 once below. */
static int put(bg_best *b, unsigned char *cur, int k, int v, int *cmp) {
    cur[k] = (unsigned char)v;
    if (*cmp < 0) return 1;
    if (v > b->key[k]) return 0;
    if (v < b->key[k]) *cmp = -1;
    return 1;
}

/* Tries element e (symbols reversed or not) on the puzzle. */
static void try_image(const sudoku_board_group *g, const sudoku_board *puzzle,
                      const sudoku_shape_spec *spec, size_t e, int reversed, bg_best *b,
                      unsigned char *cur) {
    sudoku_board_transform t;
    element(g, e, &t);
    int n = g->side, n2 = n * n, row[SUDOKU_MAX_SIDE], col[SUDOKU_MAX_SIDE];
    for (int i = 0; i < n; i++)
        row[i] = t.row[i], col[i] = t.col[i];
    int cmp = b->have ? 0 : -1, k = 0, next = 1;
    unsigned char label[SUDOKU_MAX_SIDE + 1];
    if (is_jigsaw(spec)) {
        memset(label, 0, sizeof label);
        for (; k < n2; k++) {
            int reg = spec->region[source(t.transposed, row, col, n, k / n, k % n)] %
                      SUDOKU_MAX_SIDE;
            if (!label[reg]) label[reg] = (unsigned char)next++;
            if (!put(b, cur, k, label[reg], &cmp)) return;
        }
    }
    memset(label, 0, sizeof label);
    next = 1;
    for (int p = 0; p < n2; p++, k++) {
        int d = puzzle->cell[source(t.transposed, row, col, n, p / n, p % n)], v = d;
        if (d && g->all_symbols) {
            if (!label[d]) label[d] = (unsigned char)next++;
            v = label[d];
        } else if (d && reversed) {
            v = n + 1 - d;
        }
        if (!put(b, cur, k, v, &cmp)) return;
    }
    if (cmp < 0) {
        memcpy(b->key, cur, (size_t)k);
        b->have = 1, b->elem = e, b->reversed = reversed, b->count = 0;
    }
    b->count++;
}

/* The whole transformation giving the best image. */
static void best_map(const sudoku_board_group *g, const sudoku_board *puzzle,
                     const bg_best *b, sudoku_board_transform *map) {
    int n = g->side;
    element(g, b->elem, map);
    if (!g->all_symbols) {
        for (int v = 1; v <= n && b->reversed; v++)
            map->symbol[v] = (unsigned char)(n + 1 - v);
        return;
    }
    int row[SUDOKU_MAX_SIDE], col[SUDOKU_MAX_SIDE], next = 1;
    for (int i = 0; i < n; i++)
        row[i] = map->row[i], col[i] = map->col[i];
    unsigned char label[SUDOKU_MAX_SIDE + 1];
    memset(label, 0, sizeof label);
    for (int p = 0; p < n * n; p++) {
        int d = puzzle->cell[source(map->transposed, row, col, n, p / n, p % n)];
        if (d && !label[d]) label[d] = (unsigned char)next++;
    }
    for (int v = 1; v <= n; v++)
        map->symbol[v] = label[v] ? label[v] : (unsigned char)next++;
}

sudoku_status sudoku_board_group_canon(const sudoku_board_group *group,
                                       const sudoku_board *puzzle, sudoku_board *form,
                                       sudoku_board_transform *map,
                                       uint64_t *automorphisms) {
    if (!group || !puzzle || !puzzle->shape ||
        !same_group(group, sudoku_shape_spec_of(puzzle->shape)))
        return SUDOKU_EINVAL;
    const sudoku_shape_spec *spec = sudoku_shape_spec_of(puzzle->shape);
    int n = group->side, n2 = n * n;
    for (int k = 0; k < n2; k++)
        if (puzzle->cell[k] > n) return SUDOKU_EINVAL;
    bg_best *b = calloc(1, sizeof *b);
    unsigned char *cur = malloc(2 * SUDOKU_MAX_CELLS);
    if (!b || !cur) {
        free(b), free(cur);
        return SUDOKU_ENOMEM;
    }
    int relabellings = group->all_symbols ? 1 : 2; /* as they come; reversed */
    for (size_t e = 0; e < group->count; e++)
        for (int rev = 0; rev < relabellings; rev++)
            try_image(group, puzzle, spec, e, rev, b, cur);
    sudoku_board_transform m;
    best_map(group, puzzle, b, &m);
    if (form) {
        form->shape = puzzle->shape;
        memset(form->cell, 0, sizeof form->cell);
        memcpy(form->cell, b->key + (is_jigsaw(spec) ? n2 : 0), (size_t)n2);
    }
    if (map) *map = m;
    if (automorphisms) *automorphisms = b->count;
    free(b), free(cur);
    return SUDOKU_OK;
}
