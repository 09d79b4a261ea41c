/*
** shape.c - the geometry of every board: sizes 4x4 to 25x25, boxes r x c,
** Latin squares, jigsaw regions, the variants' extra houses (Sukaku
** Explainer's cells) and constraints. Built once into a sudoku_shape that
** the checks, the search and the generator read.
*/
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* ==================================================================== */
/* Specs and variant names                                               */
/* ==================================================================== */

/* The largest divisor r <= sqrt(n) with r >= 2, or 0 (n prime). */
static int default_box_rows(int n) {
    int best = 0;
    for (int r = 2; r * r <= n; r++)
        if (n % r == 0) best = r;
    return best;
}

void sudoku_shape_spec_init(sudoku_shape_spec *spec, int side) {
    memset(spec, 0, sizeof *spec);
    spec->side = side;
    int r = side >= 4 && side <= SUDOKU_MAX_SIDE ? default_box_rows(side) : 0;
    spec->box_rows = r;
    spec->box_cols = r ? side / r : 0;
}

static const struct {
    const char *name;
    unsigned bit;
} variant_names[] = {
    {"x", SUDOKU_VARIANT_X},
    {"windoku", SUDOKU_VARIANT_WINDOKU},
    {"dg", SUDOKU_VARIANT_DG},
    {"asterisk", SUDOKU_VARIANT_ASTERISK},
    {"centre-dot", SUDOKU_VARIANT_CENTRE_DOT},
    {"girandola", SUDOKU_VARIANT_GIRANDOLA},
    {"anti-knight", SUDOKU_VARIANT_ANTI_KNIGHT},
    {"anti-king", SUDOKU_VARIANT_ANTI_KING},
    {"non-consecutive", SUDOKU_VARIANT_NON_CONSECUTIVE},
    {"latin", SUDOKU_VARIANT_LATIN},
    {"jigsaw", SUDOKU_VARIANT_JIGSAW},
    /* aliases, after the canonical names so formatting never picks them */
    {"hyper", SUDOKU_VARIANT_WINDOKU},
    {"center-dot", SUDOKU_VARIANT_CENTRE_DOT},
};
#define VARIANT_NAMES (sizeof variant_names / sizeof variant_names[0])

/* The bit of the variant named s[0..len-1] (any case), or 0. */
static unsigned variant_bit(const char *s, size_t len) {
    for (size_t i = 0; i < VARIANT_NAMES; i++) {
        const char *name = variant_names[i].name;
        size_t k = 0;
        while (k < len && name[k] && tolower((unsigned char)s[k]) == name[k])
            k++;
        if (k == len && !name[k]) return variant_names[i].bit;
    }
    return 0;
}

sudoku_status sudoku_variants_parse(const char *list, unsigned *variants,
                                    sudoku_error *err) {
    unsigned bits = 0;
    const char *p = list;
    while (*p) {
        while (isspace((unsigned char)*p))
            p++;
        const char *start = p;
        while (*p && *p != ',')
            p++;
        const char *end = p;
        while (end > start && isspace((unsigned char)end[-1]))
            end--;
        unsigned bit = variant_bit(start, (size_t)(end - start));
        if (!bit && end > start) {
            sudoku__error_set(
                err,
                "unknown variant '%.*s': accepted x, windoku (hyper), dg, "
                "asterisk, centre-dot (center-dot), girandola, anti-knight, "
                "anti-king, non-consecutive, latin, jigsaw",
                (int)(end - start > 24 ? 24 : end - start), start);
            return SUDOKU_EINVAL;
        }
        bits |= bit;
        if (*p == ',') p++;
    }
    *variants = bits;
    return SUDOKU_OK;
}

size_t sudoku_variants_format(unsigned variants, char *buf, size_t size) {
    sudoku__text t;
    sudoku__text_init(&t, buf, size);
    const char *sep = "";
    for (size_t i = 0; i < VARIANT_NAMES; i++) {
        unsigned bit = variant_names[i].bit;
        if (!(variants & bit)) continue;
        sudoku__text_put(&t, "%s%s", sep, variant_names[i].name);
        variants &= ~bit; /* an alias never prints twice */
        sep = ",";
    }
    return t.need;
}

/* ==================================================================== */
/* Validation                                                            */
/* ==================================================================== */

