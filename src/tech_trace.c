/*
** tech_trace.c - what a dynamic forcing chain, forcing net or nishio rests
** on. The forcing techniques search without it, then follow their best
** assumption once more through a trace, which notes which event (the
** assumption, a single, a pattern) made each candidate false. From the
** contradiction (or the agreed removal) the trace walks back to the events
** it needs, and writes just those into the step's chain, in order: each
** single as a node made true by the last of the candidates whose falling
** made it single, each needed false candidate as a node made false by the
** placement that removed it (or by its pattern, in a net).
*/
#include <assert.h>
#include <string.h>

#include "tech.h"
#include "techniques.h" /* its flags alone: what a pattern shows */

/* EV_CASE: a case trial and error takes within the assumption (a further
** assumption, written as a LINK_START node of the same branch). */
enum { EV_START_ON, EV_START_OFF, EV_CELL, EV_UNIT, EV_PATTERN, EV_CASE };

static void kill(sudoku__trace *tr, int c, int d, int event) {
    if (sudoku__has_digit(tr->t.cand[c], d) && tr->killer[c][d - 1] < 0)
        tr->killer[c][d - 1] = (short)event;
}

/* A new event; returns its index, or -1 when the trace is full. */
static int event(sudoku__trace *tr, int kind, int cell, int digit, int unit) {
    sudoku__trace_event *e;

    if (tr->n == SUDOKU__TRACE_EVENTS) return -1;
    e = &tr->ev[tr->n];
    memset(e, 0, sizeof *e);
    e->kind = (unsigned char)kind;
    e->cell = (unsigned char)cell;
    e->digit = (unsigned char)digit;
    e->unit = (unsigned char)unit;
    return tr->n++;
}

/* Places d in cell i as event k, noting what it removes. */
static void place(sudoku__trace *tr, int i, int d, int k) {
    int e, p;

    if (k >= 0) {
        for (e = 1; e <= 9; e++)
            if (e != d) kill(tr, i, e, k);
        for (p = 0; p < 20; p++)
            kill(tr, sudoku__peers[i][p], d, k);
    }
    sudoku__position_place(&tr->t, i, d);
}

void sudoku__trace_start(sudoku__trace *tr, const sudoku__position *s, int cell,
                         int digit, int on) {
    int k;

    tr->s = s;
    tr->t = *s;
    tr->n = 0;
    memset(tr->killer, 0xFF, sizeof tr->killer);
    k = event(tr, on ? EV_START_ON : EV_START_OFF, cell, digit, 255);
    if (on) {
        place(tr, cell, digit, k);
    } else {
        kill(tr, cell, digit, k);
        tr->t.cand[cell] &= (uint16_t)~sudoku__digit_bit(digit);
    }
}

void sudoku__trace_step(sudoku__trace *tr, const sudoku_step *st) {
    int k, c, d;

    if (st->cell >= 0) {
        int single = st->technique == SUDOKU_TECH_HIDDEN_SINGLE;
        k = event(tr, single ? EV_UNIT : EV_CELL, st->cell, st->digit,
                  single ? st->units[0] : 255);
        place(tr, st->cell, st->digit, k);
        return;
    }
    k = event(tr, EV_PATTERN, 0, 0, (int)st->technique);
    if (k >= 0) {
        sudoku__trace_event *e = &tr->ev[k];
        e->digits = st->digits;
        e->n_units = (unsigned char)st->n_units;
        memcpy(e->units, st->units, sizeof e->units);
        if ((sudoku__shows(st->technique) & SUDOKU__SHOWS_CELLS) && st->n_cells <= 4) {
            e->n_cells = (unsigned char)st->n_cells;
            for (c = 0; c < st->n_cells; c++)
                e->cells[c] = st->cells[c];
        }
    }
    for (c = 0; c < 81; c++)
        for (d = 1; d <= 9; d++)
            if (sudoku__has_digit(st->removed[c], d)) kill(tr, c, d, k);
    sudoku__position_apply(&tr->t, st);
}

void sudoku__trace_digit(sudoku__trace *tr, int cell, int digit, int unit) {
    int k = event(tr, EV_UNIT, cell, digit, unit);

    place(tr, cell, digit, k);
}

int sudoku__trace_assume(sudoku__trace *tr, int cell, int digit) {
    int k = event(tr, EV_CASE, cell, digit, 255);

    place(tr, cell, digit, k);
    return k >= 0;
}

/* ==================================================================== */
/* Walking back                                                          */
/* ==================================================================== */

