/*
** tech_chains.c - static chains over candidates. A node is "digit d in cell
** c"; a strong link says one of two nodes is true (a digit's only two places
** in a unit, a cell's only two digits), a weak link that they are not both
** true (same cell, or same digit in cells that see each other). A
** breadth-first search from "x is true" alternating weak then strong links
** that comes back to "x is false" eliminates x; the shortest such chain is
** the step. The kinds restrict the links: simple colouring (one digit,
** conjugate pairs only), X-chain (one digit), XY-chain (bivalue cells),
** AIC (any).
*/
#include <string.h>

#include "logic.h"

enum { CH_COLOUR, CH_X, CH_XY, CH_AIC };

#define NODE(c, d) ((c) * 9 + (d) - 1)
#define NODE_CELL(n) ((n) / 9)
#define NODE_DIGIT(n) ((n) % 9 + 1)

/* One search: the position, the kind, the BFS queues and parents. */
typedef struct chain_search {
    const logic_state *s;
    int kind, digit;               /* digit: the only digit for COLOUR/X */
    short parent[2][729];          /* previous state, -2 start, -1 unseen */
    short queue[1458];
    int best_len;
    short best_path[64];
    int best_n;
} chain_search;

static int live(const logic_state *s, int n)
{
    return (s->cand[NODE_CELL(n)] >> (NODE_DIGIT(n) - 1)) & 1u;
}

/* The other place of digit d in unit u, if it has exactly two; else -1. */
static int conjugate(const logic_state *s, int u, int c, int d)
{
    int k, other = -1, n = 0;

    for (k = 0; k < 9; k++) {
        int x = logic_unit_cell(u, k);
        if ((s->cand[x] >> (d - 1)) & 1u) {
            n++;
            if (x != c)
                other = x;
        }
    }
    return n == 2 ? other : -1;
}

/* Strong links of node n allowed in this kind; returns how many. */
static int strong_links(const chain_search *q, int n, int *out)
{
    int c = NODE_CELL(n), d = NODE_DIGIT(n), m = 0, u;
    int units[3] = {logic_row(c), 9 + logic_col(c), 18 + logic_box(c)};

    if (q->kind != CH_XY)
        for (u = 0; u < 3; u++) {
            int o = conjugate(q->s, units[u], c, d);
            if (o >= 0)
                out[m++] = NODE(o, d);
        }
    if ((q->kind == CH_XY || q->kind == CH_AIC) && logic_popcount(q->s->cand[c]) == 2)
        out[m++] = NODE(c, logic_first_digit(q->s->cand[c] & ~(1u << (d - 1))));
    return m;
}

/* Weak links of node n; with 'conj_only' (colouring inside the chain) only
** those that are conjugate pairs. */
static int weak_links(const chain_search *q, int n, int conj_only, int *out)
{
    int c = NODE_CELL(n), d = NODE_DIGIT(n), m = 0, i, e;

    if (conj_only)
        return strong_links(q, n, out);
    for (i = 0; i < 81; i++)
        if (logic_sees(i, c) && ((q->s->cand[i] >> (d - 1)) & 1u))
            out[m++] = NODE(i, d);
    if (q->kind == CH_AIC)
        for (e = 1; e <= 9; e++)
            if (e != d && ((q->s->cand[c] >> (e - 1)) & 1u))
                out[m++] = NODE(c, e);
    return m;
}

static int weakly_linked(const chain_search *q, int a, int b)
{
    int ca = NODE_CELL(a), cb = NODE_CELL(b);

    if (a == b)
        return 0;
    if (ca == cb)
        return q->kind == CH_AIC;
    return NODE_DIGIT(a) == NODE_DIGIT(b) && logic_sees(ca, cb);
}

/* Records the path ending at on-node z (state index) as the best chain. */
static void keep_path(chain_search *q, int z, int len)
{
    int st = 729 + z, n = 0;
    short rev[64];

    while (st >= 0 && n < 64) {
        rev[n++] = (short)(st % 729);
        st = q->parent[st / 729][st % 729];
    }
    q->best_n = n;
    for (st = 0; st < n; st++)
        q->best_path[st] = rev[n - 1 - st];
    q->best_len = len;
}

