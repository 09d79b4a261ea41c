/*
** internal.h - declarations shared between the library's src/ files and its
** unit tests. Never installed. Each module keeps its own section.
*/
#ifndef SUDOKU_INTERNAL_H
#define SUDOKU_INTERNAL_H

#include "sudoku.h"

/* Fast paths: SSE2 and GCC/Clang builtins where the compiler has them, plain
** C11 otherwise. SUDOKU_PORTABLE (CMake option of that name) forces the plain
** paths, so CI runs the same tests on both. */
#if defined(__SSE2__) && !defined(SUDOKU_PORTABLE)
#define SUDOKU_HAVE_SSE2 1
#endif
#if defined(__GNUC__) && !defined(SUDOKU_PORTABLE)
#define SUDOKU_HAVE_BUILTINS 1
#endif
/* The solver's AVX2 copy (solver_avx2.c), where CMake builds it. */
#if defined(SUDOKU_SOLVER_AVX2) && defined(SUDOKU_HAVE_BUILTINS)
#define SUDOKU_HAVE_SOLVER_AVX2 1
#endif

/* ==================================================================== */
/* Geometry: cells 0..80 row by row; units 0..8 rows, 9..17 columns,     */
/* 18..26 boxes (left to right, top to bottom)                           */
/* ==================================================================== */

static inline int sudoku__row(int i) { return i / 9; }
static inline int sudoku__col(int i) { return i % 9; }
static inline int sudoku__box(int i) { return (i / 27) * 3 + (i % 9) / 3; }

/* Cell k (0..8) of unit u, in reading order. */
static inline int sudoku__unit_cell(int u, int k) {
    if (u < 9) return 9 * u + k;
    if (u < 18) return 9 * k + (u - 9);
    u -= 18;
    return 27 * (u / 3) + 3 * (u % 3) + 9 * (k / 3) + k % 3;
}

/* 1 when cell c lies in unit u. */
static inline int sudoku__in_unit(int c, int u) {
    return u < 9    ? sudoku__row(c) == u
           : u < 18 ? sudoku__col(c) == u - 9
                    : sudoku__box(c) == u - 18;
}

/* A 9x9 variant's extra houses have fixed ids after the 27 units, so that a
** step's units name their houses without the shape (the logical solver's
** house tables, position.h), in the order Sudoku Explainer scans them. */
#define SUDOKU__HOUSE_DISJOINT 27 /* 27..35: disjoint groups */
#define SUDOKU__HOUSE_WINDOW 36   /* 36..44: windoku, the 4 drawn windows first */
#define SUDOKU__HOUSE_DIAGONAL 45 /* 45 the main diagonal, 46 the anti-diagonal */
#define SUDOKU__HOUSE_GIRANDOLA 47
#define SUDOKU__HOUSE_ASTERISK 48
#define SUDOKU__HOUSE_CENTRE_DOT 49
#define SUDOKU__HOUSES 50

/* k when n == k * k (k >= 2), else 0: a windoku's k from its side. Inline
** here, not in shape.c, because text.c names windows by it and shape.c
** already calls text.c. */
static inline int sudoku__square_root(int n) {
    for (int k = 2; k * k <= n; k++)
        if (k * k == n) return k;
    return 0;
}

/* Windoku on a k*k side (k = 3 on a 9x9): the window of cell (r, c),
** 0-based. Lines fall in k groups: k-1 of lines inside a window's span,
** and one of the k lines between and around the windows (0, k+1, ...).
** The (k-1)^2 drawn windows come first, left to right, top to bottom;
** then the 2k-1 groups they imply: the between-rows with each window's
** columns, then with the between-columns, then each window's rows with
** the between-columns. On a 9x9 windows 5..9 are thus r159c234,
** r159c678, r159c159, r234c159 and r678c159.
** The one rule shape.c builds windoku from and the words name windows by. */
static inline int sudoku__window_of(int k, int r, int c) {
    int gr = r % (k + 1) == 0 ? k - 1 : r / (k + 1);
    int gc = c % (k + 1) == 0 ? k - 1 : c / (k + 1);
    if (gr < k - 1 && gc < k - 1) return gr * (k - 1) + gc;
    return (k - 1) * (k - 1) + (gr == k - 1 ? gc : k + gr);
}

