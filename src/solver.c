/*
** solver.c - the solving and counting core (sudoku_solve, sudoku_count).
**
** Representation ("bands"): the grid is three bands of three rows. For each
** band b and digit d, cand[IDX(b,d)] is a 27-bit mask of the band's cells
** where d may still go; cell i is bit i%27 of band i/27 (bit 9*row_in_band +
** column). unsolved[b] holds the band's cells not yet assigned. Invariants:
**   - an assigned cell keeps exactly one bit over the nine digits: its own;
**   - an assigned digit has been removed from every peer of its cell;
**   - every change to cand[k] sets bit k of 'dirty' until shrink() sees it
**     (an unchanged mask may be marked too: shrink() skips it);
** so when no cell is unsolved the masks spell a valid grid.
** Propagation, before every guess, to a fixed point:
**   - band shrink: in a band a digit takes one cell in each row and in each
**     box, so its row/box incidence (3x3 bits) must be a union of
**     permutation matrices; a table keeps those cells (pointing, claiming and
**     hidden singles in boxes; nothing left is a contradiction);
**   - row singles: a row of a band with one cell left for a digit;
**   - naked singles, for a whole band at once from "at least once / at least
**     twice" masks over its nine digits;
**   - stack shrink (the band rule turned sideways: column/box locked
**     candidates) and hidden singles in columns, per digit.
** The last two run only on bands/digits that changed since their last run,
** and the column pass only while enough cells are open (see below).
** Search: the first bivalue cell if any, else a cell with fewest candidates
** (after many fruitless guesses: the bivalue cell found best by probing);
** the state is copied by value for each branch (the last branch reuses it),
** with no allocation. A guess is one trial at a branch point.
** Once a search has made HEAVY_AFTER guesses without a solution, or from the
** start when HARD_OPEN cells are open after the first propagation, its nodes
** turn heavy: the column pass always, the triad rules (a minirow or
** minicolumn holds exactly three digits), and branching on the placement
** pattern of one digit in one band or stack (which of its 3x3 permutation
** matrices: the band or stack with the fewest patterns over its digits,
** then its digit with the fewest), as tdoku's write-up describes; our own
** C11 on the band masks. Every level settles a cell or a pattern, so the
** recursion depth stays below 81 + 54.
** Work on a band's nine digit masks at once (closing a cell, the naked
** singles' folds, finding bivalue cells, reading givens, writing the
** solution) uses SSE2 where the compiler targets it (every x86-64), else
** plain loops with the same results.
** Callgrind, instructions per puzzle: 17-clue 19.3k, magictour top1465
** 60k, forum_hardest_1905_11plus 302k, forum_hardest_1106 412k, serg 16.5k
** (tests/bench/RESULTS.md, NOTES.md).
*/
#include "internal.h"

#include <assert.h>
#include <string.h>
#if defined(SUDOKU_HAVE_SSE2)
#include <emmintrin.h>
#endif

/* The hot inner steps, kept inlined where GCC's heuristics would not. */
#if defined(SUDOKU_HAVE_BUILTINS)
#define HOT static inline __attribute__((always_inline))
#else
#define HOT static inline
#endif

#define BAND_ALL 0x7FFFFFFu /* the 27 cells of a band */
/* Below this many open cells the column pass is skipped, as it rarely finds
** anything the band shrink and naked singles miss. Measured with callgrind:
** 40-45 is best on every dataset (serg -25%, the others -1..-5%). Before
** the first guess, on a sparse puzzle (more than SPARSE_OPEN cells open after
** the givens), 25 is best: 17-clue -8% and 73% of them solved unguessed; on
** denser puzzles (serg: 46 open) the deeper pass costs 5% and finds little. */
#define COLUMN_PASS_MIN_OPEN 45
#define COLUMN_PASS_MIN_OPEN_ROOT 25
#define SPARSE_OPEN 50
/* After this many guesses without a solution the search probes bivalue
** cells before branching (see probe()): it trims the heavy tail, e.g. a
** 15-given puzzle without a solution went from 1.5M guesses (0.28 s) to 58k
** (0.06 s). Not once a solution is found: counting many solutions gains
** nothing from it (5x slower). */
#define PROBE_AFTER 2000
/* After this many guesses without a solution the search turns heavy: the
** column pass at every node, the triad rules, and branching on a digit's
** placement pattern in a band or stack instead of on a cell (see
** choose_config()). Light searches (serg: 6 guesses, most 17-clue puzzles:
** none) keep the cheaper nodes; on forum_hardest_1106 the heavy search
** makes 110 guesses a puzzle instead of 292 and runs 21% fewer
** instructions. Counting switches back once a solution is found: near the
** leaves of a many-solution tree the cheap nodes win. */
#define HEAVY_AFTER 10
/* A puzzle with this many cells still open after the first propagation is
** searched heavy from the start: top1465 -3.5%, forum_hardest_1905 -2%,
** forum_hardest_1106 -7% instructions. Dense multi-solution puzzles (serg:
** 46 open) stay light: heavy from the start cost serg 47% at 45. */
#define HARD_OPEN 50
/* Below this many open cells the triad rules cost more than the guesses
** they save: with the cheaper column pass and pattern choice, 50 beats the
** former 35 (forum_hardest_1905 -4.5%, forum_1106 -3.3%, top1465 -0.6%
** instructions, though 13-15% more guesses); 45 and 55 are close behind,
** triads on rows and columns at separate thresholds no better. */
#define TRIADS_MIN_OPEN 50

#define ROW_ALL 0x1FFu /* the 9 cells of a row of a band */

/* Index of the mask of digit d (0..8) in band b: a band's nine digits are
** contiguous, so closing a cell to all of them is one short loop. */
#define IDX(b, d) (9 * (b) + (d))

typedef struct state {
    uint32_t cand[27];    /* cand[IDX(b,d)]: cells of band b open to digit d+1 */
    uint32_t shrunk[27];  /* cand[k] as of its last shrink (unchanged: skip) */
    uint32_t unsolved[3]; /* cells of each band not yet assigned */
    /* Pattern counts for the heavy search's choice, kept by heavy nodes only
    ** (light ones skip the work): valid once choose_config() has counted
    ** them all; a heavy propagation then keeps them current. */
    uint8_t band_perms[27];  /* patterns open to cand[k] as of its last shrink */
    uint32_t stack_perms[9]; /* byte t: patterns open to digit d in stack t
                                as of d's last column pass */
    int perms_valid;
    uint32_t dirty; /* bit k: cand[k] may have changed since its shrink */
    uint32_t todo;  /* bit d: digit d changed since its column pass;
                       bit 16+b: band b changed since its naked singles */
    int open;       /* cells not yet assigned (the bits of unsolved) */
} state;

/* What a search is asked for and what it has found so far. */
typedef struct search {
    uint64_t limit;    /* stop when count reaches it (0 = never) */
    uint64_t count;    /* solutions found */
    uint64_t guesses;  /* trial assignments made at branch points */
    sudoku_grid first; /* the first solution found */
    int deep_root;     /* a sparse puzzle: deeper column pass before guessing */
    int keep_first;    /* fill 'first' (solving; counting does not need it) */
    int hard;          /* HARD_OPEN cells still open after the root's propagation */
} search;

