/*
** cli_print.c - `sudoku print`: a printable PDF or SVG sheet of the puzzles
** in the input files, drawn by the library's sheet writers.
**
** Two passes. The first reads every record, checks it (a puzzle must have
** exactly one solution to be printed), solves and rates it as asked, and
** spools the outcome to a temporary file: a sheet must know its page count
** before its first page (an SVG states its height at the top), and the
** solution pages come after all the puzzles. The second draws the sheet
** from the spool. Memory stays flat however long the input.
*/
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

enum {
    OPT_OUTPUT = 1,
    OPT_FORMAT,
    OPT_PER_PAGE,
    OPT_SOLUTIONS,
    OPT_PAPER,
    OPT_TITLE,
    OPT_RATE,
    OPT_SKIP_BAD
};

/* What the command line chose. */
typedef struct print_config {
    const char *output; /* -o FILE; NULL: standard output */
    int format;         /* a sudoku_sheet_format, or -1 until known */
    int per_page;       /* 0: by the number of puzzles */
    int solutions, rate;
    int skip_bad; /* --skip-bad: bad records are left off the sheet */
    sudoku_paper paper;
    const char *title;
} print_config;

/* One record's outcome, as spooled between the passes. */
typedef struct print_entry {
    unsigned long number; /* 1-based, across every input file */
    int ok;               /* a puzzle with exactly one solution */
    int is_board;         /* another shape: spec and cell, not puzzle and solution */
    sudoku_grid puzzle, solution;
    sudoku_shape_spec spec;
    unsigned char cell[2][SUDOKU_MAX_CELLS]; /* the board's puzzle and solution */
    char symbols[SUDOKU_MAX_SIDE + 1];
    char caption[256];
    char note[3 * CLI_MESSAGE_MAX]; /* why and where, for a bad record */
} print_entry;

/* The state of a run: the spool, the counts and the exit status. */
typedef struct print_run {
    const cli_parser *parser;
    const print_config *config;
    FILE *spool;
    int spool_failed;      /* a write to the spool failed */
    unsigned long entries; /* records spooled, numbered 1..entries */
    unsigned long records; /* records read */
    int status;
} print_run;

static const cli_option print_options[] = {
    {"output", 'o', "FILE", NULL, OPT_OUTPUT,
     "write the sheet to FILE (default: standard output)"},
    {"format", 'f', "F", "pdf svg", OPT_FORMAT,
     "pdf or svg; default: from FILE's extension\n"
     "(standard output needs --format)"},
    {"per-page", 0, "N", "1 2 4 6", OPT_PER_PAGE,
     "puzzles a page: 1, 2, 4 or 6; default: each run of\n"
     "one size on pages of its own, 4 or 6 a page,\n"
     "whichever leaves fewer slots empty (6 puzzles: one\n"
     "page of 6; 8: two of 4), 1 or 2 for that many;\n"
     "16x16 two a page, 25x25 one"},
    {"solutions", 0, NULL, NULL, OPT_SOLUTIONS,
     "add solution pages after the puzzles, 12 a page\n"
     "(fewer larger boards)"},
    {"paper", 0, "P", "a4 letter", OPT_PAPER, "a4 (default) or letter"},
    {"title", 0, "TEXT", NULL, OPT_TITLE, "heading of every page"},
    {"rate", 0, NULL, NULL, OPT_RATE, "add each puzzle's rating to its caption"},
    {"skip-bad", 0, NULL, NULL, OPT_SKIP_BAD,
     "leave bad records off the sheet (still reported on\n"
     "standard error); the puzzles printed are numbered\n"
     "1, 2, 3... without gaps"},
    CLI_COLUMN_OPTION,
    CLI_OPTIONS_END};

static int run_print(int argc, char **argv);

