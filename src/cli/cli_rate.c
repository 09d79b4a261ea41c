/*
** cli_rate.c - `sudoku rate`, `sudoku hint` and `sudoku explain`: options,
** and the per-record functions that give a puzzle's rating, its next
** logical step, or its whole logical solve path, in words or as data.
*/
#include <stdio.h>
#include <string.h>

#include "cli.h"

enum { OPT_FORMAT = 1, OPT_JOBS, OPT_SCALE };

/* ------------------------------------------------------------ shared */

/* A pencil-mark puzzle's candidates, or NULL for a plain puzzle. */
static const sudoku_candidates *marks_of(const sudoku_record *rec) {
    return rec->pencilmarks ? &rec->marks : NULL;
}

#define RATE_COLUMNS (5 + SUDOKU_TECH_COUNT + 6 + 5 + 1) /* see rate_columns() */

/* What the command line chose. */
typedef struct rate_config {
    cli_format format;
    int jobs;
    const char *const *columns;       /* the CSV header */
    const char *const *shape_columns; /* the header with a shape option */
    sudoku_scale scale;               /* --scale */
    int scaled;                       /* hint, explain: 1 when --scale was given */
    int width;                        /* columns text output is laid out in */
    const sudoku_shape *shape;        /* the record's, when not classic (else NULL) */
    const sudoku_board_record *board; /* the record's board then (its shape's fields) */
} rate_config;

static int take_option(const cli_parser *p, const cli_option *opt, const char *value,
                       void *config) {
    rate_config *c = config;
    if (opt->id == OPT_JOBS) return cli_parse_jobs(p, value, &c->jobs);
    if (opt->id == OPT_SCALE) {
        c->scaled = 1;
        if (sudoku_scale_parse(value, &c->scale) == SUDOKU_OK) return 0;
        cli_parse_choice(p, opt, value); /* "--scale wants classic or modern, not" */
        return -1;
    }
    return cli_parse_format(p, opt, value, &c->format); /* OPT_FORMAT */
}

/* Parses the command line; returns CLI_GO_ON or the exit status to return
** at once. */
static int start(cli_parser *p, const cli_command *cmd, int argc, char **argv,
                 rate_config *c) {
    int status = cli_parse(p, cmd, argc, argv, take_option, c);
    p->classic_only = CLI_LOGIC_SHAPES; /* 9x9, jigsaw too */
    /* with a shape option the CSV ends with the shape, as solve's does */
    if (p->shape_given) c->columns = c->shape_columns;
    return status;
}

/* Prints the CSV header when asked, at the first record: with the shape's
** columns when that puzzle has another shape (a jigsaw's map goes there),
** as solve's (a cli_head_fn). */
static void print_header(void *config, int is_board) {
    rate_config *c = config;
    if (is_board) c->columns = c->shape_columns;
    if (c->format == CLI_FORMAT_CSV) cli_print_csv_header(c->columns);
}

static int is_data(cli_format format) {
    return format == CLI_FORMAT_CSV || format == CLI_FORMAT_JSON;
}

/* Marks a failed record; a classic grid without solution gets the filled
** digits to doubt, when they can be found (sudoku_find_conflict knows the
** classic rules only: on a variant or a jigsaw its sets could be false); a
** clash on a board of another shape is named by its shape's rules (the
** classic check finds none there: "two 4s in the anti-diagonal"). */
static void fail(const rate_config *c, const cli_input *in, sudoku_status status,
                 cli_result *out) {
    sudoku_conflict conflict;
    sudoku_error clash = {0};
    cli_fail(in, status, out);
    if (status == SUDOKU_ENOSOLUTION && !c->board &&
        sudoku_find_conflict(&in->rec->grid, &conflict) == SUDOKU_OK)
        sudoku_conflict_explain(&conflict, out->message, sizeof out->message);
    if (status == SUDOKU_ECLASH && c->board && c->shape) {
        sudoku_board board = {.shape = c->shape};
        memcpy(board.cell, c->board->cell, sizeof board.cell);
        if (sudoku_board_check_symbols(&board, c->board->symbols, &clash) != SUDOKU_OK)
            snprintf(out->message, sizeof out->message, "%s", clash.text);
    }
}

/* A failed record in the text formats: its status word on a line. */
static void put_failure(sudoku_status status, cli_result *out) {
    cli_text_printf(&out->text, "%s\n", cli_status_word(status));
}

/* The next step: on c's scale when --scale was given, else the easiest of
** every technique the library knows. */
static sudoku_status next_step(const rate_config *c, const sudoku_grid *grid,
                               const sudoku_candidates *marks, sudoku_step *step) {
    return sudoku_next_step_shape(c->shape, grid, marks, c->scaled, c->scale, step);
}

