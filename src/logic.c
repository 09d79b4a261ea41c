/*
** logic.c - the step engine of the human-style solver: the techniques
** (tech_*.c) are tried easiest first, in the orders of the table of
** techniques (techniques.h), and the first one that applies gives the
** step; and the public functions of candidates, next step and step
** application. Positions and step builders
** are in position.c.
*/
#include <assert.h>
#include <string.h>

#include "logic.h"
#include "tech.h"

/* The name of each technique, indexed by sudoku_technique. */
static const char *const tech_names[SUDOKU_TECH_COUNT] = {
#define TECHNIQUE(id, name, weight, writer, shows, follows) [SUDOKU_TECH_##id] = (name),
#include "techniques.h"
};

/* Every technique has its row, and one only (a member each). */
struct technique_rows {
#define TECHNIQUE(id, name, weight, writer, shows, follows) char id;
#include "techniques.h"
};
_Static_assert(sizeof(struct technique_rows) == SUDOKU_TECH_COUNT,
               "a technique without its row");

const char *sudoku_technique_name(sudoku_technique tech) {
    return (unsigned)tech < SUDOKU_TECH_COUNT ? tech_names[tech] : "unknown technique";
}

/* ==================================================================== */
/* The engine                                                            */
/* ==================================================================== */

typedef struct trial {
    sudoku_technique tech;
    int (*find)(const sudoku__position *s, sudoku_step *st);
    int (*find_n)(const sudoku__position *s, sudoku_step *st, int n);
    int n;
    int houses; /* 1: it reads the board's own houses (techniques.h) */
} trial;