/* Band shrink table: for a row/box incidence (bit 3*row+box), the band
** cells left open by the permutation matrices it contains (bits 0..26; 0 =
** none) and how many it contains (bits 28..30), read in the same load. */
static const uint32_t band_keep[512] = {
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x101C71C0, 0x101C71C0, 0x101C71C0, 0x101C71C0, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x101C71C0, 0x101C71C0, 0x101C71C0, 0x101C71C0, 0x00000000, 0x00000000,
    0x101F8038, 0x101F8038, 0x00000000, 0x00000000, 0x101F8038, 0x101F8038, 0x00000000,
    0x00000000, 0x101F8038, 0x101F8038, 0x00000000, 0x00000000, 0x101F8038, 0x101F8038,
    0x00000000, 0x00000000, 0x101F8038, 0x101F8038, 0x101C71C0, 0x101C71C0, 0x201FF1F8,
    0x201FF1F8, 0x00000000, 0x00000000, 0x101F8038, 0x101F8038, 0x101C71C0, 0x101C71C0,
    0x201FF1F8, 0x201FF1F8, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x10E00FC0, 0x10E00FC0, 0x10E00FC0, 0x10E00FC0, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x10E00FC0, 0x10E00FC0, 0x10E00FC0, 0x10E00FC0, 0x00000000,
    0x10E38007, 0x00000000, 0x10E38007, 0x00000000, 0x10E38007, 0x00000000, 0x10E38007,
    0x00000000, 0x10E38007, 0x00000000, 0x10E38007, 0x10E00FC0, 0x20E38FC7, 0x10E00FC0,
    0x20E38FC7, 0x00000000, 0x10E38007, 0x00000000, 0x10E38007, 0x00000000, 0x10E38007,
    0x00000000, 0x10E38007, 0x00000000, 0x10E38007, 0x00000000, 0x10E38007, 0x10E00FC0,
    0x20E38FC7, 0x10E00FC0, 0x20E38FC7, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x10E00FC0, 0x10E00FC0, 0x10E00FC0, 0x10E00FC0, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x101C71C0, 0x101C71C0, 0x101C71C0, 0x101C71C0, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x20FC7FC0, 0x20FC7FC0, 0x20FC7FC0, 0x20FC7FC0,
    0x00000000, 0x10E38007, 0x101F8038, 0x20FF803F, 0x00000000, 0x10E38007, 0x101F8038,
    0x20FF803F, 0x00000000, 0x10E38007, 0x101F8038, 0x20FF803F, 0x10E00FC0, 0x20E38FC7,
    0x20FF8FF8, 0x30FF8FFF, 0x00000000, 0x10E38007, 0x101F8038, 0x20FF803F, 0x101C71C0,
    0x20FFF1C7, 0x201FF1F8, 0x30FFF1FF, 0x00000000, 0x10E38007, 0x101F8038, 0x20FF803F,
    0x20FC7FC0, 0x30FFFFC7, 0x30FFFFF8, 0x40FFFFFF, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x17000E38, 0x17000E38, 0x00000000, 0x00000000, 0x17000E38, 0x17000E38, 0x00000000,
    0x17007007, 0x00000000, 0x17007007, 0x00000000, 0x17007007, 0x00000000, 0x17007007,
    0x00000000, 0x17007007, 0x17000E38, 0x27007E3F, 0x00000000, 0x17007007, 0x17000E38,
    0x27007E3F, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x17000E38, 0x17000E38, 0x00000000,
    0x00000000, 0x17000E38, 0x17000E38, 0x00000000, 0x17007007, 0x00000000, 0x17007007,
    0x00000000, 0x17007007, 0x00000000, 0x17007007, 0x00000000, 0x17007007, 0x17000E38,
    0x27007E3F, 0x00000000, 0x17007007, 0x17000E38, 0x27007E3F, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x17000E38, 0x17000E38, 0x00000000, 0x00000000, 0x17000E38, 0x17000E38,
    0x00000000, 0x17007007, 0x00000000, 0x17007007, 0x101C71C0, 0x271C71C7, 0x101C71C0,
    0x271C71C7, 0x00000000, 0x17007007, 0x17000E38, 0x27007E3F, 0x101C71C0, 0x271C71C7,
    0x271C7FF8, 0x371C7FFF, 0x00000000, 0x00000000, 0x101F8038, 0x101F8038, 0x00000000,
    0x00000000, 0x101F8038, 0x101F8038, 0x00000000, 0x00000000, 0x271F8E38, 0x271F8E38,
    0x00000000, 0x00000000, 0x271F8E38, 0x271F8E38, 0x00000000, 0x17007007, 0x101F8038,
    0x271FF03F, 0x101C71C0, 0x271C71C7, 0x201FF1F8, 0x371FF1FF, 0x00000000, 0x17007007,
    0x271F8E38, 0x371FFE3F, 0x101C71C0, 0x271C71C7, 0x371FFFF8, 0x471FFFFF, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x17000E38, 0x17000E38, 0x10E00FC0, 0x10E00FC0, 0x27E00FF8,
    0x27E00FF8, 0x00000000, 0x17007007, 0x00000000, 0x17007007, 0x00000000, 0x17007007,
    0x00000000, 0x17007007, 0x00000000, 0x17007007, 0x17000E38, 0x27007E3F, 0x10E00FC0,
    0x27E07FC7, 0x27E00FF8, 0x37E07FFF, 0x00000000, 0x10E38007, 0x00000000, 0x10E38007,
    0x00000000, 0x10E38007, 0x00000000, 0x10E38007, 0x00000000, 0x10E38007, 0x17000E38,
    0x27E38E3F, 0x10E00FC0, 0x20E38FC7, 0x27E00FF8, 0x37E38FFF, 0x00000000, 0x27E3F007,
    0x00000000, 0x27E3F007, 0x00000000, 0x27E3F007, 0x00000000, 0x27E3F007, 0x00000000,
    0x27E3F007, 0x17000E38, 0x37E3FE3F, 0x10E00FC0, 0x37E3FFC7, 0x27E00FF8, 0x47E3FFFF,
    0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000, 0x00000000,
    0x00000000, 0x00000000, 0x00000000, 0x17000E38, 0x17000E38, 0x10E00FC0, 0x10E00FC0,
    0x27E00FF8, 0x27E00FF8, 0x00000000, 0x17007007, 0x00000000, 0x17007007, 0x101C71C0,
    0x271C71C7, 0x101C71C0, 0x271C71C7, 0x00000000, 0x17007007, 0x17000E38, 0x27007E3F,
    0x20FC7FC0, 0x37FC7FC7, 0x37FC7FF8, 0x47FC7FFF, 0x00000000, 0x10E38007, 0x101F8038,
    0x20FF803F, 0x00000000, 0x10E38007, 0x101F8038, 0x20FF803F, 0x00000000, 0x10E38007,
    0x271F8E38, 0x37FF8E3F, 0x10E00FC0, 0x20E38FC7, 0x37FF8FF8, 0x47FF8FFF, 0x00000000,
    0x27E3F007, 0x101F8038, 0x37FFF03F, 0x101C71C0, 0x37FFF1C7, 0x201FF1F8, 0x47FFF1FF,
    0x00000000, 0x27E3F007, 0x271F8E38, 0x47FFFE3F, 0x20FC7FC0, 0x47FFFFC7, 0x47FFFFF8,
    0x67FFFFFF,
};

/* For a 9-cell row of a band: bits 0..2 = the boxes it touches; bits 3..11
** = the row itself when it has exactly one cell (a row single), else 0. */
static const uint16_t row_info[512] = {
    0x000, 0x009, 0x011, 0x001, 0x021, 0x001, 0x001, 0x001, 0x042, 0x003, 0x003, 0x003,
    0x003, 0x003, 0x003, 0x003, 0x082, 0x003, 0x003, 0x003, 0x003, 0x003, 0x003, 0x003,
    0x002, 0x003, 0x003, 0x003, 0x003, 0x003, 0x003, 0x003, 0x102, 0x003, 0x003, 0x003,
    0x003, 0x003, 0x003, 0x003, 0x002, 0x003, 0x003, 0x003, 0x003, 0x003, 0x003, 0x003,
    0x002, 0x003, 0x003, 0x003, 0x003, 0x003, 0x003, 0x003, 0x002, 0x003, 0x003, 0x003,
    0x003, 0x003, 0x003, 0x003, 0x204, 0x005, 0x005, 0x005, 0x005, 0x005, 0x005, 0x005,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007,
    0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007,
    0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x404, 0x005, 0x005, 0x005,
    0x005, 0x005, 0x005, 0x005, 0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007,
    0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007,
    0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
    0x004, 0x005, 0x005, 0x005, 0x005, 0x005, 0x005, 0x005, 0x006, 0x007, 0x007, 0x007,
    0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007,
    0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007,
    0x007, 0x007, 0x007, 0x007, 0x804, 0x005, 0x005, 0x005, 0x005, 0x005, 0x005, 0x005,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007,
    0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007,
    0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x004, 0x005, 0x005, 0x005,
    0x005, 0x005, 0x005, 0x005, 0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007,
    0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007,
    0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
    0x004, 0x005, 0x005, 0x005, 0x005, 0x005, 0x005, 0x005, 0x006, 0x007, 0x007, 0x007,
    0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007,
    0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007,
    0x007, 0x007, 0x007, 0x007, 0x004, 0x005, 0x005, 0x005, 0x005, 0x005, 0x005, 0x005,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007,
    0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007,
    0x007, 0x007, 0x007, 0x007, 0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
    0x006, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007, 0x007,
};