static sudoku_status rate_puzzle(const rate_config *c, const cli_input *in,
                                 sudoku_rating *r) {
    return sudoku_rate_shape(c->shape, &in->rec->grid, marks_of(in->rec), c->scale, r);
}

/* A 9x9 puzzle of another shape (in->board) as the classic record the
** functions below read: its cells into v->rec's grid, its shape built into
** *shape and c->shape (the caller frees it), its board kept in c->board for
** the shape's fields. When the shape cannot be built the view is a
** malformed record saying why, so that every format still gets its one
** record. */
typedef struct board_view {
    sudoku_record rec;
    sudoku_error err;
    cli_input in;
} board_view;

static const cli_input *view_board(const cli_input *in, rate_config *c,
                                   sudoku_shape **shape, board_view *v) {
    if (!in->board) return in;
    v->in = *in;
    v->in.board = NULL;
    c->board = in->board;
    memset(&v->err, 0, sizeof v->err);
    sudoku_status st = sudoku_shape_new(&in->board->spec, shape, &v->err);
    if (st != SUDOKU_OK) {
        if (!v->err.text[0])
            snprintf(v->err.text, sizeof v->err.text, "%s", sudoku_strerror(st));
        v->in.status = SUDOKU_EFORMAT;
        v->in.err = &v->err;
        return &v->in;
    }
    v->rec = *in->rec;
    v->rec.pencilmarks = 0;
    for (int i = 0; i < 81; i++)
        v->rec.grid.cell[i] = in->board->cell[i];
    v->in.rec = &v->rec;
    c->shape = *shape;
    return &v->in;
}

/* The shape's fields (size, box, variants, regions) that end a record, as
** solve's do: a variant's board, none for a classic puzzle. */
static void put_shape_fields(cli_writer *w, const rate_config *c, const cli_input *in) {
    cli_input shaped = *in;
    shaped.board = c->board;
    cli_field_shape(w, &shaped);
}

/* The puzzle at the start of a line-format answer: a puzzle of another
** shape in its symbols, a jigsaw's map after it (cli_put_shape_lines puts
** the directive lines its shape needs before it). */
static void put_puzzle_line(const rate_config *c, const cli_input *in, cli_text *t) {
    if (c->board)
        cli_put_board_line(t, c->board, c->board->cell);
    else
        cli_put_cells(t, &in->rec->grid);
}

/* A step's technique and moves: "hidden-single r2c9=9" (the CSV path's
** item), or as one token, "naked-pair:r3c1<>3,r8c1<>3" (the line format's). */
static void put_step_moves(cli_text *t, const sudoku_step *step, int token) {
    char name[48];
    cli_technique_slug(step->technique, name, sizeof name);
    cli_text_puts(t, name);
    size_t before = t->len;
    cli_text_putc(t, token ? ':' : ' ');
    cli_put_moves(t, step, step->cell < 0);
    if (t->len == before + 1) t->len = before; /* no moves: no separator */
    for (size_t i = before + 1; token && i < t->len; i++)
        if (t->data[i] == ' ') t->data[i] = ',';
    if (t->data) t->data[t->len] = '\0';
}

/* ------------------------------------------------------------ rate */

static const cli_option rate_options[] = {
    {"format", 'f', "F", "text line csv json", OPT_FORMAT,
     "text (default): '4.2 hard, hardest XY-wing, 51 steps: ...'\n"
     "line: 'PUZZLE SCORE LEVEL HARDEST STEPS name=count,...'\n"
     "csv: puzzle,score,level,hardest,steps, a column per\n"
     "technique, status,error,file,line,column,name\n"
     "json: one object a puzzle (NDJSON, see sudoku(1));\n"
     "both end with size,box,variants,regions on a variant\n"
     "(csv: after a shape option or a first record of\n"
     "another shape; else such a row is unsupported)"},
    {"jobs", 'j', "N", NULL, OPT_JOBS,
     "rate on N threads (0 = every processor); order kept"},
    {"scale", 's', "S", "classic modern", OPT_SCALE,
     "classic (default): SE 1.2.1's techniques, the scale of most\n"
     "published SE ratings and the forum's hardest lists;\n"
     "modern: SukakuExplainer's default set (adds kites, turbot\n"
     "fish, WXYZ+ wings), the scale of the Sudoku Exchange bank"},
    CLI_COLUMN_OPTION,
    CLI_OPTIONS_END};

static int run_rate(int argc, char **argv);