/* Fills in the default box and checks side and box. */
static sudoku_status check_box(sudoku_shape_spec *spec, sudoku_error *err) {
    int n = spec->side;
    if (n < 4 || n > SUDOKU_MAX_SIDE) {
        sudoku__error_set(err, "side %d out of range: 4 to %d", n, SUDOKU_MAX_SIDE);
        return SUDOKU_EINVAL;
    }
    if (spec->variants & (SUDOKU_VARIANT_LATIN | SUDOKU_VARIANT_JIGSAW)) return SUDOKU_OK;
    if (spec->box_rows == 0 && spec->box_cols == 0) {
        spec->box_rows = default_box_rows(n);
        spec->box_cols = spec->box_rows ? n / spec->box_rows : 0;
        if (!spec->box_rows) {
            sudoku__error_set(
                err,
                "no box shape divides a %dx%d board: use the latin or jigsaw "
                "variant",
                n, n);
            return SUDOKU_EINVAL;
        }
    }
    if (spec->box_rows < 1 || spec->box_cols < 1 ||
        spec->box_rows * spec->box_cols != n) {
        sudoku__error_set(
            err, "box %dx%d does not fit a %dx%d board: rows x columns must make %d",
            spec->box_rows, spec->box_cols, n, n, n);
        return SUDOKU_EINVAL;
    }
    return SUDOKU_OK;
}

static sudoku_status refuse(sudoku_error *err, const char *variant, const char *why,
                            int n) {
    sudoku__error_set(err, "variant %s is not defined on a %dx%d board: %s", variant, n,
                      n, why);
    return SUDOKU_EINVAL;
}

/* Checks that every variant asked is defined on the shape. */
static sudoku_status check_variants(const sudoku_shape_spec *spec, sudoku_error *err) {
    unsigned v = spec->variants;
    int n = spec->side;
    if (v & ~(unsigned)SUDOKU_VARIANT_ALL) {
        sudoku__error_set(err, "unknown variant bits 0x%x",
                          v & ~(unsigned)SUDOKU_VARIANT_ALL);
        return SUDOKU_EINVAL;
    }
    if ((v & SUDOKU_VARIANT_LATIN) && (v & SUDOKU_VARIANT_JIGSAW)) {
        sudoku__error_set(err, "variants latin and jigsaw exclude each other");
        return SUDOKU_EINVAL;
    }
    if ((v & SUDOKU_VARIANT_WINDOKU) && !sudoku__square_root(n))
        return refuse(err, "windoku", "its side must be a square (4, 9, 16 or 25)", n);
    if ((v & SUDOKU_VARIANT_DG) && (v & (SUDOKU_VARIANT_LATIN | SUDOKU_VARIANT_JIGSAW)))
        return refuse(err, "dg", "it needs boxes (not latin or jigsaw)", n);
    unsigned nine =
        SUDOKU_VARIANT_ASTERISK | SUDOKU_VARIANT_CENTRE_DOT | SUDOKU_VARIANT_GIRANDOLA;
    if ((v & nine) && n != 9) {
        char names[64];
        sudoku_variants_format(v & nine, names, sizeof names);
        return refuse(err, names, "it is defined on 9x9 only", n);
    }
    return SUDOKU_OK;
}

/* Marks the cells of region reg joined to cell c (4-neighbours) in seen[];
** returns how many were newly marked. An explicit stack: no recursion. */
static int flood(const sudoku_shape_spec *spec, int c, unsigned char *seen) {
    uint16_t stack[SUDOKU_MAX_CELLS];
    int n = spec->side, top = 0, count = 0, reg = spec->region[c];
    stack[top++] = (uint16_t)c;
    seen[c] = 1;
    while (top > 0) {
        int x = stack[--top], r = x / n, col = x % n;
        count++;
        int next[4] = {r > 0 ? x - n : -1, r < n - 1 ? x + n : -1, col > 0 ? x - 1 : -1,
                       col < n - 1 ? x + 1 : -1};
        for (int k = 0; k < 4; k++)
            if (next[k] >= 0 && !seen[next[k]] && spec->region[next[k]] == reg) {
                seen[next[k]] = 1;
                stack[top++] = (uint16_t)next[k];
            }
    }
    return count;
}

