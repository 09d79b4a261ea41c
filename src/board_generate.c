/*
** board_generate.c - puzzles on every shape: a random jigsaw map when asked,
** a random full board from the generic engine (symbols tried in random
** order), then holes dug in random symmetric orbits while the puzzle stays
** unique, to an exact count or to minimal.
*/
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Full boards tried before giving up on the holes asked. */
#define GEN_GRIDS 20
/* Nodes a random fill may take before it starts over: fills that need more
** are stuck in a dead corner, and a fresh start is cheaper. */
#define FILL_NODES 20000
#define FILL_TRIES 50
/* Maps drawn before giving up (a map may admit no board). */
#define MAPS 10
/* Region moves drawn per cell when making a jigsaw map. */
#define MOVES_PER_CELL 4
/* Sides above this draw the map together with its full board: a random
** fill over a freely drawn 25-region map stalls (issue 21), while up to
** 20x20 the free map fills quickly (and its output stays as it was). */
#define FREE_MAP_MAX_SIDE 20
/* Region moves drawn per cell when the map is drawn with its board, and
** the nodes that mending the board after one move may take. */
#define BOARD_MOVES_PER_CELL 32
#define REPAIR_NODES 100

/* ==================================================================== */
/* Jigsaw maps                                                           */
/* ==================================================================== */

/* 1 when region g of map[] (side n) is one connected piece of n cells. */
static int connected(const unsigned char *map, int n, int g) {
    uint16_t stack[SUDOKU_MAX_CELLS];
    unsigned char seen[SUDOKU_MAX_CELLS] = {0};
    int top = 0, count = 0, start = 0;
    while (map[start] != g)
        start++;
    stack[top++] = (uint16_t)start;
    seen[start] = 1;
    while (top > 0) {
        int x = stack[--top], r = x / n, c = x % n;
        int next[4] = {r > 0 ? x - n : -1, r < n - 1 ? x + n : -1, c > 0 ? x - 1 : -1,
                       c < n - 1 ? x + 1 : -1};
        count++;
        for (int k = 0; k < 4; k++)
            if (next[k] >= 0 && !seen[next[k]] && map[next[k]] == g) {
                seen[next[k]] = 1;
                stack[top++] = (uint16_t)next[k];
            }
    }
    return count == n;
}

/* 1 when cell c (side n) has a 4-neighbour in region g. */
static int touches(const unsigned char *map, int n, int c, int g) {
    int r = c / n, col = c % n;
    return (r > 0 && map[c - n] == g) || (r < n - 1 && map[c + n] == g) ||
           (col > 0 && map[c - 1] == g) || (col < n - 1 && map[c + 1] == g);
}

/* One random move: a cell a of region A goes to a neighbouring region B,
** and a random cell of B touching A comes back to A; undone when either
** region falls apart. Returns 1 when the map changed, regions A and B in
** pair[] (may be NULL). */
static int move_cells(unsigned char *map, int n, sudoku_rng *rng, unsigned char *pair) {
    uint16_t pick[SUDOKU_MAX_CELLS];
    int a = (int)sudoku_rng_below(rng, (uint32_t)(n * n)), k = 0;
    int dir = (int)sudoku_rng_below(rng, 4), r = a / n, col = a % n;
    int b = dir == 0   ? (r > 0 ? a - n : -1)
            : dir == 1 ? (r < n - 1 ? a + n : -1)
            : dir == 2 ? (col > 0 ? a - 1 : -1)
                       : (col < n - 1 ? a + 1 : -1);
    if (b < 0 || map[a] == map[b]) return 0;
    unsigned char ga = map[a], gb = map[b];
    map[a] = gb;
    for (int c = 0; c < n * n; c++)
        if (map[c] == gb && c != a && touches(map, n, c, ga)) pick[k++] = (uint16_t)c;
    int c = k ? pick[sudoku_rng_below(rng, (uint32_t)k)] : a;
    map[c] = ga;
    if (c == a) return 0;
    if (!connected(map, n, ga) || !connected(map, n, gb)) {
        map[a] = ga;
        map[c] = gb;
        return 0;
    }
    if (pair) {
        pair[0] = ga;
        pair[1] = gb;
    }
    return 1;
}

/* The default map: boxes (rows for a prime side). */
static void box_regions(sudoku_shape_spec *spec) {
    int n = spec->side, r = 0;
    for (int k = 2; k * k <= n; k++)
        if (n % k == 0) r = k;
    for (int c = 0; c < n * n; c++)
        spec->region[c] =
            (unsigned char)(r ? (c / n / r) * r + (c % n) / (n / r) : c / n);
}

/* Draws a map: the default boxes, then random moves that keep every region
** connected and of n cells. */
static void draw_regions(sudoku_shape_spec *spec, sudoku_rng *rng) {
    int n = spec->side;
    box_regions(spec);
    for (int t = 0; t < MOVES_PER_CELL * n * n; t++)
        move_cells(spec->region, n, rng, NULL);
}

/* ==================================================================== */
/* Full boards and digging                                               */
/* ==================================================================== */

