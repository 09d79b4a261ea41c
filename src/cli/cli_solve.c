/*
** cli_solve.c - `sudoku solve` and `sudoku count`: options, and the
** per-record functions that turn a record into an answer line or grid.
*/
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

#define DEFAULT_COUNT_LIMIT 10000

enum { OPT_JOBS = 1, OPT_STATS, OPT_LIMIT, OPT_FORMAT, OPT_COLOR };

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
    cli_format format;
    int color;                        /* colour boxed output */
    const char *const *columns;       /* CSV: with the shape's after a shape option
                                         or when the first puzzle has another shape */
    const char *const *shape_columns; /* those with the shape's */
} solve_config;

static int take_option(const cli_parser *p, const cli_option *opt, const char *value,
                       void *config) {
    solve_config *c = config;
    switch (opt->id) {
    case OPT_JOBS:
        return cli_parse_jobs(p, value, &c->jobs);
    case OPT_LIMIT:
        return cli_parse_number(p, "limit", value, 0, INT64_MAX, &c->limit);
    case OPT_FORMAT:
        return cli_parse_format(p, opt, value, &c->format);
    case OPT_COLOR:
        return cli_parse_color(p, opt, value, &c->color);
    }
    c->stats = 1;
    return 0;
}

/* Prints the CSV header when the format is CSV: with the shape's columns
** (size, box, variants, regions) after a shape option or when the first
** puzzle read has another shape (a jigsaw's map goes in them), so that the
** rows read back as the puzzles they came from (a cli_head_fn). */
static void print_header(void *config, int is_board) {
    solve_config *c = config;
    if (is_board) c->columns = c->shape_columns;
    if (c->format == CLI_FORMAT_CSV) cli_print_csv_header(c->columns);
}

/* ------------------------------------------------------------ solve */

static const cli_option solve_options[] = {
    {"format", 'f', "F", "same line grid boxed csv json", OPT_FORMAT,
     "same (default): the layout the puzzle came in; line: 81\n"
     "characters; grid: 9 lines; boxed: drawn with borders;\n"
     "csv: puzzle,solution,status,error,file,line,column,\n"
     "name rows; "
     "json: one object a puzzle (NDJSON, see sudoku(1))"},
    {"color", 0, "WHEN", "auto always never", OPT_COLOR,
     "WHEN is auto|always|never: boxed givens in bold,\n"
     "filled cells in colour; auto (default) colours on a\n"
     "terminal unless NO_COLOR is set"},
    JOBS_OPTION("solve"),
    {"stats", 0, NULL, NULL, OPT_STATS,
     "print puzzles, solved, failed, seconds, rate, guesses on stderr"},
    CLI_COLUMN_OPTION,
    CLI_OPTIONS_END};

static int run_solve(int argc, char **argv);

const cli_command cli_solve_command = {
    "solve",
    "print the solution of each puzzle",
    "[OPTION]... [FILE]...",
    "Print the solution of each puzzle in FILE (standard input when none or -),\n"
    "in the layout it came in (an 81-character line, a grid, a drawn box, CSV\n"
    "rows) or the one --format asks for. With the default, the input's titles,\n"
    "comments and blank lines are copied too: the answers are a file of the\n"
    "same kind. A puzzle that is malformed, has clashing givens or has no\n"
    "solution is printed back unchanged (csv and json: a record with its status\n"
    "and error), with FILE:LINE: REASON on standard error.\n",
    solve_options,
    "Examples:\n"
    "  sudoku solve puzzles/hardest.txt\n"
    "  sudoku solve --format boxed puzzles/poj2676.txt\n"
    "  sudoku solve --format json puzzles/hardest.txt | jq -r .solution\n"
    "  sudoku solve -j 0 --stats < many.txt > solutions.txt\n\n"
    "Exit status: 0 all solved, 1 some puzzle invalid or unsolvable, 2 usage or I/O "
    "error.\n",
    run_solve};

static const char *const solve_columns[] = {
    "puzzle", "solution", "status", "error", "file", "line", "column", "name", NULL};
static const char *const solve_shape_columns[] = {
    "puzzle", "solution", "status", "error",    "file",    "line",    "column",
    "name",   "size",     "box",    "variants", "regions", "symbols", NULL};

