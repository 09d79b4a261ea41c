/*
** logic.c - the step engine of the human-style solver: the techniques
** (tech_*.c) are tried easiest first, in an order of this file's own, and
** the first one that applies gives the step; and the public functions of
** candidates, next step and step application. Positions and step builders
** are in position.c.
*/
#include <assert.h>
#include <string.h>

#include "logic.h"
#include "tech.h"

/* The name of each technique, indexed by sudoku_technique. */
static const char *const tech_names[SUDOKU_TECH_COUNT] = {
    [SUDOKU_TECH_FULL_HOUSE] = "full house",
    [SUDOKU_TECH_HIDDEN_SINGLE] = "hidden single",
    [SUDOKU_TECH_NAKED_SINGLE] = "naked single",
    [SUDOKU_TECH_POINTING] = "pointing",
    [SUDOKU_TECH_CLAIMING] = "claiming",
    [SUDOKU_TECH_NAKED_PAIR] = "naked pair",
    [SUDOKU_TECH_X_WING] = "X-wing",
    [SUDOKU_TECH_HIDDEN_PAIR] = "hidden pair",
    [SUDOKU_TECH_NAKED_TRIPLE] = "naked triple",
    [SUDOKU_TECH_SWORDFISH] = "swordfish",
    [SUDOKU_TECH_HIDDEN_TRIPLE] = "hidden triple",
    [SUDOKU_TECH_TURBOT_FISH] = "turbot fish",
    [SUDOKU_TECH_XY_WING] = "XY-wing",
    [SUDOKU_TECH_XYZ_WING] = "XYZ-wing",
    [SUDOKU_TECH_UNIQUE_RECTANGLE] = "unique rectangle",
    [SUDOKU_TECH_NAKED_QUAD] = "naked quad",
    [SUDOKU_TECH_JELLYFISH] = "jellyfish",
    [SUDOKU_TECH_HIDDEN_QUAD] = "hidden quad",
    [SUDOKU_TECH_W_WING] = "W-wing",
    [SUDOKU_TECH_BUG] = "BUG+1",
    [SUDOKU_TECH_SIMPLE_COLOURING] = "simple colouring",
    [SUDOKU_TECH_X_CHAIN] = "X-chain",
    [SUDOKU_TECH_XY_CHAIN] = "XY-chain",
    [SUDOKU_TECH_AIC] = "alternating inference chain",
    [SUDOKU_TECH_FORCING_CHAIN] = "forcing chain",
    [SUDOKU_TECH_NISHIO] = "nishio",
    [SUDOKU_TECH_MULTIPLE_FORCING] = "multiple forcing chains",
    [SUDOKU_TECH_DYNAMIC_FORCING] = "dynamic forcing chain",
    [SUDOKU_TECH_FORCING_NET] = "forcing net",
    [SUDOKU_TECH_TRIAL] = "trial and error",
    [SUDOKU_TECH_DIRECT_POINTING] = "direct pointing",
    [SUDOKU_TECH_DIRECT_CLAIMING] = "direct claiming",
    [SUDOKU_TECH_DIRECT_HIDDEN_PAIR] = "direct hidden pair",
    [SUDOKU_TECH_DIRECT_HIDDEN_TRIPLE] = "direct hidden triple",
    [SUDOKU_TECH_CYCLE] = "bidirectional cycle",
    [SUDOKU_TECH_DYNAMIC_PLUS] = "dynamic forcing chain plus",
    [SUDOKU_TECH_NESTED_FORCING] = "nested forcing chain",
    [SUDOKU_TECH_WXYZ_WING] = "WXYZ-wing",
    [SUDOKU_TECH_VWXYZ_WING] = "VWXYZ-wing",
    [SUDOKU_TECH_UVWXYZ_WING] = "UVWXYZ-wing",
    [SUDOKU_TECH_TUVWXYZ_WING] = "TUVWXYZ-wing",
    [SUDOKU_TECH_STRONG_LINKS] = "strong-linked fish",
    [SUDOKU_TECH_UNIQUE_LOOP] = "unique loop",
    [SUDOKU_TECH_BUG_N] = "BUG+n",
    [SUDOKU_TECH_ALIGNED_PAIR] = "aligned pair exclusion",
    [SUDOKU_TECH_ALIGNED_TRIPLET] = "aligned triplet exclusion",
};

