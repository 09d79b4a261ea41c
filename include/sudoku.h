/*
** sudoku.h - the public API of libsudoku: grids, reading and writing puzzles,
** solving, counting, generating and rating. This is the only installed header.
**
** Conventions: every function that can fail returns a sudoku_status
** (SUDOKU_OK = 0, errors negative). On failure, output parameters are left
** unchanged unless the comment says otherwise. The library never prints,
** never exits and keeps no global mutable state: every function is safe to
** call from several threads on distinct arguments.
*/
#ifndef SUDOKU_H
#define SUDOKU_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ==================================================================== */
/* Basics                                                                */
/* ==================================================================== */

/* A 9x9 grid in row-major order: cell[9*row + col], 0 = empty, 1..9 = digit.
** A plain value type: the caller owns it, copying it copies the puzzle. */
typedef struct sudoku_grid {
    unsigned char cell[81];
} sudoku_grid;

/* Pencil marks: bit (d-1) of mask[i] set when digit d may go in cell i.
** Filled cells have mask 0. */
typedef struct sudoku_candidates {
    uint16_t mask[81];
} sudoku_candidates;

typedef enum sudoku_status {
    SUDOKU_OK = 0,
    SUDOKU_END = 1,           /* reader: no more records (not an error) */
    SUDOKU_ENOSOLUTION = -1,  /* the puzzle has no solution */
    SUDOKU_ECLASH = -2,       /* two givens clash in a row, column or box */
    SUDOKU_EFORMAT = -3,      /* a malformed record in the input */
    SUDOKU_ECOUNT = -4,       /* input ended with a different number of puzzles
                                 than its header line announced */
    SUDOKU_EIO = -5,          /* reading the input failed */
    SUDOKU_EINVAL = -6,       /* an argument out of range (a bug in the caller) */
    SUDOKU_ENOMEM = -7,       /* out of memory */
    SUDOKU_ELIMIT = -8,       /* generation gave up within its effort bound */
    SUDOKU_EMULTIPLE = -9,    /* the puzzle has more than one solution */
    SUDOKU_EUNSUPPORTED = -10 /* the logical solver cannot take this shape, or
                                 this puzzle needs a technique it does not
                                 have on the shape */
} sudoku_status;

/* A static, human-readable name for 'status' ("no solution", ...).
** Never NULL; unknown values give "unknown status". */
const char *sudoku_strerror(sudoku_status status);

/* The library's version, e.g. "1.0.0"; a static string. */
const char *sudoku_version(void);

/* Why an input was rejected: filled by the reader and by sudoku_check.
** 'line' is 1-based (0 when not about a line), 'column' 1-based (0 = whole
** line). 'text' is one line of English without a trailing newline, e.g.
** "givens clash: two 5s in row 1 (r1c2, r1c7)". */
typedef struct sudoku_error {
    unsigned long line;
    unsigned long column;
    char text[160];
} sudoku_error;

/* ==================================================================== */
/* Rules                                                                 */
/* ==================================================================== */

/* Checks that every cell holds 0..9 and that no digit repeats in a row,
** column or box. Returns SUDOKU_OK, SUDOKU_EINVAL (a cell > 9) or
** SUDOKU_ECLASH; on failure fills *err (if non-NULL) naming the digit and
** both cells. 'err->line' is left 0. */
sudoku_status sudoku_check(const sudoku_grid *puzzle, sudoku_error *err);

/* Returns 1 when 'solution' is complete, obeys the rules and keeps every
** given of 'puzzle'; 0 otherwise. The independent check tests rely on. */
int sudoku_is_solution(const sudoku_grid *puzzle, const sudoku_grid *solution);

/* Number of non-empty cells. */
int sudoku_givens(const sudoku_grid *grid);

/* ==================================================================== */
/* Solving and counting                                                  */
/* ==================================================================== */

/* Finds the first solution of 'puzzle' (the search is deterministic).
** Returns SUDOKU_OK and fills *solution; SUDOKU_ECLASH if givens clash;
** SUDOKU_EINVAL if a cell > 9; SUDOKU_ENOSOLUTION if none exists.
** If 'guesses' is non-NULL it receives the number of search guesses made
** (0 = solved by propagation alone), whatever the outcome. */
sudoku_status sudoku_solve(const sudoku_grid *puzzle, sudoku_grid *solution,
                           uint64_t *guesses);

/* Counts the solutions of 'puzzle', stopping at 'limit' (0 = no limit; 2 is
** the uniqueness test). Returns SUDOKU_OK with *count = min(solutions,
** limit) -- so *count == limit means "at least limit" -- or SUDOKU_ECLASH /
** SUDOKU_EINVAL as sudoku_solve. A puzzle with no solution gives SUDOKU_OK
** and *count = 0. */
sudoku_status sudoku_count(const sudoku_grid *puzzle, uint64_t limit, uint64_t *count);

/* Most sets of suspect cells a sudoku_conflict lists, and most cells of
** its core. */
#define SUDOKU_CONFLICT_SETS 6
#define SUDOKU_CONFLICT_CORE 12

/* What to doubt in a grid without solution. The sets: removing any one
** (each of 'size' filled cells) gives the grid a solution back. The core:
** filled digits that cannot all stand, none of them needed elsewhere (a
** minimal set of them without solution), looked for when no set leaves
** exactly one solution. */
typedef struct sudoku_conflict {
    int size;   /* cells in each set, 1 or 2; 0 when none was found (or the
                   grid has a solution) */
    int n_sets; /* sets listed, 0..SUDOKU_CONFLICT_SETS */
    int more;   /* 1 when more sets qualified than are listed */
    int unique; /* 1: without any listed set the grid has exactly one solution */
    unsigned char cells[SUDOKU_CONFLICT_SETS][2];  /* 0..80; size 1: twice */
    unsigned char digits[SUDOKU_CONFLICT_SETS][2]; /* the digits filled there */
    int n_core; /* cells in the core, 0 when none of at most
                   SUDOKU_CONFLICT_CORE cells was found */
    unsigned char core_cells[SUDOKU_CONFLICT_CORE];
    unsigned char core_digits[SUDOKU_CONFLICT_CORE];
} sudoku_conflict;

/* Looks for the filled digits to doubt in a grid without solution: the
** fewest filled cells whose removal gives it a solution. Single cells are
** tried first, then pairs (at most 81 + 3240 counts to 2: milliseconds);
** sets after whose removal exactly one solution is left are preferred, then
** smaller sets. When none leaves exactly one solution, the core is sought
** too (one count per filled cell). Returns SUDOKU_OK with *out filled
** (nothing named when the grid has a solution); SUDOKU_ECLASH /
** SUDOKU_EINVAL as sudoku_check (*out unchanged). */
sudoku_status sudoku_find_conflict(const sudoku_grid *grid, sudoku_conflict *out);

/* Writes what a grid without solution gets as its reason into 'buf'
** (NUL-terminated, cut to 'size'): "no solution: some filled digit is
** wrong", then what *conflict names: sets leaving one solution ("; without
** r1c1=1 the grid has exactly one solution"), else the core ("; r1c1=1,
** r1c2=2, r2c9=9 cannot all stand"), else sets leaving some solution.
** Returns the length the full text needs, as snprintf does. */
size_t sudoku_conflict_explain(const sudoku_conflict *conflict, char *buf, size_t size);

/* As sudoku_solve, for a pencil-mark puzzle (sukaku): each empty cell i may
** only take the digits of marks->mask[i] (bit d-1 for d); NULL marks mean
** no restriction. A separate, plain search (src/marks.c), not the fast
** solver. Returns SUDOKU_OK with *solution, SUDOKU_ENOSOLUTION,
** SUDOKU_ECLASH or SUDOKU_EINVAL; *guesses (if non-NULL) as sudoku_solve. */
sudoku_status sudoku_solve_marks(const sudoku_grid *puzzle,
                                 const sudoku_candidates *marks, sudoku_grid *solution,
                                 uint64_t *guesses);

/* As sudoku_count, for a pencil-mark puzzle (see sudoku_solve_marks). */
sudoku_status sudoku_count_marks(const sudoku_grid *puzzle,
                                 const sudoku_candidates *marks, uint64_t limit,
                                 uint64_t *count);

/* ==================================================================== */
/* Reading and writing puzzles                                           */
/* ==================================================================== */

/* How a record was written; writing mirrors it. */
typedef enum sudoku_layout {
    SUDOKU_LAYOUT_LINE = 0,  /* 81 cells on one line (or 729 pencil marks) */
    SUDOKU_LAYOUT_GRID = 1,  /* 9 lines of 9 cells */
    SUDOKU_LAYOUT_SPACED = 2 /* 9 lines of 9 cells separated by spaces */
} sudoku_layout;

/* Longest raw text a record keeps: the comment and blank lines before it,
** its title and border lines and its cells (longer input is cut, and the
** record then says so). */
#define SUDOKU_RAW_MAX 4096

/* Most bytes of comment and blank lines a record keeps before its title or
** cells; later ones are dropped (the record's 'notes_cut' says so). */
#define SUDOKU_NOTES_MAX 2048

/* Longest puzzle name kept, with its NUL. */
#define SUDOKU_NAME_MAX 128

/* One record read from the input. For a malformed record only 'line',
** 'name', 'raw' and 'raw_len' are meaningful. */
typedef struct sudoku_record {
    sudoku_grid grid;           /* the givens (a cell with one candidate left
                                   counts as placed, unless an empty cell it
                                   sees still has that candidate: then, as
                                   Sudoku Explainer reads pencil marks, it is
                                   empty with that one candidate) */
    sudoku_candidates marks;    /* each empty cell's candidates: those the input
                                   gave, or all nine; 0 for a given */
    int pencilmarks;            /* 1: the input gave candidates, which restrict
                                   the puzzle (solve with sudoku_solve_marks) */
    sudoku_layout layout;       /* for sudoku_format */
    char empty;                 /* the empty-cell character to write: '.' or '0' */
    unsigned long line;         /* 1-based line of the record's first cells */
    char name[SUDOKU_NAME_MAX]; /* from its title line ("Grid 01"; "% name";
                                   "[Puzzle]"), "" when none; NUL-terminated */
    int raw_cut;                /* raw was cut: it is not the whole text */
    int notes_cut;              /* comment or blank lines before the record were
                                   dropped from raw (past SUDOKU_NOTES_MAX) */
    int crlf;                   /* its lines ended in CR LF (raw has LF only): a
                                   filter writes its answer so */
    size_t raw_len;             /* bytes in raw (at most SUDOKU_RAW_MAX) */
    char raw[SUDOKU_RAW_MAX];   /* the record's lines as read since the last
                                   record: comments and blank lines, titles,
                                   borders, cells, fields; LF-terminated, CRs
                                   and a BOM dropped; not NUL-terminated */
    unsigned short cell_at[81]; /* where cell i's text starts in raw */
    unsigned char cell_len[81]; /* and its length (1; a candidate list; 9 in a
                                   729-character line; 0 for an empty field
                                   such as ",,"); for sudoku_format_record */
    int has_solution;           /* 1: the input gave a solution (a CSV row's
                                   'solution' or 'solutions' field) */
    sudoku_grid solution;       /* that solution, as given: to be checked
                                   against an answer, not trusted */
} sudoku_record;

typedef struct sudoku_reader sudoku_reader;

/* Creates a reader over 'in' (not closed by the reader; read a line at a time,
** so answers can stream).
** Memory is bounded whatever the input: lines longer than a fixed bound are
** consumed without being stored. Returns NULL when out of memory. */
sudoku_reader *sudoku_reader_new(FILE *in);

/* Frees the reader (NULL is fine). */
void sudoku_reader_free(sudoku_reader *reader);

/* Chooses the CSV column that holds the puzzles (the command line's
** --column): 'column' is a header's column name, matched without regard
** to case (instead of the usual puzzle, quizzes, sudoku, grid, givens), or
** a field number from 1 as decimal digits ("3"), which makes every row's
** field N the puzzle, header or not (a first row of names is the header).
** Call before the first sudoku_read. Returns SUDOKU_OK, or SUDOKU_EINVAL
** (reader unchanged) for an empty name, one of 64 bytes or more, or 0. */
sudoku_status sudoku_reader_set_column(sudoku_reader *reader, const char *column);

/* Whether an input whose start is text[0..length) holds fields: its first
** line that is neither blank nor a comment ('#') is a JSON object ('{') or
** a CSV header naming the puzzle column ('column': as
** sudoku_reader_set_column takes it, NULL for the usual names; a field
** number makes any line with a separator a row). sudoku_read reads such an
** input (sudoku_reader_board and sudoku_reader_refused_board read the
** shape in its fields); the board reader reads no fields. For a caller
** that chooses the reader of an input from its start (a file's first
** 4 KB, or a pipe's lines up to its first content line). Returns 1 or 0;
** allocates a reader for the time of the call (0 when out of memory). */
int sudoku_input_holds_fields(const char *text, size_t length, const char *column);