/* The band after b, twice over: next_band[b], next_band[b+1] are the others. */
static const int next_band[4] = {1, 2, 0, 1};

/* The same digit's mask in the next band: IDX(next_band[b], d) for k =
** IDX(b, d); twice over gives the third band. */
static const uint8_t next_k[27] = {9,  10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
                                   23, 24, 25, 26, 0,  1,  2,  3,  4,  5,  6,  7,  8};

/* The column of each band cell, over the three rows of a band. */
static const uint32_t col_mask[27] = {
    0x0040201, 0x0080402, 0x0100804, 0x0201008, 0x0402010, 0x0804020, 0x1008040,
    0x2010080, 0x4020100, 0x0040201, 0x0080402, 0x0100804, 0x0201008, 0x0402010,
    0x0804020, 0x1008040, 0x2010080, 0x4020100, 0x0040201, 0x0080402, 0x0100804,
    0x0201008, 0x0402010, 0x0804020, 0x1008040, 0x2010080, 0x4020100,
};

/* Peers of each band cell inside its band: row, box and column, not itself. */
static const uint32_t band_peers[27] = {
    0x01C0FFE, 0x01C0FFD, 0x01C0FFB, 0x0E071F7, 0x0E071EF, 0x0E071DF, 0x70381BF,
    0x703817F, 0x70380FF, 0x01FFC07, 0x01FFA07, 0x01FF607, 0x0E3EE38, 0x0E3DE38,
    0x0E3BE38, 0x7037FC0, 0x702FFC0, 0x701FFC0, 0x7F80E07, 0x7F40E07, 0x7EC0E07,
    0x7DC7038, 0x7BC7038, 0x77C7038, 0x6FF81C0, 0x5FF81C0, 0x3FF81C0,
};

/* For each digit-band mask k: its band, and its 'todo' bits (digit, band). */
static const uint8_t band_of[27] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1,
                                    1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2};
static const uint32_t todo_of[27] = {
    0x10001, 0x10002, 0x10004, 0x10008, 0x10010, 0x10020, 0x10040, 0x10080, 0x10100,
    0x20001, 0x20002, 0x20004, 0x20008, 0x20010, 0x20020, 0x20040, 0x20080, 0x20100,
    0x40001, 0x40002, 0x40004, 0x40008, 0x40010, 0x40020, 0x40040, 0x40080, 0x40100,
};

/* The six ways a digit can take one cell in each of three rows and three
** boxes (of a band) or three bands and three columns (of a stack): 3x3
** permutation matrices, bit 3*row+box. */
static const uint32_t perms[6] = {0x111, 0x0A1, 0x10A, 0x062, 0x08C, 0x054};

/* The number of placement patterns open in incidence matrix inc: 0..6. */
static int perms_in(uint32_t inc) { return (int)(band_keep[inc] >> 28); }

/* ==================================================================== */
/* Bit helpers                                                           */
/* ==================================================================== */

static int lowest_bit(uint32_t m) /* m != 0 */
{
#if defined(SUDOKU_HAVE_BUILTINS)
    return __builtin_ctz(m);
#else
    int n = 0;
    while (!(m & 1u)) {
        m >>= 1;
        n++;
    }
    return n;
#endif
}

/* ==================================================================== */
/* Assignment and propagation                                            */
/* ==================================================================== */

/* The digits open at cell 'bit' of a band (masks band[0..8]). */
static uint32_t digits_at(const uint32_t band[9], uint32_t bit) {
#if defined(SUDOKU_HAVE_SSE2)
    __m128i v = _mm_set1_epi32((int)bit), zero = _mm_setzero_si128();
    __m128i lo = _mm_loadu_si128((const __m128i *)(const void *)band);
    __m128i hi = _mm_loadu_si128((const __m128i *)(const void *)(band + 4));
    int shut =
        _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(lo, v), zero))) |
        _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(hi, v), zero)))
            << 4;
    return (~(uint32_t)shut & 0xFFu) | (band[8] & bit ? 0x100u : 0u);
#else
    uint32_t digits = 0;
    for (int d = 0; d < 9; d++)
        digits |= (band[d] & bit ? 1u : 0u) << d;
    return digits;
#endif
}

/* Closes cell 'bit' of a band to its nine digits (masks band[0..8]).
** Returns the digits whose masks changed: a cell usually has only a few
** candidates left when assigned, and a mask marked dirty without a change
** costs a shrink call for nothing (about two thirds of them on serg). With
** SSE2 the test is two compares and mask moves; without it every digit is
** reported, as the shrink skips unchanged masks anyway. */
static uint32_t close_cell(uint32_t band[9], uint32_t bit) {
#if defined(SUDOKU_HAVE_SSE2)
    __m128i v = _mm_set1_epi32((int)bit), zero = _mm_setzero_si128();
    __m128i lo = _mm_loadu_si128((const __m128i *)(const void *)band);
    __m128i hi = _mm_loadu_si128((const __m128i *)(const void *)(band + 4));
    int shut =
        _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(lo, v), zero))) |
        _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(hi, v), zero)))
            << 4;
    _mm_storeu_si128((__m128i *)(void *)band, _mm_andnot_si128(v, lo));
    _mm_storeu_si128((__m128i *)(void *)(band + 4), _mm_andnot_si128(v, hi));
    uint32_t had = (~(uint32_t)shut & 0xFFu) | (band[8] & bit ? 0x100u : 0u);
    band[8] &= ~bit;
    return had;
#else
    for (int j = 0; j < 9; j++)
        band[j] &= ~bit;
    return 0x1FFu;
#endif
}

/* Assigns digit d to cell p of band b. Returns 0 when d is no longer open
** there (a contradiction); assigning an already assigned cell its own digit
** does nothing. */
HOT int assign(state *s, int d, int b, int p) {
    uint32_t bit = 1u << p;
    int k = IDX(b, d);
    if (!(s->cand[k] & bit)) return 0;
    if (!(s->unsolved[b] & bit)) return 1;
    s->unsolved[b] &= ~bit;
    s->open--;
    uint32_t had = close_cell(&s->cand[IDX(b, 0)], bit);
    s->cand[k] = (s->cand[k] & ~band_peers[p]) | bit;
    uint32_t col = col_mask[p];
    int k1 = next_k[k], k2 = next_k[k1];
    s->cand[k1] &= ~col; /* the column closes in the other bands */
    s->cand[k2] &= ~col;
    s->dirty |= had << IDX(b, 0) | 1u << k1 | 1u << k2;
    return 1;
}

/* Band shrink of one digit-band mask, then its row singles; 'heavy' keeps
** its pattern count. */
HOT int shrink(state *s, int k, int heavy) {
    uint32_t m = s->cand[k];
    if (m == s->shrunk[k]) return 1;
    uint32_t i0 = row_info[m & ROW_ALL], i1 = row_info[(m >> 9) & ROW_ALL],
             i2 = row_info[m >> 18];
    uint32_t keep = band_keep[(i0 & 7u) | (i1 & 7u) << 3 | (i2 & 7u) << 6];
    if ((m & keep) != m) {
        m &= keep;
        if (!m) return 0;
        i0 = row_info[m & ROW_ALL];
        i1 = row_info[(m >> 9) & ROW_ALL];
        i2 = row_info[m >> 18];
    }
    s->cand[k] = s->shrunk[k] = m;
    if (heavy) s->band_perms[k] = (uint8_t)(keep >> 28); /* the narrowing keeps all */
    int b = band_of[k];
    s->todo |= todo_of[k];
    uint32_t solo = (i0 >> 3 | (i1 >> 3) << 9 | (i2 >> 3) << 18) & s->unsolved[b];
    for (; solo; solo &= solo - 1)
        if (!assign(s, k - 9 * b, b, lowest_bit(solo))) return 0;
    return 1;
}