const char *sudoku_technique_name(sudoku_technique tech) {
    return (unsigned)tech < SUDOKU_TECH_COUNT ? tech_names[tech] : "unknown technique";
}

/* ==================================================================== */
/* The engine                                                            */
/* ==================================================================== */

static int find_naked_pair(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_naked_subset(s, st, 2);
}
static int find_naked_triple(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_naked_subset(s, st, 3);
}
static int find_naked_quad(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_naked_subset(s, st, 4);
}
static int find_hidden_pair(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_hidden_subset(s, st, 2);
}
static int find_hidden_triple(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_hidden_subset(s, st, 3);
}
static int find_hidden_quad(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_hidden_subset(s, st, 4);
}
static int find_x_wing(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_fish(s, st, 2);
}
static int find_swordfish(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_fish(s, st, 3);
}
static int find_jellyfish(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_fish(s, st, 4);
}
static int find_two_strong_links(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_strong_links(s, st, 2);
}
static int find_three_strong_links(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_strong_links(s, st, 3);
}
static int find_four_strong_links(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_strong_links(s, st, 4);
}
static int find_wxyz_wing(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_als_wing(s, st, 3);
}
static int find_vwxyz_wing(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_als_wing(s, st, 4);
}
static int find_uvwxyz_wing(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_als_wing(s, st, 5);
}
static int find_tuvwxyz_wing(const sudoku__position *s, sudoku_step *st) {
    return sudoku__tech_als_wing(s, st, 6);
}

typedef int (*finder)(const sudoku__position *s, sudoku_step *st);

typedef struct trial {
    sudoku_technique tech;
    finder find;
} trial;

/* The order of trial for hints, easiest first. Its own list rather than the
** order of the public enum: a technique is added at the end of the enum
** (the ABI keeps its values) and tried here wherever its difficulty puts
** it. Of the SE scales' own techniques it takes those that give a player
** an easier step than ours: unique loops, BUG types 2 to 4, the fish of
** strong links (turbot fish with a group, 4.3; 3 and 4 links, 5.4 and 5.8
** up) and the WXYZ- to TUVWXYZ-wings. Not SE's cycles: our X-, XY-chains
** and AIC find them at the same weight (tried after the AIC, they found
** no step on 565 sample puzzles). Not the aligned exclusions: their words
** name the cells, not the combinations ruled out, which a player could not
** check. */
static const trial hint_order[] = {
    {SUDOKU_TECH_FULL_HOUSE, sudoku__tech_full_house},
    {SUDOKU_TECH_HIDDEN_SINGLE, sudoku__tech_hidden_single},
    {SUDOKU_TECH_NAKED_SINGLE, sudoku__tech_naked_single},
    {SUDOKU_TECH_POINTING, sudoku__tech_pointing},
    {SUDOKU_TECH_CLAIMING, sudoku__tech_claiming},
    {SUDOKU_TECH_NAKED_PAIR, find_naked_pair},
    {SUDOKU_TECH_X_WING, find_x_wing},
    {SUDOKU_TECH_HIDDEN_PAIR, find_hidden_pair},
    {SUDOKU_TECH_NAKED_TRIPLE, find_naked_triple},
    {SUDOKU_TECH_SWORDFISH, find_swordfish},
    {SUDOKU_TECH_HIDDEN_TRIPLE, find_hidden_triple},
    {SUDOKU_TECH_TURBOT_FISH, sudoku__tech_turbot_fish},
    {SUDOKU_TECH_XY_WING, sudoku__tech_xy_wing},
    {SUDOKU_TECH_TURBOT_FISH, find_two_strong_links},
    {SUDOKU_TECH_XYZ_WING, sudoku__tech_xyz_wing},
    {SUDOKU_TECH_UNIQUE_RECTANGLE, sudoku__tech_unique_rectangle},
    {SUDOKU_TECH_UNIQUE_LOOP, sudoku__tech_se_unique_loops},
    {SUDOKU_TECH_NAKED_QUAD, find_naked_quad},
    {SUDOKU_TECH_JELLYFISH, find_jellyfish},
    {SUDOKU_TECH_HIDDEN_QUAD, find_hidden_quad},
    {SUDOKU_TECH_STRONG_LINKS, find_three_strong_links},
    {SUDOKU_TECH_W_WING, sudoku__tech_w_wing},
    {SUDOKU_TECH_WXYZ_WING, find_wxyz_wing},
    {SUDOKU_TECH_BUG, sudoku__tech_bug},
    {SUDOKU_TECH_BUG_N, sudoku__tech_se_bug},
    {SUDOKU_TECH_STRONG_LINKS, find_four_strong_links},
    {SUDOKU_TECH_VWXYZ_WING, find_vwxyz_wing},
    {SUDOKU_TECH_SIMPLE_COLOURING, sudoku__tech_simple_colouring},
    {SUDOKU_TECH_X_CHAIN, sudoku__tech_x_chain},
    {SUDOKU_TECH_UVWXYZ_WING, find_uvwxyz_wing},
    {SUDOKU_TECH_XY_CHAIN, sudoku__tech_xy_chain},
    {SUDOKU_TECH_AIC, sudoku__tech_aic},
    {SUDOKU_TECH_FORCING_CHAIN, sudoku__tech_forcing_chain},
    {SUDOKU_TECH_TUVWXYZ_WING, find_tuvwxyz_wing},
    {SUDOKU_TECH_NISHIO, sudoku__tech_nishio},
    {SUDOKU_TECH_MULTIPLE_FORCING, sudoku__tech_multiple_forcing},
    {SUDOKU_TECH_DYNAMIC_FORCING, sudoku__tech_dynamic_forcing},
    {SUDOKU_TECH_FORCING_NET, sudoku__tech_forcing_net},
    /* SE's nested forcing chains before trial: they show their chains */
    {SUDOKU_TECH_NESTED_FORCING, sudoku__tech_se_nested},
    {SUDOKU_TECH_TRIAL, sudoku__tech_trial},
    {SUDOKU_TECH_COUNT, NULL},
};

