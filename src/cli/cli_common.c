/*
** cli_common.c - the one option loop every command uses: GNU-style parsing
** by hand (C11 has no getopt_long) over the command's option table, the
** shape options every command takes (--box, --symbols, --variant), and the
** value parsers (numbers, choices, -j) the commands share.
*/
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"

int cli_usage_error(const cli_parser *p, const char *message, const char *arg) {
    if (arg)
        fprintf(stderr, "%s: %s '%s'\n", p->command, message, arg);
    else
        fprintf(stderr, "%s: %s\n", p->command, message);
    fprintf(stderr, "Usage: %s %s\nTry '%s --help' for more information.\n", p->command,
            p->cmd->usage, p->command);
    return EXIT_USAGE;
}

void cli_report_at(const char *name, unsigned long line, unsigned long column,
                   const char *message) {
    if (column)
        fprintf(stderr, "%s:%lu:%lu: %s\n", name, line, column, message);
    else
        fprintf(stderr, "%s:%lu: %s\n", name, line, message);
}

/* The two tables an option may come from: the command's, then the common. */
static const cli_option *table(const cli_parser *p, int i) {
    return i == 0 ? p->cmd->options : cli_common_options;
}

/* The option named exactly 'name', else the only one it abbreviates (GNU:
** --lim for --limit); NULL when none or several (*matches says which). */
static const cli_option *find_long(const cli_parser *p, const char *name, size_t len,
                                   int *matches) {
    const cli_option *found = NULL;
    *matches = 0;
    for (int t = 0; t < 2 && len > 0; t++)
        for (const cli_option *o = table(p, t); o->name; o++) {
            if (strncmp(o->name, name, len) != 0) continue;
            if (o->name[len] == '\0') return *matches = 1, o;
            found = o;
            ++*matches;
        }
    return *matches == 1 ? found : NULL;
}

static const cli_option *find_short(const cli_parser *p, char c) {
    for (int t = 0; t < 2; t++)
        for (const cli_option *o = table(p, t); o->name; o++)
            if (o->short_name && o->short_name == c) return o;
    return NULL;
}

/* GNU's message for an abbreviation of several options, naming them all:
** "option '--s' is ambiguous; possibilities: '--seed' '--symmetry'". */
static int ambiguous(const cli_parser *p, const char *arg, const char *name, size_t len) {
    fprintf(stderr, "%s: option '%.*s' is ambiguous; possibilities:", p->command,
            (int)(len + 2), arg);
    for (int t = 0; t < 2; t++)
        for (const cli_option *o = table(p, t); o->name; o++)
            if (strncmp(o->name, name, len) == 0) fprintf(stderr, " '--%s'", o->name);
    fputc('\n', stderr);
    fprintf(stderr, "Usage: %s %s\nTry '%s --help' for more information.\n", p->command,
            p->cmd->usage, p->command);
    return -1;
}

/* Takes an option's value from "=V", the rest of a cluster, or the next arg. */
static int take_value(cli_parser *p, const char *inline_value, const char *shown,
                      const char **value) {
    if (inline_value) {
        *value = inline_value;
        return 0;
    }
    if (p->next >= p->argc) {
        cli_usage_error(p, "option requires a value:", shown);
        return -1;
    }
    *value = p->argv[p->next++];
    return 0;
}

/* Finds the option of "--name[=value]"; NULL after a usage error. */
static const cli_option *parse_long(cli_parser *p, const char *arg, const char **value) {
    const char *name = arg + 2, *eq = strchr(name, '=');
    size_t len = eq ? (size_t)(eq - name) : strlen(name);
    int matches;
    const cli_option *o = find_long(p, name, len, &matches);
    if (!o && matches > 1) return ambiguous(p, arg, name, len), NULL;
    if (!o) return cli_usage_error(p, "unknown option", arg), NULL;
    if (!o->value && eq) return cli_usage_error(p, "option takes no value:", arg), NULL;
    if (o->value && take_value(p, eq ? eq + 1 : NULL, arg, value) < 0) return NULL;
    return o;
}

