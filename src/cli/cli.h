/*
** cli.h - what the command-line files share: exit statuses, the GNU-style
** option parser, and the record runner that streams puzzles from files
** through a per-record function (optionally on worker threads) to stdout.
*/
#ifndef SUDOKU_CLI_H
#define SUDOKU_CLI_H

#include <stdint.h>
#include <stdio.h>

#include "cli_output.h"
#include "sudoku.h"

enum { EXIT_ALL_OK = 0, EXIT_BAD_PUZZLE = 1, EXIT_USAGE = 2 };

/* ------------------------------------------------------------ options */

/* One option a command accepts. The option loop, --help and the bash
** completion (generated from `sudoku --completion-table` at build time) all
** read the same tables, so what is parsed, shown and completed cannot drift. */
typedef struct cli_option {
    const char *name;    /* long name without "--" */
    char short_name;     /* 0 when none */
    const char *value;   /* the value's name in --help ("N"); NULL: a flag */
    const char *choices; /* the values accepted, space-separated; NULL: open */
    int id;              /* > 0, handed to the command's option function */
    const char *help;    /* --help text; '\n' starts a continuation line */
} cli_option;

#define CLI_OPTIONS_END                                                                  \
    { NULL, 0, NULL, NULL, 0, NULL }

/* A subcommand: its name, option table and help text. */
typedef struct cli_command {
    const char *name;          /* "solve" */
    const char *summary;       /* one line for `sudoku --help` */
    const char *usage;         /* after "Usage: sudoku NAME ", '\n' between lines */
    const char *about;         /* --help, before the options */
    const cli_option *options; /* ends with CLI_OPTIONS_END */
    const char *epilogue;      /* --help, after the options: examples, exit status */
    int (*run)(int argc, char **argv);
} cli_command;

/* Options every command takes besides its own (--box, --symbols, --variant,
** --help; in cli_help.c), after its own in
** --help and completion. */
extern const cli_option cli_common_options[];

/* Each command, defined beside its code in cli_<name>.c. */
extern const cli_command cli_solve_command, cli_count_command, cli_gen_command,
    cli_rate_command, cli_hint_command, cli_explain_command, cli_print_command,
    cli_canon_command, cli_dedupe_command, cli_shuffle_command, cli_same_command;

/* Where the option loop is: argv[1..argc) of a subcommand, walked GNU-style
** (options and operands may mix, "--" ends options, "-" is an operand).
** Operands are gathered at the front of argv: argv[0..noperands). */
/* What shapes a command refuses (cli_parser.classic_only; 0: none). */
enum { CLI_CLASSIC_ONLY = 1, CLI_LOGIC_SHAPES = 2 };

typedef struct cli_parser {
    const cli_command *cmd;
    char command[48]; /* "sudoku solve", for messages */
    int argc;
    char **argv;
    int next; /* next argv index to look at */
    int noperands;
    int only_operands;          /* seen "--" */
    const char *short_rest;     /* rest of a short-option cluster such as -vj4 */
    sudoku_board_context shape; /* --box, --symbols, --variant (cli_shapes.c) */
    int shape_given;            /* one of them was given */
    int classic_only;           /* the command refuses other shapes: CLI_CLASSIC_ONLY
                                   all (print), CLI_LOGIC_SHAPES those the logical
                                   solver does not take (rate, hint, explain) */
    const char *column;         /* --column's value, NULL when not given */
} cli_parser;

/* --column, in the table of every command that reads puzzles: cli_parse
** checks it and keeps it in the parser, and the readers are given it. */
#define CLI_OPT_COLUMN 1000
#define CLI_COLUMN_OPTION                                                                \
    {                                                                                    \
        "column", 0, "NAME|N", NULL, CLI_OPT_COLUMN,                                     \
            "CSV: the puzzles' column, by header name (default: the\n"                   \
            "column named puzzle, quizzes, sudoku, grid or givens)\n"                    \
            "or by number from 1"                                                        \
    }