/* What the walk back needs: the events, and the node of each candidate. */
typedef struct walk {
    const sudoku__trace *tr;
    unsigned char needed[SUDOKU__TRACE_EVENTS];
    short event_node[SUDOKU__TRACE_EVENTS];
    short off_node[81][9];   /* -2: not written yet */
    sudoku_step *st;         /* where the nodes go */
    int latest, latest_node; /* the dep written last in time, and its node */
} walk;

/* Calls fn for every candidate (of the start) event k needs to be false:
** the other candidates of a naked single's cell, the other places of a
** hidden single's digit in its unit, the pattern's digits gone from its
** units before it and, for a naked subset, its cells' other digits gone
** before it. */
static void for_deps(walk *w, int k, void (*fn)(walk *w, int c, int d)) {
    const sudoku__trace_event *e = &w->tr->ev[k];
    const sudoku__position *s = w->tr->s;
    int i, j, d;

    if (e->kind == EV_CELL) {
        for (d = 1; d <= 9; d++)
            if (d != e->digit && sudoku__has_digit(s->cand[e->cell], d))
                fn(w, e->cell, d);
    } else if (e->kind == EV_UNIT) {
        for (i = 0; i < 9; i++) {
            int c = sudoku__house_cell(s, e->unit, i);
            if (c != e->cell && sudoku__has_digit(s->cand[c], e->digit))
                fn(w, c, e->digit);
        }
    } else if (e->kind == EV_PATTERN) {
        for (j = 0; j < e->n_units && j < 8; j++)
            for (i = 0; i < 9; i++)
                for (d = 1; d <= 9; d++) {
                    int c = sudoku__house_cell(s, e->units[j], i);
                    short killer = w->tr->killer[c][d - 1];
                    if (sudoku__has_digit(e->digits, d) && killer >= 0 && killer < k)
                        fn(w, c, d);
                }
        for (i = 0; i < e->n_cells; i++)
            for (d = 1; d <= 9; d++) {
                short killer = w->tr->killer[e->cells[i]][d - 1];
                if (!sudoku__has_digit(e->digits, d) && killer >= 0 && killer < k)
                    fn(w, e->cells[i], d);
            }
    }
}

static void need(walk *w, int c, int d) {
    short killer = w->tr->killer[c][d - 1];

    if (killer >= 0) w->needed[killer] = 1;
}

/* Writes the node "digit d of cell c is false because of pattern event e",
** with where the pattern is (sudoku_chain_node.where: a locked candidate's
** two units, a subset's unit, an X-wing's base lines, which a fish step
** lists after its cover lines). Returns its index, or -1. */
static int write_pattern(sudoku_step *st, int c, int d, const sudoku__trace_event *e) {
    int i = sudoku__step_add_node(st, c, d, 0, SUDOKU_LINK_PATTERN, -1, e->unit);
    sudoku_chain_node *n = i >= 0 ? &st->chain[i] : NULL;
    unsigned shows;

    if (!n) return -1;
    n->digits = e->digits;
    shows = sudoku__shows((sudoku_technique)e->unit);
    if ((shows & SUDOKU__SHOWS_LOCKED) && e->n_units >= 2)
        n->where[0] = e->units[0], n->where[1] = e->units[1];
    else if ((shows & SUDOKU__SHOWS_UNIT) && e->n_units >= 1)
        n->where[0] = e->units[0];
    else if ((shows & SUDOKU__SHOWS_BASES) && e->n_units == 4)
        n->where[0] = e->units[2], n->where[1] = e->units[3];
    return i;
}

/* Writes the node "digit d of cell c is false" once; returns its index. */
static int write_off(walk *w, int c, int d) {
    short killer = w->tr->killer[c][d - 1];
    const sudoku__trace_event *e;

    if (w->off_node[c][d - 1] != -2) return w->off_node[c][d - 1];
    assert(killer >= 0); /* a needed node is false, so something killed it */
    if (killer < 0) return -1;
    e = &w->tr->ev[killer];
    if (e->kind == EV_START_OFF)
        w->off_node[c][d - 1] = w->event_node[killer];
    else if (e->kind == EV_PATTERN)
        w->off_node[c][d - 1] = (short)write_pattern(w->st, c, d, e);
    else
        w->off_node[c][d - 1] = (short)sudoku__step_add_node(
            w->st, c, d, 0, SUDOKU_LINK_WEAK, w->event_node[killer], 255);
    return w->off_node[c][d - 1];
}

/* for_deps callback: writes a dependency, remembering the latest. */
static void write_dep(walk *w, int c, int d) {
    int node = write_off(w, c, d);

    if (w->tr->killer[c][d - 1] >= w->latest) {
        w->latest = w->tr->killer[c][d - 1];
        w->latest_node = node;
    }
}

