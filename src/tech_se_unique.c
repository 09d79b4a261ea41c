/*
** tech_se_unique.c - Sudoku Explainer's uniqueness techniques, as its two
** scales find and rate them (sound only for a puzzle with one solution: they
** run only when sudoku__position.unique is set).
**
** Unique loops: a closed path of cells that all hold a pair {a,b}, each
** row, column and box it meets holding two of its cells, one at an even and
** one at an odd place, would let a and b swap, giving two solutions; so the
** cells holding more (the "roof") keep one of their other candidates true.
** Types 1 to 4 draw the removals (a rectangle is the loop of 4 cells).
** On a variant, as SE with the variant's switch: the loop goes through
** any houses and must meet each of them so, and no anti-knight, anti-king
** or non-consecutive cell may tell its two fillings apart
** (sudoku__restricted); the same holds for a BUG's bivalue cells.
** SE rates a rectangle 4.5, a loop of 6 4.6, of 8 4.7, of 10 or more 5.0;
** type 3 adds 0.1 for each cell its subset has beyond the first. Of all the
** steps of all the loops, SE takes the easiest (then the lowest type, then
** the first found, in its order of search, which this file follows).
**
** BUG (bivalue universal grave): when the extra candidates of a few cells
** removed would leave every empty cell two candidates and every digit two
** places in each unit, one of those extras is true. Type 1 (one such cell,
** 5.6): it keeps only its extras. Type 2 (one extra digit, 5.7): it goes from
** the cells that see all of them. Type 3 (5.7, +0.1 for each cell of the
** subset beyond the first): the extras act as one cell of a naked subset
** with cells of a unit they share. Type 4 (two cells sharing a unit and one
** more digit, 5.7): each cell is its extra or that digit.
**
** The steps: the loop (or the BUG cells) first in st->cells, st->length of
** them, each with cell_digit 0 for a cell of the pair alone and else its
** lowest other candidate (a roof, a BUG cell); a subset's other cells
** follow (carrying the subset's digits the step does not name otherwise,
** see add_subset_cells); st->units[0] is the unit of types 3 and 4;
** st->digits the pair (the BUG's extra digits).
*/
#include <stddef.h>
#include <string.h>

#include "tech.h"

/* SE's region types in its order of search: box, row, column (and a
** variant's extra houses, sudoku__house_of_type): the unit of type t
** holding c, or -1. */
static int se_unit(const sudoku__position *s, int t, int c) {
    if (s->houses) return sudoku__house_of_type(s, c, t);
    return t == 0 ? 18 + sudoku__box(c) : t == 1 ? sudoku__row(c) : 9 + sudoku__col(c);
}

/* The next k-subset of 0..n-1 after 'm', as bits, in increasing order of
** value (Gosper's rule); 0 past the last. m must not be 0. */
static unsigned next_combination(unsigned m, int n) {
    unsigned low = m & (~m + 1u), ripple = m + low;

    m = ripple | (((ripple ^ m) >> 2) / low);
    return m >> n ? 0 : m;
}

/* The first k-subset of n items (k >= 1), or 0 when k > n. */
static unsigned first_combination(int k, int n) { return k > n ? 0 : (1u << k) - 1u; }

/* Removes digit d from every cell that sees all the cells of holders[0..n-1]
** (a naked subset's digit: one of them holds it). */
static void remove_seen_by_all(const sudoku__position *s, sudoku_step *st,
                               const int *holders, int n, int d) {
    int c, k;

    for (c = 0; c < 81; c++) {
        for (k = 0; k < n && sudoku__sees_on(s, c, holders[k]); k++)
            ;
        if (k == n && n > 0) sudoku__step_remove(s, st, c, d);
    }
}

/* The best step found so far among several (SE sorts them by difficulty,
** then type, and takes the first). */
typedef struct best_step {
    sudoku_step *st;
    int found, type;
} best_step;

/* Keeps *cand when it removes something and beats the best so far. */
static void offer(best_step *b, const sudoku_step *cand, int type) {
    if (!cand->n_removed) return;
    if (b->found && (cand->difficulty > b->st->difficulty ||
                     (cand->difficulty == b->st->difficulty && type >= b->type)))
        return;
    memcpy(b->st, cand, offsetof(sudoku_step, chain));
    b->st->n_chain = 0;
    b->found = 1;
    b->type = type;
}