/* The cells of a band open to at least one / at least two of its nine
** digits (masks band[0..8]). */
static void once_twice(const uint32_t band[9], uint32_t *once, uint32_t *twice) {
#if defined(SUDOKU_HAVE_SSE2)
    __m128i lo = _mm_loadu_si128((const __m128i *)(const void *)band);
    __m128i hi = _mm_loadu_si128((const __m128i *)(const void *)(band + 4));
    __m128i o = _mm_or_si128(lo, hi), t = _mm_and_si128(lo, hi);
    __m128i o2 = _mm_shuffle_epi32(o, 0x4E),
            t2 = _mm_shuffle_epi32(t, 0x4E); /* fold lanes */
    t = _mm_or_si128(_mm_or_si128(t, t2), _mm_and_si128(o, o2));
    o = _mm_or_si128(o, o2);
    o2 = _mm_shuffle_epi32(o, 0xB1);
    t2 = _mm_shuffle_epi32(t, 0xB1);
    t = _mm_or_si128(_mm_or_si128(t, t2), _mm_and_si128(o, o2));
    o = _mm_or_si128(o, o2);
    uint32_t on = (uint32_t)_mm_cvtsi128_si32(o), tw = (uint32_t)_mm_cvtsi128_si32(t);
    *twice = tw | (on & band[8]);
    *once = on | band[8];
#else
    uint32_t on = 0, tw = 0;
    for (int j = 0; j < 9; j++) {
        tw |= on & band[j];
        on |= band[j];
    }
    *once = on;
    *twice = tw;
#endif
}

/* Naked singles of all bands. Returns -1 on a contradiction (an open cell
** without candidates), else the number of cells assigned. */
HOT int naked_singles(state *s) {
    int placed = 0;
    for (int b = 0; b < 3; b++) {
        if (!(s->todo & 1u << (16 + b)))
            continue; /* unchanged since its last pass: nothing new */
        s->todo &= ~(1u << (16 + b));
        uint32_t once, twice;
        once_twice(&s->cand[IDX(b, 0)], &once, &twice);
        if (s->unsolved[b] & ~once) return -1;
        uint32_t single = s->unsolved[b] & ~twice;
        for (; single; single &= single - 1) {
            int p = lowest_bit(single);
            int d = 0; /* earlier assignments may have emptied this cell */
            while (d < 9 && !(s->cand[IDX(b, d)] & (1u << p)))
                d++;
            if (d == 9 || !assign(s, d, b, p)) return -1;
            placed++;
        }
    }
    return placed;
}

/* Column views: the 9 columns of band b as bits 9b..9b+8 of one 27-bit
** word, so the three bands of a digit are worked on at once. */
#define COLS3(x) ((x) | (x) << 9 | (x) << 18)

/* Columns of band mask m (9 bits): where it has a cell, exactly one cell. */
static uint32_t column_any(uint32_t m) { return (m | m >> 9 | m >> 18) & ROW_ALL; }
static uint32_t column_once(uint32_t m) {
    uint32_t a = m & ROW_ALL, b = (m >> 9) & ROW_ALL, c = m >> 18;
    return (a ^ b ^ c) & ~(a & b & c);
}

/* Within each stack's three columns (3-bit groups), the column one / two
** places further on, cyclically; and within the 27-bit column view, the
** band one / two places further on. */
static uint32_t next_col1(uint32_t x) {
    return (x >> 1 & COLS3(0x0DBu)) | (x << 2 & COLS3(0x124u));
}
static uint32_t next_col2(uint32_t x) {
    return (x >> 2 & COLS3(0x049u)) | (x << 1 & COLS3(0x1B6u));
}
static uint32_t next_band1(uint32_t x) { return (x >> 9 | x << 18) & BAND_ALL; }
static uint32_t next_band2(uint32_t x) { return (x >> 18 | x << 9) & BAND_ALL; }

/* The column view of digit d: column c of band b open (bit 9b+c). */
static uint32_t digit_columns(const state *s, int d) {
    return column_any(s->cand[IDX(0, d)]) | column_any(s->cand[IDX(1, d)]) << 9 |
           column_any(s->cand[IDX(2, d)]) << 18;
}

/* Stack shrink of a digit's column view f: in a stack (three columns) a
** digit takes one cell in each column and in each box, so its band/column
** incidence must be a union of permutation matrices -- the band rule turned
** sideways, giving the column/box locked candidates. (band b, column c) lies
** on such a permutation when it is open and the other two bands can take the
** other two columns crosswise. Returns what is left of f; *counts gets the
** patterns open in each stack (a byte each), each counted by its column in
** band 0. */
static uint32_t stack_keep(uint32_t f, uint32_t *counts) {
    uint32_t r1 = next_col1(f), r2 = next_col2(f);
    uint32_t one = f & next_band1(r1) & next_band2(r2);
    uint32_t other = f & next_band1(r2) & next_band2(r1);
    uint32_t n0 = one & ROW_ALL, n1 = other & ROW_ALL;
    uint32_t n = (n0 & 0x49u) + (n0 >> 1 & 0x49u) + (n0 >> 2 & 0x49u) + (n1 & 0x49u) +
                 (n1 >> 1 & 0x49u) + (n1 >> 2 & 0x49u);
    *counts = (n & 7u) | (n & 0x38u) << 5 | (n & 0x1C0u) << 10; /* a byte each */
    return one | other;
}

/* Stack shrink and hidden singles in columns, for every digit changed since
** its last pass. Returns -1 on a contradiction, else the number of masks
** narrowed and cells assigned. */
HOT int column_singles(state *s, int heavy) {
    int placed = 0;
    for (uint32_t todo = s->todo & 0x1FFu; todo; todo &= todo - 1) {
        int d = lowest_bit(todo);
        s->todo &= ~(1u << d);
        uint32_t f = digit_columns(s, d), counts;
        uint32_t any = stack_keep(f, &counts);
        if (((any | any >> 9 | any >> 18) & ROW_ALL) != ROW_ALL)
            return -1; /* a column, or a whole stack, without room for d */
        if (heavy) s->stack_perms[d] = counts;
        if (any != f) {
            for (int b = 0; b < 3; b++) {
                uint32_t keep = (any >> 9 * b & ROW_ALL) * 0x40201u;
                if (s->cand[IDX(b, d)] & ~keep) {
                    s->cand[IDX(b, d)] &= keep;
                    s->dirty |= 1u << IDX(b, d);
                    placed++;
                }
            }
        }
        /* hidden singles: one open cell in a column of one band, none in the
        ** others (a column where d is placed has no other cell for it) */
        uint32_t once = column_once(s->cand[IDX(0, d)] & s->unsolved[0]) |
                        column_once(s->cand[IDX(1, d)] & s->unsolved[1]) << 9 |
                        column_once(s->cand[IDX(2, d)] & s->unsolved[2]) << 18;
        uint32_t alone = once & ~next_band1(any) & ~next_band2(any);
        for (int b = 0; alone; b++, alone >>= 9) {
            uint32_t cells = s->cand[IDX(b, d)] & ((alone & ROW_ALL) * 0x40201u);
            for (; cells; cells &= cells - 1, placed++)
                if (!assign(s, d, b, lowest_bit(cells))) return -1;
        }
    }
    return placed;
}