/* 1 when distinct cells a and b share a unit. */
static inline int sudoku__sees(int a, int b) {
    return a != b &&
           (sudoku__row(a) == sudoku__row(b) || sudoku__col(a) == sudoku__col(b) ||
            sudoku__box(a) == sudoku__box(b));
}

/* ==================================================================== */
/* Digit masks: bit d-1 stands for digit d (1..9)                        */
/* ==================================================================== */

#define SUDOKU__ALL_DIGITS 0x1FFu

/* The mask of digit d alone. */
static inline uint16_t sudoku__digit_bit(int d) { return (uint16_t)(1u << (d - 1)); }

/* 1 when mask m holds digit d. */
static inline int sudoku__has_digit(unsigned m, int d) {
    return (int)((m >> (d - 1)) & 1u);
}

/* Number of set bits in m. __builtin_popcount is one instruction only
** where the target has one (x86 with -mpopcnt, ...); elsewhere it is a
** library call, slower than the shifts below (7% of a hard rating's time
** went into __popcountdi2). */
static inline int sudoku__bits_count(unsigned m) {
#if defined(SUDOKU_HAVE_BUILTINS) &&                                                     \
    (defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__)))
    return __builtin_popcount(m);
#else
    m = m - ((m >> 1) & 0x55555555u);
    m = (m & 0x33333333u) + ((m >> 2) & 0x33333333u);
    m = (m + (m >> 4)) & 0x0F0F0F0Fu;
    return (int)((m * 0x01010101u) >> 24);
#endif
}

/* Lowest digit (1..9) in mask m; 0 when m is 0 (callers print it as 0). */
static inline int sudoku__lowest_digit(unsigned m) {
    int d = 1;

    if (m == 0) return 0;
#if defined(SUDOKU_HAVE_BUILTINS)
    d += __builtin_ctz(m);
#else
    for (; !(m & 1u); m >>= 1)
        d++;
#endif
    return d;
}

/* ==================================================================== */
/* Random numbers (rng.c)                                                */
/* ==================================================================== */

/* Puts p[0..n-1] in a uniform random order drawn from *rng (Fisher-Yates,
** n-1 draws of sudoku_rng_below; nothing drawn when n < 2). */
void sudoku__shuffle(unsigned char *p, uint32_t n, sudoku_rng *rng);

/* ==================================================================== */
/* Subset search (subset.c)                                              */
/* ==================================================================== */

#define SUDOKU__SUBSET_MAX 4

/* Called with the indexes pick[0..k-1] (increasing) of a subset found and
** the union of its masks with the base; a nonzero return ends the search. */
typedef int (*sudoku__subset_found)(void *ctx, const int *pick, int k, unsigned mask);

/* Tries every choice of k (1..SUDOKU__SUBSET_MAX) of item[0..count-1], in
** lexicographic order, whose masks together with 'base' have exactly 'bits'
** bits, calling found(ctx, ...) on each. Returns the first nonzero value
** found returns, or 0 when none does. */
int sudoku__subset_search(const uint16_t *item, int count, int k, unsigned base, int bits,
                          sudoku__subset_found found, void *ctx);

/* ==================================================================== */
/* Solver lookup tables (solver.c), for the tests that regenerate them   */
/* ==================================================================== */

typedef struct sudoku__solver_table_set {
    const uint32_t *band_keep;  /* [512]: cells kept | patterns << 28 */
    const uint64_t *row_info;   /* [3 * 512] */
    const uint32_t *perms;      /* [6] */
    const uint32_t *col_mask;   /* [27] */
    const uint32_t *band_peers; /* [27] */
    const uint8_t *next_k;      /* [27] */
    const uint8_t *band_of;     /* [27] */
    const uint32_t *todo_of;    /* [27] */
} sudoku__solver_table_set;

