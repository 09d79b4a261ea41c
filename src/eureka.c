/*
** eureka.c - a step's chain in Eureka (AIC) notation, the way players write
** chains on the forums: a node is a candidate "(6)r2c9", a strong link '='
** ("if the left is false the right is true"), a weak link '-' ("if the left
** is true the right is false"): (6)r2c9=(1)r2c9-(1)r1c9=(1)r1c5.
** Nodes come out in the order they are implied; a node that does not follow
** the one written just before it starts a new run, "; " apart, from the node
** it follows. A step with several branches (one per assumption) writes each
** as "r5c6=2: ..." with " | " between them. An inner chain a nested forcing
** chain used is written, the same way, inside the brackets of its removal:
** "[X-chain: (8)r4c4-(8)r4c1=...-(8)r4c4]-(8)r4c4".
*/

#include "internal.h"
#include "position.h"
#include "techniques.h" /* its flags alone: what a technique shows */

static void put_node(sudoku__text *t, const sudoku_chain_node *n) {
    sudoku__text_put(t, "(%d)r%dc%d", n->digit, n->cell / 9 + 1, n->cell % 9 + 1);
}

/* The symbol of the link into node n: '-' into a false node, '=' into a
** true one (every strong link, static or dynamic, reads "the left false
** makes the right true"). */
static char link_symbol(const sudoku_chain_node *n) { return n->on ? '=' : '-'; }

/* The nodes of one level of the chain: those of depth 'depth' in
** [first, end) (the whole chain, or an inner chain's block). */
typedef struct level {
    int first, end, depth;
} level;

static void put_level(sudoku__text *t, const sudoku_step *st, level lv, int branches);

/* The block of the inner chain whose first node is 'first', at depth
** 'depth': its nodes run until the first one less deep. */
static level block_at(const sudoku_step *st, int first, int depth) {
    level lv = {first, first, depth};

    while (lv.end < st->n_chain && st->chain[lv.end].depth >= depth)
        lv.end++;
    return lv;
}

/* How many branches the level has (a block numbers its own from 0). */
static int branches_of(const sudoku_step *st, level lv) {
    int i, n = 0;

    for (i = lv.first; i < lv.end; i++)
        if (st->chain[i].depth == lv.depth && st->chain[i].branch >= n)
            n = st->chain[i].branch + 1;
    return n;
}

static void put_unit(sudoku__text *t, int u) { sudoku__text_put_house(t, u, 1); }

/* Where a pattern is: "3 of b8 in r8" (locked candidates), "8/9 in b8" (a
** subset), "8 in c1, c5" (an X-wing). */
static void put_where(sudoku__text *t, const sudoku_chain_node *n) {
    unsigned shows = sudoku__shows((sudoku_technique)n->unit);
    int d, first = 1, locked = (shows & SUDOKU__SHOWS_LOCKED) != 0;

    sudoku__text_put(t, ": ");
    for (d = 1; d <= 9; d++)
        if ((n->digits >> (d - 1)) & 1u) {
            sudoku__text_put(t, first ? "%d" : "/%d", d);
            first = 0;
        }
    sudoku__text_put(t, locked && n->where[1] < SUDOKU__HOUSES ? " of " : " in ");
    put_unit(t, n->where[0]);
    if (n->where[1] < SUDOKU__HOUSES) {
        sudoku__text_put(t, locked ? " in " : ", ");
        put_unit(t, n->where[1]);
    }
}

/* "[pointing: 3 of b8 in r8]" (or the name alone where the step does not
** say where), or an inner chain with its nodes: "[X-chain: ...]". */
static void put_pattern(sudoku__text *t, const sudoku_step *st,
                        const sudoku_chain_node *n) {
    sudoku__text_put(t, "[%s", sudoku_technique_name((sudoku_technique)n->unit));
    if (n->from < 0 && n->where[0] < SUDOKU__HOUSES && n->digits) put_where(t, n);
    if (n->from >= 0) {
        level inner = block_at(st, n->from, n->depth + 1);
        sudoku__text_put(t, ": ");
        put_level(t, st, inner, branches_of(st, inner));
    }
    sudoku__text_put(t, "]");
}

/* Writes node i: appended to the run when it follows the node written last,
** else as a new run from the node it follows (or from its pattern). */
static void put_chain_node(sudoku__text *t, const sudoku_step *st, int i, int *last,
                           int *first) {
    const sudoku_chain_node *n = &st->chain[i];

    if (n->link == SUDOKU_LINK_START) {
        if (!*first) sudoku__text_put(t, "; ");
        put_node(t, n);
    } else if (n->link != SUDOKU_LINK_PATTERN && n->from >= 0 && n->from == *last) {
        sudoku__text_put(t, "%c", link_symbol(n));
        put_node(t, n);
    } else {
        if (!*first) sudoku__text_put(t, "; ");
        if (n->link == SUDOKU_LINK_PATTERN)
            put_pattern(t, st, n);
        else if (n->from >= 0)
            put_node(t, &st->chain[n->from]);
        sudoku__text_put(t, "%c", link_symbol(n));
        put_node(t, n);
    }
    *first = 0;
    *last = i;
}

