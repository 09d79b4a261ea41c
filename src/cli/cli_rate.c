/*
** cli_rate.c - `sudoku rate`, `sudoku hint` and `sudoku explain`: options,
** and the per-record functions that print a puzzle's rating, its next
** logical step, or its whole logical solve path.
*/
#include <stdio.h>
#include <string.h>

#include "cli.h"

enum { OPT_FORMAT = 1, OPT_JOBS };

/* ------------------------------------------------------------ shared */

/* Fills a failed record's result: the reason on stderr, 'word' on stdout. A
** grid without solution gets the filled digits to doubt, when found. */
static void fail(const sudoku_record *rec, sudoku_status status, const sudoku_error *err,
                 const char *word, cli_result *out) {
    sudoku_error clash = {0};
    sudoku_conflict conflict;

    if (status == SUDOKU_EFORMAT)
        snprintf(out->message, sizeof out->message, "%s", err->text);
    else if (status == SUDOKU_ECLASH && sudoku_check(&rec->grid, &clash) != SUDOKU_OK)
        snprintf(out->message, sizeof out->message, "%s", clash.text);
    else if (status == SUDOKU_EMULTIPLE)
        snprintf(out->message, sizeof out->message, "the puzzle has several solutions");
    else if (status == SUDOKU_ENOSOLUTION &&
             sudoku_find_conflict(&rec->grid, &conflict) == SUDOKU_OK)
        sudoku_conflict_explain(&conflict, out->message, sizeof out->message);
    else
        snprintf(out->message, sizeof out->message, "%s", sudoku_strerror(status));
    out->failed = 1;
    out->text_len = (size_t)snprintf(out->text, sizeof out->text, "%s\n", word);
}

/* "invalid", "no-solution", "not-unique": one token for a failed record. */
static const char *fail_word(sudoku_status status) {
    if (status == SUDOKU_EMULTIPLE) return "not-unique";
    if (status == SUDOKU_ENOSOLUTION) return "no-solution";
    return "invalid";
}

/* A technique name as one lower-case token: "XY-wing" -> "xy-wing". */
static void slug(sudoku_technique t, char *buf, size_t size) {
    size_t i;

    snprintf(buf, size, "%s", sudoku_technique_name(t));
    for (i = 0; buf[i]; i++)
        buf[i] = buf[i] == ' '
                     ? '-'
                     : (char)(buf[i] >= 'A' && buf[i] <= 'Z' ? buf[i] + 32 : buf[i]);
}

/* What the command line chose. */
typedef struct rate_config {
    int line, jobs;
} rate_config;

static int take_option(const cli_parser *p, const cli_option *opt, const char *value,
                       void *config) {
    rate_config *c = config;
    if (opt->id == OPT_JOBS) return cli_parse_jobs(p, value, &c->jobs);
    int k = cli_parse_choice(p, opt, value); /* OPT_FORMAT */
    c->line = k == 1;
    return k < 0 ? -1 : 0;
}

static const cli_option no_options[] = {CLI_OPTIONS_END};

/* ------------------------------------------------------------ rate */

static const cli_option rate_options[] = {
    {"format", 'f', "F", "text line", OPT_FORMAT,
     "text (default): '4.2 hard, hardest XY-wing, 51 steps: ...'\n"
     "line: 'PUZZLE SCORE LEVEL HARDEST STEPS name=count,...'"},
    {"jobs", 'j', "N", NULL, OPT_JOBS,
     "rate on N threads (0 = every processor); order kept"},
    CLI_OPTIONS_END};

static int run_rate(int argc, char **argv);

const cli_command cli_rate_command = {
    "rate",
    "rate each puzzle's difficulty for a person",
    "[OPTION]... [FILE]...",
    "Rate each puzzle in FILE (standard input when none or -) for a person: the\n"
    "puzzle is solved logically, easiest technique first, and scored by its\n"
    "hardest step on the Sudoku Explainer scale (1.0 easiest, 10+ needs trial).\n"
    "Levels: easy < 2.5 <= medium < 3.6 <= hard < 6.0 <= expert < 8.5 <= extreme.\n",
    rate_options,
    "A malformed record prints 'invalid', a puzzle without solution 'no-solution'\n"
    "and one with several 'not-unique', with FILE:LINE: REASON on standard error.\n\n"
    "Examples:\n"
    "  sudoku rate puzzles/hardest.txt\n"
    "  sudoku gen --count 20 --format line | sudoku rate --format line -j 0\n\n"
    "Exit status: 0 all rated, 1 some puzzle invalid, unsolvable or not unique,\n"
    "2 usage or I/O error.\n",
    run_rate};