/* ==================================================================== */
/* Unique loops                                                          */
/* ==================================================================== */

typedef struct loop_search {
    const sudoku__position *s;
    uint16_t pair;
    int loop[81], n;
    unsigned char in_loop[81];
    best_step best;
    sudoku_step scratch;
} loop_search;

/* SE's difficulty of a loop of n cells (its original figures, summed as it
** sums them: a loop of 10 or more gets both of its last two steps). */
static double loop_base(int n) {
    double d = 4.5;

    if (n >= 10) d += 0.3;
    if (n >= 8)
        d += 0.2;
    else if (n >= 6)
        d += 0.1;
    return d;
}

/* Every unit the loop meets holds two of its cells, one at an even place
** and one at an odd one. */
static int valid_loop(const loop_search *q) {
    unsigned char used[2][SUDOKU__HOUSES];
    int k, t;

    memset(used, 0, sizeof used);
    for (k = 0; k < q->n; k++)
        for (t = 0; t < sudoku__house_types(q->s); t++) {
            int u = se_unit(q->s, t, q->loop[k]);
            if (u < 0) continue;
            if (used[k & 1][u]) return 0;
            used[k & 1][u] = 1;
        }
    return memcmp(used[0], used[1], sizeof used[0]) == 0;
}

/* The loop as a step of difficulty d: cells in order, roofs marked. */
static sudoku_step *loop_step(loop_search *q, double d) {
    sudoku_step *st = &q->scratch;
    int k;

    sudoku__step_clear(st, q->n == 4 ? SUDOKU_TECH_UNIQUE_RECTANGLE
                                     : SUDOKU_TECH_UNIQUE_LOOP);
    st->difficulty = d;
    st->digits = q->pair;
    st->length = q->n;
    for (k = 0; k < q->n; k++) {
        int c = q->loop[k];
        sudoku__step_add_cell(st, c, sudoku__lowest_digit(q->s->cand[c] & ~q->pair));
    }
    return st;
}

/* Type 1: the one roof is neither digit of the pair. */
static void loop_type1(loop_search *q, int roof) {
    sudoku_step *st = loop_step(q, loop_base(q->n));
    unsigned m;

    for (m = q->pair; m; m &= m - 1)
        sudoku__step_remove(q->s, st, roof, sudoku__lowest_digit(m));
    offer(&q->best, st, 1);
}

/* Type 2: the roofs share one extra digit, true in one of them. */
static void loop_type2(loop_search *q, const int *roof, int n_roof) {
    sudoku_step *st = loop_step(q, loop_base(q->n));
    int d = sudoku__lowest_digit(q->s->cand[roof[0]] & ~q->pair);

    remove_seen_by_all(q->s, st, roof, n_roof, d);
    offer(&q->best, st, 2);
}

/* Type 4: in a unit of both roofs, one digit of the pair goes only there, so
** the other goes from both (the last such unit in SE's order; a first). */
static void loop_type4(loop_search *q, int c1, int c2) {
    const sudoku__position *s = q->s;
    int lock[2] = {-1, -1}, t, k, side;
    int a = sudoku__lowest_digit(q->pair),
        b = sudoku__lowest_digit(q->pair & (q->pair - 1u));
    sudoku_step *st;

    for (t = 0; t < sudoku__house_types(s); t++) {
        int u = se_unit(s, t, c1), has_a = 0, has_b = 0;
        if (u < 0 || u != se_unit(s, t, c2)) continue;
        for (k = 0; k < 9; k++) {
            int c = sudoku__house_cell(s, u, k);
            if (c == c1 || c == c2) continue;
            has_a |= sudoku__has_digit(s->cand[c], a);
            has_b |= sudoku__has_digit(s->cand[c], b);
        }
        if (!has_a) lock[0] = u;
        if (!has_b) lock[1] = u;
    }
    side = lock[0] >= 0 ? 0 : lock[1] >= 0 ? 1 : -1;
    if (side < 0) return;
    st = loop_step(q, loop_base(q->n));
    sudoku__step_remove(s, st, c1, side ? a : b);
    sudoku__step_remove(s, st, c2, side ? a : b);
    sudoku__step_add_unit(st, lock[side]);
    offer(&q->best, st, 4);
}