const cli_command cli_print_command = {
    "print",
    "make a printable PDF or SVG sheet of puzzles",
    "[OPTION]... [FILE]...",
    "Lay out the puzzles of FILE (standard input when none or -) on printable\n"
    "pages, each grid with its number under it: givens bold, thin cell lines,\n"
    "thick box lines, all vector. PDF uses the standard Helvetica fonts; SVG\n"
    "stacks the pages in one document (Inkscape opens them as pages).\n"
    "Every shape prints: 4x4 to 25x25 in their own symbols (15x15 and 16x16\n"
    "two a page, 20x20 and 25x25 one by default), jigsaw regions with thick\n"
    "borders, the X diagonals drawn, windows, asterisk, centre dot and\n"
    "girandola shaded, disjoint groups marked by a map of the box in each\n"
    "cell's corner; the caption names the size and the variants. --rate\n"
    "rates what rate rates (9x9 puzzles of every variant, jigsaw too) and\n"
    "says 'not rated' of the other shapes and of a variant puzzle past the\n"
    "techniques rate has there.\n",
    print_options,
    "Each puzzle must have exactly one solution to be printed. A bad record\n"
    "(malformed, clashing givens, no solution or several) keeps its place and\n"
    "number on the sheet as a framed note saying in words why it was not\n"
    "printed and where it came from (--skip-bad leaves it out), and\n"
    "FILE:LINE: REASON goes to standard error.\n\n"
    "Examples:\n"
    "  sudoku print -o week.pdf --title 'Week 1' --solutions puzzles/hardest.txt\n"
    "  sudoku gen --count 6 --level 3 | sudoku print --per-page 6 --rate -o gen.svg\n\n"
    "Exit status: 0 every puzzle printed, 1 some record bad (the sheet is still\n"
    "written), 2 usage error, unreadable input or a failed write.\n",
    run_print};

/* ==================================================================== */
/* Options                                                               */
/* ==================================================================== */

static int take_option(const cli_parser *p, const cli_option *opt, const char *value,
                       void *config) {
    print_config *c = config;
    int k;

    switch (opt->id) {
    case OPT_OUTPUT:
        c->output = value;
        return 0;
    case OPT_SOLUTIONS:
        c->solutions = 1;
        return 0;
    case OPT_RATE:
        c->rate = 1;
        return 0;
    case OPT_SKIP_BAD:
        c->skip_bad = 1;
        return 0;
    case OPT_TITLE:
        c->title = value;
        return 0;
    default:
        break;
    }
    if ((k = cli_parse_choice(p, opt, value)) < 0) return -1;
    if (opt->id == OPT_FORMAT) c->format = k == 0 ? SUDOKU_SHEET_PDF : SUDOKU_SHEET_SVG;
    if (opt->id == OPT_PER_PAGE) c->per_page = k == 0 ? 1 : 2 * k; /* 1 2 4 6 */
    if (opt->id == OPT_PAPER) c->paper = k == 0 ? SUDOKU_PAPER_A4 : SUDOKU_PAPER_LETTER;
    return 0;
}

/* 1 when 'path' ends with 'ext' (".pdf"), in any case. */
static int has_extension(const char *path, const char *ext) {
    size_t n = strlen(path), m = strlen(ext);
    if (n <= m) return 0;
    for (size_t i = 0; i < m; i++) {
        char a = path[n - m + i];
        if ((a >= 'A' && a <= 'Z' ? a + 32 : a) != ext[i]) return 0;
    }
    return 1;
}

/* Settles the format from -o's extension when --format was not given.
** Returns CLI_GO_ON, or EXIT_USAGE after a message. */
static int settle_format(const cli_parser *p, print_config *c) {
    if (c->format >= 0) return CLI_GO_ON;
    if (!c->output)
        return cli_usage_error(p, "standard output needs --format pdf or svg", NULL);
    if (has_extension(c->output, ".pdf"))
        c->format = SUDOKU_SHEET_PDF;
    else if (has_extension(c->output, ".svg"))
        c->format = SUDOKU_SHEET_SVG;
    else
        return cli_usage_error(p, "needs --format pdf or svg: no .pdf or .svg ending in",
                               c->output);
    return CLI_GO_ON;
}

/* ==================================================================== */
/* First pass: check, solve, rate, spool                                 */
/* ==================================================================== */