const cli_command cli_rate_command = {
    "rate",
    "rate each puzzle's difficulty for a person",
    "[OPTION]... [FILE]...",
    "Rate each puzzle in FILE (standard input when none or -) for a person: the\n"
    "puzzle is solved logically the way Sudoku Explainer (SE) solves it, and\n"
    "scored by its hardest step on SE's scale (1.0 easiest, 11+ the hardest).\n"
    "Levels: easy < 2.5 <= medium < 3.6 <= hard < 6.0 <= expert < 8.5 <= extreme.\n",
    rate_options,
    "A malformed record prints 'invalid', a puzzle without solution 'no-solution',\n"
    "one with several 'not-unique' and one of a shape it does not take (not 9x9,\n"
    "or 9x9 with boxes other than 3x3) 'unsupported', with FILE:LINE: REASON on\n"
    "standard error.\n\n"
    "Examples:\n"
    "  sudoku rate puzzles/hardest.txt\n"
    "  sudoku gen --count 20 --format line | sudoku rate --format line -j 0\n"
    "  sudoku rate --format json puzzles/hardest.txt | jq -r '[.score, .hardest] | "
    "@tsv'\n\n"
    "Exit status: 0 all rated, 1 some puzzle invalid, unsolvable, not unique or\n"
    "unsupported (not 9x9 with 3x3 boxes, jigsaw regions or latin), 2 usage or\n"
    "I/O error.\n",
    run_rate};

/* The CSV header of rate: the rating, a count column per technique (named
** as in the line format), then the outcome, and the shape's fields when
** 'shaped'. Built once, read by every thread. */
static const char *const *rate_columns(int shaped) {
    static char slugs[SUDOKU_TECH_COUNT][48];
    static const char *plain[RATE_COLUMNS], *with_shape[RATE_COLUMNS];
    static const char *const head[] = {"puzzle", "score", "level", "hardest", "steps"};
    static const char *const tail[] = {"status",   "error",   "file",   "line",
                                       "column",   "name",    "size",   "box",
                                       "variants", "regions", "symbols"};
    const char **columns = shaped ? with_shape : plain;
    int n = 0;
    for (int i = 0; i < 5; i++)
        columns[n++] = head[i];
    for (int t = 0; t < SUDOKU_TECH_COUNT; t++) {
        cli_technique_slug((sudoku_technique)t, slugs[t], sizeof slugs[t]);
        columns[n++] = slugs[t];
    }
    for (int i = 0; i < (shaped ? 11 : 6); i++)
        columns[n++] = tail[i];
    columns[n] = NULL;
    return columns;
}

/* ": name count, ..." (text) or " name=count,..." (line; " -" when no step
** was needed). */
static void put_counts(cli_text *t, const sudoku_rating *r, int line) {
    char name[48];
    const char *sep = line ? " " : ": ";
    if (r->steps == 0 && line) cli_text_puts(t, " -");
    for (int k = 0; k < SUDOKU_TECH_COUNT; k++) {
        if (!r->count[k]) continue;
        if (line) cli_technique_slug((sudoku_technique)k, name, sizeof name);
        cli_text_printf(t, line ? "%s%s=%u" : "%s%s %u", sep,
                        line ? name : sudoku_technique_name((sudoku_technique)k),
                        r->count[k]);
        sep = line ? "," : ", ";
    }
}

/* The rating's fields of a CSV row or JSON object (absent on failure). */
static void put_rating_fields(cli_writer *w, const sudoku_rating *r) {
    char name[48];
    if (!r) {
        for (const char *const *col = w->columns + 1;
             w->format == CLI_FORMAT_CSV && strcmp(*col, "status") != 0; col++)
            cli_field_absent(w, *col);
        return;
    }
    cli_technique_slug(r->hardest, name, sizeof name);
    cli_field_score(w, "score", r->score);
    cli_field_string(w, "level", sudoku_level_name(r->level));
    if (r->steps) /* a full grid takes no step, so has no hardest one */
        cli_field_string(w, "hardest", name);
    else
        cli_field_absent(w, "hardest");
    cli_field_uint(w, "steps", r->steps);
    if (w->format == CLI_FORMAT_JSON) cli_object_begin(w, "techniques");
    for (int k = 0; k < SUDOKU_TECH_COUNT; k++) {
        cli_technique_slug((sudoku_technique)k, name, sizeof name);
        if (w->format == CLI_FORMAT_CSV || r->count[k])
            cli_field_uint(w, name, r->count[k]);
    }
    if (w->format == CLI_FORMAT_JSON) cli_object_end(w);
}

/* The rating as a line ("PUZZLE 4.2 hard xy-wing 51 ...", '-' for the
** hardest step of a full grid, which takes none) or in words ("4.2 hard,
** hardest XY-wing, 51 steps: ...", a full grid "1.0 easy, 0 steps"). */
static void put_rating_text(const rate_config *c, const cli_input *in,
                            const sudoku_rating *r, cli_result *out) {
    char hardest[48] = "-";
    if (c->format == CLI_FORMAT_LINE) {
        put_puzzle_line(c, in, &out->text);
        if (r->steps) cli_technique_slug(r->hardest, hardest, sizeof hardest);
        cli_text_printf(&out->text, " %.1f %s %s %u", r->score,
                        sudoku_level_name(r->level), hardest, r->steps);
    } else {
        cli_text_printf(&out->text, "%.1f %s", r->score, sudoku_level_name(r->level));
        if (r->steps)
            cli_text_printf(&out->text, ", hardest %s",
                            sudoku_technique_name(r->hardest));
        cli_text_printf(&out->text, ", %u step%s", r->steps, r->steps == 1 ? "" : "s");
    }
    put_counts(&out->text, r, c->format == CLI_FORMAT_LINE);
    cli_text_putc(&out->text, '\n');
}