/* A TRIAL row of techniques.h as a trial: the finder takes n when n is
** not 0. TRIAL_IN_<in> keeps the row in an order when its column 'in' is X;
** HOUSES_<houses> is its column 'houses'. */
#define FINDER_0(f) f, NULL, 0
#define FINDER_N(f, n) NULL, f, n
#define FINDER_2(f) FINDER_N(f, 2)
#define FINDER_3(f) FINDER_N(f, 3)
#define FINDER_4(f) FINDER_N(f, 4)
#define FINDER_5(f) FINDER_N(f, 5)
#define FINDER_6(f) FINDER_N(f, 6)
#define HOUSES_X 1
#define HOUSES__ 0
#define TRIAL_ROW(id, finder, n, houses)                                                 \
    {SUDOKU_TECH_##id, FINDER_##n(sudoku__tech_##finder), HOUSES_##houses},
#define TRIAL_IN_X(row) row
#define TRIAL_IN__(row)

static const trial hint_order[] = {
#define TRIAL(id, finder, n, houses, hint, classic, modern)                              \
    TRIAL_IN_##hint(TRIAL_ROW(id, finder, n, houses))
#include "techniques.h"
    {SUDOKU_TECH_COUNT, NULL, NULL, 0, 0},
};

static const trial classic_order[] = {
#define TRIAL(id, finder, n, houses, hint, classic, modern)                              \
    TRIAL_IN_##classic(TRIAL_ROW(id, finder, n, houses))
#include "techniques.h"
    {SUDOKU_TECH_COUNT, NULL, NULL, 0, 0},
};

static const trial modern_order[] = {
#define TRIAL(id, finder, n, houses, hint, classic, modern)                              \
    TRIAL_IN_##modern(TRIAL_ROW(id, finder, n, houses))
#include "techniques.h"
    {SUDOKU_TECH_COUNT, NULL, NULL, 0, 0},
};

static const trial *const orders[3] = {hint_order, classic_order, modern_order};

static const trial *order_of(sudoku__order order) {
    return (unsigned)order < 3 ? orders[order] : hint_order;
}

static int try(const trial *t, const sudoku__position *s, sudoku_step *st) {
    return t->find ? t->find(s, st) : t->find_n(s, st, t->n);
}

/* Tries the techniques of 'list' up to, not including, 'stop' (or its end).
** On a board with a table of houses only the rows that read it are tried:
** the others read the classic houses alone, which on a variant finds other
** steps than Sudoku Explainer there. The hints pass over them; the SE
** scales stop at the first (no step: the puzzle is SUDOKU_EUNSUPPORTED),
** as SE might take a step there that the rating would miss. */
static int find_until(const trial *list, const sudoku__position *s, sudoku_step *st,
                      int stop) {
    int k, table = s->houses != NULL;

    for (k = 0; k != stop && list[k].tech != SUDOKU_TECH_COUNT; k++) {
        if (table && !list[k].houses) {
            if (list != hint_order) return 0;
            continue;
        }
        if (try(&list[k], s, st)) return 1;
    }
    return 0;
}

int sudoku__logic_find_step(const sudoku__position *s, sudoku_step *st) {
    return find_until(hint_order, s, st, -1);
}

int sudoku__logic_find_step_in(const sudoku__position *s, sudoku_step *st,
                               sudoku__order order) {
    return find_until(order_of(order), s, st, -1);
}

int sudoku__logic_find_step_before(const sudoku__position *s, sudoku_step *st,
                                   sudoku_technique tech) {
    int k = 0;

    while (hint_order[k].tech != SUDOKU_TECH_COUNT && hint_order[k].tech != tech)
        k++;
    return hint_order[k].tech != SUDOKU_TECH_COUNT && find_until(hint_order, s, st, k);
}

sudoku_technique sudoku__logic_tried(int rank) {
    return sudoku__logic_tried_in(SUDOKU__ORDER_HINT, rank);
}

sudoku_technique sudoku__logic_tried_in(sudoku__order order, int rank) {
    const trial *list = order_of(order);
    int k;

    for (k = 0; k < rank && list[k].tech != SUDOKU_TECH_COUNT; k++)
        ;
    return rank >= 0 && k == rank ? list[k].tech : SUDOKU_TECH_COUNT;
}

/* ==================================================================== */
/* Public API                                                            */
/* ==================================================================== */

sudoku_status sudoku_candidates_init_shape(const sudoku_shape *shape,
                                           const sudoku_grid *grid,
                                           sudoku_candidates *marks) {
    sudoku__houses h;
    sudoku__position s;
    sudoku_status status = sudoku__houses_of(&h, shape);

    if (status == SUDOKU_END) return sudoku_candidates_init(grid, marks);
    if (status != SUDOKU_OK) return status;
    if ((status = sudoku__position_init_on(&s, &h, grid, NULL)) != SUDOKU_OK)
        return status;
    for (int i = 0; i < 81; i++)
        marks->mask[i] = s.cell[i] ? 0 : s.cand[i];
    return SUDOKU_OK;
}

sudoku_status sudoku_candidates_init(const sudoku_grid *grid, sudoku_candidates *marks) {
    sudoku__position s;
    int i;

    for (i = 0; i < 81; i++)
        if (grid->cell[i] > 9) return SUDOKU_EINVAL;
    memset(&s, 0, sizeof s);
    for (i = 0; i < 81; i++)
        s.cand[i] = SUDOKU__ALL_DIGITS;
    for (i = 0; i < 81; i++)
        if (grid->cell[i]) sudoku__position_place(&s, i, grid->cell[i]);
    for (i = 0; i < 81; i++)
        marks->mask[i] = grid->cell[i] ? 0 : s.cand[i];
    return SUDOKU_OK;
}

sudoku_status sudoku__logic_setup(sudoku__position *s, const sudoku_grid *grid,
                                  const sudoku_candidates *marks) {
    return sudoku__logic_setup_on(s, NULL, grid, marks);
}

sudoku_status sudoku__logic_setup_on(sudoku__position *s, const sudoku__houses *houses,
                                     const sudoku_grid *grid,
                                     const sudoku_candidates *marks) {
    sudoku__position t;
    sudoku_status status = sudoku__position_init_on(&t, houses, grid, marks);

    if (status != SUDOKU_OK) return status;
    if (sudoku__position_empty(&t) == 0) {
        *s = t;
        return SUDOKU_END;
    }
    if (sudoku__position_contradiction(&t)) return SUDOKU_ENOSOLUTION;
    switch (sudoku__position_count(&t, 2, NULL)) {
    case 0:
        return SUDOKU_ENOSOLUTION;
    case 1:
        /* so the uniqueness techniques may run (on a variant, those that
        ** read its houses check that its extra houses and constraints do
        ** not tell a deadly pattern's two fillings apart, as SE does) */
        t.unique = 1;
        break;
    default:
        return SUDOKU_EMULTIPLE;
    }
    *s = t;
    return SUDOKU_OK;
}

/* The next step in 'order' on the board of 'houses' (NULL: the classic
** one; the public functions below are its ways in). */
static sudoku_status next_step_in(const sudoku__houses *houses, const sudoku_grid *grid,
                                  const sudoku_candidates *marks, sudoku__order order,
                                  sudoku_step *step) {
    sudoku__position s;
    sudoku_step st;
    sudoku_status status = sudoku__logic_setup_on(&s, houses, grid, marks);
    int found;

    if (status != SUDOKU_OK) return status;
    found = sudoku__logic_find_step_in(&s, &st, order);
    /* trial and error always finds a step with one solution, but a board
    ** with a table of houses has not every technique */
    assert(found || houses);
    if (!found) return houses ? SUDOKU_EUNSUPPORTED : SUDOKU_EMULTIPLE;
    /* a jigsaw's regions hold the boxes' units: the text names them so */
    st.regions = houses && (houses->shape->spec.variants & SUDOKU_VARIANT_JIGSAW) ? 1 : 0;
    assert(sudoku_step_check(&st) == SUDOKU_OK);
    *step = st;
    return SUDOKU_OK;
}

sudoku_status sudoku_next_step(const sudoku_grid *grid, const sudoku_candidates *marks,
                               sudoku_step *step) {
    return next_step_in(NULL, grid, marks, SUDOKU__ORDER_HINT, step);
}

sudoku_status sudoku_next_step_scale(const sudoku_grid *grid,
                                     const sudoku_candidates *marks, sudoku_scale scale,
                                     sudoku_step *step) {
    if ((unsigned)scale > SUDOKU_SCALE_MODERN) return SUDOKU_EINVAL;
    return next_step_in(NULL, grid, marks,
                        scale == SUDOKU_SCALE_MODERN ? SUDOKU__ORDER_MODERN
                                                     : SUDOKU__ORDER_CLASSIC,
                        step);
}

sudoku_status sudoku_next_step_shape(const sudoku_shape *shape, const sudoku_grid *grid,
                                     const sudoku_candidates *marks, int scaled,
                                     sudoku_scale scale, sudoku_step *step) {
    sudoku__houses h;
    sudoku_status status = sudoku__houses_of(&h, shape);

    if ((unsigned)scale > SUDOKU_SCALE_MODERN) return SUDOKU_EINVAL;
    if (status != SUDOKU_OK && status != SUDOKU_END) return status;
    return next_step_in(status == SUDOKU_END ? NULL : &h, grid, marks,
                        !scaled                        ? SUDOKU__ORDER_HINT
                        : scale == SUDOKU_SCALE_MODERN ? SUDOKU__ORDER_MODERN
                                                       : SUDOKU__ORDER_CLASSIC,
                        step);
}

/* Applies a step on the board of 'houses' (NULL: the classic one). */
static sudoku_status apply_on(const sudoku__houses *houses, const sudoku_step *step,
                              sudoku_grid *grid, sudoku_candidates *marks) {
    sudoku__position s;
    int i;

    if (sudoku_step_check(step) != SUDOKU_OK) return SUDOKU_EINVAL;
    for (i = 0; i < 81; i++)
        if (grid->cell[i] > 9) return SUDOKU_EINVAL;
    s.unique = 0;
    s.houses = houses;
    memcpy(s.cell, grid->cell, sizeof s.cell);
    memcpy(s.cand, marks->mask, sizeof s.cand);
    sudoku__position_apply(&s, step);
    memcpy(grid->cell, s.cell, sizeof s.cell);
    for (i = 0; i < 81; i++)
        marks->mask[i] = s.cell[i] ? 0 : s.cand[i];
    return SUDOKU_OK;
}

sudoku_status sudoku_step_apply(const sudoku_step *step, sudoku_grid *grid,
                                sudoku_candidates *marks) {
    return apply_on(NULL, step, grid, marks);
}

sudoku_status sudoku_step_apply_shape(const sudoku_shape *shape, const sudoku_step *step,
                                      sudoku_grid *grid, sudoku_candidates *marks) {
    sudoku__houses h;
    sudoku_status status = sudoku__houses_of(&h, shape);

    if (status != SUDOKU_OK && status != SUDOKU_END) return status;
    return apply_on(status == SUDOKU_END ? NULL : &h, step, grid, marks);
}