/* Why a record cannot be printed: 'why' as the other commands say it on
** stderr, 'note' in a solver's words for the frame on the sheet (what is
** wrong, then where the record came from); returns the caption's word. */
static const char *reason(const sudoku_record *rec, sudoku_status status,
                          const sudoku_error *err, const char *board_why,
                          const char *where, char *why, size_t size, char *note,
                          size_t note_size) {
    sudoku_error clash = {0};
    const char *word = "not a puzzle",
               *what = "this is not a sudoku the program can read: ";
    const char *detail = why;

    if (status == SUDOKU_EFORMAT) {
        snprintf(why, size, "%s", err->text);
    } else if (status == SUDOKU_EINVAL && board_why[0]) { /* a shape that cannot be */
        snprintf(why, size, "%s", board_why);
        what = "this shape cannot be: ";
    } else if (status == SUDOKU_ECLASH) {
        if (board_why[0])
            snprintf(why, size, "%s", board_why);
        else
            sudoku_check(&rec->grid, &clash), snprintf(why, size, "%s", clash.text);
        const char *colon = strstr(why, ": "); /* past "givens clash: " */
        detail = colon ? colon + 2 : why;
        word = board_why[0] ? "symbols repeat" : "digits repeat";
        what =
            board_why[0] ? "the givens repeat a symbol, " : "the givens repeat a digit, ";
    } else if (status == SUDOKU_EMULTIPLE) {
        snprintf(why, size, "the puzzle has several solutions");
        word = "several solutions";
        what = "these givens allow more than one solution, so it cannot be "
               "solved by reasoning alone";
        detail = "";
    } else {
        snprintf(why, size, "%s", sudoku_strerror(status));
        if (status == SUDOKU_ENOSOLUTION) {
            word = "no solution";
            what = "these givens have no solution";
            detail = "";
        }
    }
    snprintf(note, note_size, "Not printed: %s%s. From %s.", what, detail, where);
    return word;
}

/* Checks one record and fills *e; returns its status (SUDOKU_OK: printable). */
static sudoku_status check_record(const print_config *c, const sudoku_record *rec,
                                  sudoku_status status, print_entry *e) {
    uint64_t solutions = 0;
    sudoku_rating rating;

    e->puzzle = rec->grid;
    if (status == SUDOKU_OK) status = sudoku_check(&rec->grid, NULL);
    if (status == SUDOKU_OK) status = sudoku_count(&rec->grid, 2, &solutions);
    if (status == SUDOKU_OK && solutions != 1)
        status = solutions == 0 ? SUDOKU_ENOSOLUTION : SUDOKU_EMULTIPLE;
    if (status == SUDOKU_OK && c->solutions)
        status = sudoku_solve(&rec->grid, &e->solution, NULL);
    if (status == SUDOKU_OK && c->rate && sudoku_rate(&rec->grid, &rating) == SUDOKU_OK)
        snprintf(e->caption, sizeof e->caption, "Puzzle %lu \xC2\xB7 %.1f %s", e->number,
                 rating.score, sudoku_level_name(rating.level));
    else if (status == SUDOKU_OK)
        snprintf(e->caption, sizeof e->caption, "Puzzle %lu", e->number);
    return status;
}

/* The caption's words for a board's shape: "16x16", "jigsaw", "X,
** anti-knight", as the variants' names say them. */
static void shape_words(const sudoku_shape_spec *spec, char *buf, size_t size) {
    static const char *const names[] = {
        "X",         "windoku",     "disjoint groups", "asterisk",        "centre dot",
        "girandola", "anti-knight", "anti-king",       "non-consecutive", "Latin square",
        "jigsaw"};
    size_t n = 0;
    buf[0] = '\0';
    if (spec->side != 9)
        n += (size_t)snprintf(buf, size, "%dx%d", spec->side, spec->side);
    if (spec->box_rows && spec->box_rows > spec->box_cols && n < size &&
        !(spec->variants & (SUDOKU_VARIANT_LATIN | SUDOKU_VARIANT_JIGSAW)))
        n += (size_t)snprintf(buf + n, size - n, "%s%dx%d boxes", n ? ", " : "",
                              spec->box_rows, spec->box_cols);
    for (size_t k = 0; k < sizeof names / sizeof names[0] && n < size; k++)
        if (spec->variants & (1u << k))
            n += (size_t)snprintf(buf + n, size - n, "%s%s", n ? ", " : "", names[k]);
}

