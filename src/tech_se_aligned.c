/*
** tech_se_aligned.c - Sudoku Explainer's aligned pair (6.2) and triplet
** (7.5) exclusion, on both SE scales. Two or three cells are tried with
** every choice of one candidate each: a choice is impossible when two of
** the cells that see each other take the same digit, or when it takes every
** candidate of a cell that sees them all (an "excluder": 2 candidates for a
** pair, 2 or 3 for a triplet). A candidate of the cells that no possible
** choice uses is removed. The cells are tried in SE's order, the first
** that removes something taken.
**
** On a variant the cells seeing each other are those of its table of
** houses, in SE's order of visible cells (sudoku__peer_at).
**
** The step: the aligned cells first in st->cells (st->length of them), then
** the excluders that rule some choice out.
*/
#include <stddef.h>
#include <string.h>

#include "tech.h"

/* The most peers a cell has: 20 on the classic board, up to 80 (every other
** cell) on a variant's. */
#define MAX_PEERS 80

/* The cells the search may align: 2 or more candidates, no naked single
** among their peers and some excluder; each with its excluders. */
typedef struct aligned {
    const sudoku__position *s;
    int degree;
    int cell[81], n;
    unsigned char is_aligned[81];
    unsigned char excluder[81][81]; /* [cell][peer]: peer is an excluder of cell */
    uint32_t excluder_bits[81][3];  /* the same, cell p as bit p % 32 of word p / 32 */
} aligned;

static void aligned_init(aligned *a, const sudoku__position *s, int degree) {
    int c, k;

    a->s = s;
    a->degree = degree;
    a->n = 0;
    memset(a->is_aligned, 0, sizeof a->is_aligned);
    for (c = 0; c < 81; c++) {
        int single = 0, some = 0;
        if (sudoku__bits_count(s->cand[c]) < 2) continue;
        memset(a->excluder[c], 0, sizeof a->excluder[c]);
        memset(a->excluder_bits[c], 0, sizeof a->excluder_bits[c]);
        for (k = 0; k < sudoku__peer_count(s, c); k++) {
            int p = sudoku__peer_at(s, c, k), n = sudoku__bits_count(s->cand[p]);
            single |= n == 1;
            if (n >= 2 && n <= degree) {
                a->excluder[c][p] = 1;
                a->excluder_bits[c][p / 32] |= 1u << (p % 32);
                some = 1;
            }
        }
        if (!single && some) {
            a->cell[a->n++] = c;
            a->is_aligned[c] = 1;
        }
    }
}

/* The excluders shared by cells[0..n-1], from those of cells[0] (or the
** list from[0..n_from-1] when given) into ex; returns their number. */
static int shared_excluders(const aligned *a, const int *cells, int n, const int *from,
                            int n_from, int *ex) {
    int k, i, m = 0;

    for (k = 0; k < (from ? n_from : sudoku__peer_count(a->s, cells[0])); k++) {
        int p = from ? from[k] : sudoku__peer_at(a->s, cells[0], k);
        for (i = 0; i < n && a->excluder[cells[i]][p]; i++)
            ;
        if (i == n) ex[m++] = p;
    }
    return m;
}

