/*
** board_canon.c - the minlex form of a puzzle on a plain boxed shape R x C
** (4x4 to 25x25, boxes not square too) or a latin square, and that group's
** transformations: band and row-in-band orders, stack and column-in-stack
** orders, the transpose when R == C (a latin square: any row and column
** order, and the transpose), symbol relabelling. The classic 9x9 has its
** own tuned search (canon.c); this one is generic and exact.
**
** The search builds the form row by row. At each row, every branch tied so
** far tries every source row it may take next, and inside a row, cell by
** cell, the source stack of each output stack and the source column of each
** output column, relabelling symbols by first appearance; a branch is cut as
** soon as its prefix exceeds the least seen (the best form's row, or the
** least row found at this level). Only the branches whose row equals that
** least row go on to the next row. Columns (stacks) still blank in every row
** so far all look alike: they are not chosen until a row shows a symbol in
** one, and since a blank is the least value they always come first in their
** stack (in the stacks), so the unchosen ones are a prefix and nothing
** branches over them. Wholly blank rows of a band (wholly blank bands) are
** alike too: only the first is tried, the others counted.
*/
#include "internal.h"

#include <stdlib.h>
#include <string.h>

/* What a branch has chosen so far. */
typedef struct bc_state {
    signed char row_src[SUDOKU_MAX_SIDE];   /* source row of output rows 0..i-1 */
    signed char band_src[SUDOKU_MAX_SIDE];  /* source band of each output band, -1 */
    signed char stack_src[SUDOKU_MAX_SIDE]; /* source stack of each output stack, -1 */
    signed char col_src[SUDOKU_MAX_SIDE];   /* source column of each output column, -1 */
    uint32_t row_used, band_used, stack_used, col_used;
    unsigned char label[SUDOKU_MAX_SIDE + 1]; /* new label of each symbol, 0: none */
    unsigned char next;                       /* the next new label */
    uint64_t mult; /* transformations this branch stands for (blank rows alike) */
} bc_state;

/* A growing list of branches. */
typedef struct bc_list {
    bc_state *items;
    size_t n, cap;
    int failed; /* out of memory */
} bc_list;

typedef struct bc_search {
    int n, bh, nb, sw, ns; /* side, band height, bands, stack width, stacks */
    unsigned char grid[2][SUDOKU_MAX_CELLS]; /* the puzzle and its transpose */
    const unsigned char *g;                  /* the one searched now */
    int transposed;
    unsigned char cur[SUDOKU_MAX_CELLS];  /* the branch's prefix */
    unsigned char best[SUDOKU_MAX_CELLS]; /* the least form so far */
    int have_best;
    bc_state best_state;
    int best_transposed;
    uint64_t count;             /* transformations reaching best */
    const unsigned char *bound; /* the row being built must not exceed this */
    unsigned char rowmin[SUDOKU_MAX_SIDE];
    unsigned gen; /* bumped when the row's bound drops */
    bc_list *ties;
    int failed;
} bc_search;

static uint64_t mul_sat(uint64_t a, uint64_t b) {
    if (a && b > UINT64_MAX / a) return UINT64_MAX;
    return a * b;
}

static uint64_t fact_sat(int k) {
    uint64_t f = 1;
    for (int i = 2; i <= k; i++)
        f = mul_sat(f, (uint64_t)i);
    return f;
}

/* Most tied branches one row keeps (about 150 MB): past it the search gives
** up (SUDOKU_ENOMEM) rather than take the machine's memory. */
#define BC_TIES_MAX ((size_t)1 << 20)

static void list_push(bc_list *l, const bc_state *st) {
    if (l->n == BC_TIES_MAX) {
        l->failed = 1;
        return;
    }
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 64;
        bc_state *items = realloc(l->items, cap * sizeof *items);
        if (!items) {
            l->failed = 1;
            return;
        }
        l->items = items, l->cap = cap;
    }
    l->items[l->n++] = *st;
}

/* The group of a shape: 0, or -1 when canonical forms do not cover it. */
static int group_of(const sudoku_shape *shape, int *bh, int *sw, int *transposable) {
    const sudoku_shape_spec *spec = &shape->spec;
    int n = shape->side;
    if (sudoku_board_group_listed(shape)) return -1; /* sudoku_board_group_canon */
    if (spec->variants == SUDOKU_VARIANT_LATIN) {
        *bh = n, *sw = n, *transposable = 1;
        return 0;
    }
    *bh = spec->box_rows, *sw = spec->box_cols;
    *transposable = spec->box_rows == spec->box_cols;
    return 0;
}

int sudoku_board_canon_supported(const sudoku_shape *shape) { return shape != NULL; }

