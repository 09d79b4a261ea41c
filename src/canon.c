/*
** canon.c - the minlex form of a puzzle: of all the puzzles the equivalence
** group maps it to, the least 81-character string (0 for a blank, so blanks
** come first), with the transformation that reaches it and how many
** transformations map the puzzle onto itself.
**
** The search builds the form row by row (transposed or not, then the source
** row of each output row, band by band) and, inside a row, cell by cell (the
** source stack of each output stack, the source column of each output
** column), relabelling each digit by its first appearance. A branch is cut
** as soon as its prefix is greater than the least form found so far, so
** only ties survive. Columns and stacks that are blank in every row so far
** are not chosen yet: they all look alike, and the first row that shows a
** digit in one of them picks it. Blanks are the smallest value, so a blank
** column (stack) is always taken before one with a digit, and a still
** unchosen column never branches over columns that look the same.
** The rows are searched level by level (canon_level): every branch tied
** after row i is probed for row i+1 (its choices written up to the end of
** that row only, lowering the bound to the least row found) before any
** branch goes further, so no branch goes deep on a row that is not the
** least. When a row has more ties than that search keeps, the search in
** depth (search_row) does the puzzle: the same probe from each branch,
** then the descent below the ties.
** A full band's row pairs are not searched cell by cell: their least second
** rows are known in closed form (pair_pure, pair_mixed, mixed_swaps), and a
** sudoku grid's rows below its top band are ordered without a search
** (sudoku_rest).
*/
#include "internal.h"

#include <string.h>

/* One partial transformation: what the branch has chosen so far. */
typedef struct canon_state {
    unsigned char rows[9];    /* source row of output rows 0..i-1 */
    signed char stack[3];     /* source stack of each output stack, -1: unchosen */
    signed char col[9];       /* source column of each output column, -1: unchosen */
    unsigned short row_used;  /* source rows taken */
    unsigned short col_used;  /* source columns taken */
    unsigned char stack_used; /* source stacks taken */
    unsigned char label[10];  /* new label of each digit, 0: not seen yet */
    unsigned char next;       /* the next new label */
} canon_state;

/* A branch the probe of a row ended equal to the bound, and the row its
** descent goes on with (2 after a full band's pair of rows, else 1 more). */
typedef struct canon_tied {
    canon_state st;
    unsigned char row;
    unsigned char transposed;
} canon_tied;

#define CANON_TIED 48   /* a row's ties kept by the search in depth */
#define CANON_LEVEL 256 /* and by the search row by row (canon_level) */

/* The search: the source (puzzle or its transpose) and the least form. */
typedef struct canon_search {
    unsigned char grid[2][81]; /* the puzzle and its transpose */
    const unsigned char *g;    /* the one searched now */
    int transposed;
    unsigned char col_of[10]; /* a full first row's column of each digit */
    int col_of_row;           /* that row, 9 * transposed + row (-1: none) */
    int pure;         /* some full band's rows make a pair of kind 2 (pair_kind) */
    int sudoku;       /* a sudoku grid: every row pair of either grid kind 1 or 2 */
    unsigned full[2]; /* the rows full_band takes, in each grid */
    unsigned char kind[2][9][3];   /* a full row's pair_kind with each row of its
                                      band, 0 when that row repeats a digit */
    unsigned short piece[2][9][3]; /* a full band's rows' digits in each stack,
                                      bit d for d (full_rows) */
    unsigned char blanks[2][9];    /* the blank cells of each row, in each grid */
    unsigned char by_blanks[2][9]; /* the rows, most blanks first (stable) */
    unsigned char cur[81];         /* the branch's prefix */
    unsigned char best[81];        /* the least form so far (0xFF: none yet) */
    canon_state best_state;
    int best_transposed;
    unsigned probe;         /* the row the probe writes, 9: no probe */
    unsigned short reached; /* source rows whose probe reached the bound */
    canon_tied *tied;       /* the branches the probe ended equal to it */
    int ntied;
    int tied_lost; /* more than CANON_TIED: the second pass enumerates again */
    canon_tied (*level)[CANON_LEVEL]; /* row by row: the ties by next row, row
                                         j in level[j % 3] (at most rows i+1
                                         and i+2 wait while row i is probed) */
    int *nlevel;                      /* how many for each row, NULL: in depth */
    int level_lost;                   /* more than CANON_LEVEL */
    unsigned gen;                     /* bumped when best changes */
    unsigned char lead[9];            /* leading blanks of best's rows */
    unsigned lead_gen[9];             /* the gen each was counted at */
    uint64_t count;                   /* transformations reaching best */
} canon_search;

static void search_row(canon_search *S, const canon_state *st, int i, int below);
static void search_cells(canon_search *S, canon_state *st, int i, int p, int below,
                         int zero_stacks, int zero_cols);

/* Writes v at k and compares it with the least form: 0 when the branch is
** now greater (cut it), else 1 and *below says whether it is already less. */
static int emit(canon_search *S, int k, int v, int *below) {
    S->cur[k] = (unsigned char)v;
    if (*below) return 1;
    if (v > S->best[k]) return 0;
    if (v < S->best[k]) *below = 1;
    return 1;
}

/* The label digit d gets, d's new label when it was not seen yet. */
static int label_of(canon_state *st, int d) {
    if (d == 0) return 0;
    if (!st->label[d]) st->label[d] = st->next++;
    return st->label[d];
}