/* Fills cell[] with a random full board of the shape. Returns 1, or 0 when
** every try ran out of nodes (a very hard shape), or -1 when a search ran
** to its end without a board: the shape has none (4x4 anti-king). */
/* One random search for a full board of the shape from givens[] (0: empty),
** max_nodes nodes at most: 1 with the board in cell[], 0 when it gave up,
** -1 when it ran to its end without one. */
static int random_board(const sudoku_shape *sh, sudoku_rng *rng,
                        const unsigned char *givens, uint64_t max_nodes,
                        unsigned char *cell) {
    sudoku__search s;
    memset(&s, 0, sizeof s);
    s.shape = sh;
    s.limit = 1;
    s.rng = rng;
    s.max_nodes = max_nodes;
    sudoku__search_run(&s, givens, NULL);
    if (s.count == 1) {
        memcpy(cell, s.first, (size_t)sh->cells);
        return 1;
    }
    return s.gave_up ? 0 : -1;
}

static int fill(const sudoku_shape *sh, sudoku_rng *rng, unsigned char *cell) {
    static const unsigned char blank[SUDOKU_MAX_CELLS];
    for (int t = 0; t < FILL_TRIES; t++) {
        int got = random_board(sh, rng, blank, FILL_NODES, cell);
        if (got != 0) return got; /* a board, or none at all (-1) */
    }
    return 0;
}

/* The cells of i's orbit under 'sym' (i first, no repeats); returns how many. */
static int orbit(const sudoku_shape *sh, sudoku_symmetry sym, int i, int *cells) {
    int n = sh->side, r = i / n, c = i % n, j = i;
    if (sym == SUDOKU_SYM_ROTATIONAL)
        j = (n - 1 - r) * n + (n - 1 - c);
    else if (sym == SUDOKU_SYM_DIAGONAL)
        j = c * n + r;
    else if (sym == SUDOKU_SYM_MIRROR)
        j = r * n + (n - 1 - c);
    cells[0] = i;
    if (j == i) return 1;
    cells[1] = j;
    return 2;
}

/* 1 when the puzzle has exactly one solution. */
static int unique(const sudoku_board *b, uint64_t *checks) {
    uint64_t count = 0;
    (*checks)++;
    return sudoku_board_count(b, 2, &count) == SUDOKU_OK && count == 1;
}