/* Reads the next record. Returns:
**   SUDOKU_OK       a puzzle in *rec;
**   SUDOKU_EFORMAT  a malformed record: *err says where and why, rec->raw
**                   holds its text to echo; reading goes on after it;
**   SUDOKU_ECOUNT   at the end of input, when a POJ header's count
**                   disagrees with the grids read (*err filled, no record);
**   SUDOKU_END      no more records.
**   SUDOKU_EIO      a read error (ferror on the stream).
** With SUDOKU_END and SUDOKU_ECOUNT, rec->raw holds the lines after the last
** record (comments, blank lines, titles), for a filter to copy.
** The rules (README "Input formats", sudoku(1) INPUT FORMATS), line by line:
**   blank                         separates records;
**   '#' first                     a comment: no record, kept in raw;
**   '%' first, "[Name]", or a line starting with a word of two or more
**   letters ("Grid 01"), or with a number and such a word ("1 puzzle
**   generated")                   a title: the next puzzle's name;
**   only - = + | * : ' . _, box-drawing characters (U+2500-U+257F) and
**   blanks, with a - or = or a horizontal box-drawing line
**                                 a border, kept in raw;
**   only a number, first          a POJ 2676 count of the grids that follow
**                                 (not kept in raw: answers omit it); but 4
**                                 or 6 digits right over a line of as many
**                                 cells ("1234" over "....") are a 4x4's or
**                                 6x6's first row: a malformed line alone,
**                                 the line under it read next;
**   81 cells, or 729 pencil-mark characters, then the end of the line or a
**   space, tab, ',', ';' or ':' and any fields
**                                 a one-line puzzle;
**   a label, then such a run after white space, ',', ';', ':', ')' or a
**   quote ("Puzzle 1: <81>", "3. <81>", "0,<81>,<81>,27,2.2")
**                                 a one-line puzzle, the label its name;
**   9 cells (blanks, '|' and vertical box-drawing lines between them
**   ignored), or 9 candidate lists, or 9 fields of one cell or none split
**   by ',', ';', '|' or a tab (",,3,4,,,,,")
**                                 a grid row; 9 rows, with borders and
**                                 comments between them, make a grid, and
**                                 one border line after the ninth is its own;
**   81 such fields                a one-line puzzle;
**   '|' first and last, boxes of cells or spaces, a character a cell or
**   every other one ("| 5 3   |   7   |       |"), 9 in all
**                                 a grid row, a space a blank;
**   a letter A-I, then white space, '|' or ':', then a grid row
**                                 a labelled row: a grid's rows are all
**                                 labelled A to I in order, or none is; a
**                                 first row 1 2 3 4 5 6 7 8 9 over row A is
**                                 the column header;
**   words (two letters in a row) or no cell at all, in no puzzle's
**   shape and no puzzle's attempt (a word of a puzzle's length, 16 to
**   729, at least half of it cells); fewer than 9 rows of 9 that are words
**                                 text: no record, kept in raw;
**   control bytes, in no puzzle's shape (or 9 of them as a row)
**                                 binary: the first such line is one
**                                 malformed record (its line not in raw),
**                                 later ones and text after them skipped;
**   anything else                 one malformed record, on its own.
** ANSI colour codes (ESC [ ... m) are skipped on every line stored whole.
** A cell is 1-9 or a blank: . 0 * _ x X - ?, or an empty field. A UTF-8
** byte-order mark (at the start of any line), CRLF line ends, no-break
** spaces and a missing final newline are fine. */
sudoku_status sudoku_read(sudoku_reader *reader, sudoku_record *rec, sudoku_error *err);

/* Puts lines back in front of the reader's unread input: lines another
** reader (sudoku_board_reader_pending) took from the same stream, to be read
** next, numbered from 'first_line' (1-based); the reader's line count goes
** on from there. For a caller that lets a board reader read a grid of
** another size and then goes back to this reader. text[0..length) is
** copied. Returns SUDOKU_OK, or SUDOKU_EINVAL (reader unchanged) when the
** reader reads a string, holds unread input of its own, or the text is
** 4096 bytes or more. */
sudoku_status sudoku_reader_unread(sudoku_reader *reader, const char *text, size_t length,
                                   unsigned long first_line);

/* Takes the input the reader has taken from its stream but not yet read as
** records (the line it read last, when it is to be read again: the row
** under a number that was a small grid's first row, not a count; lines put
** back by sudoku_reader_unread), for another reader of the same stream
** (sudoku_board_reader_new_after) to read first. Copies them into
** buf[0..size), LF-terminated, a CR LF line end kept; *first_line gets the
** number of the first (the next line's when none). Returns their length
** (0: none), and the reader holds none of them any more; or (size_t)-1,
** reader and *first_line unchanged, when they do not fit in size bytes or
** the reader reads a string. */
size_t sudoku_reader_take_pending(sudoku_reader *reader, char *buf, size_t size,
                                  unsigned long *first_line);

/* Reads the first puzzle of text[0..length) (not NUL-terminated; any layout
** sudoku_read accepts), with the same code as sudoku_read. Returns
** SUDOKU_OK with *grid and, if non-NULL, *marks filled as a record's;
** SUDOKU_EFORMAT with *err (if non-NULL) naming line, column and reason;
** SUDOKU_END when the text holds no puzzle. Outputs are unchanged on
** failure. Allocates nothing. */
sudoku_status sudoku_parse(const char *text, size_t length, sudoku_grid *grid,
                           sudoku_candidates *marks, sudoku_error *err);

/* Reads the first record of text[0..length) as sudoku_read reads one from
** a stream: the lines before its cells kept in rec->raw, its layout, the
** places of its cells and its name, for a caller that holds a record's text
** (a board reader's classic record, read for sudoku_format_record). Returns
** SUDOKU_OK, SUDOKU_EFORMAT (*err if non-NULL says why, rec->raw holds the
** text read) or SUDOKU_END (no puzzle in the text). Allocates nothing. */
sudoku_status sudoku_parse_record(const char *text, size_t length, sudoku_record *rec,
                                  sudoku_error *err);

/* Bytes sudoku_format needs at most, with the terminating NUL. */
#define SUDOKU_FORMAT_MAX 192

/* Writes 'grid' into 'buf' (at least SUDOKU_FORMAT_MAX bytes) in 'layout',
** with 'empty' ('.' or '0') for empty cells, ending with a newline and a NUL.
** Returns the length written, without the NUL. */
size_t sudoku_format(const sudoku_grid *grid, sudoku_layout layout, char empty,
                     char *buf);

/* The last line of rec->raw, without its newline: the line a one-line
** record, or a refused line, is. *length gets its length. The pointer is
** into rec->raw (valid while rec is). */
const char *sudoku_record_last_line(const sudoku_record *rec, size_t *length);

/* Bytes sudoku_format_record needs at most, with the terminating NUL. */
#define SUDOKU_RECORD_TEXT_MAX (SUDOKU_RAW_MAX + 81 + 1)

/* Writes 'grid' (an answer to 'rec', or rec->grid itself) in the record's
** own text: its comments, blank lines, titles, borders and fields kept,
** each cell's text replaced by the grid's digit (a candidate list by the
** digit, padded to keep columns; a 729-line cell's nine places by the one
** digit, so a pencil-mark line is answered by its 81 digits; an empty field
** gets the digit; a 0 in 'grid' keeps the cell's text). So a SimpleSudoku,
** Euler, HoDoKu or CSV file is answered in kind. Falls back to sudoku_format
** in the record's layout when rec->raw was cut. 'buf' holds 'size' bytes; at
** most SUDOKU_RECORD_TEXT_MAX are ever needed. Returns the length written
** without the NUL (0 if size is too small for it). */
size_t sudoku_format_record(const sudoku_record *rec, const sudoku_grid *grid, char *buf,
                            size_t size);

/* ==================================================================== */
/* Random numbers (src/rng.c)                                            */
/* ==================================================================== */

/* The project's own PRNG: xoshiro256** seeded through splitmix64. Plain
** 64-bit integer arithmetic only, so a seed gives the same numbers on every
** machine and compiler. A value type the caller owns; copy it to fork. */
typedef struct sudoku_rng {
    uint64_t s[4];
} sudoku_rng;

/* Seeds *rng from 'seed' (every 64-bit value is fine, 0 included). */
void sudoku_rng_seed(sudoku_rng *rng, uint64_t seed);

/* Seeds *rng for item 'index' of a run started with 'seed': the stream
** depends only on (seed, index), so puzzle i of a batch is the same whether
** it is made alone, in order or by a worker thread. */
void sudoku_rng_seed_stream(sudoku_rng *rng, uint64_t seed, uint64_t index);

/* The next 64 random bits. */
uint64_t sudoku_rng_next(sudoku_rng *rng);

/* A uniform integer in 0..bound-1 (no modulo bias); 0 when bound is 0. */
uint32_t sudoku_rng_below(sudoku_rng *rng, uint32_t bound);

/* ==================================================================== */
/* Equivalence transformations (src/transform.c)                        */
/* ==================================================================== */

/* One element of the sudoku equivalence group: a band-preserving row
** permutation, a stack-preserving column permutation, an optional transpose
** and a digit relabelling. Applied to 'in' it gives
**     out[r][c] = digit[in[row[r]][col[c]]]    (transpose = 0)
**     out[r][c] = digit[in[col[c]][row[r]]]    (transpose = 1)
** Rotations and mirrors are compositions of these. Every valid grid maps to a
** valid grid and a puzzle's solution count is unchanged. */
typedef struct sudoku_transform {
    unsigned char row[9];    /* source row of each output row */
    unsigned char col[9];    /* source column of each output column */
    unsigned char digit[10]; /* digit[d] replaces d; digit[0] = 0 */
    unsigned char transpose; /* 1: swap rows and columns */
} sudoku_transform;

/* The elementary moves sudoku_transform_compose appends. */
typedef enum sudoku_move {
    SUDOKU_MOVE_RELABEL = 0,  /* swap digits a and b (1..9) */
    SUDOKU_MOVE_ROWS = 1,     /* swap rows a and b (0..8, same band) */
    SUDOKU_MOVE_COLS = 2,     /* swap columns a and b (0..8, same stack) */
    SUDOKU_MOVE_BANDS = 3,    /* swap bands a and b (0..2) */
    SUDOKU_MOVE_STACKS = 4,   /* swap stacks a and b (0..2) */
    SUDOKU_MOVE_TRANSPOSE = 5 /* reflect in the main diagonal (a, b unused) */
} sudoku_move;

/* Sets *t to the identity. */
void sudoku_transform_identity(sudoku_transform *t);

/* Sets *t to a uniformly random element of the whole group (9! relabellings
** x 1296 row orders x 1296 column orders x 2), drawn from *rng. */
void sudoku_transform_random(sudoku_transform *t, sudoku_rng *rng);

/* Appends one move to *t: applying the result equals applying *t and then
** the move. Returns SUDOKU_OK, or SUDOKU_EINVAL (an unknown move, an index out
** of range, rows or columns from different bands/stacks; *t unchanged). */
sudoku_status sudoku_transform_compose(sudoku_transform *t, sudoku_move move, int a,
                                       int b);

/* Writes t applied to 'in' into *out ('in' and 'out' may be the same grid).
** Empty cells stay empty. Returns SUDOKU_OK, or SUDOKU_EINVAL when *t is not
** a group element (a row map that breaks a band, a digit map that is not a
** permutation of 1..9, ...) or 'in' holds a cell > 9; *out unchanged then. */
sudoku_status sudoku_transform_apply(const sudoku_transform *t, const sudoku_grid *in,
                                     sudoku_grid *out);

/* Writes into *out the inverse of t: applying t and then *out gives back
** the input. Returns SUDOKU_OK, or SUDOKU_EINVAL when *t is not a group
** element (*out unchanged). */
sudoku_status sudoku_transform_invert(const sudoku_transform *t, sudoku_transform *out);

/* Writes into *out the transformation that applies 'first' and then
** 'second' (out may be either). Returns SUDOKU_OK, or SUDOKU_EINVAL when
** either is not a group element (*out unchanged). */
sudoku_status sudoku_transform_then(const sudoku_transform *first,
                                    const sudoku_transform *second,
                                    sudoku_transform *out);

/* The notation of a transformation, written by sudoku_transform_format and
** read by sudoku_transform_parse:
**     [t/]rRRRRRRRRR/cCCCCCCCC/dDDDDDDDDD
** 't/' first when the input is transposed (rows become columns) before the
** rest; rRRRRRRRRR: the source row (1..9) of output rows 1..9, in the
** (transposed) input; cCCCCCCCCC the same for columns; dDDDDDDDDD: the new
** digit of digits 1..9 (d912345678 writes 9 for 1, 1 for 2, ...). So
** "t/r123456789/c123456789/d123456789" is the transpose. The parser also
** takes any of the parts left out (identity there), in this order, e.g.
** "t" or "c321456789". */

/* Writes t's notation (at most 34 characters) NUL-terminated into buf,
** truncated to size-1 characters; returns the length of the whole text. */
size_t sudoku_transform_format(const sudoku_transform *t, char *buf, size_t size);