/* Adds the cells of unit u at the bits of m to st: a type 3 subset's cells
** after the loop or the BUG cells, carrying, one a cell, the subset's digits
** 'digits' beyond those the step names already ('named'; 0 when none is
** left): a naked subset's digits beyond the roofs' marks (a loop) or the
** extras (a BUG), a hidden subset's beyond the pair. There are no more of
** them than cells. */
static void add_subset_cells(const sudoku__position *s, sudoku_step *st, int u,
                             unsigned m, unsigned digits, unsigned named) {
    unsigned beyond = digits & ~named;
    int k;

    for (k = 0; k < 9; k++)
        if (m >> k & 1u) {
            sudoku__step_add_cell(st, sudoku__house_cell(s, u, k),
                                  sudoku__lowest_digit(beyond));
            beyond &= beyond - 1;
        }
}

/* The digits the first n cells of st name (cell_digit). */
static unsigned marked_digits(const sudoku_step *st, int n) {
    unsigned m = 0;
    int k;

    for (k = 0; k < n; k++)
        if (st->cell_digit[k]) m |= sudoku__digit_bit(st->cell_digit[k]);
    return m;
}

/* Type 3, naked: the roofs, standing for one cell holding their extra
** digits, and degree-1 more cells of unit u hold degree digits. */
static void loop_type3_naked(loop_search *q, int c1, int c2, int u, int degree,
                             uint16_t extra) {
    const sudoku__position *s = q->s;
    int i1 = -1, i2 = -1, k;
    unsigned m;

    for (k = 0; k < 9; k++) {
        if (sudoku__house_cell(s, u, k) == c1) i1 = k;
        if (sudoku__house_cell(s, u, k) == c2) i2 = k;
    }
    for (m = first_combination(degree, 9); m; m = next_combination(m, 9)) {
        unsigned others = 0, naked;
        int ok = 1, d;
        if (!(m >> i1 & 1u) || (m >> i2 & 1u)) continue;
        for (k = 0; k < 9; k++)
            if ((m >> k & 1u) && k != i1) {
                uint16_t cand = s->cand[sudoku__house_cell(s, u, k)];
                ok &= sudoku__bits_count(cand) > 1;
                others |= cand;
            }
        naked = (extra & s->cand[c1] & s->cand[c2]) | others;
        if (!ok || sudoku__bits_count(naked) != degree ||
            sudoku__bits_count(others | extra) != degree)
            continue;
        sudoku_step *st = loop_step(q, loop_base(q->n) + (degree - 1) * 0.1);
        for (d = 1; d <= 9; d++) {
            int holders[9], n = 0;
            if (!sudoku__has_digit(others | extra, d)) continue;
            for (k = 0; k < 9; k++) {
                int c = sudoku__house_cell(s, u, k);
                if ((m >> k & 1u) && k != i1 && sudoku__has_digit(s->cand[c], d))
                    holders[n++] = c;
            }
            if (sudoku__has_digit(s->cand[c1], d)) holders[n++] = c1;
            if (sudoku__has_digit(s->cand[c2], d)) holders[n++] = c2;
            remove_seen_by_all(s, st, holders, n, d);
        }
        sudoku__step_add_unit(st, u);
        add_subset_cells(s, st, u, m & ~(1u << i1), others | extra,
                         marked_digits(st, st->n_cells));
        offer(&q->best, st, 3);
    }
}

