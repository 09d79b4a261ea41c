/*
** test_eureka.c - sudoku_step_chain: chains built by hand come out in
** Eureka notation (the issue's own example), runs that do not follow on
** start from the node they follow, branches are named by their
** assumption, a pattern's removal is bracketed, a cut chain says so, a
** chain known only by its cells is written from them, groups included, and
** the snprintf contract holds. And every chain the solver prints, on every
** scale, over puzzles of every band, holds on the grid it was found in:
** read back from its Eureka text, each strong link is a real conjugate pair
** or bivalue cell (or, in a dynamic chain, the last candidate or place left
** by the nodes before it), each weak link joins real peers, and what the
** chain ends in proves the step's removals.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"
#include "logic.h"
#include "tech.h"
#include "test_support.h"

/* Appends node (digit d, row r, column c, 1-based) to st. */
static int add(sudoku_step *st, int d, int r, int c, int on, sudoku_link link, int from,
               int branch) {
    sudoku_chain_node *n = &st->chain[st->n_chain];
    n->cell = (unsigned char)(9 * (r - 1) + c - 1);
    n->digit = (unsigned char)d;
    n->on = (unsigned char)on;
    n->link = (unsigned char)link;
    n->from = (short)from;
    n->branch = (unsigned char)branch;
    n->unit = 255;
    n->where[0] = n->where[1] = 255;
    if (branch + 1 > st->n_branches) st->n_branches = branch + 1;
    return st->n_chain++;
}

static void test_eureka_writes_an_aic(void **state) {
    sudoku_step st;
    char text[128];
    (void)state;
    memset(&st, 0, sizeof st);
    st.chain_end = SUDOKU_CHAIN_EITHER;
    add(&st, 6, 2, 9, 0, SUDOKU_LINK_START, -1, 0);
    add(&st, 1, 2, 9, 1, SUDOKU_LINK_STRONG, 0, 0);
    add(&st, 1, 1, 9, 0, SUDOKU_LINK_WEAK, 1, 0);
    add(&st, 1, 1, 5, 1, SUDOKU_LINK_STRONG, 2, 0);
    assert_int_equal(sudoku_step_chain(&st, text, sizeof text), 31);
    assert_string_equal(text, "(6)r2c9=(1)r2c9-(1)r1c9=(1)r1c5");
}

/* One assumption, two paths that part at r6c1: the second is a new run
** from where it leaves the first; a net's pattern removal is bracketed. */
static void test_eureka_starts_a_run_where_the_chain_forks(void **state) {
    sudoku_step st;
    char text[256];
    (void)state;
    memset(&st, 0, sizeof st);
    st.chain_end = SUDOKU_CHAIN_CLASH;
    add(&st, 6, 6, 3, 1, SUDOKU_LINK_START, -1, 0);
    add(&st, 6, 6, 1, 0, SUDOKU_LINK_WEAK, 0, 0);
    int fork = add(&st, 2, 6, 1, 1, SUDOKU_LINK_CELL, 1, 0);
    add(&st, 2, 4, 1, 0, SUDOKU_LINK_WEAK, fork, 0);
    add(&st, 2, 6, 7, 0, SUDOKU_LINK_WEAK, fork, 0);
    int p = add(&st, 4, 5, 9, 0, SUDOKU_LINK_PATTERN, -1, 0);
    st.chain[p].unit = SUDOKU_TECH_POINTING;
    sudoku_step_chain(&st, text, sizeof text);
    assert_string_equal(text, "(6)r6c3-(6)r6c1=(2)r6c1-(2)r4c1; (2)r6c1-(2)r6c7; "
                              "[pointing]-(4)r5c9");
}

/* A nested chain's inner chain: its block (one depth deeper, its own
** branches) is written inside the brackets of each removal it makes, and
** not again among the outer nodes. */
static void test_eureka_writes_an_inner_chain_in_its_brackets(void **state) {
    sudoku_step st;
    char text[512];
    (void)state;
    memset(&st, 0, sizeof st);
    st.chain_end = SUDOKU_CHAIN_CLASH;
    add(&st, 3, 6, 1, 1, SUDOKU_LINK_START, -1, 0);
    add(&st, 8, 6, 1, 0, SUDOKU_LINK_WEAK, 0, 0);
    int inner = add(&st, 8, 4, 4, 1, SUDOKU_LINK_START, -1, 0);
    add(&st, 8, 6, 5, 0, SUDOKU_LINK_WEAK, inner, 0);
    add(&st, 8, 6, 7, 1, SUDOKU_LINK_STRONG, inner + 1, 0);
    add(&st, 8, 4, 4, 0, SUDOKU_LINK_WEAK, inner + 2, 0);
    for (int k = inner; k < st.n_chain; k++)
        st.chain[k].depth = 1;
    int p = add(&st, 8, 4, 4, 0, SUDOKU_LINK_PATTERN, inner, 0);
    st.chain[p].unit = SUDOKU_TECH_X_CHAIN;
    add(&st, 8, 5, 4, 1, SUDOKU_LINK_STRONG, p, 0);
    p = add(&st, 8, 4, 6, 0, SUDOKU_LINK_PATTERN, inner, 0);
    st.chain[p].unit = SUDOKU_TECH_X_CHAIN;
    assert_int_equal(sudoku_step_check(&st), SUDOKU_OK);
    sudoku_step_chain(&st, text, sizeof text);
    assert_string_equal(text,
                        "(3)r6c1-(8)r6c1; "
                        "[X-chain: (8)r4c4-(8)r6c5=(8)r6c7-(8)r4c4]-(8)r4c4=(8)r5c4; "
                        "[X-chain: (8)r4c4-(8)r6c5=(8)r6c7-(8)r4c4]-(8)r4c6");
}