/* --rate on a board: " · 2.6 medium" when the logical solver rates its
** shape (a 9x9 board of any variant, jigsaw too; see
** sudoku_rate_shape), else " · not rated" rather than a number it has not. */
static void rate_board(const sudoku_shape *shape, const sudoku_board_record *b, char *buf,
                       size_t size) {
    sudoku_rating rating;
    sudoku_grid grid;
    if (b->spec.side == 9) {
        for (int i = 0; i < 81; i++)
            grid.cell[i] = b->cell[i];
        if (sudoku_rate_shape(shape, &grid, NULL, SUDOKU_SCALE_CLASSIC, &rating) ==
            SUDOKU_OK) {
            snprintf(buf, size, " \xC2\xB7 %.1f %s", rating.score,
                     sudoku_level_name(rating.level));
            return;
        }
    }
    snprintf(buf, size, " \xC2\xB7 not rated");
}

/* As check_record, for a board of another shape: 'why' gets the reason a
** bad one is not printed (its shape, or the clash naming the symbols). */
static sudoku_status check_board(const print_config *c, const sudoku_board_record *b,
                                 print_entry *e, char *why, size_t size) {
    sudoku_shape *shape = NULL;
    sudoku_error err = {0};
    uint64_t solutions = 0;
    char words[128];

    /* Only the bytes the board defines: the entry is written whole to the
    ** spool, so no padding or cell past N*N may come from the record. */
    size_t cells = b->spec.side > 0 && b->spec.side <= SUDOKU_MAX_SIDE
                       ? (size_t)b->spec.side * (size_t)b->spec.side
                       : 0;
    e->is_board = 1;
    e->spec.side = b->spec.side;
    e->spec.box_rows = b->spec.box_rows;
    e->spec.box_cols = b->spec.box_cols;
    e->spec.variants = b->spec.variants;
    memcpy(e->spec.region, b->spec.region, cells);
    memcpy(e->cell[0], b->cell, cells);
    snprintf(e->symbols, sizeof e->symbols, "%s", b->symbols);
    sudoku_status status = sudoku_shape_new(&b->spec, &shape, &err);
    sudoku_board puzzle = {shape, {0}}, solution = {shape, {0}};
    memcpy(puzzle.cell, b->cell, sizeof puzzle.cell);
    if (status == SUDOKU_OK)
        status = sudoku_board_check_symbols(&puzzle, b->symbols, &err);
    if (status == SUDOKU_OK) status = sudoku_board_count(&puzzle, 2, &solutions);
    if (status == SUDOKU_OK && solutions != 1)
        status = solutions == 0 ? SUDOKU_ENOSOLUTION : SUDOKU_EMULTIPLE;
    if (status == SUDOKU_OK && c->solutions)
        status = sudoku_board_solve(&puzzle, &solution);
    if (status == SUDOKU_OK) memcpy(e->cell[1], solution.cell, sizeof e->cell[1]);
    if ((status == SUDOKU_EINVAL || status == SUDOKU_ECLASH) && err.text[0])
        snprintf(why, size, "%s", err.text);
    char rated[64] = "";
    if (status == SUDOKU_OK && c->rate) rate_board(shape, b, rated, sizeof rated);
    sudoku_shape_free(shape);
    shape_words(&b->spec, words, sizeof words);
    snprintf(e->caption, sizeof e->caption, "Puzzle %lu%s%s%s", e->number,
             words[0] ? " \xC2\xB7 " : "", words, rated);
    return status;
}