/* Points *t at the solver's tables (read-only, static lifetime). */
void sudoku__solver_tables(sudoku__solver_table_set *t);

/* As sudoku_solve, with the search probing bivalue cells before every
** guess instead of only after PROBE_AFTER guesses without a solution: no
** puzzle known today runs that long, so the tests reach probe() here.
** Same results as sudoku_solve (the search may differ, not its answer for
** a puzzle with at most one solution). */
sudoku_status sudoku__solve_probing(const sudoku_grid *puzzle, sudoku_grid *solution,
                                    uint64_t *guesses);

/* As sudoku_count(puzzle, limit, count), with the digits of 'banned' (bit
** d-1 for digit d) first taken from the candidates of cell 'cell' (0..80,
** empty in the puzzle). The generator asks in one search whether a dug
** cell can hold any digit but its own. */
sudoku_status sudoku__count_without(const sudoku_grid *puzzle, int cell, unsigned banned,
                                    uint64_t limit, uint64_t *count);

/* The solver's two copies (solver.c; see its "Entry points"): the one for
** any x86-64 (or any C11 target) and, where CMake builds it
** (SUDOKU_SOLVER_AVX2), the one for CPUs with AVX2, BMI1/2 and POPCNT, which
** only a CPU with those may run. sudoku_solve (probing = 0) and
** sudoku__solve_probing (1); sudoku_count (cell = -1) and
** sudoku__count_without (cell 0..80, 'banned' taken from it first). The
** public functions call one of them; the tests call both. */
sudoku_status sudoku__base_solve(const sudoku_grid *puzzle, sudoku_grid *solution,
                                 uint64_t *guesses, int probing);
sudoku_status sudoku__base_count(const sudoku_grid *puzzle, int cell, unsigned banned,
                                 uint64_t limit, uint64_t *count);
sudoku_status sudoku__avx2_solve(const sudoku_grid *puzzle, sudoku_grid *solution,
                                 uint64_t *guesses, int probing);
sudoku_status sudoku__avx2_count(const sudoku_grid *puzzle, int cell, unsigned banned,
                                 uint64_t limit, uint64_t *count);

/* 1 when the AVX2 copy is built and this CPU can run it (the public
** functions then use it), else 0. */
int sudoku__solver_avx2(void);

/* ---- text.c: the snprintf-style builder of explanations ---------------- */

#if defined(__GNUC__)
#define SUDOKU__PRINTF(fmt, args) __attribute__((format(printf, fmt, args)))
#else
#define SUDOKU__PRINTF(fmt, args)
#endif

/* Text written into buf[size] as far as it fits (NUL-terminated when size is
** not 0); 'need' counts the full length wanted, as snprintf returns it. */
typedef struct sudoku__text {
    char *buf;
    size_t size, need;
    int regions; /* 1: units 18..26 are a jigsaw's regions ("region N") */
} sudoku__text;

/* Starts t empty over buf (size 0: only counts). */
void sudoku__text_init(sudoku__text *t, char *buf, size_t size);

/* Appends printf-style text. */
void sudoku__text_put(sudoku__text *t, const char *fmt, ...) SUDOKU__PRINTF(2, 3);

/* ---- eureka.c: nodes of a chain known only by its pattern cells ------- */

/* One past the last cell of the node that starts at st->cells[i]: a
** group's cells after its first carry digit 0. */
int sudoku__cells_node_end(const sudoku_step *st, int i);

/* Writes the node that starts at st->cells[i] as players do: "(5)r9c9",
** a group "(5)r79c5" (cells in one line), else "(5)r1c1,r2c2". */
void sudoku__put_cells_node(sudoku__text *t, const sudoku_step *st, int i);

