/*
** fuzz_logic.c - libFuzzer harness for the logical solver: any input the
** reader takes (pencil marks included). With exactly one solution, the
** paths of `hint` and `explain` (every technique, sudoku_next_step) and of
** `rate` (sudoku_next_step_scale, classic and modern) are walked step by
** step (one of the three an input, picked by its bytes, so that an input
** costs a third), each step checked against the solution: no true candidate removed,
** no false one placed, every removal a candidate, the step's words not
** empty, and every chain read back from its Eureka text and checked on the
** grid it was found in (tests/chain_check.h, as tests/test_eureka.c does).
** A path ends with the grid solved; a rating agrees with its path. Without
** exactly one solution no step is given and no rating.
**
** Time is bounded: a path stops after its first step of 8.5 or more (the
** dynamic and nested forcing chains, whose search can take seconds on the
** hardest puzzles under the sanitizers); sudoku_rate_scale runs only when
** the whole path stayed below that.
*/
#include <stdint.h>
#include <string.h>

#include "fuzz_check.h"
#include "internal.h"

#include "chain_check.h"

#define HEAVY 8.5 /* a path stops after a step this hard (see above) */

/* The candidates the solver starts from: the givens' and the input's marks. */
static void start_marks(const sudoku_grid *g, const sudoku_candidates *in,
                        sudoku_candidates *marks) {
    CHECK(sudoku_candidates_init(g, marks) == SUDOKU_OK);
    for (int i = 0; i < 81; i++)
        marks->mask[i] &= in->mask[i];
}

/* One step in (g, marks) checked against the solution 'sol'. */
static void check_step(const sudoku_grid *g, const sudoku_candidates *marks,
                       const sudoku_grid *sol, const sudoku_step *st) {
    static char text[65536];
    CHECK(sudoku_step_check(st) == SUDOKU_OK);
    CHECK(st->cell >= 0 || st->n_removed > 0);
    if (st->cell >= 0) {
        CHECK(g->cell[st->cell] == 0);
        CHECK(st->digit == sol->cell[st->cell]);
    }
    for (int c = 0; c < 81; c++) {
        if (!st->removed[c]) continue;
        CHECK(g->cell[c] == 0);
        CHECK((st->removed[c] & ~marks->mask[c]) == 0); /* only candidates go */
        CHECK(!((st->removed[c] >> (sol->cell[c] - 1)) & 1u));
    }
    CHECK(sudoku_step_explain(st, text, sizeof text) > 0);
    if (st->n_chain > 0) {
        static reader r;
        memset(&r, 0, sizeof r);
        r.marks = marks;
        r.grid = g;
        if (!check_chain(&r, st)) {
            fprintf(stderr, "chain: %s\n%s\n", r.why, r.text);
            abort(); /* a chain that does not hold */
        }
    }
}

/* Walks one path (scale -1: the hints' order) from the start; returns the
** hardest step's difficulty, or -1 when the path stopped at a heavy step. */
static double walk(const sudoku_grid *start, const sudoku_candidates *in,
                   const sudoku_grid *sol, int scale) {
    sudoku_grid g = *start;
    sudoku_candidates marks;
    sudoku_step st;
    sudoku_status status;
    double hardest = 1.0;
    start_marks(&g, in, &marks);
    for (;;) {
        status = scale < 0 ? sudoku_next_step(&g, &marks, &st)
                           : sudoku_next_step_scale(&g, &marks, (sudoku_scale)scale, &st);
        if (status != SUDOKU_OK) break;
        check_step(&g, &marks, sol, &st);
        CHECK(sudoku_step_apply(&st, &g, &marks) == SUDOKU_OK);
        if (st.difficulty > hardest) hardest = st.difficulty;
        if (st.difficulty >= HEAVY) return -1;
    }
    CHECK(status == SUDOKU_END);
    CHECK(memcmp(g.cell, sol->cell, 81) == 0);
    return hardest;
}

/* No advice and no rating for a grid without exactly one solution. */
static void check_refused(const sudoku_grid *g, const sudoku_candidates *in) {
    sudoku_candidates marks;
    sudoku_step st;
    sudoku_rating r;
    start_marks(g, in, &marks);
    CHECK(sudoku_next_step(g, &marks, &st) != SUDOKU_OK);
    CHECK(sudoku_next_step_scale(g, &marks, SUDOKU_SCALE_CLASSIC, &st) != SUDOKU_OK);
    CHECK(sudoku_next_step_scale(g, &marks, SUDOKU_SCALE_MODERN, &st) != SUDOKU_OK);
    CHECK(sudoku_rate_scale(g, &marks, SUDOKU_SCALE_CLASSIC, &r) != SUDOKU_OK);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size) {
    sudoku_grid g, sol;
    sudoku_candidates in;
    uint64_t n = 0;
    if (sudoku_parse((const char *)data, size, &g, &in, NULL) != SUDOKU_OK) return 0;
    if (sudoku_check(&g, NULL) != SUDOKU_OK) return 0;
    sudoku_status status = sudoku_count_marks(&g, &in, 2, &n);
    if (status != SUDOKU_OK || n != 1) {
        check_refused(&g, &in);
        return 0;
    }
    CHECK(sudoku_solve_marks(&g, &in, &sol, NULL) == SUDOKU_OK);
    unsigned sum = 0;
    for (size_t i = 0; i < size; i++)
        sum += data[i];
    int scale = (int)(sum % 3) - 1; /* -1: the hints' order */
    double hardest = walk(&g, &in, &sol, scale);
    sudoku_rating r;
    if (scale < 0 || hardest < 0) return 0;
    CHECK(sudoku_rate_scale(&g, &in, (sudoku_scale)scale, &r) == SUDOKU_OK);
    CHECK(r.score > hardest - 0.051 && r.score < hardest + 0.051);
    return 0;
}
