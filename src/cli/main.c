/*
** main.c - the `sudoku` command: picks the subcommand and hands it argv.
** Each subcommand lives in its own cli_<name>.c with its option table.
*/
#include <stdio.h>
#include <string.h>

#include "cli.h"

static const cli_command *const commands[] = {
    &cli_solve_command, &cli_count_command,   &cli_gen_command,   &cli_rate_command,
    &cli_hint_command,  &cli_explain_command, &cli_print_command, NULL};

static void usage(FILE *out) {
    fputs("Usage: sudoku COMMAND [OPTION]... [FILE]...\n"
          "Solve, count, generate, rate and print sudoku puzzles.\n\nCommands:\n",
          out);
    for (size_t i = 0; commands[i]; i++)
        fprintf(out, "  %-8s %s\n", commands[i]->name, commands[i]->summary);
    fputs("\nOptions:\n  -h, --help     show this help and exit\n"
          "  -V, --version  show the version and exit\n\n"
          "Run 'sudoku COMMAND --help' for a command's options.\n\n"
          "Examples:\n"
          "  sudoku solve puzzles/poj2676.txt\n"
          "  sudoku gen --count 5 --seed 1 --format line | sudoku rate\n\n"
          "Exit status: 0 all puzzles fine, 1 some puzzle invalid or unsolvable,\n"
          "2 usage error or unreadable input.\n",
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

/* A usage error: what went wrong, and where to read more. */
static int short_usage(const char *problem, const char *arg) {
    if (problem)
        fprintf(stderr, "sudoku: %s%s%s%s\n", problem, arg ? " '" : "", arg ? arg : "",
                arg ? "'" : "");
    fputs("Usage: sudoku COMMAND [OPTION]... [FILE]...\n"
          "Try 'sudoku --help' for more information.\n",
          stderr);
    return EXIT_USAGE;
}

int main(int argc, char **argv) {
    if (argc < 2) return short_usage("missing command", NULL);
    const char *name = argv[1];
    for (size_t i = 0; commands[i]; i++)
        if (strcmp(name, commands[i]->name) == 0)
            return commands[i]->run(argc - 1, argv + 1);
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
