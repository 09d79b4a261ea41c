/*
** cli_output.c - the --format vocabulary and colour choice, grids drawn as
** lines, grids and boxes, and the record writer behind CSV and NDJSON: a
** command writes its fields once, in one order, and gets both formats.
*/
#if defined(__unix__) || defined(__APPLE__)
#define _POSIX_C_SOURCE 200809L /* isatty: cli_is_terminal */
#include <unistd.h>
#define IS_TTY(fd) isatty(fd)
#else
#define IS_TTY(fd) ((void)(fd), 0)
#endif
#if defined(__linux__) || defined(__APPLE__)
#define _DEFAULT_SOURCE  /* TIOCGWINSZ: the terminal's width */
#define _DARWIN_C_SOURCE /* the same on macOS */
#include <sys/ioctl.h>
#endif

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_output.h"

int cli_is_terminal(int fd) { return IS_TTY(fd); }

/* ------------------------------------------------------------ vocabulary */

static const char *const format_names[CLI_FORMAT_COUNT] = {
    "same", "text", "line", "grid", "boxed", "csv", "json"};

int cli_format_find(const char *name) {
    for (int f = 0; f < CLI_FORMAT_COUNT; f++)
        if (strcmp(name, format_names[f]) == 0) return f;
    return -1;
}

const char *cli_format_name(cli_format format) {
    return (unsigned)format < CLI_FORMAT_COUNT ? format_names[format] : "unknown";
}

void cli_format_list(unsigned accepted, char *buf, size_t size) {
    int left = 0;
    size_t n = 0;
    for (int f = 0; f < CLI_FORMAT_COUNT; f++)
        left += (accepted >> f) & 1u ? 1 : 0;
    buf[0] = '\0';
    for (int f = 0; f < CLI_FORMAT_COUNT && n < size; f++) {
        if (!((accepted >> f) & 1u)) continue;
        left--;
        int k = snprintf(buf + n, size - n, "%s%s", format_names[f],
                         left > 1    ? ", "
                         : left == 1 ? " or "
                                     : "");
        if (k > 0) n += (size_t)k;
    }
}

unsigned cli_format_set(const char *names) {
    unsigned set = 0;
    char name[16];
    for (const char *c = names; *c;) {
        size_t n = strcspn(c, " ");
        snprintf(name, sizeof name, "%.*s", (int)n, c);
        int f = cli_format_find(name);
        if (f >= 0) set |= 1u << f;
        c += n + (c[n] == ' ');
    }
    return set;
}

int cli_color_wanted(cli_color mode) {
    if (mode != CLI_COLOR_AUTO) return mode == CLI_COLOR_ALWAYS;
    const char *no_color = getenv("NO_COLOR"), *term = getenv("TERM");
    if (no_color && no_color[0]) return 0; /* https://no-color.org */
    if (term && strcmp(term, "dumb") == 0) return 0;
    return cli_is_terminal(1);
}

/* ------------------------------------------------------------ grids */

/* Writes "r3c5" and a NUL into name[0..5). */
static void cell_name(int cell, char *name) {
    name[0] = 'r';
    name[1] = (char)('1' + cell / 9);
    name[2] = 'c';
    name[3] = (char)('1' + cell % 9);
    name[4] = '\0';
}

void cli_put_cell(cli_text *t, int cell) {
    char name[5];
    cell_name(cell, name);
    cli_text_add(t, name, 4);
}

/* One cell: 'empty' when 0; with colour, givens bold and filled digits cyan. */
static void put_digit(cli_text *t, int digit, int given, int color, char empty) {
    if (digit == 0)
        cli_text_putc(t, empty);
    else if (color)
        cli_text_printf(t, "\033[%sm%d\033[0m", given ? "1" : "36", digit);
    else
        cli_text_putc(t, (char)('0' + digit));
}

void cli_put_cells(cli_text *t, const sudoku_grid *grid) {
    char cells[81];
    for (int i = 0; i < 81; i++)
        cells[i] = grid->cell[i] ? (char)('0' + grid->cell[i]) : '.';
    cli_text_add(t, cells, 81);
}

