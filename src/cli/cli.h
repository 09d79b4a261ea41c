/*
** cli.h - what the command-line files share: exit statuses, the GNU-style
** option parser, and the record runner that streams puzzles from files
** through a per-record function (optionally on worker threads) to stdout.
*/
#ifndef SUDOKU_CLI_H
#define SUDOKU_CLI_H

#include <stdint.h>

#include "sudoku.h"

enum { EXIT_ALL_OK = 0, EXIT_BAD_PUZZLE = 1, EXIT_USAGE = 2 };

/* ------------------------------------------------------------ commands */

int cli_solve(int argc, char **argv);
int cli_count(int argc, char **argv);
int cli_gen(int argc, char **argv);
int cli_rate(int argc, char **argv);
int cli_hint(int argc, char **argv);
int cli_explain(int argc, char **argv);

/* ------------------------------------------------------------ options */

/* One option a command accepts. 'id' is returned by cli_next_option. */
typedef struct cli_option {
    const char *name; /* long name without "--" */
    char short_name;  /* 0 when none */
    int has_value;    /* takes a value: --name=V, --name V, -xV, -x V */
    int id;           /* > 0 */
} cli_option;

enum { CLI_OPT_DONE = 0, CLI_OPT_ERROR = -1 };

/* Walks argv GNU-style: options and operands may mix, "--" ends options,
** "-" is an operand. Operands are gathered at the front of argv; their
** number is in 'noperands' once cli_next_option returns CLI_OPT_DONE. */
typedef struct cli_parser {
    const char *command; /* "sudoku solve", for messages */
    const char *usage;   /* printed to stderr on a usage error */
    int argc;
    char **argv;
    int next; /* next argv index to look at */
    int noperands;
    int only_operands;      /* seen "--" */
    const char *short_rest; /* rest of a short-option cluster such as -vj4 */
} cli_parser;

/* Starts parsing argv[1..argc) of a subcommand. */
void cli_parser_init(cli_parser *p, const char *command, const char *usage, int argc,
                     char **argv);

/* Returns the next option's id (its value in *value when it takes one),
** CLI_OPT_DONE at the end, or CLI_OPT_ERROR after printing a message and the
** usage to stderr. */
int cli_next_option(cli_parser *p, const cli_option *options, const char **value);

/* Prints "COMMAND: MESSAGE" and the usage line to stderr; returns EXIT_USAGE. */
int cli_usage_error(const cli_parser *p, const char *message, const char *arg);

/* Parses a decimal integer in [min, max] for option 'name'; on failure
** prints a usage error and returns -1. */
int cli_parse_number(const cli_parser *p, const char *name, const char *text,
                     long long min, long long max, long long *out);

/* Parses -j's value: 0 means every online processor. */
int cli_parse_jobs(const cli_parser *p, const char *text, int *jobs);

/* ------------------------------------------------------------ records */

#define CLI_TEXT_MAX (SUDOKU_RAW_MAX + SUDOKU_FORMAT_MAX)
#define CLI_MESSAGE_MAX 256

/* What processing one record produced. */
typedef struct cli_result {
    char text[CLI_TEXT_MAX]; /* for stdout */
    size_t text_len;
    char message[CLI_MESSAGE_MAX]; /* for stderr without "file:line: ", or "" */
    int failed;                    /* the record was invalid or unsolvable */
    int solved;                    /* counted as solved in --stats */
    uint64_t guesses;
} cli_result;

/* Turns one record into a result. 'status' is sudoku_read's (SUDOKU_OK or
** SUDOKU_EFORMAT, with 'err' then filled). Must be thread-safe. */
typedef void (*cli_record_fn)(const sudoku_record *rec, sudoku_status status,
                              const sudoku_error *err, const void *ctx, cli_result *out);

/* Totals over a run, for --stats. */
typedef struct cli_totals {
    unsigned long long records, solved, failed, guesses;
} cli_totals;

/* Runs 'fn' over every record of every file operand (stdin for none or "-"),
** writing results in input order, with 'jobs' threads. Unreadable files are
** reported and skipped. Returns the exit status. */
int cli_run_records(const cli_parser *p, int jobs, cli_record_fn fn, const void *ctx,
                    cli_totals *totals);

/* Copies rec->raw (the record as read) into out->text. */
void cli_echo_record(const sudoku_record *rec, cli_result *out);

/* Flushes stdout and reports a write error; returns 'status' or EXIT_USAGE. */
int cli_finish_output(int status);

/* Seconds on a monotonic-enough wall clock (C11 timespec_get). */
double cli_seconds(void);

#endif /* SUDOKU_CLI_H */
