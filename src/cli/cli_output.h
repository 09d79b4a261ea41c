/*
** cli_output.h - the output formats every command shares (--format): one
** vocabulary, grids drawn as a line, a grid or a box, and the CSV and NDJSON
** record writers, all appending to a growable text buffer.
*/
#ifndef SUDOKU_CLI_OUTPUT_H
#define SUDOKU_CLI_OUTPUT_H

#include <stddef.h>
#include <stdint.h>

#include "sudoku.h"

/* ------------------------------------------------------------ text buffer */

/* A growable byte buffer the caller owns (zero-initialise it, or use
** cli_text_init). 'data' is NUL-terminated once anything was added. When an
** allocation fails, 'failed' is set and later additions are dropped, so a
** record is cut rather than lost in the middle of the run. */
typedef struct cli_text {
    char *data;
    size_t len, cap;
    int failed;
} cli_text;

void cli_text_init(cli_text *t);
void cli_text_free(cli_text *t); /* frees 'data'; the buffer can be reused */
void cli_text_clear(cli_text *t);
void cli_text_add(cli_text *t, const char *s, size_t n);
/* Makes room for 'extra' more bytes and a NUL; 0 when out of memory. */
int cli_text_reserve(cli_text *t, size_t extra);
void cli_text_puts(cli_text *t, const char *s);
/* Appends s[0..n), each LF as CR LF when 'crlf' (a Windows file's answer). */
void cli_text_add_lines(cli_text *t, const char *s, size_t n, int crlf);
/* Whether s[0..n) holds a line that is not blank and no comment ('#'): the
** text of an input in which no puzzle was found, which says so. */
int cli_text_has_content(const char *s, size_t n);
void cli_text_putc(cli_text *t, char c);

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void cli_text_printf(cli_text *t, const char *fmt, ...);

/* Appends s[0..n) as a JSON string with its quotes. Bytes that are not
** well-formed UTF-8 become U+FFFD, so the output always parses. */
void cli_text_json_string(cli_text *t, const char *s, size_t n);

/* Appends s[0..n) as one RFC 4180 field: quoted when it holds a comma, a
** quote, CR or LF (quotes doubled). NUL and ill-formed UTF-8 become U+FFFD. */
void cli_text_csv_field(cli_text *t, const char *s, size_t n);

/* ------------------------------------------------------------ vocabulary */

typedef enum cli_format {
    CLI_FORMAT_SAME = 0, /* the layout the puzzle came in (solve's default) */
    CLI_FORMAT_TEXT,     /* words for a person (count, rate, hint, explain) */
    CLI_FORMAT_LINE,     /* one line a record: 81 cells, then fields */
    CLI_FORMAT_GRID,     /* 9 lines of 9 cells */
    CLI_FORMAT_BOXED,    /* the grid drawn with +---+ borders and | */
    CLI_FORMAT_CSV,      /* RFC 4180 with a header line */
    CLI_FORMAT_JSON,     /* NDJSON: one object a line */
    CLI_FORMAT_COUNT
} cli_format;

/* The set of formats a command accepts: CLI_FORMATS_OF(LINE) | ... */
#define CLI_FORMATS_OF(f) (1u << CLI_FORMAT_##f)

/* 1 when file descriptor fd (0, 1, 2) is a terminal; 0 on systems without
** isatty. Colour, progress and the waiting note are for terminals only. */
int cli_is_terminal(int fd);

/* The format named 'name'; -1 when no format has that name. */
int cli_format_find(const char *name);

/* The --format name of 'format' ("boxed"). */
const char *cli_format_name(cli_format format);

/* The formats named in a space-separated list ("line csv"), as a set. */
unsigned cli_format_set(const char *names);

/* Writes the names of the formats in 'accepted' as "text, csv or json". */
void cli_format_list(unsigned accepted, char *buf, size_t size);

/* --color: auto (default) colours only when stdout is a terminal, the
** NO_COLOR environment variable is unset or empty, and TERM is not "dumb". */
typedef enum cli_color {
    CLI_COLOR_AUTO = 0,
    CLI_COLOR_ALWAYS,
    CLI_COLOR_NEVER
} cli_color;

/* Whether output in 'mode' is coloured, for this process's stdout. */
int cli_color_wanted(cli_color mode);

/* ------------------------------------------------------------ grids */

/* Appends 'grid' in 'format' (LINE: 81 cells, '.' empty; GRID: 9 lines, '0'
** empty; BOXED: 13 lines with borders, '.' empty), ending with a newline.
** With 'color', a digit that is a given of 'puzzle' (NULL: every digit of
** 'grid' is a given) is bold and a filled-in digit cyan. */
void cli_put_grid(cli_text *t, const sudoku_grid *grid, const sudoku_grid *puzzle,
                  cli_format format, int color);