/* Type 3, hidden: in unit u, the pair and degree-2 digits other than the
** roofs' extras have degree places, c2 left out: c1 and degree-1 cells. At
** most one roof holds a digit of the pair, so those cells hold the subset. */
static void loop_type3_hidden(loop_search *q, int c1, int c2, int u, int degree,
                              uint16_t extra) {
    const sudoku__position *s = q->s;
    int rest[9], n_rest = 0, i1 = -1, i2 = -1, k, d;
    unsigned m;

    for (d = 1; d <= 9; d++)
        if (!sudoku__has_digit(q->pair | extra, d)) rest[n_rest++] = d;
    if (degree - 2 > n_rest) return;
    for (k = 0; k < 9; k++) {
        if (sudoku__house_cell(s, u, k) == c1) i1 = k;
        if (sudoku__house_cell(s, u, k) == c2) i2 = k;
    }
    /* the subsets of the other digits; m = 0 stands for the empty one */
    for (m = degree == 2 ? 0 : first_combination(degree - 2, n_rest);;) {
        unsigned digits = q->pair, places = 0, hidden;
        int ok = 1;
        for (k = 0; k < n_rest; k++)
            if (m >> k & 1u) digits |= sudoku__digit_bit(rest[k]);
        for (d = 1; d <= 9; d++) {
            unsigned at = 0;
            if (!sudoku__has_digit(digits, d)) continue;
            for (k = 0; k < 9; k++)
                if (k != i2 && sudoku__has_digit(s->cand[sudoku__house_cell(s, u, k)], d))
                    at |= 1u << k;
            ok &= at != 0;
            places |= at;
        }
        if (ok && sudoku__bits_count(places) == degree) {
            sudoku_step *st;
            hidden = places & ~(1u << i1);
            st = loop_step(q, loop_base(q->n) + (sudoku__bits_count(hidden) - 1) * 0.1);
            for (k = 0; k < 9; k++)
                if (hidden >> k & 1u) {
                    int c = sudoku__house_cell(s, u, k);
                    for (d = 1; d <= 9; d++)
                        if (!sudoku__has_digit(digits, d))
                            sudoku__step_remove(s, st, c, d);
                }
            sudoku__step_add_unit(st, u);
            add_subset_cells(s, st, u, hidden, digits, q->pair);
            offer(&q->best, st, 3);
        }
        if (m == 0 || !(m = next_combination(m, n_rest))) break;
    }
}

/* Type 3: naked then hidden subsets, smallest first, by unit. */
static void loop_type3(loop_search *q, int c1, int c2, uint16_t extra) {
    int degree, t, k;

    for (degree = sudoku__bits_count(extra); degree <= 7; degree++)
        for (t = 0; t < sudoku__house_types(q->s); t++) {
            int u = se_unit(q->s, t, c1), empty = 0;
            if (u < 0 || u != se_unit(q->s, t, c2)) continue;
            for (k = 0; k < 9; k++)
                empty += q->s->cell[sudoku__house_cell(q->s, u, k)] == 0;
            if (degree * 2 <= empty) loop_type3_naked(q, c1, c2, u, degree, extra);
            if (degree * 2 < empty) loop_type3_hidden(q, c1, c2, u, degree, extra);
        }
}

/* A closed loop: its steps, by the number of its roofs. */
static void loop_closed(loop_search *q) {
    int roof[81], n_roof = 0, k;
    uint16_t extra = 0;

    if (!valid_loop(q)) return;
    for (k = 0; k < q->n; k++)
        if (sudoku__restricted(q->s, q->loop[k], q->pair)) return;
    for (k = 0; k < q->n; k++)
        if (sudoku__bits_count(q->s->cand[q->loop[k]]) > 2) {
            roof[n_roof++] = q->loop[k];
            extra |= q->s->cand[q->loop[k]] & ~q->pair;
        }
    if (n_roof == 1) {
        loop_type1(q, roof[0]);
    } else if (n_roof > 2) {
        loop_type2(q, roof, n_roof);
    } else if (n_roof == 2) {
        if (sudoku__bits_count(extra) == 1)
            loop_type2(q, roof, n_roof);
        else
            loop_type3(q, roof[0], roof[1], extra);
        loop_type4(q, roof[0], roof[1]);
    }
}

/* Extends the loop with 'cell' (reached through a unit of type 'last'):
** cells holding the pair, at most two of them with more unless all the
** extras are one digit (type 2), through units of another type each time. */
static void extend_loop(loop_search *q, int cell, int allowed, uint16_t extra, int last) {
    int t, k;

    q->loop[q->n++] = cell;
    q->in_loop[cell] = 1;
    for (t = 0; t < sudoku__house_types(q->s); t++) {
        int u = se_unit(q->s, t, cell);
        if (t == last || u < 0) continue;
        for (k = 0; k < 9; k++) {
            int next = sudoku__house_cell(q->s, u, k), more;
            uint16_t cand = q->s->cand[next], ex;
            if (next == q->loop[0] && q->n >= 4) {
                loop_closed(q);
                continue;
            }
            if (q->in_loop[next] || (cand & q->pair) != q->pair) continue;
            ex = (uint16_t)((extra | cand) & ~q->pair);
            more = sudoku__bits_count(cand) > 2;
            if (!more || sudoku__bits_count(ex) == 1 || allowed > 0)
                extend_loop(q, next, allowed - more, ex, t);
        }
    }
    q->in_loop[cell] = 0;
    q->n--;
}