/* SE 1.2.1's techniques in the order SE tries them (not quite by difficulty:
** its direct techniques come first; its cycles and forcing chains, one
** search each, take the easiest and shortest they find): the classic scale. */
static const trial classic_order[] = {
    {SUDOKU_TECH_FULL_HOUSE, sudoku__tech_full_house},
    {SUDOKU_TECH_HIDDEN_SINGLE, sudoku__tech_hidden_single},
    {SUDOKU_TECH_DIRECT_POINTING, sudoku__tech_direct_pointing},
    {SUDOKU_TECH_DIRECT_CLAIMING, sudoku__tech_direct_claiming},
    {SUDOKU_TECH_DIRECT_HIDDEN_PAIR, sudoku__tech_direct_hidden_pair},
    {SUDOKU_TECH_NAKED_SINGLE, sudoku__tech_naked_single},
    {SUDOKU_TECH_DIRECT_HIDDEN_TRIPLE, sudoku__tech_direct_hidden_triple},
    {SUDOKU_TECH_POINTING, sudoku__tech_pointing},
    {SUDOKU_TECH_CLAIMING, sudoku__tech_claiming},
    {SUDOKU_TECH_NAKED_PAIR, find_naked_pair},
    {SUDOKU_TECH_X_WING, find_x_wing},
    {SUDOKU_TECH_HIDDEN_PAIR, find_hidden_pair},
    {SUDOKU_TECH_NAKED_TRIPLE, find_naked_triple},
    {SUDOKU_TECH_SWORDFISH, find_swordfish},
    {SUDOKU_TECH_HIDDEN_TRIPLE, find_hidden_triple},
    {SUDOKU_TECH_XY_WING, sudoku__tech_xy_wing},
    {SUDOKU_TECH_XYZ_WING, sudoku__tech_xyz_wing},
    {SUDOKU_TECH_UNIQUE_LOOP, sudoku__tech_se_unique_loops},
    {SUDOKU_TECH_NAKED_QUAD, find_naked_quad},
    {SUDOKU_TECH_JELLYFISH, find_jellyfish},
    {SUDOKU_TECH_HIDDEN_QUAD, find_hidden_quad},
    {SUDOKU_TECH_BUG_N, sudoku__tech_se_bug},
    {SUDOKU_TECH_ALIGNED_PAIR, sudoku__tech_se_aligned_pair},
    {SUDOKU_TECH_CYCLE, sudoku__tech_se_cycles_and_chains},
    {SUDOKU_TECH_ALIGNED_TRIPLET, sudoku__tech_se_aligned_triplet},
    {SUDOKU_TECH_NISHIO, sudoku__tech_se_nishio},
    {SUDOKU_TECH_MULTIPLE_FORCING, sudoku__tech_se_multiple},
    {SUDOKU_TECH_DYNAMIC_FORCING, sudoku__tech_se_dynamic},
    {SUDOKU_TECH_DYNAMIC_PLUS, sudoku__tech_se_dynamic_plus},
    {SUDOKU_TECH_NESTED_FORCING, sudoku__tech_se_nested},
    /* past SE's chains here: our forcing nets and trial */
    {SUDOKU_TECH_FORCING_NET, sudoku__tech_forcing_net},
    {SUDOKU_TECH_TRIAL, sudoku__tech_trial},
    {SUDOKU_TECH_COUNT, NULL},
};