void cli_put_grid(cli_text *t, const sudoku_grid *grid, const sudoku_grid *puzzle,
                  cli_format format, int color) {
    static const char border[] = "+-------+-------+-------+\n";
    char empty = format == CLI_FORMAT_GRID ? '0' : '.';
    for (int i = 0; i < 81; i++) {
        int col = i % 9, given = !puzzle || puzzle->cell[i] != 0;
        if (format == CLI_FORMAT_BOXED && i % 27 == 0) cli_text_puts(t, border);
        if (format == CLI_FORMAT_BOXED && col % 3 == 0) cli_text_puts(t, "| ");
        put_digit(t, grid->cell[i], given, color, empty);
        if (format == CLI_FORMAT_BOXED) cli_text_putc(t, ' ');
        if (col == 8 && format == CLI_FORMAT_BOXED) cli_text_puts(t, "|\n");
        if (col == 8 && format == CLI_FORMAT_GRID) cli_text_putc(t, '\n');
    }
    if (format == CLI_FORMAT_BOXED) cli_text_puts(t, border);
    if (format == CLI_FORMAT_LINE) cli_text_putc(t, '\n');
}

void cli_technique_slug(sudoku_technique tech, char *buf, size_t size) {
    snprintf(buf, size, "%s", sudoku_technique_name(tech));
    for (size_t i = 0; buf[i]; i++) {
        if (buf[i] == ' ') buf[i] = '-';
        if (buf[i] >= 'A' && buf[i] <= 'Z') buf[i] = (char)(buf[i] - 'A' + 'a');
    }
}

const char *cli_status_word(sudoku_status status) {
    if (status == SUDOKU_OK) return "ok";
    if (status == SUDOKU_END) return "solved"; /* hint: nothing left to do */
    if (status == SUDOKU_EMULTIPLE) return "not-unique";
    if (status == SUDOKU_ENOSOLUTION) return "no-solution";
    if (status == SUDOKU_EUNSUPPORTED) return "unsupported"; /* rate a variant */
    return "invalid";
}

/* ------------------------------------------------------------ records */

void cli_csv_header(cli_text *t, const char *const *columns) {
    for (int i = 0; columns[i]; i++) {
        if (i) cli_text_putc(t, ',');
        cli_text_csv_field(t, columns[i], strlen(columns[i]));
    }
    cli_text_add(t, "\r\n", 2);
}

void cli_print_csv_header(const char *const *columns) {
    cli_text t = {0};
    cli_csv_header(&t, columns);
    if (t.len) fwrite(t.data, 1, t.len, stdout);
    cli_text_free(&t);
}

void cli_record_begin(cli_writer *w, cli_format format, cli_text *out,
                      const char *const *columns) {
    assert(format == CLI_FORMAT_CSV || format == CLI_FORMAT_JSON);
    assert(format != CLI_FORMAT_CSV || columns);
    w->format = format;
    w->out = out;
    w->columns = columns;
    w->column = 0;
    w->depth = 0;
    w->has_items = 0;
    if (format == CLI_FORMAT_JSON) cli_text_putc(out, '{');
}

void cli_record_end(cli_writer *w) {
    if (w->format == CLI_FORMAT_JSON) {
        assert(w->depth == 0);
        cli_text_add(w->out, "}\n", 2);
    } else {
        assert(w->columns[w->column] == NULL); /* every column written */
        cli_text_add(w->out, "\r\n", 2);
    }
}

/* Starts a member: the separator, then the key (JSON) or the next column,
** which must be 'name' (CSV). */
static void key(cli_writer *w, const char *name) {
    if (w->format == CLI_FORMAT_CSV) {
        assert(name && w->columns[w->column] && strcmp(w->columns[w->column], name) == 0);
        if (w->column++) cli_text_putc(w->out, ',');
        return;
    }
    unsigned bit = 1u << w->depth;
    if (w->has_items & bit) cli_text_putc(w->out, ',');
    w->has_items |= bit;
    if (!name) return;
    cli_text_json_string(w->out, name, strlen(name));
    cli_text_putc(w->out, ':');
}