/* Takes one option of the command's table ('value' NULL for a flag) into
** 'config'. Returns 0, or -1 after a usage error (cli_usage_error). */
typedef int (*cli_option_fn)(const cli_parser *p, const cli_option *opt,
                             const char *value, void *config);

enum { CLI_GO_ON = -1 };

/* The one option loop: hands every option of argv to 'fn' and gathers the
** operands. --help prints the command's help on stdout. Returns CLI_GO_ON
** when the command should run, else the exit status to return at once
** (after --help, or after a usage error printed on stderr). A command that
** reads FILEs and is left reading a terminal says on stderr, in one line,
** that it waits for puzzles. */
int cli_parse(cli_parser *p, const cli_command *cmd, int argc, char **argv,
              cli_option_fn fn, void *config);

/* Prints the command's --help (usage, about, option table, epilogue). */
void cli_print_help(const cli_command *cmd, FILE *out);

/* Prints the tables for the bash completion (see src/pkg). */
void cli_print_completion_table(const cli_command *const *commands, FILE *out);

/* Prints "COMMAND: MESSAGE 'ARG'" and the usage line to stderr; returns
** EXIT_USAGE. */
int cli_usage_error(const cli_parser *p, const char *message, const char *arg);

/* Prints "NAME:LINE:COLUMN: MESSAGE" to stderr, as compilers do, or
** "NAME:LINE: MESSAGE" when 'column' is 0 (not known). */
void cli_report_at(const char *name, unsigned long line, unsigned long column,
                   const char *message);

/* Parses a decimal integer in [min, max] for option 'name'; on failure
** prints a usage error and returns -1. */
int cli_parse_number(const cli_parser *p, const char *name, const char *text,
                     long long min, long long max, long long *out);

/* The index of 'text' among opt->choices; -1 after a usage error. */
int cli_parse_choice(const cli_parser *p, const cli_option *opt, const char *text);

/* Parses --format's value: a format among opt->choices, else a usage error
** that says whether the word is no format at all or one that makes no sense
** for this command. Returns 0, or -1 after the usage error. */
int cli_parse_format(const cli_parser *p, const cli_option *opt, const char *text,
                     cli_format *format);

/* Parses --color's value (auto, always, never) into whether to colour
** stdout. Returns 0, or -1 after a usage error. */
int cli_parse_color(const cli_parser *p, const cli_option *opt, const char *text,
                    int *color);

/* Parses --seed's value, 0..2^64-1; -1 after a usage error. */
int cli_parse_seed(const cli_parser *p, const char *text, uint64_t *seed);

/* A seed nobody chose: the clock's nanoseconds and addresses that vary from
** run to run (ASLR), mixed, so two runs in the same second differ. */
uint64_t cli_fresh_seed(void);

/* The most worker threads any command starts (-j is capped to it). */
#define CLI_MAX_JOBS 256

/* The threads for -j 'asked' on a machine with 'online' processors: asked,
** or online for 0, within 1..CLI_MAX_JOBS (however many processors). */
int cli_jobs_for(long long asked, long online);

/* Parses -j's value: 0 means every online processor, capped to CLI_MAX_JOBS. */
int cli_parse_jobs(const cli_parser *p, const char *text, int *jobs);

/* ------------------------------------------------------------ shapes */

/* Ids of the options in cli_common_options (cli_help.c). */
enum { CLI_OPT_HELP = 1, CLI_OPT_BOX = 100, CLI_OPT_SYMBOLS, CLI_OPT_VARIANT };

/* An input's reader: the classic one, or the reader of every shape (see
** cli_shapes.c for which). */
typedef struct cli_source cli_source;

/* A source over 'in' for the command of 'p'; NULL when out of memory. */
cli_source *cli_source_new(FILE *in, const cli_parser *p);
void cli_source_free(cli_source *src);