/* Writes the name of house u (0..SUDOKU__HOUSES-1): "row 3", "window 2",
** "the implied window r159c234", "the main diagonal" ("region 2" for 19
** when t->regions); 'brief' the short form of chains: "r3", "w2", "w5",
** "x1" ("b2" for a region too). */
void sudoku__text_put_house(sudoku__text *t, int u, int brief);

/* Writes window w (0-based, as sudoku__window_of numbers them) of a
** windoku of the given side (a square: 4, 9, 16 or 25): "window N"
** (N = w + 1) for a drawn one, "the implied window r159c234" for a group
** the drawn ones imply: its rows, then its columns, 1-based
** (comma-separated on sides over 9: "r1,6,11,16c2,3,4,5"). */
void sudoku__text_put_window(sudoku__text *t, int side, int w);

/* ---- shape.c: the geometry of every board ----------------------------- */

#define SUDOKU__MAX_HOUSES 136 /* 3 * 25 + 25 dg + 25 windows + 2 + 3, rounded up */
#define SUDOKU__CELL_HOUSES 10 /* row, column, box, dg, window, 2 diagonals, 3 more */
#define SUDOKU__MAX_NEAR 16    /* anti-knight's 8 and anti-king's 8 */
#define SUDOKU__MAX_INTER 2048 /* pairs of houses sharing 2..N-1 cells */

/* The built shape: everything the engine and the checks read, in fixed
** arrays so a shape can live on the stack (about 76 KB) without malloc. */
struct sudoku_shape {
    sudoku_shape_spec spec; /* with the default box filled in */
    int side, cells, houses;
    int classic;
    uint32_t all; /* the mask of every symbol: (1 << N) - 1 */
    unsigned char kind[SUDOKU__MAX_HOUSES];
    uint16_t house[SUDOKU__MAX_HOUSES][SUDOKU_MAX_SIDE]; /* cells, increasing */
    unsigned char n_houses_of[SUDOKU_MAX_CELLS];
    unsigned char houses_of[SUDOKU_MAX_CELLS][SUDOKU__CELL_HOUSES];
    unsigned char n_near[SUDOKU_MAX_CELLS]; /* anti-knight / anti-king cells */
    uint16_t near[SUDOKU_MAX_CELLS][SUDOKU__MAX_NEAR];
    unsigned char n_adj[SUDOKU_MAX_CELLS]; /* non-consecutive: orthogonal neighbours */
    uint16_t adj[SUDOKU_MAX_CELLS][4];
    uint64_t member[SUDOKU_MAX_CELLS]
                   [(SUDOKU__MAX_HOUSES + 63) / 64]; /* houses of a cell */
    int n_inter; /* pairs of houses that intersect in 2..N-1 cells */
    unsigned char inter[SUDOKU__MAX_INTER][2];
    /* inter_at[k][i]: bit j when cell j of house inter[k][i] lies in the other */
    uint32_t inter_at[SUDOKU__MAX_INTER][2];
};

/* Builds the shape *spec describes into caller-owned *shape (sudoku_shape_new
** without the malloc). Returns SUDOKU_OK, or SUDOKU_EINVAL with err->text as
** sudoku_shape_new (*shape then undefined). */
sudoku_status sudoku__shape_init(sudoku_shape *shape, const sudoku_shape_spec *spec,
                                 sudoku_error *err);

/* 1 when cell c lies in house h of *shape. */
static inline int sudoku__shape_in_house(const sudoku_shape *shape, int c, int h) {
    return (int)((shape->member[c][h >> 6] >> (h & 63)) & 1u);
}

/* ---- board_group.c: groups of variant and jigsaw boards ---------------- */

/* 1 when the geometric part of t (a permutation of rows and columns, which
** the caller has checked) keeps *shape's extra houses and constraint pairs,
** on a jigsaw is one of the square's 8 symmetries, and on a non-consecutive
** board its relabelling is the identity or the reversal; 0 otherwise. It
** allocates nothing and cannot fail: 0 always means "not in the group". */
int sudoku__board_group_keeps(const sudoku_shape *shape, const sudoku_board_transform *t);