/* Reads the notation above from 'text' (the whole string) into *t.
** Returns SUDOKU_OK, or SUDOKU_EFORMAT (a part malformed, out of order or a
** map that is not a group element: a row map breaking a band, a repeated
** digit, ...; *t unchanged). */
sudoku_status sudoku_transform_parse(const char *text, sudoku_transform *t);

/* ==================================================================== */
/* Canonical forms (src/canon.c)                                         */
/* ==================================================================== */

/* The minlex form of 'puzzle': of all the grids the equivalence group maps
** it to (2 x 6^8 geometric transformations times 9! relabellings), the least
** as an 81-character string with 0 for a blank (so blanks come first, then
** digits 1..9). Exact, on any content: puzzles with 0, 1 or many solutions,
** full grids, clashing givens. Two puzzles are equivalent exactly when their
** forms are equal.
** On SUDOKU_OK: *form (if non-NULL) gets the form; *map (if non-NULL) a
** transformation with sudoku_transform_apply(map, puzzle) == form (digits
** absent from the puzzle get the labels left in increasing order);
** *automorphisms (if non-NULL) the number of geometric transformations
** that, with the relabelling they force on the puzzle's digits, map the
** puzzle onto itself (1 for most puzzles, 648 for the most symmetric full
** grid; relabellings of digits the puzzle lacks are not counted).
** Returns SUDOKU_EINVAL when a cell is > 9 (outputs unchanged). */
sudoku_status sudoku_canon(const sudoku_grid *puzzle, sudoku_grid *form,
                           sudoku_transform *map, uint64_t *automorphisms);

/* ==================================================================== */
/* Generating puzzles (src/generate.c)                                   */
/* ==================================================================== */

/* Holes dug in symmetric orbits, so the givens show the symmetry. */
typedef enum sudoku_symmetry {
    SUDOKU_SYM_NONE = 0,
    SUDOKU_SYM_ROTATIONAL = 1, /* 180-degree turn: r,c <-> 8-r,8-c */
    SUDOKU_SYM_DIAGONAL = 2,   /* main diagonal: r,c <-> c,r */
    SUDOKU_SYM_MIRROR = 3      /* left-right: r,c <-> r,8-c */
} sudoku_symmetry;

/* How the full grid under each puzzle is made (a fresh one per puzzle). */
typedef enum sudoku_gen_method {
    SUDOKU_GEN_RANDOM = 0,   /* randomised search: MRV fill, random digit order */
    SUDOKU_GEN_TRANSFORM = 1 /* a seed grid (11 random digits, solved) put
                                through a uniformly random transformation */
} sudoku_gen_method;

/* Order in which cells are offered for digging (Xue, Jiang and Li). */
typedef enum sudoku_dig_order {
    SUDOKU_ORDER_RANDOM = 0, /* a random permutation of the cells */
    SUDOKU_ORDER_JUMP = 1,   /* the S path, every other cell, then the rest */
    SUDOKU_ORDER_S = 2,      /* odd rows left to right, even rows right to left */
    SUDOKU_ORDER_ROWS = 3    /* left to right, then top to bottom */
} sudoku_dig_order;

/* What to generate. Fill with sudoku_gen_defaults, then change fields. */
typedef struct sudoku_gen_options {
    int holes;     /* empty cells wanted, 0..64 (64 = 17 givens) */
    int holes_max; /* > holes: each puzzle draws its target from
                      holes..holes_max (the levels); else ignored */
    int minimal;   /* 1: dig until no given can go (holes ignored) */
    sudoku_symmetry symmetry;
    sudoku_gen_method method;
    sudoku_dig_order order;
    int min_per_unit;              /* givens kept in every row and column, 0..9 */
    unsigned long max_grids;       /* full grids tried before SUDOKU_ELIMIT */
    int difficulty;                /* -1: any; else a sudoku_level (see Rating below)
                                      the puzzle must rate at with sudoku_rate */
    double rating_min, rating_max; /* both 0: any; else the range of
                                      sudoku_rate's score (SE scale, classic)
                                      the puzzle must rate in, ends included */
} sudoku_gen_options;

/* Defaults: 45 holes, no symmetry, method random, order random, no
** per-unit minimum, not minimal, up to 1000 full grids per puzzle, any
** difficulty and rating. */
void sudoku_gen_defaults(sudoku_gen_options *opt);

/* Sets the paper's level 1..5 on *opt (hole range, per-unit minimum, digging
** order; other fields kept). Levels, givens, minimum per row/column, order:
**   1  51-55  5  random      2  36-49  4  random      3  32-35  3  jump
**   4  28-31  2  S           5  22-27  0  rows
** The paper named them extremely easy .. evil, but they set givens and a
** digging order, not a difficulty: most of their puzzles rate easy or
** medium (README, tests/bench/gen_levels.sh). For a difficulty, set
** 'difficulty' or 'rating_min'/'rating_max'.
** Returns SUDOKU_OK, or SUDOKU_EINVAL for another level (*opt unchanged). */
sudoku_status sudoku_gen_level(sudoku_gen_options *opt, int level);

/* Checks *opt before a run: fields in range and a reachable target (e.g.
** 'min_per_unit' 5 leaves at most 36 holes). Returns SUDOKU_OK, or
** SUDOKU_EINVAL with one line of English in err->text if err is non-NULL. */
sudoku_status sudoku_gen_validate(const sudoku_gen_options *opt, sudoku_error *err);

/* What one sudoku_generate call did. */
typedef struct sudoku_gen_report {
    int holes;               /* holes of the puzzle made; on SUDOKU_ELIMIT the
                                most holes any attempt reached */
    unsigned long grids;     /* full grids drawn */
    uint64_t checks;         /* uniqueness tests run */
    unsigned long off_level; /* puzzles made but rejected for their rating */
} sudoku_gen_report;

/* Fills *grid with a fresh full (solved) grid made by 'method' from *rng. */
void sudoku_generate_full(sudoku_gen_method method, sudoku_rng *rng, sudoku_grid *grid);

/* Makes one puzzle with a unique solution and exactly the holes asked (or,
** with opt->minimal, as many as digging reaches: every given is needed).
** Draws a fresh full grid, digs holes in the chosen order and symmetry,
** keeping a hole only while the puzzle stays unique, and retries from new
** grids until the target (and opt->difficulty, rated by sudoku_rate) is met
** or opt->max_grids grids were tried.
** Returns SUDOKU_OK with *puzzle and *solution (if non-NULL) filled;
** SUDOKU_EINVAL when sudoku_gen_validate rejects *opt; SUDOKU_ELIMIT when
** the effort ran out (report->holes says the most reached; *puzzle and
** *solution unchanged). *report (if non-NULL) is filled in every case.
** The result depends only on *opt and the state of *rng, which advances. */
sudoku_status sudoku_generate(const sudoku_gen_options *opt, sudoku_rng *rng,
                              sudoku_grid *puzzle, sudoku_grid *solution,
                              sudoku_gen_report *report);

/* ==================================================================== */
/* Human-style solving and rating                                        */
/* ==================================================================== */

/* The techniques of the logical solver, easiest first. Each has an
** SE-like weight (Sudoku Explainer scale, see README); the solver always
** takes the easiest step available. New techniques are only ever added
** before SUDOKU_TECH_COUNT, which stays below SUDOKU_TECH_MAX. */
typedef enum sudoku_technique {
    SUDOKU_TECH_FULL_HOUSE = 0, /* last empty cell of a unit */
    SUDOKU_TECH_HIDDEN_SINGLE,  /* a digit fits in one cell of a unit */
    SUDOKU_TECH_NAKED_SINGLE,   /* a cell with one candidate */
    SUDOKU_TECH_POINTING,       /* box digit confined to one row/column */
    SUDOKU_TECH_CLAIMING,       /* row/column digit confined to one box */
    SUDOKU_TECH_NAKED_PAIR,
    SUDOKU_TECH_X_WING,
    SUDOKU_TECH_HIDDEN_PAIR,
    SUDOKU_TECH_NAKED_TRIPLE,
    SUDOKU_TECH_SWORDFISH,
    SUDOKU_TECH_HIDDEN_TRIPLE,
    SUDOKU_TECH_TURBOT_FISH, /* one digit, two strong links joined by a
                                weak one: skyscraper, 2-string kite */
    SUDOKU_TECH_XY_WING,
    SUDOKU_TECH_XYZ_WING,
    SUDOKU_TECH_UNIQUE_RECTANGLE, /* uniqueness: avoid a swappable rectangle
                                     (only on puzzles with one solution) */
    SUDOKU_TECH_NAKED_QUAD,
    SUDOKU_TECH_JELLYFISH,
    SUDOKU_TECH_HIDDEN_QUAD,
    SUDOKU_TECH_W_WING,           /* two equal bivalue cells joined by a
                                     strong link (a short chain) */
    SUDOKU_TECH_BUG,              /* uniqueness: bivalue universal grave + 1 */
    SUDOKU_TECH_SIMPLE_COLOURING, /* one digit, conjugate pairs two-coloured */
    SUDOKU_TECH_X_CHAIN,          /* one digit, alternating strong/weak links */
    SUDOKU_TECH_XY_CHAIN,         /* chain of bivalue cells */
    SUDOKU_TECH_AIC,              /* alternating inference chain, any links */
    SUDOKU_TECH_FORCING_CHAIN,    /* assuming a candidate true leads along
                                     strong and weak links to a contradiction */
    SUDOKU_TECH_NISHIO,           /* one digit: placing it somewhere leaves
                                     a unit with no room for it */
    SUDOKU_TECH_MULTIPLE_FORCING, /* every candidate of a cell (or place of a
                                     digit in a unit) leads, along links, to
                                     the same conclusion */
    SUDOKU_TECH_DYNAMIC_FORCING,  /* the same two, following singles as they
                                     appear (dynamic forcing chains) */
    SUDOKU_TECH_FORCING_NET,      /* a contradiction found following singles,
                                     locked candidates, pairs and X-wings */
    SUDOKU_TECH_TRIAL,            /* fallback: trial and error with search */
    /* Sudoku Explainer's own techniques, used when rating on its scales: */
    SUDOKU_TECH_DIRECT_POINTING,      /* pointing that leaves a hidden single */
    SUDOKU_TECH_DIRECT_CLAIMING,      /* claiming that leaves a hidden single */
    SUDOKU_TECH_DIRECT_HIDDEN_PAIR,   /* hidden pair that leaves a hidden single */
    SUDOKU_TECH_DIRECT_HIDDEN_TRIPLE, /* hidden triple that leaves one */
    SUDOKU_TECH_CYCLE,                /* bidirectional X- or Y-cycle (SE) */
    SUDOKU_TECH_DYNAMIC_PLUS,         /* SE's dynamic forcing chain (+): singles
                                         and locked candidates, pairs and X-wings
                                         found along the way */
    SUDOKU_TECH_NESTED_FORCING,       /* SE's nested forcing chain: whole chain
                                          searches run along the way */
    /* Sukaku Explainer's (the modern scale): */
    SUDOKU_TECH_WXYZ_WING,       /* 3 cells of a unit holding 4 digits, and a
                                    bivalue cell linked to them by one digit */
    SUDOKU_TECH_VWXYZ_WING,      /* the same with 4 cells and 5 digits */
    SUDOKU_TECH_UVWXYZ_WING,     /* 5 cells, 6 digits */
    SUDOKU_TECH_TUVWXYZ_WING,    /* 6 cells, 7 digits */
    SUDOKU_TECH_STRONG_LINKS,    /* one digit, 3 or 4 strong links (some of
                                    them to a group of cells) joined by weak
                                    ones: strong-linked fish */
    SUDOKU_TECH_UNIQUE_LOOP,     /* uniqueness: a loop of 6 or more cells
                                    that could swap two digits (SE) */
    SUDOKU_TECH_BUG_N,           /* uniqueness: BUG with extra candidates
                                    in several cells (SE's types 2-4) */
    SUDOKU_TECH_ALIGNED_PAIR,    /* two cells whose choices would empty a
                                    cell that sees both (SE) */
    SUDOKU_TECH_ALIGNED_TRIPLET, /* the same with three cells (SE) */
    SUDOKU_TECH_NC_FORCING_CELL, /* non-consecutive: a cell holding only d and
                                    d+1 (or d, d+2; d to d+2) keeps them (d+1)
                                    from its neighbours */
    SUDOKU_TECH_LOCKED_NC,       /* non-consecutive: d of a house goes in a
                                    few cells; what is each of them or next
                                    to each loses d-1 and d+1 */
    SUDOKU_TECH_COUNT
} sudoku_technique;

#define SUDOKU_TECH_MAX 64

/* A static English name for 'tech' ("hidden single", "X-wing", ...);
** "unknown technique" for values out of range. */
const char *sudoku_technique_name(sudoku_technique tech);

/* Most pattern cells a step records (longer chains are cut, the
** eliminations are still complete). */
#define SUDOKU_STEP_CELLS 32

/* Most nodes a step's chain records (see sudoku_chain_node). */
#define SUDOKU_CHAIN_MAX 512