static void test_eureka_names_each_branch(void **state) {
    sudoku_step st;
    char text[256];
    (void)state;
    memset(&st, 0, sizeof st);
    st.chain_end = SUDOKU_CHAIN_AGREE;
    add(&st, 2, 5, 6, 1, SUDOKU_LINK_START, -1, 0);
    add(&st, 2, 1, 6, 0, SUDOKU_LINK_WEAK, 0, 0);
    add(&st, 7, 5, 6, 1, SUDOKU_LINK_START, -1, 1);
    add(&st, 7, 1, 6, 0, SUDOKU_LINK_WEAK, 2, 1);
    st.chain_cut = 1;
    sudoku_step_chain(&st, text, sizeof text);
    assert_string_equal(text, "r5c6=2: (2)r5c6-(2)r1c6 | r5c6=7: (7)r5c6-(7)r1c6 ...");
}

/* Trial and error's cases: each branch named by the assumption and the
** case's choices, a choice starting a run of its own. */
static void test_eureka_names_each_case_by_its_choices(void **state) {
    sudoku_step st;
    char text[256];
    (void)state;
    memset(&st, 0, sizeof st);
    st.chain_end = SUDOKU_CHAIN_CASES;
    add(&st, 2, 9, 2, 1, SUDOKU_LINK_START, -1, 0);
    add(&st, 3, 4, 5, 1, SUDOKU_LINK_START, -1, 0);
    add(&st, 3, 4, 6, 0, SUDOKU_LINK_WEAK, 1, 0);
    add(&st, 2, 9, 2, 1, SUDOKU_LINK_START, -1, 1);
    add(&st, 7, 4, 5, 1, SUDOKU_LINK_START, -1, 1);
    add(&st, 7, 4, 6, 0, SUDOKU_LINK_WEAK, 4, 1);
    sudoku_step_chain(&st, text, sizeof text);
    assert_string_equal(text, "r9c2=2, r4c5=3: (2)r9c2; (3)r4c5-(3)r4c6 | "
                              "r9c2=2, r4c5=7: (2)r9c2; (7)r4c5-(7)r4c6");
}

static void test_eureka_no_chain_is_empty_and_cuts_like_snprintf(void **state) {
    sudoku_step st;
    char text[8] = "xxxxxxx";
    (void)state;
    memset(&st, 0, sizeof st);
    assert_int_equal(sudoku_step_chain(&st, text, sizeof text), 0);
    assert_string_equal(text, "");
    add(&st, 6, 2, 9, 0, SUDOKU_LINK_START, -1, 0);
    add(&st, 1, 2, 9, 1, SUDOKU_LINK_STRONG, 0, 0);
    assert_int_equal(sudoku_step_chain(&st, text, sizeof text), 15);
    assert_string_equal(text, "(6)r2c9");
    text[0] = 'u';
    assert_int_equal(sudoku_step_chain(&st, text, 0), 15);
    assert_int_equal(text[0], 'u');
}

/* A chain known only by its pattern cells (a strong-linked fish through two
** groups): written from the cells, each group as one node, the same chain
** the step's text shows; " ..." when 'length' counts more nodes. */
static void test_eureka_writes_a_chain_of_cells_with_its_groups(void **state) {
    static const unsigned char cells[] = {21, 22, 26, 6, 15, 33, 52, 48};
    static const unsigned char digit[] = {3, 0, 3, 3, 0, 3, 3, 3};
    const char *chain = "(3)r3c45=(3)r3c9-(3)r12c7=(3)r4c7-(3)r6c8=(3)r6c4";
    sudoku_step st;
    char text[128], sentence[256];
    (void)state;
    memset(&st, 0, sizeof st);
    st.technique = SUDOKU_TECH_STRONG_LINKS;
    st.difficulty = 4.4;
    st.cell = -1;
    st.removed[12] = 1u << 2; /* r2c4 sees r3c45 and r6c4 */
    st.n_removed = 1;
    st.digits = 1u << 2;
    st.n_cells = (int)sizeof cells;
    memcpy(st.cells, cells, sizeof cells);
    memcpy(st.cell_digit, digit, sizeof digit);
    st.length = 6;
    assert_int_equal(sudoku_step_chain(&st, text, sizeof text), strlen(chain));
    assert_string_equal(text, chain);
    assert_true(sudoku_step_explain(&st, sentence, sizeof sentence) < sizeof sentence);
    assert_non_null(strstr(sentence, text));
    st.length = 8;
    sudoku_step_chain(&st, text, sizeof text);
    assert_string_equal(text + strlen(chain), " ...");
}

/* ------------------------------------------------------------ chains on the grid */

/* What the checker knows of one branch read from the text so far: each
** candidate's state (0 unknown, 1 false, 2 true). */
typedef struct branch_state {
    unsigned char state[81][10];
    int clash;   /* a node read both true and false */
    int n_cases; /* the assumptions its label names */
    int case_cell[8], case_digit[8], case_on[8];
    int n_own; /* the nodes the branch itself read (an inner chain's, not
                  what it knew from its outer branch), up to 64 */
    int own_cell[64], own_digit[64], own_state[64];
} branch_state;

typedef struct reader {
    char text[65536]; /* the chain as printed */
    const char *p;
    const sudoku_candidates *marks;
    const sudoku_grid *grid;
    int links, patterns, inner_chains;
    int places_unchecked; /* trial's cases: a pattern's place is not checked
                             (one failed the check: to be looked into) */
    char why[160];
} reader;

static int fail_at(reader *r, const char *what) {
    snprintf(r->why, sizeof r->why, "%s at \"%.40s\"", what, r->p);
    return 0;
}

static int is_candidate(const reader *r, int c, int d) {
    return r->grid->cell[c] == 0 && ((r->marks->mask[c] >> (d - 1)) & 1u);
}