static void rate_on(const cli_input *in, const rate_config *c, cli_result *out) {
    sudoku_rating r;
    sudoku_status status = in->status;
    if (status == SUDOKU_OK) status = rate_puzzle(c, in, &r);
    if (status != SUDOKU_OK)
        fail(c, in, status, out);
    else
        out->solved = 1;
    if (is_data(c->format)) {
        cli_writer w;
        cli_record_begin(&w, c->format, &out->text, c->columns);
        cli_field_puzzle(&w, in);
        put_rating_fields(&w, status == SUDOKU_OK ? &r : NULL);
        cli_field_outcome(&w, in, status, out);
        put_shape_fields(&w, c, in);
        cli_record_end(&w);
    } else if (status != SUDOKU_OK) {
        put_failure(status, out);
    } else {
        put_rating_text(c, in, &r, out);
    }
}

/* Runs 'fn' on the record, a puzzle of another shape seen as a classic
** record with its shape in the config; unless a CSV whose columns cannot
** say its shape has its row already (solve's). */
static void on_board(const cli_input *in, const void *ctx, cli_result *out,
                     void (*fn)(const cli_input *in, const rate_config *c,
                                cli_result *out)) {
    rate_config c = *(const rate_config *)ctx;
    if (cli_put_lost_shape(in, c.format, c.columns, out)) return;
    sudoku_shape *shape = NULL;
    board_view v;
    fn(view_board(in, &c, &shape, &v), &c, out);
    sudoku_shape_free(shape);
}

static void rate_record(const cli_input *in, const void *ctx, cli_result *out) {
    on_board(in, ctx, out, rate_on);
}

static int run_rate(int argc, char **argv) {
    cli_parser p;
    cli_totals totals;
    rate_config c = {.format = CLI_FORMAT_TEXT,
                     .jobs = 1,
                     .columns = rate_columns(0),
                     .shape_columns = rate_columns(1),
                     .scale = SUDOKU_SCALE_CLASSIC,
                     .width = 80};
    int status = start(&p, &cli_rate_command, argc, argv, &c);
    if (status != CLI_GO_ON) return status;
    cli_shape_order order = {c.format, {0}}; /* line: directive lines */
    cli_run_spec spec = {.record = rate_record,
                         .record_ctx = &c,
                         .ordered = cli_put_shape_lines,
                         .ordered_ctx = &order,
                         .head = print_header,
                         .head_ctx = &c};
    return cli_run(&p, c.jobs, &spec, &totals);
}

/* ------------------------------------------------------------ hint */

static const cli_option hint_options[] = {
    {"format", 'f', "F", "text line csv json", OPT_FORMAT,
     "text (default): the step in words; line: 'PUZZLE\n"
     "TECHNIQUE:MOVES' (hidden-single:r2c9=9); csv: puzzle,\n"
     "technique,difficulty,placements,eliminations,text,\n"
     "status,error,file,line,column,name rows; json: one\n"
     "object a puzzle, the step as data (NDJSON, see sudoku(1));\n"
     "both end with size,box,variants,regions on a variant\n"
     "(csv: after a shape option or a first record of\n"
     "another shape; else such a row is unsupported)"},
    {"jobs", 'j', "N", NULL, OPT_JOBS,
     "work on N threads (0 = every processor); order kept"},
    {"scale", 's', "S", "classic modern", OPT_SCALE,
     "the step Sudoku Explainer takes on scale S (classic or\n"
     "modern, as rate --scale) instead of the easiest of all\n"
     "the techniques sudoku knows"},
    CLI_COLUMN_OPTION,
    CLI_OPTIONS_END};

static int run_hint(int argc, char **argv);

const cli_command cli_hint_command = {
    "hint",
    "show the next logical step of each puzzle",
    "[OPTION]... [FILE]...",
    "For each puzzle in FILE (standard input when none or -), possibly partly\n"
    "filled in, print the easiest logical step from there, in words, e.g.\n"
    "  r3c5 = 7: hidden single - 7 fits nowhere else in box 2\n"
    "or the candidates a pattern removes. A full grid prints 'solved'.\n",
    hint_options,
    "Examples:\n"
    "  sudoku hint puzzles/poj2676.txt\n"
    "  sudoku gen --holes 50 --seed 3 | sudoku hint\n"
    "  sudoku hint --format json puzzles/poj2676.txt | jq '.step.placements'\n\n"
    "Exit status: 0 a hint for every puzzle, 1 some puzzle invalid, contradictory,\n"
    "not unique or unsupported (not 9x9 with 3x3 boxes, jigsaw regions or latin),\n"
    "2 usage or I/O error.\n",
    run_hint};