int sudoku__tech_se_unique_loops(const sudoku__position *s, sudoku_step *st) {
    loop_search q;
    int c;

    if (!s->unique) return 0;
    memset(q.in_loop, 0, sizeof q.in_loop);
    q.s = s;
    q.n = 0;
    q.best.st = st;
    q.best.found = 0;
    for (c = 0; c < 81; c++)
        if (!s->cell[c] && sudoku__bits_count(s->cand[c]) == 2) {
            q.pair = s->cand[c];
            extend_loop(&q, c, 2, 0, -1);
            if (q.best.found && q.best.type == 1 && st->difficulty == loop_base(4))
                break; /* nothing can come before a rectangle of type 1 */
        }
    return q.best.found;
}

/* ==================================================================== */
/* BUG                                                                   */
/* ==================================================================== */

typedef struct bug {
    const sudoku__position *s;
    int cell[81], n;          /* the BUG cells, in SE's order */
    uint16_t value[81];       /* their extra digits, by cell */
    uint16_t all;             /* every extra digit */
    unsigned char common[81]; /* the cells that see every BUG cell */
    int have_common;
    uint16_t rest[81]; /* the candidates with the extras removed */
} bug;

/* Adds c with extra digits 'digits' to the BUG cells. Returns 0 when
** several cells with several digits leave no cell seeing them all. */
static int bug_add(bug *b, int c, uint16_t digits, int add_to_all) {
    int k, i;

    for (k = 0; k < b->n && b->cell[k] != c; k++)
        ;
    if (k == b->n) b->cell[b->n++] = c;
    b->value[c] |= digits;
    if (add_to_all) b->all |= digits;
    b->rest[c] &= (uint16_t)~digits;
    for (i = 0; i < 81; i++)
        b->common[i] = (unsigned char)(sudoku__sees_on(b->s, i, c) &&
                                       (!b->have_common || b->common[i]));
    b->have_common = 1;
    for (k = 0; k < b->n; k++)
        b->common[b->cell[k]] = 0;
    for (i = 0; i < 81 && !b->common[i]; i++)
        ;
    return !(b->n > 1 && sudoku__bits_count(b->all) > 1 && i == 81);
}

/* SE's region types in its order (sudoku__house_of_type): the first id of
** each and how many it has. */
#define SE_TYPES 10
static const unsigned char se_types[SE_TYPES][2] = {{18, 9}, {0, 9},  {9, 9},  {27, 9},
                                                    {36, 9}, {45, 1}, {46, 1}, {47, 1},
                                                    {48, 1}, {49, 1}};

/* Finds the BUG cells as SE does: in each unit, a digit with neither 0 nor
** 2 places must have one place in a cell of 3 or more candidates. Returns
** 0 when the position is no BUG (or too far from one). */
static int bug_find(bug *b) {
    const sudoku__position *s = b->s;
    unsigned char spread[81]; /* the cells with the one odd digit */
    int t, r, d, k, c, only = 0, one_digit = 1, have_spread = 0;

    memset(spread, 0, sizeof spread);
    for (t = 0; t < SE_TYPES; t++)
        for (r = 0; r < se_types[t][1]; r++)
            for (d = 1; d <= 9; d++) {
                int u = se_types[t][0] + r, places = 0, many[9], n = 0;
                if (!sudoku__has_house(s, u)) break;
                for (k = 0; k < 9; k++) {
                    c = sudoku__house_cell(s, u, k);
                    if (!sudoku__has_digit(s->cand[c], d)) continue;
                    places++;
                    if (sudoku__bits_count(s->cand[c]) >= 3) many[n++] = c;
                }
                if (places == 0 || places == 2) continue;
                if (!have_spread) {
                    only = d;
                    have_spread = 1;
                    for (k = 0; k < n; k++)
                        spread[many[k]] = 1;
                } else if (one_digit && only == d) {
                    for (k = 0; k < n; k++)
                        spread[many[k]] = 1;
                } else {
                    one_digit = 0;
                }
                if (n == 1 && !bug_add(b, many[0], sudoku__digit_bit(d), 1)) return 0;
                if (n == 0) return 0;
            }
    if (one_digit && have_spread) {
        int in_spread = 0;
        for (c = 0; c < 81; c++)
            in_spread += spread[c];
        if (in_spread > b->n) /* a cell with the digit twice in its units */
            for (c = 0; c < 81; c++) {
                for (k = 0; k < b->n && b->cell[k] != c; k++)
                    ;
                if (spread[c] && k == b->n && !bug_add(b, c, sudoku__digit_bit(only), 0))
                    return 0;
            }
    }
    return b->n > 0 && b->all != 0;
}