/* SukakuExplainer's default set, the modern scale: the classic one plus
** strong-linked fish of 2 to 4 links (the turbot fish family first) and the
** WXYZ- to TUVWXYZ-wings, where Sukaku Explainer tries them. */
static const trial modern_order[] = {
    {SUDOKU_TECH_FULL_HOUSE, sudoku__tech_full_house},
    {SUDOKU_TECH_HIDDEN_SINGLE, sudoku__tech_hidden_single},
    {SUDOKU_TECH_DIRECT_POINTING, sudoku__tech_direct_pointing},
    {SUDOKU_TECH_DIRECT_CLAIMING, sudoku__tech_direct_claiming},
    {SUDOKU_TECH_DIRECT_HIDDEN_PAIR, sudoku__tech_direct_hidden_pair},
    {SUDOKU_TECH_NAKED_SINGLE, sudoku__tech_naked_single},
    {SUDOKU_TECH_DIRECT_HIDDEN_TRIPLE, sudoku__tech_direct_hidden_triple},
    {SUDOKU_TECH_POINTING, sudoku__tech_pointing},
    {SUDOKU_TECH_CLAIMING, sudoku__tech_claiming},
    {SUDOKU_TECH_NAKED_PAIR, find_naked_pair},
    {SUDOKU_TECH_X_WING, find_x_wing},
    {SUDOKU_TECH_HIDDEN_PAIR, find_hidden_pair},
    {SUDOKU_TECH_NAKED_TRIPLE, find_naked_triple},
    {SUDOKU_TECH_SWORDFISH, find_swordfish},
    {SUDOKU_TECH_HIDDEN_TRIPLE, find_hidden_triple},
    {SUDOKU_TECH_TURBOT_FISH, find_two_strong_links},
    {SUDOKU_TECH_XY_WING, sudoku__tech_xy_wing},
    {SUDOKU_TECH_XYZ_WING, sudoku__tech_xyz_wing},
    {SUDOKU_TECH_UNIQUE_LOOP, sudoku__tech_se_unique_loops},
    {SUDOKU_TECH_NAKED_QUAD, find_naked_quad},
    {SUDOKU_TECH_JELLYFISH, find_jellyfish},
    {SUDOKU_TECH_HIDDEN_QUAD, find_hidden_quad},
    {SUDOKU_TECH_STRONG_LINKS, find_three_strong_links},
    {SUDOKU_TECH_WXYZ_WING, find_wxyz_wing},
    {SUDOKU_TECH_BUG_N, sudoku__tech_se_bug},
    {SUDOKU_TECH_STRONG_LINKS, find_four_strong_links},
    {SUDOKU_TECH_VWXYZ_WING, find_vwxyz_wing},
    {SUDOKU_TECH_ALIGNED_PAIR, sudoku__tech_se_aligned_pair},
    {SUDOKU_TECH_UVWXYZ_WING, find_uvwxyz_wing},
    {SUDOKU_TECH_CYCLE, sudoku__tech_se_cycles_and_chains},
    {SUDOKU_TECH_TUVWXYZ_WING, find_tuvwxyz_wing},
    {SUDOKU_TECH_ALIGNED_TRIPLET, sudoku__tech_se_aligned_triplet},
    {SUDOKU_TECH_NISHIO, sudoku__tech_se_nishio},
    {SUDOKU_TECH_MULTIPLE_FORCING, sudoku__tech_se_multiple},
    {SUDOKU_TECH_DYNAMIC_FORCING, sudoku__tech_se_dynamic},
    {SUDOKU_TECH_DYNAMIC_PLUS, sudoku__tech_se_dynamic_plus},
    {SUDOKU_TECH_NESTED_FORCING, sudoku__tech_se_nested},
    /* past SE's chains here: our forcing nets and trial */
    {SUDOKU_TECH_FORCING_NET, sudoku__tech_forcing_net},
    {SUDOKU_TECH_TRIAL, sudoku__tech_trial},
    {SUDOKU_TECH_COUNT, NULL},
};