/* BFS from "x on"; keeps the path if shorter than the best so far. */
static void search_from(chain_search *q, int x)
{
    int head = 0, tail = 0, links[32], i, m;
    short depth[1458];

    memset(q->parent, 0xFF, sizeof q->parent); /* -1: unseen */
    q->parent[1][x] = -2;
    depth[729 + x] = 0;
    q->queue[tail++] = (short)(729 + x);
    while (head < tail) {
        int st = q->queue[head++], on = st / 729, n = st % 729;
        int dep = depth[st];
        if (dep >= q->best_len)
            return; /* BFS: everything left is as long */
        if (on && n != x && dep >= 2 && weakly_linked(q, n, x)) {
            keep_path(q, n, dep);
            return;
        }
        if (dep + 1 >= q->best_len)
            continue;
        m = on ? weak_links(q, n, q->kind == CH_COLOUR && n != x, links)
               : strong_links(q, n, links);
        for (i = 0; i < m; i++) {
            int next = (on ? 0 : 729) + links[i];
            if (q->parent[!on][links[i]] != -1 || !live(q->s, links[i]))
                continue;
            q->parent[!on][links[i]] = (short)st;
            depth[next] = (short)(dep + 1);
            q->queue[tail++] = (short)next;
        }
    }
}

/* Turns the best chain into a step: x and every candidate weakly linked to
** both ends of the chain proper go. */
static void chain_step(const chain_search *q, sudoku_step *st, sudoku_technique tech,
                       double base)
{
    int a = q->best_path[1], z = q->best_path[q->best_n - 1], n, i;

    logic_step_clear(st, tech);
    st->length = q->best_n - 1;
    st->difficulty = base + logic_length_bonus(st->length);
    for (i = 1; i < q->best_n; i++) {
        logic_add_cell(st, NODE_CELL(q->best_path[i]), NODE_DIGIT(q->best_path[i]));
        st->digits |= (uint16_t)(1u << (NODE_DIGIT(q->best_path[i]) - 1));
    }
    for (n = 0; n < 729; n++)
        if (live(q->s, n) && weakly_linked(q, n, a) && weakly_linked(q, n, z)) {
            int on_chain = 0;
            for (i = 1; i < q->best_n; i++)
                on_chain |= q->best_path[i] == n;
            if (!on_chain)
                logic_remove(q->s, st, NODE_CELL(n), NODE_DIGIT(n));
        }
    logic_remove(q->s, st, NODE_CELL(q->best_path[0]), NODE_DIGIT(q->best_path[0]));
}

static int chains(const logic_state *s, sudoku_step *st, int kind,
                  sudoku_technique tech, double base)
{
    chain_search qs, *q = &qs;
    int n;

    q->s = s;
    q->kind = kind;
    q->best_len = 60;
    q->best_n = 0;
    for (n = 0; n < 729; n++) {
        if (!live(s, n))
            continue;
        search_from(q, n);
    }
    if (!q->best_n)
        return 0;
    chain_step(q, st, tech, base);
    return 1;
}

int tech_simple_colouring(const logic_state *s, sudoku_step *st)
{
    return chains(s, st, CH_COLOUR, SUDOKU_TECH_SIMPLE_COLOURING, 6.5);
}

int tech_x_chain(const logic_state *s, sudoku_step *st)
{
    return chains(s, st, CH_X, SUDOKU_TECH_X_CHAIN, 6.5);
}

int tech_xy_chain(const logic_state *s, sudoku_step *st)
{
    return chains(s, st, CH_XY, SUDOKU_TECH_XY_CHAIN, 6.6);
}

int tech_aic(const logic_state *s, sudoku_step *st)
{
    return chains(s, st, CH_AIC, SUDOKU_TECH_AIC, 7.0);
}
