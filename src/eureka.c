/*
** eureka.c - a step's chain in Eureka (AIC) notation, the way players write
** chains on the forums: a node is a candidate "(6)r2c9", a strong link '='
** ("if the left is false the right is true"), a weak link '-' ("if the left
** is true the right is false"): (6)r2c9=(1)r2c9-(1)r1c9=(1)r1c5.
** Nodes come out in the order they are implied; a node that does not follow
** the one written just before it starts a new run, "; " apart, from the node
** it follows. A step with several branches (one per assumption) writes each
** as "r5c6=2: ..." with " | " between them.
*/

#include "internal.h"

static void put_node(sudoku__text *t, const sudoku_chain_node *n) {
    sudoku__text_put(t, "(%d)r%dc%d", n->digit, n->cell / 9 + 1, n->cell % 9 + 1);
}

/* The symbol of the link into node n: '-' into a false node, '=' into a
** true one (every strong link, static or dynamic, reads "the left false
** makes the right true"). */
static char link_symbol(const sudoku_chain_node *n) { return n->on ? '=' : '-'; }

/* Writes node i: appended to the run when it follows the node written last,
** else as a new run from the node it follows (or from its pattern). */
static void put_chain_node(sudoku__text *t, const sudoku_step *st, int i, int *last,
                           int *first) {
    const sudoku_chain_node *n = &st->chain[i];

    if (n->link == SUDOKU_LINK_START) {
        if (!*first) sudoku__text_put(t, "; ");
        put_node(t, n);
    } else if (n->from >= 0 && n->from == *last) {
        sudoku__text_put(t, "%c", link_symbol(n));
        put_node(t, n);
    } else {
        if (!*first) sudoku__text_put(t, "; ");
        if (n->link == SUDOKU_LINK_PATTERN)
            sudoku__text_put(t, "[%s]", sudoku_technique_name((sudoku_technique)n->unit));
        else if (n->from >= 0)
            put_node(t, &st->chain[n->from]);
        sudoku__text_put(t, "%c", link_symbol(n));
        put_node(t, n);
    }
    *first = 0;
    *last = i;
}

/* The nodes of branch b, in order. */
static void put_branch(sudoku__text *t, const sudoku_step *st, int b) {
    int i, last = -1, first = 1;

    for (i = 0; i < st->n_chain; i++)
        if (st->chain[i].branch == b) put_chain_node(t, st, i, &last, &first);
}

/* The assumption branch b starts from, as "r5c6=2: " (or "r5c6<>2: "); a
** case of trial and error with its choices too: "r5c6=2, r1c1=7: ". */
static void put_assumption(sudoku__text *t, const sudoku_step *st, int b) {
    int i, first = 1;

    for (i = 0; i < st->n_chain; i++) {
        const sudoku_chain_node *n = &st->chain[i];
        if (n->branch == b && n->link == SUDOKU_LINK_START) {
            sudoku__text_put(t, "%sr%dc%d%s%d", first ? "" : ", ", n->cell / 9 + 1,
                             n->cell % 9 + 1, n->on ? "=" : "<>", n->digit);
            first = 0;
        }
    }
    if (!first) sudoku__text_put(t, ": ");
}

size_t sudoku_step_chain(const sudoku_step *step, char *buf, size_t size) {
    sudoku__text t;
    int b;

    sudoku__text_init(&t, buf, size);
    if (sudoku_step_check(step) != SUDOKU_OK) return 0;
    for (b = 0; b < step->n_branches && step->n_chain > 0; b++) {
        if (b) sudoku__text_put(&t, " | ");
        if (step->n_branches > 1) put_assumption(&t, step, b);
        put_branch(&t, step, b);
    }
    if (step->chain_cut) sudoku__text_put(&t, " ...");
    return t.need;
}