/* Spools one record (a board when 'b' is not NULL); a bad one is reported
** on stderr as well. */
static void take_record(print_run *r, const char *name, const sudoku_record *rec,
                        const sudoku_board_record *b, sudoku_status status,
                        const sudoku_error *err) {
    print_entry e;
    char why[CLI_MESSAGE_MAX], where[CLI_MESSAGE_MAX];
    char board_why[CLI_MESSAGE_MAX] = "";

    memset(&e, 0, sizeof e);
    e.number = r->entries + 1;
    r->records++;
    if (b)
        status = check_board(r->config, b, &e, board_why, sizeof board_why);
    else
        status = check_record(r->config, rec, status, &e);
    e.ok = status == SUDOKU_OK;
    if (!e.ok) {
        unsigned long line = status == SUDOKU_EFORMAT ? err->line : rec->line;
        snprintf(where, sizeof where, "line %lu of %s", line, name);
        const char *word = reason(rec, status, err, board_why, where, why, sizeof why,
                                  e.note, sizeof e.note);
        snprintf(e.caption, sizeof e.caption, "Puzzle %lu \xC2\xB7 %s", e.number, word);
        cli_report_at(name, line, status == SUDOKU_EFORMAT ? err->column : 0, why);
        if (r->status < EXIT_BAD_PUZZLE) r->status = EXIT_BAD_PUZZLE;
        if (r->config->skip_bad) return;
    }
    r->entries++;
    if (fwrite(&e, sizeof e, 1, r->spool) != 1) r->spool_failed = 1;
}

/* Reads every record of one input into the spool. An empty input (or one
** of comments) is no error, as for the other commands; one with text but no
** puzzle says so. */
static void read_input(print_run *r, FILE *in, const char *name) {
    cli_source *reader = cli_source_new(in, r->parser);
    sudoku_record rec;
    sudoku_board_record board; /* a puzzle of another shape, when is_board */
    int is_board;
    sudoku_error err;
    sudoku_status status;

    if (!reader) {
        fprintf(stderr, "%s: out of memory\n", r->parser->command);
        r->status = EXIT_USAGE;
        return;
    }
    unsigned long records = 0;
    errno = 0; /* a failed read leaves the system's reason here */
    while ((status = cli_source_read(reader, &rec, &board, &is_board, &err)) !=
           SUDOKU_END) {
        if (status == SUDOKU_OK || status == SUDOKU_EFORMAT) {
            take_record(r, name, &rec, is_board ? &board : NULL, status, &err);
            records++;
        } else if (status == SUDOKU_ECOUNT) {
            fprintf(stderr, "%s:%lu: %s\n", name, err.line, err.text);
            if (r->status < EXIT_BAD_PUZZLE) r->status = EXIT_BAD_PUZZLE;
        } else {
            fprintf(stderr, "%s: cannot read '%s': %s\n", r->parser->command, name,
                    errno ? strerror(errno) : "read error");
            r->status = EXIT_USAGE;
            break;
        }
        errno = 0;
    }
    if (status == SUDOKU_END && records == 0 &&
        (cli_text_has_content(rec.raw, rec.raw_len) || rec.notes_cut ||
         cli_source_ended_in_text(reader))) {
        fprintf(stderr, "%s: no puzzle found; " CLI_ACCEPTED "\n", name);
        if (r->status < EXIT_BAD_PUZZLE) r->status = EXIT_BAD_PUZZLE;
    }
    cli_source_free(reader);
}

static void read_inputs(print_run *r) {
    static char *const stdin_only[] = {"-"};
    const cli_parser *p = r->parser;
    char *const *files = p->noperands ? p->argv : stdin_only;
    int nfiles = p->noperands ? p->noperands : 1;

    for (int i = 0; i < nfiles; i++) {
        int is_stdin = strcmp(files[i], "-") == 0;
        FILE *in = is_stdin ? stdin : fopen(files[i], "rb");
        if (!in) {
            fprintf(stderr, "%s: cannot open '%s': %s\n", p->command, files[i],
                    strerror(errno));
            r->status = EXIT_USAGE;
            continue;
        }
        read_input(r, in, is_stdin ? "<stdin>" : files[i]);
        if (!is_stdin) fclose(in);
    }
}

/* ==================================================================== */
/* Second pass: the sheet                                                */
/* ==================================================================== */

/* Adds a spooled board: its shape is built again from the spec. */
static sudoku_status add_board(sudoku_sheet *sheet, const print_entry *e, int solutions) {
    sudoku_shape *shape = NULL;
    sudoku_status status = sudoku_shape_new(&e->spec, &shape, NULL);
    if (status != SUDOKU_OK) return status;
    sudoku_board puzzle = {shape, {0}}, solution = {shape, {0}};
    memcpy(puzzle.cell, e->cell[0], sizeof puzzle.cell);
    memcpy(solution.cell, e->cell[1], sizeof solution.cell);
    sudoku_sheet_board_item item = {e->number,  &puzzle,    solutions ? &solution : NULL,
                                    e->symbols, e->caption, NULL};
    status = sudoku_sheet_add_board(sheet, &item);
    sudoku_shape_free(shape);
    return status;
}