/* Why a node of a chain holds, given the node it comes from ('from'). In
** Eureka notation a weak link is written '-' and every kind of strong link
** '='. */
typedef enum sudoku_link {
    SUDOKU_LINK_START = 0, /* no 'from': the first node of a chain, or the
                              assumption a branch starts from (or, with
                              SUDOKU_CHAIN_CASES, a case it takes) */
    SUDOKU_LINK_WEAK,      /* false because 'from' is true: the same cell, or
                              the same digit in a cell that sees it */
    SUDOKU_LINK_STRONG,    /* true because 'from' is false: the cell's only
                              other candidate, or the digit's only other place
                              in unit 'unit' (in the position as it stands) */
    SUDOKU_LINK_CELL,      /* true because, by this point of the branch, every
                              other candidate of its cell is false ('from' is
                              the last of them): a naked single */
    SUDOKU_LINK_UNIT,      /* true because, by this point of the branch, every
                              other place of its digit in unit 'unit' is false
                              ('from' the last of them): a hidden single */
    SUDOKU_LINK_PATTERN    /* false because of a pattern found in the position
                              the branch has reached: technique 'unit' (a
                              sudoku_technique: pointing, a pair, an X-wing,
                              or a whole inner chain of a nested forcing
                              chain). No 'from' for a pattern; for an inner
                              chain 'from' is the first node of the chain,
                              written just before it one 'depth' deeper */
} sudoku_link;

/* One node of what a step rests on: digit 'digit' in cell 'cell' (a
** candidate), true ('on' 1) or false ('on' 0) in the chain. Nodes follow
** their 'from' node: every node's 'from' is earlier in the array.
** A nested forcing chain also records the inner chains it used: the nodes
** of one come as a block just before the first LINK_PATTERN node it
** removes, one 'depth' deeper than that node, with their own branches
** (numbered from 0 in the block) and links, and hold in the position the
** outer branch has reached; that node's 'from' is the block's first node
** (a later removal by the same chain points to the same block). */
typedef struct sudoku_chain_node {
    unsigned char cell;     /* 0..80 */
    unsigned char digit;    /* 1..9 */
    unsigned char on;       /* 1: true, 0: false */
    unsigned char link;     /* a sudoku_link */
    unsigned char branch;   /* which branch it belongs to: 0..n_branches-1 at
                               depth 0, within its block deeper */
    unsigned char unit;     /* LINK_STRONG/LINK_UNIT: the unit 0..26 (255 for a
                               cell's two candidates); LINK_PATTERN: the
                               technique */
    unsigned char depth;    /* 0: the step's own chain; d + 1: a node of an
                               inner chain a node of depth d rests on (at
                               most SUDOKU_CHAIN_DEPTH) */
    unsigned char where[2]; /* LINK_PATTERN: where its pattern is, units
                               0..26 or 255: locked candidates, the unit
                               its digit is confined in, then the one it is
                               confined to; a subset, its unit; a fish, its
                               first two base lines. 255, 255 otherwise */
    unsigned short digits;  /* LINK_PATTERN: the pattern's digits (bit d-1
                               for digit d), 0 otherwise */
    short from;             /* index of the node it follows from, -1 for
                               none */
} sudoku_chain_node;

/* Deepest an inner chain is nested (sudoku_chain_node.depth). */
#define SUDOKU_CHAIN_DEPTH 8

/* What the chain of a step shows (sudoku_step.chain_end). */
typedef enum sudoku_chain_end {
    SUDOKU_CHAIN_NONE = 0, /* no chain recorded */
    SUDOKU_CHAIN_EITHER,   /* an alternating inference chain: if its first node
                              is false its last is true, so one of the two is
                              true; what sees both goes */
    SUDOKU_CHAIN_CLASH,    /* from one assumption, candidate end_digit of
                              end_cell comes out both true and false */
    SUDOKU_CHAIN_EMPTY,    /* from one assumption, every candidate of end_cell
                              comes out false */
    SUDOKU_CHAIN_NO_PLACE, /* from one assumption, digit end_digit comes out
                              false in every cell of unit end_unit */
    SUDOKU_CHAIN_AGREE,    /* one branch for each candidate of a cell (or place
                              of a digit in end_unit), or two for a candidate
                              true and false: each makes the removed candidate
                              false (or the placed one true), and one of them
                              holds */
    SUDOKU_CHAIN_LOOP,     /* a closed loop (SE's bidirectional cycle): its last
                              node is its first again; either the nodes it
                              makes true or those it makes false all hold, so
                              a candidate that sees one of each is false */
    SUDOKU_CHAIN_CASES     /* trial and error shown: from the first node's
                              assumption, split on the candidates of a cell
                              (and again within a case), every case runs into
                              a contradiction. A branch is one case: its
                              LINK_START nodes are the assumption and the
                              case's choices, in order; a candidate of a split
                              cell that no case takes is shown false in each
                              branch under the split */
} sudoku_chain_end;

/* One logical step: either a placement (cell >= 0) or eliminations.
** 'cells' lists the pattern that justifies it in order (for a chain, its
** nodes, with 'cell_digit' the digit of each node; the first node is
** assumed true, and the nodes alternate off/on; a node that is a group of
** cells lists them all, the cells after its first with digit 0; for the
** WXYZ- to TUVWXYZ-wings, the set's cells with digit 0, then the bivalue
** cell with the digit linking it to the set, then with its other digit,
** and 'length' 2 when both digits link them); 'units' the units involved
** (0..8 rows, 9..17 columns, 18..26 boxes, or a jigsaw's regions when
** 'regions' is 1; 27..49 a variant's houses, see sudoku_rate_shape).
** Chains, forcing chains, forcing nets, nishio and trial and error also
** record what they rest on in 'chain': n_chain nodes in n_branches branches
** (a branch per assumption, or per case; nodes in the order they are
** implied), and what the branches show in 'chain_end'. */
typedef struct sudoku_step {
    sudoku_technique technique;
    double difficulty;    /* SE-like weight of this very step */
    int cell;             /* placed cell 0..80, or -1 */
    int digit;            /* placed digit 1..9, or 0 */
    int n_removed;        /* candidates removed, in total */
    uint16_t removed[81]; /* bit (d-1): d removed from that cell */
    uint16_t digits;      /* the pattern's digits, as a mask */
    int n_cells;
    unsigned char cells[SUDOKU_STEP_CELLS];
    unsigned char cell_digit[SUDOKU_STEP_CELLS];
    int n_units;
    unsigned char units[8];
    int length; /* chain nodes / implications, else 0 */
    sudoku_chain_end chain_end;
    int n_branches;
    int n_chain;
    int chain_cut;           /* 1: more nodes than SUDOKU_CHAIN_MAX were
                                needed; the chain is shown in part */
    unsigned char end_cell;  /* CLASH, EMPTY: the cell */
    unsigned char end_digit; /* CLASH, NO_PLACE, AGREE (region): digit */
    unsigned char end_unit;  /* NO_PLACE, AGREE (region): the unit;
                                255 when none */
    unsigned char regions;   /* 1: a jigsaw's step (sudoku_next_step_shape
                                on a JIGSAW shape sets it): units 18..26 are
                                its regions, told "region N": N = unit - 17,
                                region N-1 of sudoku_shape_spec.region (the
                                board reader numbers them by first appearance
                                in the map, read row by row), not boxes; 0
                                otherwise (boxes, "box N") */
    sudoku_chain_node chain[SUDOKU_CHAIN_MAX];
} sudoku_step;

/* Writes the short name of a step's unit into buf[size] as far as it fits,
** NUL-terminated when size > 0, as Eureka notation writes it: "r3", "c5",
** "b2" (0..26; on a jigsaw "b2" is region 2, which a step's text calls
** "region 2", see sudoku_step.regions); a variant's house (27..49, see
** sudoku_rate_shape): "dg1" to "dg9", "w1" to "w9" (w1..w4 the drawn
** windows, w5..w9 the groups they imply, in sudoku_rate_shape's order),
** "x1" the main diagonal, "x2" the anti-diagonal, "gir", "ast", "cd".
** Returns the full length; 0 (and "") for a unit out of range. */
size_t sudoku_unit_name(int unit, char *buf, size_t size);

/* Fills *marks with the candidates the givens of 'grid' allow. Returns
** SUDOKU_OK, or SUDOKU_EINVAL for a cell > 9 (*marks unchanged). */
sudoku_status sudoku_candidates_init(const sudoku_grid *grid, sudoku_candidates *marks);

/* Finds the easiest logical step for 'grid' (a puzzle, possibly in
** progress). 'marks' are the player's pencil marks, or NULL to use all the
** candidates the filled cells allow; they are intersected with those.
** It advises only on a grid with exactly one solution (sudoku_rate refuses
** the same grids, with the same statuses). Returns SUDOKU_OK with *step
** filled; SUDOKU_END when the grid is full; SUDOKU_ECLASH / SUDOKU_EINVAL
** as sudoku_check; SUDOKU_ENOSOLUTION when the grid, with its marks, has no
** solution (sudoku_find_conflict says which filled digits to doubt);
** SUDOKU_EMULTIPLE when it has several. *step is untouched unless
** SUDOKU_OK is returned. Needs about 96 KB of stack (the chain searches keep
** their tables there, not on the heap). */
sudoku_status sudoku_next_step(const sudoku_grid *grid, const sudoku_candidates *marks,
                               sudoku_step *step);

/* Checks a step the caller built or kept: technique, placement, removals,
** pattern cells and units, and the chain within the ranges documented in
** sudoku_step. Every step sudoku_next_step gives passes. Returns SUDOKU_OK,
** or SUDOKU_EINVAL for a field out of range. */
sudoku_status sudoku_step_check(const sudoku_step *step);

/* Applies 'step' to *grid and *marks (both updated: a placement also
** removes the digit from the peers' marks). 'marks' must not be NULL.
** Returns SUDOKU_OK; SUDOKU_EINVAL, with *grid and *marks unchanged, for a
** step sudoku_step_check refuses or a grid with a cell > 9. */
sudoku_status sudoku_step_apply(const sudoku_step *step, sudoku_grid *grid,
                                sudoku_candidates *marks);

/* Writes the step in a player's words into 'buf' (NUL-terminated, cut to
** 'size'), e.g. "r3c5 = 7: hidden single - 7 fits nowhere else in box 2"
** ("region 2" for a step whose 'regions' is 1: a jigsaw's).
** Returns the length the full text needs, as snprintf does; for a step
** sudoku_step_check refuses, writes "" and returns 0 (a valid step's text
** is never empty). */
size_t sudoku_step_explain(const sudoku_step *step, char *buf, size_t size);

/* As sudoku_step_explain, the same words laid out for a person in lines of
** at most 'width' columns (fewer than 20 are taken as 20), '\n' between
** them (none after the last): each branch of a forcing chain or net on a
** line of its own, indented 4 under the step's head; an inner chain on
** lines of its own, indented 4 under the chain that uses it; a line still
** too long broken between words or before a link of a chain ("-(", "=("),
** its rest indented 2 more. A node or a pattern ("[pointing: 3 of b8 in
** r8]") is never cut, so a line may be wider than 'width' only to hold one
** that is. Returns the length the full text needs, as snprintf does (0 and
** "" for a step sudoku_step_check refuses). Allocates for a text longer
** than 511 characters; without memory it writes the one line. */
size_t sudoku_step_explain_width(const sudoku_step *step, int width, char *buf,
                                 size_t size);

/* Writes the step's chain (step->chain) in Eureka notation into 'buf'
** (NUL-terminated, cut to 'size'), e.g. "(6)r2c9=(1)r2c9-(1)r1c9=(1)r1c5":
** '=' into a node made true, '-' into a node made false; a node that does
** not follow the one written before it starts a new run, "; " apart, from
** the node it follows ("[pointing]-(4)r5c9" for a pattern's removal in a
** net); an inner chain is written in its place, bracketed with its name
** ("[X-chain: (8)r4c4-(8)r4c1=(8)r6c1-...-(8)r4c4]-(8)r4c4"); with several
** branches each is written "r5c6=2: ..." and " | " separates them. A chain
** known only by its pattern cells (n_chain 0; simple colouring, turbot
** fish, strong-linked fish, X-, XY-chains and AICs) is written from 'cells'
** and 'cell_digit', links alternating strong and weak from the first node, a
** group of cells one node as players write it ("(3)r3c45=(3)r3c9-...");
** " ..." when 'length' counts more nodes than the cells hold. "" for a step
** without chain, and for a step sudoku_step_check refuses (call it to tell
** the two apart). Returns the
** length the full text needs, as snprintf does. */
size_t sudoku_step_chain(const sudoku_step *step, char *buf, size_t size);

/* 1 when 'step' is a chain known only by its pattern cells, as
** sudoku_step_chain writes it: n_chain 0 and a technique whose steps list
** their nodes in 'cells' and 'cell_digit' (simple colouring, turbot fish,
** strong-linked fish, X-, XY-chains and AICs; the first node true, links
** alternating strong and weak, a group of cells one node). 0 otherwise,
** also for a technique out of range. */
int sudoku_step_chain_in_cells(const sudoku_step *step);