/* Writes ": name count, ..." (text) or "name=count,..." (line) into buf;
** with no steps at all, "" (text) or "-" (line). */
static size_t put_counts(const sudoku_rating *r, int line, char *buf, size_t size) {
    size_t n = 0;
    int t, first = 1;
    char name[64];

    buf[0] = '\0';
    if (r->steps == 0) return (size_t)snprintf(buf, size, "%s", line ? "-" : "");
    if (!line) n = (size_t)snprintf(buf, size, ": ");

    for (t = 0; t < SUDOKU_TECH_COUNT && n < size; t++) {
        if (!r->count[t]) continue;
        if (line) slug((sudoku_technique)t, name, sizeof name);
        n += (size_t)snprintf(buf + n, size - n, line ? "%s%s=%u" : "%s%s %u",
                              first ? "" : (line ? "," : ", "),
                              line ? name : sudoku_technique_name((sudoku_technique)t),
                              r->count[t]);
        first = 0;
    }
    return n < size ? n : size - 1;
}

static void rate_record(const sudoku_record *rec, sudoku_status status,
                        const sudoku_error *err, const void *ctx, cli_result *out) {
    int line = *(const int *)ctx;
    sudoku_rating r;
    char counts[512], hardest[64], puzzle[SUDOKU_FORMAT_MAX];

    if (status == SUDOKU_OK) status = sudoku_rate(&rec->grid, &r);
    if (status != SUDOKU_OK) {
        fail(rec, status, err, fail_word(status), out);
        return;
    }
    out->solved = 1;
    put_counts(&r, line, counts, sizeof counts);
    if (line) {
        sudoku_format(&rec->grid, SUDOKU_LAYOUT_LINE, '.', puzzle);
        puzzle[81] = '\0';
        slug(r.hardest, hardest, sizeof hardest);
        out->text_len = (size_t)snprintf(
            out->text, sizeof out->text, "%s %.1f %s %s %u %s\n", puzzle, r.score,
            sudoku_level_name(r.level), hardest, r.steps, counts);
    } else {
        out->text_len = (size_t)snprintf(
            out->text, sizeof out->text, "%.1f %s, hardest %s, %u step%s%s\n", r.score,
            sudoku_level_name(r.level), sudoku_technique_name(r.hardest), r.steps,
            r.steps == 1 ? "" : "s", counts);
    }
}

static int run_rate(int argc, char **argv) {
    cli_parser p;
    cli_totals totals;
    rate_config c = {0, 1};
    int status = cli_parse(&p, &cli_rate_command, argc, argv, take_option, &c);
    if (status != CLI_GO_ON) return status;
    return cli_run_records(&p, c.jobs, rate_record, &c.line, &totals);
}

/* ------------------------------------------------------------ hint */

static int run_hint(int argc, char **argv);

const cli_command cli_hint_command = {
    "hint",
    "show the next logical step of each puzzle",
    "[OPTION]... [FILE]...",
    "For each puzzle in FILE (standard input when none or -), possibly partly\n"
    "filled in, print the easiest logical step from there, in words, e.g.\n"
    "  r3c5 = 7: hidden single - 7 fits nowhere else in box 2\n"
    "or the candidates a pattern removes. A full grid prints 'solved'.\n",
    no_options,
    "Examples:\n"
    "  sudoku hint puzzles/poj2676.txt\n"
    "  sudoku gen --holes 50 --seed 3 | sudoku hint\n\n"
    "Exit status: 0 a hint for every puzzle, 1 some puzzle invalid, contradictory\n"
    "or not unique, 2 usage or I/O error.\n",
    run_hint};

