/*
** tech_se_chains.c - Sudoku Explainer's chain family, as its ratings need
** it: bidirectional X- and Y-cycles and forcing X- and XY-chains (6.5-7.0),
** nishio (7.5), multiple (8.0) and dynamic (8.5) forcing chains, each plus
** SE's length bonus on the chain's complexity (the number of distinct
** candidates, on or off, that its conclusion rests on). The searches follow
** SE's rules so that the chain SE would take, and so its rating, come out:
** implications are followed breadth first, the first way a candidate is
** reached is the one kept, and of all conclusions found the one with the
** lowest rating, then the lowest complexity, is taken.
*/
#include <stdlib.h>
#include <string.h>

#include "tech.h"

/* A potential: candidate d (1..9) of cell c assumed on or off. */
#define POT(c, d, on) ((((c)*9 + (d)-1) << 1) | (on))
#define POT_CELL(p) (((p) >> 1) / 9)
#define POT_DIGIT(p) ((((p) >> 1) % 9) + 1)
#define POT_ON(p) ((p)&1)
#define POTS 1458

#define MAX_NODES (1 << 17)
#define MAX_PARENTS (1 << 19)

/* One potential reached, with the potentials it was reached from (its
** first parent is the one that implied it; the others are the candidates a
** dynamic chain had removed, that made the implication hold). */
typedef struct node {
    int pot, first, count; /* parents: parents[first .. first+count-1] */
} node;

/* A set of potentials reached, in the order they were reached. */
typedef struct pot_set {
    int at[POTS]; /* node index, or -1 */
    int order[POTS], n;
} pot_set;

typedef struct engine {
    const sudoku__position *s;
    uint16_t grid[81];   /* the working grid (dynamic chains remove from it) */
    uint16_t source[81]; /* the grid when the current propagation started */
    int has_source;      /* 0: no hidden parents (SE's static searches) */
    int dynamic, nishio, multiple;
    int n_nodes, n_parents, overflow;
    node nodes[MAX_NODES];
    int parents[MAX_PARENTS];
    int seen[POTS], stamp;
    int queue_on[MAX_NODES > POTS * 24 ? POTS * 24 : MAX_NODES];
    int queue_off[POTS * 24];
} engine;

/* The best conclusion so far, by SE's order: difficulty, complexity, kind. */
typedef struct best {
    int found;
    double difficulty;
    int complexity, key;
    sudoku_step step;
} best;

/* SE's choice between conclusions: the easiest, then the shortest, then the
** first found (lowest key). Records a better one's ranking in b and says so;
** the caller then writes its step. */
static int take_best(best *b, double difficulty, int complexity, int key) {
    if (b->found && (difficulty > b->difficulty + 1e-9 ||
                     (difficulty > b->difficulty - 1e-9 &&
                      (complexity > b->complexity ||
                       (complexity == b->complexity && key >= b->key)))))
        return 0;
    b->found = 1;
    b->difficulty = difficulty;
    b->complexity = complexity;
    b->key = key;
    return 1;
}

/* ------------------------------------------------------------ nodes */

static int new_node(engine *e, int pot, int parent) {
    node *n;

    if (e->n_nodes >= MAX_NODES || e->n_parents >= MAX_PARENTS - 16) {
        e->overflow = 1;
        return e->n_nodes ? e->n_nodes - 1 : 0;
    }
    n = &e->nodes[e->n_nodes];
    n->pot = pot;
    n->first = e->n_parents;
    n->count = 0;
    if (parent >= 0) {
        e->parents[e->n_parents++] = parent;
        n->count = 1;
    }
    return e->n_nodes++;
}

static void add_parent(engine *e, int n, int parent) {
    if (e->n_parents >= MAX_PARENTS) {
        e->overflow = 1;
        return;
    }
    /* parents of node n are contiguous: only the newest node may grow */
    e->parents[e->n_parents++] = parent;
    e->nodes[n].count++;
}

static void set_clear(pot_set *set) {
    int i;

    for (i = 0; i < set->n; i++)
        set->at[set->order[i]] = -1;
    set->n = 0;
}

static void set_init(pot_set *set) {
    memset(set->at, -1, sizeof set->at);
    set->n = 0;
}

static int set_get(const pot_set *set, int pot) { return set->at[pot]; }

