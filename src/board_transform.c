/*
** board_transform.c - the equivalence group of a plain boxed shape or a
** latin square (see sudoku_board_transform): random elements, checking,
** applying, inverting, composing, whether two puzzles are one in disguise
** (their forms, from board_canon.c), and the notation [t/]r../c../d.. with
** comma-separated 1-based lists.
*/
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Band height, stack width and whether a transpose is allowed; -1 when the
** shape has no group here. A jigsaw's rows and columns are checked apart
** (sudoku__board_group_keeps): any order here. */
static int group_of(const sudoku_shape *shape, int *bh, int *sw, int *transposable) {
    if (!sudoku_board_canon_supported(shape)) return -1;
    int n = shape->side;
    if (shape->spec.variants & (SUDOKU_VARIANT_LATIN | SUDOKU_VARIANT_JIGSAW)) {
        *bh = n, *sw = n, *transposable = 1;
    } else {
        *bh = shape->spec.box_rows, *sw = shape->spec.box_cols;
        *transposable = *bh == *sw;
    }
    return 0;
}

void sudoku_board_transform_identity(int n, sudoku_board_transform *t) {
    memset(t, 0, sizeof *t);
    t->side = n;
    for (int i = 0; i < n; i++)
        t->row[i] = t->col[i] = (unsigned char)i;
    for (int v = 0; v <= n; v++)
        t->symbol[v] = (unsigned char)v;
}

static void shuffle(unsigned char *a, int n, sudoku_rng *rng) {
    for (int i = n - 1; i > 0; i--) {
        int j = (int)sudoku_rng_below(rng, (uint32_t)(i + 1));
        unsigned char x = a[i];
        a[i] = a[j], a[j] = x;
    }
}

/* A random order of n/h blocks of h, each block's members shuffled. */
static void random_blocks(unsigned char *map, int n, int h, sudoku_rng *rng) {
    unsigned char block[SUDOKU_MAX_SIDE], inner[SUDOKU_MAX_SIDE];
    for (int b = 0; b < n / h; b++)
        block[b] = (unsigned char)b;
    shuffle(block, n / h, rng);
    for (int b = 0; b < n / h; b++) {
        for (int k = 0; k < h; k++)
            inner[k] = (unsigned char)k;
        shuffle(inner, h, rng);
        for (int k = 0; k < h; k++)
            map[b * h + k] = (unsigned char)(block[b] * h + inner[k]);
    }
}

void sudoku_board_transform_random(const sudoku_shape *shape, sudoku_board_transform *t,
                                   sudoku_rng *rng) {
    int bh, sw, transposable;
    int n = shape->side;
    sudoku_board_transform_identity(n, t);
    if (group_of(shape, &bh, &sw, &transposable)) return;
    if (sudoku_board_group_listed(shape)) {
        sudoku_board_group *g = NULL;
        if (sudoku_board_group_new(shape, &g) == SUDOKU_OK)
            sudoku_board_group_random(g, t, rng);
        sudoku_board_group_free(g);
        return;
    }
    t->transposed = transposable ? (int)sudoku_rng_below(rng, 2) : 0;
    random_blocks(t->row, n, bh, rng);
    random_blocks(t->col, n, sw, rng);
    shuffle(t->symbol + 1, n, rng);
}

/* 1 when map is a permutation of 0..n-1 keeping blocks of h together. */
static int blocks_kept(const unsigned char *map, int n, int h) {
    uint32_t seen = 0;
    for (int i = 0; i < n; i++) {
        if (map[i] >= n || (seen >> map[i] & 1u)) return 0;
        seen |= 1u << map[i];
        if (map[i] / h != map[i - i % h] / h) return 0;
    }
    return 1;
}

sudoku_status sudoku_board_transform_check(const sudoku_shape *shape,
                                           const sudoku_board_transform *t) {
    int bh, sw, transposable;
    if (!shape || !t || group_of(shape, &bh, &sw, &transposable) ||
        t->side != shape->side)
        return SUDOKU_EINVAL;
    int n = shape->side;
    if (t->transposed && (!transposable || t->transposed != 1)) return SUDOKU_EINVAL;
    if (!blocks_kept(t->row, n, bh) || !blocks_kept(t->col, n, sw)) return SUDOKU_EINVAL;
    uint32_t seen = 0;
    if (t->symbol[0]) return SUDOKU_EINVAL;
    for (int v = 1; v <= n; v++) {
        int s = t->symbol[v];
        if (s < 1 || s > n || (seen >> s & 1u)) return SUDOKU_EINVAL;
        seen |= 1u << s;
    }
    if (sudoku_board_group_listed(shape) && !sudoku__board_group_keeps(shape, t))
        return SUDOKU_EINVAL;
    return SUDOKU_OK;
}

