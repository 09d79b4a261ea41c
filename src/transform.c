/*
** transform.c - the sudoku equivalence group: digit relabelling, row swaps
** inside a band, column swaps inside a stack, band and stack swaps and the
** transpose. Used by the generator to spread one grid over its whole class,
** and public so other programs can canonicalise or shuffle puzzles.
*/
#include "internal.h"

#include <string.h>

void sudoku_transform_identity(sudoku_transform *t) {
    for (int i = 0; i < 9; i++) {
        t->row[i] = (unsigned char)i;
        t->col[i] = (unsigned char)i;
    }
    for (int d = 0; d < 10; d++)
        t->digit[d] = (unsigned char)d;
    t->transpose = 0;
}

/* A uniform band-preserving order of 9 lines: blocks shuffled, then lines
** inside each block; each of the 6^4 = 1296 orders is equally likely. */
static void random_lines(unsigned char *line, sudoku_rng *rng) {
    unsigned char block[3] = {0, 1, 2};
    sudoku__shuffle(block, 3, rng);
    for (int b = 0; b < 3; b++) {
        unsigned char inner[3] = {0, 1, 2};
        sudoku__shuffle(inner, 3, rng);
        for (int k = 0; k < 3; k++)
            line[3 * b + k] = (unsigned char)(3 * block[b] + inner[k]);
    }
}

void sudoku_transform_random(sudoku_transform *t, sudoku_rng *rng) {
    random_lines(t->row, rng);
    random_lines(t->col, rng);
    t->digit[0] = 0;
    for (int d = 1; d < 10; d++)
        t->digit[d] = (unsigned char)d;
    sudoku__shuffle(t->digit + 1, 9, rng);
    t->transpose = (unsigned char)(sudoku_rng_next(rng) >> 63);
}

static void swap_bytes(unsigned char *p, int a, int b) {
    unsigned char tmp = p[a];
    p[a] = p[b];
    p[b] = tmp;
}

/* Swaps lines a and b (same block) or blocks a and b of a line map. */
static sudoku_status swap_lines(unsigned char *line, int a, int b, int blocks) {
    if (blocks) {
        if (a < 0 || a > 2 || b < 0 || b > 2) return SUDOKU_EINVAL;
        for (int k = 0; k < 3; k++)
            swap_bytes(line, 3 * a + k, 3 * b + k);
        return SUDOKU_OK;
    }
    if (a < 0 || a > 8 || b < 0 || b > 8 || a / 3 != b / 3) return SUDOKU_EINVAL;
    swap_bytes(line, a, b);
    return SUDOKU_OK;
}

static sudoku_status relabel(sudoku_transform *t, int a, int b) {
    if (a < 1 || a > 9 || b < 1 || b > 9) return SUDOKU_EINVAL;
    for (int d = 1; d < 10; d++) {
        if (t->digit[d] == a)
            t->digit[d] = (unsigned char)b;
        else if (t->digit[d] == b)
            t->digit[d] = (unsigned char)a;
    }
    return SUDOKU_OK;
}

/*
** Transposing the output turns out[r][c] = in[row[r]][col[c]] into
** in[col'[c]][row'[r]] with the two maps exchanged, and back again.
*/
static void transpose(sudoku_transform *t) {
    unsigned char tmp[9];
    memcpy(tmp, t->row, 9);
    memcpy(t->row, t->col, 9);
    memcpy(t->col, tmp, 9);
    t->transpose ^= 1;
}

sudoku_status sudoku_transform_compose(sudoku_transform *t, sudoku_move move, int a,
                                       int b) {
    switch (move) {
    case SUDOKU_MOVE_RELABEL:
        return relabel(t, a, b);
    case SUDOKU_MOVE_ROWS:
        return swap_lines(t->row, a, b, 0);
    case SUDOKU_MOVE_COLS:
        return swap_lines(t->col, a, b, 0);
    case SUDOKU_MOVE_BANDS:
        return swap_lines(t->row, a, b, 1);
    case SUDOKU_MOVE_STACKS:
        return swap_lines(t->col, a, b, 1);
    case SUDOKU_MOVE_TRANSPOSE:
        transpose(t);
        return SUDOKU_OK;
    }
    return SUDOKU_EINVAL;
}

/* 1 when line[] is a permutation of 0..8 that maps blocks onto blocks. */
static int lines_valid(const unsigned char *line) {
    unsigned seen = 0;
    for (int i = 0; i < 9; i++) {
        if (line[i] > 8 || line[i] / 3 != line[i - i % 3] / 3) return 0;
        seen |= 1u << line[i];
    }
    return seen == 0x1FF;
}

static int transform_valid(const sudoku_transform *t) {
    unsigned seen = 0;
    if (t->digit[0] != 0 || t->transpose > 1) return 0;
    for (int d = 1; d < 10; d++) {
        if (t->digit[d] < 1 || t->digit[d] > 9) return 0;
        seen |= 1u << t->digit[d];
    }
    return seen == 0x3FE && lines_valid(t->row) && lines_valid(t->col);
}

