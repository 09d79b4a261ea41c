/*
** explain.c - a logical step in a player's words: the placement or the
** removals, the technique, and the pattern that justifies it, e.g.
** "r3c5 = 7: hidden single - 7 fits nowhere else in box 2".
*/
#include <string.h>

#include "position.h"
#include "techniques.h" /* its flags alone: what a technique shows */

static void put_unit(sudoku__text *t, int u) { sudoku__text_put_house(t, u, 0); }

static void put_cell(sudoku__text *t, int c) {
    sudoku__text_put(t, "r%dc%d", c / 9 + 1, c % 9 + 1);
}

/* Digits of mask m as "3, 5 and 7". */
static void put_digits(sudoku__text *t, unsigned m) {
    int d, left = sudoku__bits_count(m);

    for (d = 1; d <= 9; d++)
        if (sudoku__has_digit(m, d)) {
            sudoku__text_put(t, "%d", d);
            left--;
            sudoku__text_put(t, left > 1 ? ", " : left == 1 ? " and " : "");
        }
}

/* The pattern cells from index 'from' on, separated by 'sep'. */
static void put_cells(sudoku__text *t, const sudoku_step *st, int from, const char *sep) {
    int i;

    for (i = from; i < st->n_cells; i++) {
        put_cell(t, st->cells[i]);
        if (i + 1 < st->n_cells) sudoku__text_put(t, "%s", sep);
    }
}

/* Every digit the step removes somewhere, as a mask. */
static unsigned removed_digits(const sudoku_step *st) {
    unsigned m = 0;
    int c;

    for (c = 0; c < 81; c++)
        m |= st->removed[c];
    return m;
}

/* "remove 3 from r1c4, r1c6; 7 from r2c2" */
static void put_removals(sudoku__text *t, const sudoku_step *st) {
    int d, c, first_digit = 1;

    sudoku__text_put(t, "remove ");
    for (d = 1; d <= 9; d++) {
        int first_cell = 1;
        for (c = 0; c < 81; c++) {
            if (!sudoku__has_digit(st->removed[c], d)) continue;
            if (first_cell)
                sudoku__text_put(t, "%s%d from ", first_digit ? "" : "; ", d);
            else
                sudoku__text_put(t, ", ");
            put_cell(t, c);
            first_cell = first_digit = 0;
        }
    }
}

/* What a step that may place comes to: "r5c8 = 9", or its removals. */
static void put_outcome(sudoku__text *t, const sudoku_step *st) {
    if (st->cell < 0) {
        put_removals(t, st);
        return;
    }
    put_cell(t, st->cell);
    sudoku__text_put(t, " = %d", st->digit);
}

static void explain_single(sudoku__text *t, const sudoku_step *st) {
    put_cell(t, st->cell);
    sudoku__text_put(t, " = %d: %s - ", st->digit, sudoku_technique_name(st->technique));
    if (st->technique == SUDOKU_TECH_FULL_HOUSE) {
        sudoku__text_put(t, "the last empty cell of ");
        put_unit(t, st->units[0]);
    } else if (st->technique == SUDOKU_TECH_HIDDEN_SINGLE) {
        sudoku__text_put(t, "%d fits nowhere else in ", st->digit);
        put_unit(t, st->units[0]);
    } else {
        sudoku__text_put(t, "no other digit fits in ");
        put_cell(t, st->cell);
    }
}

static void explain_locked(sudoku__text *t, const sudoku_step *st) {
    sudoku__text_put(t, "%s: in ", sudoku_technique_name(st->technique));
    put_unit(t, st->units[0]);
    sudoku__text_put(t, ", %d can only go in ", sudoku__lowest_digit(st->digits));
    put_unit(t, st->units[1]);
    sudoku__text_put(t, " (");
    put_cells(t, st, 0, ", ");
    sudoku__text_put(t, "), so it goes nowhere else in ");
    put_unit(t, st->units[1]);
}

static void explain_subset(sudoku__text *t, const sudoku_step *st) {
    /* a subset (its unit shown) not resting on its cells: a hidden one */
    unsigned shows = sudoku__shows(st->technique);
    int hidden =
        (shows & (SUDOKU__SHOWS_UNIT | SUDOKU__SHOWS_CELLS)) == SUDOKU__SHOWS_UNIT;

    sudoku__text_put(t, "%s: in ", sudoku_technique_name(st->technique));
    put_unit(t, st->units[0]);
    if (hidden) {
        sudoku__text_put(t, ", ");
        put_digits(t, st->digits);
        sudoku__text_put(t, " fit only in ");
        put_cells(t, st, 0, ", ");
        sudoku__text_put(t, ", so those cells hold nothing else");
    } else {
        sudoku__text_put(t, ", ");
        put_cells(t, st, 0, ", ");
        sudoku__text_put(t, " hold only ");
        put_digits(t, st->digits);
        sudoku__text_put(t, " between them, so those digits go nowhere else");
    }
}