void cli_field_bytes(cli_writer *w, const char *name, const char *s, size_t n) {
    key(w, name);
    if (w->format == CLI_FORMAT_CSV)
        cli_text_csv_field(w->out, s, n);
    else
        cli_text_json_string(w->out, s, n);
}

void cli_field_string(cli_writer *w, const char *name, const char *s) {
    cli_field_bytes(w, name, s, strlen(s));
}

void cli_field_int(cli_writer *w, const char *name, long long v) {
    key(w, name);
    cli_text_printf(w->out, "%lld", v);
}

void cli_field_uint(cli_writer *w, const char *name, uint64_t v) {
    key(w, name);
    cli_text_printf(w->out, "%llu", (unsigned long long)v);
}

void cli_field_score(cli_writer *w, const char *name, double v) {
    key(w, name);
    cli_text_printf(w->out, "%.1f", v);
}

void cli_field_bool(cli_writer *w, const char *name, int v) {
    key(w, name);
    cli_text_puts(w->out, v ? "true" : "false");
}

void cli_field_null(cli_writer *w, const char *name) {
    key(w, name);
    if (w->format == CLI_FORMAT_JSON) cli_text_puts(w->out, "null");
}

void cli_field_absent(cli_writer *w, const char *name) {
    if (w->format == CLI_FORMAT_CSV) key(w, name);
}

void cli_field_grid(cli_writer *w, const char *name, const sudoku_grid *grid) {
    key(w, name);
    if (w->format == CLI_FORMAT_JSON) cli_text_putc(w->out, '"');
    cli_put_cells(w->out, grid); /* digits and dots need no escaping */
    if (w->format == CLI_FORMAT_JSON) cli_text_putc(w->out, '"');
}

void cli_put_record_lines(cli_text *t, const sudoku_record *rec, size_t from,
                          char separator) {
    const char between[2] = {separator, '\0'}, *sep = "";
    for (size_t at = from; at < rec->raw_len;) {
        const char *line = rec->raw + at, *end = memchr(line, '\n', rec->raw_len - at);
        size_t len = end ? (size_t)(end - line) : rec->raw_len - at, lead = 0;
        at += len + 1;
        while (lead < len &&
               (line[lead] == ' ' || line[lead] == '\t' || line[lead] == '\r'))
            lead++;
        if (lead == len || line[lead] == '#') continue; /* blank, or a comment */
        cli_text_puts(t, sep);
        cli_text_add(t, line, len);
        sep = between;
    }
}

void cli_field_raw(cli_writer *w, const char *name, const sudoku_record *rec,
                   size_t from) {
    cli_text text = {0};
    cli_put_record_lines(&text, rec, from, '\n');
    cli_field_bytes(w, name, text.data ? text.data : "", text.len);
    cli_text_free(&text);
}

static void open_container(cli_writer *w, const char *name, char bracket) {
    assert(w->format == CLI_FORMAT_JSON && w->depth < 30);
    key(w, name);
    cli_text_putc(w->out, bracket);
    w->depth++;
    w->has_items &= ~(1u << w->depth);
}

static void close_container(cli_writer *w, char bracket) {
    assert(w->format == CLI_FORMAT_JSON && w->depth > 0);
    w->depth--;
    cli_text_putc(w->out, bracket);
}

void cli_object_begin(cli_writer *w, const char *name) { open_container(w, name, '{'); }
void cli_object_end(cli_writer *w) { close_container(w, '}'); }
void cli_array_begin(cli_writer *w, const char *name) { open_container(w, name, '['); }
void cli_array_end(cli_writer *w) { close_container(w, ']'); }

/* ------------------------------------------------------------ steps */

