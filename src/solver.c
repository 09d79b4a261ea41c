/*
** solver.c - the solving and counting core.
**
** Representation ("bands"): the grid is three bands of three rows. For each
** digit d and band b, cand[3*d+b] is a 27-bit mask of the band's cells where
** d may still go; cell i is bit i%27 of band i/27 (bit 9*row_in_band + col).
** unsolved[b] holds the band's cells not yet assigned. The invariants:
**   - an assigned cell keeps exactly one bit set over the nine digits: its own;
**   - an assigned digit has been removed from every peer of its cell;
** so when unsolved is empty the masks spell a valid grid.
** Propagation, before every guess, to a fixed point:
**   - band shrink: in a band a digit takes one cell in each row and in each
**     box, so its row/box incidence (3x3 bits) must be a union of
**     permutation matrices; a table keeps those cells (pointing and claiming,
**     hidden singles in boxes; an empty result is a contradiction);
**   - a row of a band with one cell left for a digit: that cell is the digit;
**   - naked singles, found for a whole band at once by counting candidates
**     with "at least once / at least twice" masks;
**   - hidden singles in columns, from the digit's column masks per band.
** Search: a bivalue cell if any, else the cell with fewest candidates; the
** state is copied by value for each branch (the last branch reuses it), no
** allocation; every level assigns a cell, so recursion depth is at most 81.
*/
#include "internal.h"

#include <string.h>

#define BAND_ALL 0x7FFFFFFu /* the 27 cells of a band */
#define ROW_ALL 0x1FFu      /* the 9 cells of a row of a band */

typedef struct state {
    uint32_t cand[27];    /* cand[3*d+b]: cells of band b open to digit d+1 */
    uint32_t unsolved[3]; /* cells of each band not yet assigned */
    uint32_t dirty;       /* bit 3*d+b: cand[3*d+b] changed since last shrink */
} state;

/* What a search is asked for and what it has found so far. */
typedef struct search {
    uint64_t limit;     /* stop when count reaches it (0 = never) */
    uint64_t count;     /* solutions found */
    uint64_t guesses;   /* trial assignments made at branch points */
    sudoku_grid first;  /* the first solution found */
} search;