static const uint64_t factorial[4] = {1, 1, 2, 6};

/* How many whole transformations a finished branch stands for: the orders
** of the columns and stacks it left unchosen (blank throughout). */
static uint64_t completions(const canon_state *st) {
    uint64_t n = 1;
    int open_stacks = 0;
    for (int s = 0; s < 3; s++) {
        if (st->stack[s] < 0) {
            open_stacks++;
            n *= 6;
            continue;
        }
        int open = 0;
        for (int p = 3 * s; p < 3 * s + 3; p++)
            open += st->col[p] < 0;
        n *= factorial[open];
    }
    return n * factorial[open_stacks];
}

static void leaf(canon_search *S, const canon_state *st, int below) {
    if (below) {
        memcpy(S->best, S->cur, 81);
        S->count = 0;
        S->gen++;
    }
    if (S->count == 0) { /* the first branch to reach this form */
        S->best_state = *st;
        S->best_transposed = S->transposed;
    }
    S->count += completions(st);
}

/* The end of a probe: rows 0..i-1 are written and less than the least form's
** so far. Some form starts with them, and every form starting so is less
** than these rows followed by nothing but 0xFF: that is the new bound. */
static void probe_end(canon_search *S, const canon_state *st, int i, int below) {
    S->reached |= (unsigned short)(1u << st->rows[S->probe]);
    if (below) {
        memcpy(S->best, S->cur, 9 * (size_t)i);
        memset(S->best + 9 * i, 0xFF, 81 - 9 * (size_t)i);
        S->count = 0;
        S->gen++;
        S->ntied = 0; /* those kept so far are greater now */
        for (int j = i; S->nlevel && j < 10; j++)
            S->nlevel[j] = 0;
    }
    canon_tied *t = NULL;
    if (S->nlevel && S->nlevel[i] < CANON_LEVEL)
        t = &S->level[i % 3][S->nlevel[i]++];
    else if (!S->nlevel && S->ntied < CANON_TIED)
        t = &S->tied[S->ntied++];
    if (!t) {
        S->tied_lost = S->level_lost = 1;
        return;
    }
    t->st = *st;
    t->row = (unsigned char)i;
    t->transposed = (unsigned char)S->transposed;
}

/* 1 when source row r is blank in source stack k. */
static int blank_in_stack(const unsigned char *row, int k) {
    return !row[3 * k] && !row[3 * k + 1] && !row[3 * k + 2];
}

/* Starts output row i on source row r. */
static void start_row(canon_search *S, const canon_state *st, int i, int r, int below) {
    canon_state next = *st;
    next.rows[i] = (unsigned char)r;
    next.row_used |= (unsigned short)(1u << r);
    const unsigned char *row = S->g + 9 * r;
    int zero_stacks = 0;
    for (int k = 0; k < 3; k++)
        zero_stacks += !(st->stack_used >> k & 1) && blank_in_stack(row, k);
    search_cells(S, &next, i, 0, below, zero_stacks, 0);
}

/* ------------------------------------------------------------ full top band */

/*
** When the top band's rows are full and the first row's digits differ, the
** first row is 123456789 under every column order, so choosing columns for
** it cuts nothing. Instead the columns are chosen for the second row, each
** first-row digit labelled by where its column lands: a second-row digit
** whose first-row column is not placed yet goes to the first place left for
** it (any later place gives a greater label there), so few branches stay.
*/

/* Places source column c at output column p: its first-row digit gets the
** label p + 1. */
static void put_column(canon_search *S, canon_state *st, int p, int c) {
    st->col[p] = (signed char)c;
    st->col_used |= (unsigned short)(1u << c);
    st->label[S->g[9 * st->rows[0] + c]] = (unsigned char)(p + 1);
}

/* The label of digit d of the second row: its first-row column placed at the
** first place left for it when it is not placed yet. */
static int pair_label(canon_search *S, canon_state *st, int d) {
    if (st->label[d]) return st->label[d];
    int y = S->col_of[d];
    int s = 0;
    while (s < 3 && st->stack[s] != y / 3)
        s++;
    if (s == 3) { /* its stack not placed: the first stack place left */
        s = 0;
        while (st->stack[s] >= 0)
            s++;
        st->stack[s] = (signed char)(y / 3);
        st->stack_used |= (unsigned char)(1u << (y / 3));
    }
    int q = 3 * s;
    while (st->col[q] >= 0)
        q++;
    put_column(S, st, q, y);
    return q + 1;
}

/* The second row from output column p on. st is the caller's scratch copy:
** it is changed, and copied only where the row branches. */
static void pair_cells(canon_search *S, canon_state *st, int p, int below) {
    const unsigned char *row1 = S->g + 9 * st->rows[1];
    for (; p < 9; p++) {
        int s = p / 3;
        if (st->stack[s] < 0) {
            for (int k = 0; k < 3; k++) {
                if (st->stack_used >> k & 1) continue;
                canon_state next = *st;
                next.stack[s] = (signed char)k;
                next.stack_used |= (unsigned char)(1u << k);
                unsigned gen = S->gen;
                pair_cells(S, &next, p, below);
                if (S->gen != gen) below = 0;
            }
            return;
        }
        if (st->col[p] < 0) {
            for (int c = 3 * st->stack[s]; c < 3 * st->stack[s] + 3; c++) {
                if (st->col_used >> c & 1) continue;
                canon_state next = *st;
                put_column(S, &next, p, c);
                int b = below;
                unsigned gen = S->gen;
                if (emit(S, 9 + p, pair_label(S, &next, row1[c]), &b))
                    pair_cells(S, &next, p + 1, b);
                if (S->gen != gen) below = 0;
            }
            return;
        }
        if (!emit(S, 9 + p, pair_label(S, st, row1[st->col[p]]), &below)) return;
    }
    st->next = 10;
    search_row(S, st, 2, below);
}