static const trial *const orders[3] = {hint_order, classic_order, modern_order};

static const trial *order_of(sudoku__order order) {
    return (unsigned)order < 3 ? orders[order] : hint_order;
}

/* 1 for a technique that reads the board's own houses (the position's
** table), the only ones tried on a board with a table. The others read the
** classic houses alone: sound on a variant with boxes (they are some of its
** houses) but not on a Latin square, and on a variant they find less than
** Sudoku Explainer there, so rate it harder, and their forcing nets took
** minutes on variant puzzles SE rates 7. Until they read the table, such a
** puzzle is SUDOKU_EUNSUPPORTED. */
static int reads_houses(sudoku_technique tech) {
    switch (tech) {
    case SUDOKU_TECH_FULL_HOUSE:
    case SUDOKU_TECH_HIDDEN_SINGLE:
    case SUDOKU_TECH_NAKED_SINGLE:
    case SUDOKU_TECH_DIRECT_POINTING:
    case SUDOKU_TECH_DIRECT_CLAIMING:
    case SUDOKU_TECH_DIRECT_HIDDEN_PAIR:
    case SUDOKU_TECH_DIRECT_HIDDEN_TRIPLE:
    case SUDOKU_TECH_POINTING:
    case SUDOKU_TECH_CLAIMING:
    case SUDOKU_TECH_NAKED_PAIR:
    case SUDOKU_TECH_NAKED_TRIPLE:
    case SUDOKU_TECH_NAKED_QUAD:
    case SUDOKU_TECH_HIDDEN_PAIR:
    case SUDOKU_TECH_HIDDEN_TRIPLE:
    case SUDOKU_TECH_HIDDEN_QUAD:
    case SUDOKU_TECH_X_WING: /* fish: rows and columns alone */
    case SUDOKU_TECH_SWORDFISH:
    case SUDOKU_TECH_JELLYFISH:
        return 1;
    default:
        return 0;
    }
}

/* Tries the techniques of 'list' up to, not including, 'stop' (or its end). */
static int find_until(const trial *list, const sudoku__position *s, sudoku_step *st,
                      int stop) {
    int k, table = s->houses != NULL;

    for (k = 0; k != stop && list[k].find; k++)
        if ((!table || reads_houses(list[k].tech)) && list[k].find(s, st)) return 1;
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

    while (hint_order[k].find && hint_order[k].tech != tech)
        k++;
    return hint_order[k].find && find_until(hint_order, s, st, k);
}

sudoku_technique sudoku__logic_tried(int rank) {
    return sudoku__logic_tried_in(SUDOKU__ORDER_HINT, rank);
}

sudoku_technique sudoku__logic_tried_in(sudoku__order order, int rank) {
    const trial *list = order_of(order);
    int k;

    for (k = 0; k < rank && list[k].find; k++)
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
        /* so the uniqueness techniques may run: on the classic board only,
        ** where a deadly pattern is one (a variant's extra houses may tell
        ** its two fillings apart) */
        t.unique = houses == NULL;
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