/* Reads the next record as sudoku_read does: a classic one into *rec, or a
** puzzle of another shape into *board (*is_board set; rec->raw, line and
** name describe it too; CLI_BOARD_IN_FIELDS when *rec is the whole classic
** record of a CSV row or JSON line whose fields give the shape). A
** well-formed puzzle of a shape the command does not take (p->classic_only)
** is a record too: SUDOKU_EUNSUPPORTED, with rec->raw, line and name set and
** err->text saying what the command takes. */
#define CLI_BOARD_IN_FIELDS 2
sudoku_status cli_source_read(cli_source *src, sudoku_record *rec,
                              sudoku_board_record *board, int *is_board,
                              sudoku_error *err);

/* 1 when the input, read to its end by the board reader, had a title or
** text line after its last record (or without any record): the classic
** reader's records carry such text in their raw text instead. */
int cli_source_ended_in_text(const cli_source *src);

/* ------------------------------------------------------------ thread pool */

/* What a pool runs; 'slot' (0..cli_pool_slots(jobs)-1) names the batch,
** kept by 'ctx' (a slot is used again once its batch is out). take and put
** are called under locks, one thread at a time. */
typedef struct cli_pool_ops {
    /* Claims the next batch into 'slot'; returns its size, 0 when no more. */
    size_t (*take)(void *ctx, int slot);
    /* Does the slot's batch; runs on several threads at once. */
    void (*work)(void *ctx, int slot);
    /* Puts the slot's batch out, batches in the order taken; nonzero stops
    ** the run (no later batch is put out). */
    int (*put)(void *ctx, int slot);
} cli_pool_ops;

/* Batches a job may have taken ahead of the one going out: a worker done
** with its batch goes on while a slow batch before it is still worked. */
#define CLI_POOL_SLOTS_PER_JOB 4

/* The slots a pool of 'jobs' threads uses: one for one job, else
** jobs * CLI_POOL_SLOTS_PER_JOB. The caller keeps that many batches. */
int cli_pool_slots(int jobs);

/* Runs take/work/put on 'jobs' threads, the caller's among them, until a
** take finds nothing or a put says stop. Returns 0, or -1 when the pool could
** not be set up (out of memory; nothing was run). */
int cli_pool_run(const cli_pool_ops *ops, void *ctx, int jobs);

/* ------------------------------------------------------------ records */

#define CLI_MESSAGE_MAX 256

/* What a puzzle is, for an input in which none was found. */
#define CLI_ACCEPTED                                                                     \
    "a puzzle is 81 cells on a line (729 with pencil marks), 9 rows of 9 or a CSV "      \
    "column named puzzle, or N*N cells on a line or N rows of N for a board of side N "  \
    "(4 to 25); a cell is a digit 1-9 (then A-P past 9x9) or a blank . 0 * _ x X - ?"

#define CLI_CARRY_MAX 128 /* what a record function hands an ordered pass */

/* One record as the runner hands it to a command. */
typedef struct cli_input {
    const sudoku_record *rec;
    sudoku_status status;             /* sudoku_read's: SUDOKU_OK or SUDOKU_EFORMAT */
    const sudoku_error *err;          /* why, when status is SUDOKU_EFORMAT */
    const char *file;                 /* the input's name in messages ("<stdin>") */
    unsigned long line;               /* the line messages name */
    const sudoku_board_record *board; /* a puzzle of another shape, or NULL */
    int in_fields; /* board is rec's puzzle on the shape its CSV or JSON
                      fields give: rec is whole, its answer in the input's
                      own layout is rec's text with the cells replaced */
    size_t own_at; /* where rec's own lines start in rec->raw: past the CSV
                      header read with the first row (0: none); the echoes
                      but CLI_ECHO_SAME's start there */
} cli_input;