/* Checks a jigsaw map: N regions 0..N-1 of N connected cells each. */
static sudoku_status check_regions(const sudoku_shape_spec *spec, sudoku_error *err) {
    int n = spec->side, size[SUDOKU_MAX_SIDE] = {0};
    unsigned char seen[SUDOKU_MAX_CELLS] = {0};
    for (int c = 0; c < n * n; c++) {
        if (spec->region[c] >= n) {
            sudoku__error_set(err,
                              "region map: r%dc%d is in region %d, past the %d regions",
                              c / n + 1, c % n + 1, spec->region[c] + 1, n);
            return SUDOKU_EINVAL;
        }
        size[spec->region[c]]++;
    }
    for (int g = 0; g < n; g++)
        if (size[g] != n) {
            sudoku__error_set(
                err, "region map: region %d has %d cells; a %dx%d board needs %d", g + 1,
                size[g], n, n, n);
            return SUDOKU_EINVAL;
        }
    for (int c = 0; c < n * n; c++) {
        if (seen[c]) continue;
        if (flood(spec, c, seen) != n) {
            sudoku__error_set(
                err, "region map: region %d is not connected (r%dc%d is cut off)",
                spec->region[c] + 1, c / n + 1, c % n + 1);
            return SUDOKU_EINVAL;
        }
    }
    return SUDOKU_OK;
}

/* ==================================================================== */
/* Houses                                                                */
/* ==================================================================== */

/* A family of houses: which of its houses cell (r, c) lies in, or -1. */
typedef int (*family_fn)(const sudoku_shape_spec *spec, int r, int c);

static int fam_row(const sudoku_shape_spec *s, int r, int c) {
    (void)s, (void)c;
    return r;
}
static int fam_col(const sudoku_shape_spec *s, int r, int c) {
    (void)s, (void)r;
    return c;
}
static int fam_box(const sudoku_shape_spec *s, int r, int c) {
    return (r / s->box_rows) * (s->side / s->box_cols) + c / s->box_cols;
}
static int fam_region(const sudoku_shape_spec *s, int r, int c) {
    return s->region[r * s->side + c];
}
static int fam_main(const sudoku_shape_spec *s, int r, int c) {
    (void)s;
    return r == c ? 0 : -1;
}
static int fam_anti(const sudoku_shape_spec *s, int r, int c) {
    return r + c == s->side - 1 ? 0 : -1;
}
static int fam_dg(const sudoku_shape_spec *s, int r, int c) {
    return (r % s->box_rows) * s->box_cols + c % s->box_cols;
}

/* The drawn windows first ((k-1)^2 of them), then the groups they imply
** (sudoku__window_of). */
static int fam_window(const sudoku_shape_spec *s, int r, int c) {
    return sudoku__window_of(sudoku__square_root(s->side), r, c);
}

/* Sukaku Explainer's nine-cell groups on 9x9 (Settings.java). */
static const unsigned char asterisk_cells[9] = {13, 20, 24, 37, 40, 43, 56, 60, 67};
static const unsigned char centre_dot_cells[9] = {10, 13, 16, 37, 40, 43, 64, 67, 70};
static const unsigned char girandola_cells[9] = {0, 8, 13, 37, 40, 43, 67, 72, 80};

static int in_list(const unsigned char *list, int r, int c) {
    for (int k = 0; k < 9; k++)
        if (list[k] == r * 9 + c) return 0;
    return -1;
}
static int fam_asterisk(const sudoku_shape_spec *s, int r, int c) {
    (void)s;
    return in_list(asterisk_cells, r, c);
}
static int fam_centre_dot(const sudoku_shape_spec *s, int r, int c) {
    (void)s;
    return in_list(centre_dot_cells, r, c);
}
static int fam_girandola(const sudoku_shape_spec *s, int r, int c) {
    (void)s;
    return in_list(girandola_cells, r, c);
}

/* Appends the 'count' houses of a family, of kind 'kind' (windoku: the
** drawn windows 'count_drawn' first, the rest WINDOW_HIDDEN). Cells go in
** row-major order, so each house's list is increasing. */
static void add_family(sudoku_shape *sh, family_fn fn, int count, int kind,
                       int count_drawn) {
    int n = sh->side, base = sh->houses, fill[SUDOKU_MAX_SIDE] = {0};
    for (int h = 0; h < count; h++)
        sh->kind[base + h] =
            (unsigned char)(h < count_drawn ? kind : SUDOKU_HOUSE_WINDOW_HIDDEN);
    for (int c = 0; c < n * n; c++) {
        int h = fn(&sh->spec, c / n, c % n);
        if (h < 0) continue;
        sh->house[base + h][fill[h]++] = (uint16_t)c;
        sh->houses_of[c][sh->n_houses_of[c]++] = (unsigned char)(base + h);
        sh->member[c][(base + h) >> 6] |= UINT64_C(1) << ((base + h) & 63);
    }
    sh->houses += count;
}