/* Adds node n unless its potential is there; returns 1 when added. */
static int set_add(engine *e, pot_set *set, int n) {
    int pot = e->nodes[n].pot;

    if (set->at[pot] >= 0) return 0;
    set->at[pot] = n;
    set->order[set->n++] = pot;
    return 1;
}

/* Number of distinct potentials node n rests on, itself included. */
static int ancestors(engine *e, int n) {
    int stack[4096], top = 0, count = 0;

    e->stamp++;
    stack[top++] = n;
    while (top > 0) {
        const node *x = &e->nodes[stack[--top]];
        int k;
        if (e->seen[x->pot] == e->stamp) continue;
        e->seen[x->pot] = e->stamp;
        count++;
        for (k = 0; k < x->count && top < 4096; k++)
            stack[top++] = e->parents[x->first + k];
    }
    return count;
}

/* 1 when the first-parent line of node n passes through potential pot. */
static int has_ancestor(const engine *e, int n, int pot) {
    while (e->nodes[n].count > 0) {
        n = e->parents[e->nodes[n].first];
        if (e->nodes[n].pot == pot) return 1;
    }
    return 0;
}

/* ------------------------------------------------------------ implications */

/* What turning node p on turns off: the cell's other candidates (with
** 'y'), then the digit's other places in the box, the row, the column. */
static int on_to_off(engine *e, int p, int y, int *out) {
    int pot = e->nodes[p].pot, c = POT_CELL(pot), d = POT_DIGIT(pot), n = 0, t, k;
    int units[3] = {18 + sudoku__box(c), sudoku__row(c), 9 + sudoku__col(c)};
    unsigned char added[81] = {0};

    if (y)
        for (k = 1; k <= 9; k++)
            if (k != d && sudoku__has_digit(e->grid[c], k)) out[n++] = POT(c, k, 0);
    added[c] = 1;
    for (t = 0; t < 3; t++)
        for (k = 0; k < 9; k++) {
            int o = sudoku__unit_cell(units[t], k);
            if (!added[o] && sudoku__has_digit(e->grid[o], d)) {
                added[o] = 1;
                out[n++] = POT(o, d, 0);
            }
        }
    return n;
}

/* The nodes a node of 'pot' reached from p rests on besides p: candidates of
** its cell (cell != 0) or of its digit in unit u that the chain removed. */
static void hidden_parents(engine *e, int n, int cell, int u, int d, pot_set *off) {
    int k, v;

    if (!e->has_source) return;
    if (cell >= 0) {
        for (v = 1; v <= 9; v++)
            if (sudoku__has_digit(e->source[cell], v) &&
                !sudoku__has_digit(e->grid[cell], v) &&
                set_get(off, POT(cell, v, 0)) >= 0)
                add_parent(e, n, set_get(off, POT(cell, v, 0)));
        return;
    }
    for (k = 0; k < 9; k++) {
        int o = sudoku__unit_cell(u, k);
        if (sudoku__has_digit(e->source[o], d) && !sudoku__has_digit(e->grid[o], d) &&
            set_get(off, POT(o, d, 0)) >= 0)
            add_parent(e, n, set_get(off, POT(o, d, 0)));
    }
}

/* What turning node p off turns on, as new nodes: the other candidate of a
** bivalue cell (with 'y'), the other place of the digit in a unit where two
** are left (with 'x'). Returns how many, their node indexes in out. */
static int off_to_on(engine *e, int p, pot_set *off, int y, int x, int *out) {
    int pot = e->nodes[p].pot, c = POT_CELL(pot), d = POT_DIGIT(pot), n = 0, t, k;
    int units[3] = {18 + sudoku__box(c), sudoku__row(c), 9 + sudoku__col(c)};

    if (y && sudoku__bits_count(e->grid[c]) == 2) {
        int v = sudoku__lowest_digit(e->grid[c] & ~(1u << (d - 1)));
        int m = new_node(e, POT(c, v, 1), p);
        hidden_parents(e, m, c, -1, 0, off);
        out[n++] = m;
    }
    if (!x) return n;
    for (t = 0; t < 3; t++) {
        int other = -1, many = 0;
        for (k = 0; k < 9; k++) {
            int o = sudoku__unit_cell(units[t], k);
            if (o == c || !sudoku__has_digit(e->grid[o], d)) continue;
            if (other >= 0) many = 1;
            other = o;
        }
        if (other >= 0 && !many) {
            int m = new_node(e, POT(other, d, 1), p);
            hidden_parents(e, m, -1, units[t], d, off);
            out[n++] = m;
        }
    }
    return n;
}