/* The size class of an entry, which its pages hold and are laid out for:
** 0 up to 9x9, 1 10x10 and 12x12, 2 15x15 and 16x16, 3 20x20 and 25x25;
** -1 for a note (a bad record), which goes with the boards around it. */
static int size_class(const print_entry *e) {
    int side = e->is_board ? e->spec.side : e->ok ? 9 : 0;
    if (!e->ok || side <= 0) return -1;
    return side >= 20 ? 3 : side >= 15 ? 2 : side >= 10 ? 1 : 0;
}

/* Puzzles a page for a run of n entries of one size class: --per-page's N,
** else 1 or 2 for one or two, else 4 or 6, whichever leaves fewer slots
** empty on the run's last page (6 puzzles: one page of 6, not 4 and 2; 4,
** the larger grids, when both leave as many); 16x16 two a page and 25x25
** one, legible on A4. */
static int per_page(const print_run *r, int size, unsigned long n) {
    if (r->config->per_page) return r->config->per_page;
    if (size >= 3) return 1;
    if (size == 2) return n >= 2 ? 2 : 1;
    if (n <= 2) return n == 2 ? 2 : 1;
    unsigned long empty4 = (4 - n % 4) % 4, empty6 = (6 - n % 6) % 6;
    return empty6 < empty4 ? 6 : 4;
}

/* Solutions a page for a size class: 12 small grids, fewer large ones. */
static int solutions_per_page(int size) {
    static const int per[] = {12, 6, 4, 2};
    return per[size < 0 ? 0 : size];
}

/* The run of entries laid out alike that starts at entry 'first': how many
** (*n) and how many a page (*each). A run holds boards of one size class
** (a change of size starts a new page, laid out for that size); notes join
** the run they are in. With --per-page N the puzzles are one run, N a
** page. Returns 0, or -1 when the spool cannot be read. */
static int run_at(print_run *r, unsigned long first, int solutions, unsigned long *n,
                  int *each) {
    print_entry e;
    int size = -1;
    if (fseek(r->spool, (long)(first * sizeof e), SEEK_SET) != 0) return -1;
    for (*n = 0; first + *n < r->entries; ++*n) {
        if (fread(&e, sizeof e, 1, r->spool) != 1) return -1;
        int c = size_class(&e);
        if (c >= 0 && size >= 0 && c != size) break;
        if (c >= 0) size = c;
    }
    if (!solutions && r->config->per_page) *n = r->entries - first;
    *each = solutions ? solutions_per_page(size) : per_page(r, size, *n);
    return 0;
}

/* The pages the sheet will have: each section's runs, at their counts a
** page. Returns 0, or -1 on a spool read error. */
static int count_pages(print_run *r, unsigned long *pages) {
    *pages = 0;
    for (int k = 0; k < (r->config->solutions ? 2 : 1); k++)
        for (unsigned long i = 0, n; i < r->entries; i += n) {
            int each;
            if (run_at(r, i, k, &n, &each) < 0) return -1;
            *pages += (n + (unsigned long)each - 1) / (unsigned long)each;
        }
    return 0;
}

/* Adds the spooled entries as puzzles, or as solutions, each run of them
** (see run_at) from a new page laid out for it. */
static sudoku_status add_entries(print_run *r, sudoku_sheet *sheet, int solutions) {
    print_entry e;
    sudoku_status status = SUDOKU_OK;
    unsigned long left = 0; /* entries left in the run */

    for (unsigned long i = 0; i < r->entries && status == SUDOKU_OK; i++, left--) {
        int each;
        if (left == 0) { /* a run starts: a new page, laid out for it */
            if (run_at(r, i, solutions, &left, &each) < 0 ||
                fseek(r->spool, (long)(i * sizeof e), SEEK_SET) != 0)
                return SUDOKU_EIO;
            if ((status = sudoku_sheet_page_break(sheet, each)) != SUDOKU_OK)
                return status;
        }
        if (fread(&e, sizeof e, 1, r->spool) != 1) return SUDOKU_EIO;
        if (e.ok && e.is_board) {
            status = add_board(sheet, &e, solutions);
            continue;
        }
        sudoku_sheet_item item = {e.number, e.ok ? &e.puzzle : NULL,
                                  e.ok && solutions ? &e.solution : NULL, e.caption,
                                  e.ok ? NULL : e.note};
        status = sudoku_sheet_add(sheet, &item);
    }
    return status;
}