/* With the extras removed, every empty cell holds two candidates and every
** digit has 0 or 2 places in every unit. */
static int bug_grave(const bug *b) {
    int c, u, d, k;

    const sudoku__position *s = b->s;

    for (c = 0; c < 81; c++)
        if (!b->s->cell[c] && sudoku__bits_count(b->rest[c]) != 2) return 0;
    for (u = 0; u < SUDOKU__HOUSES; u++)
        for (d = 1; d <= 9 && sudoku__has_house(s, u); d++) {
            int n = 0;
            for (k = 0; k < 9; k++)
                n += sudoku__has_digit(b->rest[sudoku__house_cell(s, u, k)], d);
            if (n != 0 && n != 2) return 0;
        }
    return 1;
}

/* The BUG cells as a step's first cells, each with its lowest extra. */
static void bug_step(const bug *b, sudoku_step *st, double d) {
    int k;

    sudoku__step_clear(st, SUDOKU_TECH_BUG_N);
    st->difficulty = d;
    st->digits = b->all;
    st->length = b->n;
    for (k = 0; k < b->n; k++)
        sudoku__step_add_cell(st, b->cell[k], sudoku__lowest_digit(b->value[b->cell[k]]));
}

/* Type 1: the one BUG cell keeps only its extras. With one extra this is
** BUG+1, which does not place it either: as SE's Bug1Hint, the step removes
** the cell's other candidates and a naked single places it after. */
static int bug_type1(const bug *b, sudoku_step *st) {
    int c = b->cell[0], d;

    if (sudoku__bits_count(b->all) == 1) {
        sudoku__step_clear(st, SUDOKU_TECH_BUG);
        st->digits = b->all;
        sudoku__step_add_cell(st, c, sudoku__lowest_digit(b->all));
    } else {
        bug_step(b, st, 5.6);
    }
    for (d = 1; d <= 9; d++)
        if (!sudoku__has_digit(b->all, d)) sudoku__step_remove(b->s, st, c, d);
    return st->n_removed > 0;
}

/* Type 2: the one extra digit goes from the cells that see every BUG cell. */
static int bug_type2(const bug *b, sudoku_step *st) {
    int c;

    bug_step(b, st, 5.7);
    for (c = 0; c < 81; c++)
        if (b->common[c]) sudoku__step_remove(b->s, st, c, sudoku__lowest_digit(b->all));
    return st->n_removed > 0;
}

/* Type 4: two BUG cells in one unit share one more digit, which has no other
** place there: each is its extra or that digit (the first unit in SE's
** order). */
static int bug_type4(const bug *b, sudoku_step *st) {
    int c1 = b->cell[0], c2 = b->cell[1], t, d;
    uint16_t shared = (uint16_t)(b->s->cand[c1] & b->s->cand[c2] & ~b->all);

    if (sudoku__bits_count(shared) != 1) return 0;
    for (t = 0; t < sudoku__house_types(b->s); t++) {
        if (se_unit(b->s, t, c1) < 0 || se_unit(b->s, t, c1) != se_unit(b->s, t, c2))
            continue;
        bug_step(b, st, 5.7);
        for (d = 1; d <= 9; d++)
            if (!sudoku__has_digit(b->value[c1] | shared, d))
                sudoku__step_remove(b->s, st, c1, d);
        for (d = 1; d <= 9; d++)
            if (!sudoku__has_digit(b->value[c2] | shared, d))
                sudoku__step_remove(b->s, st, c2, d);
        sudoku__step_add_unit(st, se_unit(b->s, t, c1));
        return st->n_removed > 0;
    }
    return 0;
}

