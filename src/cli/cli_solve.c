/*
** cli_solve.c - `sudoku solve` and `sudoku count`: options, and the
** per-record functions that turn a record into an answer line or grid.
*/
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

#define DEFAULT_COUNT_LIMIT 10000

enum { OPT_HELP = 1, OPT_JOBS, OPT_STATS, OPT_LIMIT };

/* ------------------------------------------------------------ solve */

static const char solve_usage[] = "Usage: sudoku solve [OPTION]... [FILE]...\n";

static const char solve_help[] =
    "Print the solution of each puzzle in FILE (standard input when none or -),\n"
    "in the layout it came in: an 81-character line, or a 9-line grid.\n"
    "A puzzle that is malformed, has clashing givens or has no solution is\n"
    "printed back unchanged, with FILE:LINE: REASON on standard error.\n\n"
    "  -j, --jobs N   solve on N threads (0 = every processor); output order kept\n"
    "      --stats    print puzzles, solved, failed, seconds, rate, guesses on stderr\n"
    "  -h, --help     show this help and exit\n\n"
    "Examples:\n"
    "  sudoku solve puzzles/hardest.txt\n"
    "  sudoku solve -j 0 --stats < many.txt > solutions.txt\n\n"
    "Exit status: 0 all solved, 1 some puzzle invalid or unsolvable, 2 usage or I/O "
    "error.\n";

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

int cli_solve(int argc, char **argv) {
    static const cli_option options[] = {{"help", 'h', 0, OPT_HELP},
                                         {"jobs", 'j', 1, OPT_JOBS},
                                         {"stats", 0, 0, OPT_STATS},
                                         {NULL, 0, 0, 0}};
    cli_parser p;
    cli_parser_init(&p, "sudoku solve", solve_usage, argc, argv);
    int jobs = 1, stats = 0, id;
    const char *value;
    while ((id = cli_next_option(&p, options, &value)) > 0) {
        if (id == OPT_HELP) {
            fputs(solve_usage, stdout), fputs(solve_help, stdout);
            return cli_finish_output(EXIT_ALL_OK);
        }
        if (id == OPT_JOBS && cli_parse_jobs(&p, value, &jobs) < 0) return EXIT_USAGE;
        if (id == OPT_STATS) stats = 1;
    }
    if (id == CLI_OPT_ERROR) return EXIT_USAGE;
    cli_totals totals;
    double start = cli_seconds();
    int status = cli_run_records(&p, jobs, solve_record, NULL, &totals);
    if (stats) print_stats(&totals, cli_seconds() - start);
    return status;
}

/* ------------------------------------------------------------ count */

static const char count_usage[] = "Usage: sudoku count [OPTION]... [FILE]...\n";

static const char count_help[] =
    "Print the number of solutions of each puzzle in FILE (standard input when\n"
    "none or -), one line per puzzle, in order. Counting stops at the limit;\n"
    "a capped count is printed as >=N. A puzzle with clashing givens or no\n"
    "solution prints 0, a malformed record prints 'invalid'; both are reported\n"
    "as FILE:LINE: REASON on standard error.\n\n"
    "  -l, --limit N  stop counting at N solutions (default 10000; 0 = no limit)\n"
    "  -j, --jobs N   count on N threads (0 = every processor); output order kept\n"
    "  -h, --help     show this help and exit\n\n"
    "Examples:\n"
    "  sudoku count puzzles/multi.txt\n"
    "  sudoku count --limit 2 puzzles.txt     # 1 = unique, >=2 = not unique\n\n"
    "Exit status: 0 all counted, 1 some puzzle invalid or without solution,\n"
    "2 usage or I/O error.\n";

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

int cli_count(int argc, char **argv) {
    static const cli_option options[] = {{"help", 'h', 0, OPT_HELP},
                                         {"jobs", 'j', 1, OPT_JOBS},
                                         {"limit", 'l', 1, OPT_LIMIT},
                                         {NULL, 0, 0, 0}};
    cli_parser p;
    cli_parser_init(&p, "sudoku count", count_usage, argc, argv);
    int jobs = 1, id;
    long long limit = DEFAULT_COUNT_LIMIT;
    const char *value;
    while ((id = cli_next_option(&p, options, &value)) > 0) {
        if (id == OPT_HELP) {
            fputs(count_usage, stdout), fputs(count_help, stdout);
            return cli_finish_output(EXIT_ALL_OK);
        }
        if (id == OPT_JOBS && cli_parse_jobs(&p, value, &jobs) < 0) return EXIT_USAGE;
        if (id == OPT_LIMIT &&
            cli_parse_number(&p, "limit", value, 0, INT64_MAX, &limit) < 0)
            return EXIT_USAGE;
    }
    if (id == CLI_OPT_ERROR) return EXIT_USAGE;
    uint64_t cap = (uint64_t)limit;
    cli_totals totals;
    return cli_run_records(&p, jobs, count_record, &cap, &totals);
}