/* Whether three bits are set in m. */
static int three_bits(unsigned m) {
    m &= m - 1;
    m &= m - 1;
    return m && !(m & (m - 1));
}

/*
** How row r1 of a full band sits under its row r0 (whose digits differ),
** given the digit sets of their stacks' pieces (piece, bit d for digit d): 2
** when some three cells of r1 in a stack hold the digits of r0 in another
** stack (the second row can start 456), 1 when no such piece but every
** stack of r1 holds three digits that r0 has in other stacks (the second
** row starts 457 or more), 0 else (a grid breaking the rules).
*/
static int pair_kind(const unsigned short *a, const unsigned short *b) {
    int pure = 0;
    for (int s = 0; s < 3; s++) {
        if ((b[s] & a[s]) || !three_bits(b[s])) return 0;
        pure |= b[s] == a[(s + 1) % 3] || b[s] == a[(s + 2) % 3];
    }
    return 1 + pure;
}

/*
** The second row in closed form, when row r1 holds r0's nine digits and
** pair_kind says its stacks hold none of their own stack's (every row pair
** of a sudoku grid). Write sg(c) for the column of r0 that holds r1's digit
** in column c, a permutation moving each column to another stack, and pi
** for the column order (pi(p) the source column of output column p, stacks
** kept together): row 0 reads 123456789 under every pi, and row 1 reads
** inv(sg(pi(p))) + 1 at p, where inv is pi's inverse.
** Kind 2 (some stack of r1 holds a whole stack of r0's digits): counting
** digits, every stack does then, so sg takes stack A onto a stack B, B onto
** C and C onto A. Row 1 can start 456 (its least three cells: labels 1-3
** are row 0's digits of its own stack), and does exactly when output stack
** 1 is B in the order sg gives A's columns; it goes on 789 exactly when
** output stack 2 is C in the order sg gives B's. So every pi whose row 1
** starts 456789 is: a stack A, an order x0 x1 x2 of its columns, then
** sg(x0..x2), then sg(sg(x0..x2)); 18 of them, and any other pi's row 1 is
** greater than all of theirs, so no other can reach the least form.
** Kind 1 (no such stack): each stack of r1 has two digits of one other
** stack and one of the third; 456 and 45x (x < 7) would need three of one
** stack, so the least start is 457, and a pi starts so exactly when its
** stack 0 is a stack A ordered x0 x1 (the two columns sg takes to one
** stack B) then x2 (taken to C), output stack 1 is sg(x0) sg(x1) then B's
** third column y, and output stack 2 starts with sg(x2), its other two in
** either order: 3 * 2 * 2 = 12 of them, every other pi's row 1 greater.
** Either way each candidate fixes every column, so it is written whole;
** the search goes on from row 2 with nothing left open. Exact: every
** transformation that can reach the least form is among the candidates,
** each once, so the form and the automorphism count are those pair_cells
** finds by branching.
*/

/*
** A pair's candidates are not searched one by one: each that is not above
** the bound in row 1 is kept with the rows 1 and 2 it writes (row 2, the
** band's third row, is fixed too once every column is), and only those
** least in rows 1 and 2 among the pair's go on. Exact: every candidate of a
** pair writes the same row 0, so one greater in rows 1-2 than another of
** its pair is greater than a form the search reaches.
*/
typedef struct pair_kept {
    unsigned char pi[9];    /* the column order */
    unsigned char rows[18]; /* the rows 1 and 2 it writes */
} pair_kept;

typedef struct pair_list {
    pair_kept kept[18]; /* all with the least rows of the pair's so far */
    int n;
    unsigned char least[18];   /* those rows (0xFF: none yet) */
    unsigned char prefix[9];   /* row 1's cells the pair's orders all share */
    const unsigned char *row2; /* the band's third row */
} pair_list;

/* Keeps column order pi when its rows 1 and 2 are not above the bound's
** row 1 nor the least of its pair's so far. Row 1's cells before 'from'
** are the pair's prefix (L->prefix), the same for all its orders. */
static void pair_keep(const canon_search *S, pair_list *L, const unsigned char *pi,
                      const unsigned char *sg, int from, int below) {
    pair_kept *k = &L->kept[L->n];
    unsigned char inv[9];
    for (int p = 0; p < 9; p++)
        inv[pi[p]] = (unsigned char)p;
    int less = 0; /* already less than L->least */
    for (int p = from; p < 18; p++) {
        int v = 1 + (p < 9 ? inv[sg[pi[p]]] : inv[S->col_of[L->row2[pi[p - 9]]]]);
        if (p < 9 && !below) { /* row 1 against the bound */
            if (v > S->best[9 + p]) return;
            below = v < S->best[9 + p];
        }
        if (!less) {
            if (v > L->least[p]) return;
            less = v < L->least[p];
        }
        k->rows[p] = (unsigned char)v;
    }
    memcpy(k->rows, L->prefix, (size_t)from);
    if (less) { /* the ones kept before are greater */
        memcpy(L->least, k->rows, 18);
        *L->kept = *k;
        k = L->kept;
        L->n = 0;
    }
    memcpy(k->pi, pi, 9);
    L->n++;
}