/* ------------------------------------------------------------ propagation */

/* Completes 'on' and 'off' with everything they imply (SE's doChaining):
** all pending "on" first, then one "off" at a time; a dynamic chain removes
** each "off" from the grid as it goes. Returns 1 with the two nodes of a
** potential found both on and off in contra[], else 0. */
static int propagate(engine *e, pot_set *on, pot_set *off, int contra[2]) {
    int head_on = 0, tail_on = 0, head_off = 0, tail_off = 0, i, k, result = 0;
    int buf[32];

    memcpy(e->source, e->grid, sizeof e->source);
    e->has_source = 1;
    for (i = 0; i < on->n; i++)
        e->queue_on[tail_on++] = set_get(on, on->order[i]);
    for (i = 0; i < off->n; i++)
        e->queue_off[tail_off++] = set_get(off, off->order[i]);
    while (!e->overflow) {
        if (head_on < tail_on) {
            int p = e->queue_on[head_on++], n = on_to_off(e, p, !e->nishio, buf);
            for (k = 0; k < n; k++) {
                int conj = buf[k] | 1;
                if (set_get(on, conj) >= 0) {
                    contra[0] = set_get(on, conj);
                    contra[1] = new_node(e, buf[k], p);
                    result = 1;
                    goto done;
                }
                if (set_get(off, buf[k]) < 0) {
                    int m = new_node(e, buf[k], p);
                    set_add(e, off, m);
                    if (tail_off < POTS * 24) e->queue_off[tail_off++] = m;
                }
            }
            continue;
        }
        if (head_off < tail_off) {
            int p = e->queue_off[head_off++], pot = e->nodes[p].pot;
            int n = off_to_on(e, p, off, !e->nishio, 1, buf);
            if (e->dynamic)
                e->grid[POT_CELL(pot)] &= (uint16_t) ~(1u << (POT_DIGIT(pot) - 1));
            for (k = 0; k < n; k++) {
                int q = e->nodes[buf[k]].pot, conj = q & ~1;
                if (set_get(off, conj) >= 0) {
                    contra[0] = buf[k];
                    contra[1] = set_get(off, conj);
                    result = 1;
                    goto done;
                }
                if (!set_add(e, on, buf[k])) continue;
                if (tail_on < POTS * 24) e->queue_on[tail_on++] = buf[k];
            }
            continue;
        }
        break;
    }
done:
    memcpy(e->grid, e->source, sizeof e->grid);
    return result && !e->overflow;
}

/* ------------------------------------------------------------ conclusions */

/* Offers a conclusion: potential 'target' holds (on: the cell's other
** candidates go; off: the candidate goes), resting on 'complexity'
** potentials, to be rated 'base' plus the length bonus. Keeps the best. */
static void offer(engine *e, best *b, sudoku_technique tech, double base, int key,
                  int target, int complexity, int chain_end) {
    int c = POT_CELL(target), d = POT_DIGIT(target);
    double difficulty = base + sudoku__length_bonus(complexity - 2);
    sudoku_step *st = &b->step;
    unsigned removed = POT_ON(target) ? e->grid[c] & ~(1u << (d - 1)) : 1u << (d - 1);
    int n;

    if (!(removed & e->grid[c])) return;
    if (!take_best(b, difficulty, complexity, key)) return;
    sudoku__step_clear(st, tech);
    st->difficulty = difficulty;
    st->length = complexity;
    st->digits = (uint16_t)(1u << (d - 1));
    for (n = 1; n <= 9; n++)
        if (sudoku__has_digit(removed, n)) sudoku__step_remove(e->s, st, c, n);
    for (n = chain_end; n >= 0 && st->n_cells < SUDOKU_STEP_CELLS;) {
        sudoku__step_add_cell(st, POT_CELL(e->nodes[n].pot), POT_DIGIT(e->nodes[n].pot));
        n = e->nodes[n].count ? e->parents[e->nodes[n].first] : -1;
    }
}