/* A case's choice: a LINK_START node in the branch being written (not a
** new branch, as the assumption's own node is). Returns its index or -1. */
static int add_case(sudoku_step *st, int c, int d) {
    int i = sudoku__step_add_node(st, c, d, 1, SUDOKU_LINK_START, -1, 255);

    if (i >= 0) {
        st->n_branches--;
        st->chain[i].branch = (unsigned char)(st->n_branches - 1);
    }
    return i;
}

/* Writes event k (needed) after what it needs. */
static void write_event(walk *w, int k) {
    const sudoku__trace_event *e = &w->tr->ev[k];

    w->latest = -1;
    w->latest_node = -1;
    for_deps(w, k, write_dep);
    if (e->kind == EV_START_ON || e->kind == EV_START_OFF)
        w->event_node[k] = (short)sudoku__step_add_node(
            w->st, e->cell, e->digit, e->kind == EV_START_ON, SUDOKU_LINK_START, -1, 255);
    else if (e->kind == EV_CASE)
        w->event_node[k] = (short)add_case(w->st, e->cell, e->digit);
    else if (e->kind != EV_PATTERN)
        w->event_node[k] = (short)sudoku__step_add_node(
            w->st, e->cell, e->digit, 1,
            e->kind == EV_CELL ? SUDOKU_LINK_CELL : SUDOKU_LINK_UNIT, w->latest_node,
            e->kind == EV_CELL ? 255 : e->unit);
}

void sudoku__trace_record(const sudoku__trace *tr, sudoku_step *st, const int *cells,
                          const int *digits, int n) {
    walk w; /* about 3 KB */
    int i, k;

    memset(w.needed, 0, sizeof w.needed);
    for (i = 0; i < 81 * 9; i++)
        w.off_node[i / 9][i % 9] = -2;
    w.tr = tr;
    w.st = st;
    w.needed[0] = 1; /* the assumption, and the cases taken within it */
    for (k = 1; k < tr->n; k++)
        w.needed[k] = tr->ev[k].kind == EV_CASE;
    for (i = 0; i < n; i++)
        need(&w, cells[i], digits[i]);
    for (k = tr->n - 1; k >= 0; k--)
        if (w.needed[k]) for_deps(&w, k, need);
    for (k = 0; k < tr->n; k++) {
        w.event_node[k] = -1;
        if (w.needed[k]) write_event(&w, k);
    }
    for (i = 0; i < n; i++)
        write_off(&w, cells[i], digits[i]);
}

void sudoku__trace_contradiction(const sudoku__trace *tr, sudoku_step *st) {
    sudoku__trace_contradiction_and(tr, st, NULL, NULL, 0);
}

void sudoku__trace_contradiction_and(const sudoku__trace *tr, sudoku_step *st,
                                     const int *more_cells, const int *more_digits,
                                     int more) {
    const sudoku__position *t = &tr->t;
    int cells[9 + SUDOKU__TRACE_MORE], digits[9 + SUDOKU__TRACE_MORE], n = 0, c, u, d, k;

    assert(more <= SUDOKU__TRACE_MORE);
    for (k = 0; k < more && k < SUDOKU__TRACE_MORE; k++)
        cells[n] = more_cells[k], digits[n++] = more_digits[k];

    for (c = 0; c < 81; c++)
        if (!t->cell[c] && !t->cand[c]) {
            st->chain_end = SUDOKU_CHAIN_EMPTY;
            st->end_cell = (unsigned char)c;
            for (d = 1; d <= 9; d++)
                if (sudoku__has_digit(tr->s->cand[c], d)) cells[n] = c, digits[n++] = d;
            sudoku__trace_record(tr, st, cells, digits, n);
            return;
        }
    for (int j = 0; j < sudoku__house_count(t); j++)
        for (d = 1, u = sudoku__house_at(t, j); d <= 9; d++) {
            int room = 0;
            for (k = 0; k < 9; k++) {
                int x = sudoku__house_cell(t, u, k);
                room |= t->cell[x] == d || sudoku__has_digit(t->cand[x], d);
            }
            if (room) continue;
            st->chain_end = SUDOKU_CHAIN_NO_PLACE;
            st->end_unit = (unsigned char)u;
            st->end_digit = (unsigned char)d;
            for (k = 0; k < 9; k++) {
                int x = sudoku__house_cell(t, u, k);
                if (sudoku__has_digit(tr->s->cand[x], d)) cells[n] = x, digits[n++] = d;
            }
            sudoku__trace_record(tr, st, cells, digits, n);
            return;
        }
}