/* Finds the option of the next letter of a cluster; NULL after a usage error. */
static const cli_option *parse_short(cli_parser *p, const char **value) {
    char shown[3] = {'-', *p->short_rest, '\0'};
    const cli_option *o = find_short(p, *p->short_rest++);
    if (!o) return cli_usage_error(p, "unknown option", shown), NULL;
    if (o->value) {
        const char *rest = *p->short_rest ? p->short_rest : NULL;
        p->short_rest = NULL;
        if (take_value(p, rest, shown, value) < 0) return NULL;
    } else if (!*p->short_rest) {
        p->short_rest = NULL;
    }
    return o;
}

/* The next option, with *value set when it takes one; *done at the end of
** argv; NULL with *done unset after a usage error. */
static const cli_option *next_option(cli_parser *p, const char **value, int *done) {
    *value = NULL;
    *done = 0;
    if (p->short_rest) return parse_short(p, value);
    while (p->next < p->argc) {
        char *arg = p->argv[p->next++];
        if (p->only_operands || arg[0] != '-' || arg[1] == '\0') {
            p->argv[p->noperands++] = arg; /* operands gather at the front */
            continue;
        }
        if (strcmp(arg, "--") == 0) {
            p->only_operands = 1;
            continue;
        }
        if (arg[1] == '-') return parse_long(p, arg, value);
        p->short_rest = arg + 1;
        return parse_short(p, value);
    }
    *done = 1;
    return NULL;
}

/* A command that reads puzzles from a terminal would sit silent, looking
** hung: one line on stderr says what it waits for. Only when the input is a
** terminal (never in a pipe) and the command reads standard input. */
static void note_terminal_input(const cli_parser *p) {
    int reads_stdin = p->noperands == 0;
    for (int i = 0; i < p->noperands; i++)
        if (strcmp(p->argv[i], "-") == 0) reads_stdin = 1;
    if (!reads_stdin || !strstr(p->cmd->usage, "FILE") || !cli_is_terminal(0)) return;
    fprintf(stderr, "%s: reading puzzles from the terminal; Ctrl-D ends the input\n",
            p->command);
}

static int is_common(const cli_option *o) {
    for (const cli_option *q = cli_common_options; q->name; q++)
        if (q == o) return 1;
    return 0;
}

/* --column's value, checked by the reader's own rule. */
static int check_column(const cli_parser *p, const char *value) {
    sudoku_reader *r = sudoku_reader_new(NULL);
    if (!r) return fprintf(stderr, "%s: out of memory\n", p->command), -1;
    sudoku_status st = sudoku_reader_set_column(r, value);
    sudoku_reader_free(r);
    if (st == SUDOKU_OK) return 0;
    cli_usage_error(p,
                    "--column takes a column name (under 64 bytes) or a number from 1, "
                    "not",
                    value);
    return -1;
}

/* ------------------------------------------------------------ shapes */

static int take_box(cli_parser *p, const char *value) {
    int rows, cols;
    if (sudoku_board_parse_box(value, &rows, &cols) < 0)
        return cli_usage_error(p,
                               "--box wants RxC with R*C one of 4, 6, 8, 9, 10, 12, "
                               "15, 16, 20, 25, not",
                               value),
               -1;
    p->shape.box_rows = rows, p->shape.box_cols = cols;
    p->shape.side = rows * cols;
    return 0;
}

static int take_symbols(cli_parser *p, const char *value) {
    if (!sudoku_board_symbols_ok(value))
        return cli_usage_error(p,
                               "--symbols wants 4, 6, 8, 9, 10, 12, 15, 16, 20 or 25 "
                               "distinct characters (not '.', '|', '#' or blanks), not",
                               value),
               -1;
    memcpy(p->shape.symbols, value, strlen(value) + 1);
    p->shape.side = (int)strlen(value);
    return 0;
}