/* Difficulty levels; their score bounds are in the README. */
typedef enum sudoku_level {
    SUDOKU_LEVEL_EASY = 0, /* singles only: score < 2.5 */
    SUDOKU_LEVEL_MEDIUM,   /* locked candidates, pairs, X-wing: < 3.6 */
    SUDOKU_LEVEL_HARD,     /* triples, fish, wings, rectangles, quads:
                              < 6.0 */
    SUDOKU_LEVEL_EXPERT,   /* chains, forcing chains, nishio: < 8.5 */
    SUDOKU_LEVEL_EXTREME   /* dynamic chains, nets, trial: >= 8.5 */
} sudoku_level;

/* A static name for 'level' ("easy" ... "extreme"), "unknown" if out of
** range. */
const char *sudoku_level_name(sudoku_level level);

/* Parses a level name (as sudoku_level_name gives). Returns SUDOKU_OK, or
** SUDOKU_EINVAL for an unknown name (*level unchanged). */
sudoku_status sudoku_level_parse(const char *name, sudoku_level *level);

/* A puzzle's rating: the hardest step of the easiest-first solve path. */
typedef struct sudoku_rating {
    double score; /* SE-like, 1.0 .. 12.0 */
    sudoku_level level;
    sudoku_technique hardest;        /* technique of the hardest step */
    unsigned steps;                  /* steps in the path */
    unsigned count[SUDOKU_TECH_MAX]; /* steps per technique */
} sudoku_rating;

/* The two technique sets of Sudoku Explainer (SE) a rating can follow. */
typedef enum sudoku_scale {
    SUDOKU_SCALE_CLASSIC = 0, /* SE 1.2.1's own techniques: the forum's
                                 hardest lists, most published SE ratings */
    SUDOKU_SCALE_MODERN       /* SukakuExplainer's default set, which adds
                                 kites/turbots, WXYZ+ wings, strong-linked
                                 fish: the Sudoku Exchange bank's ratings */
} sudoku_scale;

/* A static name for 'scale' ("classic", "modern"), "unknown" if out of
** range. */
const char *sudoku_scale_name(sudoku_scale scale);

/* Parses a scale name (as sudoku_scale_name gives). Returns SUDOKU_OK, or
** SUDOKU_EINVAL for an unknown name (*scale unchanged). */
sudoku_status sudoku_scale_parse(const char *name, sudoku_scale *scale);

/* As sudoku_next_step, the step Sudoku Explainer would take on 'scale' (its
** technique set, in its order: the steps sudoku_rate_scale rates), rather
** than the easiest of every technique the library knows. Returns as
** sudoku_next_step; SUDOKU_EINVAL also for an unknown scale. */
sudoku_status sudoku_next_step_scale(const sudoku_grid *grid,
                                     const sudoku_candidates *marks, sudoku_scale scale,
                                     sudoku_step *step);

/* Rates 'puzzle' on 'scale' by solving it logically the way SE does, the
** easiest step first, from 'marks' as sudoku_rate_marks (NULL: from the
** candidates the givens allow). Returns SUDOKU_OK with *out filled; SUDOKU_ECLASH /
** SUDOKU_EINVAL as sudoku_check (SUDOKU_EINVAL also for an unknown scale);
** SUDOKU_ENOSOLUTION when it has no solution; SUDOKU_EMULTIPLE when it has
** several. *out is untouched on failure. Deterministic. */
sudoku_status sudoku_rate_scale(const sudoku_grid *puzzle, const sudoku_candidates *marks,
                                sudoku_scale scale, sudoku_rating *out);

/* sudoku_rate_scale on the classic scale. */
sudoku_status sudoku_rate(const sudoku_grid *puzzle, sudoku_rating *out);

/* As sudoku_rate, for a pencil-mark puzzle: the solve starts from 'marks'
** (intersected with what the givens allow; NULL = sudoku_rate), so the
** player's eliminations are taken as done and not scored. */
sudoku_status sudoku_rate_marks(const sudoku_grid *puzzle, const sudoku_candidates *marks,
                                sudoku_rating *out);

/* ==================================================================== */
/* Printable sheets (src/sheet.c, src/sheet_svg.c, src/sheet_pdf.c)      */
/* ==================================================================== */

/* A sheet is a document of pages of grids for people to print and solve:
** a section of puzzles, then optionally a section of solutions (smaller,
** more to a page). Givens are set bold, digits the solver filled in
** regular; cell lines are thin, box lines thick; everything is vector.
** Text is Helvetica: in PDF the standard fonts (not embedded, characters
** outside WinAnsiEncoding shown as '?'), in SVG <text> elements. */

typedef enum sudoku_sheet_format {
    SUDOKU_SHEET_PDF = 0, /* PDF 1.4, one page a page */
    SUDOKU_SHEET_SVG = 1  /* one SVG document, the pages stacked top to bottom */
} sudoku_sheet_format;

typedef enum sudoku_paper {
    SUDOKU_PAPER_A4 = 0,    /* 210 x 297 mm */
    SUDOKU_PAPER_LETTER = 1 /* 8.5 x 11 in */
} sudoku_paper;

/* What to lay out. Fill with sudoku_sheet_defaults, then change fields.
** The counts must be known before the first page (an SVG states its height
** first); the first 'puzzles' items added fill the puzzle section, the next
** 'solutions' items the solution section. */
typedef struct sudoku_sheet_options {
    sudoku_sheet_format format;
    sudoku_paper paper;
    int per_page;                /* grids a puzzle page: 1, 2, 4 or 6 */
    int solutions_per_page;      /* grids a solution page: 1, 2, 4, 6 or 12 */
    const char *title;           /* UTF-8 heading of each puzzle page, or NULL */
    const char *solutions_title; /* heading of each solution page, or NULL */
    unsigned long puzzles;       /* items in the puzzle section */
    unsigned long solutions;     /* items in the solution section (0: none) */
} sudoku_sheet_options;

/* Defaults: PDF, A4, 4 puzzles a page, 12 solutions a page, no titles,
** no items. */
void sudoku_sheet_defaults(sudoku_sheet_options *opt);

/* One slot of a sheet: a grid with a caption under it, or, for a record
** that has no grid to show, a note in a frame where the grid would be. */
typedef struct sudoku_sheet_item {
    unsigned long number;        /* names the grid in the document (SVG id) */
    const sudoku_grid *puzzle;   /* its givens are drawn bold; NULL: a note */
    const sudoku_grid *solution; /* NULL, or the solved grid: its other digits
                                    are drawn regular */
    const char *caption;         /* UTF-8 line under the grid, or NULL */
    const char *note;            /* UTF-8 words in the frame when puzzle is
                                    NULL (wrapped to fit), or NULL */
} sudoku_sheet_item;

typedef struct sudoku_sheet sudoku_sheet;

/* Starts a sheet written to 'out' (which stays the caller's: never closed)
** and writes the document's head. With no items at all the document has
** one page, with the heading only. Returns SUDOKU_OK with *sheet set;
** SUDOKU_EINVAL for options out of range; SUDOKU_ENOMEM; SUDOKU_EIO when
** writing failed (*sheet unchanged on failure). Memory stays flat however
** many items: one page is drawn at a time (the PDF also keeps 16 bytes a
** page for its cross-reference table). */
sudoku_status sudoku_sheet_open(FILE *out, const sudoku_sheet_options *opt,
                                sudoku_sheet **sheet);

/* As sudoku_sheet_open, for a caller that starts pages itself with
** sudoku_sheet_page_break: the document has 'pages' pages (0: those
** sudoku_sheet_open counts, the sections' items at their per_page), which
** must be the pages the items and breaks make; sudoku_sheet_close returns
** SUDOKU_EINVAL when they differ. */
sudoku_status sudoku_sheet_open_pages(FILE *out, const sudoku_sheet_options *opt,
                                      unsigned long pages, sudoku_sheet **sheet);

/* Ends the page being filled, if any, and lays out the items after it
** 'per_page' a page (1, 2, 4 or 6; 12 too in the solution section) until
** their section ends or the next break: the layout follows the boards (a
** page of 16x16 boards after pages of 9x9 ones). A break before the first
** item of a section sets that section's layout. Returns SUDOKU_OK, or
** SUDOKU_EINVAL for another per_page (nothing changed), or the failure of
** an earlier call. */
sudoku_status sudoku_sheet_page_break(sudoku_sheet *sheet, int per_page);

/* Draws the next item, ending a page when it is full. Returns SUDOKU_OK;
** SUDOKU_EINVAL when all the items declared were already added (nothing
** drawn); SUDOKU_EIO or SUDOKU_ENOMEM when writing failed (the document
** is then incomplete, and every later call returns the same). */
sudoku_status sudoku_sheet_add(sudoku_sheet *sheet, const sudoku_sheet_item *item);

/* Ends the last page, writes the document's tail and frees the sheet.
** Returns SUDOKU_OK; SUDOKU_EIO / SUDOKU_ENOMEM as sudoku_sheet_add; or
** SUDOKU_EINVAL when fewer items were added than declared (their slots are
** left empty, the document is still complete). The caller flushes and
** closes 'out'. */
sudoku_status sudoku_sheet_close(sudoku_sheet *sheet);

/* Frees a sheet without finishing its document (NULL is fine). */
void sudoku_sheet_free(sudoku_sheet *sheet);

/* One slot of a sheet for a board of any shape (declared below): its box
** lines thick (a jigsaw's region borders, none inside a latin square), the
** X diagonals drawn in grey, the cells of the extra houses a windoku's
** windows, an asterisk, a centre dot or a girandola shaded; the cell size
** and the symbols' font size follow the side, so a 25x25 is legible on A4
** one a page. Constraints that have no drawing (anti-knight, anti-king,
** non-consecutive, disjoint groups) are the caller's to name in the
** caption. */
typedef struct sudoku_sheet_board_item {
    unsigned long number;                /* names the grid in the document (SVG id) */
    const struct sudoku_board *puzzle;   /* its givens bold; NULL: a note */
    const struct sudoku_board *solution; /* NULL, or the solved board, on the
                                            puzzle's shape */
    const char *symbols; /* value v is drawn symbols[v-1]; NULL: 1-9 then A-P */
    const char *caption; /* UTF-8 line under the grid, or NULL */
    const char *note;    /* as in sudoku_sheet_item, when puzzle is NULL */
} sudoku_sheet_board_item;

/* As sudoku_sheet_add, for a board of any shape. Returns as
** sudoku_sheet_add; SUDOKU_EINVAL also (nothing drawn) when the puzzle has
** no shape, the solution's shape differs, or 'symbols' is shorter than the
** side. */
sudoku_status sudoku_sheet_add_board(sudoku_sheet *sheet,
                                     const sudoku_sheet_board_item *item);

/* ==================================================================== */
/* Shapes: every size 4x4..25x25, variants and jigsaw (src/shape.c,      */
/* src/board.c, src/search.c, src/board_generate.c)                      */
/* ==================================================================== */

#define SUDOKU_MAX_SIDE 25
#define SUDOKU_MAX_CELLS 625

/* Variants, as bits of sudoku_shape_spec.variants; they combine. Extra
** houses (each holds every symbol once) are those of Sukaku Explainer
** (src/diuf/sudoku/Settings.java): windoku adds its 4 windows and the 5
** groups they imply (on 16x16 and 25x25 the same construction: 9 and 16
** windows, 7 and 9 implied groups). */
typedef enum sudoku_variant {
    SUDOKU_VARIANT_X = 1u << 0,           /* both main diagonals */
    SUDOKU_VARIANT_WINDOKU = 1u << 1,     /* windows; side k*k only */
    SUDOKU_VARIANT_DG = 1u << 2,          /* disjoint groups: one place in every box */
    SUDOKU_VARIANT_ASTERISK = 1u << 3,    /* 9x9 only */
    SUDOKU_VARIANT_CENTRE_DOT = 1u << 4,  /* 9x9 only: the boxes' centres */
    SUDOKU_VARIANT_GIRANDOLA = 1u << 5,   /* 9x9 only */
    SUDOKU_VARIANT_ANTI_KNIGHT = 1u << 6, /* no equal symbols a knight's move apart */
    SUDOKU_VARIANT_ANTI_KING = 1u << 7,   /* ... nor a king's move apart */
    SUDOKU_VARIANT_NON_CONSECUTIVE = 1u
                                     << 8, /* orthogonal neighbours never differ by 1 */
    SUDOKU_VARIANT_LATIN = 1u << 9,        /* no boxes */
    SUDOKU_VARIANT_JIGSAW = 1u << 10       /* boxes from sudoku_shape_spec.region */
} sudoku_variant;

/* Every variant bit. */
#define SUDOKU_VARIANT_ALL 0x7FFu