/* Goes on below row 1, written under the kept column order (row r2 the
** band's third). */
/* Writes the n values v at k on: 0 when the branch is cut. Once below the
** bound the rest is copied, not compared. */
static int emit_cells(canon_search *S, int k, const unsigned char *v, int n, int *below) {
    for (int p = 0; p < n; p++) {
        if (*below) {
            memcpy(S->cur + k + p, v + p, (size_t)(n - p));
            return 1;
        }
        if (!emit(S, k + p, v[p], below)) return 0;
    }
    return 1;
}

/* Orders the three rows of band b by their first cells (f, by row). */
static void band_order(const unsigned char *f, int b, int *out) {
    int x = 3 * b, y = x + 1, z = x + 2, t;
    if (f[y] < f[x]) t = x, x = y, y = t;
    if (f[z] < f[y]) t = y, y = z, z = t;
    if (f[y] < f[x]) t = x, x = y, y = t;
    out[0] = x, out[1] = y, out[2] = z;
}

/*
** Rows 2-8 of a sudoku grid (S->sudoku) below a top band whose columns and
** labels are all fixed: row 2 is the band's third row (its cells given).
** The other six rows' first cells are six different labels (a column of a
** sudoku grid holds every digit once), so of their 72 orders (band order,
** rows in each band) exactly one is least, and the first cells say which:
** the band holding the least first cell first, each band's rows by first
** cell. Written whole, with no probe: the branch ends at a leaf with this
** one completion.
*/
static void sudoku_rest(canon_search *S, canon_state *st, int r2,
                        const unsigned char *row2, int below) {
    if (!emit_cells(S, 18, row2, 9, &below)) return;
    unsigned char f[9];
    const unsigned char *g = S->g;
    int band = st->rows[0] / 3,
        c0 = st->col[0]; /* NOLINT(bugprone-signed-char-misuse,cert-str34-c) */
    for (int r = 0; r < 9; r++)
        f[r] = st->label[g[9 * r + c0]];
    int b1 = band == 0 ? 1 : 0, b2 = band == 2 ? 1 : 2, order[6];
    band_order(f, b1, order);
    band_order(f, b2, order + 3);
    if (f[order[3]] < f[order[0]]) {
        for (int j = 0; j < 3; j++) {
            int t = order[j];
            order[j] = order[j + 3];
            order[j + 3] = t;
        }
    }
    for (int j = 0; j < 6; j++) {
        const unsigned char *row = g + 9 * order[j];
        for (int p = 0; p < 9; p++)
            if (!emit(S, 27 + 9 * j + p, st->label[row[st->col[p]]], &below)) return;
        st->rows[3 + j] = (unsigned char)order[j];
    }
    st->rows[2] = (unsigned char)r2;
    leaf(S, st, below);
}

static void pair_order(canon_search *S, const canon_state *st, const pair_kept *kept,
                       int r2, int below) {
    const unsigned char *pi = kept->pi;
    canon_state next = *st;
    const unsigned char *row0 = S->g + 9 * st->rows[0];
    for (int p = 0; p < 9; p++) {
        next.col[p] = (signed char)pi[p];
        next.label[row0[pi[p]]] = (unsigned char)(p + 1);
    }
    for (int s = 0; s < 3; s++)
        next.stack[s] = (signed char)(pi[3 * s] / 3);
    next.col_used = 0x1FF;
    next.stack_used = 7;
    next.next = 10;
    if (S->sudoku)
        sudoku_rest(S, &next, r2, kept->rows + 9, below);
    else
        search_row(S, &next, 2, below);
}

/* Writes n cells of row 1 from output column 'from' on, which all of a
** pair's candidates share: 0 when that cuts the pair. */
static int pair_prefix(canon_search *S, const unsigned char *v, int n, int from,
                       int *below) {
    return emit_cells(S, 9 + from, v, n, below);
}