/* A solved puzzle in the text formats. */
static void put_solution(const solve_config *c, const sudoku_record *rec,
                         const sudoku_grid *solution, cli_result *out) {
    if (c->format == CLI_FORMAT_SAME) { /* in the record's own text, comments and all */
        char text[SUDOKU_RECORD_TEXT_MAX];
        size_t n = sudoku_format_record(rec, solution, text, sizeof text);
        cli_text_add_lines(&out->text, text, n, rec->crlf); /* CR LF in, CR LF out */
        out->block = rec->raw_cut; /* else the input's blank lines keep answers apart */
        out->crlf = rec->crlf;
        return;
    }
    cli_put_grid(&out->text, solution, &rec->grid, c->format, c->color);
    out->block = c->format != CLI_FORMAT_LINE;
}

/* A puzzle that failed, in the text formats: as read, or redrawn when read. */
static void put_unsolved(const solve_config *c, const cli_input *in, cli_result *out) {
    if (in->status != SUDOKU_OK || c->format == CLI_FORMAT_SAME) {
        cli_echo_record(in,
                        c->format == CLI_FORMAT_SAME   ? CLI_ECHO_SAME
                        : c->format == CLI_FORMAT_LINE ? CLI_ECHO_LINE
                                                       : CLI_ECHO_TEXT,
                        out);
        /* among grids even a one-line record stands apart, so that what
        ** follows it reads back as a grid of its own */
        if (c->format == CLI_FORMAT_GRID || c->format == CLI_FORMAT_BOXED) out->block = 1;
        return;
    }
    cli_put_grid(&out->text, &in->rec->grid, NULL, c->format, c->color);
    out->block = c->format != CLI_FORMAT_LINE;
}

static void solve_record(const cli_input *in, const void *ctx, cli_result *out) {
    const solve_config *c = ctx;
    if (in->board) {
        cli_board_solve(in, c->format, c->columns, out);
        return;
    }
    sudoku_grid solution;
    sudoku_status status = in->status;
    if (status == SUDOKU_OK)
        status = in->rec->pencilmarks
                     ? sudoku_solve_marks(&in->rec->grid, &in->rec->marks, &solution,
                                          &out->guesses)
                     : sudoku_solve(&in->rec->grid, &solution, &out->guesses);
    if (status != SUDOKU_OK)
        cli_fail(in, status, out);
    else
        out->solved = 1;
    if (c->format == CLI_FORMAT_CSV || c->format == CLI_FORMAT_JSON) {
        cli_writer w;
        cli_record_begin(&w, c->format, &out->text, c->columns);
        cli_field_puzzle(&w, in);
        if (status == SUDOKU_OK)
            cli_field_grid(&w, "solution", &solution);
        else
            cli_field_absent(&w, "solution");
        cli_field_outcome(&w, in, status, out);
        cli_field_shape(&w, in);
        cli_record_end(&w);
    } else if (status == SUDOKU_OK) {
        put_solution(c, in->rec, &solution, out);
    } else {
        put_unsolved(c, in, out);
    }
}

static void print_stats(const cli_totals *t, double seconds) {
    double rate = seconds > 0 ? (double)t->records / seconds : 0.0;
    fprintf(stderr,
            "puzzles %llu, solved %llu, failed %llu, seconds %.3f, puzzles/s %.0f, "
            "guesses %llu\n",
            t->records, t->solved, t->failed, seconds, rate, t->guesses);
}

static int run_solve(int argc, char **argv) {
    solve_config c = {1,    0,   0, CLI_FORMAT_SAME, cli_color_wanted(CLI_COLOR_AUTO),
                      NULL, NULL};
    cli_parser p;
    int status = cli_parse(&p, &cli_solve_command, argc, argv, take_option, &c);
    if (status != CLI_GO_ON) return status;
    c.columns = p.shape_given ? solve_shape_columns : solve_columns;
    c.shape_columns = solve_shape_columns;
    cli_totals totals;
    double start = cli_seconds();
    cli_shape_order order = {c.format, {0}}; /* line, grid, boxed: directive lines */
    cli_run_spec same = {.record = solve_record, .record_ctx = &c, .filter = 1},
                 answers = {.record = solve_record,
                            .record_ctx = &c,
                            .ordered = cli_put_shape_lines,
                            .ordered_ctx = &order,
                            .head = print_header,
                            .head_ctx = &c};
    /* --format same: the input's own text with the answers in it */
    const cli_run_spec *spec = c.format == CLI_FORMAT_SAME ? &same : &answers;
    status = cli_run(&p, c.jobs, spec, &totals);
    if (c.stats) print_stats(&totals, cli_seconds() - start);
    return status;
}