/* The form on a variant or jigsaw shape: its group listed for the call. */
static sudoku_status listed_canon(const sudoku_board *puzzle, sudoku_board *form,
                                  sudoku_board_transform *map, uint64_t *automorphisms) {
    sudoku_board_group *g = NULL;
    sudoku_status st = sudoku_board_group_new(puzzle->shape, &g);
    if (st == SUDOKU_OK)
        st = sudoku_board_group_canon(g, puzzle, form, map, automorphisms);
    sudoku_board_group_free(g);
    return st;
}

/* ------------------------------------------------------------ one row */

/* The value symbol d shows now: its label, or the next new one. */
static int value_of(const bc_state *st, int d) {
    if (!d) return 0;
    return st->label[d] ? st->label[d] : st->next;
}

static void take_label(bc_state *st, int d) {
    if (d && !st->label[d]) st->label[d] = st->next++;
}

/* Writes v at cell p of row i and compares with the bound: 0 when the
** branch is now greater (cut it), else 1 (*cmp becomes -1 once below). */
static int put(bc_search *S, int i, int p, int v, int *cmp) {
    S->cur[i * S->n + p] = (unsigned char)v;
    if (*cmp < 0 || !S->bound) return 1;
    if (v > S->bound[p]) return 0;
    if (v < S->bound[p]) *cmp = -1;
    return 1;
}

/* The row is written: a new least row, or a tie with it. */
static void row_done(bc_search *S, int i, const bc_state *st, int cmp) {
    if (!S->bound || cmp < 0) {
        memcpy(S->rowmin, S->cur + i * S->n, (size_t)S->n);
        S->bound = S->rowmin;
        S->ties->n = 0;
        S->gen++;
    }
    list_push(S->ties, st);
}

static void emit(bc_search *S, bc_state st, int r, int i, int p, int cmp);

/* Output column p (unchosen, in a chosen stack) takes source column c,
** which shows a symbol in row r. */
static void emit_col(bc_search *S, const bc_state *st0, int r, int i, int p, int cmp,
                     int c) {
    bc_state st = *st0;
    int d = S->g[r * S->n + c];
    if (!put(S, i, p, value_of(&st, d), &cmp)) return;
    take_label(&st, d);
    st.col_src[p] = (signed char)c;
    st.col_used |= 1u << c;
    emit(S, st, r, i, p + 1, cmp);
}

/* Output column p is unchosen, in a chosen stack s; the unchosen columns
** of a stack are a prefix of it, their source columns blank in every row
** so far. At the prefix's start the ones blank in row r too are written
** (and stay unchosen); past them, each least column with a symbol is tried. */
static void emit_open_cols(bc_search *S, const bc_state *st, int r, int i, int p,
                           int cmp) {
    int s = p / S->sw, src = (int)st->stack_src[s];
    int blank = 0, digit[SUDOKU_MAX_SIDE], nd = 0;
    for (int c = src * S->sw; c < (src + 1) * S->sw; c++) {
        if (st->col_used >> c & 1u) continue;
        if (S->g[r * S->n + c])
            digit[nd++] = c;
        else
            blank++;
    }
    if (p == s * S->sw && blank) {
        for (int k = 0; k < blank; k++, p++)
            if (!put(S, i, p, 0, &cmp)) return;
        if (!nd) {
            emit(S, *st, r, i, p, cmp);
            return;
        }
    }
    int least = S->n + 1;
    for (int k = 0; k < nd; k++) {
        int v = value_of(st, S->g[r * S->n + digit[k]]);
        if (v < least) least = v;
    }
    for (int k = 0; k < nd; k++) {
        if (value_of(st, S->g[r * S->n + digit[k]]) != least) continue;
        unsigned gen = S->gen;
        emit_col(S, st, r, i, p, cmp, digit[k]);
        if (S->gen != gen) cmp = 0; /* the new bound shares this prefix */
    }
}

/* Output stack s is unchosen: the unchosen stacks are 0..K-1, their
** source stacks blank in every row so far. At stack 0 those blank in row r
** too are written (and stay unchosen); past them, each source stack with a
** symbol in row r is tried. */
static void emit_open_stacks(bc_search *S, const bc_state *st, int r, int i, int s,
                             int cmp) {
    int blank = 0, cand[SUDOKU_MAX_SIDE], nc = 0;
    for (int t = 0; t < S->ns; t++) {
        if (st->stack_used >> t & 1u) continue;
        int any = 0;
        for (int c = t * S->sw; c < (t + 1) * S->sw; c++)
            any |= S->g[r * S->n + c];
        if (any)
            cand[nc++] = t;
        else
            blank++;
    }
    int p = s * S->sw;
    if (s == 0 && blank) {
        for (int k = 0; k < blank * S->sw; k++, p++)
            if (!put(S, i, p, 0, &cmp)) return;
        s += blank;
        if (!nc) {
            emit(S, *st, r, i, p, cmp);
            return;
        }
    }
    for (int k = 0; k < nc; k++) {
        bc_state nst = *st;
        nst.stack_src[s] = (signed char)cand[k];
        nst.stack_used |= 1u << cand[k];
        unsigned gen = S->gen;
        emit_open_cols(S, &nst, r, i, p, cmp);
        if (S->gen != gen) cmp = 0;
    }
}