static const char *const hint_columns[] = {
    "puzzle", "technique", "difficulty", "placements", "eliminations", "text", "status",
    "error",  "file",      "line",       "column",     "name",         NULL};
static const char *const hint_shape_columns[] = {
    "puzzle", "technique", "difficulty", "placements", "eliminations", "text",
    "status", "error",     "file",       "line",       "column",       "name",
    "size",   "box",       "variants",   "regions",    "symbols",      NULL};

/* The step's fields of a CSV row (moves as "r2c9=9" and "r1c4<>3") or JSON
** object (the step as data); absent when there is none. */
static void put_step_fields(cli_writer *w, const sudoku_step *step) {
    if (w->format == CLI_FORMAT_JSON) {
        if (step) cli_field_step(w, "step", step);
        return;
    }
    if (!step) {
        for (int i = 1; i <= 5; i++)
            cli_field_absent(w, hint_columns[i]);
        return;
    }
    cli_text moves = {0};
    char name[48];
    cli_technique_slug(step->technique, name, sizeof name);
    cli_field_string(w, "technique", name);
    cli_field_score(w, "difficulty", step->difficulty);
    cli_put_moves(&moves, step, 0);
    cli_field_bytes(w, "placements", moves.data ? moves.data : "", moves.len);
    cli_text_clear(&moves);
    cli_put_moves(&moves, step, 1);
    cli_field_bytes(w, "eliminations", moves.data ? moves.data : "", moves.len);
    cli_text_clear(&moves);
    cli_put_sentence(&moves, step);
    cli_field_bytes(w, "text", moves.data ? moves.data : "", moves.len);
    cli_text_free(&moves);
}

static void hint_on(const cli_input *in, const rate_config *c, cli_result *out) {
    sudoku_step step;
    sudoku_status status = in->status;
    if (status == SUDOKU_OK)
        status = next_step(c, &in->rec->grid, marks_of(in->rec), &step);
    if (status == SUDOKU_OK || status == SUDOKU_END)
        out->solved = 1;
    else
        fail(c, in, status, out);
    if (is_data(c->format)) {
        cli_writer w;
        cli_record_begin(&w, c->format, &out->text, c->columns);
        cli_field_puzzle(&w, in);
        put_step_fields(&w, status == SUDOKU_OK ? &step : NULL);
        cli_field_outcome(&w, in, status, out);
        put_shape_fields(&w, c, in);
        cli_record_end(&w);
    } else if (status == SUDOKU_OK && c->format == CLI_FORMAT_LINE) {
        put_puzzle_line(c, in, &out->text);
        cli_text_putc(&out->text, ' ');
        put_step_moves(&out->text, &step, 1);
        cli_text_putc(&out->text, '\n');
    } else if (status == SUDOKU_OK) {
        cli_put_sentence_width(&out->text, &step, c->width, 0);
        cli_text_putc(&out->text, '\n');
    } else {
        put_failure(status, out);
    }
}

static void hint_record(const cli_input *in, const void *ctx, cli_result *out) {
    on_board(in, ctx, out, hint_on);
}

static int run_hint(int argc, char **argv) {
    cli_parser p;
    cli_totals totals;
    rate_config c = {.format = CLI_FORMAT_TEXT,
                     .jobs = 1,
                     .columns = hint_columns,
                     .shape_columns = hint_shape_columns,
                     .scale = SUDOKU_SCALE_CLASSIC,
                     .width = cli_text_width()};
    int status = start(&p, &cli_hint_command, argc, argv, &c);
    if (status != CLI_GO_ON) return status;
    cli_shape_order order = {c.format, {0}}; /* line: directive lines */
    cli_run_spec spec = {.record = hint_record,
                         .record_ctx = &c,
                         .ordered = cli_put_shape_lines,
                         .ordered_ctx = &order,
                         .head = print_header,
                         .head_ctx = &c};
    return cli_run(&p, c.jobs, &spec, &totals);
}

/* ------------------------------------------------------------ explain */