/* What processing one record produced. */
typedef struct cli_result {
    cli_text text;                 /* for stdout; the runner owns and reuses it */
    char message[CLI_MESSAGE_MAX]; /* for stderr without "file:line: ", or "" */
    int block;  /* a multi-line block: a blank line goes between two blocks */
    int apart;  /* the text opens with the input's lines before the record (a
                   board's notes), which keep it apart: no blank line added */
    int crlf;   /* its lines end in CR LF: so does a blank line before it */
    int failed; /* the record was invalid or unsolvable */
    int solved; /* counted as solved in --stats */
    uint64_t guesses;
    unsigned char carry[CLI_CARRY_MAX]; /* for an ordered pass, as the command likes */
} cli_result;

/* Turns one record into a result. Must be thread-safe. */
typedef void (*cli_record_fn)(const cli_input *in, const void *ctx, cli_result *out);

/* Totals over a run, for --stats. */
typedef struct cli_totals {
    unsigned long long records, solved, failed, guesses;
} cli_totals;

/* Runs once a record, in input order, one record at a time, after the
** record function and before its result is written: for what depends on the
** records before it (dedupe's forms seen). May change 'out'. */
typedef void (*cli_ordered_fn)(const cli_input *in, void *ctx, cli_result *out);

/* Called once, before any record is processed: with the first record read
** (is_board: it is a puzzle of another shape), or with 0 after the last
** input when none had a record. A CSV's header is chosen and printed here. */
typedef void (*cli_head_fn)(void *ctx, int is_board);

/* What a run does: the record function (required; run by 'jobs' threads)
** and, each optional (NULL: none), the ordered pass and the head. With
** 'filter', the comment and blank lines after the last record of each
** input are copied to stdout too (the record function copies those before
** each record: they are in its rec->raw): `solve --format same`. */
typedef struct cli_run_spec {
    cli_record_fn record;
    const void *record_ctx;
    cli_ordered_fn ordered;
    void *ordered_ctx;
    cli_head_fn head;
    void *head_ctx;
    int filter;
} cli_run_spec;

/* Runs spec->record over every record of every file operand (stdin for
** none or "-"), writing results in input order, with 'jobs' threads.
** Unreadable files are reported and skipped. Returns the exit status. */
int cli_run(const cli_parser *p, int jobs, const cli_run_spec *spec, cli_totals *totals);

/* How cli_echo_record writes a record as read. */
typedef enum cli_echo {
    CLI_ECHO_TEXT, /* its own lines (no comments or blank lines); a block if several */
    CLI_ECHO_LINE, /* those lines joined by spaces: one record a line */
    CLI_ECHO_SAME  /* all of rec->raw, the comments and blank lines before it
                      too: the input's own blank lines keep records apart */
} cli_echo;

/* Appends the record as read to out->text, as 'how' says. */
void cli_echo_record(const cli_input *in, cli_echo how, cli_result *out);

/* Marks a failed record: out->message says why (the reader's error or
** refusal, the clash, or 'status' in words), out->failed is set. */
void cli_fail(const cli_input *in, sudoku_status status, cli_result *out);

/* Writes the fields every CSV row and JSON object ends with: status (the
** word of 'status'), error (out->message, when failed), file, line and
** name (the puzzle's title, when it has one). */
void cli_field_outcome(cli_writer *w, const cli_input *in, sudoku_status status,
                       const cli_result *out);

/* The puzzle field: the grid when it was read, else the text as read; in
** JSON a pencil-mark puzzle's candidates follow (729 characters). */
void cli_field_puzzle(cli_writer *w, const cli_input *in);

/* Whether w's record takes the shape fields: JSON, or CSV with a "size"
** column (runs with a shape option). */
int cli_shape_columns(const cli_writer *w);

/* The shape fields (size, box, variants, regions) of a record: in JSON
** for a board only, in CSV when its columns have them (absent for a
** classic record). */
void cli_field_shape(cli_writer *w, const cli_input *in);

/* Appends a board (the record's own, with 'cell' for its cells) in
** 'format': same (the layout it came in), line, grid or boxed. */
void cli_put_board(cli_text *t, const sudoku_board_record *b, const unsigned char *cell,
                   cli_format format);

