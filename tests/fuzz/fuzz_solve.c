/*
** fuzz_solve.c - libFuzzer harness for sudoku_solve and sudoku_count on
** arbitrary grids. The first 81 bytes are the cells ('1'-'9' or 1-9 a digit,
** 0xFA-0xFF an out-of-range cell, anything else empty). Checked: solve,
** count and check agree on the status; every solution obeys the rules and
** keeps the givens; counts are consistent across limits; a unique solution
** really is unique; failures leave the outputs untouched.
*/
#include <stdint.h>
#include <string.h>

#include "fuzz_check.h"

static void grid_of(const unsigned char *data, size_t size, sudoku_grid *g) {
    memset(g, 0, sizeof *g);
    for (size_t i = 0; i < 81 && i < size; i++) {
        unsigned char b = data[i];
        if (b >= '1' && b <= '9')
            g->cell[i] = (unsigned char)(b - '0');
        else if (b >= 1 && b <= 9)
            g->cell[i] = b;
        else if (b >= 0xFA)
            g->cell[i] = (unsigned char)(b - 0xF0); /* 10..15 */
    }
}

/* Counts with 'limit' and checks the answer against 'n2', the count at 2. */
static void check_limit(const sudoku_grid *g, uint64_t limit, uint64_t n2) {
    uint64_t n = 99;
    CHECK(sudoku_count(g, limit, &n) == SUDOKU_OK);
    CHECK(n <= limit);
    if (limit <= 2 || n2 < 2)
        CHECK(n == (n2 < limit ? n2 : limit));
    else
        CHECK(n >= 2);
}

/* With a unique solution, another digit in the first empty cell that does
** not clash leaves no solution; the solution's digit keeps exactly one. */
static void check_unique(const sudoku_grid *g, const sudoku_grid *sol) {
    int i = 0;
    while (i < 81 && g->cell[i])
        i++;
    if (i == 81) return;
    sudoku_grid h = *g;
    uint64_t n = 99;
    h.cell[i] = sol->cell[i];
    CHECK(sudoku_count(&h, 2, &n) == SUDOKU_OK && n == 1);
    for (unsigned char d = 1; d <= 9; d++) {
        if (d == sol->cell[i]) continue;
        h.cell[i] = d;
        if (sudoku_check(&h, NULL) != SUDOKU_OK) continue;
        CHECK(sudoku_count(&h, 2, &n) == SUDOKU_OK && n == 0);
    }
}

/* 'n2' is the count at limit 2. */
static void check_valid(const sudoku_grid *g, sudoku_status st, const sudoku_grid *sol,
                        const sudoku_grid *untouched, uint64_t n2) {
    CHECK(n2 <= 2);
    if (n2 == 0) {
        CHECK(st == SUDOKU_ENOSOLUTION);
        CHECK(memcmp(sol, untouched, sizeof *sol) == 0);
        return;
    }
    CHECK(st == SUDOKU_OK);
    CHECK(sudoku_is_solution(g, sol));
    CHECK(sudoku_givens(sol) == 81);
    for (uint64_t limit = 1; limit <= 4; limit++)
        check_limit(g, limit, n2);
    if (n2 == 1)
        check_unique(g, sol);
    else {
        sudoku_grid s2;
        CHECK(sudoku_solve(sol, &s2, NULL) == SUDOKU_OK); /* a full grid solves */
        CHECK(memcmp(&s2, sol, sizeof s2) == 0);
    }
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size) {
    sudoku_grid g, sol, untouched;
    grid_of(data, size, &g);
    memset(&untouched, 0xA5, sizeof untouched);
    sol = untouched;
    sudoku_error err;
    memset(&err, 0, sizeof err);
    sudoku_status chk = sudoku_check(&g, &err);
    uint64_t guesses = 0;
    sudoku_status st = sudoku_solve(&g, &sol, &guesses);
    uint64_t n = 77;
    sudoku_status cst = sudoku_count(&g, 2, &n);
    if (chk == SUDOKU_EINVAL || chk == SUDOKU_ECLASH) {
        CHECK(st == chk && cst == chk);
        CHECK(n == 77 && memcmp(&sol, &untouched, sizeof sol) == 0);
        CHECK(err.text[0] != '\0' && memchr(err.text, '\0', sizeof err.text) != NULL);
        return 0;
    }
    CHECK(chk == SUDOKU_OK && cst == SUDOKU_OK);
    check_valid(&g, st, &sol, &untouched, n);
    return 0;
}