/* The nodes of branch b of the level, in order. */
static void put_branch(sudoku__text *t, const sudoku_step *st, level lv, int b) {
    int i, last = -1, first = 1;

    for (i = lv.first; i < lv.end; i++)
        if (st->chain[i].depth == lv.depth && st->chain[i].branch == b)
            put_chain_node(t, st, i, &last, &first);
}

/* The assumption branch b starts from, as "r5c6=2: " (or "r5c6<>2: "); a
** case of trial and error with its choices too: "r5c6=2, r1c1=7: ". */
static void put_assumption(sudoku__text *t, const sudoku_step *st, level lv, int b) {
    int i, first = 1;

    for (i = lv.first; i < lv.end; i++) {
        const sudoku_chain_node *n = &st->chain[i];
        if (n->depth == lv.depth && n->branch == b && n->link == SUDOKU_LINK_START) {
            sudoku__text_put(t, "%sr%dc%d%s%d", first ? "" : ", ", n->cell / 9 + 1,
                             n->cell % 9 + 1, n->on ? "=" : "<>", n->digit);
            first = 0;
        }
    }
    if (!first) sudoku__text_put(t, ": ");
}

/* The level's branches, each named by its assumption when there are
** several, " | " apart. */
static void put_level(sudoku__text *t, const sudoku_step *st, level lv, int branches) {
    int b;

    for (b = 0; b < branches; b++) {
        if (b) sudoku__text_put(t, " | ");
        if (branches > 1) put_assumption(t, st, lv, b);
        put_branch(t, st, lv, b);
    }
}

/* The n cells of a group as players write them: r3c78 in a row, r37c8 in
** a column, else one by one. */
static void put_group(sudoku__text *t, const unsigned char *cells, int n) {
    int k, row = 1, col = 1;

    for (k = 1; k < n; k++) {
        row &= cells[k] / 9 == cells[0] / 9;
        col &= cells[k] % 9 == cells[0] % 9;
    }
    if (n > 1 && (row || col)) {
        sudoku__text_put(t, "r");
        for (k = 0; k < (row ? 1 : n); k++)
            sudoku__text_put(t, "%d", cells[k] / 9 + 1);
        sudoku__text_put(t, "c");
        for (k = 0; k < (col ? 1 : n); k++)
            sudoku__text_put(t, "%d", cells[k] % 9 + 1);
        return;
    }
    for (k = 0; k < n; k++)
        sudoku__text_put(t, "%sr%dc%d", k ? "," : "", cells[k] / 9 + 1, cells[k] % 9 + 1);
}

int sudoku_step_chain_in_cells(const sudoku_step *step) {
    return step->n_chain == 0 &&
           (sudoku__shows(step->technique) & SUDOKU__SHOWS_NODE_CELLS) != 0;
}

int sudoku__cells_node_end(const sudoku_step *st, int i) {
    int j = i + 1;

    while (j < st->n_cells && st->cell_digit[j] == 0)
        j++;
    return j;
}

void sudoku__put_cells_node(sudoku__text *t, const sudoku_step *st, int i) {
    sudoku__text_put(t, "(%d)", st->cell_digit[i]);
    put_group(t, st->cells + i, sudoku__cells_node_end(st, i) - i);
}

/* A chain known only by its pattern cells: "(3)r3c45=(3)r3c9-...", strong
** and weak links alternating from the first node, a group one node; " ..."
** when 'length' counts more nodes than the cells hold. */
static void put_cells_chain(sudoku__text *t, const sudoku_step *st) {
    int i, node = 0;

    for (i = 0; i < st->n_cells; i = sudoku__cells_node_end(st, i)) {
        sudoku__text_put(t, node == 0 ? "" : node % 2 ? "=" : "-");
        sudoku__put_cells_node(t, st, i);
        node++;
    }
    if (st->length > node) sudoku__text_put(t, " ...");
}

size_t sudoku_step_chain(const sudoku_step *step, char *buf, size_t size) {
    sudoku__text t;
    level top = {0, step->n_chain, 0};

    sudoku__text_init(&t, buf, size);
    if (sudoku_step_check(step) != SUDOKU_OK) return 0;
    if (sudoku_step_chain_in_cells(step)) {
        put_cells_chain(&t, step);
        return t.need;
    }
    if (step->n_chain > 0) put_level(&t, step, top, step->n_branches);
    if (step->chain_cut) sudoku__text_put(&t, " ...");
    return t.need;
}