/* What a board looks like; a plain value the caller owns. */
typedef struct sudoku_shape_spec {
    int side;               /* N, 4..25 */
    int box_rows, box_cols; /* box_rows * box_cols == N; both 0: the default
                               for N (4:2x2 6:2x3 8:2x4 9:3x3 10:2x5 12:3x4
                               15:3x5 16:4x4 20:4x5 25:5x5; in general the
                               largest divisor r <= sqrt(N), N/r wide; none
                               for a prime N). Ignored with LATIN or JIGSAW. */
    unsigned variants;      /* sudoku_variant bits */
    unsigned char region[SUDOKU_MAX_CELLS]; /* JIGSAW: region 0..N-1 of each
                                               cell, row-major */
} sudoku_shape_spec;

/* Fills *spec for an N x N board: 'side', its default box (0x0 when N has
** no box shape, as a prime N), no variants, region all 0. Any int is
** accepted here; sudoku_shape_new checks. */
void sudoku_shape_spec_init(sudoku_shape_spec *spec, int side);

/* Parses a comma-separated list of variant names into *variants: "x",
** "windoku" (alias "hyper"), "dg", "asterisk", "centre-dot" (alias
** "center-dot"), "girandola", "anti-knight", "anti-king",
** "non-consecutive", "latin", "jigsaw"; case does not matter, white space
** around names is skipped, an empty list gives 0. Returns SUDOKU_OK, or
** SUDOKU_EINVAL naming the unknown name and the accepted ones in
** err->text (err may be NULL); *variants is unchanged on failure. */
sudoku_status sudoku_variants_parse(const char *list, unsigned *variants,
                                    sudoku_error *err);

/* Writes the canonical comma list of 'variants' ("x,anti-knight"; "" for
** none; unknown bits skipped) into buf[size] as far as it fits,
** NUL-terminated when size > 0. Returns the full length, as snprintf. */
size_t sudoku_variants_format(unsigned variants, char *buf, size_t size);

/* A board's geometry: cells, houses, constraints. Opaque and immutable once
** built, so one shape may be shared by threads. */
typedef struct sudoku_shape sudoku_shape;

/* Builds the shape *spec describes into *out (the caller frees it with
** sudoku_shape_free). Returns SUDOKU_OK; SUDOKU_ENOMEM; or SUDOKU_EINVAL
** with one line of English in err->text (err may be NULL) for: a side out
** of 4..25, a box r x c with r*c != N (or none for a prime N without LATIN
** or JIGSAW), a variant not defined on the shape (windoku on 6x6, dg on a
** latin or jigsaw board, asterisk off 9x9, latin with jigsaw), a region map
** that is not N regions of N connected cells. *out is unchanged on failure. */
sudoku_status sudoku_shape_new(const sudoku_shape_spec *spec, sudoku_shape **out,
                               sudoku_error *err);

/* Frees a shape (NULL is fine). Boards that borrow it must not be used
** after. */
void sudoku_shape_free(sudoku_shape *shape);

/* The spec the shape was built from, its default box filled in. Lives as
** long as the shape. */
const sudoku_shape_spec *sudoku_shape_spec_of(const sudoku_shape *shape);

/* N: the side, also the number of symbols. */
int sudoku_shape_side(const sudoku_shape *shape);

/* Number of houses: rows 0..N-1, columns N..2N-1, then the boxes or
** regions (none for LATIN), then the variants' extra houses. */
int sudoku_shape_house_count(const sudoku_shape *shape);

/* What a house is. */
typedef enum sudoku_house_kind {
    SUDOKU_HOUSE_ROW = 0,
    SUDOKU_HOUSE_COLUMN = 1,
    SUDOKU_HOUSE_BOX = 2,           /* a box r x c, or a jigsaw region */
    SUDOKU_HOUSE_DIAGONAL = 3,      /* X: the main diagonal, then the anti-diagonal */
    SUDOKU_HOUSE_WINDOW = 4,        /* windoku: a drawn window */
    SUDOKU_HOUSE_WINDOW_HIDDEN = 5, /* windoku: a group the windows imply */
    SUDOKU_HOUSE_DISJOINT = 6,      /* dg: one place in every box */
    SUDOKU_HOUSE_ASTERISK = 7,
    SUDOKU_HOUSE_CENTRE_DOT = 8,
    SUDOKU_HOUSE_GIRANDOLA = 9
} sudoku_house_kind;

/* Fills cells[0..N-1] with the cells of house 'house' (0-based, row-major
** cell indexes, increasing) and returns N; returns 0 (cells untouched)
** when 'house' is out of range. */
int sudoku_shape_house(const sudoku_shape *shape, int house, int *cells);

/* The kind of house 'house'; -1 when it is out of range. */
int sudoku_shape_house_kind(const sudoku_shape *shape, int house);

/* 1 for the classic board (9x9, 3x3 boxes, no variant), 0 otherwise. */
int sudoku_shape_is_classic(const sudoku_shape *shape);

/* Writes the name of 'cell' ("r12c3", 1-based) into buf[size] as far as
** it fits, NUL-terminated when size > 0. Returns the full length. */
size_t sudoku_shape_cell_name(const sudoku_shape *shape, int cell, char *buf,
                              size_t size);

/* A puzzle or solution on a shape; a plain value the caller owns. */
typedef struct sudoku_board {
    const sudoku_shape *shape;            /* borrowed: outlives the board */
    unsigned char cell[SUDOKU_MAX_CELLS]; /* 0 blank, 1..N; row-major, N*N used */
} sudoku_board;

/* Checks that every cell holds 0..N and no symbol repeats in a house or
** breaks a constraint (anti-knight, anti-king, non-consecutive). Returns
** SUDOKU_OK, SUDOKU_EINVAL (a value > N, or no shape) or SUDOKU_ECLASH,
** with err->text (err may be NULL) naming the cells ("two 5s in row 1
** (r1c2, r1c7)"). */
sudoku_status sudoku_board_check(const sudoku_board *b, sudoku_error *err);

/* As sudoku_board_check, the messages naming each value by its symbol in
** 'symbols' (value v is symbols[v-1]; a letter quoted: "two 'G's in row
** 1 (r1c2, r1c7)", "consecutive 'A' and 9 side by side"). NULL, or a
** string shorter than the side, names the numbers as sudoku_board_check. */
sudoku_status sudoku_board_check_symbols(const sudoku_board *b, const char *symbols,
                                         sudoku_error *err);

/* 1 when 'solution' is full, on the same shape, keeps every given of
** 'puzzle' and breaks no house or constraint; 0 otherwise. */
int sudoku_board_is_solution(const sudoku_board *puzzle, const sudoku_board *solution);

/* Finds the first solution of 'puzzle' (deterministic). Classic boards go
** to the fast solver (sudoku_solve), others to the generic search. Returns
** SUDOKU_OK with *solution filled (its shape the puzzle's);
** SUDOKU_ENOSOLUTION; SUDOKU_ECLASH / SUDOKU_EINVAL as sudoku_board_check
** (*solution unchanged on failure). */
sudoku_status sudoku_board_solve(const sudoku_board *puzzle, sudoku_board *solution);

/* Counts the solutions of 'puzzle' up to 'limit' (0 = no limit; 2 tests
** uniqueness): SUDOKU_OK with *count = min(solutions, limit), 0 when none;
** SUDOKU_ECLASH / SUDOKU_EINVAL as sudoku_board_check. */
sudoku_status sudoku_board_count(const sudoku_board *puzzle, uint64_t limit,
                                 uint64_t *count);

/* What sudoku_board_generate makes. */
typedef struct sudoku_board_gen_options {
    int holes;                /* empty cells wanted; -1: minimal (dig until
                                 every given is needed) */
    sudoku_symmetry symmetry; /* holes in symmetric orbits, where the shape
                                 keeps its houses under the symmetry */
    int random_regions;       /* JIGSAW: draw a random region map first */
} sudoku_board_gen_options;

/* Makes a puzzle with a unique solution on the shape *spec_inout
** describes: a random full board, then holes dug while it stays unique,
** exactly opt->holes of them (or minimal). With opt->random_regions (and
** JIGSAW in the spec) a region map of N connected regions of N cells is
** drawn into spec_inout->region first. On SUDOKU_OK *shape_out is a new
** shape (the caller frees it) that *puzzle and *solution (if non-NULL)
** borrow. Returns SUDOKU_EINVAL (a bad spec: sudoku_shape_new says why;
** or holes beyond what the shape allows), SUDOKU_ENOMEM,
** SUDOKU_ELIMIT (the holes asked were not reached within the effort
** bound), SUDOKU_ENOSOLUTION (the shape has no full board at all: no 4x4
** with anti-king; a drawn map without one is drawn again instead);
** outputs unchanged on failure (spec_inout may have a new map).
** The result depends only on the inputs and the state of *rng, which
** advances. */
sudoku_status sudoku_board_generate(sudoku_shape_spec *spec_inout,
                                    const sudoku_board_gen_options *opt, sudoku_rng *rng,
                                    sudoku_shape **shape_out, sudoku_board *puzzle,
                                    sudoku_board *solution);

/* ---- the logical solver on 9x9 variants and Latin squares (src/rate.c,
** src/logic.c) ---- */
/* The calls below take a shape (sudoku_shape_new; NULL or the classic
** board: the calls above, unchanged) and put the 9x9 puzzle in a
** sudoku_grid. Sudoku Explainer's techniques read the shape's houses as it
** does with its variant switches: singles in every house; locked
** candidates between boxes, lines, disjoint groups and windows; naked sets
** in those, hidden sets in every house; fish, wings, uniqueness, SE's
** chains up to nested forcing chains, whose patterns along a chain are
** SE's generalised ones: the whole classic scale; and the whole modern
** one too, its turbot fish and strong-linked fish linking in every house
** and its WXYZ- to TUVWXYZ-wings taking cells that see each other (on a
** jigsaw a region is SE's box there: its groups are its places in one row
** or column; README, Techniques and weights). The boards: x, windoku, dg,
** asterisk, centre-dot, girandola, anti-knight, anti-king, non-consecutive
** and their combinations, on 3x3 boxes, jigsaw regions (in the boxes'
** place: units 18..26 are the regions in the map's order, and the steps
** have sudoku_step.regions 1) or none (latin);
** a placed digit leaves the cells a knight's or king's move away, and its
** neighbours' digits next to
** it (non-consecutive), as it leaves its houses' cells, as serate counts
** them with its switches (-n 1, -k 1, -c 1); a non-consecutive board also
** has its non-consecutive forcing cell and locked non-consecutive, on the
** modern scale and in the hints (SUDOKU_TECH_NC_FORCING_CELL,
** SUDOKU_TECH_LOCKED_NC). Steps name
** a variant's houses with units 27..49: disjoint groups 27..35, windows
** 36..44 (the 4 drawn ones first, left to right, top to bottom: "window
** 1".."window 4" in the words; then the 5 groups they imply, r159c234,
** r159c678, r159c159, r234c159, r678c159: "the implied window r159c234"
** and so on), the main diagonal 45 and the
** anti-diagonal 46, girandola 47, asterisk 48, centre dot 49.
** They return as their classic counterparts, and SUDOKU_EUNSUPPORTED for a
** shape the logical solver does not take (a side other than 9),
** or when no technique it has on
** the shape applies; givens the
** shape's houses rule out are SUDOKU_ECLASH. */

/* sudoku_rate_scale on *shape. */
sudoku_status sudoku_rate_shape(const sudoku_shape *shape, const sudoku_grid *puzzle,
                                const sudoku_candidates *marks, sudoku_scale scale,
                                sudoku_rating *out);

/* sudoku_next_step (scaled 0) or sudoku_next_step_scale (scaled 1) on
** *shape. */
sudoku_status sudoku_next_step_shape(const sudoku_shape *shape, const sudoku_grid *grid,
                                     const sudoku_candidates *marks, int scaled,
                                     sudoku_scale scale, sudoku_step *step);

/* sudoku_candidates_init on *shape: what its houses allow. */
sudoku_status sudoku_candidates_init_shape(const sudoku_shape *shape,
                                           const sudoku_grid *grid,
                                           sudoku_candidates *marks);

/* sudoku_step_apply on *shape: a placement removes the digit from the
** cell's peers in every house of the shape. */
sudoku_status sudoku_step_apply_shape(const sudoku_shape *shape, const sudoku_step *step,
                                      sudoku_grid *grid, sudoku_candidates *marks);

/* ==================================================================== */
/* Canonical forms and transformations of boards (src/board_canon.c,    */
/* src/board_transform.c, src/board_group.c)                            */
/* ==================================================================== */

/* One element of the equivalence group of a plain boxed shape R x C (no
** variant; N = R*C, 4x4..25x25) or of a latin square: an order of the
** bands (R rows each) and of the rows inside each band, an order of the
** stacks (C columns each) and of the columns inside each stack, a
** transpose first (only when R == C; a latin square: any row and column
** order, and the transpose) and a symbol relabelling. Applied to 'in':
**     out[r][c] = symbol[in'[row[r]][col[c]]], in' = in or its transpose.
** On a variant board the group is the subgroup of those that map every
** extra house (diagonal, window, ...) onto an extra house and every
** anti-knight/anti-king pair and non-consecutive neighbour pair onto one;
** on a non-consecutive board the relabelling is the identity or the
** reversal v -> N+1-v. On a jigsaw board the geometric part is one of the
** 8 symmetries of the square (a transpose, rows and columns each in order
** or reversed), kept only where it keeps the extra houses and pairs too,
** and the region map moves with the cells (sudoku_board_transform_spec). */
typedef struct sudoku_board_transform {
    int side;                                  /* N */
    int transposed;                            /* 1: transpose first */
    unsigned char row[SUDOKU_MAX_SIDE];        /* source row (0-based) of each row */
    unsigned char col[SUDOKU_MAX_SIDE];        /* source column of each column */
    unsigned char symbol[SUDOKU_MAX_SIDE + 1]; /* symbol[v] replaces v; [0] = 0 */
} sudoku_board_transform;