/* Writes row i from source row r, from cell p on. */
static void emit(bc_search *S, bc_state st, int r, int i, int p, int cmp) {
    if (S->ties->failed) return; /* too many ties: the search gives up */
    while (p < S->n && st.col_src[p] >= 0) {
        int d = S->g[r * S->n + st.col_src[p]];
        if (!put(S, i, p, value_of(&st, d), &cmp)) return;
        take_label(&st, d);
        p++;
    }
    if (p == S->n) {
        row_done(S, i, &st, cmp);
        return;
    }
    int s = p / S->sw;
    if (st.stack_src[s] >= 0)
        emit_open_cols(S, &st, r, i, p, cmp);
    else
        emit_open_stacks(S, &st, r, i, s, cmp);
}

/* ------------------------------------------------------------ rows */

static int row_blank(const bc_search *S, int r) {
    for (int c = 0; c < S->n; c++)
        if (S->g[r * S->n + c]) return 0;
    return 1;
}

static int band_blank(const bc_search *S, int b) {
    for (int r = b * S->bh; r < (b + 1) * S->bh; r++)
        if (!row_blank(S, r)) return 0;
    return 1;
}

/* Tries source row r (of band b) for output row i. */
static void try_row(bc_search *S, const bc_state *st, int i, int b, int r) {
    bc_state nst = *st;
    nst.row_src[i] = (signed char)r;
    nst.row_used |= 1u << r;
    nst.band_src[i / S->bh] = (signed char)b;
    nst.band_used |= 1u << b;
    emit(S, nst, r, i, 0, 0);
}

/* Tries every row of band b free for output row i (the blank ones once). */
static void try_band_rows(bc_search *S, const bc_state *st, int i, int b) {
    int blank_rows = 0, first_blank = -1;
    for (int r = b * S->bh; r < (b + 1) * S->bh; r++) {
        if (st->row_used >> r & 1u) continue;
        if (row_blank(S, r)) {
            if (first_blank < 0) first_blank = r;
            blank_rows++;
            continue;
        }
        try_row(S, st, i, b, r);
    }
    if (first_blank >= 0) {
        bc_state nst = *st;
        nst.mult = mul_sat(nst.mult, (uint64_t)blank_rows);
        try_row(S, &nst, i, b, first_blank);
    }
}

static void search_rows(bc_search *S, const bc_state *st, int i);

/* Every branch tied on rows 0..i-1 tries row i; the least go on. */
static void search_rows(bc_search *S, const bc_state *st, int i) {
    int n = S->n;
    if (i == n) {
        int cmp = S->have_best ? memcmp(S->cur, S->best, (size_t)n * (size_t)n) : -1;
        if (cmp > 0) return;
        uint64_t ways = st->mult;
        int open_stacks = 0;
        for (int s = 0; s < S->ns; s++) {
            if (st->stack_src[s] < 0) {
                open_stacks++;
                continue;
            }
            int open = 0;
            for (int c = s * S->sw; c < (s + 1) * S->sw; c++)
                open += st->col_src[c] < 0;
            ways = mul_sat(ways, fact_sat(open));
        }
        ways = mul_sat(ways, fact_sat(open_stacks));
        for (int k = 0; k < open_stacks; k++)
            ways = mul_sat(ways, fact_sat(S->sw));
        if (cmp < 0) {
            memcpy(S->best, S->cur, (size_t)n * (size_t)n);
            S->have_best = 1;
            S->best_state = *st;
            S->best_transposed = S->transposed;
            S->count = 0;
        }
        S->count = mul_sat(1, S->count + ways < S->count ? UINT64_MAX : S->count + ways);
        return;
    }
    int cmp = S->have_best ? memcmp(S->cur, S->best, (size_t)i * (size_t)n) : -1;
    if (cmp > 0) return;
    bc_list *ties = calloc(1, sizeof *ties); /* on the heap: S outlives this call */
    if (!ties) {
        S->failed = 1;
        return;
    }
    S->ties = ties;
    S->bound = cmp == 0 ? S->best + i * n : NULL;
    if (i % S->bh) {
        try_band_rows(S, st, i, st->band_src[i / S->bh]);
    } else {
        int blank_bands = 0, first_blank = -1;
        for (int b = 0; b < S->nb; b++) {
            if (st->band_used >> b & 1u) continue;
            if (band_blank(S, b)) {
                if (first_blank < 0) first_blank = b;
                blank_bands++;
                continue;
            }
            try_band_rows(S, st, i, b);
        }
        if (first_blank >= 0) {
            bc_state nst = *st;
            nst.mult = mul_sat(nst.mult, (uint64_t)blank_bands);
            try_band_rows(S, &nst, i, first_blank);
        }
    }
    if (ties->failed) S->failed = 1;
    if (ties->n && S->bound) { /* a tie was kept: row_done set the bound */
        unsigned char row[SUDOKU_MAX_SIDE];
        memcpy(row, S->bound, (size_t)n); /* best's row, or the new least */
        for (size_t k = 0; k < ties->n && !S->failed; k++) {
            memcpy(S->cur + i * n, row, (size_t)n);
            search_rows(S, &ties->items[k], i + 1);
        }
    }
    free(ties->items);
    free(ties);
    S->ties = NULL;
}