/* With the size fixed, a variant the shape cannot take is a usage error. */
static int check_shape(cli_parser *p) {
    if (!p->shape.side) return 0;
    sudoku_shape_spec spec;
    sudoku_shape_spec_init(&spec, p->shape.side);
    if (p->shape.box_rows)
        spec.box_rows = p->shape.box_rows, spec.box_cols = p->shape.box_cols;
    spec.variants = p->shape.variants;
    if (spec.variants & SUDOKU_VARIANT_JIGSAW) { /* any map will do for the check */
        spec.variants &= ~(unsigned)SUDOKU_VARIANT_JIGSAW;
        spec.variants |= SUDOKU_VARIANT_LATIN;
    }
    sudoku_shape *shape = NULL;
    sudoku_error err = {0};
    if (sudoku_shape_new(&spec, &shape, &err) != SUDOKU_OK)
        return cli_usage_error(p, err.text, NULL), -1;
    sudoku_shape_free(shape);
    return 0;
}

/* Takes --box, --symbols or --variant into p->shape; with the size fixed, a
** variant the shape cannot take is a usage error. Returns 0, or -1 after a
** usage error. */
static int take_shape_option(cli_parser *p, int id, const char *value) {
    if (!value) /* the table gives each a value; a table edit could not */
        return cli_usage_error(p, "option requires a value", NULL), -1;
    int rc = 0;
    if (id == CLI_OPT_BOX) {
        rc = take_box(p, value);
    } else if (id == CLI_OPT_SYMBOLS) {
        rc = take_symbols(p, value);
    } else {
        sudoku_error err = {0};
        unsigned v = 0;
        if (sudoku_variants_parse(value, &v, &err) != SUDOKU_OK)
            return cli_usage_error(p, err.text, NULL), -1;
        p->shape.variants = v;
    }
    p->shape_given = 1;
    return rc < 0 ? rc : check_shape(p);
}

/* ------------------------------------------------------------ the loop */

int cli_parse(cli_parser *p, const cli_command *cmd, int argc, char **argv,
              cli_option_fn fn, void *config) {
    memset(p, 0, sizeof *p);
    p->cmd = cmd;
    snprintf(p->command, sizeof p->command, "sudoku %s", cmd->name);
    p->argc = argc;
    p->argv = argv;
    p->next = 1;
    const char *value;
    int done;
    for (;;) {
        const cli_option *o = next_option(p, &value, &done);
        if (done) return note_terminal_input(p), CLI_GO_ON;
        if (!o) return EXIT_USAGE;
        if (is_common(o) && o->id != CLI_OPT_HELP) {
            if (take_shape_option(p, o->id, value) != 0) return EXIT_USAGE;
            continue;
        }
        if (is_common(o)) {
            cli_print_help(cmd, stdout);
            return cli_finish_output(EXIT_ALL_OK);
        }
        if (o->id == CLI_OPT_COLUMN) {
            if (check_column(p, value) != 0) return EXIT_USAGE;
            p->column = value;
            continue;
        }
        if (fn(p, o, value, config) != 0) return EXIT_USAGE;
    }
}

int cli_parse_number(const cli_parser *p, const char *name, const char *text,
                     long long min, long long max, long long *out) {
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    if (*text == '\0' || *end != '\0' || errno == ERANGE || v < min || v > max) {
        char message[128];
        snprintf(message, sizeof message,
                 "--%s wants a whole number from %lld to %lld, not", name, min, max);
        cli_usage_error(p, message, text);
        return -1;
    }
    *out = v;
    return 0;
}

/* Appends "a, b or c" for the choices "a b c" to message[n..size). */
static void list_choices(const char *choices, char *message, size_t n, size_t size) {
    for (const char *c = choices; *c && n < size;) {
        size_t len = strcspn(c, " ");
        const char *rest = c + len + (c[len] == ' ');
        const char *sep = c == choices ? "" : *rest ? ", " : " or ";
        n += (size_t)snprintf(message + n, size - n, "%s%.*s", sep, (int)len, c);
        c = rest;
    }
}