/* ------------------------------------------------------------ count */

static const cli_option count_options[] = {
    {"limit", 'l', "N", NULL, OPT_LIMIT,
     "stop counting at N solutions (default 10000; 0 = no limit)"},
    {"format", 'f', "F", "text line csv json", OPT_FORMAT,
     "text (default): the count; line: 'PUZZLE COUNT';\n"
     "csv: puzzle,count,capped,status,error,file,line,\n"
     "column,name rows;\n"
     "json: one object a puzzle (NDJSON, see sudoku(1))"},
    JOBS_OPTION("count"),
    CLI_COLUMN_OPTION,
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
    "  sudoku count --limit 2 puzzles.txt     # 1 = unique, >=2 = not unique\n"
    "  sudoku count --format json puzzles.txt | jq 'select(.count > 1)'\n\n"
    "Exit status: 0 all counted, 1 some puzzle invalid or without solution,\n"
    "2 usage or I/O error.\n",
    run_count};

static const char *const count_columns[] = {"puzzle", "count", "capped", "status",
                                            "error",  "file",  "line",   "column",
                                            "name",   NULL};
static const char *const count_shape_columns[] = {
    "puzzle", "count", "capped", "status",   "error",   "file",    "line", "column",
    "name",   "size",  "box",    "variants", "regions", "symbols", NULL};

static void count_record(const cli_input *in, const void *ctx, cli_result *out) {
    const solve_config *c = ctx;
    if (in->board) {
        cli_board_count(in, c->format, (uint64_t)c->limit, c->columns, out);
        return;
    }
    uint64_t limit = (uint64_t)c->limit, count = 0;
    sudoku_status status = in->status;
    if (status == SUDOKU_OK && in->rec->pencilmarks)
        status = sudoku_count_marks(&in->rec->grid, &in->rec->marks, limit, &count);
    else if (status == SUDOKU_OK)
        status = sudoku_count(&in->rec->grid, limit, &count);
    if (status == SUDOKU_OK && count == 0) status = SUDOKU_ENOSOLUTION;
    int counted = status == SUDOKU_OK || status == SUDOKU_ENOSOLUTION;
    int capped = limit != 0 && count == limit;
    if (status != SUDOKU_OK)
        cli_fail(in, status, out);
    else
        out->solved = 1;
    if (c->format == CLI_FORMAT_CSV || c->format == CLI_FORMAT_JSON) {
        cli_writer w;
        cli_record_begin(&w, c->format, &out->text, c->columns);
        cli_field_puzzle(&w, in);
        cli_field_count(&w, counted, count, capped);
        cli_field_outcome(&w, in, status, out);
        cli_field_shape(&w, in);
        cli_record_end(&w);
        return;
    }
    if (in->status != SUDOKU_OK) {
        cli_text_puts(&out->text, "invalid\n");
        return;
    }
    if (c->format == CLI_FORMAT_LINE) {
        cli_put_cells(&out->text, &in->rec->grid);
        cli_text_putc(&out->text, ' ');
    }
    cli_text_printf(&out->text, "%s%" PRIu64 "\n", capped ? ">=" : "", count);
}

static int run_count(int argc, char **argv) {
    solve_config c = {1, 0, DEFAULT_COUNT_LIMIT, CLI_FORMAT_TEXT, 0, NULL, NULL};
    cli_parser p;
    int status = cli_parse(&p, &cli_count_command, argc, argv, take_option, &c);
    if (status != CLI_GO_ON) return status;
    c.columns = p.shape_given ? count_shape_columns : count_columns;
    c.shape_columns = count_shape_columns;
    cli_totals totals;
    cli_shape_order order = {c.format, {0}}; /* line: directive lines */
    cli_run_spec spec = {.record = count_record,
                         .record_ctx = &c,
                         .ordered = cli_put_shape_lines,
                         .ordered_ctx = &order,
                         .head = print_header,
                         .head_ctx = &c};
    return cli_run(&p, c.jobs, &spec, &totals);
}