/* Appends to t the directive lines ("# variant: x") a reader needs before
** a record of board b (NULL: a classic one) to read it back as its shape,
** when 'format' does not carry the shape itself (line, grid, boxed); *written is what the
*lines put before have set (all
** zero at the start of the output). Returns the bytes added (0: none). */
size_t cli_put_directives(const sudoku_board_record *b, cli_format format,
                          sudoku_board_context *written, cli_text *t);

/* What cli_put_shape_lines keeps: the format of the answers, and what the
** directive lines written so far set (all zero at the start). */
typedef struct cli_shape_order {
    cli_format format;
    sudoku_board_context written;
} cli_shape_order;

/* An ordered pass (a cli_ordered_fn, ctx a cli_shape_order) for answers
** that hold the puzzle in a format that cannot say its shape (line, grid,
** boxed): opens out->text with the directive lines ("# variant: x") the
** record needs to be read back as its shape, when they differ from what
** the lines before set. A record that was not read is left alone (echoed
** as read); out of memory, the answer is left without them. */
void cli_put_shape_lines(const cli_input *in, void *ctx, cli_result *out);

/* Appends board b's cells (with 'cell' for its own) on one line in its
** symbols, for a jigsaw a space and its region map, without a newline: a
** line that reads back as the same puzzle after the directive lines of
** cli_put_shape_lines. */
void cli_put_board_line(cli_text *t, const sudoku_board_record *b,
                        const unsigned char *cell);

/* A board's cells as one string in its symbols; absent when b is NULL. */
void cli_field_board_cells(cli_writer *w, const char *name, const sudoku_board_record *b,
                           const unsigned char *cell);

/* What `sudoku gen` asks of puzzles on another shape (cli_gen_board.c). */
typedef struct cli_gen_request {
    int holes;   /* --holes, or -1: five ninths of the cells */
    int minimal; /* --minimal */
    sudoku_symmetry symmetry;
    unsigned long long count;
    uint64_t seed;
    cli_format format;
    int solution, verbose;
    const char *regions; /* --regions MAP, or NULL: jigsaw draws one */
} cli_gen_request;

/* Makes and prints the puzzles; returns the exit status. */
int cli_gen_boards(const cli_parser *p, const cli_gen_request *q);

/* count's fields: the count and whether the limit capped it, absent when
** the puzzle was not counted. */
void cli_field_count(cli_writer *w, int counted, uint64_t count, int capped);

/* A CSV's columns are chosen at its first record: when they are a classic
** 9x9's ('columns' without "size") and in's board is a puzzle they would
** write as one it is not (a variant, a jigsaw, boxes other than its size's
** own), writes its row instead: the board's cells under columns[0], the
** command's fields up to "status" empty, then the outcome, unsupported,
** with the reason and the way out in out->message (out->failed set).
** Returns 1 then; else 0, nothing written (another format, a classic
** record, a shape the columns can say). Every command that writes CSV asks
** it first of each record. */
int cli_put_lost_shape(const cli_input *in, cli_format format, const char *const *columns,
                       cli_result *out);

/* solve's and count's answer for a board record (in->board, non-NULL). */
void cli_board_solve(const cli_input *in, cli_format format, const char *const *columns,
                     cli_result *out);
void cli_board_count(const cli_input *in, cli_format format, uint64_t limit,
                     const char *const *columns, cli_result *out);

/* ------------------------------------------------------------ writes */

/* 1 when a write to stdout has failed (its errno is kept for the report of
** cli_finish_output), else 0. Call it right after writing. */
int cli_output_failed(void);

/* Keeps errno as the first failed write's, unless one is kept already. */
void cli_note_write_error(void);

/* Reports the kept write error (none for a reader that went away); returns
** 'status' or EXIT_USAGE. */
int cli_write_failure(int status);

/* Flushes stdout and reports a write error; returns 'status' or EXIT_USAGE. */
int cli_finish_output(int status);

/* Seconds on a monotonic-enough wall clock (C11 timespec_get). */
double cli_seconds(void);

#endif /* SUDOKU_CLI_H */