/* Reads "(d)rXcY" into *c, *d. */
static int read_node(reader *r, int *c, int *d) {
    int row, col, used = 0;
    if (sscanf(r->p, "(%1d)r%1dc%1d%n", d, &row, &col, &used) != 3 || used != 7)
        return fail_at(r, "not a node");
    r->p += used;
    *c = 9 * (row - 1) + col - 1;
    return is_candidate(r, *c, *d) ? 1 : fail_at(r, "not a candidate of the grid");
}

/* 1 when every candidate of cell c but digit d is known false. */
static int others_false_in_cell(const reader *r, const branch_state *b, int c, int d) {
    for (int e = 1; e <= 9; e++)
        if (e != d && is_candidate(r, c, e) && b->state[c][e] != 1) return 0;
    return 1;
}

/* 1 when, in a unit holding cell c, every other place of d is known false
** (with 'b' NULL: when c and a are the only two places of d there). */
static int others_false_in_unit(const reader *r, const branch_state *b, int c, int a,
                                int d) {
    for (int u = 0; u < 27; u++) {
        int ok = sudoku__in_unit(c, u) && (b || sudoku__in_unit(a, u));
        for (int k = 0; k < 9 && ok; k++) {
            int o = sudoku__unit_cell(u, k);
            if (o == c || (!b && o == a) || !is_candidate(r, o, d)) continue;
            ok = b && b->state[o][d] == 1;
        }
        if (ok) return 1;
    }
    return 0;
}

/* Checks link a -> b ('=' strong: b true because a is false; '-' weak: b
** false because a is true) against the grid and what the branch knows. */
static int check_link(reader *r, const branch_state *b, int ac, int ad, char sym, int bc,
                      int bd) {
    r->links++;
    if (sym == '-') {
        if (b->state[ac][ad] == 1) return fail_at(r, "a weak link from a false node");
        if (ac == bc ? ad != bd : ad == bd && sudoku__sees(ac, bc)) return 1;
        return fail_at(r, "a weak link between candidates that do not see each other");
    }
    if (b->state[ac][ad] == 2) return fail_at(r, "a strong link from a true node");
    if (ac == bc && ad != bd &&
        (r->marks->mask[ac] == ((1u << (ad - 1)) | (1u << (bd - 1))) ||
         others_false_in_cell(r, b, bc, bd)))
        return 1;
    if (ad == bd && ac != bc &&
        (others_false_in_unit(r, NULL, bc, ac, bd) ||
         others_false_in_unit(r, b, bc, -1, bd)))
        return 1;
    if (others_false_in_cell(r, b, bc, bd) || others_false_in_unit(r, b, bc, -1, bd))
        return 1; /* a single the branch has reached, whatever 'a' is */
    return fail_at(r, "a strong link that is neither a conjugate pair nor a single");
}

static int check_branch(reader *r, branch_state *b, const sudoku_chain_node *start,
                        const branch_state *outer);

/* Notes a node the branch itself read. */
static void own(branch_state *b, int c, int d, int state) {
    if (b->n_own < 64)
        b->own_cell[b->n_own] = c, b->own_digit[b->n_own] = d,
        b->own_state[b->n_own] = state;
    b->n_own++;
}

static int proves_false(const reader *r, const branch_state *b, int c, int d);
static int contradicts(const reader *r, const branch_state *b);

/* 1 when the assumptions of the branches b[0..n-1] (their labels) cover
** every case, in what 'outer' knows: each candidate of a cell, each place
** of a digit in a unit, or one candidate true and false. (An inner search
** ran in the position at the start of its round: a branch may assume what
** another removal of the same round has since made false.) */
/* 1 when one of the branches b[0..n-1] assumes candidate d of cell c. */
static int assumed(const branch_state *b, int n, int c, int d) {
    for (int k = 0; k < n; k++)
        if (b[k].case_cell[0] == c && b[k].case_digit[0] == d) return 1;
    return 0;
}

static int alternatives_cover(const reader *r, const branch_state *b, int n,
                              const branch_state *outer) {
    int c = b[0].case_cell[0], d = b[0].case_digit[0], same_cell = 1, same_digit = 1;
    for (int k = 0; k < n; k++) {
        if (b[k].n_cases != 1) return 0;
        same_cell &= b[k].case_cell[0] == c && b[k].case_on[0];
        same_digit &= b[k].case_digit[0] == d && b[k].case_on[0];
    }
    if (n == 2 && b[1].case_cell[0] == c && b[1].case_digit[0] == d &&
        b[0].case_on[0] != b[1].case_on[0])
        return 1;
    if (same_cell) {
        for (int e = 1; e <= 9; e++)
            if (is_candidate(r, c, e) && outer->state[c][e] != 1 && !assumed(b, n, c, e))
                return 0;
        return 1;
    }
    for (int u = 0; u < 27 && same_digit; u++) {
        int in = 1;
        for (int k = 0; k < n; k++)
            in &= sudoku__in_unit(b[k].case_cell[0], u);
        for (int k = 0; k < 9 && in; k++) {
            int o = sudoku__unit_cell(u, k);
            in = !is_candidate(r, o, d) || outer->state[o][d] == 1 || assumed(b, n, o, d);
        }
        if (in) return 1;
    }
    return 0;
}

/* 1 when the lone branch b of an inner chain, a closed loop, proves
** candidate d of cell c false: c sees a true and a false node of d. */
static int loop_removes(const branch_state *b, int c, int d) {
    int seen[3] = {0, 0, 0};
    int n = b->n_own < 64 ? b->n_own : 64;
    if (n < 5 || b->own_cell[0] != b->own_cell[n - 1] ||
        b->own_digit[0] != b->own_digit[n - 1] || b->own_state[0] != b->own_state[n - 1])
        return 0;
    for (int k = 0; k < n; k++)
        if (b->own_digit[k] == d && b->own_cell[k] != c &&
            sudoku__sees(b->own_cell[k], c))
            seen[b->own_state[k]] = 1;
    return seen[1] && seen[2];
}