/* A minirow is the three cells a row shares with a box; a minicolumn the
** three a column shares with a box. Each holds exactly three digits: the
** triad rules below. A digit's presence in them is packed in 27 bits.
** Minirows: bit 3j+b for minirow j (3*row+box, within the band) of band b,
** so the minirows of a band row are a 9-bit group and those of a box lie 9
** bits apart. Minicolumns: bit 9b+c for column c in band b, so those of a
** column lie 9 bits apart and those of a box are a 3-bit group. */
#define GROUP3_LOW 0x1249249u  /* bit 0 of each 3-bit group */
#define GROUP3_LOW2 0x36DB6DBu /* bits 0, 1 of each 3-bit group */
#define GROUP9_LOW6 0x0FC7E3Fu /* bits 0..5 of each 9-bit group */
#define GROUP9_TOP3 0x70381C0u /* bits 6..8 of each 9-bit group */

/* Four 32-bit lanes: SSE2 registers, else a plain array (same results). */
#if defined(SUDOKU_HAVE_SSE2)
typedef __m128i lanes;
#define L_OR _mm_or_si128
#define L_AND _mm_and_si128
#define L_ANDNOT _mm_andnot_si128 /* ~a & b */
#define L_SHL _mm_slli_epi32
#define L_SHR _mm_srli_epi32
#define L_SET1(u) _mm_set1_epi32((int)(u))
#define L_ZERO _mm_setzero_si128()
/* Bit i set when lane i of a differs from lane i of b. */
static uint32_t lanes_differ(lanes a, lanes b) {
    return ~(uint32_t)_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(a, b))) & 0xFu;
}
static lanes lanes_load(const uint32_t *p, int n) { /* n = 1 or 4 */
    return n == 4 ? _mm_loadu_si128((const __m128i *)(const void *)p)
                  : _mm_cvtsi32_si128((int)*p);
}
static void lanes_store(uint32_t *p, int n, lanes x) {
    if (n == 4)
        _mm_storeu_si128((__m128i *)(void *)p, x);
    else
        *p = (uint32_t)_mm_cvtsi128_si32(x);
}
static int lanes_any(lanes x) {
    return _mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_setzero_si128())) != 0xFFFF;
}
#else
typedef struct lanes {
    uint32_t v[4];
} lanes;
#define LANES_OP(name, expr)                                                             \
    static lanes name(lanes a, lanes b) {                                                \
        lanes r;                                                                         \
        for (int i = 0; i < 4; i++)                                                      \
            r.v[i] = (expr);                                                             \
        return r;                                                                        \
    }
LANES_OP(L_OR, a.v[i] | b.v[i])
LANES_OP(L_AND, a.v[i] & b.v[i])
LANES_OP(L_ANDNOT, ~a.v[i] & b.v[i])
static lanes L_SHL(lanes a, int n) {
    for (int i = 0; i < 4; i++)
        a.v[i] <<= n;
    return a;
}
static lanes L_SHR(lanes a, int n) {
    for (int i = 0; i < 4; i++)
        a.v[i] >>= n;
    return a;
}
static lanes L_SET1(uint32_t u) {
    lanes r = {{u, u, u, u}};
    return r;
}
#define L_ZERO L_SET1(0)
static uint32_t lanes_differ(lanes a, lanes b) {
    uint32_t m = 0;
    for (int i = 0; i < 4; i++)
        m |= (uint32_t)(a.v[i] != b.v[i]) << i;
    return m;
}
static lanes lanes_load(const uint32_t *p, int n) {
    lanes r = {{0, 0, 0, 0}};
    for (int i = 0; i < n; i++)
        r.v[i] = p[i];
    return r;
}
static void lanes_store(uint32_t *p, int n, lanes x) {
    for (int i = 0; i < n; i++)
        p[i] = x.v[i];
}
static int lanes_any(lanes x) { return (x.v[0] | x.v[1] | x.v[2] | x.v[3]) != 0; }
#endif

/* The other two members of each set bit's 3-bit group / 9-bit group (in
** steps of 3) / triple of 9-bit groups, lane by lane. */
static lanes others_in3(lanes t) {
    const lanes lo2 = L_SET1(GROUP3_LOW2), hi = L_SET1(GROUP3_LOW << 2);
    lanes r = L_OR(L_SHL(L_AND(t, lo2), 1), L_SHR(L_AND(t, hi), 2));
    return L_OR(r, L_OR(L_SHL(L_AND(r, lo2), 1), L_SHR(L_AND(r, hi), 2)));
}
static lanes others_in9(lanes t) {
    const lanes lo6 = L_SET1(GROUP9_LOW6), hi = L_SET1(GROUP9_TOP3);
    lanes r = L_OR(L_SHL(L_AND(t, lo6), 3), L_SHR(L_AND(t, hi), 6));
    return L_OR(r, L_OR(L_SHL(L_AND(r, lo6), 3), L_SHR(L_AND(r, hi), 6)));
}
static lanes others_in27(lanes t) {
    return L_AND(L_OR(L_OR(L_SHL(t, 9), L_SHR(t, 18)), L_OR(L_SHL(t, 18), L_SHR(t, 9))),
                 L_SET1(BAND_ALL));
}

/* Packed minirow (vertical = 0) or minicolumn (1) presence of band masks
** x[0..2] (bands 0..2), lane by lane. */
HOT lanes pack(const lanes x[3], int vertical) {
    lanes p = L_ZERO;
    for (int b = 0; b < 3; b++) {
        lanes f;
        if (vertical) {
            f = L_AND(L_OR(L_OR(x[b], L_SHR(x[b], 9)), L_SHR(x[b], 18)), L_SET1(ROW_ALL));
            f = b == 0 ? f : b == 1 ? L_SHL(f, 9) : L_SHL(f, 18);
        } else {
            f = L_AND(L_OR(L_OR(x[b], L_SHR(x[b], 1)), L_SHR(x[b], 2)),
                      L_SET1(GROUP3_LOW));
            f = b == 0 ? f : b == 1 ? L_SHL(f, 1) : L_SHL(f, 2);
        }
        p = L_OR(p, f);
    }
    return p;
}

/* The cells of band b in the packed set t, lane by lane. */
HOT lanes unpack(lanes t, int b, int vertical) {
    if (vertical) {
        t = b == 0 ? t : b == 1 ? L_SHR(t, 9) : L_SHR(t, 18);
        t = L_AND(t, L_SET1(ROW_ALL));
        return L_OR(L_OR(t, L_SHL(t, 9)), L_SHL(t, 18));
    }
    t = b == 0 ? t : b == 1 ? L_SHR(t, 1) : L_SHR(t, 2);
    t = L_AND(t, L_SET1(GROUP3_LOW));
    return L_OR(L_OR(t, L_SHL(t, 1)), L_SHL(t, 2));
}

#if !defined(SUDOKU_HAVE_SSE2)
/* Counters "at least 1..4" (c[0..3]) of a, merged with those of b. */
static void merge_counts(uint32_t a[4], const uint32_t b[4]) {
    a[3] |= b[3] | (a[2] & b[0]) | (a[0] & b[2]) | (a[1] & b[1]);
    a[2] |= b[2] | (a[1] & b[0]) | (a[0] & b[1]);
    a[1] |= b[1] | (a[0] & b[0]);
    a[0] |= b[0];
}
#endif