/* The cells at the bits of m in cells[0..n), as the bits of their places
** in unit u. */
static unsigned in_unit(const sudoku__position *s, int u, const int *cells, int n,
                        unsigned m) {
    unsigned at = 0;
    int j, k;

    for (j = 0; j < n; j++)
        for (k = 0; k < 9; k++)
            if ((m >> j & 1u) && sudoku__house_cell(s, u, k) == cells[j]) at |= 1u << k;
    return at;
}

/* Type 3 in unit u, the cells of u seeing every BUG cell cells[0..n-1]: the
** extras and degree-1 of them hold degree digits, which go from the cells
** seeing all their holders. */
static int bug_type3_in(const bug *b, sudoku_step *st, int u, const int *cells, int n,
                        int degree) {
    const sudoku__position *s = b->s;
    unsigned m;
    int k, j, d;

    if (n < degree) return 0;
    for (m = first_combination(degree - 1, n); m; m = next_combination(m, n)) {
        unsigned others = 0;
        int ok = 1;
        for (k = 0; k < n; k++)
            if (m >> k & 1u) {
                ok &= sudoku__bits_count(s->cand[cells[k]]) > 1;
                others |= s->cand[cells[k]];
            }
        if (!ok || sudoku__bits_count(others) != degree ||
            sudoku__bits_count(others | b->all) != degree)
            continue;
        bug_step(b, st, 5.7 + (degree - 1) * 0.1);
        for (d = 1; d <= 9; d++) {
            int holders[81], h = 0;
            if (!sudoku__has_digit(others, d)) continue;
            for (k = 0; k < n; k++)
                if ((m >> k & 1u) && sudoku__has_digit(s->cand[cells[k]], d))
                    holders[h++] = cells[k];
            for (j = 0; j < b->n; j++)
                if (sudoku__has_digit(s->cand[b->cell[j]], d)) holders[h++] = b->cell[j];
            remove_seen_by_all(s, st, holders, h, d);
        }
        if (!st->n_removed) continue;
        sudoku__step_add_unit(st, u);
        add_subset_cells(s, st, u, in_unit(s, u, cells, n, m), others, b->all);
        return 1;
    }
    return 0;
}

/* Type 3: the smallest subset first, then by unit. */
static int bug_type3(const bug *b, sudoku_step *st) {
    int degree, t, k;

    for (degree = 2; degree <= 6; degree++)
        for (t = 0; t < sudoku__house_types(b->s); t++) {
            int u = se_unit(b->s, t, b->cell[0]), cells[9], n = 0;
            for (k = 1; k < b->n && se_unit(b->s, t, b->cell[k]) == u; k++)
                ;
            if (u < 0 || k < b->n) continue;
            for (k = 0; k < 9; k++)
                if (b->common[sudoku__house_cell(b->s, u, k)])
                    cells[n++] = sudoku__house_cell(b->s, u, k);
            if (bug_type3_in(b, st, u, cells, n, degree)) return 1;
        }
    return 0;
}

int sudoku__tech_se_bug(const sudoku__position *s, sudoku_step *st) {
    bug b;
    int c;

    if (!s->unique) return 0;
    memset(&b, 0, sizeof b);
    b.s = s;
    memcpy(b.rest, s->cand, sizeof b.rest);
    if (!bug_find(&b) || !bug_grave(&b)) return 0;
    for (c = 0; c < 81; c++)
        if (!s->cell[c] && sudoku__bits_count(b.rest[c]) == 2 &&
            sudoku__restricted(s, c, b.rest[c]))
            return 0; /* a constraint may break the grave (SE's check) */
    for (c = 0; c < 81 && !b.common[c]; c++)
        ;
    if (b.n == 1) return bug_type1(&b, st);
    if (sudoku__bits_count(b.all) == 1)
        return (c < 81 && bug_type2(&b, st)) || (b.n == 2 && bug_type4(&b, st));
    if (c == 81) return 0;
    return (b.n == 2 && bug_type4(&b, st)) || bug_type3(&b, st);
}