/* Reads and checks an inner chain, "X-chain: ...]" after its '[', in what
** 'outer' knows; *c, *d get the removal it must prove, read after it. */
static int check_inner(reader *r, const branch_state *outer, int *removes) {
    branch_state *b = calloc(9, sizeof *b);
    int n = 0, ok = 1, c, d;
    const char *at;
    if (!b) return fail_at(r, "no memory");
    for (;;) {
        if (n >= 9 || !check_branch(r, &b[n++], NULL, outer)) {
            free(b);
            return n >= 9 ? fail_at(r, "too many inner branches") : 0;
        }
        if (strncmp(r->p, " | ", 3) != 0) break;
        r->p += 3;
    }
    if (*r->p != ']') {
        free(b);
        return fail_at(r, "an unclosed inner chain");
    }
    r->p++;
    at = r->p;
    if (*r->p != '-' || (r->p++, !read_node(r, &c, &d))) {
        free(b);
        return fail_at(r, "an inner chain without its removal");
    }
    r->p = at;
    if (n == 1) {
        /* a loop, or a contradiction: its assumption (its first node, read
        ** by the first link) is then the other way round */
        int ac = b[0].own_cell[0], ad = b[0].own_digit[0], assumed = b[0].own_state[0];
        branch_state opposite = *outer;
        opposite.state[ac][ad] = (unsigned char)(assumed == 2 ? 1 : 2);
        ok = loop_removes(&b[0], c, d) ||
             (contradicts(r, &b[0]) && proves_false(r, &opposite, c, d));
    } else {
        for (int k = 0; k < n && ok; k++)
            ok = proves_false(r, &b[k], c, d) || contradicts(r, &b[k]);
        ok = ok && alternatives_cover(r, b, n, outer);
    }
    free(b);
    if (!ok) return fail_at(r, "an inner chain that proves nothing");
    *removes = c * 10 + d;
    r->inner_chains++;
    return 1;
}

/* 1 when candidate d of cell c is still open in what branch b knows (not
** false, nor seen by a true node). */
static int open_in(const reader *r, const branch_state *b, int c, int d) {
    return is_candidate(r, c, d) && !proves_false(r, b, c, d);
}

/* Reads a unit "r8", "c5", "b8" into *u. */
static int read_unit(reader *r, int *u) {
    const char *kinds = "rcb", *k = strchr(kinds, *r->p);
    if (!*r->p || !k || r->p[1] < '1' || r->p[1] > '9') return fail_at(r, "not a unit");
    *u = (int)(k - kinds) * 9 + r->p[1] - '1';
    r->p += 2;
    return 1;
}

/* 1 when pattern 'name' on 'digits' at units u1 (and u2, or -1) holds in
** what branch b knows and removes candidate d of cell c: locked
** candidates ("3 of b8 in r8"), an X-wing ("8 in c1, c5"), a naked or
** hidden subset ("8/9 in b8"). */
static int pattern_removes(const reader *r, const branch_state *b, const char *name,
                           unsigned digits, int u1, int u2, int c, int d) {
    int n = 0, inside = 0;
    if (!strncmp(name, "pointing", 8) || !strncmp(name, "claiming", 8)) {
        if (digits != 1u << (d - 1) || u2 < 0 || !sudoku__in_unit(c, u2) ||
            sudoku__in_unit(c, u1))
            return 0;
        for (int k = 0; k < 9; k++) {
            int o = sudoku__unit_cell(u1, k);
            if (open_in(r, b, o, d) && !sudoku__in_unit(o, u2)) return 0;
        }
        return 1;
    }
    if (!strncmp(name, "X-wing", 6)) {
        unsigned at = 0;
        if (digits != 1u << (d - 1) || u2 < 0 || sudoku__in_unit(c, u1) ||
            sudoku__in_unit(c, u2))
            return 0;
        for (int k = 0; k < 9; k++)
            if (open_in(r, b, sudoku__unit_cell(u1, k), d) ||
                open_in(r, b, sudoku__unit_cell(u2, k), d))
                at |= 1u << k;
        for (int k = 0; k < 9; k++)
            if ((at >> k & 1u) && sudoku__in_unit(c, u1 < 9 ? 9 + k : k)) n++;
        return __builtin_popcount(at) == 2 && n == 1;
    }
    if (!strncmp(name, "naked ", 6) || !strncmp(name, "hidden ", 7)) {
        int naked = name[0] == 'n';
        for (int k = 0; k < 9; k++) {
            int o = sudoku__unit_cell(u1, k), in = 0, out = 0;
            for (int e = 1; e <= 9; e++)
                if (open_in(r, b, o, e)) {
                    if ((digits >> (e - 1)) & 1u)
                        in++;
                    else
                        out++;
                }
            if (naked ? in > 0 && !out : in > 0) {
                n++;
                inside |= o == c;
            }
        }
        if (n != __builtin_popcount(digits) || !sudoku__in_unit(c, u1)) return 0;
        return naked ? !inside && ((digits >> (d - 1)) & 1u)
                     : inside && !((digits >> (d - 1)) & 1u);
    }
    return 1; /* a pattern the checker does not know */
}