/* Band shrink table: for a row/box incidence (bit 3*row+box), the band
** cells left open by the permutation matrices it contains; 0 = none. */
static const uint32_t band_keep[512] = {
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x01C71C0, 0x01C71C0, 0x01C71C0, 0x01C71C0, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x01C71C0, 0x01C71C0, 0x01C71C0, 0x01C71C0,
    0x0000000, 0x0000000, 0x01F8038, 0x01F8038, 0x0000000, 0x0000000,
    0x01F8038, 0x01F8038, 0x0000000, 0x0000000, 0x01F8038, 0x01F8038,
    0x0000000, 0x0000000, 0x01F8038, 0x01F8038, 0x0000000, 0x0000000,
    0x01F8038, 0x01F8038, 0x01C71C0, 0x01C71C0, 0x01FF1F8, 0x01FF1F8,
    0x0000000, 0x0000000, 0x01F8038, 0x01F8038, 0x01C71C0, 0x01C71C0,
    0x01FF1F8, 0x01FF1F8, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0E00FC0, 0x0E00FC0, 0x0E00FC0, 0x0E00FC0,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0E00FC0, 0x0E00FC0, 0x0E00FC0, 0x0E00FC0, 0x0000000, 0x0E38007,
    0x0000000, 0x0E38007, 0x0000000, 0x0E38007, 0x0000000, 0x0E38007,
    0x0000000, 0x0E38007, 0x0000000, 0x0E38007, 0x0E00FC0, 0x0E38FC7,
    0x0E00FC0, 0x0E38FC7, 0x0000000, 0x0E38007, 0x0000000, 0x0E38007,
    0x0000000, 0x0E38007, 0x0000000, 0x0E38007, 0x0000000, 0x0E38007,
    0x0000000, 0x0E38007, 0x0E00FC0, 0x0E38FC7, 0x0E00FC0, 0x0E38FC7,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0E00FC0, 0x0E00FC0, 0x0E00FC0, 0x0E00FC0, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x01C71C0, 0x01C71C0, 0x01C71C0, 0x01C71C0,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0FC7FC0, 0x0FC7FC0,
    0x0FC7FC0, 0x0FC7FC0, 0x0000000, 0x0E38007, 0x01F8038, 0x0FF803F,
    0x0000000, 0x0E38007, 0x01F8038, 0x0FF803F, 0x0000000, 0x0E38007,
    0x01F8038, 0x0FF803F, 0x0E00FC0, 0x0E38FC7, 0x0FF8FF8, 0x0FF8FFF,
    0x0000000, 0x0E38007, 0x01F8038, 0x0FF803F, 0x01C71C0, 0x0FFF1C7,
    0x01FF1F8, 0x0FFF1FF, 0x0000000, 0x0E38007, 0x01F8038, 0x0FF803F,
    0x0FC7FC0, 0x0FFFFC7, 0x0FFFFF8, 0x0FFFFFF, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x7000E38, 0x7000E38, 0x0000000, 0x0000000,
    0x7000E38, 0x7000E38, 0x0000000, 0x7007007, 0x0000000, 0x7007007,
    0x0000000, 0x7007007, 0x0000000, 0x7007007, 0x0000000, 0x7007007,
    0x7000E38, 0x7007E3F, 0x0000000, 0x7007007, 0x7000E38, 0x7007E3F,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x7000E38, 0x7000E38,
    0x0000000, 0x0000000, 0x7000E38, 0x7000E38, 0x0000000, 0x7007007,
    0x0000000, 0x7007007, 0x0000000, 0x7007007, 0x0000000, 0x7007007,
    0x0000000, 0x7007007, 0x7000E38, 0x7007E3F, 0x0000000, 0x7007007,
    0x7000E38, 0x7007E3F, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x7000E38, 0x7000E38, 0x0000000, 0x0000000, 0x7000E38, 0x7000E38,
    0x0000000, 0x7007007, 0x0000000, 0x7007007, 0x01C71C0, 0x71C71C7,
    0x01C71C0, 0x71C71C7, 0x0000000, 0x7007007, 0x7000E38, 0x7007E3F,
    0x01C71C0, 0x71C71C7, 0x71C7FF8, 0x71C7FFF, 0x0000000, 0x0000000,
    0x01F8038, 0x01F8038, 0x0000000, 0x0000000, 0x01F8038, 0x01F8038,
    0x0000000, 0x0000000, 0x71F8E38, 0x71F8E38, 0x0000000, 0x0000000,
    0x71F8E38, 0x71F8E38, 0x0000000, 0x7007007, 0x01F8038, 0x71FF03F,
    0x01C71C0, 0x71C71C7, 0x01FF1F8, 0x71FF1FF, 0x0000000, 0x7007007,
    0x71F8E38, 0x71FFE3F, 0x01C71C0, 0x71C71C7, 0x71FFFF8, 0x71FFFFF,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x7000E38, 0x7000E38,
    0x0E00FC0, 0x0E00FC0, 0x7E00FF8, 0x7E00FF8, 0x0000000, 0x7007007,
    0x0000000, 0x7007007, 0x0000000, 0x7007007, 0x0000000, 0x7007007,
    0x0000000, 0x7007007, 0x7000E38, 0x7007E3F, 0x0E00FC0, 0x7E07FC7,
    0x7E00FF8, 0x7E07FFF, 0x0000000, 0x0E38007, 0x0000000, 0x0E38007,
    0x0000000, 0x0E38007, 0x0000000, 0x0E38007, 0x0000000, 0x0E38007,
    0x7000E38, 0x7E38E3F, 0x0E00FC0, 0x0E38FC7, 0x7E00FF8, 0x7E38FFF,
    0x0000000, 0x7E3F007, 0x0000000, 0x7E3F007, 0x0000000, 0x7E3F007,
    0x0000000, 0x7E3F007, 0x0000000, 0x7E3F007, 0x7000E38, 0x7E3FE3F,
    0x0E00FC0, 0x7E3FFC7, 0x7E00FF8, 0x7E3FFFF, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000, 0x0000000,
    0x0000000, 0x0000000, 0x7000E38, 0x7000E38, 0x0E00FC0, 0x0E00FC0,
    0x7E00FF8, 0x7E00FF8, 0x0000000, 0x7007007, 0x0000000, 0x7007007,
    0x01C71C0, 0x71C71C7, 0x01C71C0, 0x71C71C7, 0x0000000, 0x7007007,
    0x7000E38, 0x7007E3F, 0x0FC7FC0, 0x7FC7FC7, 0x7FC7FF8, 0x7FC7FFF,
    0x0000000, 0x0E38007, 0x01F8038, 0x0FF803F, 0x0000000, 0x0E38007,
    0x01F8038, 0x0FF803F, 0x0000000, 0x0E38007, 0x71F8E38, 0x7FF8E3F,
    0x0E00FC0, 0x0E38FC7, 0x7FF8FF8, 0x7FF8FFF, 0x0000000, 0x7E3F007,
    0x01F8038, 0x7FFF03F, 0x01C71C0, 0x7FFF1C7, 0x01FF1F8, 0x7FFF1FF,
    0x0000000, 0x7E3F007, 0x71F8E38, 0x7FFFE3F, 0x0FC7FC0, 0x7FFFFC7,
    0x7FFFFF8, 0x7FFFFFF,
};