/* 1 when *shape has canonical forms and transformations here: every shape
** (plain boxed, latin, variants, jigsaw; see sudoku_board_group_new for
** groups too large to list); 0 for NULL. */
int sudoku_board_canon_supported(const sudoku_shape *shape);

/* The minlex form of 'puzzle' on its shape: of all the boards the group
** maps it to, the least as a string of N*N values with 0 for a blank (so
** blanks first), symbols relabelled 1, 2, ... by first appearance. Exact:
** two puzzles are equivalent exactly when their forms are equal. Fast on
** puzzles (a 25x25 from `sudoku gen` in well under a second); full grids
** of 16x16 and larger are refused (their first row ties ~1e7 ways).
** On SUDOKU_OK: *form (if non-NULL) the form, on the puzzle's shape; *map
** (if non-NULL) a transformation with apply(map, puzzle) == form (absent
** symbols get the labels left in increasing order); *automorphisms (if
** non-NULL) how many geometric transformations, with the relabelling they
** force, map the puzzle onto itself (saturating at UINT64_MAX). Returns
** SUDOKU_EINVAL (no shape, a value > N), SUDOKU_ELIMIT (a variant's group
** too large to list),
** SUDOKU_ENOMEM (out of memory, or more than 2^20 branches tied on one
** row: a full grid of 16x16 or larger); outputs unchanged then. The classic
** 9x9 gets the same form as sudoku_canon, slower. A variant or jigsaw
** board goes to sudoku_board_group_canon with its group listed for this
** call (SUDOKU_ELIMIT when it is too large); a caller with many puzzles of
** one shape lists it once (sudoku_board_group_new). */
sudoku_status sudoku_board_canon(const sudoku_board *puzzle, sudoku_board *form,
                                 sudoku_board_transform *map, uint64_t *automorphisms);

/* Sets *t to the identity on side n. */
void sudoku_board_transform_identity(int n, sudoku_board_transform *t);

/* Sets *t to a uniformly random element of the group of *shape, drawn
** from *rng. A variant or jigsaw shape's group is listed for the call
** (sudoku_board_group_random draws from a listed one); the identity when
** it cannot be (too large, out of memory). */
void sudoku_board_transform_random(const sudoku_shape *shape, sudoku_board_transform *t,
                                   sudoku_rng *rng);

/* SUDOKU_OK when *t is an element of the group of *shape (its side, bands
** and stacks kept, a transpose only where allowed, symbols a permutation;
** on variant and jigsaw shapes as sudoku_board_transform says), else
** SUDOKU_EINVAL. */
sudoku_status sudoku_board_transform_check(const sudoku_shape *shape,
                                           const sudoku_board_transform *t);

/* Writes t applied to 'in' into *out (may be 'in'), on in's shape. Returns
** SUDOKU_OK, or SUDOKU_EINVAL (t not in the group of in's shape, a value
** > N; *out unchanged). On a jigsaw board the cells moved belong with the
** region map moved too (sudoku_board_transform_spec): the caller builds
** that shape and sets out->shape to it. */
sudoku_status sudoku_board_transform_apply(const sudoku_board_transform *t,
                                           const sudoku_board *in, sudoku_board *out);

/* *out = *in with its region map (JIGSAW) moved by t and its regions
** numbered 0, 1, ... by first appearance in row-major order; other specs
** are copied. t: a group element of in's side; out may be in. */
void sudoku_board_transform_spec(const sudoku_board_transform *t,
                                 const sudoku_shape_spec *in, sudoku_shape_spec *out);

/* *out = the inverse of *t (out may be t); t must be a group element. */
void sudoku_board_transform_invert(const sudoku_board_transform *t,
                                   sudoku_board_transform *out);

/* *out = 'first' then 'second' (out may be either); same side, group
** elements. */
void sudoku_board_transform_then(const sudoku_board_transform *first,
                                 const sudoku_board_transform *second,
                                 sudoku_board_transform *out);

/* Whether puzzles 'a' and 'b' are the same puzzle in disguise: the same
** side, boxes and variants, equal forms (sudoku_board_canon) and, on a
** jigsaw, equal region maps once moved by the maps to the forms. On
** SUDOKU_OK: *equivalent 1 or 0; forms[0], forms[1] (if 'forms' is
** non-NULL, room for two) the two forms, on their puzzles' shapes; maps[0],
** maps[1] (if non-NULL, room for two) with apply(maps[i], puzzle i) ==
** forms[i] (the forms' region maps are sudoku_board_transform_spec's of
** them); when equivalent, *a_to_b (if non-NULL) an element with apply(a_to_b,
** a) == b. Returns SUDOKU_EINVAL (NULL, no shape), or what
** sudoku_board_canon returns for either puzzle (SUDOKU_ELIMIT, a group too
** large to list; SUDOKU_ENOMEM): no answer then, outputs unchanged. */
sudoku_status sudoku_board_equivalent(const sudoku_board *a, const sudoku_board *b,
                                      int *equivalent, sudoku_board *forms,
                                      sudoku_board_transform *maps,
                                      sudoku_board_transform *a_to_b);

/* The notation, written by sudoku_board_transform_format and read by
** sudoku_board_transform_parse: [t/]rR,R,.../cC,C,.../dD,D,... with 't/'
** when the input is transposed first; r: the source row (1-based) of
** output rows 1..N, comma-separated; c: the same for columns; d: the new
** value of values 1..N (d2,1,4,3 swaps 1 and 2, 3 and 4). The parser takes
** any part left out (identity there), in this order. Writes it
** NUL-terminated into buf[size] as far as it fits; returns the full length
** (at most 3 + 3 * (3 * 25 + 1) + 2 < 240). */
size_t sudoku_board_transform_format(const sudoku_board_transform *t, char *buf,
                                     size_t size);

/* Reads that notation from 'text' (the whole string) for *shape into *t.
** Returns SUDOKU_OK, or SUDOKU_EFORMAT (malformed, a list not of N
** numbers 1..N, or not a group element of the shape; *t unchanged). */
sudoku_status sudoku_board_transform_parse(const char *text, const sudoku_shape *shape,
                                           sudoku_board_transform *t);

/* The listed group of a variant or jigsaw shape (also of any other shape):
** its geometric elements and which relabellings go with each (all, or on a
** non-consecutive board identity and reversal). It depends on the side,
** box and variants only, not on a jigsaw's region map, so one group serves
** every board of that spec. Opaque, immutable once built: threads may
** share it. */
typedef struct sudoku_board_group sudoku_board_group;

/* Lists the group of *shape into *out (the caller frees it with
** sudoku_board_group_free): a search over the plain shape's geometric
** group (on a jigsaw, the square's 8 symmetries) keeping the elements that
** map every extra house onto one and every constraint pair onto one.
** Returns SUDOKU_OK, SUDOKU_EINVAL (NULL), SUDOKU_ENOMEM, or SUDOKU_ELIMIT
** when it has more than 2^18 geometric elements or the search takes more
** than 2^22 steps (dg from 15x15 up, 25x25 x and windoku, a 16x16 latin
** x); *out unchanged on failure. Figures: 9x9 x 96 elements, windoku 128,
** dg 2592, centre-dot 4608, anti-knight 8, jigsaw 8, 16x16 windoku
** 165,888; a plain 9x9 would be 3,359,232 (too many: sudoku_board_canon
** searches those without a list). */
sudoku_status sudoku_board_group_new(const sudoku_shape *shape, sudoku_board_group **out);

/* 1 when the group of *shape is listed (sudoku_board_group_new) for its
** canonical forms, random elements and membership checks: a shape with
** any variant but latin alone (x, windoku, dg, anti-knight, jigsaw, ...,
** latin with any of them). 0 for plain boxed shapes and latin squares,
** whose group sudoku_board_canon and sudoku_board_transform_random cover
** without a list, and for NULL. Reads *shape only; cannot fail. */
int sudoku_board_group_listed(const sudoku_shape *shape);

/* Frees a group (NULL is fine). */
void sudoku_board_group_free(sudoku_board_group *group);

/* The number of geometric elements of 'group' (non-NULL: a group from
** sudoku_board_group_new); *all_relabellings (if non-NULL) 1 when every
** relabelling goes with each, 0 when only identity and reversal. */
size_t sudoku_board_group_size(const sudoku_board_group *group, int *all_relabellings);

/* *t = geometric element i (0 <= i < size) with the identity relabelling.
** Returns SUDOKU_OK, or SUDOKU_EINVAL (i out of range; *t unchanged). */
sudoku_status sudoku_board_group_element(const sudoku_board_group *group, size_t i,
                                         sudoku_board_transform *t);

/* *t = a uniformly random element of 'group' (non-NULL, as above; a
** geometric element and a relabelling), drawn from *rng. */
void sudoku_board_group_random(const sudoku_board_group *group, sudoku_board_transform *t,
                               sudoku_rng *rng);

/* The minlex form of 'puzzle' under the group (of the puzzle's side, box
** and variants): the least image over every element, compared as a string
** of the region map (jigsaw; regions numbered 1, 2, ... by first
** appearance) then the N*N cells (0 a blank; symbols relabelled by first
** appearance, or on a non-consecutive board as they are or reversed).
** Exact: two puzzles have equal forms (and, on a jigsaw, equal moved
** region maps) exactly when an element maps one onto the other.
** On SUDOKU_OK: *form (if non-NULL) the cells of the form, on the puzzle's
** shape (on a jigsaw they belong with sudoku_board_transform_spec(*map)'s
** region map); *map (if non-NULL) an element with apply(map, puzzle) ==
** form; *automorphisms (if non-NULL) how many elements map the puzzle onto
** itself (region map too). Returns SUDOKU_EINVAL (NULL, a group of another
** spec, a value > N), SUDOKU_ENOMEM; outputs unchanged then. */
sudoku_status sudoku_board_group_canon(const sudoku_board_group *group,
                                       const sudoku_board *puzzle, sudoku_board *form,
                                       sudoku_board_transform *map,
                                       uint64_t *automorphisms);

/* ==================================================================== */
/* Reading and writing puzzles of any shape (src/board_io.c)            */
/* ==================================================================== */

/* What applies to the records a board reader reads: given by the caller
** (the command line), changed by directive comments in the input
** ("# shape: 16x16", "# box: 3x2", "# variant: x,windoku", "# symbols:
** 0123456789ABCDEF"), each applying to the records after it. */
typedef struct sudoku_board_context {
    int side;                          /* N; 0: each record's by its cell count */
    int box_rows, box_cols;            /* 0: the default box for N */
    unsigned variants;                 /* sudoku_variant bits */
    char symbols[SUDOKU_MAX_SIDE + 1]; /* "": 1-9 then A-P, as many as N */
} sudoku_board_context;

/* Longest text a board record keeps of its lines (longer is cut). */
#define SUDOKU_BOARD_TEXT_MAX 4096

/* One record read by a board reader. For a malformed record only 'line',
** 'text' and 'text_len' are meaningful. */
typedef struct sudoku_board_record {
    sudoku_shape_spec spec;               /* side, box, variants; JIGSAW: region */
    unsigned char cell[SUDOKU_MAX_CELLS]; /* 0 blank, 1..N, row-major */
    char symbols[SUDOKU_MAX_SIDE + 1];    /* value v is written symbols[v-1] */
    char regions[SUDOKU_MAX_SIDE + 1];    /* JIGSAW: region k is written regions[k] */
    char empty;                           /* the blank to write: '.' or '0' */
    sudoku_layout layout;                 /* SUDOKU_LAYOUT_LINE or _GRID */
    int classic;        /* 1: a classic record (81 cells, 729 pencil marks, 9 rows of
                           9) read where nothing but the classic board applies; read
                           its own lines (text + notes_len) with sudoku_parse or
                           sudoku_parse_record, 'cell' is not filled */
    unsigned long line; /* 1-based line of its first cells */
    char name[SUDOKU_NAME_MAX];       /* from a title line before it, or "" */
    int crlf;                         /* its lines ended in CR LF (text has LF
                                         only): a filter writes them so */
    size_t notes_len;                 /* text[0..notes_len): the comment, blank,
                                         border, title and text lines between
                                         the record before and its own lines
                                         (0 when none, or they did not fit) */
    size_t fields_at;                 /* 0; for a record read from a CSV row's
                                         or JSON object's fields
                                         (sudoku_reader_refused_board), 1 +
                                         where its cells start in text past
                                         the notes: sudoku_board_format writes
                                         the row back, the cells in place */
    size_t text_len;                  /* bytes in text */
    char text[SUDOKU_BOARD_TEXT_MAX]; /* its notes, then its lines as read;
                                         LF-terminated, CRs dropped, not
                                         NUL-terminated */
} sudoku_board_record;