static void explain_fish(sudoku__text *t, const sudoku_step *st) {
    int n = st->n_units / 2, i;

    sudoku__text_put(t, "%s on %d: in ", sudoku_technique_name(st->technique),
                     sudoku__lowest_digit(st->digits));
    for (i = n; i < st->n_units; i++) {
        put_unit(t, st->units[i]);
        sudoku__text_put(t, i + 1 < st->n_units ? ", " : "");
    }
    sudoku__text_put(t, " it fits only in ");
    for (i = 0; i < n; i++) {
        put_unit(t, st->units[i]);
        sudoku__text_put(t, i + 1 < n ? ", " : "");
    }
    sudoku__text_put(t, ", so it goes nowhere else in those");
}

/* The step's chain in Eureka notation (sudoku_step_chain), in place. */
static void put_eureka(sudoku__text *t, const sudoku_step *st) {
    size_t room = t->need < t->size ? t->size - t->need : 0;

    t->need += sudoku_step_chain(st, room ? t->buf + t->need : NULL, room);
}

/* " - (z)r1c1=(x)r1c1-...", the chain a wing rests on, when it has one. */
static void put_wing_chain(sudoku__text *t, const sudoku_step *st) {
    if (st->n_chain == 0) return;
    sudoku__text_put(t, " - ");
    put_eureka(t, st);
}

static void explain_wing(sudoku__text *t, const sudoku_step *st) {
    sudoku__text_put(t, "%s: ", sudoku_technique_name(st->technique));
    if (st->technique == SUDOKU_TECH_W_WING) {
        put_cell(t, st->cells[0]);
        sudoku__text_put(t, " and ");
        put_cell(t, st->cells[3]);
        sudoku__text_put(t, " both hold only ");
        put_digits(t, st->digits);
        sudoku__text_put(t, "; %d in ", st->cell_digit[1]);
        put_unit(t, st->units[0]);
        sudoku__text_put(t, " is in ");
        put_cell(t, st->cells[1]);
        sudoku__text_put(t, " or ");
        put_cell(t, st->cells[2]);
        sudoku__text_put(t, ", so one of them is %d", st->cell_digit[0]);
        put_wing_chain(t, st);
        return;
    }
    sudoku__text_put(t, "pivot ");
    put_cell(t, st->cells[0]);
    sudoku__text_put(t, " with pincers ");
    put_cell(t, st->cells[1]);
    sudoku__text_put(t, " and ");
    put_cell(t, st->cells[2]);
    sudoku__text_put(t, ": whatever the pivot holds, ");
    sudoku__text_put(t, st->technique == SUDOKU_TECH_XYZ_WING ? "one of the three"
                                                              : "one pincer");
    sudoku__text_put(t, " is %d", sudoku__lowest_digit(removed_digits(st)));
    put_wing_chain(t, st);
}

/* "(6)r2c9" for chain node i. */
static void put_node(sudoku__text *t, const sudoku_step *st, int i) {
    sudoku__text_put(t, "(%d)", st->chain[i].digit);
    put_cell(t, st->chain[i].cell);
}

/* A chain known only by its pattern cells: the chain (sudoku_step_chain
** writes it from the cells), then which end is true, unless the chain is
** cut or a single node. */
static void explain_cells_chain(sudoku__text *t, const sudoku_step *st) {
    int i, last = 0, nodes = 0;

    for (i = 0; i < st->n_cells; i = sudoku__cells_node_end(st, i)) {
        last = i;
        nodes++;
    }
    put_eureka(t, st);
    if (st->chain_end == SUDOKU_CHAIN_LOOP) {
        sudoku__text_put(t, " - its ends see each other, so it closes into a loop: "
                            "either every node it makes true or every node it makes "
                            "false holds, so a candidate that sees one of each is false");
        return;
    }
    if (last == 0 || st->length > nodes) {
        sudoku__text_put(t, " - so a candidate that sees both ends is false");
        return;
    }
    sudoku__text_put(t, " - either ");
    sudoku__put_cells_node(t, st, 0);
    sudoku__text_put(t, " or ");
    sudoku__put_cells_node(t, st, last);
    sudoku__text_put(t, " is true, so a candidate that sees both is false");
}

/* A closed loop (SE's bidirectional cycle, a strong-linked fish whose ends
** see each other). */
static void explain_loop(sudoku__text *t, const sudoku_step *st) {
    sudoku__text_put(t, "%s (%d links): ", sudoku_technique_name(st->technique),
                     st->n_chain - 1);
    put_eureka(t, st);
    sudoku__text_put(t, " - a closed loop: either every node it makes true or every "
                        "node it makes false holds, so a candidate that sees one of "
                        "each is false");
}