int cli_parse_choice(const cli_parser *p, const cli_option *opt, const char *text) {
    size_t len = strlen(text);
    int index = 0;
    for (const char *c = opt->choices; *c; index++) {
        size_t n = strcspn(c, " ");
        if (n == len && strncmp(c, text, n) == 0) return index;
        c += n + (c[n] == ' ');
    }
    char message[160];
    int n = snprintf(message, sizeof message, "--%s wants ", opt->name);
    list_choices(opt->choices, message, (size_t)n, sizeof message - 5);
    size_t end = strlen(message); /* list_choices left room for ", not" */
    snprintf(message + end, sizeof message - end, ", not");
    cli_usage_error(p, message, text);
    return -1;
}

int cli_parse_format(const cli_parser *p, const cli_option *opt, const char *text,
                     cli_format *format) {
    int f = cli_format_find(text);
    unsigned accepted = cli_format_set(opt->choices);
    if (f < 0) {
        cli_parse_choice(p, opt, text); /* no format at all: "wants ..., not" */
        return -1;
    }
    if (!((accepted >> f) & 1u)) {
        char list[96], message[192];
        cli_format_list(accepted, list, sizeof list);
        snprintf(message, sizeof message,
                 "--format %s makes no sense for %s; it takes %s", text, p->cmd->name,
                 list);
        cli_usage_error(p, message, NULL);
        return -1;
    }
    *format = (cli_format)f;
    return 0;
}

int cli_parse_color(const cli_parser *p, const cli_option *opt, const char *text,
                    int *color) {
    int mode = cli_parse_choice(p, opt, text); /* choices: auto always never */
    if (mode < 0) return -1;
    *color = cli_color_wanted((cli_color)mode);
    return 0;
}

/* Online processors from Linux's sysfs list ("0-3,6"); 1 when unknown. */
static long online_processors(void) {
    FILE *f = fopen("/sys/devices/system/cpu/online", "r");
    long total = 0;
    if (!f) return 1;
    long a, b;
    for (;;) {
        if (fscanf(f, "%ld", &a) != 1) break;
        b = a;
        int c = fgetc(f);
        if (c == '-' && fscanf(f, "%ld", &b) == 1) c = fgetc(f);
        if (b >= a && b - a < 1000000) total += b - a + 1;
        if (c != ',') break;
    }
    fclose(f);
    return total > 0 ? total : 1;
}

int cli_jobs_for(long long asked, long online) {
    long long n = asked == 0 ? online : asked;
    return (int)(n < 1 ? 1 : n > CLI_MAX_JOBS ? CLI_MAX_JOBS : n);
}

int cli_parse_jobs(const cli_parser *p, const char *text, int *jobs) {
    long long n;
    if (cli_parse_number(p, "jobs", text, 0, CLI_MAX_JOBS, &n) < 0) return -1;
    *jobs = cli_jobs_for(n, n == 0 ? online_processors() : 0);
    return 0;
}

double cli_seconds(void) {
    struct timespec ts;
    if (timespec_get(&ts, TIME_UTC) == 0) return 0.0;
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int cli_parse_seed(const cli_parser *p, const char *text, uint64_t *seed) {
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (*text < '0' || *text > '9' || *end != '\0' || errno == ERANGE) {
        cli_usage_error(p, "--seed wants a whole number from 0 to 2^64-1, not", text);
        return -1;
    }
    *seed = (uint64_t)v;
    return 0;
}

/* A seed nobody chose: the clock's nanoseconds and addresses that vary from
** run to run (ASLR), mixed, so two runs in the same second differ. */
uint64_t cli_fresh_seed(void) {
    struct timespec ts = {0, 0};
    timespec_get(&ts, TIME_UTC);
    int local = 0;
    uint64_t parts[4] = {(uint64_t)ts.tv_sec, (uint64_t)ts.tv_nsec,
                         (uint64_t)(uintptr_t)&local, (uint64_t)clock()};
    sudoku_rng rng;
    sudoku_rng_seed(&rng, parts[0]);
    uint64_t seed = 0;
    for (int i = 0; i < 4; i++)
        seed ^= sudoku_rng_next(&rng) + parts[i] * UINT64_C(0x9E3779B97F4A7C15);
    return seed;
}
