/*
** generate.c - puzzles with a unique solution: a fresh full grid per puzzle
** (randomised search, or a solved random seed put through a random
** transformation), then hole digging after Xue, Jiang and Li: cells offered
** in a chosen order and symmetry, a hole kept only while the puzzle stays
** unique, each cell tried once, retried from new grids within a bound.
*/
#include "internal.h"

#include <string.h>

#define ALL_DIGITS 0x1FFu

/* Local-search steps per full grid before a fresh grid is drawn. */
#define PERTURB_STEPS 150

/* ==================================================================== */
/* Options                                                               */
/* ==================================================================== */

void sudoku_gen_defaults(sudoku_gen_options *opt) {
    opt->holes = 45;
    opt->holes_max = 0;
    opt->minimal = 0;
    opt->symmetry = SUDOKU_SYM_NONE;
    opt->method = SUDOKU_GEN_RANDOM;
    opt->order = SUDOKU_ORDER_RANDOM;
    opt->min_per_unit = 0;
    opt->max_grids = 1000;
    opt->difficulty = -1;
    opt->rating_min = opt->rating_max = 0.0;
}

/* The paper's table, as holes (81 - givens). */
static const struct {
    int holes, holes_max, min_per_unit;
    sudoku_dig_order order;
} levels[5] = {
    {26, 30, 5, SUDOKU_ORDER_RANDOM}, /* extremely easy: 51-55 givens */
    {32, 45, 4, SUDOKU_ORDER_RANDOM}, /* easy: 36-49 givens */
    {46, 49, 3, SUDOKU_ORDER_JUMP},   /* medium: 32-35 givens */
    {50, 53, 2, SUDOKU_ORDER_S},      /* difficult: 28-31 givens */
    {54, 59, 0, SUDOKU_ORDER_ROWS},   /* evil: 22-27 givens */
};

sudoku_status sudoku_gen_level(sudoku_gen_options *opt, int level) {
    if (level < 1 || level > 5) return SUDOKU_EINVAL;
    opt->holes = levels[level - 1].holes;
    opt->holes_max = levels[level - 1].holes_max;
    opt->min_per_unit = levels[level - 1].min_per_unit;
    opt->order = levels[level - 1].order;
    return SUDOKU_OK;
}

static sudoku_status reject(sudoku_error *err, const char *text) {
    if (err) {
        err->line = 0;
        err->column = 0;
        strncpy(err->text, text, sizeof err->text - 1);
        err->text[sizeof err->text - 1] = '\0';
    }
    return SUDOKU_EINVAL;
}

sudoku_status sudoku_gen_validate(const sudoku_gen_options *opt, sudoku_error *err) {
    if (opt->holes < 0 || opt->holes > 64 || opt->holes_max < 0 || opt->holes_max > 64)
        return reject(err, "holes must be 0..64 (64 leaves 17 givens, the minimum)");
    if ((unsigned)opt->symmetry > SUDOKU_SYM_MIRROR)
        return reject(err, "unknown symmetry");
    if ((unsigned)opt->method > SUDOKU_GEN_TRANSFORM)
        return reject(err, "unknown method");
    if ((unsigned)opt->order > SUDOKU_ORDER_ROWS)
        return reject(err, "unknown digging order");
    if (opt->min_per_unit < 0 || opt->min_per_unit > 9)
        return reject(err, "givens per row/column must be 0..9");
    if (opt->difficulty < -1 || opt->difficulty > SUDOKU_LEVEL_EXTREME)
        return reject(err, "unknown difficulty level");
    if (opt->rating_min < 0.0 || opt->rating_max < opt->rating_min ||
        (opt->rating_max > 0.0 && (opt->rating_min < 1.0 || opt->rating_max > 12.0)))
        return reject(err, "rating range must be MIN-MAX within 1.0-12.0, MIN <= MAX");
    if (opt->max_grids == 0)
        return reject(err, "the effort bound must allow at least one grid");
    if (!opt->minimal && opt->holes > 9 * (9 - opt->min_per_unit))
        return reject(err, "too many holes for the givens kept in each row and column");
    return SUDOKU_OK;
}

/* ==================================================================== */
/* Full grids                                                            */
/* ==================================================================== */

