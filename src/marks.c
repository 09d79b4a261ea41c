/*
** marks.c - solving and counting puzzles whose empty cells are restricted to
** pencil marks (sukaku): the generic engine (search.c) on the classic shape,
** its starting candidates the marks. Kept apart from the fast solver, which
** knows only givens.
*/
#include <string.h>

#include "internal.h"

/* Runs the engine on puzzle and marks (NULL: every digit) up to 'limit'.
** The classic shape is built on the stack: no allocation. */
static sudoku_status run(const sudoku_grid *puzzle, const sudoku_candidates *marks,
                         uint64_t limit, sudoku__search *s) {
    sudoku_status st = sudoku_check(puzzle, NULL);
    if (st != SUDOKU_OK) return st;
    sudoku_shape shape;
    sudoku_shape_spec spec;
    sudoku_shape_spec_init(&spec, 9);
    st = sudoku__shape_init(&shape, &spec, NULL);
    if (st != SUDOKU_OK) return st;
    uint32_t mask[81];
    for (int i = 0; i < 81; i++)
        mask[i] = marks ? marks->mask[i] & SUDOKU__ALL_DIGITS : SUDOKU__ALL_DIGITS;
    for (int i = 0; i < 81; i++)
        if (puzzle->cell[i])
            mask[i] = sudoku__digit_bit(puzzle->cell[i]); /* givens win */
    memset(s, 0, sizeof *s);
    s->shape = &shape;
    s->limit = limit;
    s->plain = 1; /* the guesses reported stay those of the singles-only search */
    st = sudoku__search_run(s, puzzle->cell, mask);
    s->shape = NULL; /* 'shape' ends here: the caller reads the counts only */
    return st;
}

sudoku_status sudoku_solve_marks(const sudoku_grid *puzzle,
                                 const sudoku_candidates *marks, sudoku_grid *solution,
                                 uint64_t *guesses) {
    sudoku__search s;
    sudoku_status st = run(puzzle, marks, 1, &s);
    if (st != SUDOKU_OK) return st;
    if (guesses) *guesses = s.guesses;
    if (s.count == 0) return SUDOKU_ENOSOLUTION;
    memcpy(solution->cell, s.first, 81);
    return SUDOKU_OK;
}

sudoku_status sudoku_count_marks(const sudoku_grid *puzzle,
                                 const sudoku_candidates *marks, uint64_t limit,
                                 uint64_t *count) {
    sudoku__search s;
    sudoku_status st = run(puzzle, marks, limit, &s);
    if (st != SUDOKU_OK) return st;
    *count = s.count;
    return SUDOKU_OK;
}
