/*
** fuzz_options.c - libFuzzer harness for the CLI's GNU-style option parser
** (src/cli/cli_common.c) and its number parsers. The input, split at NUL bytes,
** is argv; the option table is the union of the commands' kinds (flags,
** values, choices, short clusters). The parse must end, every option id must be one
** of the table's, every operand must be an argument that was given, and a
** value must come from the arguments. Run with -close_fd_mask=2: usage
** errors go to stderr.
*/
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "fuzz_check.h"

#define MAX_ARGS 24

enum { OPT_JOBS = 1, OPT_STATS, OPT_LIMIT, OPT_SEED, OPT_SYM };

static const cli_option options[] = {
    {"jobs", 'j', "N", NULL, OPT_JOBS, "jobs"},
    {"stats", 0, NULL, NULL, OPT_STATS, "stats"},
    {"limit", 'l', "N", NULL, OPT_LIMIT, "limit"},
    {"seed", 's', "S", NULL, OPT_SEED, "seed"},
    {"symmetry", 0, "SYM", "none rotational diagonal mirror", OPT_SYM, "symmetry"},
    CLI_OPTIONS_END};

static const cli_command command = {"fuzz", "fuzz", "[OPTION]...", "", options, "", NULL};

/* What the option function saw, checked against the arguments. */
typedef struct seen {
    char *const *copy;
    int argc, calls, max_calls;
} seen;

/* 1 when 'p' points into one of the argument strings. */
static int inside_args(const char *p, char *const *copy, int argc) {
    for (int i = 1; i < argc; i++)
        if (p >= copy[i] && p <= copy[i] + strlen(copy[i])) return 1;
    return 0;
}

static int check_option(const cli_parser *p, const cli_option *opt, const char *value,
                        void *arg) {
    seen *s = arg;
    long long n;
    int jobs, id = opt->id;
    CHECK(++s->calls <= s->max_calls);
    CHECK(id >= OPT_JOBS && id <= OPT_SYM);
    int takes = id == OPT_JOBS || id == OPT_LIMIT || id == OPT_SEED || id == OPT_SYM;
    CHECK(takes == (value != NULL));
    if (value) CHECK(inside_args(value, s->copy, s->argc));
    if (id == OPT_JOBS && cli_parse_jobs(p, value, &jobs) == 0)
        CHECK(jobs >= 1 && jobs <= CLI_MAX_JOBS);
    if (id == OPT_LIMIT && cli_parse_number(p, "limit", value, 0, INT64_MAX, &n) == 0)
        CHECK(n >= 0);
    if (id == OPT_SEED && cli_parse_number(p, "seed", value, -5, 5, &n) == 0)
        CHECK(n >= -5 && n <= 5);
    if (id == OPT_SYM) {
        int k = cli_parse_choice(p, opt, value);
        CHECK(k >= -1 && k <= 3);
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size) {
    char *text = malloc(size + 1);
    CHECK(text != NULL);
    memcpy(text, data, size);
    text[size] = '\0';
    char *argv[MAX_ARGS + 1], *copy[MAX_ARGS + 1];
    int argc = 0;
    argv[argc++] = "sudoku fuzz";
    for (char *a = text; argc < MAX_ARGS && a <= text + size; a += strlen(a) + 1)
        argv[argc++] = a;
    argv[argc] = NULL;
    memcpy(copy, argv, sizeof argv);
    seen s = {copy, argc, 0, (int)size + argc + 2};
    cli_parser p;
    int status = cli_parse(&p, &command, argc, argv, check_option, &s);
    CHECK(status == CLI_GO_ON || status == EXIT_USAGE || status == EXIT_ALL_OK);
    if (status == CLI_GO_ON) {
        CHECK(p.noperands >= 0 && p.noperands < argc);
        for (int i = 0; i < p.noperands; i++)
            CHECK(inside_args(p.argv[i], copy, argc));
    }
    free(text);
    return 0;
}