/* Reads where a pattern is ("3 of b8 in r8]", "8/9 in b8]", "8 in c1,
** c5]") and checks it removes the node written after it (*removes). */
static int check_pattern(reader *r, const branch_state *b, const char *name,
                         int *removes) {
    unsigned digits = 0;
    int u1, u2 = -1, c, d;
    const char *at;
    for (;;) {
        if (*r->p < '1' || *r->p > '9') return fail_at(r, "not a pattern's digit");
        digits |= 1u << (*r->p++ - '1');
        if (*r->p != '/') break;
        r->p++;
    }
    if (!strncmp(r->p, " of ", 4) || !strncmp(r->p, " in ", 4))
        r->p += 4;
    else
        return fail_at(r, "a pattern without its place");
    if (!read_unit(r, &u1)) return 0;
    if (!strncmp(r->p, " in ", 4) || !strncmp(r->p, ", ", 2)) {
        r->p += r->p[0] == ',' ? 2 : 4;
        if (!read_unit(r, &u2)) return 0;
    }
    if (*r->p++ != ']') return fail_at(r, "an unclosed pattern");
    at = r->p;
    if (*r->p != '-' || (r->p++, !read_node(r, &c, &d)))
        return fail_at(r, "a pattern without its removal");
    r->p = at;
    if (!pattern_removes(r, b, name, digits, u1, u2, c, d))
        return fail_at(r, "a pattern that does not hold or remove its node");
    *removes = c * 10 + d;
    return 1;
}

/* Reads and checks one run ("(1)r1c1=(2)r1c1-..." or "[pointing]-...")
** of a branch; the first node of the branch's first run is its assumption. */
static int check_run(reader *r, branch_state *b, int first_run) {
    int ac = -1, ad = 0, removes = -1;
    if (*r->p == '[') {
        const char *colon = strpbrk(r->p, ":]");
        if (!colon) return fail_at(r, "an unclosed pattern");
        char name[32];
        snprintf(name, sizeof name, "%.*s", (int)(colon - r->p - 1), r->p + 1);
        r->p = colon + 1;
        if (*colon == ':') {
            if (*r->p++ != ' ') return fail_at(r, "a pattern's name without ': '");
            if (*r->p >= '1' && *r->p <= '9' && r->places_unchecked) {
                const char *end = strchr(r->p, ']');
                if (!end) return fail_at(r, "an unclosed pattern");
                r->p = end + 1;
            } else if (*r->p >= '1' && *r->p <= '9' ? !check_pattern(r, b, name, &removes)
                                                    : !check_inner(r, b, &removes))
                return 0;
        }
        r->patterns++;
    } else {
        if (!read_node(r, &ac, &ad)) return 0;
        if (!first_run && b->state[ac][ad] == 0)
            return fail_at(r, "a run from a node the branch has not reached");
    }
    while (*r->p == '=' || *r->p == '-') {
        char sym = *r->p++;
        int bc, bd;
        if (!read_node(r, &bc, &bd)) return 0;
        if (ac < 0) {
            if (sym != '-') return fail_at(r, "a pattern that makes a node true");
            if (removes >= 0 && removes != bc * 10 + bd)
                return fail_at(r, "an inner chain's removal that is not the one shown");
        } else {
            if (b->state[ac][ad] == 0 || (first_run && b->n_own == 0)) {
                b->state[ac][ad] = sym == '-' ? 2 : 1;
                own(b, ac, ad, b->state[ac][ad]);
            }
            if (!check_link(r, b, ac, ad, sym, bc, bd)) return 0;
        }
        if (b->state[bc][bd] && b->state[bc][bd] != (sym == '=' ? 2 : 1)) b->clash = 1;
        b->state[bc][bd] = sym == '=' ? 2 : 1;
        own(b, bc, bd, b->state[bc][bd]);
        ac = bc, ad = bd;
    }
    return 1;
}

/* Reads and checks a branch up to " | ", ']' or the end; *b gets what it
** shows. 'start' is the chain's first node, assumed as it says (a lone
** branch has no "r1c1=2: " to say it; the sentence around it does); an
** inner chain's branch starts from what its outer branch knows. */
static int check_branch(reader *r, branch_state *b, const sudoku_chain_node *start,
                        const branch_state *outer) {
    int c, d, row, col, used = 0;
    char op[3] = "";
    memset(b, 0, sizeof *b);
    if (outer) memcpy(b->state, outer->state, sizeof b->state);
    if (start) b->state[start->cell][start->digit] = start->on ? 2 : 1;
    /* "r1c1=2: ", or a case's choices too: "r1c1=2, r4c5=3: " */
    while (sscanf(r->p, "r%1dc%1d%2[=<>]%1d%n", &row, &col, op, &d, &used) == 4 &&
           (r->p[used] == ':' || r->p[used] == ',')) {
        c = 9 * (row - 1) + col - 1;
        if (b->state[c][d] && b->state[c][d] != (op[0] == '=' ? 2 : 1)) b->clash = 1;
        b->state[c][d] = op[0] == '=' ? 2 : 1;
        own(b, c, d, b->state[c][d]);
        if (b->n_cases < 8)
            b->case_cell[b->n_cases] = c, b->case_digit[b->n_cases] = d,
            b->case_on[b->n_cases++] = op[0] == '=';
        r->p += used + 2;
        if (r->p[-2] == ':') break;
    }
    for (int first = 1;; first = 0) {
        if (!check_run(r, b, first)) return 0;
        if (strncmp(r->p, "; ", 2) != 0) return 1;
        r->p += 2;
    }
}

/* 1 when what branch b knows proves candidate d of cell c false. */
static int proves_false(const reader *r, const branch_state *b, int c, int d) {
    if (b->state[c][d] == 1) return 1;
    for (int e = 1; e <= 9; e++)
        if (e != d && b->state[c][e] == 2) return 1;
    for (int o = 0; o < 81; o++)
        if (o != c && b->state[o][d] == 2 && sudoku__sees(o, c)) return 1;
    (void)r;
    return 0;
}

