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

#include "tech.h"

enum { CH_COLOUR, CH_X, CH_XY, CH_AIC };

#define NODE(c, d) ((c)*9 + (d)-1)
#define NODE_CELL(n) ((n) / 9)
#define NODE_DIGIT(n) ((n) % 9 + 1)

/* One search: the position, the kind, the BFS queues and parents. */
typedef struct chain_search {
    const sudoku__position *s;
    int kind, digit;       /* digit: the only digit for COLOUR/X */
    short parent[2][729];  /* previous state, -2 start */
    unsigned seen[2][729]; /* == epoch: parent is this search's */
    unsigned epoch;
    short queue[1458];
    int best_len;
    short best_path[64];
    int best_n;
    unsigned char ns[729], nw[729]; /* link tables, built once per search */
    short sl[729][4];
    short wl[729][28];
} chain_search;

static int live(const sudoku__position *s, int n) {
    return ((unsigned)s->cand[NODE_CELL(n)] >> (NODE_DIGIT(n) - 1)) & 1u;
}

/* The other place of digit d in unit u, if it has exactly two; else -1. */
static int conjugate(const sudoku__position *s, int u, int c, int d) {
    int k, other = -1, n = 0;

    for (k = 0; k < 9; k++) {
        int x = sudoku__unit_cell(u, k);
        if (sudoku__has_digit(s->cand[x], d)) {
            n++;
            if (x != c) other = x;
        }
    }
    return n == 2 ? other : -1;
}

/* Strong links of node n allowed in this kind; returns how many. */
static int strong_links(const chain_search *q, int n, int *out) {
    int c = NODE_CELL(n), d = NODE_DIGIT(n), m = 0, u;
    int units[3] = {sudoku__row(c), 9 + sudoku__col(c), 18 + sudoku__box(c)};

    if (q->kind != CH_XY)
        for (u = 0; u < 3; u++) {
            int o = conjugate(q->s, units[u], c, d);
            if (o >= 0) out[m++] = NODE(o, d);
        }
    if ((q->kind == CH_XY || q->kind == CH_AIC) && sudoku__bits_count(q->s->cand[c]) == 2)
        out[m++] = NODE(c, sudoku__lowest_digit(q->s->cand[c] & ~(1u << (d - 1))));
    return m;
}

/* Weak links of node n; with 'conj_only' (colouring inside the chain) only
** those that are conjugate pairs. */
static int weak_links(const chain_search *q, int n, int conj_only, int *out) {
    int c = NODE_CELL(n), d = NODE_DIGIT(n), m = 0, i, e;

    if (conj_only) return strong_links(q, n, out);
    for (i = 0; i < 20; i++) {
        int p = sudoku__peers[c][i];
        if (sudoku__has_digit(q->s->cand[p], d)) out[m++] = NODE(p, d);
    }
    if (q->kind == CH_AIC)
        for (e = 1; e <= 9; e++)
            if (e != d && sudoku__has_digit(q->s->cand[c], e)) out[m++] = NODE(c, e);
    return m;
}

static int weakly_linked(const chain_search *q, int a, int b) {
    int ca = NODE_CELL(a), cb = NODE_CELL(b);

    if (a == b) return 0;
    if (ca == cb) return q->kind == CH_AIC;
    return NODE_DIGIT(a) == NODE_DIGIT(b) && sudoku__sees(ca, cb);
}

/* Fills the link tables of every live node for this kind. */
static void build_links(chain_search *q) {
    int n, i, m, links[32];

    for (n = 0; n < 729; n++) {
        q->ns[n] = q->nw[n] = 0;
        if (!live(q->s, n)) continue;
        m = strong_links(q, n, links);
        for (i = 0; i < m; i++)
            q->sl[n][i] = (short)links[i];
        q->ns[n] = (unsigned char)m;
        m = weak_links(q, n, 0, links);
        for (i = 0; i < m; i++)
            q->wl[n][i] = (short)links[i];
        q->nw[n] = (unsigned char)m;
    }
}