/* Candidate masks of a grid being filled; filled[] cells are nonzero. */
typedef struct fill {
    uint16_t row[9], col[9], box[9]; /* digits still free in each unit */
    unsigned char cell[81];
    uint32_t empty[3]; /* bit k of empty[b]: cell 27b+k is empty */
} fill;

static unsigned fill_candidates(const fill *f, int i) {
    return (unsigned)(f->row[sudoku__row(i)] & f->col[sudoku__col(i)] &
                      f->box[sudoku__box(i)]);
}

static void fill_set(fill *f, int i, int d) {
    uint16_t keep = (uint16_t) ~(1u << (d - 1));
    f->cell[i] = (unsigned char)d;
    f->empty[i / 27] &= ~(1u << i % 27);
    f->row[sudoku__row(i)] &= keep;
    f->col[sudoku__col(i)] &= keep;
    f->box[sudoku__box(i)] &= keep;
}

static void fill_clear(fill *f, int i) {
    uint16_t bit = (uint16_t)(1u << (f->cell[i] - 1));
    f->cell[i] = 0;
    f->empty[i / 27] |= 1u << i % 27;
    f->row[sudoku__row(i)] |= bit;
    f->col[sudoku__col(i)] |= bit;
    f->box[sudoku__box(i)] |= bit;
}

static void fill_init(fill *f) {
    memset(f->cell, 0, sizeof f->cell);
    for (int b = 0; b < 3; b++)
        f->empty[b] = 0x7FFFFFFu;
    for (int u = 0; u < 9; u++)
        f->row[u] = f->col[u] = f->box[u] = ALL_DIGITS;
}

/* The empty cell with fewest candidates (the first of equals); -1 when the
** grid is full. Only the empty cells are visited: scanning all 81 made a
** full grid cost 57k instructions, a tenth of a 56-hole puzzle. */
static int fill_choose(const fill *f, unsigned *mask) {
    int best = -1, best_n = 10;
    for (int b = 0; b < 3; b++)
        for (uint32_t open = f->empty[b]; open; open &= open - 1) {
            int i = 27 * b + sudoku__lowest_digit(open) - 1;
            unsigned m = fill_candidates(f, i);
            int n = sudoku__bits_count(m);
            if (n < best_n) {
                best = i;
                best_n = n;
                *mask = m;
                if (n <= 1) return best;
            }
        }
    return best;
}

/* The k-th (0-based) set bit of m, as a digit 1..9. */
static int nth_digit(unsigned m, uint32_t k) {
    for (; k > 0; k--)
        m &= m - 1;
    int d = 1;
    for (unsigned low = m & (0u - m); low > 1; low >>= 1)
        d++;
    return d;
}

/* Randomised MRV search: candidates tried in a random order. Full grids are
** plentiful, so it nearly never backtracks far. Returns 1 when full. */
static int fill_search(fill *f, sudoku_rng *rng) {
    unsigned mask = 0;
    int i = fill_choose(f, &mask);
    if (i < 0) return 1;
    while (mask) {
        int d =
            nth_digit(mask, sudoku_rng_below(rng, (uint32_t)sudoku__bits_count(mask)));
        mask &= ~(1u << (d - 1));
        fill_set(f, i, d);
        if (fill_search(f, rng)) return 1;
        fill_clear(f, i);
    }
    return 0;
}

