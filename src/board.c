/*
** board.c - the rules on any shape: a board's values in range, no symbol
** twice in a house, no constraint broken (anti-knight, anti-king,
** non-consecutive); and the independent check that a solution is one.
*/
#include <stdio.h>
#include <string.h>

#include "internal.h"

/* Writes the name of house h ("row 3", "box 2", "the main diagonal",
** "the implied window r159c234"). */
static void put_house(sudoku__text *t, const sudoku_shape *sh, int h) {
    static const char *const kinds[] = {
        "row",    "column",         "box",      "diagonal",   "window",
        "window", "disjoint group", "asterisk", "centre dot", "girandola"};
    int kind = sh->kind[h], first = h;
    while (first > 0 && sh->kind[first - 1] == kind)
        first--;
    if (kind == SUDOKU_HOUSE_WINDOW_HIDDEN)
        while (first > 0 && sh->kind[first - 1] == SUDOKU_HOUSE_WINDOW)
            first--;
    if (kind == SUDOKU_HOUSE_BOX && (sh->spec.variants & SUDOKU_VARIANT_JIGSAW))
        sudoku__text_put(t, "region %d", h - first + 1);
    else if (kind == SUDOKU_HOUSE_WINDOW || kind == SUDOKU_HOUSE_WINDOW_HIDDEN)
        sudoku__text_put_window(t, sh->side, h - first);
    else if (kind == SUDOKU_HOUSE_DIAGONAL)
        sudoku__text_put(t, "the %s", h == first ? "main diagonal" : "anti-diagonal");
    else if (kind >= SUDOKU_HOUSE_ASTERISK)
        sudoku__text_put(t, "the %s", kinds[kind]);
    else
        sudoku__text_put(t, "%s %d", kinds[kind], h - first + 1);
}

/* Writes "(r1c2, r1c7)". */
static void put_pair(sudoku__text *t, const sudoku_shape *sh, int a, int b) {
    int n = sh->side;
    sudoku__text_put(t, " (r%dc%d, r%dc%d)", a / n + 1, a % n + 1, b / n + 1, b % n + 1);
}

/* Writes value v as the messages name it: its number without 'symbols',
** else its symbol, quoted unless a digit ("5", "'G'"). */
static void symbol_name(int v, const char *symbols, char *buf, size_t size) {
    char c = symbols ? symbols[v - 1] : 0;
    if (!symbols)
        snprintf(buf, size, "%d", v);
    else if (c >= '0' && c <= '9')
        snprintf(buf, size, "%c", c);
    else
        snprintf(buf, size, "'%c'", c);
}

/* Finds two cells of a house holding one symbol; reports them. */
static sudoku_status check_houses(const sudoku_board *b, const char *symbols,
                                  sudoku_error *err) {
    const sudoku_shape *sh = b->shape;
    for (int h = 0; h < sh->houses; h++) {
        int where[SUDOKU_MAX_SIDE + 1] = {0};
        for (int k = 0; k < sh->side; k++) {
            int c = sh->house[h][k], v = b->cell[c];
            if (!v) continue;
            if (where[v]) {
                sudoku__text t;
                sudoku__text_init(&t, err ? err->text : NULL, err ? sizeof err->text : 0);
                char name[8];
                symbol_name(v, symbols, name, sizeof name);
                sudoku__text_put(&t, "givens clash: two %ss in ", name);
                put_house(&t, sh, h);
                put_pair(&t, sh, where[v] - 1, c);
                if (err) err->line = err->column = 0;
                return SUDOKU_ECLASH;
            }
            where[v] = c + 1;
        }
    }
    return SUDOKU_OK;
}

/* Finds two cells breaking a constraint; reports them. */
static sudoku_status check_constraints(const sudoku_board *b, const char *symbols,
                                       sudoku_error *err) {
    const sudoku_shape *sh = b->shape;
    int n = sh->side;
    for (int c = 0; c < sh->cells; c++) {
        int v = b->cell[c];
        if (!v) continue;
        for (int k = 0; k < sh->n_near[c]; k++) {
            int o = sh->near[c][k];
            if (b->cell[o] != v) continue;
            int dr = c / n - o / n, dc = c % n - o % n;
            int king = dr * dr + dc * dc <= 2;
            char name[8];
            symbol_name(v, symbols, name, sizeof name);
            sudoku__error_set(
                err, "givens clash: two %ss a %s's move apart (r%dc%d, r%dc%d)", name,
                king ? "king" : "knight", c / n + 1, c % n + 1, o / n + 1, o % n + 1);
            return SUDOKU_ECLASH;
        }
        for (int k = 0; k < sh->n_adj[c]; k++) {
            int o = sh->adj[c][k], w = b->cell[o];
            if (!w || (w != v + 1 && w != v - 1)) continue;
            char first[8], second[8];
            symbol_name(v, symbols, first, sizeof first);
            symbol_name(w, symbols, second, sizeof second);
            sudoku__error_set(err,
                              "givens clash: consecutive %s and %s side by side (r%dc%d, "
                              "r%dc%d)",
                              first, second, c / n + 1, c % n + 1, o / n + 1, o % n + 1);
            return SUDOKU_ECLASH;
        }
    }
    return SUDOKU_OK;
}

sudoku_status sudoku_board_check(const sudoku_board *b, sudoku_error *err) {
    return sudoku_board_check_symbols(b, NULL, err);
}

sudoku_status sudoku_board_check_symbols(const sudoku_board *b, const char *symbols,
                                         sudoku_error *err) {
    if (!b->shape) {
        sudoku__error_set(err, "the board has no shape");
        return SUDOKU_EINVAL;
    }
    const sudoku_shape *sh = b->shape;
    for (int c = 0; c < sh->cells; c++)
        if (b->cell[c] > sh->side) {
            sudoku__error_set(err, "cell r%dc%d holds %d, not 0-%d", c / sh->side + 1,
                              c % sh->side + 1, b->cell[c], sh->side);
            return SUDOKU_EINVAL;
        }
    if (symbols && strlen(symbols) < (size_t)sh->side) symbols = NULL;
    sudoku_status st = check_houses(b, symbols, err);
    return st == SUDOKU_OK ? check_constraints(b, symbols, err) : st;
}

int sudoku_board_is_solution(const sudoku_board *puzzle, const sudoku_board *solution) {
    const sudoku_shape *sh = puzzle->shape;
    if (!sh || !solution->shape) return 0;
    const sudoku_shape_spec *a = &solution->shape->spec, *b = &sh->spec;
    if (a->side != b->side || a->box_rows != b->box_rows || a->box_cols != b->box_cols ||
        a->variants != b->variants || memcmp(a->region, b->region, sizeof a->region) != 0)
        return 0; /* member by member: the struct may hold padding */
    for (int c = 0; c < sh->cells; c++) {
        if (solution->cell[c] == 0) return 0;
        if (puzzle->cell[c] && puzzle->cell[c] != solution->cell[c]) return 0;
    }
    return sudoku_board_check(solution, NULL) == SUDOKU_OK;
}