sudoku_status sudoku_board_transform_apply(const sudoku_board_transform *t,
                                           const sudoku_board *in, sudoku_board *out) {
    if (!in || sudoku_board_transform_check(in->shape, t) != SUDOKU_OK)
        return SUDOKU_EINVAL;
    int n = t->side;
    for (int k = 0; k < n * n; k++)
        if (in->cell[k] > n) return SUDOKU_EINVAL;
    sudoku_board b;
    memset(&b, 0, sizeof b);
    b.shape = in->shape;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
            int sr = t->row[r], sc = t->col[c];
            int v = t->transposed ? in->cell[sc * n + sr] : in->cell[sr * n + sc];
            b.cell[r * n + c] = t->symbol[v];
        }
    *out = b;
    return SUDOKU_OK;
}

static void invert_map(const unsigned char *map, int n, unsigned char *out) {
    for (int i = 0; i < n; i++)
        out[map[i]] = (unsigned char)i;
}

void sudoku_board_transform_invert(const sudoku_board_transform *t,
                                   sudoku_board_transform *out) {
    sudoku_board_transform inv;
    int n = t->side;
    memset(&inv, 0, sizeof inv);
    inv.side = n;
    inv.transposed = t->transposed;
    /* out[r][c] = s[in[row r][col c]] gives in[a][b] = s'[out[row'(a)][col'(b)]];
    ** transposed, in[a][b] = s'[out[row'(b)][col'(a)]]: the transpose again
    ** with row and column maps swapped */
    if (t->transposed) {
        invert_map(t->col, n, inv.row);
        invert_map(t->row, n, inv.col);
    } else {
        invert_map(t->row, n, inv.row);
        invert_map(t->col, n, inv.col);
    }
    for (int v = 1; v <= n; v++)
        inv.symbol[t->symbol[v]] = (unsigned char)v;
    *out = inv;
}

/* The source cell (row, column) of output cell (r, c) under t. */
static void source_of(const sudoku_board_transform *t, int r, int c, int *sr, int *sc) {
    if (t->transposed)
        *sr = t->col[c], *sc = t->row[r];
    else
        *sr = t->row[r], *sc = t->col[c];
}

void sudoku_board_transform_then(const sudoku_board_transform *first,
                                 const sudoku_board_transform *second,
                                 sudoku_board_transform *out) {
    sudoku_board_transform m;
    int n = first->side;
    memset(&m, 0, sizeof m);
    m.side = n;
    m.transposed = first->transposed ^ second->transposed;
    for (int i = 0; i < n; i++) {
        int r1, c1, r0, c0;
        source_of(second, i, 0, &r1, &c1); /* output (i, 0) of the whole */
        source_of(first, r1, c1, &r0, &c0);
        m.row[i] = (unsigned char)(m.transposed ? c0 : r0);
        source_of(second, 0, i, &r1, &c1); /* output (0, i) */
        source_of(first, r1, c1, &r0, &c0);
        m.col[i] = (unsigned char)(m.transposed ? r0 : c0);
    }
    for (int v = 0; v <= n; v++)
        m.symbol[v] = second->symbol[first->symbol[v]];
    *out = m;
}

/* ------------------------------------------------------------ equivalence */

/* 1 when the shapes are alike and the forms f[] with region maps s[] equal. */
static int forms_equal(const sudoku_shape_spec *s, const sudoku_board *f) {
    size_t n2 = (size_t)s[0].side * (size_t)s[0].side;
    return s[0].side == s[1].side && s[0].box_rows == s[1].box_rows &&
           s[0].box_cols == s[1].box_cols && s[0].variants == s[1].variants &&
           memcmp(f[0].cell, f[1].cell, n2) == 0 &&
           (!(s[0].variants & SUDOKU_VARIANT_JIGSAW) ||
            memcmp(s[0].region, s[1].region, n2) == 0);
}