static void explain_chain(sudoku__text *t, const sudoku_step *st) {
    if (st->chain_end == SUDOKU_CHAIN_LOOP && st->n_chain > 0) {
        explain_loop(t, st);
        return;
    }
    /* a grouped loop's closing link is not in its length */
    sudoku__text_put(t, "%s (%d links): ", sudoku_technique_name(st->technique),
                     st->length + (st->chain_end == SUDOKU_CHAIN_LOOP));
    if (st->n_chain == 0) {
        explain_cells_chain(t, st);
        return;
    }
    put_eureka(t, st);
    sudoku__text_put(t, " - either ");
    put_node(t, st, 0);
    sudoku__text_put(t, " or ");
    put_node(t, st, st->n_chain - 1);
    sudoku__text_put(t, " is true, so a candidate that sees both is false");
}

/* What each chain or forcing technique follows, by sudoku_technique: the
** table's column (0 for the others). */
static const char *const follows_of[SUDOKU_TECH_COUNT] = {
#define TECHNIQUE(id, name, weight, writer, shows, follows)                              \
    [SUDOKU_TECH_##id] = (follows),
#include "techniques.h"
};

/* What propagation a forcing technique follows, for the explanation. */
static const char *forcing_means(sudoku_technique t) {
    const char *follows = (unsigned)t < SUDOKU_TECH_COUNT ? follows_of[t] : NULL;
    return follows ? follows : "a search";
}

/* "whichever of r1c1=3, r1c1=5 is true, ..." for an agreement of branches. */
static void explain_branches(sudoku__text *t, const sudoku_step *st) {
    int i;

    sudoku__text_put(t, "%s: whichever of ", sudoku_technique_name(st->technique));
    for (i = 0; i < st->n_cells; i++) {
        put_cell(t, st->cells[i]);
        sudoku__text_put(t, "=%d%s", st->cell_digit[i], i + 1 < st->n_cells ? ", " : "");
    }
    sudoku__text_put(t, " is true (");
    if (st->n_units) {
        sudoku__text_put(t, "the places of %d in ", st->cell_digit[0]);
        put_unit(t, st->units[0]);
    } else {
        sudoku__text_put(t, "the candidates of ");
        put_cell(t, st->cells[0]);
    }
    sudoku__text_put(t, "), following %s leads to the same %s in %d steps",
                     forcing_means(st->technique),
                     st->cell >= 0 ? "placement" : "removal", st->length);
    if (st->n_chain) {
        sudoku__text_put(t, " - ");
        put_eureka(t, st);
    }
    sudoku__text_put(t, ": ");
    put_outcome(t, st);
}

/* ", so ..." : what the branch of a forcing chain runs into. */
static void put_contradiction(sudoku__text *t, const sudoku_step *st) {
    switch (st->chain_end) {
    case SUDOKU_CHAIN_CLASH:
        sudoku__text_put(t, ", so (%d)", st->end_digit);
        put_cell(t, st->end_cell);
        sudoku__text_put(t, " would be both true and false");
        break;
    case SUDOKU_CHAIN_EMPTY:
        sudoku__text_put(t, ", so ");
        put_cell(t, st->end_cell);
        sudoku__text_put(t, " would have no candidate left");
        break;
    case SUDOKU_CHAIN_NO_PLACE:
        sudoku__text_put(t, ", so %d would have no place left in ", st->end_digit);
        put_unit(t, st->end_unit);
        break;
    default:
        sudoku__text_put(t, ", a contradiction");
        break;
    }
}

static void explain_forcing(sudoku__text *t, const sudoku_step *st) {
    int c = st->cells[0], d = st->cell_digit[0];

    if (st->n_cells > 1) {
        explain_branches(t, st);
        return;
    }
    put_cell(t, c);
    sudoku__text_put(t, st->cell >= 0 ? " = %d: %s - if " : " <> %d: %s - if ", d,
                     sudoku_technique_name(st->technique));
    put_cell(t, c);
    sudoku__text_put(t, st->cell >= 0 ? " were not %d" : " were %d", d);
    if (st->technique == SUDOKU_TECH_TRIAL) {
        /* cases too many to show: the search is all there is */
        sudoku__text_put(t, ", the puzzle would have no solution (found by a search)");
    } else if (st->n_chain) {
        sudoku__text_put(t, " (%d steps, following %s): ", st->length,
                         forcing_means(st->technique));
        put_eureka(t, st);
        put_contradiction(t, st);
    } else
        sudoku__text_put(t, ", following %s would lead to a contradiction in %d steps",
                         forcing_means(st->technique), st->length);
}

/* The node branch b starts from (its assumption), or -1. */
static int branch_start(const sudoku_step *st, int b) {
    int i;

    for (i = 0; i < st->n_chain; i++)
        if (st->chain[i].depth == 0 && st->chain[i].branch == b &&
            st->chain[i].link == SUDOKU_LINK_START)
            return i;
    return -1;
}

/* "r1c1=3" or "r1c1<>3" for assumption node i. */
static void put_assumption(sudoku__text *t, const sudoku_step *st, int i) {
    put_cell(t, st->chain[i].cell);
    sudoku__text_put(t, "%s%d", st->chain[i].on ? "=" : "<>", st->chain[i].digit);
}

/* A contradiction from one assumption, shown by its chain: "r5c7 <> 9:
** forcing chain - if r5c7 were 9 (11 steps, following ...): (9)r5c7-...,
** so r5c1 would have no candidate left". */
static void explain_contradiction(sudoku__text *t, const sudoku_step *st) {
    const sudoku_chain_node *a = &st->chain[0];

    put_cell(t, a->cell);
    sudoku__text_put(t, a->on ? " <> %d: %s - if " : " = %d: %s - if ", a->digit,
                     sudoku_technique_name(st->technique));
    put_cell(t, a->cell);
    sudoku__text_put(t, a->on ? " were %d" : " were not %d", a->digit);
    sudoku__text_put(t, " (%d steps, following %s): ", st->length,
                     forcing_means(st->technique));
    put_eureka(t, st);
    put_contradiction(t, st);
}

/* What the branches of an agreement start from: the places of a digit in a
** unit, the candidates of a cell, or a candidate true and false. */
static void put_alternatives(sudoku__text *t, const sudoku_step *st) {
    const sudoku_chain_node *a = &st->chain[0];

    if (st->end_unit < SUDOKU__HOUSES) {
        sudoku__text_put(t, "the places of %d in ", a->digit);
        put_unit(t, st->end_unit);
    } else if (st->n_branches == 2 && st->chain[branch_start(st, 1)].digit == a->digit) {
        sudoku__text_put(t, "(%d)", a->digit);
        put_cell(t, a->cell);
        sudoku__text_put(t, " is true or false");
    } else {
        sudoku__text_put(t, "the candidates of ");
        put_cell(t, a->cell);
    }
}

/* Branches that agree, shown by their chains: "multiple forcing chains:
** whichever of r1c5=7, r2c5=7 is true (...), following ... leads to the
** same conclusion in 18 steps - r1c5=7: ... | r2c5=7: ...: remove ...". */
static void explain_agree(sudoku__text *t, const sudoku_step *st) {
    int b;

    sudoku__text_put(t, "%s: whichever of ", sudoku_technique_name(st->technique));
    for (b = 0; b < st->n_branches; b++) {
        int i = branch_start(st, b);
        if (i < 0) continue;
        if (b) sudoku__text_put(t, ", ");
        put_assumption(t, st, i);
    }
    sudoku__text_put(t, " is true (");
    put_alternatives(t, st);
    sudoku__text_put(t, "), following %s leads to the same conclusion in %d steps - ",
                     forcing_means(st->technique), st->length);
    put_eureka(t, st);
    sudoku__text_put(t, ": ");
    put_outcome(t, st);
}

/* Trial and error shown as cases: "r9c2 <> 2: trial and error - if r9c2
** were 2, ... every case runs into a contradiction (3 cases): r9c2=2,
** r4c5=3: ... | ...". */
static void explain_cases(sudoku__text *t, const sudoku_step *st) {
    const sudoku_chain_node *a = &st->chain[0];

    put_cell(t, a->cell);
    sudoku__text_put(t, " <> %d: %s - if ", a->digit,
                     sudoku_technique_name(st->technique));
    put_cell(t, a->cell);
    sudoku__text_put(t,
                     " were %d, following %s, then each candidate of a cell in turn, "
                     "every case runs into a contradiction ",
                     a->digit, forcing_means(SUDOKU_TECH_FORCING_NET));
    if (st->chain_cut)
        sudoku__text_put(t, "(the first %d cases shown, the rest found by a search): ",
                         st->n_branches);
    else
        sudoku__text_put(t, "(%d cases): ", st->n_branches);
    put_eureka(t, st);
}

/* 1 when the step's chain says what kind of step it is: SE's chains, whose
** pattern cells are the chain's line and not the assumptions. */
static int told_by_chain(const sudoku_step *st, int words) {
    if (st->n_chain == 0 || st->chain[0].link != SUDOKU_LINK_START) return 0;
    if (words) return 0; /* a pattern's own words say more; its chain follows them */
    switch (st->chain_end) {
    case SUDOKU_CHAIN_LOOP:
        return 1;
    case SUDOKU_CHAIN_CLASH:
    case SUDOKU_CHAIN_EMPTY:
    case SUDOKU_CHAIN_NO_PLACE:
        return st->n_branches == 1 && st->technique != SUDOKU_TECH_TRIAL;
    case SUDOKU_CHAIN_AGREE:
        return st->n_branches > 1;
    case SUDOKU_CHAIN_CASES:
        return st->chain[0].on && st->cell < 0;
    default:
        return 0;
    }
}

/* A step explained from its chain (told_by_chain). */
static void explain_by_chain(sudoku__text *t, const sudoku_step *st) {
    if (st->chain_end == SUDOKU_CHAIN_LOOP) {
        explain_loop(t, st);
        sudoku__text_put(t, ": ");
        put_removals(t, st);
    } else if (st->chain_end == SUDOKU_CHAIN_CASES)
        explain_cases(t, st);
    else if (st->chain_end == SUDOKU_CHAIN_AGREE)
        explain_agree(t, st);
    else
        explain_contradiction(t, st);
}

/* 1 when the step removes something from the rectangle's corners. */
static int removes_in_corners(const sudoku_step *st) {
    int k, n = 0;

    for (k = 0; k < st->n_cells; k++)
        n += st->removed[st->cells[k]] != 0;
    return n > 0;
}

/* A unique rectangle by its type, read from the step: the roof (the cells
** with extra candidates) comes first in its cells, the floor after it; a
** type 1 roof is one cell, types 3 and 4 name a unit. */
/* Pattern cells from..to-1, separated by 'sep'. */
static void put_range(sudoku__text *t, const sudoku_step *st, int from, int to,
                      const char *sep) {
    int i;

    for (i = from; i < to && i < st->n_cells; i++) {
        if (i > from) sudoku__text_put(t, "%s", sep);
        put_cell(t, st->cells[i]);
    }
}

static void explain_rectangle(sudoku__text *t, const sudoku_step *st) {
    int in_corners = removes_in_corners(st), roof = !st->n_units && in_corners ? 1 : 2;
    unsigned pair = st->digits, gone = removed_digits(st);
    int kept = sudoku__lowest_digit(pair & ~gone), extra = sudoku__lowest_digit(gone);

    sudoku__text_put(t, "unique rectangle: ");
    put_range(t, st, roof, 4, roof == 1 ? ", " : " and ");
    sudoku__text_put(t, " hold only ");
    put_digits(t, pair);
    sudoku__text_put(t, "; if ");
    put_range(t, st, 0, roof, " and ");
    sudoku__text_put(t, " held only them too, the ");
    put_digits(t, pair);
    sudoku__text_put(
        t, " of the four cells could swap and the puzzle would have two solutions");
    if (roof == 1) {
        sudoku__text_put(t, ", so ");
        put_cell(t, st->cells[0]);
        sudoku__text_put(t, " is neither");
    } else if (!st->n_units) {
        sudoku__text_put(t, ", so one of ");
        put_range(t, st, 0, 2, " and ");
        sudoku__text_put(t, " is %d, which goes from the cells that see both", extra);
    } else if (in_corners) {
        sudoku__text_put(t, "; in ");
        put_unit(t, st->units[0]);
        sudoku__text_put(t, ", %d goes only in ", kept);
        put_range(t, st, 0, 2, " and ");
        sudoku__text_put(t, ", so one of them is %d and neither may be %d", kept, extra);
    } else {
        sudoku__text_put(
            t, ", so one of their other candidates is true: with other cells of ");
        put_unit(t, st->units[0]);
        sudoku__text_put(
            t, " they form a naked subset, whose digits go from the rest of it");
    }
}

/* The first n pattern cells, joined by '-' (a loop) or ", ". */
static void put_first(sudoku__text *t, const sudoku_step *st, int n, const char *sep) {
    put_range(t, st, 0, n, sep);
}

/* The marked cells (cell_digit set) among the first n, as a list ("a, b and
** c"); returns how many. */
static int put_marked(sudoku__text *t, const sudoku_step *st, int n) {
    int i, k = 0, total = 0;

    for (i = 0; i < n; i++)
        total += st->cell_digit[i] != 0;
    for (i = 0; i < n; i++)
        if (st->cell_digit[i]) {
            if (k++) sudoku__text_put(t, k == total ? " and " : ", ");
            put_cell(t, st->cells[i]);
        }
    return k;
}

/* 1 when the step removes candidates only from its first n cells. */
static int removes_only_in_first(const sudoku_step *st, int n) {
    int c, i;

    for (c = 0; c < 81; c++) {
        if (!st->removed[c]) continue;
        for (i = 0; i < n && st->cells[i] != c; i++)
            ;
        if (i == n) return 0;
    }
    return 1;
}

/* 1 when the step removes candidates from its cells past the first n. */
static int removes_past_first(const sudoku_step *st, int n) {
    int i;

    for (i = n; i < st->n_cells; i++)
        if (st->removed[st->cells[i]]) return 1;
    return 0;
}

/* The digits cell_digit names in cells [from, to) of st. */
static unsigned marked_digits(const sudoku_step *st, int from, int to) {
    unsigned m = 0;
    int i;

    for (i = from; i < to && i < st->n_cells; i++)
        if (st->cell_digit[i]) m |= sudoku__digit_bit(st->cell_digit[i]);
    return m;
}

/* The part of a type 3 step after its first n cells: the subset they form
** with the cells that follow, in unit units[0], and its digits: those the
** cells carry (tech_se_unique.c) and the pair (a hidden subset), the
** extras (a BUG's naked subset) or the roofs' marks (a loop's). */
static void put_subset_rest(sudoku__text *t, const sudoku_step *st, int n) {
    int hidden = removes_past_first(st, n), bug = st->technique == SUDOKU_TECH_BUG_N;
    unsigned digits = marked_digits(st, n, st->n_cells) |
                      (hidden || bug ? st->digits : marked_digits(st, 0, n));

    sudoku__text_put(t, "with ");
    put_range(t, st, n, st->n_cells, ", ");
    sudoku__text_put(t, " of ");
    put_unit(t, st->units[0]);
    sudoku__text_put(t, hidden ? " they form a hidden subset on "
                               : " they act as a naked subset on ");
    put_digits(t, digits);
    if (hidden) {
        sudoku__text_put(t, ", whose cells keep only its digits");
        return;
    }
    sudoku__text_put(t,
                     " (%d digits in %d cells, the %s counting as one), whose digits go "
                     "from the cells that see all their holders",
                     sudoku__bits_count(digits), st->n_cells - n + 1,
                     bug ? "extras" : "roofs");
}

/* A unique rectangle or loop of SE's search (see tech_se_unique.c): the
** loop first, in order, its roofs marked, the type read from the step. */
static void explain_se_loop(sudoku__text *t, const sudoku_step *st) {
    int n = st->length < st->n_cells ? st->length : st->n_cells;
    unsigned pair = st->digits, gone = removed_digits(st);
    int roofs, type1 = !st->n_units && removes_only_in_first(st, n);

    sudoku__text_put(t, "%s: ", sudoku_technique_name(st->technique));
    put_first(t, st, n, "-");
    sudoku__text_put(t, " would hold only ");
    put_digits(t, pair);
    sudoku__text_put(t, " but for ");
    roofs = put_marked(t, st, n);
    sudoku__text_put(t, "; if %s held only them too, the ", roofs == 1 ? "it" : "they");
    put_digits(t, pair);
    sudoku__text_put(t,
                     " of the %d cells could swap and the puzzle would have two "
                     "solutions, so ",
                     n);
    if (type1) {
        sudoku__text_put(t, "it is neither");
    } else if (!st->n_units) {
        sudoku__text_put(t,
                         "one of them is %d, which goes from the cells that see them all",
                         sudoku__lowest_digit(gone));
    } else if (removes_only_in_first(st, n)) {
        sudoku__text_put(t, "one of them holds another digit; in ");
        put_unit(t, st->units[0]);
        sudoku__text_put(
            t,
            ", %d goes only in them, so if either were %d the other would "
            "be %d and the cells would hold only the pair: neither may be %d",
            sudoku__lowest_digit(pair & ~gone), sudoku__lowest_digit(gone),
            sudoku__lowest_digit(pair & ~gone), sudoku__lowest_digit(gone));
    } else {
        sudoku__text_put(t, "one of them holds another digit: ");
        put_subset_rest(t, st, n);
    }
}

/* SE's BUG types 1 to 4 with several extras (see tech_se_unique.c). */
static void explain_bug_n(sudoku__text *t, const sudoku_step *st) {
    int n = st->length < st->n_cells ? st->length : st->n_cells;

    sudoku__text_put(t, "%s: without the extra candidates ",
                     sudoku_technique_name(st->technique));
    put_digits(t, st->digits);
    sudoku__text_put(t, " of ");
    put_first(t, st, n, ", ");
    sudoku__text_put(t, " every empty cell would hold two candidates and every digit two "
                        "places in each unit, which gives two solutions; so one of those "
                        "extras is true");
    if (!st->n_units && n == 1) {
        sudoku__text_put(t, " and the cell keeps only them");
    } else if (!st->n_units) {
        sudoku__text_put(t, ": %d, which goes from the cells that see them all",
                         sudoku__lowest_digit(st->digits));
    } else if (removes_only_in_first(st, n)) {
        sudoku__text_put(t, "; in ");
        put_unit(t, st->units[0]);
        sudoku__text_put(t, " the digit both cells share besides has no other place, so "
                            "each is its extra or that digit");
    } else {
        sudoku__text_put(t, ": ");
        put_subset_rest(t, st, n);
    }
}

static void explain_unique(sudoku__text *t, const sudoku_step *st) {
    if (st->technique == SUDOKU_TECH_BUG_N) {
        explain_bug_n(t, st);
        return;
    }
    if (st->technique == SUDOKU_TECH_UNIQUE_LOOP || st->length > 0) {
        explain_se_loop(t, st);
        return;
    }
    explain_rectangle(t, st);
}

/* BUG+1, a whole sentence: the placement (SE's: the removals) and the
** pattern, in which d has three places in each of the cell's units, every
** other digit of every unit two (or none). */
static void explain_bug(sudoku__text *t, const sudoku_step *st) {
    if (st->length > 0) {
        explain_se_loop(t, st);
        return;
    }
    if (st->cell < 0) { /* SE's (tech_se_unique.c): the cell keeps its extra */
        int d = sudoku__lowest_digit(st->digits);
        sudoku__text_put(t, "BUG+1: without the extra candidate %d of ", d);
        put_cell(t, st->cells[0]);
        sudoku__text_put(t,
                         " every empty cell would hold two candidates and every digit "
                         "two places in each unit, which gives two solutions; so the "
                         "cell keeps only %d: ",
                         d);
        put_removals(t, st);
        return;
    }
    put_cell(t, st->cell);
    sudoku__text_put(t,
                     " = %d: BUG+1 - every other empty cell has two candidates, and "
                     "%d is the one candidate with three places in ",
                     st->digit, st->digit);
    put_unit(t, st->cell / 9);
    sudoku__text_put(t, ", ");
    put_unit(t, 9 + st->cell % 9);
    sudoku__text_put(t, " and ");
    if (st->regions) /* the step does not say which region holds the cell */
        sudoku__text_put(t, "its region");
    else
        put_unit(t, 18 + 3 * (st->cell / 27) + st->cell % 9 / 3);
    sudoku__text_put(t,
                     " (every other has two or none); without %d here every "
                     "candidate would pair up and the puzzle would have two "
                     "solutions",
                     st->digit);
}

/* Sudoku Explainer's direct techniques: the pattern leaves a hidden single,
** and the step places it (SE applies the placement, not the pattern's own
** removals). */
static void explain_direct(sudoku__text *t, const sudoku_step *st) {
    put_cell(t, st->cell);
    sudoku__text_put(t, " = %d: %s - in ", st->digit,
                     sudoku_technique_name(st->technique));
    put_unit(t, st->units[0]);
    if (st->technique == SUDOKU_TECH_DIRECT_POINTING ||
        st->technique == SUDOKU_TECH_DIRECT_CLAIMING) {
        sudoku__text_put(t, ", %d can only go in ", st->digit);
        put_unit(t, st->units[1]);
        sudoku__text_put(t, " (");
        put_cells(t, st, 0, ", ");
        sudoku__text_put(t, "), so in ");
        put_unit(t, st->units[2]);
        sudoku__text_put(t, " it fits only in ");
    } else {
        sudoku__text_put(t, ", ");
        put_digits(t, st->digits);
        sudoku__text_put(t, " fit only in ");
        put_cells(t, st, 0, ", ");
        sudoku__text_put(t, ", so %d fits only in ", st->digit);
    }
    put_cell(t, st->cell);
}

/* An almost locked set (the step's first cells, digit 0) and a bivalue
** cell (the next two: with the linking digit, then the other). */
static void explain_als_wing(sudoku__text *t, const sudoku_step *st) {
    int n = st->n_cells - 2, y = st->cells[n], x = st->cell_digit[n],
        z = st->cell_digit[n + 1];
    int i;

    sudoku__text_put(t, "%s: ", sudoku_technique_name(st->technique));
    if (st->n_units) {
        sudoku__text_put(t, "in ");
        put_unit(t, st->units[0]);
        sudoku__text_put(t, ", ");
    }
    for (i = 0; i < n; i++) {
        put_cell(t, st->cells[i]);
        sudoku__text_put(t, i + 1 < n ? ", " : "");
    }
    /* a variant's set may lie in no one house: its cells see each other */
    sudoku__text_put(t,
                     st->n_units ? " hold only " : ", which see each other, hold only ");
    put_digits(t, st->digits);
    sudoku__text_put(t, " (%d digits in %d cells) and ", n + 1, n);
    put_cell(t, y);
    sudoku__text_put(t, " holds only %d and %d; ", x < z ? x : z, x < z ? z : x);
    if (st->length == 2) {
        sudoku__text_put(t, "every %d and every %d of the set sees ", x, z);
        put_cell(t, y);
        sudoku__text_put(t, ", so whichever ");
        put_cell(t, y);
        sudoku__text_put(t, " holds, the set holds all its other digits: each is in "
                            "the set or in ");
        put_cell(t, y);
    } else {
        sudoku__text_put(t, "every %d of the set sees ", x);
        put_cell(t, y);
        sudoku__text_put(t, ", so if ");
        put_cell(t, y);
        sudoku__text_put(t, " is %d the set holds %d: %d is in ", x, z, z);
        put_cell(t, y);
        sudoku__text_put(t, " or in the set");
    }
}

/* SE's aligned exclusion (see tech_se_aligned.c): the aligned cells first,
** st->length of them, then the excluders. */
static void explain_aligned(sudoku__text *t, const sudoku_step *st) {
    int n = st->length < st->n_cells ? st->length : st->n_cells;

    sudoku__text_put(t, "%s: of the choices of one candidate each for ",
                     sudoku_technique_name(st->technique));
    put_range(t, st, 0, n, ", ");
    sudoku__text_put(t, ", those the removed candidates would need either repeat a digit "
                        "in cells that see each other or take every candidate of ");
    if (n < st->n_cells)
        put_range(t, st, n, st->n_cells, ", ");
    else
        sudoku__text_put(t, "a cell");
    sudoku__text_put(t, ", which see%s them all", st->n_cells - n == 1 ? "s" : "");
}

/* The two techniques of a non-consecutive board (tech_nc.c): the forcing
** cell (its one cell, its candidates as the digits) or the locked digit
** (its cells, its house). */
static void explain_nc(sudoku__text *t, const sudoku_step *st) {
    unsigned gone = removed_digits(st);

    sudoku__text_put(t, "%s: ", sudoku_technique_name(st->technique));
    if (st->technique == SUDOKU_TECH_NC_FORCING_CELL) {
        put_cell(t, st->cells[0]);
        sudoku__text_put(t, " holds only ");
        put_digits(t, st->digits);
        sudoku__text_put(t, "; whichever it holds, ");
        put_digits(t, gone);
        sudoku__text_put(t, " in a cell next to it would be the same digit or one apart");
        return;
    }
    sudoku__text_put(t, "in ");
    put_unit(t, st->units[0]);
    sudoku__text_put(t, ", %d can only go in ", sudoku__lowest_digit(st->digits));
    put_cells(t, st, 0, ", ");
    sudoku__text_put(t,
                     "; whichever holds it, a cell that is one of them or next to "
                     "each is %d or next to %d, so it cannot hold ",
                     sudoku__lowest_digit(st->digits), sudoku__lowest_digit(st->digits));
    put_digits(t, gone);
}

/* How the sentence of each writer is told: PLACES a placement (a step
** without its cell is told by the pattern's words), WHOLE a whole sentence,
** PATTERN the pattern, which the removals follow. */
enum { PLACES, WHOLE, PATTERN };
enum {
    KIND_single = PLACES,
    KIND_direct = PLACES,
    KIND_bug = WHOLE,
    KIND_forcing = WHOLE,
    KIND_locked = PATTERN,
    KIND_subset = PATTERN,
    KIND_fish = PATTERN,
    KIND_wing = PATTERN,
    KIND_als_wing = PATTERN,
    KIND_chain = PATTERN,
    KIND_unique = PATTERN,
    KIND_aligned = PATTERN,
    KIND_nc = PATTERN
};

typedef struct writer {
    void (*write)(sudoku__text *t, const sudoku_step *st);
    unsigned char kind, words;
} writer;

/* Each technique's writer (explain_<writer>, the table's column), by
** sudoku_technique. */
static const writer writers[SUDOKU_TECH_COUNT] = {
#define TECHNIQUE(id, name, weight, writer, shows, follows)                              \
    [SUDOKU_TECH_##                                                                      \
        id] = {explain_##writer, KIND_##writer, ((shows)&SUDOKU__SHOWS_WORDS) != 0},
#include "techniques.h"
};

size_t sudoku_step_explain(const sudoku_step *step, char *buf, size_t size) {
    sudoku__text t;
    const writer *w;
    int told;

    sudoku__text_init(&t, buf, size);
    if (sudoku_step_check(step) != SUDOKU_OK) return 0;
    t.regions = step->regions;
    w = &writers[step->technique];
    told = told_by_chain(step, w->words);
    /* a placement's words come first, a chain's before the others' */
    if ((w->kind == PLACES && step->cell >= 0) || (w->kind == WHOLE && !told)) {
        w->write(&t, step);
    } else if (told) {
        explain_by_chain(&t, step);
    } else {
        (w->kind == PATTERN ? w->write : explain_subset)(&t, step);
        sudoku__text_put(&t, ": ");
        put_removals(&t, step);
    }
    return t.need;
}
