/*
** fuzz_options.c - libFuzzer harness for the CLI's GNU-style option parser
** (src/cli/cli_common.c) and its number parsers. The input, split at NUL bytes,
** is argv; the option table is the union of the commands' kinds (flags,
** values, short clusters). The parse must end, every option id must be one
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

enum { OPT_HELP = 1, OPT_JOBS, OPT_STATS, OPT_LIMIT, OPT_SEED, OPT_SYM };

static const cli_option options[] = {{"help", 'h', 0, OPT_HELP},
                                     {"jobs", 'j', 1, OPT_JOBS},
                                     {"stats", 0, 0, OPT_STATS},
                                     {"limit", 'l', 1, OPT_LIMIT},
                                     {"seed", 's', 1, OPT_SEED},
                                     {"symmetry", 0, 1, OPT_SYM},
                                     {NULL, 0, 0, 0}};

/* 1 when 'p' points into one of the argument strings. */
static int inside_args(const char *p, char *const *copy, int argc) {
    for (int i = 1; i < argc; i++)
        if (p >= copy[i] && p <= copy[i] + strlen(copy[i])) return 1;
    return 0;
}

static void check_value(const cli_parser *p, int id, const char *value) {
    long long n;
    int jobs;
    if (id == OPT_JOBS) {
        if (cli_parse_jobs(p, value, &jobs) == 0) CHECK(jobs >= 1 && jobs <= 4096);
    } else if (id == OPT_LIMIT) {
        if (cli_parse_number(p, "limit", value, 0, INT64_MAX, &n) == 0) CHECK(n >= 0);
    } else if (id == OPT_SEED) {
        if (cli_parse_number(p, "seed", value, -5, 5, &n) == 0) CHECK(n >= -5 && n <= 5);
    }
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
    cli_parser p;
    cli_parser_init(&p, "sudoku fuzz", "Usage: sudoku fuzz [OPTION]...\n", argc, argv);
    const char *value;
    int id, calls = 0;
    size_t total = size + (size_t)argc + 2;
    while ((id = cli_next_option(&p, options, &value)) > 0) {
        CHECK((size_t)++calls <= total);
        CHECK(id <= OPT_SYM);
        int takes = id == OPT_JOBS || id == OPT_LIMIT || id == OPT_SEED || id == OPT_SYM;
        CHECK(takes == (value != NULL));
        if (value) CHECK(inside_args(value, copy, argc));
        if (value) check_value(&p, id, value);
    }
    CHECK(id == CLI_OPT_DONE || id == CLI_OPT_ERROR);
    if (id == CLI_OPT_DONE) {
        CHECK(p.noperands >= 0 && p.noperands < argc);
        for (int i = 0; i < p.noperands; i++)
            CHECK(inside_args(p.argv[i], copy, argc));
    }
    free(text);
    return 0;
}
