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
    SUDOKU_ELIMIT = -8        /* generation gave up within its effort bound */
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
sudoku_status sudoku_count(const sudoku_grid *puzzle, uint64_t limit,
                           uint64_t *count);

/* ==================================================================== */
/* Reading and writing puzzles                                           */
/* ==================================================================== */

/* How a record was written; writing mirrors it. */
typedef enum sudoku_layout {
    SUDOKU_LAYOUT_LINE = 0,   /* 81 cells on one line */
    SUDOKU_LAYOUT_GRID = 1,   /* 9 lines of 9 cells */
    SUDOKU_LAYOUT_SPACED = 2  /* 9 lines of 9 cells separated by spaces */
} sudoku_layout;

/* Longest raw text a record keeps for echoing (longer input is cut). */
#define SUDOKU_RAW_MAX 1024

/* One record read from the input. For a malformed record only 'line',
** 'raw' and 'raw_len' are meaningful. */
typedef struct sudoku_record {
    sudoku_grid grid;
    sudoku_layout layout;
    char empty;              /* the empty-cell character seen: '.' or '0' */
    unsigned long line;      /* 1-based line where the record starts */
    size_t raw_len;          /* bytes in raw (at most SUDOKU_RAW_MAX) */
    char raw[SUDOKU_RAW_MAX];/* the record's lines, LF-terminated, CRs dropped;
                                not NUL-terminated and possibly cut */
} sudoku_record;

typedef struct sudoku_reader sudoku_reader;

/* Creates a reader over 'in' (not closed by the reader; read with fread).
** Memory is bounded whatever the input: lines longer than a fixed bound are
** consumed without being stored. Returns NULL when out of memory. */
sudoku_reader *sudoku_reader_new(FILE *in);

/* Frees the reader (NULL is fine). */
void sudoku_reader_free(sudoku_reader *reader);

/* Reads the next record. Returns:
**   SUDOKU_OK       a puzzle in *rec;
**   SUDOKU_EFORMAT  a malformed record: *err says where and why, rec->raw
**                   holds its text to echo; reading can go on;
**   SUDOKU_ECOUNT   at the end of input, when a POJ header's count
**                   disagrees with the grids read (*err filled, no record);
**   SUDOKU_END      no more records;
**   SUDOKU_EIO      a read error (ferror on the stream).
** Accepted: 81-cell lines; 9-line grids, cells optionally separated by spaces
** or tabs; '0' or '.' for empty; blank lines between grids; '#' comment lines;
** CRLF; a missing final newline; a first line holding only the number of
** grids that follow (POJ 2676). */
sudoku_status sudoku_read(sudoku_reader *reader, sudoku_record *rec,
                          sudoku_error *err);

/* Bytes sudoku_format needs at most, with the terminating NUL. */
#define SUDOKU_FORMAT_MAX 192

/* Writes 'grid' into 'buf' (at least SUDOKU_FORMAT_MAX bytes) in 'layout',
** with 'empty' ('.' or '0') for empty cells, ending with a newline and a NUL.
** Returns the length written, without the NUL. */
size_t sudoku_format(const sudoku_grid *grid, sudoku_layout layout, char empty,
                     char *buf);

#ifdef __cplusplus
}
#endif

#endif /* SUDOKU_H */