sudoku_status sudoku_board_equivalent(const sudoku_board *a, const sudoku_board *b,
                                      int *equivalent, sudoku_board *forms,
                                      sudoku_board_transform *maps,
                                      sudoku_board_transform *a_to_b) {
    if (!a || !b || !a->shape || !b->shape || !equivalent) return SUDOKU_EINVAL;
    sudoku_board *f = malloc(2 * sizeof *f); /* large: off the stack */
    sudoku_shape_spec *s = malloc(2 * sizeof *s);
    sudoku_board_transform t[2];
    sudoku_status st = f && s ? SUDOKU_OK : SUDOKU_ENOMEM;
    if (st == SUDOKU_OK) st = sudoku_board_canon(a, &f[0], &t[0], NULL);
    if (st == SUDOKU_OK) st = sudoku_board_canon(b, &f[1], &t[1], NULL);
    if (st == SUDOKU_OK) {
        sudoku_board_transform_spec(&t[0], &a->shape->spec, &s[0]);
        sudoku_board_transform_spec(&t[1], &b->shape->spec, &s[1]);
        *equivalent = forms_equal(s, f);
        if (*equivalent && a_to_b) {
            sudoku_board_transform back;
            sudoku_board_transform_invert(&t[1], &back);
            sudoku_board_transform_then(&t[0], &back, a_to_b);
        }
        if (forms) memcpy(forms, f, 2 * sizeof *f);
        if (maps) memcpy(maps, t, sizeof t);
    }
    free(f), free(s);
    return st;
}

/* ------------------------------------------------------------ notation */

static size_t put_list(char *buf, size_t size, size_t len, char tag,
                       const unsigned char *v, int n, int add) {
    for (int i = 0; i < n; i++) {
        int w = snprintf(len < size ? buf + len : NULL, len < size ? size - len : 0,
                         "%s%d", i ? "," : (char[]){tag, 0}, v[i] + add);
        len += (size_t)(w > 0 ? w : 0);
    }
    return len;
}

size_t sudoku_board_transform_format(const sudoku_board_transform *t, char *buf,
                                     size_t size) {
    size_t len = 0;
    if (size) buf[0] = '\0';
    if (t->transposed) {
        int w = snprintf(size ? buf : NULL, size, "t/");
        len += (size_t)w;
    }
    len = put_list(buf, size, len, 'r', t->row, t->side, 1);
    if (len < size) buf[len] = '/';
    len++;
    len = put_list(buf, size, len, 'c', t->col, t->side, 1);
    if (len < size) buf[len] = '/';
    len++;
    len = put_list(buf, size, len, 'd', t->symbol + 1, t->side, 0);
    if (size) buf[len < size ? len : size - 1] = '\0';
    return len;
}

/* Reads n comma-separated numbers 1..n after the tag into out[] (minus
** 'sub'); returns the text after them, NULL when malformed. */
static const char *read_list(const char *s, int n, unsigned char *out, int sub) {
    for (int i = 0; i < n; i++) {
        if (i && *s++ != ',') return NULL;
        if (*s < '0' || *s > '9') return NULL;
        int v = 0;
        while (*s >= '0' && *s <= '9' && v <= 100)
            v = 10 * v + (*s++ - '0');
        if (v < 1 || v > n) return NULL;
        out[i] = (unsigned char)(v - sub);
    }
    return s;
}

sudoku_status sudoku_board_transform_parse(const char *text, const sudoku_shape *shape,
                                           sudoku_board_transform *t) {
    if (!text || !shape || !t) return SUDOKU_EFORMAT;
    int n = shape->side;
    sudoku_board_transform m;
    sudoku_board_transform_identity(n, &m);
    const char *s = text;
    if (s[0] == 't' && (s[1] == '/' || s[1] == '\0')) {
        m.transposed = 1;
        s += s[1] ? 2 : 1;
    }
    static const char tags[] = "rcd";
    for (int part = 0; part < 3 && *s; part++) {
        if (*s != tags[part]) continue;
        unsigned char *dst = part == 0 ? m.row : part == 1 ? m.col : m.symbol + 1;
        s = read_list(s + 1, n, dst, part < 2);
        if (!s) return SUDOKU_EFORMAT;
        if (*s == '/')
            s++;
        else if (*s)
            return SUDOKU_EFORMAT;
    }
    if (*s || (s > text && s[-1] == '/')) return SUDOKU_EFORMAT;
    if (sudoku_board_transform_check(shape, &m) != SUDOKU_OK) return SUDOKU_EFORMAT;
    *t = m;
    return SUDOKU_OK;
}