/* Digs holes into *b (full) in a random order of orbits, keeping each only
** while the puzzle stays unique, until 'target' holes (-1: every orbit
** tried: minimal). Returns the holes dug. */
static int dig(sudoku_board *b, const sudoku_board_gen_options *opt, sudoku_rng *rng) {
    const sudoku_shape *sh = b->shape;
    int order[SUDOKU_MAX_CELLS], holes = 0, cells_n = sh->cells;
    uint64_t checks = 0;
    for (int i = 0; i < cells_n; i++)
        order[i] = i;
    for (int i = cells_n - 1; i > 0; i--) { /* Fisher-Yates over ints */
        int j = (int)sudoku_rng_below(rng, (uint32_t)i + 1), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    for (int k = 0; k < cells_n && holes != opt->holes; k++) {
        int cells[2], m = orbit(sh, opt->symmetry, order[k], cells);
        unsigned char keep[2] = {b->cell[cells[0]], b->cell[cells[m - 1]]};
        if (!keep[0] || !keep[1]) continue; /* the orbit went already */
        if (opt->holes >= 0 && holes + m > opt->holes) continue;
        for (int q = 0; q < m; q++)
            b->cell[cells[q]] = 0;
        if (unique(b, &checks)) {
            holes += m;
            continue;
        }
        b->cell[cells[0]] = keep[0];
        b->cell[cells[m - 1]] = keep[1];
    }
    return holes;
}

/* ==================================================================== */
/* The entry point                                                       */
/* ==================================================================== */

/* Rejects what no board can meet: holes out of range, an unknown symmetry,
** an odd count with every orbit a pair (even side, rotational or mirror). */
static int options_ok(const sudoku_board_gen_options *opt, int n) {
    if (opt->holes < -1 || opt->holes >= n * n) return 0;
    if ((unsigned)opt->symmetry > SUDOKU_SYM_MIRROR) return 0;
    int pairs_only = n % 2 == 0 && (opt->symmetry == SUDOKU_SYM_ROTATIONAL ||
                                    opt->symmetry == SUDOKU_SYM_MIRROR);
    return !(pairs_only && opt->holes > 0 && opt->holes % 2);
}

/* One puzzle on *sh: a fresh full board (or 'given', one try only), then
** digging; tries GEN_GRIDS boards for the holes asked. SUDOKU_ENOSOLUTION
** when the shape has no full board. */
static sudoku_status make(const sudoku_shape *sh, const sudoku_board_gen_options *opt,
                          sudoku_rng *rng, const unsigned char *given,
                          sudoku_board *puzzle, sudoku_board *solution) {
    for (int t = 0; t < (given ? 1 : GEN_GRIDS); t++) {
        sudoku_board full, dug;
        full.shape = dug.shape = sh;
        memset(full.cell, 0, sizeof full.cell);
        if (given) {
            memcpy(full.cell, given, (size_t)sh->cells);
        } else {
            int filled = fill(sh, rng, full.cell);
            if (filled <= 0) return filled < 0 ? SUDOKU_ENOSOLUTION : SUDOKU_ELIMIT;
        }
        dug = full;
        int holes = dig(&dug, opt, rng);
        if (opt->holes >= 0 && holes != opt->holes) continue;
        *puzzle = dug;
        if (solution) *solution = full;
        return SUDOKU_OK;
    }
    return SUDOKU_ELIMIT;
}

/* One move of the map spec->region (move_cells) with its full board
** cell[] mended: the cells of the two regions and of every region touching
** them refilled at random, the rest kept (REPAIR_NODES nodes at most; the
** two regions alone rarely refill); the move is undone when that fails.
** Returns SUDOKU_OK (moved or not) or SUDOKU_ENOMEM. */
static sudoku_status move_with_board(sudoku_shape_spec *spec, unsigned char *cell,
                                     sudoku_rng *rng) {
    int n = spec->side;
    size_t cells = (size_t)n * (size_t)n;
    unsigned char pair[2], before[SUDOKU_MAX_CELLS], givens[SUDOKU_MAX_CELLS];
    memcpy(before, spec->region, cells);
    if (!move_cells(spec->region, n, rng, pair)) return SUDOKU_OK;
    sudoku_shape *sh;
    sudoku_status st = sudoku_shape_new(spec, &sh, NULL);
    if (st != SUDOKU_OK) {
        memcpy(spec->region, before, cells);
        return st;
    }
    unsigned char open[SUDOKU_MAX_SIDE] = {0};
    open[pair[0]] = open[pair[1]] = 1;
    for (int c = 0; c < n * n; c++)
        if (spec->region[c] == pair[0] || spec->region[c] == pair[1]) {
            int r = c / n, col = c % n;
            if (r > 0) open[spec->region[c - n]] = 1;
            if (r < n - 1) open[spec->region[c + n]] = 1;
            if (col > 0) open[spec->region[c - 1]] = 1;
            if (col < n - 1) open[spec->region[c + 1]] = 1;
        }
    for (int c = 0; c < n * n; c++)
        givens[c] = open[spec->region[c]] ? 0 : cell[c];
    if (random_board(sh, rng, givens, REPAIR_NODES, cell) != 1)
        memcpy(spec->region, before, cells);
    sudoku_shape_free(sh);
    return SUDOKU_OK;
}

/* Draws a map with a full board for it into spec->region and cell[]: a
** random board of the default boxes, then region moves, each with the
** board mended to fit (move_with_board). SUDOKU_ELIMIT when the boxes'
** board was not found (or there is none: the variants exclude it),
** SUDOKU_ENOMEM. */
static sudoku_status draw_with_board(sudoku_shape_spec *spec, sudoku_rng *rng,
                                     unsigned char *cell) {
    int n = spec->side;
    sudoku_shape *sh;
    box_regions(spec);
    sudoku_status st = sudoku_shape_new(spec, &sh, NULL);
    if (st != SUDOKU_OK) return st;
    int filled = fill(sh, rng, cell);
    sudoku_shape_free(sh);
    if (filled <= 0) return SUDOKU_ELIMIT;
    for (int t = 0; t < BOARD_MOVES_PER_CELL * n * n && st == SUDOKU_OK; t++)
        st = move_with_board(spec, cell, rng);
    return st;
}

sudoku_status sudoku_board_generate(sudoku_shape_spec *spec_inout,
                                    const sudoku_board_gen_options *opt, sudoku_rng *rng,
                                    sudoku_shape **shape_out, sudoku_board *puzzle,
                                    sudoku_board *solution) {
    if (!options_ok(opt, spec_inout->side)) return SUDOKU_EINVAL;
    int draw = opt->random_regions && (spec_inout->variants & SUDOKU_VARIANT_JIGSAW) &&
               spec_inout->side >= 4 && spec_inout->side <= SUDOKU_MAX_SIDE;
    int joint = draw && spec_inout->side > FREE_MAP_MAX_SIDE;
    unsigned char given[SUDOKU_MAX_CELLS];
    sudoku_status st = SUDOKU_ELIMIT;
    for (int t = 0; t < (draw ? MAPS : 1) && st == SUDOKU_ELIMIT; t++) {
        if (joint) {
            st = draw_with_board(spec_inout, rng, given);
            if (st == SUDOKU_ELIMIT) continue;
            if (st != SUDOKU_OK) return st;
        } else if (draw) {
            draw_regions(spec_inout, rng);
        }
        sudoku_shape *sh;
        st = sudoku_shape_new(spec_inout, &sh, NULL);
        if (st != SUDOKU_OK) return st;
        st = make(sh, opt, rng, joint ? given : NULL, puzzle, solution);
        if (st == SUDOKU_ENOSOLUTION && draw) st = SUDOKU_ELIMIT; /* another map */
        if (st == SUDOKU_OK)
            *shape_out = sh;
        else
            sudoku_shape_free(sh);
    }
    return st;
}