/* ------------------------------------------------------------ cycles and chains */

/* A cycle closed at node 'end' (the start reached again): the candidates
** that both colours of the cycle see go. */
static void close_cycle(engine *e, best *b, int end, double base, int key) {
    unsigned char in_chain[81] = {0}, forw[729] = {0}, back[729] = {0};
    sudoku_step *st;
    int n, k, complexity, any = 0;
    double difficulty;

    for (n = end; e->nodes[n].count > 0; n = e->parents[e->nodes[n].first])
        in_chain[POT_CELL(e->nodes[n].pot)] = 1;
    for (n = end; e->nodes[n].count > 0; n = e->parents[e->nodes[n].first]) {
        int pot = e->nodes[n].pot, c = POT_CELL(pot), d = POT_DIGIT(pot);
        for (k = 0; k < 20; k++) {
            int o = sudoku__peers[c][k];
            if (in_chain[o] || !sudoku__has_digit(e->grid[o], d)) continue;
            if (POT_ON(pot))
                forw[o * 9 + d - 1] = 1;
            else
                back[o * 9 + d - 1] = 1;
        }
    }
    for (k = 0; k < 729; k++)
        any |= forw[k] & back[k];
    if (!any) return;
    complexity = ancestors(e, end);
    difficulty = base + sudoku__length_bonus(complexity - 2);
    if (!take_best(b, difficulty, complexity, key)) return;
    st = &b->step;
    sudoku__step_clear(st, SUDOKU_TECH_CYCLE);
    st->difficulty = difficulty;
    st->length = complexity;
    for (k = 0; k < 729; k++)
        if (forw[k] & back[k]) sudoku__step_remove(e->s, st, k / 9, k % 9 + 1);
    for (n = end; n >= 0 && st->n_cells < SUDOKU_STEP_CELLS;) {
        st->digits |= (uint16_t)(1u << (POT_DIGIT(e->nodes[n].pot) - 1));
        sudoku__step_add_cell(st, POT_CELL(e->nodes[n].pot), POT_DIGIT(e->nodes[n].pot));
        n = e->nodes[n].count ? e->parents[e->nodes[n].first] : -1;
    }
}

/* SE's bidirectional cycles from the "on" potential of node 'start':
** alternately all "on" then all "off" are followed; meeting 'start' again
** after at least 4 links closes a cycle. Each cycle removes what both of
** its colours see. */
static void cycles(engine *e, best *b, int start, int y, int x, double base, int key) {
    pot_set *on = malloc(sizeof *on), *off = malloc(sizeof *off);
    int head_on = 0, tail_on = 0, head_off = 0, tail_off = 0, length = 0, k;
    int buf[32];

    if (!on || !off) goto out;
    set_init(on);
    set_init(off);
    set_add(e, on, start);
    e->queue_on[tail_on++] = start;
    while (head_on < tail_on || head_off < tail_off) {
        length++;
        while (head_on < tail_on) {
            int p = e->queue_on[head_on++], n = on_to_off(e, p, y, buf);
            for (k = 0; k < n; k++) {
                int m;
                if (has_ancestor(e, p, buf[k])) continue;
                m = new_node(e, buf[k], p);
                set_add(e, off, m);
                if (tail_off < POTS * 24) e->queue_off[tail_off++] = m;
            }
        }
        length++;
        while (head_off < tail_off) {
            int p = e->queue_off[head_off++], n = off_to_on(e, p, off, y, x, buf);
            for (k = 0; k < n; k++) {
                if (length >= 4 && e->nodes[buf[k]].pot == e->nodes[start].pot)
                    close_cycle(e, b, buf[k], base, key);
                if (set_add(e, on, buf[k]) && tail_on < POTS * 24)
                    e->queue_on[tail_on++] = buf[k];
            }
        }
        if (e->overflow) break;
    }
out:
    free(on);
    free(off);
}