/* Tries every choice of one candidate for each of cells[0..degree-1]
** against the excluders ex[0..n_ex-1] they share; removes what no possible
** choice uses. */
static int aligned_try(const aligned *a, const int *cells, const int *ex, int n_ex,
                       sudoku_step *st) {
    const sudoku__position *s = a->s;
    int k, i, j, pick[3] = {0, 0, 0};
    uint16_t used[3] = {0, 0, 0}, locking[MAX_PEERS];
    unsigned m0, m1, m2;

    memset(locking, 0, sizeof locking);
    for (m0 = s->cand[cells[0]]; m0; m0 &= m0 - 1)
        for (m1 = s->cand[cells[1]]; m1; m1 &= m1 - 1)
            for (m2 = a->degree == 3 ? s->cand[cells[2]] : 1u; m2; m2 &= m2 - 1) {
                unsigned digits;
                int ok = 1;
                pick[0] = sudoku__lowest_digit(m0);
                pick[1] = sudoku__lowest_digit(m1);
                pick[2] = a->degree == 3 ? sudoku__lowest_digit(m2) : 0;
                digits = (m0 & (~m0 + 1u)) | (m1 & (~m1 + 1u)) |
                         (a->degree == 3 ? m2 & (~m2 + 1u) : 0u);
                for (i = 0; i < a->degree; i++)
                    for (j = i + 1; j < a->degree; j++)
                        ok &= !(pick[i] == pick[j] &&
                                sudoku__sees_on(s, cells[i], cells[j]));
                for (k = 0; ok && k < n_ex; k++)
                    if (!(s->cand[ex[k]] & ~digits)) {
                        locking[k] = 1;
                        ok = 0;
                    }
                if (!ok) continue;
                for (i = 0; i < a->degree; i++)
                    used[i] |= sudoku__digit_bit(pick[i]);
                if (used[0] == s->cand[cells[0]] && used[1] == s->cand[cells[1]] &&
                    (a->degree == 2 || used[2] == s->cand[cells[2]]))
                    return 0; /* every candidate has a possible choice */
            }
    sudoku__step_clear(st, a->degree == 2 ? SUDOKU_TECH_ALIGNED_PAIR
                                          : SUDOKU_TECH_ALIGNED_TRIPLET);
    for (i = 0; i < a->degree; i++) {
        int d;
        for (d = 1; d <= 9; d++)
            if (!sudoku__has_digit(used[i], d)) sudoku__step_remove(s, st, cells[i], d);
        sudoku__step_add_cell(st, cells[i], 0);
    }
    if (!st->n_removed) return 0;
    st->length = a->degree;
    for (k = 0; k < n_ex; k++)
        if (locking[k]) sudoku__step_add_cell(st, ex[k], 0);
    return 1;
}

/* The third cells SE tries with c0 and c1: the aligned excluders of c0,
** then those of c1, neither of the two. */
static int third_cells(const aligned *a, int c0, int c1, int *out) {
    unsigned char seen[81];
    int n = 0, k, side;

    memset(seen, 0, sizeof seen);
    for (side = 0; side < 2; side++) {
        int c = side ? c1 : c0;
        for (k = 0; k < sudoku__peer_count(a->s, c); k++) {
            int p = sudoku__peer_at(a->s, c, k);
            if (!a->excluder[c][p] || !a->is_aligned[p] || seen[p] || p == c0 || p == c1)
                continue;
            seen[p] = 1;
            out[n++] = p;
        }
    }
    return n;
}

/* SE's aligned exclusion of 2 or 3 cells: pairs of aligned cells in its
** order (by the second, then the first), a third from their excluders. */
static int aligned_search(const sudoku__position *s, sudoku_step *st, int degree) {
    aligned a;
    int i1, i2, k;

    aligned_init(&a, s, degree);
    for (i2 = 1; i2 < a.n; i2++)
        for (i1 = 0; i1 < i2; i1++) {
            int cells[3] = {a.cell[i1], a.cell[i2], -1}, third[2 * MAX_PEERS], n_third;
            int pair_ex[MAX_PEERS], n_pair = 0;
            for (k = 0; k < 3; k++)
                n_pair += sudoku__bits_count(a.excluder_bits[cells[0]][k] &
                                             a.excluder_bits[cells[1]][k]);
            if (n_pair < 2) continue; /* a third cell only narrows them */
            n_pair = shared_excluders(&a, cells, 2, NULL, 0, pair_ex);
            if (degree == 2) {
                if (aligned_try(&a, cells, pair_ex, n_pair, st)) return 1;
                continue;
            }
            n_third = third_cells(&a, cells[0], cells[1], third);
            for (k = 0; k < n_third; k++) {
                int ex[MAX_PEERS], n_ex;
                cells[2] = third[k];
                n_ex = shared_excluders(&a, cells + 2, 1, pair_ex, n_pair, ex);
                if (n_ex >= 2 && aligned_try(&a, cells, ex, n_ex, st)) return 1;
            }
        }
    return 0;
}

int sudoku__tech_se_aligned_pair(const sudoku__position *s, sudoku_step *st) {
    return aligned_search(s, st, 2);
}

int sudoku__tech_se_aligned_triplet(const sudoku__position *s, sudoku_step *st) {
    return aligned_search(s, st, 3);
}