static void hint_record(const sudoku_record *rec, sudoku_status status,
                        const sudoku_error *err, const void *ctx, cli_result *out) {
    sudoku_step step;
    size_t n;

    (void)ctx;
    if (status == SUDOKU_OK) status = sudoku_next_step(&rec->grid, NULL, &step);
    if (status == SUDOKU_END) {
        out->solved = 1;
        out->text_len = (size_t)snprintf(out->text, sizeof out->text, "solved\n");
        return;
    }
    if (status != SUDOKU_OK) {
        fail(rec, status, err, fail_word(status), out);
        return;
    }
    out->solved = 1;
    n = sudoku_step_explain(&step, out->text, sizeof out->text - 1);
    if (n > sizeof out->text - 2) n = sizeof out->text - 2; /* cut: keep the newline */
    out->text[n] = '\n';
    out->text_len = n + 1;
}

static int run_hint(int argc, char **argv) {
    cli_parser p;
    cli_totals totals;
    rate_config c = {0, 1};
    int status = cli_parse(&p, &cli_hint_command, argc, argv, take_option, &c);
    if (status != CLI_GO_ON) return status;
    return cli_run_records(&p, 1, hint_record, NULL, &totals);
}

/* ------------------------------------------------------------ explain */

static int run_explain(int argc, char **argv);

const cli_command cli_explain_command = {
    "explain",
    "show each puzzle's logical solve path",
    "[OPTION]... [FILE]...",
    "For each puzzle in FILE (standard input when none or -), print the whole\n"
    "logical solve path, one numbered step a line, easiest technique first, then\n"
    "the rating. Puzzles are separated by a blank line.\n",
    no_options,
    "Examples:\n"
    "  sudoku explain puzzles/poj2676.txt\n"
    "  sudoku gen --seed 7 | sudoku explain | tail -n 1\n\n"
    "Exit status: 0 every puzzle explained, 1 some puzzle invalid, unsolvable or\n"
    "not unique, 2 usage or I/O error.\n",
    run_explain};

/* A solve path is longer than one result can hold, so the steps go straight
** to stdout while the record is processed; the runner then writes the last
** line. That keeps the order because explain runs on one thread. */
typedef struct explain_ctx {
    unsigned long *records; /* records seen so far, for the blank lines */
} explain_ctx;

/* Prints the path; returns SUDOKU_OK when the grid ends full. */
static sudoku_status print_path(const sudoku_grid *puzzle) {
    sudoku_grid g = *puzzle;
    sudoku_candidates marks;
    sudoku_step step;
    sudoku_status status;
    char text[4096];
    unsigned n = 0;

    sudoku_candidates_init(&g, &marks);
    while ((status = sudoku_next_step(&g, &marks, &step)) == SUDOKU_OK) {
        sudoku_step_explain(&step, text, sizeof text);
        printf("%u. %s\n", ++n, text);
        sudoku_step_apply(&step, &g, &marks);
    }
    return status == SUDOKU_END ? SUDOKU_OK : status;
}

static void explain_record(const sudoku_record *rec, sudoku_status status,
                           const sudoku_error *err, const void *ctx, cli_result *out) {
    const explain_ctx *x = ctx;
    sudoku_rating r;

    if ((*x->records)++) putchar('\n');
    if (status == SUDOKU_OK) status = sudoku_rate(&rec->grid, &r);
    if (status == SUDOKU_OK) status = print_path(&rec->grid);
    if (status != SUDOKU_OK) {
        fail(rec, status, err, fail_word(status), out);
        return;
    }
    out->solved = 1;
    out->text_len = (size_t)snprintf(
        out->text, sizeof out->text, "rating %.1f %s, hardest %s, %u step%s\n", r.score,
        sudoku_level_name(r.level), sudoku_technique_name(r.hardest), r.steps,
        r.steps == 1 ? "" : "s");
}

static int run_explain(int argc, char **argv) {
    cli_parser p;
    cli_totals totals;
    unsigned long records = 0;
    explain_ctx ctx = {&records};
    rate_config c = {0, 1};
    int status = cli_parse(&p, &cli_explain_command, argc, argv, take_option, &c);
    if (status != CLI_GO_ON) return status;
    return cli_run_records(&p, 1, explain_record, &ctx, &totals);
}