/* ------------------------------------------------------------ the form */

/* The whole transformation of the best branch: unchosen stacks and columns
** (blank throughout) in order, absent symbols labelled in order. */
static void best_map(const bc_search *S, sudoku_board_transform *map) {
    const bc_state *st = &S->best_state;
    int n = S->n;
    memset(map, 0, sizeof *map);
    map->side = n;
    map->transposed = S->best_transposed;
    for (int i = 0; i < n; i++)
        map->row[i] = (unsigned char)st->row_src[i];
    uint32_t stack_used = st->stack_used;
    signed char stack_src[SUDOKU_MAX_SIDE];
    memcpy(stack_src, st->stack_src, sizeof stack_src);
    for (int s = 0; s < S->ns; s++) {
        if (stack_src[s] >= 0) continue;
        int t = 0;
        while (stack_used >> t & 1u)
            t++;
        stack_src[s] = (signed char)t;
        stack_used |= 1u << t;
    }
    uint32_t col_used = st->col_used;
    for (int p = 0; p < n; p++) {
        int c = (int)st->col_src[p];
        if (c < 0) {
            c = stack_src[p / S->sw] * S->sw;
            while (col_used >> c & 1u)
                c++;
            col_used |= 1u << c;
        }
        map->col[p] = (unsigned char)c;
    }
    int next = st->next;
    for (int d = 1; d <= n; d++)
        map->symbol[d] = (unsigned char)(st->label[d] ? st->label[d] : next++);
}

sudoku_status sudoku_board_canon(const sudoku_board *puzzle, sudoku_board *form,
                                 sudoku_board_transform *map, uint64_t *automorphisms) {
    int bh, sw, transposable;
    if (!puzzle || !puzzle->shape) return SUDOKU_EINVAL;
    if (group_of(puzzle->shape, &bh, &sw, &transposable))
        return listed_canon(puzzle, form, map, automorphisms);
    int n = puzzle->shape->side;
    for (int k = 0; k < n * n; k++)
        if (puzzle->cell[k] > n) return SUDOKU_EINVAL;
    bc_search *S = calloc(1, sizeof *S);
    if (!S) return SUDOKU_ENOMEM;
    S->n = n, S->bh = bh, S->nb = n / bh, S->sw = sw, S->ns = n / sw;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
            S->grid[0][r * n + c] = puzzle->cell[r * n + c];
            S->grid[1][c * n + r] = puzzle->cell[r * n + c];
        }
    bc_state start;
    memset(&start, 0, sizeof start);
    memset(start.band_src, -1, sizeof start.band_src);
    memset(start.stack_src, -1, sizeof start.stack_src);
    memset(start.col_src, -1, sizeof start.col_src);
    start.next = 1;
    start.mult = 1;
    for (int t = 0; t <= transposable && !S->failed; t++) {
        S->g = S->grid[t];
        S->transposed = t;
        search_rows(S, &start, 0);
    }
    sudoku_status status = S->failed ? SUDOKU_ENOMEM : SUDOKU_OK;
    if (status == SUDOKU_OK) {
        sudoku_board_transform m;
        best_map(S, &m);
        if (form) {
            form->shape = puzzle->shape;
            memset(form->cell, 0, sizeof form->cell);
            memcpy(form->cell, S->best, (size_t)n * (size_t)n);
        }
        if (map) *map = m;
        if (automorphisms) *automorphisms = S->count;
    }
    free(S);
    return status;
}