/* The three boxes on the diagonal share no row or column, so each takes an
** independent random permutation: 27 cells placed without search, and
** every full grid can still come out. */
static void fill_diagonal_boxes(fill *f, sudoku_rng *rng) {
    for (int b = 0; b < 3; b++) {
        unsigned char digits[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
        sudoku__shuffle(digits, 9, rng);
        for (int k = 0; k < 9; k++)
            fill_set(f, 9 * (3 * b + k / 3) + 3 * b + k % 3, digits[k]);
    }
}

/* The paper's seed: 11 random non-clashing givens, solved; retried in the
** rare case the 11 givens admit no completion. */
static void seed_grid(sudoku_rng *rng, sudoku_grid *grid) {
    for (;;) {
        fill f;
        fill_init(&f);
        for (int placed = 0; placed < 11;) {
            int i = (int)sudoku_rng_below(rng, 81);
            unsigned m = fill_candidates(&f, i);
            if (f.cell[i] || m == 0) continue;
            fill_set(
                &f, i,
                nth_digit(m, sudoku_rng_below(rng, (uint32_t)sudoku__bits_count(m))));
            placed++;
        }
        sudoku_grid givens;
        memcpy(givens.cell, f.cell, 81);
        if (sudoku_solve(&givens, grid, NULL) == SUDOKU_OK) return;
    }
}

void sudoku_generate_full(sudoku_gen_method method, sudoku_rng *rng, sudoku_grid *grid) {
    if (method == SUDOKU_GEN_TRANSFORM) {
        sudoku_transform t;
        seed_grid(rng, grid);
        sudoku_transform_random(&t, rng);
        sudoku_transform_apply(&t, grid, grid);
        return;
    }
    fill f;
    fill_init(&f);
    fill_diagonal_boxes(&f, rng);
    fill_search(&f, rng);
    memcpy(grid->cell, f.cell, 81);
}

/* ==================================================================== */
/* Digging                                                               */
/* ==================================================================== */

/* One digging run over a full grid. */
typedef struct dig {
    const sudoku_gen_options *opt;
    sudoku_grid puzzle;          /* the grid being dug */
    const sudoku_grid *solution; /* its unique solution */
    int givens_row[9], givens_col[9];
    int holes, target;
    uint64_t checks;
} dig;

/* The cells in the order they are offered for digging. */
static void dig_order(sudoku_dig_order order, sudoku_rng *rng, unsigned char *cells) {
    unsigned char s_path[81];
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) /* even 0-based rows run left to right */
            s_path[9 * r + c] = (unsigned char)(9 * r + (r % 2 ? 8 - c : c));
    for (int i = 0; i < 81; i++)
        cells[i] = order == SUDOKU_ORDER_S ? s_path[i] : (unsigned char)i;
    if (order == SUDOKU_ORDER_JUMP) {
        for (int i = 0; i < 41; i++)
            cells[i] = s_path[2 * i];
        for (int i = 0; i < 40; i++)
            cells[41 + i] = s_path[2 * i + 1];
    } else if (order == SUDOKU_ORDER_RANDOM) {
        sudoku__shuffle(cells, 81, rng);
    }
}

/* The cells dug together with 'i' under 'sym'; returns how many (1 or 2). */
static int orbit(sudoku_symmetry sym, int i, int *cells) {
    int r = sudoku__row(i), c = sudoku__col(i), other = i;
    if (sym == SUDOKU_SYM_ROTATIONAL)
        other = 80 - i;
    else if (sym == SUDOKU_SYM_DIAGONAL)
        other = 9 * c + r;
    else if (sym == SUDOKU_SYM_MIRROR)
        other = 9 * r + 8 - c;
    cells[0] = i;
    cells[1] = other;
    return other == i ? 1 : 2;
}

static int orbit_partner(sudoku_symmetry sym, int i) {
    int cells[2];
    return cells[orbit(sym, i, cells) - 1];
}

/* 1 when emptying the n cells keeps every row and column at its minimum. */
static int keeps_minimum(const dig *d, const int *cells, int n) {
    int row[9], col[9];
    memcpy(row, d->givens_row, sizeof row);
    memcpy(col, d->givens_col, sizeof col);
    for (int k = 0; k < n; k++) {
        if (--row[sudoku__row(cells[k])] < d->opt->min_per_unit ||
            --col[sudoku__col(cells[k])] < d->opt->min_per_unit)
            return 0;
    }
    return 1;
}

/* The digits cell i may hold given the rest of the puzzle, as a mask. */
static unsigned legal_digits(const sudoku_grid *g, int i) {
    unsigned used = 0;
    int r = sudoku__row(i), c = sudoku__col(i), br = r - r % 3, bc = c - c % 3;
    for (int k = 0; k < 9; k++) {
        used |= 1u << g->cell[9 * r + k];
        used |= 1u << g->cell[9 * k + c];
        used |= 1u << g->cell[9 * (br + k / 3) + bc + k % 3];
    }
    return ~used & 0x3FEu; /* bits 1..9 */
}