/* The six orders of three things. */
static const unsigned char order3[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                           {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

/*
** Kind 2: the orders starting 456789 (see above). Their last three cells
** are the labels of t(x0) t(x1) t(x2), t = sg^3 on stack A and x_j labelled
** j + 1; t's cycles are alike on every stack (sg carries one stack's onto the
** next's), and the least labels of t in any order are 123 when t fixes all
** three columns (all 18 orders give it), 132 when it swaps two (x0 the one
** it fixes: 6 orders), 231 when it moves all three (x1 = t(x0), x2 = t(x1):
** 9 orders). Only those orders are tried.
*/
static void pair_pure(canon_search *S, pair_list *L, const unsigned char *sg, int below) {
    static const unsigned char start[6] = {4, 5, 6, 7, 8, 9};
    static const unsigned char end[3][3] = {{1, 2, 3}, {1, 3, 2}, {2, 3, 1}};
    int fixed = 0; /* t's fixed columns on stack 0: 3, 1 or 0 */
    for (int c = 0; c < 3; c++)
        fixed += sg[sg[sg[c]]] == c;
    int cycle = fixed == 3 ? 0 : fixed == 1 ? 1 : 2;
    if (!pair_prefix(S, start, 6, 0, &below) || !pair_prefix(S, end[cycle], 3, 6, &below))
        return;
    memcpy(L->prefix, start, 6);
    memcpy(L->prefix + 6, end[cycle], 3);
    for (int a = 0; a < 3; a++) {
        int t[3]; /* t on stack a, as offsets in it */
        for (int j = 0; j < 3; j++)
            t[j] = sg[sg[sg[3 * a + j]]] - 3 * a;
        for (int k = 0; k < 6; k++) {
            const unsigned char *o = order3[k];
            if ((cycle == 1 && t[o[0]] != o[0]) || (cycle == 2 && t[o[0]] != o[1]))
                continue;
            unsigned char pi[9];
            for (int j = 0; j < 3; j++) {
                pi[j] = (unsigned char)(3 * a + o[j]);
                pi[3 + j] = sg[pi[j]];
                pi[6 + j] = sg[pi[3 + j]];
            }
            pair_keep(S, L, pi, sg, 9, below);
        }
    }
}

/* The column of stack t (3t..3t+2) that is neither u nor v. */
static unsigned char third_column(int t, int u, int v) {
    return (unsigned char)(9 * t + 3 - u - v);
}

/*
** Kind 1 when the bound's row 1 starts 4571: only orders whose fourth cell
** is 1 can reach it, and that cell is the label of sg(sg(x0)), so 1 exactly
** when sg swaps x0 with sg(x0) (x0 in A, sg(x0) in B, B the stack taking
** two of A's columns). Then the row goes on 189, and the order is fixed by
** x0: counting columns, sg takes B's three onto one of A's and two of C's
** (each stack of a band's row holds three digits), the one of A being x0;
** so sg(sg(x1)) and sg(y) are the two columns of C besides sg(k) (neither
** is sg(k): sg(x1) and y are not k), labelled 8 for sg(sg(x1)), 9 for
** sg(y) (the other way, 198, is greater).
*/
static void mixed_swaps(const canon_search *S, pair_list *L, const unsigned char *sg,
                        int below) {
    for (int x0 = 0; x0 < 9; x0++) {
        int b = sg[x0] / 3, a = x0 / 3, x1 = 3 * a;
        if (sg[sg[x0]] != x0) continue;
        while (x1 < 3 * a + 3 && (x1 == x0 || sg[x1] / 3 != b))
            x1++;
        if (x1 == 3 * a + 3) continue; /* B takes one of A's columns only */
        int k = third_column(a, x0, x1), y = third_column(b, sg[x0], sg[x1]);
        unsigned char pi[9] = {(unsigned char)x0,
                               (unsigned char)x1,
                               (unsigned char)k,
                               sg[x0],
                               sg[x1],
                               (unsigned char)y,
                               sg[k],
                               sg[sg[x1]],
                               sg[y]};
        pair_keep(S, L, pi, sg, 3, below);
    }
}

/*
** Kind 1: the 12 orders starting 457 (see above). Row 1's fourth cell is
** the label of sg(sg(x0)), in stack A (x0 x1 k labelled 1 2 3) or in C
** (sg(k) labelled 7, the other two 8 and 9 as z and w are ordered): it is
** known before the order is built, so the four orders of an x0 stop there
** when it is greater than the bound's.
*/
static void pair_mixed(canon_search *S, pair_list *L, const unsigned char *sg,
                       int below) {
    static const unsigned char start[3] = {4, 5, 7};
    if (!pair_prefix(S, start, 3, 0, &below)) return;
    memcpy(L->prefix, start, 3);
    if (!below && S->best[12] == 1) {
        mixed_swaps(S, L, sg, below);
        return;
    }
    for (int a = 0; a < 3; a++) {
        int x = 3 * a, k = x + 2; /* k: the column going to the other stack */
        if (sg[x] / 3 != sg[x + 1] / 3) k = sg[x] / 3 == sg[x + 2] / 3 ? x + 1 : x;
        int i = x + (k == x), j = third_column(a, i, k);
        int c = sg[k] / 3 * 3;
        unsigned char z = (unsigned char)(c + (sg[k] == c)),
                      w = third_column(c / 3, sg[k], z);
        for (int swap = 0; swap < 2; swap++) {
            int x0 = swap ? j : i, x1 = swap ? i : j, d = sg[sg[x0]];
            int v = d == x0 ? 1 : d == x1 ? 2 : d == k ? 3 : d == sg[k] ? 7 : 8;
            if ((!below && v > S->best[12]) || v > L->least[3])
                continue; /* 8: least of 8, 9 */
            for (int swap2 = 0; swap2 < 2; swap2++) {
                unsigned char pi[9] = {(unsigned char)x0,
                                       (unsigned char)x1,
                                       (unsigned char)k,
                                       sg[x0],
                                       sg[x1],
                                       third_column(sg[i] / 3, sg[i], sg[j]),
                                       sg[k],
                                       swap2 ? w : z,
                                       swap2 ? z : w};
                pair_keep(S, L, pi, sg, 3, below);
            }
        }
    }
}

/* When band b (its first row) of grid t has no blank: its rows whose digits
** all differ go in S->full, and the kind of each pair of them in S->kind
** (0 for a pair with another row); S->sudoku is cleared unless all are
** kind 1 or 2. */
static void full_rows(canon_search *S, int t, int b) {
    const unsigned char *blanks = S->blanks[t] + b;
    if (blanks[0] | blanks[1] | blanks[2]) {
        S->sudoku = 0;
        return;
    }
    unsigned short(*piece)[3] = S->piece[t];
    for (int r = b; r < b + 3; r++) {
        const unsigned char *row = S->grid[t] + 9 * r;
        for (int s = 0; s < 3; s++)
            piece[r][s] = (unsigned short)(1u << row[3 * s] | 1u << row[3 * s + 1] |
                                           1u << row[3 * s + 2]);
        if ((piece[r][0] | piece[r][1] | piece[r][2]) == 0x3FE) S->full[t] |= 1u << r;
    }
    for (int r = b; r < b + 3; r++) {
        for (int r1 = r + 1; r1 < b + 3; r1++) { /* pair_kind is symmetric */
            int kind = 0;
            if (S->full[t] >> r & S->full[t] >> r1 & 1)
                kind = pair_kind(piece[r], piece[r1]);
            S->kind[t][r][r1 % 3] = S->kind[t][r1][r % 3] = (unsigned char)kind;
            S->pure |= kind == 2;
            S->sudoku &= kind != 0;
        }
    }
}

/* The top band from rows r0 and then r1 of a full band. */
static void start_pair(canon_search *S, const canon_state *st, int r0, int r1,
                       int below) {
    canon_state next = *st;
    next.rows[0] = (unsigned char)r0;
    next.rows[1] = (unsigned char)r1;
    next.row_used |= (unsigned short)(1u << r0 | 1u << r1);
    if (S->col_of_row != 9 * S->transposed + r0) { /* the last pair's r0 often */
        S->col_of_row = 9 * S->transposed + r0;
        for (int c = 0; c < 9; c++)
            S->col_of[S->g[9 * r0 + c]] = (unsigned char)c;
    }
    static const unsigned char first[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    if (!below && !memcmp(S->best, first, 9)) { /* the bound's row 0 already */
        memcpy(S->cur, first, 9);
    } else {
        for (int p = 0; p < 9; p++)
            if (!emit(S, p, p + 1, &below)) return;
    }
    int kind = S->kind[S->transposed][r0][r1 % 3];
    if (!kind) {
        pair_cells(S, &next, 0, below);
        return;
    }
    const unsigned char *row1 = S->g + 9 * r1;
    unsigned char sg[9];
    for (int c = 0; c < 9; c++)
        sg[c] = S->col_of[row1[c]];
    pair_list L;
    L.n = 0;
    memset(L.least, 0xFF, sizeof L.least);
    int r2 = r0 / 3 * 3 + 3 - r0 % 3 - r1 % 3;
    L.row2 = S->g + 9 * r2;
    if (kind == 2)
        pair_pure(S, &L, sg, below);
    else
        pair_mixed(S, &L, sg, below);
    for (int k = 0; k < L.n; k++) {
        int b = below;
        unsigned gen = S->gen;
        if (pair_prefix(S, L.kept[k].rows, 9, 0, &b))
            pair_order(S, &next, &L.kept[k], r2, b);
        if (S->gen != gen) below = 0;
    }
}

/* Output row i from source row r when every column is chosen: the row is
** written in one pass, no branch inside it. */
static void fixed_row(canon_search *S, const canon_state *st, int i, int r, int below) {
    const unsigned char *row = S->g + 9 * r;
    canon_state next;
    if (st->next == 10) { /* every digit labelled: the state is copied only below */
        for (int p = 0; p < 9; p++)
            if (!emit(S, 9 * i + p, st->label[row[st->col[p]]], &below)) return;
        next = *st;
    } else {
        next = *st;
        for (int p = 0; p < 9; p++)
            if (!emit(S, 9 * i + p, label_of(&next, row[next.col[p]]), &below)) return;
    }
    next.rows[i] = (unsigned char)r;
    next.row_used |= (unsigned short)(1u << r);
    search_row(S, &next, i + 1, below);
}

/* How many of the 9 values at v are 0 before the first that is not. */
static int leading_blanks(const unsigned char *v) {
    int n = 0;
    while (n < 9 && !v[n])
        n++;
    return n;
}

/* 1 when source row r, as output row i of a branch not below the bound,
** has fewer blanks than the bound's row i starts with: a digit would come
** before the bound's first one. */
static int too_few_blanks(canon_search *S, int i, int r, int below) {
    if (below) return 0;
    if (S->lead_gen[i] != S->gen) { /* the bound changed since it was counted */
        S->lead[i] = (unsigned char)leading_blanks(S->best + 9 * i);
        S->lead_gen[i] = S->gen;
    }
    return S->blanks[S->transposed][r] < S->lead[i];
}

/* Each source row of output row i: any row of an untaken band when a band
** starts, else an untaken row of the band of row i-1. */
static void row_choices(canon_search *S, const canon_state *st, int i, int below,
                        unsigned allowed) {
    if (i == 0) {
        for (int k = 0; k < 9; k++) {
            int r = S->by_blanks[S->transposed][k]; /* most blanks first */
            if (!(allowed >> r & 1)) continue;
            unsigned gen = S->gen;
            if (!(S->full[S->transposed] >> r & 1)) {
                if (!too_few_blanks(S, 0, r, below)) start_row(S, st, 0, r, below);
                if (S->gen != gen) below = 0;
                continue;
            }
            for (int r1 = r / 3 * 3; r1 < r / 3 * 3 + 3; r1++) {
                gen = S->gen;
                if (r1 != r && !(S->pure && S->kind[S->transposed][r][r1 % 3] == 1))
                    start_pair(S, st, r, r1, below); /* 456 beats 457 */
                if (S->gen != gen) below = 0;
            }
        }
        return;
    }
    int first = 0, last = 9;
    if (i % 3) first = st->rows[i - 1] / 3 * 3, last = first + 3;
    for (int r = first; r < last; r++) {
        if ((st->row_used >> r & 1) || !(allowed >> r & 1)) continue;
        if (i % 3 == 0 && (st->row_used >> (r / 3 * 3) & 7)) continue;
        if (too_few_blanks(S, i, r, below)) continue;
        unsigned gen = S->gen;
        if (st->col_used == 0x1FF)
            fixed_row(S, st, i, r, below);
        else
            start_row(S, st, i, r, below);
        if (S->gen != gen) below = 0; /* the new best shares this prefix */
    }
}

/*
** Output row i, in two passes over the row's choices. The first (the probe)
** stops at the end of the row: it only lowers the bound to the least row
** this branch can write there, and notes the source rows that reached it.
** The second goes on below the rows equal to it, from those source rows.
** Without the probe a branch went deep on its first choice of row, and a
** puzzle not already in minlex form improved its least form dozens of
** times on the way down.
*/
static void search_row(canon_search *S, const canon_state *st, int i, int below) {
    if ((unsigned)i > S->probe) {
        probe_end(S, st, i, below);
        return;
    }
    if (i == 9) {
        leaf(S, st, below);
        return;
    }
    canon_tied tied[CANON_TIED];
    S->probe = (unsigned)i;
    S->reached = 0;
    S->tied = tied;
    S->ntied = 0;
    S->tied_lost = 0;
    unsigned gen = S->gen;
    row_choices(S, st, i, below, 0x1FF);
    if (S->gen != gen) below = 0;
    S->probe = 9;
    if (S->tied_lost) {
        row_choices(S, st, i, below, S->reached);
        return;
    }
    int n = S->ntied;             /* the descents below use S->tied for their own */
    for (int k = 0; k < n; k++) { /* its rows so far are the bound's */
        memcpy(S->cur, S->best, 9 * (size_t)tied[k].row);
        search_row(S, &tied[k].st, tied[k].row, 0);
    }
}

/* Blank columns of source stack k in this row not chosen yet. */
static int blank_open_columns(const canon_state *st, const unsigned char *row, int k) {
    int n = 0;
    for (int c = 3 * k; c < 3 * k + 3; c++)
        n += !(st->col_used >> c & 1) && !row[c];
    return n;
}

/* An output column not chosen yet, in a row with no blank column left open
** in its stack: each column of the stack with a digit here. */
static void open_column(canon_search *S, const canon_state *st, int i, int p, int below,
                        int zero_stacks) {
    const unsigned char *row = S->g + 9 * st->rows[i];
    int k = st->stack[p / 3]; /* NOLINT(bugprone-signed-char-misuse,cert-str34-c) */
    for (int c = 3 * k; c < 3 * k + 3; c++) {
        if ((st->col_used >> c & 1) || !row[c]) continue;
        canon_state next = *st;
        next.col[p] = (signed char)c;
        next.col_used |= (unsigned short)(1u << c);
        int b = below;
        unsigned gen = S->gen;
        if (emit(S, 9 * i + p, label_of(&next, row[c]), &b))
            search_cells(S, &next, i, p + 1, b, zero_stacks, 0);
        if (S->gen != gen) below = 0;
    }
}

/* An output stack not chosen yet, in a row with no blank stack left open:
** each stack with a digit here. */
static void open_stack(canon_search *S, const canon_state *st, int i, int p, int below,
                       int zero_stacks) {
    const unsigned char *row = S->g + 9 * st->rows[i];
    for (int k = 0; k < 3; k++) {
        if ((st->stack_used >> k & 1) || blank_in_stack(row, k)) continue;
        canon_state next = *st;
        next.stack[p / 3] = (signed char)k;
        next.stack_used |= (unsigned char)(1u << k);
        unsigned gen = S->gen;
        search_cells(S, &next, i, p, below, zero_stacks, 0);
        if (S->gen != gen) below = 0;
    }
}

/*
** Row i from output column p on. zero_stacks and zero_cols count the
** unchosen stacks (columns of this stack) still blank in this row: a blank
** one is taken first and stays unchosen (they all look alike). st is the
** caller's scratch copy: it is changed, and copied only where the row
** branches.
*/
static void search_cells(canon_search *S, canon_state *st, int i, int p, int below,
                         int zero_stacks, int zero_cols) {
    const unsigned char *row = S->g + 9 * st->rows[i];
    for (; p < 9; p++) {
        if (p % 3 == 0) {
            if (st->stack[p / 3] < 0) {
                if (!zero_stacks) {
                    open_stack(S, st, i, p, below, zero_stacks);
                    return;
                }
                for (int q = 0; q < 3; q++)
                    if (!emit(S, 9 * i + p + q, 0, &below)) return;
                zero_stacks--;
                p += 2;
                continue;
            }
            zero_cols = blank_open_columns(st, row, st->stack[p / 3]);
        }
        int c = st->col[p]; /* NOLINT(bugprone-signed-char-misuse,cert-str34-c) */
        if (c < 0 && !zero_cols) {
            open_column(S, st, i, p, below, zero_stacks);
            return;
        }
        if (c < 0) zero_cols--;
        if (!emit(S, 9 * i + p, c < 0 ? 0 : label_of(st, row[c]), &below)) return;
    }
    search_row(S, st, i + 1, below);
}

/* The transformation of the best branch, its unchosen stacks and columns
** taken in order, unseen digits given the labels left in order. */
static void best_transform(const canon_search *S, sudoku_transform *t) {
    canon_state st = S->best_state;
    for (int s = 0; s < 3; s++) {
        for (int k = 0; st.stack[s] < 0; k++) {
            if (st.stack_used >> k & 1) continue;
            st.stack[s] = (signed char)k;
            st.stack_used |= (unsigned char)(1u << k);
        }
        for (int p = 3 * s; p < 3 * s + 3; p++) {
            for (int c = 3 * st.stack[s]; st.col[p] < 0; c++) {
                if (st.col_used >> c & 1) continue;
                st.col[p] = (signed char)c;
                st.col_used |= (unsigned short)(1u << c);
            }
        }
    }
    t->transpose = (unsigned char)S->best_transposed;
    t->digit[0] = 0;
    for (int d = 1; d < 10; d++)
        t->digit[d] = (unsigned char)label_of(&st, d);
    for (int k = 0; k < 9; k++) {
        t->row[k] = st.rows[k];
        t->col[k] = (unsigned char)st.col[k];
    }
}

/* Back to no form found. */
static void search_reset(canon_search *S) {
    memset(S->best, 0xFF, sizeof S->best);
    memset(S->lead_gen, 0xFF, sizeof S->lead_gen);
    S->gen = 0;
    S->count = 0;
    S->probe = 9;
    S->nlevel = NULL;
}

/*
** The search row by row: every branch tied after row i (in either grid)
** is probed for row i+1 before any goes further, so the bound on a row is
** the least one before the next row is tried. 0 when a row had more than
** CANON_LEVEL ties (the search in depth does it then).
*/
static int canon_level(canon_search *S, const canon_state *root) {
    canon_tied level[3][CANON_LEVEL];
    int n[10] = {0};
    S->level = level;
    S->nlevel = n;
    S->level_lost = 0;
    for (int t = 0; t < 2; t++) {
        level[0][t].st = *root;
        level[0][t].transposed = (unsigned char)t;
    }
    n[0] = 2;
    for (int i = 0; i < 9 && !S->level_lost; i++) {
        S->probe = (unsigned)i;
        for (int k = 0; k < n[i] && !S->level_lost; k++) { /* n[i] stays */
            const canon_tied *t = &level[i % 3][k];
            S->transposed = t->transposed;
            S->g = S->grid[S->transposed];
            memcpy(S->cur, S->best, 9 * (size_t)i);
            row_choices(S, &t->st, i, 0, 0x1FF);
        }
    }
    S->nlevel = NULL;
    if (S->level_lost) return 0;
    for (int k = 0; k < n[9]; k++) {
        S->transposed = level[0][k].transposed;
        leaf(S, &level[0][k].st, 0);
    }
    return 1;
}

/* The puzzle and its transpose, and their rows' blanks: 0 when a cell is
** not 0-9. */
static int load_grids(canon_search *S, const sudoku_grid *puzzle) {
    unsigned bad = 0;
    memset(S->blanks, 0, sizeof S->blanks);
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) {
            unsigned char d = puzzle->cell[9 * r + c];
            bad |= d > 9;
            S->grid[0][9 * r + c] = S->grid[1][9 * c + r] = d;
            S->blanks[0][r] = (unsigned char)(S->blanks[0][r] + !d);
            S->blanks[1][c] = (unsigned char)(S->blanks[1][c] + !d);
        }
    }
    return !bad;
}

static void search_start(canon_search *S) {
    search_reset(S);
    canon_state st;
    memset(&st, 0, sizeof st);
    memset(st.stack, -1, sizeof st.stack);
    memset(st.col, -1, sizeof st.col);
    st.next = 1;
    S->pure = 0;
    S->col_of_row = -1;
    S->sudoku = 1;
    for (int t = 0; t < 2; t++) {
        S->full[t] = 0;
        for (int b = 0; b < 9; b += 3)
            full_rows(S, t, b);
    }
    for (int t = 0; t < 2; t++) { /* insertion sort, stable */
        unsigned char *by = S->by_blanks[t];
        for (int r = 0; r < 9; r++) {
            int n = r;
            for (; n > 0 && S->blanks[t][by[n - 1]] < S->blanks[t][r]; n--)
                by[n] = by[n - 1];
            by[n] = (unsigned char)r;
        }
    }
    if (canon_level(S, &st)) return;
    search_reset(S);
    for (int t = 0; t < 2; t++) {
        S->g = S->grid[t];
        S->transposed = t;
        search_row(S, &st, 0, 0);
    }
}

sudoku_status sudoku_canon(const sudoku_grid *puzzle, sudoku_grid *form,
                           sudoku_transform *map, uint64_t *automorphisms) {
    canon_search S;
    if (!load_grids(&S, puzzle)) return SUDOKU_EINVAL;
    search_start(&S);
    if (form) memcpy(form->cell, S.best, 81);
    if (map) best_transform(&S, map);
    if (automorphisms) *automorphisms = S.count;
    return SUDOKU_OK;
}