/* Appends the 81 cells of 'grid' on one line, '.' for empty, no newline. */
void cli_put_cells(cli_text *t, const sudoku_grid *grid);

/* Appends a cell's name, "r3c5" (cell 0..80). */
void cli_put_cell(cli_text *t, int cell);

/* A technique as one lower-case token: "XY-wing" -> "xy-wing". */
void cli_technique_slug(sudoku_technique tech, char *buf, size_t size);

/* ------------------------------------------------------------ records */

/* Writes one record as an NDJSON object or a CSV row. For CSV, 'columns'
** (NULL-terminated) are the header's names, and the fields of every row
** must come in that order (checked by assert). For JSON, nested objects and
** arrays may be opened; fields absent from a record are left out. */
typedef struct cli_writer {
    cli_format format; /* CLI_FORMAT_CSV or CLI_FORMAT_JSON */
    cli_text *out;
    const char *const *columns;
    int column;         /* CSV: columns written in this row */
    int depth;          /* JSON: containers open */
    unsigned has_items; /* JSON: bit d set once container d has a member */
} cli_writer;

/* Appends the CSV header line of 'columns'. */
void cli_csv_header(cli_text *t, const char *const *columns);

/* Prints that header line on stdout. */
void cli_print_csv_header(const char *const *columns);

void cli_record_begin(cli_writer *w, cli_format format, cli_text *out,
                      const char *const *columns);
void cli_record_end(cli_writer *w);

/* Fields; 'name' is the JSON key and the CSV column. Inside a JSON array
** 'name' is NULL. */
void cli_field_string(cli_writer *w, const char *name, const char *s);
void cli_field_bytes(cli_writer *w, const char *name, const char *s, size_t n);
void cli_field_int(cli_writer *w, const char *name, long long v);
void cli_field_uint(cli_writer *w, const char *name, uint64_t v);
void cli_field_score(cli_writer *w, const char *name, double v); /* one decimal */
void cli_field_bool(cli_writer *w, const char *name, int v);
void cli_field_null(cli_writer *w, const char *name); /* JSON null, CSV empty */
/* A field this record does not have: an empty CSV field, nothing in JSON. */
void cli_field_absent(cli_writer *w, const char *name);
/* A grid as an 81-character string, '.' for empty. */
void cli_field_grid(cli_writer *w, const char *name, const sudoku_grid *grid);
/* A record's own lines as read (without the comment and blank lines
** before it, nor those before rec->raw[from], its final newline dropped),
** for a bad record. */
void cli_field_raw(cli_writer *w, const char *name, const sudoku_record *rec,
                   size_t from);

/* Appends the lines of rec->raw from rec->raw[from] on that are not blank
** and not comments ('#' first), with 'separator' between them and nothing
** after the last. */
void cli_put_record_lines(cli_text *t, const sudoku_record *rec, size_t from,
                          char separator);

/* JSON only: nested containers. */
void cli_object_begin(cli_writer *w, const char *name);
void cli_object_end(cli_writer *w);
void cli_array_begin(cli_writer *w, const char *name);
void cli_array_end(cli_writer *w);

/* Appends the step's sentence, as `sudoku hint` prints it (no newline). */
void cli_put_sentence(cli_text *t, const sudoku_step *step);

/* Appends the step's sentence laid out in lines for a person reading
** (sudoku_step_explain_width): 'first' columns are already taken on the
** first line (a step number), and every later line is indented by as many,
** so the whole fits 'width' columns. No newline after the last line. */
void cli_put_sentence_width(cli_text *t, const sudoku_step *step, int width, int first);

/* The columns text output is laid out in: the terminal's width when
** standard output is one, else 80 (a file or pipe). */
int cli_text_width(void);

/* Appends the step's placement ("r2c9=9"), or with 'eliminations' the
** candidates it removes ("r1c4<>3 r1c6<>3"); nothing when there are none. */
void cli_put_moves(cli_text *t, const sudoku_step *step, int eliminations);

/* JSON only: 'step' as an object (technique, difficulty, placements,
** eliminations, units, cells, digits, chain, length, text); see sudoku(1). */
void cli_field_step(cli_writer *w, const char *name, const sudoku_step *step);

/* The status word of a record, as in JSON's "status" and the text formats:
** "ok", "solved" (SUDOKU_END: hint on a full grid), "no-solution",
** "not-unique", and "invalid" for the rest. */
const char *cli_status_word(sudoku_status status);

#endif /* SUDOKU_CLI_OUTPUT_H */
