/*
** chain_check.h - reads a step's chain back from its Eureka text
** (sudoku_step_chain) and checks it on the grid and candidates it was found
** in: each strong link is a real conjugate pair or bivalue cell (or, in a
** dynamic chain, the last candidate or place left by the nodes before it),
** each weak link joins real peers, each pattern and inner chain holds in
** what its branch knows, and what the chain ends in proves the step's
** removals. Shared by tests/test_eureka.c and the fuzz_logic harness; needs
** no test framework. Include after "internal.h".
*/
#ifndef SUDOKU_CHAIN_CHECK_H
#define SUDOKU_CHAIN_CHECK_H

#include <stdio.h>
#include <string.h>

#include "internal.h"

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
            /* a naked subset's cells are counted without c: a node later in
            ** the branch may narrow c to the subset's digits too (as the
            ** removal itself does), which the whole branch's state shows */
            if (naked ? in > 0 && !out && o != c : in > 0) {
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
            if (*r->p >= '1' && *r->p <= '9' ? !check_pattern(r, b, name, &removes)
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

#endif /* SUDOKU_CHAIN_CHECK_H */