/* Peers of each band cell inside its band: row, box and column, not itself. */
static const uint32_t band_peers[27] = {
    0x01C0FFE, 0x01C0FFD, 0x01C0FFB, 0x0E071F7, 0x0E071EF, 0x0E071DF,
    0x70381BF, 0x703817F, 0x70380FF, 0x01FFC07, 0x01FFA07, 0x01FF607,
    0x0E3EE38, 0x0E3DE38, 0x0E3BE38, 0x7037FC0, 0x702FFC0, 0x701FFC0,
    0x7F80E07, 0x7F40E07, 0x7EC0E07, 0x7DC7038, 0x7BC7038, 0x77C7038,
    0x6FF81C0, 0x5FF81C0, 0x3FF81C0,
};

/* ==================================================================== */
/* Bit helpers                                                           */
/* ==================================================================== */

static int lowest_bit(uint32_t m) /* m != 0 */
{
#if defined(__GNUC__)
    return __builtin_ctz(m);
#else
    int n = 0;
    while (!(m & 1u)) {
        m >>= 1;
        n++;
    }
    return n;
#endif
}

static int bit_count(uint32_t m)
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

/* Which boxes (3 bits) a 9-cell row of a band touches. */
static uint32_t row_boxes(uint32_t row)
{
    return (uint32_t)((row & 0x007u) != 0) | (uint32_t)((row & 0x038u) != 0) << 1 |
           (uint32_t)((row & 0x1C0u) != 0) << 2;
}

/* The cells of m that are alone in their row of the band. */
static uint32_t row_singles(uint32_t m)
{
    uint32_t out = 0;
    for (int r = 0; r < 27; r += 9) {
        uint32_t x = (m >> r) & ROW_ALL;
        if ((x & (x - 1)) == 0)
            out |= x << r;
    }
    return out;
}

/* ==================================================================== */
/* Assignment and propagation                                            */
/* ==================================================================== */

/* Assigns digit d to cell p of band b. Returns 0 when d is no longer open
** there (a contradiction); assigning an already assigned cell its own digit
** does nothing. */
static int assign(state *s, int d, int b, int p)
{
    uint32_t bit = 1u << p;
    int k = 3 * d + b;
    if (!(s->cand[k] & bit))
        return 0;
    if (!(s->unsolved[b] & bit))
        return 1;
    s->unsolved[b] &= ~bit;
    for (int j = b; j < 27; j += 3) { /* the cell closes to the other digits */
        s->dirty |= ((s->cand[j] >> p) & 1u) << j;
        s->cand[j] &= ~bit;
    }
    s->cand[k] = (s->cand[k] & ~band_peers[p]) | bit;
    uint32_t col = 0x40201u << (p % 9);
    for (int o = 1; o < 3; o++) { /* the column closes in the other bands */
        int j = 3 * d + (b + o) % 3;
        s->dirty |= (uint32_t)((s->cand[j] & col) != 0) << j;
        s->cand[j] &= ~col;
    }
    s->dirty |= 1u << k;
    return 1;
}