/* SE's forcing X- and XY-chains from node 'start' (on or off): its
** implications, followed breadth first without the X-chain's cycle check,
** until one turns 'start' itself the other way. */
static void forcing(engine *e, best *b, int start, int y, sudoku_technique tech,
                    double base, int key) {
    pot_set *on = malloc(sizeof *on), *off = malloc(sizeof *off);
    int head_on = 0, tail_on = 0, head_off = 0, tail_off = 0, k, done_on = 0,
        done_off = 0;
    int buf[32], src = e->nodes[start].pot;

    if (!on || !off) goto out;
    set_init(on);
    set_init(off);
    if (POT_ON(src)) {
        set_add(e, on, start);
        e->queue_on[tail_on++] = start;
    } else {
        set_add(e, off, start);
        e->queue_off[tail_off++] = start;
    }
    while ((head_on < tail_on || head_off < tail_off) && !e->overflow) {
        while (head_on < tail_on) {
            int p = e->queue_on[head_on++], n = on_to_off(e, p, y, buf);
            for (k = 0; k < n; k++) {
                int m = -1;
                if ((buf[k] | 1) == src && !done_off) {
                    m = new_node(e, buf[k], p);
                    done_off = 1;
                    offer(e, b, tech, base, key, buf[k], ancestors(e, m), m);
                }
                if (set_get(off, buf[k]) >= 0) continue;
                if (m < 0) m = new_node(e, buf[k], p);
                set_add(e, off, m);
                if (tail_off < POTS * 24) e->queue_off[tail_off++] = m;
            }
        }
        while (head_off < tail_off) {
            int p = e->queue_off[head_off++], n = off_to_on(e, p, off, y, 1, buf);
            for (k = 0; k < n; k++) {
                int q = e->nodes[buf[k]].pot;
                if ((q & ~1) == src && !done_on) {
                    done_on = 1;
                    offer(e, b, tech, base, key, q, ancestors(e, buf[k]), buf[k]);
                }
                if (set_add(e, on, buf[k]) && tail_on < POTS * 24)
                    e->queue_on[tail_on++] = buf[k];
            }
        }
    }
out:
    free(on);
    free(off);
}

/* One of SE's three unary searches (X links only, Y links only, both) from
** every candidate of every unsolved cell. */
static void unary(engine *e, best *b, int y, int x) {
    double base = x && y ? 7.0 : 6.5;
    int key = x && y ? 4 : y ? 3 : 2, c, d;

    for (c = 0; c < 81; c++) {
        int count = sudoku__bits_count(e->grid[c]);
        if (e->s->cell[c] || count < 2 || (!x && count > 2)) continue;
        for (d = 1; d <= 9; d++) {
            if (!sudoku__has_digit(e->grid[c], d)) continue;
            e->n_nodes = e->n_parents = 0;
            e->has_source = 0;
            cycles(e, b, new_node(e, POT(c, d, 1), -1), y, x, base, key);
            if (!x) continue;
            e->n_nodes = e->n_parents = 0;
            forcing(e, b, new_node(e, POT(c, d, 1), -1), y,
                    y ? SUDOKU_TECH_FORCING_CHAIN : SUDOKU_TECH_X_CHAIN, y ? 7.0 : 6.6,
                    key);
            e->n_nodes = e->n_parents = 0;
            forcing(e, b, new_node(e, POT(c, d, 0), -1), y,
                    y ? SUDOKU_TECH_FORCING_CHAIN : SUDOKU_TECH_X_CHAIN, y ? 7.0 : 6.6,
                    key);
        }
    }
}

static engine *engine_new(const sudoku__position *s, int dynamic, int nishio,
                          int multiple) {
    engine *e = malloc(sizeof *e);

    if (!e) return NULL;
    e->s = s;
    memcpy(e->grid, s->cand, sizeof e->grid);
    e->has_source = 0;
    e->dynamic = dynamic;
    e->nishio = nishio;
    e->multiple = multiple;
    e->n_nodes = e->n_parents = e->overflow = 0;
    memset(e->seen, 0, sizeof e->seen);
    e->stamp = 0;
    return e;
}

/* Takes the best conclusion into *st. Returns 1 when there is one. */
static int finish(engine *e, best *b, sudoku_step *st) {
    int found = b->found && b->step.n_removed > 0;

    if (found) *st = b->step;
    free(e);
    free(b);
    return found;
}

/* ------------------------------------------------------------ forcing chains */