sudoku_status sudoku_transform_apply(const sudoku_transform *t, const sudoku_grid *in,
                                     sudoku_grid *out) {
    if (!transform_valid(t)) return SUDOKU_EINVAL;
    for (int i = 0; i < 81; i++)
        if (in->cell[i] > 9) return SUDOKU_EINVAL;
    sudoku_grid result;
    for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) {
            int src =
                t->transpose ? 9 * t->col[c] + t->row[r] : 9 * t->row[r] + t->col[c];
            result.cell[9 * r + c] = t->digit[in->cell[src]];
        }
    }
    *out = result;
    return SUDOKU_OK;
}

/* ------------------------------------------------------------ as cell maps */

/* The source cell of each output cell. */
static void cell_map(const sudoku_transform *t, unsigned char *src) {
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++)
            src[9 * r + c] = (unsigned char)(t->transpose ? 9 * t->col[c] + t->row[r]
                                                          : 9 * t->row[r] + t->col[c]);
}

/* The transformation whose cell map is src[] and digit map digit[]: rows
** and columns read off the first column and row of the map. */
static void from_cell_map(const unsigned char *src, const unsigned char *digit,
                          sudoku_transform *t) {
    int transposed = src[0] / 9 != src[1] / 9;
    for (int k = 0; k < 9; k++) {
        t->row[k] = (unsigned char)(transposed ? src[9 * k] % 9 : src[9 * k] / 9);
        t->col[k] = (unsigned char)(transposed ? src[k] / 9 : src[k] % 9);
    }
    memcpy(t->digit, digit, 10);
    t->transpose = (unsigned char)transposed;
}

sudoku_status sudoku_transform_invert(const sudoku_transform *t, sudoku_transform *out) {
    if (!transform_valid(t)) return SUDOKU_EINVAL;
    unsigned char src[81], inv[81], digit[10];
    cell_map(t, src);
    for (int i = 0; i < 81; i++)
        inv[src[i]] = (unsigned char)i;
    for (int d = 0; d < 10; d++)
        digit[t->digit[d]] = (unsigned char)d;
    from_cell_map(inv, digit, out);
    return SUDOKU_OK;
}

sudoku_status sudoku_transform_then(const sudoku_transform *first,
                                    const sudoku_transform *second,
                                    sudoku_transform *out) {
    if (!transform_valid(first) || !transform_valid(second)) return SUDOKU_EINVAL;
    unsigned char a[81], b[81], src[81], digit[10];
    cell_map(first, a);
    cell_map(second, b);
    for (int i = 0; i < 81; i++)
        src[i] = a[b[i]];
    for (int d = 0; d < 10; d++)
        digit[d] = second->digit[first->digit[d]];
    from_cell_map(src, digit, out);
    return SUDOKU_OK;
}

/* ------------------------------------------------------------ notation */

size_t sudoku_transform_format(const sudoku_transform *t, char *buf, size_t size) {
    char text[40];
    size_t n = 0;
    if (t->transpose) text[n++] = 't', text[n++] = '/';
    text[n++] = 'r';
    for (int k = 0; k < 9; k++)
        text[n++] = (char)('1' + t->row[k]);
    text[n++] = '/', text[n++] = 'c';
    for (int k = 0; k < 9; k++)
        text[n++] = (char)('1' + t->col[k]);
    text[n++] = '/', text[n++] = 'd';
    for (int d = 1; d < 10; d++)
        text[n++] = (char)('0' + t->digit[d]);
    text[n] = '\0';
    if (size) {
        size_t keep = n < size ? n : size - 1;
        memcpy(buf, text, keep);
        buf[keep] = '\0';
    }
    return n;
}

/* Reads 9 digits 1..9 after a part's letter into map[], minus 'base'. */
static int parse_nine(const char **s, unsigned char *map, int base) {
    for (int k = 0; k < 9; k++) {
        char ch = (*s)[k];
        if (ch < '1' || ch > '9') return 0;
        map[k] = (unsigned char)(ch - '0' - base);
    }
    *s += 9;
    return 1;
}

sudoku_status sudoku_transform_parse(const char *text, sudoku_transform *t) {
    sudoku_transform r;
    sudoku_transform_identity(&r);
    const char *s = text;
    const char *order = "trcd";
    while (*s) {
        const char *part = strchr(order, *s);
        if (!part || !*s) return SUDOKU_EFORMAT;
        order = part + 1;
        char letter = *s++;
        if (letter == 't')
            r.transpose = 1;
        else if (!parse_nine(&s,
                             letter == 'r'   ? r.row
                             : letter == 'c' ? r.col
                                             : r.digit + 1,
                             letter == 'd' ? 0 : 1))
            return SUDOKU_EFORMAT;
        if (*s == '/' && s[1])
            s++;
        else if (*s)
            return SUDOKU_EFORMAT;
    }
    if (s == text || !transform_valid(&r)) return SUDOKU_EFORMAT;
    *t = r;
    return SUDOKU_OK;
}