/* Band shrink of one digit-band mask, then its row singles. */
static int shrink(state *s, int k)
{
    int b = k % 3;
    uint32_t m = s->cand[k];
    uint32_t inc = row_boxes(m & ROW_ALL) | row_boxes((m >> 9) & ROW_ALL) << 3 |
                   row_boxes(m >> 18) << 6;
    m &= band_keep[inc];
    if (!m)
        return 0;
    s->cand[k] = m;
    uint32_t solo = row_singles(m) & s->unsolved[b];
    for (; solo; solo &= solo - 1)
        if (!assign(s, k / 3, b, lowest_bit(solo)))
            return 0;
    return 1;
}

/* Naked singles of all bands. Returns -1 on a contradiction (an open cell
** without candidates), else the number of cells assigned. */
static int naked_singles(state *s)
{
    int placed = 0;
    for (int b = 0; b < 3; b++) {
        uint32_t once = 0, twice = 0;
        for (int k = b; k < 27; k += 3) {
            twice |= once & s->cand[k];
            once |= s->cand[k];
        }
        if (s->unsolved[b] & ~once)
            return -1;
        uint32_t single = s->unsolved[b] & ~twice;
        for (; single; single &= single - 1) {
            int p = lowest_bit(single);
            int d = 0; /* earlier assignments may have emptied this cell */
            while (d < 9 && !(s->cand[3 * d + b] & (1u << p)))
                d++;
            if (d == 9 || !assign(s, d, b, p))
                return -1;
            placed++;
        }
    }
    return placed;
}

/* Columns (9 bits) where band mask m has exactly one cell, and where it has any. */
static uint32_t column_once(uint32_t m, uint32_t *any)
{
    uint32_t a = m & ROW_ALL, b = (m >> 9) & ROW_ALL, c = m >> 18;
    *any = a | b | c;
    return (a ^ b ^ c) & ~(a & b & c);
}

/* Hidden singles in columns, for every digit. Returns -1 on a contradiction
** (a column without room for a digit), else the number of cells assigned. */
static int column_singles(state *s)
{
    int placed = 0;
    for (int d = 0; d < 9; d++) {
        uint32_t any[3], once[3];
        for (int b = 0; b < 3; b++)
            once[b] = column_once(s->cand[3 * d + b], &any[b]);
        if ((any[0] | any[1] | any[2]) != ROW_ALL)
            return -1;
        for (int b = 0; b < 3; b++) {
            uint32_t cols = once[b] & ~any[(b + 1) % 3] & ~any[(b + 2) % 3];
            uint32_t cells = s->cand[3 * d + b] & (cols * 0x40201u) & s->unsolved[b];
            for (; cells; cells &= cells - 1, placed++)
                if (!assign(s, d, b, lowest_bit(cells)))
                    return -1;
        }
    }
    return placed;
}

/* Propagates to a fixed point. Returns 0 on a contradiction. */
static int propagate(state *s)
{
    for (;;) {
        while (s->dirty) {
            int k = lowest_bit(s->dirty);
            s->dirty &= s->dirty - 1;
            if (!shrink(s, k))
                return 0;
        }
        int n = naked_singles(s);
        if (n < 0)
            return 0;
        if (n > 0)
            continue;
        n = column_singles(s);
        if (n < 0)
            return 0;
        if (n == 0)
            return 1;
    }
}

/* ==================================================================== */
/* Search                                                                */
/* ==================================================================== */