/* What the readers' messages say a puzzle line may be (after "line has N cells"). */
#define SUDOKU_BOARD_LENGTHS                                                             \
    "; a puzzle is 16, 36, 64, 81, 100, 144, 225, 256, 400 or 625 cells on a line "      \
    "(729: "                                                                             \
    "pencil marks) or N rows of N"

typedef struct sudoku_board_reader sudoku_board_reader;

/* Creates a reader of puzzles of any shape over 'in' (not closed by the
** reader), starting with *ctx (NULL: nothing fixed). Memory is bounded:
** longer lines than SUDOKU_BOARD_TEXT_MAX are measured, not stored.
** Returns NULL when out of memory. */
sudoku_board_reader *sudoku_board_reader_new(FILE *in, const sudoku_board_context *ctx);

/* As sudoku_board_reader_new, for a caller that has already read the start
** of 'in' (a pipe cannot be read twice): the reader reads text[0..length)
** first, as lines numbered from 'first_line' (1-based; 0 counts as 1), then
** goes on with 'in'; text that ends within a line (no final LF) is that
** line's start, and the line is read on from 'in'. The text is copied.
** Returns NULL when out of memory. */
sudoku_board_reader *sudoku_board_reader_new_after(FILE *in, const char *text,
                                                   size_t length,
                                                   unsigned long first_line,
                                                   const sudoku_board_context *ctx);

/* Frees the reader (NULL is fine). */
void sudoku_board_reader_free(sudoku_board_reader *reader);

/* The lines the reader has taken from its input but not yet read as
** records (the comment, blank, title and text lines kept for the next
** record's notes, a line read ahead to decide on the one before it, the
** text given to sudoku_board_reader_new_after), LF-terminated, a CR LF
** line end kept and a byte-order mark dropped, into buf[0..size);
** *first_line gets the number of the first. Returns their length (0:
** none), or (size_t)-1 when they do not fit in size bytes or one of them
** was too long to be stored (buf then unspecified): then only this reader
** can read on. */
size_t sudoku_board_reader_pending(const sudoku_board_reader *reader, char *buf,
                                   size_t size, unsigned long *first_line);

/* For a caller that lets a board reader read the rest of the reader's
** stream instead of this reader (sudoku_board_reader_new_after, given the
** lines of the last 'reread' records this reader returned and
** sudoku_reader_take_pending's): hands it what this reader read before
** those lines that bears on the lines after them. A POJ count line's check
** goes to 'to', which counts the records after the count line from the
** ones this reader returned before those lines on and checks the count at
** its end (SUDOKU_ECOUNT, as sudoku_board_read says), as it does reading
** the whole stream; this reader checks it no more. And a number line 'to'
** reads is no count line when a record came before it. NULL for either
** does nothing. */
void sudoku_reader_hand_over(sudoku_reader *reader, unsigned long reread,
                             sudoku_board_reader *to);

/* Reads the next record. Returns SUDOKU_OK (a record in *rec), SUDOKU_EFORMAT
** (a malformed record: *err says line, column and why, rec->text holds it;
** reading goes on after it), SUDOKU_ECOUNT (at the end, once, as
** sudoku_read: a POJ count line's number is not the number of records
** after it, bad directives aside; *err says both, rec->text holds the lines
** after the last record; SUDOKU_END follows), SUDOKU_END, or SUDOKU_EIO.
** The rules, line by line: blank lines separate records; '#' starts a
** comment, or a directive (see sudoku_board_context; a bad one is a
** malformed record); '%' or '[' starts a title. A puzzle is N*N cells on a
** line (16, 36, 64, 81, 100, 144, 225, 256, 400, 625: N = 4, 6, 8, 9, 10,
** 12, 15, 16, 20, 25), for a jigsaw followed by white space and N*N region
** symbols (any N visible ASCII symbols but # | - = + : ', one per
** region); or N rows of N cells (spaces and
** '|' between cells ignored, border lines skipped), for a jigsaw followed
** at once by N rows of region symbols. A line of 16 cells without spaces
** is a 4x4 puzzle, unless the context's side is 16 or it, or the line after
** it, holds a symbol beyond the 4x4's (then it is the first row of a 16x16
** grid). A grid's row with no row under it is a bad line alone; a line far
** from a row's length (by half a row or more) or a title ends a grid cut
** short and is read again; a grid right under a grid is its region map
** unless it has a '.' (then it is the next puzzle). A cell is one of the
** symbols or a blank: '.', and 0 * _ x X - ? where they are no symbol;
** lower-case letters stand for upper-case symbols. 729 characters is a 9x9
** pencil-mark line (classic only). The shape's houses are not checked
** here: sudoku_shape_new does that. The comment, blank, border, title and
** text lines before a record (2048 bytes at most) open its text, for a
** filter to copy as the classic reader's are (rec->notes_len). At
** SUDOKU_END, rec->text holds those after the last record, in order;
** when none of the title and text lines fitted, then the start (80 bytes at
** most, and a newline) of the first of them: a caller can tell input
** without a puzzle (a line neither blank nor a comment) from input with
** only comments and blanks. */
sudoku_status sudoku_board_read(sudoku_board_reader *reader, sudoku_board_record *rec,
                                sudoku_error *err);

/* Reads the first record of text[0..length), as sudoku_board_read with a
** reader started on *ctx (NULL: nothing fixed). Returns SUDOKU_OK,
** SUDOKU_EFORMAT or SUDOKU_END as sudoku_board_read. Allocates nothing. */
sudoku_status sudoku_board_parse(const char *text, size_t length,
                                 const sudoku_board_context *ctx,
                                 sudoku_board_record *rec, sudoku_error *err);

/* Whether line[0..length) (its newline or CR LF may end it) may be a row
** of a jigsaw's region map drawn under its grid, for a board of side N: N
** symbols (white space and '|' aside), none a blank '.', ',' or ';'
** (",,1,,,,,," is a CSV grid's row); a symbol no map may hold (a control
** byte, '#') is the map's error to report. With 'need_letter', one of them
** is no digit or blank marker ("0-9 * _ x X ?"): maps are written in
** letters, and a row of digits under a grid is the next grid's, unless the
** context says jigsaw. A title of N symbols ("Puzzle 100") passes: a map
** is told by its rows together. Returns 1 for a map row, -1 for a border
** line of '-', '=', '+', ':' and '\'' (drawn maps may have them), else 0. */
int sudoku_board_map_row(const char *line, size_t length, int side, int need_letter);

/* Applies one directive line ("# variant: x", text[0..length), '#'
** first) to *ctx. Returns 1 when applied, 0 when the line is no directive
** (a comment), -1 when it is a bad one (err->text says why; *ctx
** unchanged). */
int sudoku_board_directive(const char *text, size_t length, sudoku_board_context *ctx,
                           sudoku_error *err);

/* The directive lines a reader in context *ctx must read before a record
** of rec's shape (NULL: a classic 9x9 record) for a text layout without
** the shape in it (a line, a grid, a drawn grid) to be read back as that
** shape: "# box: 3x2" or "# shape: 9x9" (the size and box in force), "#
** symbols: ..." and "# variant: x" ("none" back to no variant), each with
** a newline, only those that change what *ctx would read (none for a
** classic record in a classic context). A jigsaw's map, written with its
** cells, says itself that it is one: the variant line leaves it out. *ctx
** becomes the context after them. Writes into buf[size] as far as it
** fits, NUL-terminated when size > 0; returns the full length, as
** snprintf (0: none needed; 256 bytes always suffice). */
size_t sudoku_board_directives(const sudoku_board_record *rec, sudoku_board_context *ctx,
                               char *buf, size_t size);

/* 1 when *ctx leaves every record a classic 9x9 (side 0 or 9, no variant,
** 3x3 boxes, the digits 1-9), whose records the classic reader
** (sudoku_reader) reads as well; 0 otherwise. */
int sudoku_board_context_is_classic(const sudoku_board_context *ctx);

/* 1 when n is an accepted side (4, 6, 8, 9, 10, 12, 15, 16, 20, 25), else 0. */
int sudoku_board_is_side(long n);

/* The accepted side N whose board has 'cells' cells (N*N), else 0: 81
** gives 9 (a 729-character line is a classic pencil-mark line; the caller
** tells it apart). */
int sudoku_board_side_of_cells(size_t cells);

/* Reads a box shape "RxC" ('x' or 'X', white space after it allowed) whose
** product R*C is an accepted side into *rows and *cols. Returns 0, or -1
** (nothing written) when the text is no such shape. */
int sudoku_board_parse_box(const char *text, int *rows, int *cols);

/* 1 when 'symbols' may be a board's alphabet: as many characters as an
** accepted side, distinct, printable ASCII, none a blank, '.', '|' or '#'
** (a blank cell, a wall, a comment); else 0. */
int sudoku_board_symbols_ok(const char *symbols);

/* The default symbols of an N x N board ("123456789ABCDEFG" for 16) into
** buf (at least SUDOKU_MAX_SIDE + 1 bytes); "" for N out of 1..25. */
void sudoku_board_default_symbols(int side, char *buf);

/* The puzzle of a record sudoku_read returned (SUDOKU_OK, 81 cells on a
** line) on the shape its line gives in fields beside the cells: the
** columns size, box, variants, regions and symbols of the CSV 'reader'
** reads rows of (its header names them), or the members "size", "box",
** "variants", "regions" and "symbols" of a JSON object on one line; as
** `sudoku solve`, `count` and `gen` write a 9x9 jigsaw or variant, or a
** 9x9 in other symbols, in CSV and JSON. *ctx (NULL: nothing) is what
** applies besides (directives). Returns SUDOKU_OK with *board that puzzle
** (its text the cells and map on a line, no notes; under a symbols field,
** its puzzle field read in those symbols, and its text the row or object
** as read, fields_at set, as sudoku_reader_refused_board's; line, name
** and crlf the record's); SUDOKU_END, *board unspecified, when the line
** has no such fields or they leave it a classic 9x9; or SUDOKU_EFORMAT
** with *err (if non-NULL) at the record's line: a size other than 9, a bad
** box, variant list, region map or symbols (not 9 distinct symbols
** sudoku_board_symbols_ok takes, or other than the symbols in force when
** *ctx has 9). Allocates nothing. */
sudoku_status sudoku_reader_board(const sudoku_reader *reader, const sudoku_record *rec,
                                  const sudoku_board_context *ctx,
                                  sudoku_board_record *board, sudoku_error *err);

/* The puzzle of a record sudoku_read refused (SUDOKU_EFORMAT) whose line is
** a CSV row 'reader' reads (under a header naming its puzzle column) or a
** JSON object on one line, its puzzle field not 81 cells of 1-9: N*N
** cells, read on the shape the fields give (size: N, else N from the cell
** count; box RxC with R*C = N; variants; regions: N*N region symbols, a
** jigsaw; symbols: N symbols the cells are in), as `sudoku solve`,
** `count`, `canon` and `gen` write a board of another size or symbols.
** *ctx (NULL: nothing) gives the variants in force and, when as many as
** N, the symbols (else the symbols field's, else 1-9 then A-P; a symbols
** field other than those in force is bad). Returns SUDOKU_OK with *board
** (its text the row or object as read, no notes, fields_at set; line,
** name and crlf the record's); SUDOKU_END, *board unspecified, when the
** line is no such row or object or its cells are no N*N (the reader's
** error stands); SUDOKU_EFORMAT with *err (if non-NULL) at the record's
** line saying which field is bad, what it holds and what is accepted.
** Allocates nothing. */
sudoku_status sudoku_reader_refused_board(const sudoku_reader *reader,
                                          const sudoku_record *rec,
                                          const sudoku_board_context *ctx,
                                          sudoku_board_record *board, sudoku_error *err);

/* Writes the N*N cells 'cell' (0 blank, 1..N) as record 'rec' was written:
** its symbols, blank and layout ('layout' overrides it unless -1); a jigsaw
** record's region map follows (a space and the map on a line; a grid of
** region symbols under a grid). A grid record read from text, with
** 'layout' -1: its own lines as read (its text past the notes: the rows,
** the borders and comments among them, its bottom border, a region grid
** under it), the cells put in place of its rows' (every character of a row
** but white space and '|'), a cell still blank keeping its blank as
** written; plain rows when the text does not hold its N rows of N cells.
** A record read from fields (rec->fields_at),
** with 'layout' -1: its row or object as read (its text past the notes),
** the cells put in place of its puzzle's. Ends with a newline;
** NUL-terminated when size > 0. Returns the full length, as snprintf (at most
** SUDOKU_BOARD_TEXT_MAX is ever needed). */
size_t sudoku_board_format(const sudoku_board_record *rec, const unsigned char *cell,
                           int layout, char *buf, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* SUDOKU_H */