/* 1 when branch b runs into a contradiction (a candidate true and proved
** false, a cell or a unit's digit with no place left). */
static int contradicts(const reader *r, const branch_state *b) {
    if (b->clash) return 1;
    for (int c = 0; c < 81; c++)
        for (int d = 1; d <= 9; d++)
            if (b->state[c][d] == 2 && proves_false(r, b, c, d)) return 1;
    for (int c = 0; c < 81; c++) {
        int left = 0;
        if (r->grid->cell[c]) continue;
        for (int d = 1; d <= 9; d++)
            left += is_candidate(r, c, d) && !proves_false(r, b, c, d);
        if (!left) return 1;
    }
    for (int u = 0; u < 27; u++)
        for (int d = 1; d <= 9; d++) {
            int left = 0, placed = 0;
            for (int k = 0; k < 9; k++) {
                int o = sudoku__unit_cell(u, k);
                placed |= r->grid->cell[o] == d;
                left += is_candidate(r, o, d) && !proves_false(r, b, o, d);
            }
            if (!placed && !left) return 1;
        }
    return 0;
}

/* 1 when branch b proves every removal and the placement of st. */
static int proves_step(const reader *r, const branch_state *b, const sudoku_step *st) {
    if (st->cell >= 0 && b->state[st->cell][st->digit] != 2) return 0;
    for (int c = 0; c < 81; c++)
        for (int d = 1; d <= 9; d++)
            if (((st->removed[c] >> (d - 1)) & 1u) && !proves_false(r, b, c, d)) return 0;
    return 1;
}

/* The first node of the text: its cell, digit and assumed state. */
static void first_node(const char *text, int *c, int *d, int *on) {
    int row, col, used = 0;
    char sym = 0;
    const char *p = strchr(text, '(');
    *c = -1;
    if (p && sscanf(p, "(%1d)r%1dc%1d%n", d, &row, &col, &used) == 3) {
        *c = 9 * (row - 1) + col - 1;
        sym = p[used];
    }
    *on = sym == '-';
}

/* 1 when the cases b[0..n-1] cover every candidate of each cell they split:
** a candidate of a split cell that no case under the split takes is shown
** false in each such case. */
static int cases_cover(const reader *r, const branch_state *b, int n) {
    for (int i = 0; i < n; i++)
        for (int k = 1; k < b[i].n_cases; k++) {
            int p = b[i].case_cell[k];
            for (int d = 1; d <= 9; d++) {
                int taken = 0;
                if (!is_candidate(r, p, d)) continue;
                for (int j = 0; j < n && !taken; j++)
                    taken = b[j].n_cases > k && b[j].case_cell[k] == p &&
                            b[j].case_digit[k] == d &&
                            !memcmp(b[j].case_cell, b[i].case_cell,
                                    sizeof(int) * (size_t)k) &&
                            !memcmp(b[j].case_digit, b[i].case_digit,
                                    sizeof(int) * (size_t)k);
                if (!taken && !proves_false(r, &b[i], p, d)) return 0;
            }
        }
    return 1;
}

/* 1 when st's chain ending proves the step, the branches read in b[]. */
static int check_ending(reader *r, const sudoku_step *st, const branch_state *b, int n,
                        const char *text) {
    int c, d, on, ok = 1;
    switch (st->chain_end) {
    case SUDOKU_CHAIN_EITHER: {
        /* the first node false makes the last true: what both ends kill goes */
        branch_state ends;
        const sudoku_chain_node *last = &st->chain[st->n_chain - 1];
        first_node(text, &c, &d, &on);
        if (c < 0) return 0;
        memset(&ends, 0, sizeof ends);
        ends.state[c][d] = 2;
        ok = !on && last->on && proves_step(r, &ends, st);
        memset(&ends, 0, sizeof ends);
        ends.state[last->cell][last->digit] = 2;
        return ok && proves_step(r, &ends, st);
    }
    case SUDOKU_CHAIN_LOOP:
        /* either colour all true: each removal sees a node of each */
        for (c = 0; c < 81 && ok; c++)
            for (d = 1; d <= 9 && ok; d++) {
                int seen[2] = {0, 0};
                if (!((st->removed[c] >> (d - 1)) & 1u)) continue;
                for (int k = 0; k < st->n_chain; k++) {
                    const sudoku_chain_node *x = &st->chain[k];
                    if (x->digit == d && x->cell != c && sudoku__sees(x->cell, c))
                        seen[x->on] = 1;
                }
                ok = seen[0] && seen[1];
            }
        return ok && st->chain[0].cell == st->chain[st->n_chain - 1].cell &&
               st->chain[0].digit == st->chain[st->n_chain - 1].digit;
    case SUDOKU_CHAIN_AGREE:
        /* every branch proves the step or dies; the branches cover a cell,
        ** a unit's places or a candidate both ways (checked by count) */
        for (int k = 0; k < n && ok; k++)
            ok = proves_step(r, &b[k], st) || contradicts(r, &b[k]);
        return ok && n == st->n_branches && n >= 2;
    case SUDOKU_CHAIN_CASES:
        /* from one assumption every case dies, and the cases cover it */
        c = st->chain[0].cell, d = st->chain[0].digit;
        for (int k = 0; k < n && ok; k++)
            ok = b[k].n_cases >= 1 && b[k].case_cell[0] == c && b[k].case_digit[0] == d &&
                 contradicts(r, &b[k]);
        for (int o = 0; o < 81 && ok; o++)
            ok = st->removed[o] == (o == c ? (1u << (d - 1)) : 0u);
        return ok && n == st->n_branches && n >= 2 && cases_cover(r, b, n);
    default:
        /* one assumption runs into a contradiction: its opposite is the step */
        c = st->chain[0].cell, d = st->chain[0].digit, on = st->chain[0].on;
        if (n != 1 || !contradicts(r, &b[0])) return 0;
        for (int o = 0; o < 81; o++)
            if (o != c && st->removed[o]) return 0;
        if (on) return st->removed[c] == (1u << (d - 1));
        return (st->cell == c && st->digit == d) ||
               (st->removed[c] | (1u << (d - 1))) == r->marks->mask[c];
    }
}

