/*
** fuzz_gen.c - libFuzzer harness for the generator's options: the bytes set
** every field of sudoku_gen_options (in range or not, or through a level)
** and the seed. sudoku_gen_validate and sudoku_generate must agree; a
** puzzle made must be unique, keep its solution, have the holes asked, show
** the symmetry and the per-unit minimum, and be minimal when asked; a
** refusal or a give-up must leave the outputs untouched. The effort bound is
** kept to one or two grids so each run stays fast.
*/
#include <stdint.h>
#include <string.h>

#include "fuzz_check.h"

/* Byte i of the input, 0 past its end. */
static unsigned byte_at(const unsigned char *data, size_t size, size_t i) {
    return i < size ? data[i] : 0;
}

static void options_of(const unsigned char *data, size_t size, sudoku_gen_options *o,
                       uint64_t *seed) {
    sudoku_gen_defaults(o);
    if (byte_at(data, size, 0) & 1) {
        (void)sudoku_gen_level(o, (int)(byte_at(data, size, 1) % 7)); /* 0, 6 refused */
    } else {
        o->holes = (int)(byte_at(data, size, 1) % 70) - 2;
        o->holes_max = (int)(byte_at(data, size, 2) % 70) - 2;
        o->min_per_unit = (int)(byte_at(data, size, 3) % 12) - 1;
        o->order = (sudoku_dig_order)(byte_at(data, size, 4) % 5);
    }
    o->minimal = (byte_at(data, size, 0) >> 1) & 1;
    o->symmetry = (sudoku_symmetry)(byte_at(data, size, 5) % 5);
    o->method = (sudoku_gen_method)(byte_at(data, size, 6) % 3);
    o->max_grids = byte_at(data, size, 7) % 3; /* 0 is refused */
    *seed = 0;
    for (size_t i = 8; i < 16; i++)
        *seed = *seed << 8 | byte_at(data, size, i);
}

static int partner(sudoku_symmetry sym, int i) {
    int r = i / 9, c = i % 9;
    if (sym == SUDOKU_SYM_ROTATIONAL) return 80 - i;
    if (sym == SUDOKU_SYM_DIAGONAL) return 9 * c + r;
    if (sym == SUDOKU_SYM_MIRROR) return 9 * r + 8 - c;
    return i;
}

/* Givens in row 'r' and column 'c' of 'g'. */
static int row_givens(const sudoku_grid *g, int r) {
    int n = 0;
    for (int k = 0; k < 9; k++)
        n += g->cell[9 * r + k] != 0;
    return n;
}

static int col_givens(const sudoku_grid *g, int c) {
    int n = 0;
    for (int k = 0; k < 9; k++)
        n += g->cell[9 * k + c] != 0;
    return n;
}

/* Every given is needed: emptying its symmetry orbit, where the per-unit
** minimum allows it, leaves several solutions. */
static void check_minimal(const sudoku_gen_options *o, const sudoku_grid *p) {
    for (int i = 0; i < 81; i++) {
        if (!p->cell[i]) continue;
        int j = partner(o->symmetry, i);
        sudoku_grid q = *p;
        uint64_t n = 0;
        q.cell[i] = q.cell[j] = 0;
        if (row_givens(&q, i / 9) < o->min_per_unit ||
            col_givens(&q, i % 9) < o->min_per_unit ||
            row_givens(&q, j / 9) < o->min_per_unit ||
            col_givens(&q, j % 9) < o->min_per_unit)
            continue;
        CHECK(sudoku_count(&q, 2, &n) == SUDOKU_OK && n == 2);
    }
}

static void check_shape(const sudoku_gen_options *o, const sudoku_grid *p) {
    for (int i = 0; i < 81; i++)
        CHECK(!p->cell[i] == !p->cell[partner(o->symmetry, i)]);
    for (int u = 0; u < 9; u++)
        CHECK(row_givens(p, u) >= o->min_per_unit && col_givens(p, u) >= o->min_per_unit);
}

static void check_puzzle(const sudoku_gen_options *o, const sudoku_grid *p,
                         const sudoku_grid *s, const sudoku_gen_report *rep) {
    uint64_t n = 0;
    int holes = 81 - sudoku_givens(p);
    CHECK(sudoku_count(p, 2, &n) == SUDOKU_OK && n == 1);
    CHECK(sudoku_is_solution(p, s));
    CHECK(rep->holes == holes && rep->grids >= 1 && rep->grids <= o->max_grids);
    if (!o->minimal) {
        int most = o->holes_max > o->holes ? o->holes_max : o->holes;
        CHECK(holes >= o->holes && holes <= most);
    } else {
        check_minimal(o, p);
    }
    check_shape(o, p);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size) {
    sudoku_gen_options o;
    uint64_t seed;
    options_of(data, size, &o, &seed);
    sudoku_error err;
    memset(&err, 0, sizeof err);
    sudoku_status valid = sudoku_gen_validate(&o, &err);
    sudoku_rng rng;
    sudoku_rng_seed(&rng, seed);
    sudoku_grid p, s, untouched;
    memset(&untouched, 0xA5, sizeof untouched);
    p = s = untouched;
    sudoku_gen_report rep;
    memset(&rep, 0xA5, sizeof rep);
    sudoku_status st = sudoku_generate(&o, &rng, &p, &s, &rep);
    if (valid != SUDOKU_OK) {
        CHECK(valid == SUDOKU_EINVAL && st == SUDOKU_EINVAL);
        CHECK(err.text[0] != '\0' && memchr(err.text, '\0', sizeof err.text) != NULL);
        CHECK(rep.grids == 0);
    }
    if (st != SUDOKU_OK) {
        CHECK(st == SUDOKU_EINVAL || st == SUDOKU_ELIMIT);
        CHECK(memcmp(&p, &untouched, sizeof p) == 0 &&
              memcmp(&s, &untouched, sizeof s) == 0);
        if (st == SUDOKU_ELIMIT) CHECK(rep.grids == o.max_grids && rep.holes < o.holes);
        return 0;
    }
    check_puzzle(&o, &p, &s, &rep);
    if (!(byte_at(data, size, 0) & 4)) return 0;
    /* the same options and seed make the same puzzle (checked on one input
    ** in two: generating is the slow part) */
    sudoku_grid p2;
    sudoku_rng_seed(&rng, seed);
    CHECK(sudoku_generate(&o, &rng, &p2, NULL, NULL) == SUDOKU_OK);
    CHECK(memcmp(&p, &p2, sizeof p) == 0);
    return 0;
}
