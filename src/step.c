/*
** step.c - checking a step: the library's own steps always pass, but a
** step a caller built (or kept from an older version) is checked before
** anything indexes a table with its fields.
*/
#include "internal.h"

/* 1 when every cell of the step's pattern and every unit is in range. */
static int pattern_ok(const sudoku_step *st) {
    int k;

    if (st->n_cells < 0 || st->n_cells > SUDOKU_STEP_CELLS) return 0;
    if (st->n_units < 0 || st->n_units > (int)sizeof st->units) return 0;
    for (k = 0; k < st->n_cells; k++)
        if (st->cells[k] >= 81 || st->cell_digit[k] > 9) return 0;
    for (k = 0; k < st->n_units; k++)
        if (st->units[k] >= SUDOKU__HOUSES) return 0;
    return 1;
}

/* 1 when node k of the chain is in range and follows an earlier node: at
** its own depth, or, for an inner chain's removal, the first node of the
** chain, one deeper. */
static int node_ok(const sudoku_step *st, int k) {
    const sudoku_chain_node *n = &st->chain[k];

    if (n->cell >= 81 || n->digit < 1 || n->digit > 9 || n->on > 1) return 0;
    if (n->link > SUDOKU_LINK_PATTERN || n->depth > SUDOKU_CHAIN_DEPTH) return 0;
    if (n->depth == 0 && n->branch >= st->n_branches) return 0;
    if (n->link == SUDOKU_LINK_PATTERN ? n->unit >= SUDOKU_TECH_COUNT
                                       : n->unit >= SUDOKU__HOUSES && n->unit != 255)
        return 0;
    if ((n->where[0] >= SUDOKU__HOUSES && n->where[0] != 255) ||
        (n->where[1] >= SUDOKU__HOUSES && n->where[1] != 255) ||
        (n->digits & ~SUDOKU__ALL_DIGITS))
        return 0;
    if (n->from < -1 || n->from >= k) return 0;
    if (n->from < 0) return 1;
    return st->chain[n->from].depth ==
           n->depth + (n->link == SUDOKU_LINK_PATTERN ? 1 : 0);
}

/* 1 when the chain's counts, its ending and every node are in range. */
static int chain_ok(const sudoku_step *st) {
    int k;

    if ((unsigned)st->chain_end > SUDOKU_CHAIN_CASES) return 0;
    if (st->n_chain < 0 || st->n_chain > SUDOKU_CHAIN_MAX) return 0;
    if (st->n_branches < 0 || st->n_branches > SUDOKU_CHAIN_MAX) return 0;
    if (st->end_cell >= 81 || st->end_digit > 9) return 0;
    if (st->end_unit >= SUDOKU__HOUSES && st->end_unit != 255) return 0;
    for (k = 0; k < st->n_chain; k++)
        if (!node_ok(st, k)) return 0;
    return 1;
}

sudoku_status sudoku_step_check(const sudoku_step *step) {
    int i;

    if ((unsigned)step->technique >= SUDOKU_TECH_COUNT) return SUDOKU_EINVAL;
    /* digit 0 places nothing, whatever the cell (a zeroed step is fine) */
    if (step->cell < -1 || step->cell > 80 || step->digit < 0 || step->digit > 9 ||
        (step->digit > 0 && step->cell < 0))
        return SUDOKU_EINVAL;
    if ((step->digits & ~SUDOKU__ALL_DIGITS) || step->n_removed < 0 ||
        step->n_removed > 729 || step->length < 0 || step->regions > 1)
        return SUDOKU_EINVAL;
    for (i = 0; i < 81; i++)
        if (step->removed[i] & ~SUDOKU__ALL_DIGITS) return SUDOKU_EINVAL;
    return pattern_ok(step) && chain_ok(step) ? SUDOKU_OK : SUDOKU_EINVAL;
}