/* ---- search.c: the generic engine -------------------------------------- */

/* A search: set shape and limit (0 = none), then sudoku__search_run. */
typedef struct sudoku__search {
    const sudoku_shape *shape;
    uint64_t limit;
    int plain;          /* 1: singles only, no locked candidates (the rater's
                           reference counts keep their node counts) */
    uint64_t max_nodes; /* 0, or give up (gave_up = 1) after so many nodes */
    sudoku_rng *rng;    /* NULL, or try each cell's symbols in random order */
    int learn;          /* 0: boards of side 25 switch to the learning
                           search (nogoods from contradictions, search.c) once
                           the search without passes a few hundred nodes; 1:
                           learn from the root; -1: never. Not plain nor rng */
    size_t learn_facts; /* 0, or the cap on the facts nogoods keep (tests;
                           0 is 2^24); past it the search starts again
                           without learning */
    int gave_up;
    uint64_t count;   /* solutions found, at most limit */
    uint64_t nodes;   /* search nodes: the root and every child tried */
    uint64_t guesses; /* guesses made (0: propagation alone solved it) */
    unsigned char first[SUDOKU_MAX_CELLS]; /* the first solution, when count > 0 */
    /* Conflict weights (dom/wdeg): each contradiction adds 1 to the house
    ** that could not hold its symbols, or to every house of the cell that
    ** emptied; a guess goes to the cell whose candidates are fewest against
    ** the weight of its houses. Not used when plain or with an rng, whose
    ** node counts and fills must not change. */
    uint32_t weight[SUDOKU__MAX_HOUSES];
    /* Set by sudoku__search_run for its run (callers leave it NULL): each
    ** house's last matching of the matching filter, the symbol (1..N, 0
    ** none) at each position, from which the next one in that house starts. */
    unsigned char (*hint)[SUDOKU_MAX_SIDE];
} sudoku__search;

/* Counts the solutions of givens[0..cells-1] (0 blank, 1..N) whose cells
** keep to marks[] (bit v-1 for symbol v; NULL: every symbol) on s->shape.
** Givens that clash or break their marks give count 0. Returns SUDOKU_OK,
** or SUDOKU_EINVAL for a given > N (count 0). */
sudoku_status sudoku__search_run(sudoku__search *s, const unsigned char *givens,
                                 const uint32_t *marks);

/* prose.c: which lines are text, which a puzzle's attempt (both readers). */
/* The start of the first word of s[at..n) that is a puzzle's attempt: a
** puzzle's length for some shape (16 .. 625 cells, 729 pencil marks; 81 and
** 729 alone when 'nine_only') with at least half of it cells of that
** shape's default symbols and blanks (a 16x16 line in 1-9A-G, a full 25x25
** grid in 1-9A-P, a jigsaw's cells before its map; not "responsibilities",
** 81 letters or a hex id); n when there is none. */
size_t sudoku__attempt_word(const char *s, size_t n, size_t at, int nine_only);
/* Whether s[at..n) holds a word: two letters in a row, not both x or X
** (blanks). */
int sudoku__has_word(const char *s, size_t n, size_t at);
/* Whether the bad line s[at..n) is text, no record: it holds no puzzle's
** attempt, and it has a word, or no cell at all (a Markdown fence), or a
** mark of prose, tables and consoles ("99%", ">=2", "r1c4=9:") and no run
** of cells long enough to be a puzzle cut short. A line of cells, letters
** and separators alone ("1.3k", "12,a") is a bad record. 'symbols' (NULL
** for the classic alphabet) are letters that are cells too (a 16x16's
** A-G): then no line with such a run is text, words or not. */
int sudoku__is_prose(const char *s, size_t n, size_t at, const char *symbols);
/* Whether s[0..n) is qqwing's counted title ("2 puzzles generated in 0.01
** seconds."): a number of up to six digits, spaces or tabs, then a word of
** two or more letters, not all of them the blanks x and X. The one rule
** both readers take it by (io.c is_title, board_io.c read_from_line). */
int sudoku__is_counted_title(const char *s, size_t n);
/* Whether s[0..n) is POJ 2676's count: 1 to 7 digits alone (both readers
** take it so on the first line with content). */
int sudoku__is_count_line(const char *s, size_t n);
/* At the end of input, the promise of a count line at 'line' that announced
** 'announced' puzzles (-1: none), 'records' (more than 0) read after it.
** Returns SUDOKU_END when they agree; else SUDOKU_ECOUNT with *err saying
** both. The one check both readers make (io.c finish, board_io.c). */
sudoku_status sudoku__count_kept(long announced, unsigned long records,
                                 unsigned long line, sudoku_error *err);