static void add_houses(sudoku_shape *sh) {
    const sudoku_shape_spec *s = &sh->spec;
    int n = sh->side, all = n + 1;
    unsigned v = s->variants;
    add_family(sh, fam_row, n, SUDOKU_HOUSE_ROW, all);
    add_family(sh, fam_col, n, SUDOKU_HOUSE_COLUMN, all);
    if (v & SUDOKU_VARIANT_JIGSAW)
        add_family(sh, fam_region, n, SUDOKU_HOUSE_BOX, all);
    else if (!(v & SUDOKU_VARIANT_LATIN))
        add_family(sh, fam_box, n, SUDOKU_HOUSE_BOX, all);
    if (v & SUDOKU_VARIANT_X) {
        add_family(sh, fam_main, 1, SUDOKU_HOUSE_DIAGONAL, all);
        add_family(sh, fam_anti, 1, SUDOKU_HOUSE_DIAGONAL, all);
    }
    if (v & SUDOKU_VARIANT_WINDOKU) {
        int k = sudoku__square_root(n);
        add_family(sh, fam_window, n, SUDOKU_HOUSE_WINDOW, (k - 1) * (k - 1));
    }
    if (v & SUDOKU_VARIANT_DG) add_family(sh, fam_dg, n, SUDOKU_HOUSE_DISJOINT, all);
    if (v & SUDOKU_VARIANT_ASTERISK)
        add_family(sh, fam_asterisk, 1, SUDOKU_HOUSE_ASTERISK, all);
    if (v & SUDOKU_VARIANT_CENTRE_DOT)
        add_family(sh, fam_centre_dot, 1, SUDOKU_HOUSE_CENTRE_DOT, all);
    if (v & SUDOKU_VARIANT_GIRANDOLA)
        add_family(sh, fam_girandola, 1, SUDOKU_HOUSE_GIRANDOLA, all);
}

/* ==================================================================== */
/* Constraints and intersections                                         */
/* ==================================================================== */

static const int knight_moves[8][2] = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2},
                                       {1, -2},  {1, 2},  {2, -1},  {2, 1}};
static const int king_moves[8][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1},
                                     {0, 1},   {1, -1}, {1, 0},  {1, 1}};
static const int rook_steps[4][2] = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};

/* Appends to list[] the cells a move of 'moves' away from c; returns the
** new length. */
static int add_moves(const sudoku_shape *sh, int c, const int (*moves)[2], int count,
                     uint16_t *list, int len) {
    int n = sh->side;
    for (int k = 0; k < count; k++) {
        int r = c / n + moves[k][0], col = c % n + moves[k][1];
        if (r >= 0 && r < n && col >= 0 && col < n) list[len++] = (uint16_t)(r * n + col);
    }
    return len;
}

static void add_constraints(sudoku_shape *sh) {
    unsigned v = sh->spec.variants;
    for (int c = 0; c < sh->cells; c++) {
        int len = 0;
        if (v & SUDOKU_VARIANT_ANTI_KNIGHT)
            len = add_moves(sh, c, knight_moves, 8, sh->near[c], len);
        if (v & SUDOKU_VARIANT_ANTI_KING)
            len = add_moves(sh, c, king_moves, 8, sh->near[c], len);
        sh->n_near[c] = (unsigned char)len;
        len = 0;
        if (v & SUDOKU_VARIANT_NON_CONSECUTIVE)
            len = add_moves(sh, c, rook_steps, 4, sh->adj[c], 0);
        sh->n_adj[c] = (unsigned char)len;
    }
}

