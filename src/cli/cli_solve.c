/*
** cli_solve.c - `sudoku solve` and `sudoku count`: options, and the
** per-record functions that turn a record into an answer line or grid.
*/
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

#define DEFAULT_COUNT_LIMIT 10000

enum { OPT_JOBS = 1, OPT_STATS, OPT_LIMIT };

/* -j is the same for both commands; only its help differs. */
#define JOBS_OPTION(verb)                                                                \
    {                                                                                    \
        "jobs", 'j', "N", NULL, OPT_JOBS,                                                \
            verb " on N threads (0 = every processor); output order kept"                \
    }

/* What the command line chose. */
typedef struct solve_config {
    int jobs, stats;
    long long limit;
} solve_config;

static int take_option(const cli_parser *p, const cli_option *opt, const char *value,
                       void *config) {
    solve_config *c = config;
    if (opt->id == OPT_JOBS) return cli_parse_jobs(p, value, &c->jobs);
    if (opt->id == OPT_LIMIT)
        return cli_parse_number(p, "limit", value, 0, INT64_MAX, &c->limit);
    c->stats = 1;
    return 0;
}

/* ------------------------------------------------------------ solve */

static const cli_option solve_options[] = {
    JOBS_OPTION("solve"),
    {"stats", 0, NULL, NULL, OPT_STATS,
     "print puzzles, solved, failed, seconds, rate, guesses on stderr"},
    CLI_OPTIONS_END};

static int run_solve(int argc, char **argv);

const cli_command cli_solve_command = {
    "solve",
    "print the solution of each puzzle",
    "[OPTION]... [FILE]...",
    "Print the solution of each puzzle in FILE (standard input when none or -),\n"
    "in the layout it came in: an 81-character line, or a 9-line grid.\n"
    "A puzzle that is malformed, has clashing givens or has no solution is\n"
    "printed back unchanged, with FILE:LINE: REASON on standard error.\n",
    solve_options,
    "Examples:\n"
    "  sudoku solve puzzles/hardest.txt\n"
    "  sudoku solve -j 0 --stats < many.txt > solutions.txt\n\n"
    "Exit status: 0 all solved, 1 some puzzle invalid or unsolvable, 2 usage or I/O "
    "error.\n",
    run_solve};

/* Fills the failure of a puzzle that read well but does not solve. */
static void explain_failure(const sudoku_record *rec, sudoku_status status,
                            cli_result *out) {
    sudoku_error err = {0};
    if (status == SUDOKU_ECLASH && sudoku_check(&rec->grid, &err) != SUDOKU_OK)
        snprintf(out->message, sizeof out->message, "%s", err.text);
    else
        snprintf(out->message, sizeof out->message, "%s", sudoku_strerror(status));
    out->failed = 1;
}

static void solve_record(const sudoku_record *rec, sudoku_status status,
                         const sudoku_error *err, const void *ctx, cli_result *out) {
    (void)ctx;
    if (status != SUDOKU_OK) {
        snprintf(out->message, sizeof out->message, "%s", err->text);
        out->failed = 1;
        cli_echo_record(rec, out);
        return;
    }
    sudoku_grid solution;
    status = sudoku_solve(&rec->grid, &solution, &out->guesses);
    if (status != SUDOKU_OK) {
        explain_failure(rec, status, out);
        cli_echo_record(rec, out);
        return;
    }
    out->solved = 1;
    out->text_len = sudoku_format(&solution, rec->layout, rec->empty, out->text);
}

static void print_stats(const cli_totals *t, double seconds) {
    double rate = seconds > 0 ? (double)t->records / seconds : 0.0;
    fprintf(stderr,
            "puzzles %llu, solved %llu, failed %llu, seconds %.3f, puzzles/s %.0f, "
            "guesses %llu\n",
            t->records, t->solved, t->failed, seconds, rate, t->guesses);
}

static int run_solve(int argc, char **argv) {
    solve_config c = {1, 0, 0};
    cli_parser p;
    int status = cli_parse(&p, &cli_solve_command, argc, argv, take_option, &c);
    if (status != CLI_GO_ON) return status;
    cli_totals totals;
    double start = cli_seconds();
    status = cli_run_records(&p, c.jobs, solve_record, NULL, &totals);
    if (c.stats) print_stats(&totals, cli_seconds() - start);
    return status;
}

/* ------------------------------------------------------------ count */

static const cli_option count_options[] = {
    {"limit", 'l', "N", NULL, OPT_LIMIT,
     "stop counting at N solutions (default 10000; 0 = no limit)"},
    JOBS_OPTION("count"),
    CLI_OPTIONS_END};

static int run_count(int argc, char **argv);

const cli_command cli_count_command = {
    "count",
    "print the number of solutions of each puzzle",
    "[OPTION]... [FILE]...",
    "Print the number of solutions of each puzzle in FILE (standard input when\n"
    "none or -), one line per puzzle, in order. Counting stops at the limit;\n"
    "a capped count is printed as >=N. A puzzle with clashing givens or no\n"
    "solution prints 0, a malformed record prints 'invalid'; both are reported\n"
    "as FILE:LINE: REASON on standard error.\n",
    count_options,
    "Examples:\n"
    "  sudoku count puzzles/multi.txt\n"
    "  sudoku count --limit 2 puzzles.txt     # 1 = unique, >=2 = not unique\n\n"
    "Exit status: 0 all counted, 1 some puzzle invalid or without solution,\n"
    "2 usage or I/O error.\n",
    run_count};

static void count_record(const sudoku_record *rec, sudoku_status status,
                         const sudoku_error *err, const void *ctx, cli_result *out) {
    uint64_t limit = *(const uint64_t *)ctx, count = 0;
    if (status != SUDOKU_OK) {
        snprintf(out->message, sizeof out->message, "%s", err->text);
        out->failed = 1;
        out->text_len = (size_t)snprintf(out->text, sizeof out->text, "invalid\n");
        return;
    }
    status = sudoku_count(&rec->grid, limit, &count);
    if (status == SUDOKU_OK && count == 0) status = SUDOKU_ENOSOLUTION;
    if (status != SUDOKU_OK)
        explain_failure(rec, status, out);
    else
        out->solved = 1;
    const char *capped = limit != 0 && count == limit ? ">=" : "";
    out->text_len =
        (size_t)snprintf(out->text, sizeof out->text, "%s%" PRIu64 "\n", capped, count);
}

static int run_count(int argc, char **argv) {
    solve_config c = {1, 0, DEFAULT_COUNT_LIMIT};
    cli_parser p;
    int status = cli_parse(&p, &cli_count_command, argc, argv, take_option, &c);
    if (status != CLI_GO_ON) return status;
    uint64_t cap = (uint64_t)c.limit;
    cli_totals totals;
    return cli_run_records(&p, c.jobs, count_record, &cap, &totals);
}