/*
** Whether the solution's digits in cell i's line and a parallel line of the
** same band or stack (step 1: columns, 9: rows) can be swapped along a
** cycle through i that is all holes: if so, the swapped grid is a second
** solution, with another digit at i (each line and box keeps its digits).
** In the two lines the cycle takes, from one place, the place in the first
** line holding the digit the second line has there, until it is back at i.
** At 56 holes two fifths of the dug cells that break uniqueness are found
** so (2,881 of 7,438 over 300 puzzles), each without a search.
*/
static int swap_cycle_open(const dig *d, int i, int step) {
    const unsigned char *sol = d->solution->cell, *p = d->puzzle.cell;
    int along = 10 - step; /* from one place of a line to the next */
    int at = step == 1 ? sudoku__col(i) : sudoku__row(i); /* i's line */
    int start =
        i - (step == 1 ? sudoku__row(i) : sudoku__col(i)) * along; /* its first place */
    for (int k = 1; k < 3; k++) {
        int other = (at - at % 3 + (at + k) % 3 - at) * step; /* to the parallel line */
        for (int x = i;;) {
            if (p[x + other] || (x != i && p[x])) break; /* a given: no swap */
            int want = sol[x + other], y = start;
            while (sol[y] != want)
                y += along;
            if (y == i) return 1;
            x = y;
        }
    }
    return 0;
}

/*
** Whether the three places of cell i's line (step 1: its column, 9: its
** row) in i's box hold the same digits as the same three places of a
** parallel line in another band or stack, all six holes: the two lines
** can swap those digits (each line and box keeps its digits), a second
** solution that swap_cycle_open(), which pairs lines of one band or
** stack, does not see. gen -n 56: 6% fewer instructions.
*/
static int swap_triple_open(const dig *d, int i, int step) {
    const unsigned char *sol = d->solution->cell, *p = d->puzzle.cell;
    int along = 10 - step;
    int at = step == 1 ? sudoku__col(i) : sudoku__row(i);
    int first = i - (step == 1 ? sudoku__row(i) : sudoku__col(i)) % 3 * along;
    unsigned mine = 0;
    for (int k = 0; k < 3; k++) {
        if (p[first + k * along]) return 0;
        mine |= 1u << sol[first + k * along];
    }
    for (int line = 0; line < 9; line++) {
        if (line / 3 == at / 3) continue;
        int o = first + (line - at) * step;
        unsigned theirs = 0, holes = 1;
        for (int k = 0; k < 3; k++) {
            theirs |= 1u << sol[o + k * along];
            holes &= p[o + k * along] == 0;
        }
        if (holes && theirs == mine) return 1;
    }
    return 0;
}

/*
** The puzzle had one solution before 'cells' were emptied, so any other
** solution now differs from it in one of them. So, as in the paper, ask of
** each emptied cell whether another legal digit there still solves (one count
** with the cell's own digit banned, not one per digit): most cells of a
** full-ish grid have no other legal digit at all.
*/
static int still_unique(dig *d, const int *cells, int n) {
    d->checks++;
    for (int k = 0; k < n; k++) {
        int i = cells[k];
        unsigned other = legal_digits(&d->puzzle, i) & ~(1u << d->solution->cell[i]);
        if (!other) continue;
        if (swap_cycle_open(d, i, 1) || swap_cycle_open(d, i, 9) ||
            swap_triple_open(d, i, 1) || swap_triple_open(d, i, 9))
            return 0;
        /* one count to 1 with every other legal digit open at once (not one
        ** per digit: 40% fewer searches at 56 holes); the grid is not needed */
        uint64_t found = 0;
        if (sudoku__count_without(&d->puzzle, i, ~(other >> 1) & 0x1FFu, 1, &found) ==
                SUDOKU_OK &&
            found)
            return 0;
    }
    return 1;
}

/* Offers one orbit for digging; keeps the holes only if still unique. */
static void dig_orbit(dig *d, const int *cells, int n) {
    if (!d->opt->minimal && d->holes + n > d->target) return;
    if (!keeps_minimum(d, cells, n)) return;
    for (int k = 0; k < n; k++)
        d->puzzle.cell[cells[k]] = 0;
    if (still_unique(d, cells, n)) {
        d->holes += n;
        for (int k = 0; k < n; k++) {
            d->givens_row[sudoku__row(cells[k])]--;
            d->givens_col[sudoku__col(cells[k])]--;
        }
        return;
    }
    for (int k = 0; k < n; k++)
        d->puzzle.cell[cells[k]] = d->solution->cell[cells[k]];
}