/* For each bit, how many of the 12 lanes of x[0..2] have it, as "at least
** 1..4" counters c[0..3]. */
HOT void count_lanes(const lanes x[3], uint32_t c[4]) {
    lanes one = L_OR(L_OR(x[0], x[1]), x[2]);
    lanes two = L_OR(L_AND(x[0], L_OR(x[1], x[2])), L_AND(x[1], x[2]));
    lanes three = L_AND(L_AND(x[0], x[1]), x[2]);
#if defined(SUDOKU_HAVE_SSE2)
    lanes four = _mm_setzero_si128();
    for (int k = 0; k < 2; k++) { /* fold lanes 2,3 onto 0,1, then 1 onto 0 */
        lanes o = k ? _mm_shuffle_epi32(one, 0xB1) : _mm_shuffle_epi32(one, 0x4E);
        lanes t = k ? _mm_shuffle_epi32(two, 0xB1) : _mm_shuffle_epi32(two, 0x4E);
        lanes h = k ? _mm_shuffle_epi32(three, 0xB1) : _mm_shuffle_epi32(three, 0x4E);
        lanes f = k ? _mm_shuffle_epi32(four, 0xB1) : _mm_shuffle_epi32(four, 0x4E);
        four = L_OR(L_OR(L_OR(four, f), L_OR(L_AND(three, o), L_AND(one, h))),
                    L_AND(two, t));
        three = L_OR(L_OR(three, h), L_OR(L_AND(two, o), L_AND(one, t)));
        two = L_OR(L_OR(two, t), L_AND(one, o));
        one = L_OR(one, o);
    }
    c[0] = (uint32_t)_mm_cvtsi128_si32(one);
    c[1] = (uint32_t)_mm_cvtsi128_si32(two);
    c[2] = (uint32_t)_mm_cvtsi128_si32(three);
    c[3] = (uint32_t)_mm_cvtsi128_si32(four);
#else
    uint32_t o[4], t[4], h[4];
    lanes_store(o, 4, one);
    lanes_store(t, 4, two);
    lanes_store(h, 4, three);
    c[0] = o[0], c[1] = t[0], c[2] = h[0], c[3] = 0;
    for (int i = 1; i < 4; i++) {
        uint32_t lane[4] = {o[i], t[i], h[i], 0};
        merge_counts(c, lane);
    }
#endif
}

/* The triad rules on minirows (vertical = 0) or minicolumns (1): where
** only three digits can go, each must go there, so it leaves the rest of
** its line and box; where three digits are confined (the only place left to
** them in their line or box), no other digit goes. Digits 4g..4g+3 are the
** lanes of group g (group 2: digit 8 alone). Returns -1 on a contradiction,
** else the number of masks narrowed. */
HOT int triads_as(state *s, int vertical) {
    lanes x[3][3], present[3], confined[3];
    uint32_t pc[4], cc[4];
    for (int g = 0; g < 3; g++) {
        for (int b = 0; b < 3; b++)
            x[g][b] = lanes_load(&s->cand[9 * b + 4 * g], g < 2 ? 4 : 1);
        lanes p = pack(x[g], vertical);
        lanes line = vertical ? others_in27(p) : others_in9(p);
        lanes box = vertical ? others_in3(p) : others_in27(p);
        present[g] = p;
        confined[g] = L_ANDNOT(L_AND(line, box), p);
    }
    count_lanes(present, pc);
    count_lanes(confined, cc);
    if (pc[2] != BAND_ALL || cc[3]) return -1; /* fewer than 3 fit, or 4 must */
    lanes u[3] = {L_SET1(s->unsolved[0]), L_SET1(s->unsolved[1]), L_SET1(s->unsolved[2])};
    uint32_t open[4];
    lanes_store(open, 4, pack(u, vertical));
    uint32_t naked = pc[2] & ~pc[3] & open[0], hidden = cc[2] & open[0];
    if (!(naked | (hidden & pc[3]))) return 0;
    int changed = 0;
    for (int g = 0; g < 3; g++) {
        lanes must = L_AND(present[g], L_SET1(naked));
        lanes kill = vertical ? L_OR(others_in27(must), others_in3(must))
                              : L_OR(others_in9(must), others_in27(must));
        kill = L_AND(L_OR(kill, L_ANDNOT(confined[g], L_SET1(hidden))), present[g]);
        if (!lanes_any(kill)) continue;
        for (int b = 0; b < 3; b++) {
            lanes cells = L_AND(unpack(kill, b, vertical), u[b]);
            lanes narrowed = L_ANDNOT(cells, x[g][b]);
            uint32_t diff = lanes_differ(narrowed, x[g][b]) & (g < 2 ? 0xFu : 1u);
            if (!diff) continue;
            lanes_store(&s->cand[9 * b + 4 * g], g < 2 ? 4 : 1, narrowed);
            s->dirty |= diff << (9 * b + 4 * g);
            changed++;
        }
    }
    return changed;
}

/* triads_as() compiled for each direction. */
static int triads_rows(state *s) { return triads_as(s, 0); }
static int triads_columns(state *s) { return triads_as(s, 1); }

/* Propagates to a fixed point, the column pass only while enough cells are
** open ('root': no guess made yet in a sparse puzzle). Returns 0 on a
** contradiction. */
HOT int propagate_as(state *s, int root, int heavy) {
    for (;;) {
        uint32_t pending;
        while ((pending = s->dirty) != 0) { /* shrinks may mark more: go again */
            s->dirty = 0;
            for (; pending; pending &= pending - 1)
                if (!shrink(s, lowest_bit(pending), heavy)) return 0;
        }
        int n = naked_singles(s);
        if (n < 0) return 0;
        if (n > 0) continue;
        if (heavy ||
            s->open >= (root ? COLUMN_PASS_MIN_OPEN_ROOT : COLUMN_PASS_MIN_OPEN)) {
            n = column_singles(s, heavy);
            if (n < 0) return 0;
            if (n > 0) continue;
        }
        if (!heavy || s->open < TRIADS_MIN_OPEN) return 1;
        if ((n = triads_rows(s)) < 0) return 0;
        if (n > 0) continue;
        if ((n = triads_columns(s)) < 0) return 0;
        if (n > 0) continue;
        return 1;
    }
}

/* propagate_as() compiled twice, with 'heavy' a constant in each. */
static int propagate_light(state *s, int root) { return propagate_as(s, root, 0); }
static int propagate_heavy(state *s) { return propagate_as(s, 0, 1); }
static int propagate(state *s, int root, int heavy) {
    return heavy ? propagate_heavy(s) : propagate_light(s, root);
}

/* ==================================================================== */
/* Search                                                                */
/* ==================================================================== */

#if defined(SUDOKU_HAVE_SSE2)
/* Merges per-lane "open to at least 1 / 2 / 3 digits" masks (o, t, h) with
** those of other digits (o2, t2, h2). */
static void fold3(__m128i *o, __m128i *t, __m128i *h, __m128i o2, __m128i t2,
                  __m128i h2) {
    *h = _mm_or_si128(_mm_or_si128(*h, h2),
                      _mm_or_si128(_mm_and_si128(*t, o2), _mm_and_si128(*o, t2)));
    *t = _mm_or_si128(_mm_or_si128(*t, t2), _mm_and_si128(*o, o2));
    *o = _mm_or_si128(*o, o2);
}
#endif

/* The cells of a band open to at least three of its nine digits. */
static uint32_t open_thrice(const uint32_t band[9]) {
#if defined(SUDOKU_HAVE_SSE2)
    __m128i lo = _mm_loadu_si128((const __m128i *)(const void *)band);
    __m128i hi = _mm_loadu_si128((const __m128i *)(const void *)(band + 4));
    __m128i o = _mm_or_si128(lo, hi), t = _mm_and_si128(lo, hi), h = _mm_setzero_si128();
    /* fold lanes 2,3 onto 0,1, then 1 onto 0 */
    fold3(&o, &t, &h, _mm_shuffle_epi32(o, 0x4E), _mm_shuffle_epi32(t, 0x4E),
          _mm_shuffle_epi32(h, 0x4E));
    fold3(&o, &t, &h, _mm_shuffle_epi32(o, 0xB1), _mm_shuffle_epi32(t, 0xB1),
          _mm_shuffle_epi32(h, 0xB1));
    return (uint32_t)_mm_cvtsi128_si32(h) | ((uint32_t)_mm_cvtsi128_si32(t) & band[8]);
#else
    uint32_t a1 = 0, a2 = 0, a3 = 0;
    for (int j = 0; j < 9; j++) {
        a3 |= a2 & band[j];
        a2 |= a1 & band[j];
        a1 |= band[j];
    }
    return a3;
#endif
}

/* The candidate digits of cell p of band b. */
static uint32_t cell_digits(const state *s, int b, int p) {
    return digits_at(&s->cand[IDX(b, 0)], 1u << p);
}