static sudoku_status write_sheet(print_run *r, FILE *out) {
    const print_config *c = r->config;
    sudoku_sheet_options opt;
    sudoku_sheet *sheet;
    sudoku_status status;
    char solutions_title[512];

    sudoku_sheet_defaults(&opt);
    opt.format = (sudoku_sheet_format)c->format;
    opt.paper = c->paper;
    unsigned long pages;
    if (count_pages(r, &pages) < 0) return SUDOKU_EIO;
    opt.per_page = c->per_page ? c->per_page : 4; /* each run sets its own */
    opt.title = c->title;
    snprintf(solutions_title, sizeof solutions_title, "%s%sSolutions",
             c->title ? c->title : "", c->title && c->title[0] ? ": " : "");
    opt.solutions_title = solutions_title;
    opt.puzzles = r->entries;
    opt.solutions = c->solutions ? r->entries : 0;
    if ((status = sudoku_sheet_open_pages(out, &opt, pages, &sheet)) != SUDOKU_OK)
        return status;
    status = add_entries(r, sheet, 0);
    if (status == SUDOKU_OK && c->solutions) status = add_entries(r, sheet, 1);
    if (status != SUDOKU_OK) {
        sudoku_sheet_free(sheet);
        return status;
    }
    return sudoku_sheet_close(sheet);
}

/* Writes the sheet to -o's file or standard output; returns the status. */
static int output_sheet(print_run *r) {
    const char *path = r->config->output;
    FILE *out = path ? fopen(path, "wb") : stdout;
    sudoku_status status;
    int closed = 0;

    if (!out) {
        fprintf(stderr, "%s: cannot write '%s': %s\n", r->parser->command, path,
                strerror(errno));
        return EXIT_USAGE;
    }
    errno = 0;
    status = write_sheet(r, out);
    if (path)
        closed = fclose(out);
    else
        closed = fflush(stdout) != 0 || ferror(stdout);
    if (status == SUDOKU_OK && closed) status = SUDOKU_EIO;
    if (status == SUDOKU_OK) return r->status;
#ifdef EPIPE
    if (!path && errno == EPIPE) return EXIT_USAGE; /* the reader went away */
#endif
    fprintf(stderr, "%s: cannot write %s%s%s: %s\n", r->parser->command,
            path ? "'" : "the sheet", path ? path : "", path ? "'" : "",
            status == SUDOKU_EIO && errno ? strerror(errno) : sudoku_strerror(status));
    if (path) remove(path); /* no half-written sheet left behind */
    return EXIT_USAGE;
}

static int run_print(int argc, char **argv) {
    cli_parser p;
    print_config c = {NULL, -1, 0, 0, 0, 0, SUDOKU_PAPER_A4, NULL};
    print_run r = {&p, &c, NULL, 0, 0, 0, EXIT_ALL_OK};
    int status = cli_parse(&p, &cli_print_command, argc, argv, take_option, &c);

    if (status != CLI_GO_ON || (status = settle_format(&p, &c)) != CLI_GO_ON)
        return status;
    if (!(r.spool = tmpfile())) {
        fprintf(stderr, "%s: cannot create a temporary file: %s\n", p.command,
                strerror(errno));
        return EXIT_USAGE;
    }
    read_inputs(&r);
    if (r.spool_failed || fflush(r.spool) != 0) {
        fprintf(stderr, "%s: cannot write the temporary file: %s\n", p.command,
                strerror(errno));
        status = EXIT_USAGE;
    } else if (r.status == EXIT_USAGE && r.records == 0)
        status = EXIT_USAGE; /* nothing could be read: no sheet */
    else
        status = output_sheet(&r);
    fclose(r.spool);
    return status;
}