static const cli_option explain_options[] = {
    {"format", 'f', "F", "text line csv json", OPT_FORMAT,
     "text (default): numbered steps in words, then the\n"
     "rating; line: 'PUZZLE SCORE LEVEL HARDEST STEPS PATH',\n"
     "SCORE and LEVEL the rating's, HARDEST and STEPS the\n"
     "path's, PATH the steps as TECHNIQUE:MOVES split by ';';\n"
     "csv: puzzle,score,level,rating_hardest,rating_steps,\n"
     "hardest,steps,path,text,status,error,file,line,column,\n"
     "name rows (rating_*: SE's path the score is taken on;\n"
     "hardest, steps, path: the path shown, each step's\n"
     "technique and moves split by '; ');\n"
     "json: one object a puzzle with its steps as data in an\n"
     "array (NDJSON, see sudoku(1)); both end with size,box,\n"
     "variants,regions on a variant (csv: after a shape\n"
     "option or a first record of another shape; else such\n"
     "a row is unsupported)"},
    {"jobs", 'j', "N", NULL, OPT_JOBS,
     "work on N threads (0 = every processor); order kept"},
    {"scale", 's', "S", "classic modern", OPT_SCALE,
     "the path Sudoku Explainer takes on scale S (classic or\n"
     "modern, as rate --scale), whose hardest step is the\n"
     "rating, instead of the easiest steps of all the\n"
     "techniques sudoku knows"},
    CLI_COLUMN_OPTION,
    CLI_OPTIONS_END};

static int run_explain(int argc, char **argv);

const cli_command cli_explain_command = {
    "explain",
    "show each puzzle's logical solve path",
    "[OPTION]... [FILE]...",
    "For each puzzle in FILE (standard input when none or -), print the whole\n"
    "logical solve path, one numbered step a line, easiest technique first, then\n"
    "the path's length and hardest step, and the rating: the hardest step of\n"
    "Sudoku Explainer's own path (as rate), which is the path shown with --scale\n"
    "and may differ from it without (the rating line then says so). Puzzles are\n"
    "separated by a blank line.\n",
    explain_options,
    "Examples:\n"
    "  sudoku explain puzzles/poj2676.txt\n"
    "  sudoku gen --seed 7 | sudoku explain | tail -n 3\n"
    "  sudoku explain --format json puzzles/poj2676.txt | jq '.steps[].technique'\n\n"
    "Exit status: 0 every puzzle explained, 1 some puzzle invalid, unsolvable,\n"
    "not unique or unsupported (not 9x9 with 3x3 boxes, jigsaw regions or latin),\n"
    "2 usage or I/O error.\n",
    run_explain};

/* 'hardest' and 'steps' describe the path shown; the score, the level and
** 'rating_hardest'/'rating_steps' come from the path the rating is taken on
** (Sudoku Explainer's), which can differ from it. */
static const char *const explain_columns[] = {
    "puzzle", "score", "level",  "rating_hardest", "rating_steps", "hardest", "steps",
    "path",   "text",  "status", "error",          "file",         "line",    "column",
    "name",   NULL};
static const char *const explain_shape_columns[] = {
    "puzzle", "score", "level",  "rating_hardest", "rating_steps", "hardest", "steps",
    "path",   "text",  "status", "error",          "file",         "line",    "column",
    "name",   "size",  "box",    "variants",       "regions",      "symbols", NULL};

/* What the path shown is: its length and its hardest step (the first of
** the highest weight), which the summary states apart from the rating. */
typedef struct path_summary {
    unsigned steps;
    double hardest_weight;
    sudoku_technique hardest;
} path_summary;

/* Appends the path from 'rec' (from its pencil marks, if any): numbered
** sentences to 't' (if not NULL; laid out in c->width columns when 'wide'
** is 0, else each on one line), or step objects in the open JSON array
** of 'w'; and, to 'moves' if not NULL, each step's technique and moves,
** split by "; " (or as tokens split by ';'); sums it up in *sum when not
** NULL. Returns SUDOKU_OK when the grid ends full. */
static sudoku_status put_path(const rate_config *c, const sudoku_record *rec,
                              cli_writer *w, cli_text *t, int wide, cli_text *moves,
                              int tokens, path_summary *sum) {
    sudoku_grid g = rec->grid;
    sudoku_candidates marks;
    sudoku_step step;
    sudoku_status status;
    unsigned n = 0;
    path_summary own = {0, 0.0, SUDOKU_TECH_FULL_HOUSE};
    if (!sum) sum = &own;
    *sum = own;
    sudoku_candidates_init_shape(c->shape, &g, &marks);
    for (int i = 0; rec->pencilmarks && i < 81; i++)
        marks.mask[i] &= rec->marks.mask[i];
    while ((status = next_step(c, &g, &marks, &step)) == SUDOKU_OK) {
        if (sum->steps++ == 0 || step.difficulty > sum->hardest_weight)
            sum->hardest_weight = step.difficulty, sum->hardest = step.technique;
        if (w) {
            cli_field_step(w, NULL, &step);
        } else if (t) {
            char number[16];
            int first = snprintf(number, sizeof number, "%u. ", ++n);
            cli_text_puts(t, number);
            if (wide)
                cli_put_sentence(t, &step);
            else
                cli_put_sentence_width(t, &step, c->width, first);
            cli_text_putc(t, '\n');
        }
        if (moves && moves->len) cli_text_puts(moves, tokens ? ";" : "; ");
        if (moves) put_step_moves(moves, &step, tokens);
        if ((status = sudoku_step_apply_shape(c->shape, &step, &g, &marks)) != SUDOKU_OK)
            return status;
    }
    return status == SUDOKU_END ? SUDOKU_OK : status;
}