/* Picks the open cell to branch on: a bivalue cell if any, else one with
** the fewest candidates. Sets *b and *p; returns its candidate digits. */
static uint32_t choose_cell(const state *s, int *band, int *p) {
    uint32_t best_n = 10;
    for (int b = 0; b < 3; b++) {
        uint32_t two = s->unsolved[b] & ~open_thrice(&s->cand[IDX(b, 0)]);
        if (two) {
            *band = b;
            *p = lowest_bit(two);
            best_n = 2;
            break;
        }
        for (uint32_t open = s->unsolved[b]; open; open &= open - 1) {
            int q = lowest_bit(open);
            uint32_t n = (uint32_t)sudoku__bits_count(cell_digits(s, b, q));
            if (n < best_n) {
                best_n = n;
                *band = b;
                *p = q;
                if (n == 3) break;
            }
        }
    }
    return cell_digits(s, *band, *p);
}

/* Probing, for searches that have grown large: each bivalue cell is tried
** both ways with full propagation. A side that fails proves the other (the
** state moves on to it: returns 0, call again); both failing proves the node
** has no solution (returns -1). Otherwise returns 1 with the cell whose worse
** side leaves the fewest open cells, the most decisive branch. Probes are
** not counted as guesses. */
static int probe(state *s, int *band, int *p) {
    int best_open = 99;
    for (int b = 0; b < 3; b++) {
        for (uint32_t two = s->unsolved[b] & ~open_thrice(&s->cand[IDX(b, 0)]); two;
             two &= two - 1) {
            int q = lowest_bit(two);
            uint32_t digits = cell_digits(s, b, q);
            state t1 = *s, t2 = *s;
            int ok1 = assign(&t1, lowest_bit(digits), b, q) && propagate(&t1, 0, 1);
            int ok2 = assign(&t2, lowest_bit(digits & (digits - 1)), b, q) &&
                      propagate(&t2, 0, 1);
            if (!ok1 && !ok2) return -1;
            if (!ok1 || !ok2) {
                *s = ok1 ? t1 : t2;
                return 0;
            }
            int worse = t1.open > t2.open ? t1.open : t2.open;
            if (worse < best_open) {
                best_open = worse;
                *band = b;
                *p = q;
            }
        }
    }
    return best_open < 99 ? 1 : 2; /* 2: no bivalue cell, choose as usual */
}

/* Row/box incidence (bit 3*row+box) of band mask m. */
static uint32_t band_incidence(uint32_t m) {
    return (row_info[m & ROW_ALL] & 7u) | (row_info[(m >> 9) & ROW_ALL] & 7u) << 3 |
           (row_info[m >> 18] & 7u) << 6;
}

/* A branch point of the heavy search: a digit and a band (vertical = 0)
** or stack (1), and the incidence matrix of its open cells there. */
typedef struct choice {
    int vertical, unit, digit;
    uint32_t inc;
} choice;

/* Counts every pattern count afresh (after light nodes, which skip them). */
static void count_perms(state *s) {
    for (int k = 0; k < 27; k++)
        s->band_perms[k] = (uint8_t)perms_in(band_incidence(s->cand[k]));
    for (int d = 0; d < 9; d++)
        stack_keep(digit_columns(s, d), &s->stack_perms[d]);
    s->perms_valid = 1;
}

/* Picks the band or stack with the fewest placements open to its digits
** (not yet fixed), then its digit with the fewest. Reads the counts kept
** by the band shrink and the column pass, current after propagate() in a
** heavy node. Returns 0 if none. */
static int choose_config(state *s, choice *c) {
    if (!s->perms_valid) count_perms(s);
    int total[6];
    uint32_t stacks = 0; /* the stacks' totals, a byte each (at most 54) */
    for (int d = 0; d < 9; d++)
        stacks += s->stack_perms[d];
    for (int u = 0; u < 3; u++) {
        uint64_t eight; /* the band's first eight counts, summed bytewise */
        memcpy(&eight, &s->band_perms[IDX(u, 0)], 8);
        total[u] = (int)((eight * 0x0101010101010101u) >> 56) + s->band_perms[IDX(u, 8)];
        total[3 + u] = (int)(stacks >> 8 * u & 0xFFu);
    }
    int best = -1;
    for (int u = 0; u < 6; u++)
        if (total[u] > 9 && (best < 0 || total[u] < total[best])) best = u;
    if (best < 0) return 0;
    c->vertical = best >= 3;
    c->unit = best % 3;
    int best_n = 99; /* its digit with the fewest, at least two (one has) */
    for (int d = 0; d < 9; d++) {
        int n = c->vertical ? (int)(s->stack_perms[d] >> 8 * c->unit & 0xFFu)
                            : s->band_perms[IDX(c->unit, d)];
        if (n >= 2 && n < best_n) best_n = n, c->digit = d;
    }
    if (!c->vertical) {
        c->inc = band_incidence(s->cand[IDX(c->unit, c->digit)]);
    } else {
        uint32_t inc = 0;
        for (int b = 0; b < 3; b++) {
            uint32_t m = s->cand[IDX(b, c->digit)];
            inc |= ((m | m >> 9 | m >> 18) >> 3 * c->unit & 7u) << 3 * b;
        }
        c->inc = inc;
    }
    return 1;
}
/* Narrows mask k to 'keep', marking it for propagation. */
static void narrow(state *s, int k, uint32_t keep) {
    s->cand[k] &= keep;
    s->dirty |= 1u << k;
    s->todo |= todo_of[k];
}

/* Restricts digit c->digit of unit c->unit to permutation matrix p. */
static void apply_config(state *s, const choice *c, uint32_t p) {
    if (!c->vertical) {
        uint32_t keep = 0;
        for (int r = 0; r < 3; r++)
            for (int x = 0; x < 3; x++)
                if (p >> (3 * r + x) & 1u) keep |= 7u << (9 * r + 3 * x);
        narrow(s, IDX(c->unit, c->digit), keep);
        return;
    }
    uint32_t stack = 7u << 3 * c->unit;
    for (int b = 0; b < 3; b++) {
        uint32_t col = ((p >> 3 * b) & 7u) << 3 * c->unit;
        narrow(s, IDX(b, c->digit), ((ROW_ALL & ~stack) | col) * 0x40201u);
    }
}

/* Writes the digits of a solved band (masks band[0..8]) to out[0..26]. */
static void write_band(const uint32_t band[9], unsigned char *out) {
#if defined(SUDOKU_HAVE_SSE2)
    /* Each digit's mask spread to one byte per cell (bit i%8 of byte i/8
    ** selected), 0xFF where set, and the digit kept there. */
    const __m128i sel =
        _mm_set_epi8(-128, 64, 32, 16, 8, 4, 2, 1, -128, 64, 32, 16, 8, 4, 2, 1);
    __m128i acc_lo = _mm_setzero_si128(), acc_hi = _mm_setzero_si128();
    __m128i one = _mm_set1_epi8(1), digit = one;
    for (int d = 0; d < 9; d++, digit = _mm_add_epi8(digit, one)) {
        __m128i x = _mm_cvtsi32_si128((int)band[d]); /* bytes m0 m1 m2 m3 */
        x = _mm_unpacklo_epi8(x, x);
        x = _mm_unpacklo_epi16(x, x); /* m0 x4, m1 x4, m2 x4, m3 x4 */
        __m128i lo = _mm_unpacklo_epi32(x, x), hi = _mm_unpackhi_epi32(x, x);
        lo = _mm_cmpeq_epi8(_mm_and_si128(lo, sel), sel);
        hi = _mm_cmpeq_epi8(_mm_and_si128(hi, sel), sel);
        acc_lo = _mm_or_si128(acc_lo, _mm_and_si128(lo, digit));
        acc_hi = _mm_or_si128(acc_hi, _mm_and_si128(hi, digit));
    }
    unsigned char tail[16];
    _mm_storeu_si128((__m128i *)(void *)out, acc_lo);
    _mm_storeu_si128((__m128i *)(void *)tail, acc_hi);
    memcpy(out + 16, tail, 11);
#else
    for (int d = 0; d < 9; d++)
        for (uint32_t m = band[d]; m; m &= m - 1)
            out[lowest_bit(m)] = (unsigned char)(d + 1);
#endif
}

