/*
** test_wrap.c - sudoku_step_explain_width over whole solve paths of the
** forum's hardest puzzles (puzzles/hardest.txt: the long forcing chains,
** nets and nested chains the layout is for): the lines hold the very words
** of sudoku_step_explain, none lost or added; each is at most the width
** asked unless it is one node or pattern that cannot be cut; a forcing
** chain's branches each start a line of their own, indented 4; an inner
** chain starts its own line, indented deeper than the line before; and the
** snprintf-style contract holds.
*/
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "internal.h"

#define HARDEST SUDOKU_PUZZLE_DIR "/hardest.txt"
#define MAX_PUZZLES 4 /* the long paths are slow under valgrind */

static char line_text[1 << 17], laid[1 << 17];

/* 'text' without its whitespace and the branch bars: what the layout may
** move (spaces, " | " turned to line breaks) taken out of the comparison. */
static void squeeze(const char *text, char *out) {
    for (; *text; text++)
        if (*text != ' ' && *text != '\n' && *text != '|') *out++ = *text;
    *out = '\0';
}

/* 1 when 'line' (without its indent) is one piece the layout never cuts:
** no space and no link outside brackets. */
static int one_piece(const char *line, size_t len) {
    int depth = 0;
    for (size_t i = 0; i < len; i++) {
        if (line[i] == '[') depth++;
        if (line[i] == ']') depth--;
        if (depth == 0 &&
            (line[i] == ' ' || (i > 0 && (line[i] == '-' || line[i] == '=') &&
                                i + 1 < len && line[i + 1] == '(')))
            return 0;
    }
    return 1;
}

/* 1 when 'line' starts with an inner chain: a bracket holding nodes (a
** pattern's bracket, "[pointing: 3 of b3 in c9]", holds none). */
static int inner_chain(const char *line, size_t len) {
    int depth = 0;
    if (len == 0 || line[0] != '[') return 0;
    for (size_t i = 0; i < len; i++) {
        if (line[i] == '[') depth++;
        if (line[i] == ']' && --depth == 0) return 0;
        if (line[i] == '(') return 1;
    }
    return 1; /* the bracket goes on past this line: only chains are cut */
}

static void check_layout(const sudoku_step *step, int width) {
    static char a[1 << 17], b[1 << 17];
    size_t n = sudoku_step_explain(step, line_text, sizeof line_text);
    size_t m = sudoku_step_explain_width(step, width, laid, sizeof laid);
    assert_true(n > 0 && m < sizeof laid);
    assert_int_equal(strlen(laid), m);
    squeeze(line_text, a);
    squeeze(laid, b);
    assert_string_equal(a, b);
    int branches = 0, bars = 0, prev_indent = 0;
    for (const char *p = line_text; (p = strstr(p, " | ")); p += 3)
        bars++;
    for (const char *line = laid; *line;) {
        size_t len = strcspn(line, "\n");
        int indent = (int)strspn(line, " ");
        assert_true(len <= (size_t)width ||
                    one_piece(line + indent, len - (size_t)indent));
        if (indent == 4 && line[4] == 'r' && strchr(line, ':')) branches++;
        if (inner_chain(line + indent, len - (size_t)indent))
            assert_true(indent > prev_indent);
        prev_indent = indent;
        line += len + (line[len] == '\n');
    }
    if (bars > 0 && !strchr(line_text, '[')) assert_true(branches >= bars + 1);
    assert_true(laid[m - 1] != '\n');
    /* a short buffer is cut and NUL-terminated, an empty one not touched */
    char small[16], untouched = 'u';
    memset(small, 'x', sizeof small);
    assert_int_equal(sudoku_step_explain_width(step, width, small, sizeof small), m);
    assert_int_equal(small[sizeof small - 1], '\0');
    assert_memory_equal(small, laid, sizeof small - 1);
    assert_int_equal(sudoku_step_explain_width(step, width, &untouched, 0), m);
    assert_int_equal(untouched, 'u');
}

static void hardest_paths_laid_out(void **state) {
    (void)state;
    FILE *in = fopen(HARDEST, "r");
    assert_non_null(in);
    sudoku_reader *reader = sudoku_reader_new(in);
    sudoku_record rec;
    sudoku_error err;
    int puzzles = 0, long_steps = 0;
    while (puzzles < MAX_PUZZLES && sudoku_read(reader, &rec, &err) == SUDOKU_OK) {
        sudoku_grid g = rec.grid;
        sudoku_candidates marks;
        sudoku_step step;
        sudoku_candidates_init(&g, &marks);
        while (sudoku_next_step(&g, &marks, &step) == SUDOKU_OK) {
            check_layout(&step, 80);
            check_layout(&step, 40);
            long_steps += sudoku_step_explain(&step, NULL, 0) > 80;
            assert_int_equal(sudoku_step_apply(&step, &g, &marks), SUDOKU_OK);
        }
        puzzles++;
    }
    sudoku_reader_free(reader);
    fclose(in);
    assert_int_equal(puzzles, MAX_PUZZLES);
    assert_true(long_steps > 10); /* the layout was tried on long texts */
}

/* A short text is the one line itself; a refused step gives "". */
static void short_and_refused(void **state) {
    (void)state;
    sudoku_grid g;
    sudoku_candidates marks;
    sudoku_step step;
    const char *p = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28...."
                    "419..5....8..79";
    for (int i = 0; i < 81; i++)
        g.cell[i] = p[i] == '.' ? 0 : (uint8_t)(p[i] - '0');
    sudoku_candidates_init(&g, &marks);
    assert_int_equal(sudoku_next_step(&g, &marks, &step), SUDOKU_OK);
    size_t n = sudoku_step_explain(&step, line_text, sizeof line_text);
    assert_true(n < 80);
    assert_int_equal(sudoku_step_explain_width(&step, 80, laid, sizeof laid), n);
    assert_string_equal(laid, line_text);
    step.technique = (sudoku_technique)SUDOKU_TECH_MAX;
    laid[0] = 'x';
    assert_int_equal(sudoku_step_explain_width(&step, 80, laid, sizeof laid), 0);
    assert_string_equal(laid, "");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hardest_paths_laid_out),
        cmocka_unit_test(short_and_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