/* {"cell":"r3c5","digit":7} */
static void put_candidate(cli_writer *w, int cell, int digit) {
    char name[5];
    cell_name(cell, name);
    cli_object_begin(w, NULL);
    cli_field_bytes(w, "cell", name, 4);
    cli_field_int(w, "digit", digit);
    cli_object_end(w);
}

/* A unit as a JSON string: "r3" row 3, "c5" column 5, "b2" box 2, a
** variant's house as sudoku_unit_name says it ("x1", "dg4", "w2"). */
static void put_unit_name(cli_text *t, int unit) {
    char name[8];
    size_t n = sudoku_unit_name(unit, name, sizeof name);
    cli_text_json_string(t, name, n < sizeof name ? n : sizeof name - 1);
}

static void put_unit(cli_writer *w, int unit) {
    key(w, NULL);
    put_unit_name(w->out, unit);
}

/* A node of a chain known only by its pattern cells: cells[first] and the
** n - 1 after it, a group when n > 1 (sudoku.h: the cells after a group's
** first carry digit 0). */
typedef struct node_group {
    int first, n;
} node_group;

/* Where a pattern node's pattern is: "units" and "digits", when known. */
static void put_pattern_place(cli_writer *w, const sudoku_chain_node *node) {
    if (node->where[0] >= 27 || !node->digits) return;
    cli_array_begin(w, "units");
    for (int i = 0; i < 2; i++)
        if (node->where[i] < 27) put_unit(w, node->where[i]);
    cli_array_end(w);
    cli_array_begin(w, "digits");
    for (int d = 1; d <= 9; d++)
        if ((node->digits >> (d - 1)) & 1u) cli_field_int(w, NULL, d);
    cli_array_end(w);
}

/* What a step rests on, as sudoku.h's chain fields; a group's n cells too. */
static void put_node(cli_writer *w, const sudoku_chain_node *node,
                     const unsigned char *group, int n) {
    static const char *const links[] = {"start", "weak", "strong",
                                        "cell",  "unit", "pattern"};
    char name[48];
    cli_object_begin(w, NULL);
    cell_name(node->cell, name);
    cli_field_bytes(w, "cell", name, 4);
    if (n > 1) {
        cli_array_begin(w, "cells");
        for (int k = 0; k < n; k++) {
            cell_name(group[k], name);
            cli_field_bytes(w, NULL, name, 4);
        }
        cli_array_end(w);
    }
    cli_field_int(w, "digit", node->digit);
    cli_field_bool(w, "on", node->on);
    cli_field_string(w, "link", node->link < 6 ? links[node->link] : "unknown");
    if (node->from >= 0)
        cli_field_int(w, "from", node->from);
    else
        cli_field_null(w, "from");
    cli_field_int(w, "branch", node->branch);
    cli_field_int(w, "depth", node->depth);
    if ((node->link == SUDOKU_LINK_STRONG || node->link == SUDOKU_LINK_UNIT) &&
        node->unit < 27) {
        key(w, "unit");
        put_unit_name(w->out, node->unit);
    } else if (node->link == SUDOKU_LINK_PATTERN) {
        cli_technique_slug((sudoku_technique)node->unit, name, sizeof name);
        cli_field_string(w, "technique", name);
        put_pattern_place(w, node);
    }
    cli_object_end(w);
}

/* A chain whose nodes are only in 'cells' and 'cell_digit' (sudoku.h:
** nodes alternate, the first link strong; a group of cells is one node),
** with two nodes at least. */
static int has_node_cells(const sudoku_step *st) {
    return st->n_cells > 1 && st->cell_digit[0] != 0 && sudoku_step_chain_in_cells(st);
}

/* Splits the pattern cells of 'st' into its nodes, groups[0..count).
** Returns the count. */
static int node_groups(const sudoku_step *st, node_group *groups) {
    int count = 0;
    for (int i = 0; i < st->n_cells; i++) {
        if (st->cell_digit[i] == 0 && count > 0) {
            groups[count - 1].n++;
            continue;
        }
        groups[count].first = i;
        groups[count++].n = 1;
    }
    return count;
}