/* Offers every given orbit once, in 'order', except cells marked in
** offered[] (which it marks); a hole that breaks uniqueness now would break
** it later too, so one pass leaves every remaining orbit needed. */
static void dig_pass(dig *d, const unsigned char *order, unsigned char *offered) {
    for (int k = 0; k < 81 && (d->opt->minimal || d->holes < d->target); k++) {
        int cells[2];
        int n = orbit(d->opt->symmetry, order[k], cells);
        if (offered[cells[0]] || d->puzzle.cell[cells[0]] == 0) continue;
        offered[cells[0]] = offered[cells[n - 1]] = 1;
        dig_orbit(d, cells, n);
    }
}

/* Gives back the orbit of cell i (a hole) to the puzzle; uniqueness holds. */
static void refill(dig *d, int i) {
    int cells[2];
    int n = orbit(d->opt->symmetry, i, cells);
    for (int k = 0; k < n; k++) {
        d->puzzle.cell[cells[k]] = d->solution->cell[cells[k]];
        d->givens_row[sudoku__row(cells[k])]++;
        d->givens_col[sudoku__col(cells[k])]++;
    }
    d->holes -= n;
}

/* A random hole of the puzzle (there is at least one). */
static int random_hole(const dig *d, sudoku_rng *rng) {
    uint32_t k = sudoku_rng_below(rng, (uint32_t)d->holes);
    for (int i = 0;; i++)
        if (d->puzzle.cell[i] == 0 && k-- == 0) return i;
}

/*
** One step of local search past a dead end: give back one hole, then offer
** every other given again in a random order. Kept unless it lost holes, so
** the search drifts along plateaus towards puzzles with fewer givens (one
** hole back beat two or three in trials at 60 holes).
*/
static void perturb(dig *d, sudoku_rng *rng) {
    dig before = *d;
    unsigned char order[81], offered[81] = {0};
    int i = random_hole(d, rng);
    refill(d, i);
    offered[i] = offered[orbit_partner(d->opt->symmetry, i)] = 1;
    dig_order(SUDOKU_ORDER_RANDOM, rng, order);
    dig_pass(d, order, offered);
    if (d->holes < before.holes) {
        before.checks = d->checks;
        *d = before;
    }
}

/* Digs a full grid in the chosen order, then, if that fell short of the
** least acceptable count, tries a bounded number of local-search steps. */
static void dig_grid(dig *d, sudoku_rng *rng) {
    unsigned char order[81], offered[81] = {0};
    dig_order(d->opt->order, rng, order);
    dig_pass(d, order, offered);
    if (d->opt->minimal) return;
    for (int step = 0; step < PERTURB_STEPS && d->holes > 0 && d->holes < d->opt->holes;
         step++)
        perturb(d, rng);
}

/* ==================================================================== */
/* Generating                                                            */
/* ==================================================================== */

/*
** A random band-preserving line order that commutes with turning the grid
** (line[8-k] = 8 - line[k]): the outer blocks stay or swap, each reordered
** as a mirror image of the other; the middle line stays; its neighbours stay
** or swap. 24 orders in all.
*/
static void centred_lines(unsigned char *line, sudoku_rng *rng) {
    unsigned char inner[3] = {0, 1, 2};
    sudoku__shuffle(inner, 3, rng);
    int outer = (int)sudoku_rng_below(rng, 2) * 6; /* block 0 -> block 0 or 2 */
    int swap = (int)sudoku_rng_below(rng, 2);
    for (int k = 0; k < 3; k++) {
        line[k] = (unsigned char)(outer + inner[k]);
        line[8 - k] = (unsigned char)(8 - line[k]);
    }
    line[3] = (unsigned char)(swap ? 5 : 3);
    line[4] = 4;
    line[5] = (unsigned char)(swap ? 3 : 5);
}