/* Sets a propagation may keep: the outcomes of each candidate of a cell,
** of its negation, and of each place of a digit in a unit. */
typedef struct outcome_sets {
    pot_set value_on[9], value_off[9], neg_on, neg_off, pos_on[9], pos_off[9];
} outcome_sets;

/* How the present chaining rates and names what it finds. */
typedef struct rule {
    sudoku_technique tech;
    double base;
} rule;

/* The sum over 'count' outcome sets of the complexity of potential pot. */
static int branch_complexity(engine *e, pot_set *const *sets, int count, int pot) {
    int k, sum = 0;

    for (k = 0; k < count; k++)
        sum += ancestors(e, set_get(sets[k], pot));
    return sum;
}

/* Offers every potential common to all 'count' sets, in the first's order. */
static void offer_common(engine *e, best *b, const rule *r, pot_set *const *sets,
                         int count, int key) {
    int i, k;

    for (i = 0; i < sets[0]->n; i++) {
        int pot = sets[0]->order[i], all = 1;
        for (k = 1; k < count && all; k++)
            all = set_get(sets[k], pot) >= 0;
        if (all)
            offer(e, b, r->tech, r->base, key, pot,
                  branch_complexity(e, sets, count, pot), set_get(sets[0], pot));
    }
}

/* SE's region forcing chains from candidate d of cell c: every place of d
** in a unit where c comes first leads to the same conclusion. */
static void region_chains(engine *e, best *b, const rule *r, outcome_sets *o, int c,
                          int d, pot_set *on, pot_set *off) {
    int units[3] = {18 + sudoku__box(c), sudoku__row(c), 9 + sudoku__col(c)}, t, k,
        contra[2];

    for (t = 0; t < 3; t++) {
        pot_set *ons[9], *offs[9];
        int n = 0, first = -1, mark_nodes = e->n_nodes, mark_parents = e->n_parents;
        for (k = 0; k < 9; k++)
            if (sudoku__has_digit(e->grid[sudoku__unit_cell(units[t], k)], d)) {
                if (first < 0) first = sudoku__unit_cell(units[t], k);
                n++;
            }
        if (first != c || !(n == 2 || (e->multiple && n > 2))) continue;
        n = 0;
        for (k = 0; k < 9; k++) {
            int o2 = sudoku__unit_cell(units[t], k);
            if (!sudoku__has_digit(e->grid[o2], d)) continue;
            if (o2 == c) {
                ons[n] = on;
                offs[n] = off;
            } else {
                ons[n] = &o->pos_on[n];
                offs[n] = &o->pos_off[n];
                set_clear(ons[n]);
                set_clear(offs[n]);
                set_add(e, ons[n], new_node(e, POT(o2, d, 1), -1));
                propagate(e, ons[n], offs[n], contra);
            }
            n++;
        }
        offer_common(e, b, r, ons, n, 6);
        offer_common(e, b, r, offs, n, 6);
        e->n_nodes = mark_nodes;
        e->n_parents = mark_parents;
    }
}

/* Contradictions and double implications of candidate d of cell c, on and
** off (SE's binary chaining); its outcomes stay in on/off. */
static void binary_chains(engine *e, best *b, const rule *r, outcome_sets *o, int c,
                          int d, int count, pot_set *on, pot_set *off) {
    int contra[2], i, mark_nodes, mark_parents;
    int both = count >= 3 && !e->nishio && e->dynamic, absurd = e->dynamic || e->nishio;
    pot_set *neg_on = &o->neg_on, *neg_off = &o->neg_off;

    set_add(e, on, new_node(e, POT(c, d, 1), -1));
    if (propagate(e, on, off, contra) && absurd)
        offer(e, b, r->tech, r->base, 7, POT(c, d, 0),
              ancestors(e, contra[0]) + ancestors(e, contra[1]), contra[0]);
    mark_nodes = e->n_nodes;
    mark_parents = e->n_parents;
    set_clear(neg_on);
    set_clear(neg_off);
    set_add(e, neg_off, new_node(e, POT(c, d, 0), -1));
    if (propagate(e, neg_on, neg_off, contra) && absurd)
        offer(e, b, r->tech, r->base, 7, POT(c, d, 1),
              ancestors(e, contra[0]) + ancestors(e, contra[1]), contra[0]);
    if (both) {
        for (i = 0; i < on->n; i++) {
            int pot = on->order[i];
            if (set_get(neg_on, pot) >= 0)
                offer(e, b, r->tech, r->base, 1, pot,
                      ancestors(e, set_get(on, pot)) + ancestors(e, set_get(neg_on, pot)),
                      set_get(on, pot));
        }
        for (i = 0; i < off->n; i++) {
            int pot = off->order[i];
            if (set_get(neg_off, pot) >= 0)
                offer(e, b, r->tech, r->base, 1, pot,
                      ancestors(e, set_get(off, pot)) +
                          ancestors(e, set_get(neg_off, pot)),
                      set_get(off, pot));
        }
    }
    set_clear(neg_on);
    set_clear(neg_off);
    e->n_nodes = mark_nodes;
    e->n_parents = mark_parents;
}