/* Makes a board reader (made by sudoku_board_reader_new_after) go on from
** what a classic reader of the same stream read before the text it was
** given: 'records' records (more than 0: a number line is no POJ count
** any more) and, when 'announced' >= 0, a count line at 'line' announcing
** that many, which the board reader then counts on and checks at its end
** as its own. (board_io.c, for io.c sudoku_reader_hand_over) */
void sudoku__board_reader_continue(sudoku_board_reader *r, long announced,
                                   unsigned long line, unsigned long records);
/* 1 + the offset of the first byte of s[0..n) no text file holds (a control
** byte other than tab, CR, form feed and ESC, or DEL), or 0 when none: a
** line in no puzzle's shape holding one is binary data to both readers. */
size_t sudoku__binary_column(const char *s, size_t n);
/* Both readers' message for the first binary line of an input (the byte). */
#define SUDOKU__BINARY_TEXT                                                              \
    "binary data (byte 0x%02X): puzzles are text; this and later binary lines are "      \
    "skipped, not echoed"
/* Whether the line s[0..n) is binary data, never echoed (a grid's bad row
** too, in both readers): it holds a binary byte (sudoku__binary_column)
** and fewer than half its bytes (blanks aside) are cells: digits, blanks or
** 'symbols' (NULL: none). A row mistyped with a NUL among its cells
** ("0007\0 0400") is a puzzle's attempt, echoed as written. */
int sudoku__is_binary_line(const char *s, size_t n, const char *symbols);

/* The columns of a CSV (or members of a JSON object) that give a board's
** shape, then its puzzle's: io.c finds them in a header, fields.c reads
** them. The order is the names' in io.c's csv_header. */
enum {
    SUDOKU__FIELD_SIZE,
    SUDOKU__FIELD_BOX,
    SUDOKU__FIELD_VARIANTS,
    SUDOKU__FIELD_REGIONS,
    SUDOKU__FIELD_SYMBOLS,
    SUDOKU__FIELD_PUZZLE,
    SUDOKU__FIELDS
};

/* io.c: the field (0-based) that holds column 'which' (a SUDOKU__FIELD_:
** size to symbols, or the puzzle) of the CSV the reader reads rows of, its
** separator in *sep; -1 when it reads no CSV or the header has no such
** column. 'which' -1 asks for any of size to symbols: 0 when the header
** has one. */
int sudoku__reader_shape_field(const sudoku_reader *r, int which, char *sep);
/* io.c: field k (0-based) of the CSV row s[0..n) split at 'sep' (RFC 4180
** quotes): its text, quotes and the white space around dropped, is
** s[*a..*b). Returns 0 when the row has no field k. */
int sudoku__csv_field(const char *s, size_t n, char sep, int k, size_t *a, size_t *b);

/* text.c: fills err->text (err may be NULL; line and column 0) printf-style. */
void sudoku__error_set(sudoku_error *err, const char *fmt, ...) SUDOKU__PRINTF(2, 3);

/* text.c: sets *err (err may be NULL) to 'text' at line and column (1-based
** byte; 0 when no column is to blame). */
void sudoku__error_at(sudoku_error *err, unsigned long line, size_t column,
                      const char *text);

#endif /* SUDOKU_INTERNAL_H */