/*
** The paper's "propagation": a random element of the group that keeps the
** symmetry asked for (all of it without one), so the digging order leaves
** no visible trace. Rotational: centred rows and columns, any transpose;
** diagonal: one order for rows and columns, any transpose; mirror: any rows,
** centred columns, no transpose.
*/
static void shuffle_result(const sudoku_gen_options *opt, sudoku_rng *rng,
                           sudoku_grid *puzzle, sudoku_grid *solution) {
    sudoku_transform t;
    sudoku_transform_random(&t, rng);
    if (opt->symmetry == SUDOKU_SYM_ROTATIONAL) {
        centred_lines(t.row, rng);
        centred_lines(t.col, rng);
    } else if (opt->symmetry == SUDOKU_SYM_DIAGONAL) {
        memcpy(t.col, t.row, sizeof t.col);
    } else if (opt->symmetry == SUDOKU_SYM_MIRROR) {
        centred_lines(t.col, rng);
        t.transpose = 0;
    }
    sudoku_transform_apply(&t, puzzle, puzzle);
    sudoku_transform_apply(&t, solution, solution);
}

/* The holes this puzzle aims at: fixed, or drawn from the level's range. */
static int draw_target(const sudoku_gen_options *opt, sudoku_rng *rng) {
    if (opt->holes_max <= opt->holes) return opt->holes;
    return opt->holes +
           (int)sudoku_rng_below(rng, (uint32_t)(opt->holes_max - opt->holes + 1));
}

static void dig_start(dig *d, const sudoku_gen_options *opt, const sudoku_grid *full,
                      int target) {
    d->opt = opt;
    d->puzzle = *full;
    d->solution = full;
    for (int u = 0; u < 9; u++)
        d->givens_row[u] = d->givens_col[u] = 9;
    d->holes = 0;
    d->target = target;
    d->checks = 0;
}

/* One attempt on a fresh grid; returns the holes reached, the puzzle and
** its solution (shuffled when the attempt succeeded). */
static int attempt(const sudoku_gen_options *opt, sudoku_rng *rng, int target,
                   sudoku_grid *puzzle, sudoku_grid *solution, uint64_t *checks) {
    dig d;
    sudoku_generate_full(opt->method, rng, solution);
    dig_start(&d, opt, solution, target);
    dig_grid(&d, rng);
    *checks += d.checks;
    *puzzle = d.puzzle;
    return d.holes;
}

/* A positive score in tenths, rounded: 7.05 and 7.1 compare as printed. */
static long tenths_of(double score) { return (long)(score * 10.0 + 0.5); }

/* 1 when the puzzle rates at the difficulty and in the score range asked
** for (or none was). Scores are compared at one decimal, as printed. */
static int rates_at(const sudoku_gen_options *opt, const sudoku_grid *puzzle) {
    sudoku_rating rating;
    int ranged = opt->rating_max > 0.0;
    if (opt->difficulty < 0 && !ranged) return 1;
    if (sudoku_rate(puzzle, &rating) != SUDOKU_OK) return 0;
    long tenths = tenths_of(rating.score);
    if (ranged &&
        (tenths < tenths_of(opt->rating_min) || tenths > tenths_of(opt->rating_max)))
        return 0;
    return opt->difficulty < 0 || (int)rating.level == opt->difficulty;
}

/*
** Attempts on fresh grids until one reaches the target. A level's range is
** met by any count from opt->holes up to the drawn target.
*/
sudoku_status sudoku_generate(const sudoku_gen_options *opt, sudoku_rng *rng,
                              sudoku_grid *puzzle, sudoku_grid *solution,
                              sudoku_gen_report *report) {
    sudoku_gen_report rep = {0, 0, 0, 0};
    sudoku_status st = sudoku_gen_validate(opt, NULL);
    if (st == SUDOKU_OK) {
        int target = draw_target(opt, rng);
        st = SUDOKU_ELIMIT;
        while (st == SUDOKU_ELIMIT && rep.grids < opt->max_grids) {
            sudoku_grid p, s;
            int holes = attempt(opt, rng, target, &p, &s, &rep.checks);
            int reached = opt->minimal || holes >= opt->holes;
            rep.grids++;
            if (reached) shuffle_result(opt, rng, &p, &s);
            if (reached && rates_at(opt, &p)) {
                *puzzle = p;
                if (solution) *solution = s;
                st = SUDOKU_OK;
                rep.holes = holes;
            } else {
                rep.off_level += (unsigned long)reached;
                rep.holes = holes > rep.holes ? holes : rep.holes;
            }
        }
    }
    if (report) *report = rep;
    return st;
}