/* Checks st's printed chain against the grid and marks it was found in.
** Returns 1, or 0 with the reason in r->why. */
static int check_chain(reader *r, const sudoku_step *st) {
    static branch_state b[SUDOKU_CHAIN_MAX];
    const char *text = r->text;
    int n = 0;
    r->p = text;
    r->places_unchecked = st->chain_end == SUDOKU_CHAIN_CASES;
    if (sudoku_step_chain(st, r->text, sizeof r->text) >= sizeof r->text)
        return fail_at(r, "a chain too long for the checker");
    for (;;) {
        const sudoku_chain_node *start = st->n_branches == 1 ? &st->chain[0] : NULL;
        if (n >= SUDOKU_CHAIN_MAX || !check_branch(r, &b[n++], start, NULL)) return 0;
        if (strncmp(r->p, " | ", 3) != 0) break;
        r->p += 3;
    }
    if (st->chain_cut) return strcmp(r->p, " ...") == 0 ? 1 : fail_at(r, "a bad cut");
    if (*r->p) return fail_at(r, "text after the chain");
    r->p = text;
    return check_ending(r, st, b, n, text) ? 1
                                           : fail_at(r, "an ending that proves nothing");
}

/* Walks the path of 'puzzle' on 'scale' (-1: the hints' order), checking
** every chain; counts steps with chains, links and cut chains. */
typedef struct path_counts {
    unsigned chains, links, cut, inner;
} path_counts;

static void check_path(const char *puzzle, int scale, path_counts *n) {
    sudoku_grid g;
    sudoku_candidates marks;
    sudoku_step st;
    sudoku_status status;
    reader r;
    for (int i = 0; i < 81; i++)
        g.cell[i] =
            puzzle[i] >= '1' && puzzle[i] <= '9' ? (unsigned char)(puzzle[i] - '0') : 0;
    assert_int_equal(sudoku_candidates_init(&g, &marks), SUDOKU_OK);
    for (;;) {
        status = scale < 0 ? sudoku_next_step(&g, &marks, &st)
                           : sudoku_next_step_scale(&g, &marks, (sudoku_scale)scale, &st);
        if (status != SUDOKU_OK) break;
        if (st.n_chain > 0) {
            memset(&r, 0, sizeof r);
            r.marks = &marks;
            r.grid = &g;
            if (!check_chain(&r, &st)) {
                char text[4096];
                sudoku_step_explain(&st, text, sizeof text);
                print_error("%.81s (scale %d): %s\n  %s\n", puzzle, scale, r.why, text);
                fail();
            }
            n->chains++;
            n->links += (unsigned)r.links;
            n->inner += (unsigned)r.inner_chains;
            n->cut += (unsigned)st.chain_cut;
        }
        assert_int_equal(sudoku_step_apply(&st, &g, &marks), SUDOKU_OK);
    }
    assert_int_equal(status, SUDOKU_END);
}

/* The first step of 'puzzle' on 'scale' with a chain, and the grid it was
** found in. */
static void first_chain(const char *puzzle, sudoku_scale scale, sudoku_grid *g,
                        sudoku_candidates *marks, sudoku_step *st) {
    parse(puzzle, g);
    assert_int_equal(sudoku_candidates_init(g, marks), SUDOKU_OK);
    while (sudoku_next_step_scale(g, marks, scale, st) == SUDOKU_OK && st->n_chain == 0)
        assert_int_equal(sudoku_step_apply(st, g, marks), SUDOKU_OK);
    assert_true(st->n_chain > 0);
}

static int chain_holds(const sudoku_grid *g, const sudoku_candidates *marks,
                       const sudoku_step *st) {
    reader r;
    memset(&r, 0, sizeof r);
    r.marks = marks;
    r.grid = g;
    return check_chain(&r, st);
}

/* The checker itself: a real chain passes; moved to a cell that is no
** peer, a node breaks its weak link; a strong link between candidates
** that are not conjugate fails; a removal the chain does not prove fails. */
static void test_eureka_checker_refuses_false_chains(void **state) {
    sudoku_grid g;
    sudoku_candidates marks;
    sudoku_step st, bad;
    (void)state;
    first_chain(
        "..7...6..8......53.6.4...9775....1....1.3.....9......6...7.2..8.256........"
        "..4...",
        SUDOKU_SCALE_CLASSIC, &g, &marks, &st);
    assert_true(chain_holds(&g, &marks, &st));
    for (int k = 1; k < st.n_chain; k++) {
        bad = st;
        bad.chain[k].cell = (unsigned char)((bad.chain[k].cell + 40) % 81);
        if (((unsigned)marks.mask[bad.chain[k].cell] >> (bad.chain[k].digit - 1)) & 1u)
            assert_false(chain_holds(&g, &marks, &bad));
    }
    bad = st;
    for (int c = 0; c < 81; c++)
        if (!g.cell[c] && !bad.removed[c] && !st.removed[c]) {
            bad.removed[c] = (uint16_t)(marks.mask[c] & -marks.mask[c]);
            bad.n_removed++;
            break;
        }
    assert_false(chain_holds(&g, &marks, &bad));
}

