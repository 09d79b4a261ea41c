/*
** main.c - the `sudoku` command: picks the subcommand and hands it argv.
** Each subcommand lives in its own cli_<name>.c.
*/
#include <stdio.h>
#include <string.h>

#include "cli.h"

typedef struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} command;

static const command commands[] = {
    {"solve", cli_solve, "print the solution of each puzzle"},
    {"count", cli_count, "print the number of solutions of each puzzle"},
    {"gen", cli_gen, "generate puzzles with a unique solution"},
    {"rate", cli_rate, "rate each puzzle's difficulty for a person"},
    {"hint", cli_hint, "show the next logical step of each puzzle"},
    {"explain", cli_explain, "show each puzzle's logical solve path"},
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

static void usage(FILE *out) {
    fputs("Usage: sudoku COMMAND [OPTION]... [FILE]...\n"
          "Solve, count, generate and rate sudoku puzzles.\n\nCommands:\n",
          out);
    for (size_t i = 0; i < NCOMMANDS; i++)
        fprintf(out, "  %-8s %s\n", commands[i].name, commands[i].summary);
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

/* A usage error: what went wrong, and where to read more. */
static int short_usage(const char *problem) {
    if (problem) fprintf(stderr, "sudoku: %s\n", problem);
    fputs("Usage: sudoku COMMAND [OPTION]... [FILE]...\n"
          "Try 'sudoku --help' for more information.\n",
          stderr);
    return EXIT_USAGE;
}

int main(int argc, char **argv) {
    if (argc < 2) return short_usage("missing command");
    const char *name = argv[1];
    if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0) {
        usage(stdout);
        return cli_finish_output(EXIT_ALL_OK);
    }
    if (strcmp(name, "--version") == 0 || strcmp(name, "-V") == 0) {
        printf("sudoku %s\n"
               "Copyright (c) 2026 The sudoku developers\n"
               "License MIT: <https://opensource.org/licenses/MIT>\n"
               "This is free software: you are free to change and redistribute it.\n"
               "There is NO WARRANTY, to the extent permitted by law.\n",
               sudoku_version());
        return cli_finish_output(EXIT_ALL_OK);
    }
    for (size_t i = 0; i < NCOMMANDS; i++)
        if (strcmp(name, commands[i].name) == 0)
            return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "sudoku: unknown command '%s'\n", name);
    return short_usage(NULL);
}