/* Records the path ending at on-node z (state index) as the best chain. */
static void keep_path(chain_search *q, int z, int len) {
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
static void search_from(chain_search *q, int x) {
    int head = 0, tail = 0, i, m;
    const short *links;
    short depth[1458];

    q->epoch++;
    q->parent[1][x] = -2;
    q->seen[1][x] = q->epoch;
    depth[729 + x] = 0;
    q->queue[tail++] = (short)(729 + x);
    while (head < tail) {
        int st = q->queue[head++], on = st / 729, n = st % 729;
        int dep = depth[st];
        if (dep >= q->best_len) return; /* BFS: everything left is as long */
        if (on && n != x && dep >= 2 && weakly_linked(q, n, x)) {
            keep_path(q, n, dep);
            return;
        }
        if (dep + 1 >= q->best_len) continue;
        if (on && !(q->kind == CH_COLOUR && n != x))
            m = q->nw[n], links = q->wl[n];
        else
            m = q->ns[n], links = q->sl[n]; /* colouring: conjugates only */
        for (i = 0; i < m; i++) {
            int next = (on ? 0 : 729) + links[i];
            if (q->seen[!on][links[i]] == q->epoch || !live(q->s, links[i])) continue;
            q->seen[!on][links[i]] = q->epoch;
            q->parent[!on][links[i]] = (short)st;
            depth[next] = (short)(dep + 1);
            q->queue[tail++] = (short)next;
        }
    }
}

/* The unit where cells a and b are digit d's only two places, or 255 when
** a and b are one cell (its only two candidates). */
static int strong_unit(const sudoku__position *s, int a, int b, int d) {
    int units[3] = {sudoku__row(a), 9 + sudoku__col(a), 18 + sudoku__box(a)}, u;

    if (a == b) return 255;
    for (u = 0; u < 3; u++)
        if (sudoku__in_unit(b, units[u]) && conjugate(s, units[u], a, d) == b)
            return units[u];
    return 255;
}

/* The chain proper (without the candidate it removes) as Eureka nodes: the
** first false, then alternately true by a strong link, false by a weak. */
static void record_aic(const chain_search *q, sudoku_step *st) {
    int i, prev = -1;

    st->chain_end = SUDOKU_CHAIN_EITHER;
    for (i = 1; i < q->best_n; i++) {
        int n = q->best_path[i], on = i % 2 == 0, unit = 255;
        if (i > 1 && on)
            unit = strong_unit(q->s, NODE_CELL(q->best_path[i - 1]), NODE_CELL(n),
                               NODE_DIGIT(n));
        prev = sudoku__step_add_node(st, NODE_CELL(n), NODE_DIGIT(n), on,
                                     i == 1 ? SUDOKU_LINK_START
                                     : on   ? SUDOKU_LINK_STRONG
                                            : SUDOKU_LINK_WEAK,
                                     prev, unit);
    }
}

/* Turns the best chain into a step: x and every candidate weakly linked to
** both ends of the chain proper go. */
static void chain_step(const chain_search *q, sudoku_step *st, sudoku_technique tech,
                       double base) {
    int a = q->best_path[1], z = q->best_path[q->best_n - 1], n, i;

    sudoku__step_clear(st, tech);
    st->length = q->best_n - 1;
    st->difficulty = base + sudoku__length_bonus(st->length);
    for (i = 1; i < q->best_n; i++) {
        sudoku__step_add_cell(st, NODE_CELL(q->best_path[i]),
                              NODE_DIGIT(q->best_path[i]));
        st->digits |= (uint16_t)(1u << (NODE_DIGIT(q->best_path[i]) - 1));
    }
    for (n = 0; n < 729; n++)
        if (live(q->s, n) && weakly_linked(q, n, a) && weakly_linked(q, n, z)) {
            int on_chain = 0;
            for (i = 1; i < q->best_n; i++)
                on_chain |= q->best_path[i] == n;
            if (!on_chain) sudoku__step_remove(q->s, st, NODE_CELL(n), NODE_DIGIT(n));
        }
    sudoku__step_remove(q->s, st, NODE_CELL(q->best_path[0]),
                        NODE_DIGIT(q->best_path[0]));
    record_aic(q, st);
}

static int chains(const sudoku__position *s, sudoku_step *st, int kind,
                  sudoku_technique tech, double base, int max_len) {
    chain_search qs, *q = &qs;
    int n;

    q->s = s;
    q->kind = kind;
    q->best_len = max_len + 1;
    q->best_n = 0;
    q->epoch = 0;
    memset(q->seen, 0, sizeof q->seen);
    build_links(q);
    for (n = 0; n < 729; n++) {
        if (!live(s, n)) continue;
        search_from(q, n);
    }
    if (!q->best_n) return 0;
    chain_step(q, st, tech, base);
    return 1;
}

/* 1 when cells a and b are the only places of digit d in a row or column
** they share (a line link rather than a box link). */
static int line_link(const sudoku__position *s, int a, int b, int d) {
    return (sudoku__row(a) == sudoku__row(b) &&
            conjugate(s, sudoku__row(a), a, d) == b) ||
           (sudoku__col(a) == sudoku__col(b) &&
            conjugate(s, 9 + sudoku__col(a), a, d) == b);
}

/* Skyscraper (two parallel line links) 4.0, 2-string kite (a row and a
** column) 4.1, turbot fish (a box link) 4.2: Sukaku Explainer's figures. */
int sudoku__tech_turbot_fish(const sudoku__position *s, sudoku_step *st) {
    int a, b, c, z, d;

    if (!chains(s, st, CH_X, SUDOKU_TECH_TURBOT_FISH, 0.0, 4)) return 0;
    a = st->cells[0], b = st->cells[1], c = st->cells[2], z = st->cells[3];
    d = st->cell_digit[0];
    if (!line_link(s, a, b, d) || !line_link(s, c, z, d))
        st->difficulty = 4.2;
    else
        st->difficulty =
            (sudoku__row(a) == sudoku__row(b)) == (sudoku__row(c) == sudoku__row(z))
                ? 4.0
                : 4.1;
    return 1;
}

int sudoku__tech_simple_colouring(const sudoku__position *s, sudoku_step *st) {
    return chains(s, st, CH_COLOUR, SUDOKU_TECH_SIMPLE_COLOURING, 6.5, 59);
}

int sudoku__tech_x_chain(const sudoku__position *s, sudoku_step *st) {
    return chains(s, st, CH_X, SUDOKU_TECH_X_CHAIN, 6.5, 59);
}

int sudoku__tech_xy_chain(const sudoku__position *s, sudoku_step *st) {
    return chains(s, st, CH_XY, SUDOKU_TECH_XY_CHAIN, 6.6, 59);
}

int sudoku__tech_aic(const sudoku__position *s, sudoku_step *st) {
    return chains(s, st, CH_AIC, SUDOKU_TECH_AIC, 7.0, 59);
}

/* ==================================================================== */
/* Static forcing chains                                                 */
/* ==================================================================== */

#define FAR 255

/* Everything "x on" implies along AIC links judged in the position as it
** stands: dist[1][n] / dist[0][n] the links to "n on" / "n off" (FAR when
** not implied). */
static void implied(chain_search *q, int x, unsigned char dist[2][729],
                    short (*parent)[729]) {
    int head = 0, tail = 0, i, m;
    const short *links;

    memset(dist, FAR, 2 * 729);
    dist[1][x] = 0;
    if (parent) parent[1][x] = -1;
    q->queue[tail++] = (short)(729 + x);
    while (head < tail) {
        int st = q->queue[head++], on = st / 729, n = st % 729;
        if (dist[on][n] >= FAR - 1) continue;
        m = on ? q->nw[n] : q->ns[n];
        links = on ? q->wl[n] : q->sl[n];
        for (i = 0; i < m; i++) {
            if (dist[!on][links[i]] != FAR || !live(q->s, links[i])) continue;
            dist[!on][links[i]] = (unsigned char)(dist[on][n] + 1);
            if (parent) parent[!on][links[i]] = (short)st;
            q->queue[tail++] = (short)((on ? 0 : 729) + links[i]);
        }
    }
}

/* The shortest contradiction in 'dist': a node both on and off (*where =
** the node), or a cell with every candidate off (*where = -1 - the cell).
** Returns its length, or 0. */
static int contradiction_length(const sudoku__position *s, unsigned char dist[2][729],
                                int *where) {
    int n, c, best = 0;

    for (n = 0; n < 729; n++)
        if (dist[0][n] != FAR && dist[1][n] != FAR &&
            (!best || dist[0][n] + dist[1][n] < best)) {
            best = dist[0][n] + dist[1][n];
            *where = n;
        }
    for (c = 0; c < 81; c++) {
        int sum = 0, all = !s->cell[c];
        unsigned m;
        for (m = s->cand[c]; m && all; m &= m - 1) {
            n = NODE(c, sudoku__lowest_digit(m));
            all = dist[0][n] != FAR;
            sum += dist[0][n];
        }
        if (all && (!best || sum < best)) {
            best = sum;
            *where = -1 - c;
        }
    }
    return best;
}

/* Adds to st's chain the path that 'parent' records to state 'state' (729 *
** on + node), sharing the nodes already added ('index', -2 when not yet).
** Returns the node's index in the chain (-1 when the chain is full). */
static int add_path(const sudoku__position *s, short parent[2][729], short index[2][729],
                    int state, sudoku_step *st) {
    int on = state / 729, n = state % 729, p = parent[on][n], from, unit = 255, k;

    if (index[on][n] != -2) return index[on][n];
    if (p < 0) {
        k = sudoku__step_add_node(st, NODE_CELL(n), NODE_DIGIT(n), on, SUDOKU_LINK_START,
                                  -1, 255);
    } else {
        from = add_path(s, parent, index, p, st);
        if (on) unit = strong_unit(s, NODE_CELL(p % 729), NODE_CELL(n), NODE_DIGIT(n));
        k = sudoku__step_add_node(st, NODE_CELL(n), NODE_DIGIT(n), on,
                                  on ? SUDOKU_LINK_STRONG : SUDOKU_LINK_WEAK, from, unit);
    }
    index[on][n] = (short)k;
    return k;
}

/* Records in st the branch from assumption x: the paths to 'states'. */
static void record_branch(chain_search *q, int x, const int *states, int n,
                          sudoku_step *st) {
    unsigned char dist[2][729];
    short parent[2][729], index[2][729];
    int i;

    implied(q, x, dist, parent);
    for (i = 0; i < 2 * 729; i++)
        index[i / 729][i % 729] = -2;
    for (i = 0; i < n; i++)
        add_path(q->s, parent, index, states[i], st);
}

/* The chain of a forcing chain from x, whose contradiction is at 'where'. */
static void record_contradiction(chain_search *q, int x, int where, sudoku_step *st) {
    int states[9], n = 0;
    unsigned m;

    if (where >= 0) {
        st->chain_end = SUDOKU_CHAIN_CLASH;
        st->end_cell = (unsigned char)NODE_CELL(where);
        st->end_digit = (unsigned char)NODE_DIGIT(where);
        states[n++] = 729 + where;
        states[n++] = where;
    } else {
        st->chain_end = SUDOKU_CHAIN_EMPTY;
        st->end_cell = (unsigned char)(-1 - where);
        for (m = q->s->cand[st->end_cell]; m; m &= m - 1)
            states[n++] = NODE(st->end_cell, sudoku__lowest_digit(m));
    }
    record_branch(q, x, states, n, st);
}

int sudoku__tech_forcing_chain(const sudoku__position *s, sudoku_step *st) {
    chain_search q;
    unsigned char dist[2][729];
    int n, len, best = 0, bn = -1, where = 0, best_where = 0;

    q.s = s;
    q.kind = CH_AIC;
    build_links(&q);
    for (n = 0; n < 729; n++) {
        if (!live(s, n)) continue;
        implied(&q, n, dist, NULL);
        len = contradiction_length(s, dist, &where);
        if (len && (!best || len < best)) {
            best = len;
            bn = n;
            best_where = where;
        }
    }
    if (bn < 0) return 0;
    sudoku__step_assume(st, SUDOKU_TECH_FORCING_CHAIN,
                        sudoku__weight(SUDOKU_TECH_FORCING_CHAIN), best, NODE_CELL(bn),
                        NODE_DIGIT(bn));
    sudoku__step_remove(s, st, NODE_CELL(bn), NODE_DIGIT(bn));
    record_contradiction(&q, bn, best_where, st);
    return 1;
}

/* Branches from the k assumptions 'nodes': the candidate (not an assumption)
** implied off in every branch by the fewest links in all. Keeps it in *best
** if shorter; 'source' is the unit for a region, -1 for a cell. */
static void static_agreement(chain_search *q, const int *nodes, int k, int source,
                             sudoku_step *best) {
    unsigned char dist[4][2][729];
    int b, n, len = 0, bn = -1;

    for (b = 0; b < k; b++)
        implied(q, nodes[b], dist[b], NULL);
    for (n = 0; n < 729; n++) {
        int sum = 0, all = live(q->s, n);
        for (b = 0; b < k && all; b++) {
            all = dist[b][0][n] != FAR && nodes[b] != n;
            sum += dist[b][0][n];
        }
        if (all && (!len || sum < len)) {
            len = sum;
            bn = n;
        }
    }
    if (bn < 0 || (best->n_removed && len >= best->length)) return;
    sudoku__step_clear(best, SUDOKU_TECH_MULTIPLE_FORCING);
    best->length = len;
    best->difficulty =
        sudoku__weight(SUDOKU_TECH_MULTIPLE_FORCING) + sudoku__length_bonus(len);
    sudoku__step_remove(q->s, best, NODE_CELL(bn), NODE_DIGIT(bn));
    for (b = 0; b < k; b++)
        sudoku__step_add_cell(best, NODE_CELL(nodes[b]), NODE_DIGIT(nodes[b]));
    if (source >= 0) sudoku__step_add_unit(best, source);
    best->chain_end = SUDOKU_CHAIN_AGREE;
    best->end_cell = (unsigned char)NODE_CELL(bn);
    best->end_digit = (unsigned char)NODE_DIGIT(bn);
    best->end_unit = (unsigned char)(source >= 0 ? source : 255);
    for (b = 0; b < k; b++)
        record_branch(q, nodes[b], &bn, 1, best);
}

int sudoku__tech_multiple_forcing(const sudoku__position *s, sudoku_step *st) {
    chain_search q;
    sudoku_step best;
    int c, u, d, k, nodes[4];

    q.s = s;
    q.kind = CH_AIC;
    build_links(&q);
    best.n_removed = 0;
    for (c = 0; c < 81; c++) {
        unsigned m = s->cand[c];
        if (s->cell[c] || sudoku__bits_count(m) > 4) continue;
        for (k = 0; m; m &= m - 1)
            nodes[k++] = NODE(c, sudoku__lowest_digit(m));
        static_agreement(&q, nodes, k, -1, &best);
    }
    for (u = 0; u < 27; u++)
        for (d = 1; d <= 9; d++) {
            int i;
            for (i = k = 0; i < 9 && k <= 4; i++)
                if (sudoku__has_digit(s->cand[sudoku__unit_cell(u, i)], d)) {
                    if (k < 4) nodes[k] = NODE(sudoku__unit_cell(u, i), d);
                    k++;
                }
            if (k >= 2 && k <= 4) static_agreement(&q, nodes, k, u, &best);
        }
    if (!best.n_removed) return 0;
    *st = best;
    return 1;
}
