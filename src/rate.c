/*
** rate.c - rating a puzzle the way Sudoku Explainer does: solve it
** logically, always taking the step SE would take on the scale asked for
** (its technique set, in its order), and score it by the hardest step. The
** levels group the scores by the kind of technique needed.
*/
#include <string.h>

#include "logic.h"

/* Upper score bounds of the levels easy .. expert (extreme has none). */
static const double level_bound[4] = {2.5, 3.6, 6.0, 8.5};

static const char *const level_names[5] = {"easy", "medium", "hard", "expert", "extreme"};

const char *sudoku_level_name(sudoku_level level) {
    return (unsigned)level < 5 ? level_names[level] : "unknown";
}

sudoku_status sudoku_level_parse(const char *name, sudoku_level *level) {
    int i;

    for (i = 0; i < 5; i++)
        if (strcmp(name, level_names[i]) == 0) {
            *level = (sudoku_level)i;
            return SUDOKU_OK;
        }
    return SUDOKU_EINVAL;
}

static const char *const scale_names[2] = {"classic", "modern"};

const char *sudoku_scale_name(sudoku_scale scale) {
    return (unsigned)scale < 2 ? scale_names[scale] : "unknown";
}

sudoku_status sudoku_scale_parse(const char *name, sudoku_scale *scale) {
    int i;

    for (i = 0; i < 2; i++)
        if (strcmp(name, scale_names[i]) == 0) {
            *scale = (sudoku_scale)i;
            return SUDOKU_OK;
        }
    return SUDOKU_EINVAL;
}

static sudoku_level level_of(double score) {
    int i;

    for (i = 0; i < 4; i++)
        if (score < level_bound[i] - 1e-9) return (sudoku_level)i;
    return SUDOKU_LEVEL_EXTREME;
}

/* Rates the grid with its marks (NULL: the candidates the givens allow) on
** 'scale', on the board of 'houses' (NULL: the classic one); the public
** functions below are its ways in. */
static sudoku_status rate_with(const sudoku__houses *houses, const sudoku_grid *puzzle,
                               const sudoku_candidates *marks, sudoku_scale scale,
                               sudoku_rating *out) {
    sudoku__position s;
    sudoku_rating r;
    sudoku_step st;
    sudoku__order order =
        scale == SUDOKU_SCALE_MODERN ? SUDOKU__ORDER_MODERN : SUDOKU__ORDER_CLASSIC;
    sudoku_status status;

    if ((unsigned)scale > SUDOKU_SCALE_MODERN) return SUDOKU_EINVAL;
    status = sudoku__logic_setup_on(&s, houses, puzzle, marks);
    if (status != SUDOKU_OK && status != SUDOKU_END) return status;
    memset(&r, 0, sizeof r);
    r.score = 1.0;
    r.hardest = SUDOKU_TECH_FULL_HOUSE;
    while (sudoku__position_empty(&s) > 0) {
        if (sudoku__position_contradiction(&s)) return SUDOKU_ENOSOLUTION;
        /* trial and error always finds a step, but a board with a table of
        ** houses has not every technique */
        if (!sudoku__logic_find_step_in(&s, &st, order))
            return houses ? SUDOKU_EUNSUPPORTED : SUDOKU_EMULTIPLE;
        sudoku__position_apply(&s, &st);
        r.steps++;
        r.count[st.technique]++;
        if (st.difficulty > r.score + 1e-9) {
            r.score = st.difficulty;
            r.hardest = st.technique;
        }
    }
    r.score = (double)(long)(r.score * 10.0 + 0.5) / 10.0;
    r.level = level_of(r.score);
    *out = r;
    return SUDOKU_OK;
}

sudoku_status sudoku_rate(const sudoku_grid *puzzle, sudoku_rating *out) {
    return rate_with(NULL, puzzle, NULL, SUDOKU_SCALE_CLASSIC, out);
}

sudoku_status sudoku_rate_marks(const sudoku_grid *puzzle, const sudoku_candidates *marks,
                                sudoku_rating *out) {
    return rate_with(NULL, puzzle, marks, SUDOKU_SCALE_CLASSIC, out);
}

sudoku_status sudoku_rate_scale(const sudoku_grid *puzzle, const sudoku_candidates *marks,
                                sudoku_scale scale, sudoku_rating *out) {
    return rate_with(NULL, puzzle, marks, scale, out);
}

sudoku_status sudoku_rate_shape(const sudoku_shape *shape, const sudoku_grid *puzzle,
                                const sudoku_candidates *marks, sudoku_scale scale,
                                sudoku_rating *out) {
    sudoku__houses h;
    sudoku_status status = sudoku__houses_of(&h, shape);

    if (status != SUDOKU_OK && status != SUDOKU_END) return status;
    return rate_with(status == SUDOKU_END ? NULL : &h, puzzle, marks, scale, out);
}