/* Picks the open cell to branch on: a bivalue cell if any, else one with
** the fewest candidates. Sets *b and *p; returns its candidate digits. */
static uint32_t choose_cell(const state *s, int *band, int *p)
{
    uint32_t best_n = 10, best = 0;
    for (int b = 0; b < 3; b++) {
        uint32_t a1 = 0, a2 = 0, a3 = 0;
        for (int k = b; k < 27; k += 3) {
            uint32_t m = s->cand[k];
            a3 |= a2 & m;
            a2 |= a1 & m;
            a1 |= m;
        }
        uint32_t two = s->unsolved[b] & ~a3;
        if (two) {
            *band = b;
            *p = lowest_bit(two);
            best_n = 2;
            break;
        }
        for (uint32_t open = s->unsolved[b]; open; open &= open - 1) {
            int q = lowest_bit(open);
            uint32_t digits = 0;
            for (int d = 0; d < 9; d++)
                digits |= ((s->cand[3 * d + b] >> q) & 1u) << d;
            uint32_t n = (uint32_t)bit_count(digits);
            if (n < best_n) {
                best_n = n;
                *band = b;
                *p = q;
                if (n == 3)
                    break;
            }
        }
    }
    for (int d = 0; d < 9; d++)
        best |= ((s->cand[3 * d + *band] >> *p) & 1u) << d;
    return best;
}

static void record(const state *s, search *sr)
{
    if (sr->count++ != 0)
        return;
    for (int k = 0; k < 27; k++)
        for (uint32_t m = s->cand[k]; m; m &= m - 1)
            sr->first.cell[27 * (k % 3) + lowest_bit(m)] = (unsigned char)(k / 3 + 1);
}

/* Depth-first search from *s (consumed). Returns 1 when the search should
** stop (the limit is reached). */
static int search_from(state *s, search *sr)
{
    for (;;) {
        if (!propagate(s))
            return 0;
        if (!(s->unsolved[0] | s->unsolved[1] | s->unsolved[2])) {
            record(s, sr);
            return sr->limit != 0 && sr->count >= sr->limit;
        }
        int b = 0, p = 0;
        uint32_t digits = choose_cell(s, &b, &p);
        for (; digits & (digits - 1); digits &= digits - 1) {
            state next = *s;
            sr->guesses++;
            if (assign(&next, lowest_bit(digits), b, p) && search_from(&next, sr))
                return 1;
        }
        sr->guesses++; /* the last candidate: go on in place */
        if (!assign(s, lowest_bit(digits), b, p))
            return 0;
    }
}

/* ==================================================================== */
/* Public entry points                                                   */
/* ==================================================================== */

/* Loads the givens into a fresh state. Returns SUDOKU_EINVAL for a cell > 9,
** SUDOKU_ECLASH when a digit repeats in a unit, else SUDOKU_OK. */
static sudoku_status load(state *s, const sudoku_grid *puzzle)
{
    uint16_t row[9] = {0}, col[9] = {0}, box[9] = {0};
    for (int i = 0; i < 81; i++)
        if (puzzle->cell[i] > 9)
            return SUDOKU_EINVAL;
    for (int i = 0; i < 81; i++) {
        if (!puzzle->cell[i])
            continue;
        uint16_t bit = (uint16_t)(1u << puzzle->cell[i]);
        if ((row[CELL_ROW(i)] | col[CELL_COL(i)] | box[CELL_BOX(i)]) & bit)
            return SUDOKU_ECLASH;
        row[CELL_ROW(i)] |= bit;
        col[CELL_COL(i)] |= bit;
        box[CELL_BOX(i)] |= bit;
    }
    for (int k = 0; k < 27; k++)
        s->cand[k] = BAND_ALL;
    s->unsolved[0] = s->unsolved[1] = s->unsolved[2] = BAND_ALL;
    s->dirty = 0;
    for (int i = 0; i < 81; i++)
        if (puzzle->cell[i])
            (void)assign(s, puzzle->cell[i] - 1, i / 27, i % 27); /* no clash: succeeds */
    return SUDOKU_OK;
}

sudoku_status sudoku_solve(const sudoku_grid *puzzle, sudoku_grid *solution,
                           uint64_t *guesses)
{
    state s;
    search sr = {1, 0, 0, {{0}}};
    sudoku_status st = load(&s, puzzle);
    if (st == SUDOKU_OK) {
        search_from(&s, &sr);
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
    search_from(&s, &sr);
    *count = sr.count;
    return SUDOKU_OK;
}