/* Rates the puzzle of 'in' into *r (unless reading it failed), then
** appends its path to 't' and 'moves' as put_path does. */
static sudoku_status rate_then_path(const rate_config *c, const cli_input *in,
                                    sudoku_rating *r, cli_text *t, int wide,
                                    cli_text *moves, int tokens, path_summary *sum) {
    sudoku_status status = in->status;
    if (status == SUDOKU_OK) status = rate_puzzle(c, in, r);
    if (status == SUDOKU_OK)
        status = put_path(c, in->rec, NULL, t, wide, moves, tokens, sum);
    return status;
}

/* The rating's fields: score, level, and the hardest step (absent for an
** empty path) and length of the path it is taken on. */
static void put_explain_rating(cli_writer *w, const sudoku_rating *r) {
    char hardest[48];
    cli_technique_slug(r->hardest, hardest, sizeof hardest);
    cli_field_score(w, "score", r->score);
    cli_field_string(w, "level", sudoku_level_name(r->level));
    if (r->steps)
        cli_field_string(w, "rating_hardest", hardest);
    else
        cli_field_absent(w, "rating_hardest");
    cli_field_uint(w, "rating_steps", r->steps);
}

/* The hardest step of the path shown (absent for an empty path). */
static void put_path_hardest(cli_writer *w, const path_summary *sum) {
    char hardest[48];
    if (!sum->steps) {
        cli_field_absent(w, "hardest");
        return;
    }
    cli_technique_slug(sum->hardest, hardest, sizeof hardest);
    cli_field_string(w, "hardest", hardest);
}

static sudoku_status explain_json(const rate_config *c, const cli_input *in,
                                  cli_result *out) {
    sudoku_rating r;
    sudoku_status status = in->status;
    cli_writer w;
    if (status == SUDOKU_OK) status = rate_puzzle(c, in, &r);
    cli_record_begin(&w, CLI_FORMAT_JSON, &out->text, NULL);
    cli_field_puzzle(&w, in);
    if (status == SUDOKU_OK) {
        path_summary sum;
        put_explain_rating(&w, &r);
        cli_array_begin(&w, "steps");
        status = put_path(c, in->rec, &w, NULL, 1, NULL, 0, &sum);
        cli_array_end(&w);
        if (status == SUDOKU_OK) put_path_hardest(&w, &sum);
    }
    if (status != SUDOKU_OK) fail(c, in, status, out);
    cli_field_outcome(&w, in, status, out);
    put_shape_fields(&w, c, in);
    cli_record_end(&w);
    return status;
}

/* explain --format line: PUZZLE SCORE LEVEL HARDEST STEPS PATH, SCORE and
** LEVEL the rating's, HARDEST and STEPS the path's ('-' for none). */
static sudoku_status explain_line(const rate_config *c, const cli_input *in,
                                  cli_result *out) {
    sudoku_rating r;
    cli_text moves = {0};
    char hardest[48] = "-";
    path_summary sum;
    sudoku_status status = rate_then_path(c, in, &r, NULL, 1, &moves, 1, &sum);
    if (status != SUDOKU_OK) {
        fail(c, in, status, out);
        put_failure(status, out);
    } else {
        if (sum.steps) cli_technique_slug(sum.hardest, hardest, sizeof hardest);
        put_puzzle_line(c, in, &out->text);
        cli_text_printf(&out->text, " %.1f %s %s %u ", r.score,
                        sudoku_level_name(r.level), hardest, sum.steps);
        cli_text_add(&out->text, moves.data ? moves.data : "-",
                     moves.data ? moves.len : 1);
        cli_text_putc(&out->text, '\n');
    }
    cli_text_free(&moves);
    return status;
}

static sudoku_status explain_csv(const rate_config *c, const cli_input *in,
                                 cli_result *out) {
    sudoku_rating r;
    cli_text text = {0}, moves = {0};
    cli_writer w;
    path_summary sum;
    sudoku_status status = rate_then_path(c, in, &r, &text, 1, &moves, 0, &sum);
    if (text.len) text.len--; /* the last sentence's newline */
    cli_record_begin(&w, CLI_FORMAT_CSV, &out->text, c->columns);
    cli_field_puzzle(&w, in);
    if (status == SUDOKU_OK) {
        put_explain_rating(&w, &r);
        put_path_hardest(&w, &sum);
        cli_field_uint(&w, "steps", sum.steps);
        cli_field_bytes(&w, "path", moves.data ? moves.data : "", moves.len);
        cli_field_bytes(&w, "text", text.data ? text.data : "", text.len);
    } else {
        for (int i = 1; i <= 8; i++)
            cli_field_absent(&w, explain_columns[i]);
        fail(c, in, status, out);
    }
    cli_field_outcome(&w, in, status, out);
    put_shape_fields(&w, c, in);
    cli_record_end(&w);
    cli_text_free(&text);
    cli_text_free(&moves);
    return status;
}