/* Counts a solution; the first one is written out when solving. */
static void record(const state *s, search *sr) {
    if (sr->count++ != 0 || !sr->keep_first) return;
    for (int b = 0; b < 3; b++)
        write_band(&s->cand[IDX(b, 0)], &sr->first.cell[27 * b]);
}

static int search_from(state *s, search *sr);

/* Whether the search has grown enough for heavy nodes (see HEAVY_AFTER). */
static int heavy(const search *sr) {
    return (sr->guesses >= HEAVY_AFTER || sr->hard) && sr->count == 0;
}

/* Branches on the placement patterns of c: each but the last is searched
** on a copy, the last is applied to *s for the caller to go on with.
** Returns 1 when the search should stop. */
static int branch_on_config(state *s, const choice *c, search *sr) {
    int left = perms_in(c->inc);
    for (int i = 0; i < 6; i++) {
        if ((c->inc & perms[i]) != perms[i]) continue;
        sr->guesses++;
        if (--left == 0) break;
        state next = *s;
        apply_config(&next, c, perms[i]);
        if (search_from(&next, sr)) return 1;
    }
    for (int i = 6; i-- > 0;) /* the last pattern contained */
        if ((c->inc & perms[i]) == perms[i]) {
            apply_config(s, c, perms[i]);
            break;
        }
    return 0;
}

/* Depth-first search from *s (consumed). Returns 1 when the search should
** stop (the limit is reached). */
static int search_from(state *s, search *sr) {
    for (;;) {
        if (!propagate(s, sr->guesses == 0 && sr->deep_root, heavy(sr))) return 0;
        if (sr->guesses == 0 && s->open >= HARD_OPEN) sr->hard = 1;
        if (s->open == 0) {
            record(s, sr);
            return sr->limit != 0 && sr->count >= sr->limit;
        }
        int b = 0, p = 0, how = 2;
        if (sr->guesses >= PROBE_AFTER && sr->count == 0) {
            how = probe(s, &b, &p);
            if (how < 0) return 0;
            if (how == 0) continue; /* a cell was proved: propagate, go on */
        }
        choice c;
        if (how == 2 && heavy(sr) && choose_config(s, &c)) {
            if (branch_on_config(s, &c, sr)) return 1;
            continue; /* the last pattern, in place */
        }
        uint32_t digits = how == 1 ? cell_digits(s, b, p) : choose_cell(s, &b, &p);
        assert(digits); /* propagate() leaves no open cell without candidates */
        if (!digits) return 0;
        for (; digits & (digits - 1); digits &= digits - 1) {
            state next = *s;
            sr->guesses++;
            if (assign(&next, lowest_bit(digits), b, p) && search_from(&next, sr))
                return 1;
        }
        sr->guesses++; /* the last candidate: go on in place */
        if (!assign(s, lowest_bit(digits), b, p)) return 0;
    }
}

/* ==================================================================== */
/* Public entry points                                                   */
/* ==================================================================== */

/* The cells of band 'cells' (27 values) holding each value 0..9, as band
** masks given[0..9]. Returns nonzero when a cell holds more than 9. */
static int band_givens(const unsigned char *cells, uint32_t given[10]) {
#if defined(SUDOKU_HAVE_SSE2)
    /* Cells 0..15 and 11..26 (overlapping: never reads past the band). */
    __m128i lo = _mm_loadu_si128((const __m128i *)(const void *)cells);
    __m128i hi = _mm_loadu_si128((const __m128i *)(const void *)(cells + 11));
    __m128i nine = _mm_set1_epi8(9), one = _mm_set1_epi8(1), x = _mm_setzero_si128();
    __m128i over = _mm_or_si128(_mm_subs_epu8(lo, nine), _mm_subs_epu8(hi, nine));
    for (int v = 0; v < 10; v++, x = _mm_add_epi8(x, one)) {
        uint32_t a = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(lo, x));
        uint32_t b = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(hi, x));
        given[v] = a | (b >> 5) << 16;
    }
    return _mm_movemask_epi8(_mm_cmpeq_epi8(over, _mm_setzero_si128())) != 0xFFFF;
#else
    unsigned bad = 0;
    for (int v = 0; v < 10; v++)
        given[v] = 0;
    for (int p = 0; p < 27; p++) {
        bad |= cells[p] > 9;
        if (cells[p] <= 9) given[cells[p]] |= 1u << p;
    }
    return (int)bad;
#endif
}

/* Loads the givens into a fresh state in bulk: each digit's mask loses the
** peers of its givens and the cells of other digits' givens. A given that is
** itself a peer of an equal given is a clash. Returns SUDOKU_EINVAL for a
** cell > 9 (checked first), SUDOKU_ECLASH, else SUDOKU_OK. */
static sudoku_status load(state *s, const sudoku_grid *puzzle) {
    uint32_t given[3][10], cols[3][9]; /* cols: columns of each band's givens */
    int bad = 0;
    for (int b = 0; b < 3; b++)
        bad |= band_givens(&puzzle->cell[27 * b], given[b]);
    if (bad) return SUDOKU_EINVAL;
    for (int b = 0; b < 3; b++)
        for (int d = 0; d < 9; d++) {
            uint32_t m = given[b][d + 1];
            cols[b][d] = (m | m >> 9 | m >> 18) & ROW_ALL;
        }
    for (int b = 0; b < 3; b++) {
        uint32_t taken = BAND_ALL & ~given[b][0];
        int b1 = next_band[b], b2 = next_band[b + 1];
        for (int d = 0; d < 9; d++) {
            uint32_t mine = given[b][d + 1];
            uint32_t closed = (cols[b1][d] | cols[b2][d]) * 0x40201u;
            for (uint32_t x = mine; x; x &= x - 1)
                closed |= band_peers[lowest_bit(x)];
            if (mine & closed) return SUDOKU_ECLASH;
            s->cand[IDX(b, d)] = (BAND_ALL & ~closed & ~taken) | mine;
            s->shrunk[IDX(b, d)] = BAND_ALL;
        }
        s->unsolved[b] = given[b][0];
    }
    s->open = sudoku__bits_count(given[0][0]) + sudoku__bits_count(given[1][0]) +
              sudoku__bits_count(given[2][0]);
    s->dirty = BAND_ALL;
    s->perms_valid = 0;
    s->todo = 0x701FFu; /* every digit and band */
    return SUDOKU_OK;
}

sudoku_status sudoku_solve(const sudoku_grid *puzzle, sudoku_grid *solution,
                           uint64_t *guesses) {
    state s;
    search sr = {1, 0, 0, {{0}}, 0, 1, 0};
    sudoku_status st = load(&s, puzzle);
    sr.deep_root = s.open > SPARSE_OPEN;
    if (st == SUDOKU_OK) {
        search_from(&s, &sr);
        st = sr.count ? SUDOKU_OK : SUDOKU_ENOSOLUTION;
    }
    if (guesses) *guesses = sr.guesses;
    if (st == SUDOKU_OK) *solution = sr.first;
    return st;
}

sudoku_status sudoku_count(const sudoku_grid *puzzle, uint64_t limit, uint64_t *count) {
    state s;
    search sr = {limit, 0, 0, {{0}}, 0, 0, 0};
    sudoku_status st = load(&s, puzzle);
    sr.deep_root = s.open > SPARSE_OPEN;
    if (st != SUDOKU_OK) return st;
    search_from(&s, &sr);
    *count = sr.count;
    return SUDOKU_OK;
}

/* For tests/test_solver.c, which generates every table from its definition
** and compares. */
void sudoku__solver_tables(sudoku__solver_table_set *t) {
    t->band_keep = band_keep;
    t->row_info = row_info;
    t->perms = perms;
    t->col_mask = col_mask;
    t->band_peers = band_peers;
    t->next_k = next_k;
    t->band_of = band_of;
    t->todo_of = todo_of;
}
