/*
** cli_common.c - GNU-style option parsing by hand (C11 has no getopt_long)
** and the number parsers every command uses.
*/
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"

void cli_parser_init(cli_parser *p, const char *command, const char *usage, int argc,
                     char **argv) {
    memset(p, 0, sizeof *p);
    p->command = command;
    p->usage = usage;
    p->argc = argc;
    p->argv = argv;
    p->next = 1;
}

int cli_usage_error(const cli_parser *p, const char *message, const char *arg) {
    if (arg)
        fprintf(stderr, "%s: %s '%s'\n", p->command, message, arg);
    else
        fprintf(stderr, "%s: %s\n", p->command, message);
    fprintf(stderr, "%sTry '%s --help' for more information.\n", p->usage, p->command);
    return EXIT_USAGE;
}

/* The option named exactly 'name', else the only one it abbreviates (GNU:
** --lim for --limit); NULL, with *ambiguous set if several share the prefix. */
static const cli_option *find_long(const cli_option *options, const char *name,
                                   size_t len, int *ambiguous) {
    const cli_option *found = NULL;
    int matches = 0;
    for (const cli_option *o = options; o->name && len > 0; o++) {
        if (strncmp(o->name, name, len) != 0) continue;
        if (o->name[len] == '\0') return *ambiguous = 0, o;
        found = o;
        matches++;
    }
    *ambiguous = matches > 1;
    return matches == 1 ? found : NULL;
}

static const cli_option *find_short(const cli_option *options, char c) {
    for (const cli_option *o = options; o->name; o++)
        if (o->short_name && o->short_name == c) return o;
    return NULL;
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

static int parse_long(cli_parser *p, const char *arg, const cli_option *options,
                      const char **value) {
    const char *name = arg + 2, *eq = strchr(name, '=');
    size_t len = eq ? (size_t)(eq - name) : strlen(name);
    int ambiguous;
    const cli_option *o = find_long(options, name, len, &ambiguous);
    if (!o)
        return cli_usage_error(p, ambiguous ? "ambiguous option" : "unknown option", arg),
               CLI_OPT_ERROR;
    if (!o->has_value && eq)
        return cli_usage_error(p, "option takes no value:", arg), CLI_OPT_ERROR;
    if (o->has_value && take_value(p, eq ? eq + 1 : NULL, arg, value) < 0)
        return CLI_OPT_ERROR;
    return o->id;
}

static int parse_short(cli_parser *p, const cli_option *options, const char **value) {
    char shown[3] = {'-', *p->short_rest, '\0'};
    const cli_option *o = find_short(options, *p->short_rest++);
    if (!o) return cli_usage_error(p, "unknown option", shown), CLI_OPT_ERROR;
    if (o->has_value) {
        const char *rest = *p->short_rest ? p->short_rest : NULL;
        p->short_rest = NULL;
        if (take_value(p, rest, shown, value) < 0) return CLI_OPT_ERROR;
    } else if (!*p->short_rest) {
        p->short_rest = NULL;
    }
    return o->id;
}

int cli_next_option(cli_parser *p, const cli_option *options, const char **value) {
    *value = NULL;
    if (p->short_rest) return parse_short(p, options, value);
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
        if (arg[1] == '-') return parse_long(p, arg, options, value);
        p->short_rest = arg + 1;
        return parse_short(p, options, value);
    }
    return CLI_OPT_DONE;
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

/* Online processors from Linux's sysfs list ("0-3,6"); 1 when unknown. */
static int online_processors(void) {
    FILE *f = fopen("/sys/devices/system/cpu/online", "r");
    int total = 0;
    if (!f) return 1;
    long a, b;
    for (;;) {
        if (fscanf(f, "%ld", &a) != 1) break;
        b = a;
        int c = fgetc(f);
        if (c == '-' && fscanf(f, "%ld", &b) == 1) c = fgetc(f);
        if (b >= a) total += (int)(b - a + 1);
        if (c != ',') break;
    }
    fclose(f);
    return total > 0 ? total : 1;
}

int cli_parse_jobs(const cli_parser *p, const char *text, int *jobs) {
    long long n;
    if (cli_parse_number(p, "jobs", text, 0, 256, &n) < 0) return -1;
    *jobs = n == 0 ? online_processors() : (int)n;
    return 0;
}

double cli_seconds(void) {
    struct timespec ts;
    if (timespec_get(&ts, TIME_UTC) == 0) return 0.0;
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}