/* "s" after a count other than 1. */
static const char *plural(unsigned n) { return n == 1 ? "" : "s"; }

/* The summary under the steps: first the path shown (its length, its
** hardest step), then the rating in words. Without --scale the path is the
** easiest steps of every technique, while the rating is the hardest step of
** Sudoku Explainer's own path, which can be longer or shorter and peak
** lower or higher: then that path is named apart. */
static void put_summary(const rate_config *c, const sudoku_rating *r,
                        const path_summary *sum, cli_text *t) {
    /* serate has no jigsaw switch: there the path and the weights are SE's
    ** rules with a region as its box, applied by us, not SE's own rating. */
    int jigsaw = c->board && (c->board->spec.variants & SUDOKU_VARIANT_JIGSAW);
    const char *rater =
        jigsaw ? "Sudoku Explainer's rules, regions as boxes" : "Sudoku Explainer";
    const char *its_path =
        jigsaw ? "the path of Sudoku Explainer's rules" : "Sudoku Explainer's path";
    if (!sum->steps && !r->steps) { /* a full grid: both paths empty, no hardest step */
        cli_text_printf(
            t, "this path: 0 steps\nrating %.1f %s: no step needed (%s, %s scale)\n",
            r->score, sudoku_level_name(r->level), rater, sudoku_scale_name(c->scale));
        return;
    }
    cli_text_printf(t, "this path: %u step%s, hardest step %s (%.1f)\n", sum->steps,
                    plural(sum->steps), sudoku_technique_name(sum->hardest),
                    sum->hardest_weight);
    int same = c->scaled ||
               (sum->steps == r->steps && sum->hardest == r->hardest &&
                (int)(sum->hardest_weight * 10 + 0.5) == (int)(r->score * 10 + 0.5));
    cli_text_printf(t, "rating %.1f %s", r->score, sudoku_level_name(r->level));
    if (same)
        cli_text_printf(t, ": this path's hardest step (%s, %s scale)\n", rater,
                        sudoku_scale_name(c->scale));
    else
        cli_text_printf(t,
                        ": from %s, not this one\n"
                        "(%s scale: %u step%s, hardest step %s)\n",
                        its_path, sudoku_scale_name(c->scale), r->steps, plural(r->steps),
                        sudoku_technique_name(r->hardest));
}

static sudoku_status explain_text(const rate_config *c, const cli_input *in,
                                  cli_result *out) {
    sudoku_rating r;
    path_summary sum;
    sudoku_status status = rate_then_path(c, in, &r, &out->text, 0, NULL, 0, &sum);
    out->block = 1; /* puzzles are separated by a blank line */
    if (status != SUDOKU_OK) {
        cli_text_clear(&out->text);
        fail(c, in, status, out);
        put_failure(status, out);
        return status;
    }
    put_summary(c, &r, &sum, &out->text);
    return status;
}

static void explain_on(const cli_input *in, const rate_config *c, cli_result *out) {
    sudoku_status status = c->format == CLI_FORMAT_JSON   ? explain_json(c, in, out)
                           : c->format == CLI_FORMAT_CSV  ? explain_csv(c, in, out)
                           : c->format == CLI_FORMAT_LINE ? explain_line(c, in, out)
                                                          : explain_text(c, in, out);
    out->solved = status == SUDOKU_OK;
}

static void explain_record(const cli_input *in, const void *ctx, cli_result *out) {
    on_board(in, ctx, out, explain_on);
}

static int run_explain(int argc, char **argv) {
    cli_parser p;
    cli_totals totals;
    rate_config c = {.format = CLI_FORMAT_TEXT,
                     .jobs = 1,
                     .columns = explain_columns,
                     .shape_columns = explain_shape_columns,
                     .scale = SUDOKU_SCALE_CLASSIC,
                     .width = cli_text_width()};
    int status = start(&p, &cli_explain_command, argc, argv, &c);
    if (status != CLI_GO_ON) return status;
    cli_shape_order order = {c.format, {0}}; /* line: directive lines */
    cli_run_spec spec = {.record = explain_record,
                         .record_ctx = &c,
                         .ordered = cli_put_shape_lines,
                         .ordered_ctx = &order,
                         .head = print_header,
                         .head_ctx = &c};
    return cli_run(&p, c.jobs, &spec, &totals);
}