/* Lists the pairs of houses sharing 2..N-1 cells (where locked candidates
** can act), counting shared cells through each cell's houses. */
static void add_intersections(sudoku_shape *sh) {
    unsigned char shared[SUDOKU__MAX_HOUSES * SUDOKU__MAX_HOUSES];
    int h = sh->houses;
    memset(shared, 0, (size_t)h * (size_t)h);
    for (int c = 0; c < sh->cells; c++)
        for (int a = 0; a < sh->n_houses_of[c]; a++)
            for (int b = a + 1; b < sh->n_houses_of[c]; b++)
                shared[sh->houses_of[c][a] * h + sh->houses_of[c][b]]++;
    sh->n_inter = 0;
    for (int a = 0; a < h; a++)
        for (int b = a + 1; b < h; b++) {
            int k = shared[a * h + b];
            if (k < 2 || k >= sh->side || sh->n_inter == SUDOKU__MAX_INTER) continue;
            sh->inter[sh->n_inter][0] = (unsigned char)a;
            sh->inter[sh->n_inter][1] = (unsigned char)b;
            sh->inter_at[sh->n_inter][0] = sh->inter_at[sh->n_inter][1] = 0;
            for (int j = 0; j < sh->side; j++) {
                if (sudoku__shape_in_house(sh, sh->house[a][j], b))
                    sh->inter_at[sh->n_inter][0] |= UINT32_C(1) << j;
                if (sudoku__shape_in_house(sh, sh->house[b][j], a))
                    sh->inter_at[sh->n_inter][1] |= UINT32_C(1) << j;
            }
            sh->n_inter++;
        }
}

/* ==================================================================== */
/* Building and reading shapes                                           */
/* ==================================================================== */

sudoku_status sudoku__shape_init(sudoku_shape *shape, const sudoku_shape_spec *spec,
                                 sudoku_error *err) {
    sudoku_shape_spec s = *spec;
    sudoku_status st = check_box(&s, err);
    if (st == SUDOKU_OK) st = check_variants(&s, err);
    if (st == SUDOKU_OK && (s.variants & SUDOKU_VARIANT_JIGSAW))
        st = check_regions(&s, err);
    if (st != SUDOKU_OK) return st;
    if (s.variants & (SUDOKU_VARIANT_LATIN | SUDOKU_VARIANT_JIGSAW))
        s.box_rows = s.box_cols = 0;
    if (!(s.variants & SUDOKU_VARIANT_JIGSAW)) memset(s.region, 0, sizeof s.region);
    memset(shape->n_houses_of, 0, sizeof shape->n_houses_of);
    memset(shape->member, 0, sizeof shape->member);
    shape->spec = s;
    shape->side = s.side;
    shape->cells = s.side * s.side;
    shape->houses = 0;
    shape->all = (uint32_t)((UINT64_C(1) << s.side) - 1);
    shape->classic = s.side == 9 && s.box_rows == 3 && s.variants == 0;
    add_houses(shape);
    add_constraints(shape);
    add_intersections(shape);
    return SUDOKU_OK;
}

sudoku_status sudoku_shape_new(const sudoku_shape_spec *spec, sudoku_shape **out,
                               sudoku_error *err) {
    sudoku_shape *shape = malloc(sizeof *shape);
    if (!shape) return SUDOKU_ENOMEM;
    sudoku_status st = sudoku__shape_init(shape, spec, err);
    if (st != SUDOKU_OK) {
        free(shape);
        return st;
    }
    *out = shape;
    return SUDOKU_OK;
}

void sudoku_shape_free(sudoku_shape *shape) { free(shape); }

const sudoku_shape_spec *sudoku_shape_spec_of(const sudoku_shape *shape) {
    return &shape->spec;
}

int sudoku_shape_side(const sudoku_shape *shape) { return shape->side; }

int sudoku_shape_house_count(const sudoku_shape *shape) { return shape->houses; }

int sudoku_shape_house(const sudoku_shape *shape, int house, int *cells) {
    if (house < 0 || house >= shape->houses) return 0;
    for (int k = 0; k < shape->side; k++)
        cells[k] = shape->house[house][k];
    return shape->side;
}

int sudoku_shape_house_kind(const sudoku_shape *shape, int house) {
    return house < 0 || house >= shape->houses ? -1 : shape->kind[house];
}

int sudoku_shape_is_classic(const sudoku_shape *shape) { return shape->classic; }

size_t sudoku_shape_cell_name(const sudoku_shape *shape, int cell, char *buf,
                              size_t size) {
    sudoku__text t;
    sudoku__text_init(&t, buf, size);
    sudoku__text_put(&t, "r%dc%d", cell / shape->side + 1, cell % shape->side + 1);
    return t.need;
}