/* Everything SE's multiple, dynamic or nishio chaining finds from cell c. */
static void chains_from_cell(engine *e, best *b, const rule *r, outcome_sets *o, int c) {
    int count = sudoku__bits_count(e->grid[c]), d, n = 0;
    pot_set *ons[9], *offs[9];

    e->n_nodes = e->n_parents = 0;
    for (d = 1; d <= 9; d++) {
        if (!sudoku__has_digit(e->grid[c], d)) continue;
        ons[n] = &o->value_on[n];
        offs[n] = &o->value_off[n];
        set_clear(ons[n]);
        set_clear(offs[n]);
        binary_chains(e, b, r, o, c, d, count, ons[n], offs[n]);
        if (!e->nishio) region_chains(e, b, r, o, c, d, ons[n], offs[n]);
        n++;
    }
    if (!e->nishio && (count == 2 || (e->multiple && count > 2))) {
        offer_common(e, b, r, ons, n, 5);
        offer_common(e, b, r, offs, n, 5);
    }
    for (d = 0; d < n; d++) {
        set_clear(ons[d]);
        set_clear(offs[d]);
    }
}

static void outcome_sets_init(outcome_sets *o) {
    int k;

    for (k = 0; k < 9; k++) {
        set_init(&o->value_on[k]);
        set_init(&o->value_off[k]);
        set_init(&o->pos_on[k]);
        set_init(&o->pos_off[k]);
    }
    set_init(&o->neg_on);
    set_init(&o->neg_off);
}

/* SE's multiple (dynamic 0, nishio 0), dynamic or nishio forcing chains. */
static int forcing_family(const sudoku__position *s, sudoku_step *st, const rule *r,
                          int dynamic, int nishio) {
    engine *e = engine_new(s, dynamic, nishio, !nishio);
    best *b = calloc(1, sizeof *b);
    outcome_sets *o = malloc(sizeof *o);
    int c;

    if (!e || !b || !o) {
        free(e);
        free(b);
        free(o);
        return 0;
    }
    outcome_sets_init(o);
    for (c = 0; c < 81; c++) {
        int count = sudoku__bits_count(e->grid[c]);
        if (!s->cell[c] && (count > 2 || (count > 1 && dynamic)))
            chains_from_cell(e, b, r, o, c);
    }
    free(o);
    return finish(e, b, st);
}

int sudoku__tech_se_nishio(const sudoku__position *s, sudoku_step *st) {
    static const rule r = {SUDOKU_TECH_NISHIO, 7.5};
    return forcing_family(s, st, &r, 1, 1);
}

int sudoku__tech_se_multiple(const sudoku__position *s, sudoku_step *st) {
    static const rule r = {SUDOKU_TECH_MULTIPLE_FORCING, 8.0};
    return forcing_family(s, st, &r, 0, 0);
}

int sudoku__tech_se_dynamic(const sudoku__position *s, sudoku_step *st) {
    static const rule r = {SUDOKU_TECH_DYNAMIC_FORCING, 8.5};
    return forcing_family(s, st, &r, 1, 0);
}

int sudoku__tech_se_cycles_and_chains(const sudoku__position *s, sudoku_step *st) {
    engine *e = engine_new(s, 0, 0, 0);
    best *b = calloc(1, sizeof *b);

    if (!e || !b) {
        free(e);
        free(b);
        return 0;
    }
    unary(e, b, 0, 1);
    unary(e, b, 1, 0);
    unary(e, b, 1, 1);
    return finish(e, b, st);
}
