/*
** cli_help.c - what the option tables say to people and to the shell: each
** command's --help, and the tables the bash completion is generated from;
** and the table of the options every command takes.
*/
#include <stdio.h>
#include <string.h>

#include "cli.h"

#define HELP_COLUMN_MAX 24 /* option text starts here at the latest */

/* The options every command takes (their parsing: cli_common.c). */
const cli_option cli_common_options[] = {
    {"box", 0, "RxC", NULL, CLI_OPT_BOX,
     "boxes R rows high, C wide: the size is R*C (default:\n"
     "each puzzle's by its cells, 4x4 to 25x25)"},
    {"symbols", 0, "STRING", NULL, CLI_OPT_SYMBOLS,
     "the cells' symbols, as many as the size (default\n"
     "1-9 then A-P: 123456789ABCDEFG on 16x16)"},
    {"variant", 0, "LIST", NULL, CLI_OPT_VARIANT,
     "x, windoku (hyper), dg, asterisk, centre-dot,\n"
     "girandola, anti-knight, anti-king, non-consecutive,\n"
     "latin, jigsaw; comma-separated"},
    {"help", 'h', NULL, NULL, CLI_OPT_HELP, "show this help and exit"},
    CLI_OPTIONS_END};

/* "  -j, --jobs N" or "      --stats": the left part of an option's line. */
static int option_label(const cli_option *o, char *buf, size_t size) {
    char letter[5] = "    ";
    if (o->short_name) snprintf(letter, sizeof letter, "-%c, ", o->short_name);
    return snprintf(buf, size, "  %s--%s%s%s", letter, o->name, o->value ? " " : "",
                    o->value ? o->value : "");
}

/* The widest label of a table, for the column the texts line up in. */
static int label_width(const cli_option *options, int width) {
    char label[64];
    for (const cli_option *o = options; o->name; o++) {
        int n = option_label(o, label, sizeof label);
        if (n > width) width = n;
    }
    return width;
}

/* One option: its label, then its text in the column, continuation lines
** indented to it; a label too wide for the column gets a line of its own. */
static void print_option(const cli_option *o, int column, FILE *out) {
    char label[64];
    int n = option_label(o, label, sizeof label);
    fputs(label, out);
    if (n + 2 > column) n = -1, fputc('\n', out);
    for (const char *line = o->help; *line;) {
        size_t len = strcspn(line, "\n");
        fprintf(out, "%*s%.*s\n", column - (n < 0 ? 0 : n), "", (int)len, line);
        n = 0;
        line += len + (line[len] == '\n');
    }
}

void cli_print_help(const cli_command *cmd, FILE *out) {
    int width = label_width(cli_common_options, label_width(cmd->options, 0)) + 2;
    int column = width < HELP_COLUMN_MAX ? width : HELP_COLUMN_MAX;
    fprintf(out, "Usage: sudoku %s %s\n%s\n", cmd->name, cmd->usage, cmd->about);
    for (const cli_option *o = cmd->options; o->name; o++)
        print_option(o, column, out);
    for (const cli_option *o = cli_common_options; o->name; o++)
        print_option(o, column, out);
    fprintf(out, "\n%s", cmd->epilogue);
}

/* "-j --jobs" for one option, or its value words. */
static void completion_words(const cli_option *options, FILE *out) {
    for (const cli_option *o = options; o->name; o++) {
        if (o->short_name) fprintf(out, " -%c", o->short_name);
        fprintf(out, " --%s", o->name);
    }
}

/* One case of the _sudoku_table shell function per option with a value:
**   CMD:-x|CMD:--name) echo '=CHOICES' ;;   ('=' alone: an open value,
** '=@file' a file name) */
static void completion_values(const char *name, const cli_option *options, FILE *out) {
    for (const cli_option *o = options; o->name; o++) {
        if (!o->value) continue;
        fprintf(out, "    ");
        if (o->short_name) fprintf(out, "%s:-%c|", name, o->short_name);
        fprintf(out, "%s:--%s) echo '=%s' ;;\n", name, o->name,
                o->choices                      ? o->choices
                : strcmp(o->value, "FILE") == 0 ? "@file"
                                                : "");
    }
}

void cli_print_completion_table(const cli_command *const *commands, FILE *out) {
    fputs("# _sudoku_table: the option tables of `sudoku`, printed by the binary\n"
          "# (sudoku --completion-table). _sudoku_table lists the commands;\n"
          "# _sudoku_table CMD: CMD's options; _sudoku_table CMD OPT: '=' and the\n"
          "# values OPT accepts ('=' alone: any value, '=@file' a file), nothing for\n"
          "# a flag; _sudoku_table CMD @operands: FILE when CMD reads files.\n"
          "_sudoku_table() {\n    case ${1-}:${2-} in\n    :) echo '",
          out);
    for (int i = 0; commands[i]; i++)
        fprintf(out, "%s%s", i ? " " : "", commands[i]->name);
    fputs("' ;;\n", out);
    for (int i = 0; commands[i]; i++) {
        fprintf(out, "    %s:) echo '", commands[i]->name);
        completion_words(commands[i]->options, out);
        completion_words(cli_common_options, out);
        fputs(" ' ;;\n", out);
        completion_values(commands[i]->name, commands[i]->options, out);
        completion_values(commands[i]->name, cli_common_options, out);
        if (strstr(commands[i]->usage, "FILE"))
            fprintf(out, "    %s:@operands) echo FILE ;;\n", commands[i]->name);
    }
    fputs("    esac\n}\n", out);
}
