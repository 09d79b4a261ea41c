/*
** main.c - the `sudoku` command: picks the subcommand and hands it argv.
** Each subcommand lives in its own cli_<name>.c with its option table.
*/
#include <stdio.h>
#include <string.h>

#include "cli.h"

static const cli_command *const commands[] = {
    &cli_solve_command,  &cli_count_command,   &cli_gen_command,   &cli_rate_command,
    &cli_hint_command,   &cli_explain_command, &cli_print_command, &cli_canon_command,
    &cli_dedupe_command, &cli_shuffle_command, &cli_same_command,  NULL};

static void usage(FILE *out) {
    fputs("Usage: sudoku COMMAND [OPTION]... [FILE]...\n"
          "Solve, count, generate, rate and print sudoku puzzles.\n\nCommands:\n",
          out);
    for (size_t i = 0; commands[i]; i++)
        fprintf(out, "  %-8s %s\n", commands[i]->name, commands[i]->summary);
    fputs("  help     show a command's options: sudoku help COMMAND\n\n"
          "Options:\n  -h, --help     show this help and exit\n"
          "  -V, --version  show the version and exit\n\n"
          "Run 'sudoku help COMMAND' or 'sudoku COMMAND --help' for a command's\n"
          "options.\n\n"
          "Examples:\n"
          "  sudoku solve puzzles/poj2676.txt\n"
          "  sudoku gen --count 5 --seed 1 --format line | sudoku rate\n\n"
          "Exit status: 0 all puzzles fine, 1 some puzzle invalid or unsolvable (or\n"
          "of a shape the command does not take), 2 usage error or unreadable input.\n",
          out);
}

static void version(FILE *out) {
    fprintf(out,
            "sudoku %s\n"
            "Copyright (c) 2026 The sudoku developers\n"
            "License MIT: <https://opensource.org/licenses/MIT>\n"
            "This is free software: you are free to change and redistribute it.\n"
            "There is NO WARRANTY, to the extent permitted by law.\n",
            sudoku_version());
}

#define NEAR_MAX 32 /* longer words are no typo of a command */

/* Edits (insertions, deletions, substitutions, swaps of two neighbours)
** from a to b, both shorter than NEAR_MAX: the optimal string alignment
** distance, row by row. */
static int edits(const char *a, const char *b) {
    int la = (int)strlen(a), lb = (int)strlen(b);
    int d[NEAR_MAX + 1][NEAR_MAX + 1];
    for (int i = 0; i <= la; i++)
        for (int j = 0; j <= lb; j++) {
            if (i == 0 || j == 0) {
                d[i][j] = i + j;
                continue;
            }
            int best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
            if (d[i - 1][j] + 1 < best) best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best) best = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
                d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
        }
    return d[la][lb];
}

/* The command 'name' is most likely a typo of: one that starts with it (two
** letters or more), or
** one at most two edits away (one for short names); NULL when none. */
static const cli_command *near_command(const char *name) {
    const cli_command *best = NULL;
    int best_edits = 3;
    size_t len = strlen(name);
    for (size_t i = 0; commands[i]; i++) {
        if (len > 1 && strncmp(commands[i]->name, name, len) == 0) return commands[i];
        if (len >= NEAR_MAX) continue;
        int e = edits(name, commands[i]->name);
        if (e < best_edits && e <= (len <= 3 ? 1 : 2)) best = commands[i], best_edits = e;
    }
    return best;
}

/* A usage error: what went wrong, and where to read more. */
static int short_usage(const char *problem, const char *arg) {
    const cli_command *near = NULL;
    if (problem && arg && strstr(problem, "unknown command")) near = near_command(arg);
    if (near)
        fprintf(stderr, "sudoku: %s '%s'; did you mean '%s'?\n", problem, arg,
                near->name);
    else if (problem)
        fprintf(stderr, "sudoku: %s%s%s%s\n", problem, arg ? " '" : "", arg ? arg : "",
                arg ? "'" : "");
    fputs("Usage: sudoku COMMAND [OPTION]... [FILE]...\n"
          "Try 'sudoku --help' for more information.\n",
          stderr);
    return EXIT_USAGE;
}

static const cli_command *find_command(const char *name) {
    for (size_t i = 0; commands[i]; i++)
        if (strcmp(name, commands[i]->name) == 0) return commands[i];
    return NULL;
}

/* `sudoku help [COMMAND]`: the command's --help, or the overview. */
static int help(int argc, char **argv) {
    if (argc > 3) return short_usage("help takes one command, not", argv[3]);
    if (argc < 3) {
        usage(stdout);
        return cli_finish_output(EXIT_ALL_OK);
    }
    if (strcmp(argv[2], "--help") == 0 || strcmp(argv[2], "-h") == 0) {
        fputs("Usage: sudoku help [COMMAND]\n"
              "Show COMMAND's options (as 'sudoku COMMAND --help'), or without one\n"
              "the list of commands (as 'sudoku --help').\n\n"
              "Examples:\n  sudoku help gen\n",
              stdout);
        return cli_finish_output(EXIT_ALL_OK);
    }
    const cli_command *cmd = find_command(argv[2]);
    if (!cmd) return short_usage("no help for unknown command", argv[2]);
    cli_print_help(cmd, stdout);
    return cli_finish_output(EXIT_ALL_OK);
}

int main(int argc, char **argv) {
    if (argc < 2) return short_usage("missing command", NULL);
    const char *name = argv[1];
    const cli_command *cmd = find_command(name);
    if (cmd) return cmd->run(argc - 1, argv + 1);
    if (strcmp(name, "help") == 0) return help(argc, argv);
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0)
        usage(stdout);
    else if (strcmp(name, "--version") == 0 || strcmp(name, "-V") == 0)
        version(stdout);
    else if (strcmp(name, "--completion-table") == 0) /* for the build: src/pkg */
        cli_print_completion_table(commands, stdout);
    else
        return short_usage(name[0] == '-' ? "unknown option" : "unknown command", name);
    return cli_finish_output(EXIT_ALL_OK);
}