/* Fills the chain fields of 'st' from its nodes 'groups[0..count)', a node
** a group's first cell: an alternating chain whose first node false makes
** its last true. */
static void chain_from_cells(sudoku_step *st, const node_group *groups, int count) {
    st->chain_end = SUDOKU_CHAIN_EITHER;
    st->n_branches = 1;
    st->n_chain = count;
    st->chain_cut = st->length > count;
    for (int i = 0; i < count; i++) {
        sudoku_chain_node *node = &st->chain[i];
        node->cell = st->cells[groups[i].first];
        node->digit = st->cell_digit[groups[i].first];
        node->on = (unsigned char)(i % 2);
        node->link = (unsigned char)(i == 0       ? SUDOKU_LINK_START
                                     : i % 2 == 1 ? SUDOKU_LINK_STRONG
                                                  : SUDOKU_LINK_WEAK);
        node->branch = 0;
        node->unit = 255;
        node->depth = 0;
        node->where[0] = node->where[1] = 255;
        node->digits = 0;
        node->from = (short)(i - 1);
    }
}

/* "eureka": the chain in Eureka notation, as sudoku_step_chain writes it. */
static void put_eureka(cli_writer *w, const sudoku_step *st) {
    cli_text eureka = {0};
    char small[512];
    size_t need = sudoku_step_chain(st, small, sizeof small);
    if (need < sizeof small) {
        cli_text_add(&eureka, small, need);
    } else if (cli_text_reserve(&eureka, need)) {
        sudoku_step_chain(st, eureka.data, need + 1);
        eureka.len = need;
    }
    cli_field_bytes(w, "eureka", eureka.data ? eureka.data : "", eureka.len);
    cli_text_free(&eureka);
}

/* Where the branches of a forcing chain end: the cell, digit or unit. */
static void put_chain_end(cli_writer *w, const sudoku_step *st) {
    char name[5];
    if (st->chain_end == SUDOKU_CHAIN_CLASH || st->chain_end == SUDOKU_CHAIN_EMPTY) {
        cell_name(st->end_cell, name);
        cli_field_bytes(w, "end_cell", name, 4);
    }
    if (st->end_digit >= 1 && st->end_digit <= 9 && st->chain_end != SUDOKU_CHAIN_EMPTY &&
        st->chain_end != SUDOKU_CHAIN_EITHER)
        cli_field_int(w, "end_digit", st->end_digit);
    if (st->end_unit < 27 &&
        (st->chain_end == SUDOKU_CHAIN_NO_PLACE || st->chain_end == SUDOKU_CHAIN_AGREE)) {
        key(w, "end_unit");
        put_unit_name(w->out, st->end_unit);
    }
}

/* The chain object. A chain known only by its pattern cells gets its nodes
** from them; its "eureka" is the step's own (sudoku_step_chain writes such a
** chain from its cells, groups as "(3)r3c45"), not that of the nodes, which
** hold one cell each. */
static void put_chain(cli_writer *w, const sudoku_step *step) {
    static const char *const ends[] = {"none",     "either", "clash", "empty",
                                       "no-place", "agree",  "loop",  "cases"};
    node_group groups[SUDOKU_STEP_CELLS];
    sudoku_step filled;
    const sudoku_step *st = step;
    int count = 0;
    if (has_node_cells(step)) {
        filled = *step;
        count = node_groups(step, groups);
        chain_from_cells(&filled, groups, count);
        st = &filled;
    }
    if (st->chain_end == SUDOKU_CHAIN_NONE && st->n_chain == 0) return;
    cli_object_begin(w, "chain");
    cli_field_string(w, "shows",
                     (unsigned)st->chain_end < 8 ? ends[st->chain_end] : "unknown");
    put_eureka(w, step);
    cli_field_int(w, "branches", st->n_branches);
    cli_field_bool(w, "cut", st->chain_cut);
    put_chain_end(w, st);
    cli_array_begin(w, "nodes");
    for (int i = 0; i < st->n_chain && i < SUDOKU_CHAIN_MAX; i++)
        put_node(w, &st->chain[i], i < count ? st->cells + groups[i].first : NULL,
                 i < count ? groups[i].n : 1);
    cli_array_end(w);
    cli_object_end(w);
}