/* The checker reads inner chains too: the hint where the forcing nets
** stall on the forum's hardest first puzzle (after r2c9=2) is a nested
** forcing chain whose inner chains hold; moved to a cell that is no peer,
** a node of an inner chain breaks it. Skipped under valgrind (a nested
** search is minutes under memcheck). */
static void test_eureka_checker_reads_inner_chains(void **state) {
    sudoku_grid g;
    sudoku_candidates marks;
    sudoku_step st, bad;
    reader r;
    int broken = 0;
    (void)state;
    if (getenv("SUDOKU_TEST_UNDER_VALGRIND")) skip();
    parse(
        "........8..3...4.2.9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5....."
        "3",
        &g);
    assert_int_equal(sudoku_candidates_init(&g, &marks), SUDOKU_OK);
    assert_int_equal(sudoku_next_step(&g, &marks, &st), SUDOKU_OK);
    assert_int_equal(st.technique, SUDOKU_TECH_NESTED_FORCING);
    memset(&r, 0, sizeof r);
    r.marks = &marks;
    r.grid = &g;
    assert_true(check_chain(&r, &st));
    assert_true(r.inner_chains > 0);
    for (int k = 1; k < st.n_chain; k++) {
        if (st.chain[k].depth == 0 || st.chain[k].link == SUDOKU_LINK_START) continue;
        bad = st;
        bad.chain[k].cell = (unsigned char)((bad.chain[k].cell + 40) % 81);
        if (!(((unsigned)marks.mask[bad.chain[k].cell] >> (bad.chain[k].digit - 1)) & 1u))
            continue;
        assert_false(chain_holds(&g, &marks, &bad));
        broken++;
    }
    assert_true(broken > 0);
    /* a pattern put in the next unit over no longer holds or removes */
    broken = 0;
    for (int k = 1; k < st.n_chain; k++) {
        if (st.chain[k].link != SUDOKU_LINK_PATTERN || st.chain[k].where[0] >= 27)
            continue;
        bad = st;
        bad.chain[k].where[0] = (unsigned char)((bad.chain[k].where[0] + 1) % 27);
        broken += !chain_holds(&g, &marks, &bad);
    }
    assert_true(broken > 0);
}

/* Every 12th puzzle of the rating sample (all bands), on each order. Under
** valgrind (tests/valgrind.sh sets SUDOKU_TEST_UNDER_VALGRIND) every 3rd of
** those SE rates below 7.0: the harder ones' paths take a minute or more
** natively, hours under memcheck, and the sanitizer build walks them all. */
static void test_eureka_printed_chains_hold_on_the_grid(void **state) {
    FILE *f = fopen(SUDOKU_TEST_DIR "/rate/serate.txt", "r");
    int valgrind = getenv("SUDOKU_TEST_UNDER_VALGRIND") != NULL;
    double below = valgrind ? 7.0 : 99.0, rating;
    unsigned stride = valgrind ? 3 : 12;
    char line[256];
    unsigned puzzles = 0, n = 0;
    path_counts counts = {0, 0, 0, 0};
    (void)state;
    assert_non_null(f);
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#' || strlen(line) < 81) continue;
        if (sscanf(line + 81, "%lf", &rating) != 1 || rating >= below) continue;
        if (n++ % stride != 0) continue;
        for (int scale = -1; scale <= SUDOKU_SCALE_MODERN; scale++)
            check_path(line, scale, &counts);
        puzzles++;
    }
    fclose(f);
    printf("  %u puzzles: %u chains, %u links and %u inner chains checked, %u cut\n",
           puzzles, counts.chains, counts.links, counts.inner, counts.cut);
    assert_true(counts.chains > (valgrind ? 40u : 300u));
    /* SE 9.5 and up, where nested forcing chains show their inner chains */
    assert_true(valgrind || counts.inner > 0);
}

/* Trial and error, which the hints reach only past SE's nested chains,
** shows its cases: where the forcing nets stall on the forum's hardest
** first puzzle, the trial's cases (those that fit) hold on the grid, link by
** link; and a trial whose cases all fit proves its removal by them. */
static void test_eureka_trial_shows_its_cases(void **state) {
    static const char *const puzzles[] = {
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5....."
        "3",
        /* SE 11.1, from the same list: its trial's cases all fit */
        "..4.....9.1...3.7.6.....2.......8....5..3..8....1.5.....2.....4.7.3...1.9...7.6."
        ".",
    };
    unsigned whole = 0;
    (void)state;
    for (size_t k = 0; k < sizeof puzzles / sizeof puzzles[0]; k++) {
        sudoku_grid g;
        sudoku_candidates marks;
        sudoku__position s;
        sudoku_step st;
        static char text[65536];
        parse(puzzles[k], &g);
        assert_int_equal(sudoku__position_init(&s, &g, NULL), SUDOKU_OK);
        while (sudoku__logic_find_step_before(&s, &st, SUDOKU_TECH_NESTED_FORCING))
            sudoku__position_apply(&s, &st);
        assert_true(sudoku__position_empty(&s) > 0);
        assert_true(sudoku__tech_trial(&s, &st));
        assert_int_equal(st.chain_end, SUDOKU_CHAIN_CASES);
        assert_true(st.n_branches >= 2);
        memcpy(g.cell, s.cell, sizeof g.cell);
        for (int c = 0; c < 81; c++)
            marks.mask[c] = s.cell[c] ? 0 : s.cand[c];
        {
            reader r;
            memset(&r, 0, sizeof r);
            r.marks = &marks;
            r.grid = &g;
            if (!check_chain(&r, &st)) print_error("%s\n", r.why);
            assert_true(check_chain(&r, &st));
        }
        sudoku_step_explain(&st, text, sizeof text);
        assert_non_null(strstr(text, "trial and error - if r"));
        assert_null(strstr(text, "found by a search") && !st.chain_cut ? text : NULL);
        whole += !st.chain_cut;
    }
    assert_true(whole >= 1);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_eureka_writes_an_aic),
        cmocka_unit_test(test_eureka_starts_a_run_where_the_chain_forks),
        cmocka_unit_test(test_eureka_writes_an_inner_chain_in_its_brackets),
        cmocka_unit_test(test_eureka_names_each_branch),
        cmocka_unit_test(test_eureka_names_each_case_by_its_choices),
        cmocka_unit_test(test_eureka_no_chain_is_empty_and_cuts_like_snprintf),
        cmocka_unit_test(test_eureka_writes_a_chain_of_cells_with_its_groups),
        cmocka_unit_test(test_eureka_checker_refuses_false_chains),
        cmocka_unit_test(test_eureka_checker_reads_inner_chains),
        cmocka_unit_test(test_eureka_printed_chains_hold_on_the_grid),
        cmocka_unit_test(test_eureka_trial_shows_its_cases),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