static void put_pattern(cli_writer *w, const sudoku_step *st) {
    char name[5];
    cli_array_begin(w, "units");
    for (int i = 0; i < st->n_units; i++)
        put_unit(w, st->units[i]);
    cli_array_end(w);
    cli_array_begin(w, "cells");
    for (int i = 0; i < st->n_cells; i++) {
        cell_name(st->cells[i], name);
        cli_field_bytes(w, NULL, name, 4);
    }
    cli_array_end(w);
    cli_array_begin(w, "digits");
    for (int d = 1; d <= 9; d++)
        if ((st->digits >> (d - 1)) & 1u) cli_field_int(w, NULL, d);
    cli_array_end(w);
    put_chain(w, st);
}

void cli_put_sentence(cli_text *t, const sudoku_step *step) {
    char small[1024];
    size_t need = sudoku_step_explain(step, small, sizeof small);
    if (need < sizeof small) {
        cli_text_add(t, small, need);
        return;
    }
    char *big = malloc(need + 1);
    if (big) sudoku_step_explain(step, big, need + 1);
    cli_text_add(t, big ? big : small, big ? need : strlen(small));
    free(big);
}

void cli_put_sentence_width(cli_text *t, const sudoku_step *step, int width, int first) {
    char small[1024];
    size_t need = sudoku_step_explain_width(step, width - first, small, sizeof small);
    char *big = need < sizeof small ? NULL : malloc(need + 1);
    if (big) sudoku_step_explain_width(step, width - first, big, need + 1);
    const char *text = big ? big : small;
    for (const char *p = text; *p; p++) {
        cli_text_putc(t, *p);
        if (*p == '\n') cli_text_printf(t, "%*s", first, "");
    }
    free(big);
}

int cli_text_width(void) {
#ifdef TIOCGWINSZ
    struct winsize ws;
    if (cli_is_terminal(1) && ioctl(1, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 20)
        return ws.ws_col;
#endif
    return 80;
}

void cli_put_moves(cli_text *t, const sudoku_step *step, int eliminations) {
    const char *sep = "";
    if (!eliminations && step->cell >= 0) {
        cli_put_cell(t, step->cell);
        cli_text_printf(t, "=%d", step->digit);
    }
    for (int c = 0; c < 81 && eliminations; c++)
        for (int d = 1; d <= 9; d++)
            if ((step->removed[c] >> (d - 1)) & 1u) {
                cli_text_puts(t, sep);
                cli_put_cell(t, c);
                cli_text_printf(t, "<>%d", d);
                sep = " ";
            }
}

void cli_field_step(cli_writer *w, const char *name, const sudoku_step *st) {
    char slug[64];
    cli_technique_slug(st->technique, slug, sizeof slug);
    cli_object_begin(w, name);
    cli_field_string(w, "technique", slug);
    cli_field_score(w, "difficulty", st->difficulty);
    cli_array_begin(w, "placements");
    if (st->cell >= 0) put_candidate(w, st->cell, st->digit);
    cli_array_end(w);
    cli_array_begin(w, "eliminations");
    for (int c = 0; c < 81; c++)
        for (int d = 1; d <= 9; d++)
            if ((st->removed[c] >> (d - 1)) & 1u) put_candidate(w, c, d);
    cli_array_end(w);
    put_pattern(w, st);
    if (st->length > 0) cli_field_int(w, "length", st->length);
    cli_text sentence = {0};
    cli_put_sentence(&sentence, st);
    cli_field_bytes(w, "text", sentence.data ? sentence.data : "", sentence.len);
    cli_text_free(&sentence);
    cli_object_end(w);
}
