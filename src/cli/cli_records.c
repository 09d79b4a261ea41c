/*
** cli_records.c - the record runner: streams every puzzle of every input
** file through a command's per-record function and writes one result per
** record, in input order.
**
** It runs on the command's thread pool (cli_pool.c): a worker takes a chunk
** of records from the reader, processes it, and writes it in its turn, so
** reading, solving and writing overlap, output order is the input order,
** and memory is one chunk per pool slot. A chunk holds about CHUNK_NS of
** work, by the time the records before took: many quick records (solve)
** share the locks' cost, slow ones (rate on the hardest puzzles) go one by
** one so that the threads finish together.
*/
#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"

#define CHUNK_SIZE 32      /* most records a thread reads at a time (jobs > 1) */
#define CHUNK_NS 2000000LL /* the work a chunk is sized to: 2 ms */

typedef struct slot {
    sudoku_record rec;
    sudoku_board_record board; /* a puzzle of another shape, when is_board */
    int is_board;
    size_t own_at; /* cli_input's */
    sudoku_status status;
    sudoku_error err;
    cli_result out;
} slot;

/* The state of one run over all inputs. */
typedef struct run {
    const cli_parser *parser;
    cli_run_spec spec; /* what to run: the record function, ordered pass, head */
    cli_totals *totals;
    int exit_status;
    atomic_int write_failed;
    int last_was_block; /* the previous output was a multi-line block */
    int headed;         /* spec.head was called */
} run;

/* One input being worked by the pool. The reader and the fields about how
** reading ended belong to the take step, the rest to the put step. */
typedef struct pipeline {
    run *r;
    const char *name;
    size_t chunk;  /* most records per take: room per pool slot */
    slot *slots;   /* pool slot w's chunk: slots[w * chunk ..] */
    size_t *taken; /* records in slot w's chunk */
    cli_source *reader;
    int more;                 /* the reader may have more records */
    sudoku_status end_status; /* how reading ended: SUDOKU_END, ECOUNT, EIO */
    sudoku_error end_err;
    int read_errno;         /* errno of a failed read, 0 when unknown */
    cli_text tail;          /* the text after the last record (comments, blank lines) */
    int tail_cut;           /* some of it was dropped (SUDOKU_NOTES_MAX) */
    int tail_crlf;          /* its lines ended in CR LF */
    atomic_llong record_ns; /* how long the last chunk took a record (0:
                               none yet); sizes the next chunks */
    unsigned long records;  /* records read (good or bad) */
} pipeline;

void cli_echo_record(const cli_input *in, cli_echo how, cli_result *out) {
    const sudoku_record *rec = in->rec;
    if (how == CLI_ECHO_SAME) {
        cli_text_add_lines(&out->text, rec->raw, rec->raw_len, rec->crlf);
        out->block = 0;
        return;
    }
    size_t start = out->text.len;
    cli_put_record_lines(&out->text, rec, in->own_at, how == CLI_ECHO_LINE ? ' ' : '\n');
    out->block = out->text.data &&
                 memchr(out->text.data + start, '\n', out->text.len - start) != NULL;
    cli_text_putc(&out->text, '\n');
}

void cli_fail(const cli_input *in, sudoku_status status, cli_result *out) {
    sudoku_error clash = {0};
    const char *why = sudoku_strerror(status);
    if (status == SUDOKU_EFORMAT ||
        (status == SUDOKU_EUNSUPPORTED && in->status == status && in->err->text[0]))
        why = in->err->text; /* the reader's reason: what is accepted */
    else if (status == SUDOKU_ECLASH && sudoku_check(&in->rec->grid, &clash) != SUDOKU_OK)
        why = clash.text;
    else if (status == SUDOKU_EMULTIPLE)
        why = "the puzzle has several solutions";
    snprintf(out->message, sizeof out->message, "%s", why);
    out->failed = 1;
}

void cli_field_outcome(cli_writer *w, const cli_input *in, sudoku_status status,
                       const cli_result *out) {
    cli_field_string(w, "status", cli_status_word(status));
    if (out->failed)
        cli_field_string(w, "error", out->message);
    else
        cli_field_absent(w, "error");
    cli_field_string(w, "file", in->file);
    cli_field_uint(w, "line", in->line);
    if (in->status == SUDOKU_EFORMAT && in->err->column)
        cli_field_uint(w, "column", in->err->column);
    else
        cli_field_absent(w, "column");
    if (in->rec->name[0])
        cli_field_string(w, "name", in->rec->name);
    else
        cli_field_absent(w, "name");
}

void cli_field_puzzle(cli_writer *w, const cli_input *in) {
    if (in->status != SUDOKU_OK) {
        cli_field_raw(w, "puzzle", in->rec, in->own_at);
        return;
    }
    cli_field_grid(w, "puzzle", &in->rec->grid);
    if (w->format != CLI_FORMAT_JSON || !in->rec->pencilmarks) return;
    char marks[729]; /* a pencil-mark puzzle: its candidates as 729 characters */
    for (int i = 0; i < 729; i++) {
        int cell = i / 9, digit = i % 9 + 1, given = in->rec->grid.cell[cell];
        int candidate =
            given ? given == digit : (in->rec->marks.mask[cell] >> (digit - 1)) & 1;
        marks[i] = candidate ? (char)('0' + digit) : '.';
    }
    cli_field_bytes(w, "candidates", marks, sizeof marks);
}

/* A solution the input gave (a CSV 'solution' field) must be one: else the
** record fails, saying where it differs from the answer. Another valid
** solution is fine (the puzzle then has several). */
/* check_given_solution for a board whose CSV row gave its shape (a
** jigsaw's map): the solution field is checked on that shape. */
static void check_board_solution(slot *s) {
    sudoku_shape *shape = NULL;
    if (sudoku_shape_new(&s->board.spec, &shape, NULL) != SUDOKU_OK)
        return; /* said later */
    sudoku_board puzzle = {shape, {0}}, given = {shape, {0}}, answer = {shape, {0}};
    memcpy(puzzle.cell, s->board.cell, 81);
    memcpy(given.cell, s->rec.solution.cell, 81);
    int wrong = !sudoku_board_is_solution(&puzzle, &given);
    sudoku_status solved = wrong ? sudoku_board_solve(&puzzle, &answer) : SUDOKU_OK;
    sudoku_shape_free(shape);
    if (!wrong) return;
    int i = 0;
    while (solved == SUDOKU_OK && i < 80 && answer.cell[i] == given.cell[i])
        i++;
    s->err.line = s->rec.line;
    s->err.column = 0;
    s->status = SUDOKU_EFORMAT;
    s->is_board = 0; /* a bad record: echoed as read */
    if (solved != SUDOKU_OK)
        snprintf(s->err.text, sizeof s->err.text,
                 "the solution field is wrong: the puzzle has no solution");
    else
        snprintf(s->err.text, sizeof s->err.text,
                 "the solution field disagrees with the answer: r%dc%d is %d there, %d "
                 "in the answer",
                 i / 9 + 1, i % 9 + 1, given.cell[i], answer.cell[i]);
}

static void check_given_solution(slot *s) {
    const sudoku_record *rec = &s->rec;
    if (s->status != SUDOKU_OK || !rec->has_solution) return;
    if (s->is_board == CLI_BOARD_IN_FIELDS) {
        check_board_solution(s);
        return;
    }
    if (sudoku_is_solution(&rec->grid, &rec->solution)) return;
    sudoku_grid answer;
    int i = 0;
    s->err.line = rec->line;
    s->err.column = 0;
    s->status = SUDOKU_EFORMAT;
    if (sudoku_solve(&rec->grid, &answer, NULL) != SUDOKU_OK) {
        snprintf(s->err.text, sizeof s->err.text,
                 "the solution field is wrong: the puzzle has no solution");
        return;
    }
    while (i < 80 && answer.cell[i] == rec->solution.cell[i])
        i++;
    snprintf(s->err.text, sizeof s->err.text,
             "the solution field disagrees with the answer: r%dc%d is %d there, %d in "
             "the answer",
             i / 9 + 1, i % 9 + 1, rec->solution.cell[i], answer.cell[i]);
}

/* What the command's functions see of the record in slot s of input 'name'
** (a refused record's line is the reader's error's). */
static cli_input input_of(slot *s, const char *name) {
    unsigned long line = s->status == SUDOKU_EFORMAT ? s->err.line : s->rec.line;
    cli_input in = {&s->rec,
                    s->status,
                    &s->err,
                    name,
                    line,
                    s->is_board ? &s->board : NULL,
                    s->is_board == CLI_BOARD_IN_FIELDS,
                    s->own_at};
    return in;
}

/* Where rec's own lines start in rec->raw: past the last line before its
** last that is a CSV header (naming the puzzle column: 'column', --column's
** value, or the usual names), which the reader read with its first row;
** 0 when there is none. */
static size_t own_lines(const sudoku_record *rec, const char *column) {
    size_t own = 0;
    for (size_t at = 0; at < rec->raw_len;) {
        const char *line = rec->raw + at, *end = memchr(line, '\n', rec->raw_len - at);
        if (!end || (size_t)(end - rec->raw) + 1 >= rec->raw_len) break; /* the last */
        size_t len = (size_t)(end - line);
        at += len + 1;
        if (len && line[0] != '{' && sudoku_input_holds_fields(line, len, column))
            own = at;
    }
    return own;
}

/* Runs the record function on slot s, its result cleared first. */
static void process(const run *r, const char *name, slot *s) {
    check_given_solution(s);
    cli_text_clear(&s->out.text);
    s->out.message[0] = '\0';
    s->out.block = s->out.apart = s->out.crlf = s->out.failed = s->out.solved = 0;
    s->out.guesses = 0;
    cli_input in = input_of(s, name);
    r->spec.record(&in, r->spec.record_ctx, &s->out);
}

static void fail_with(run *r, int status) {
    if (r->exit_status < status) r->exit_status = status;
}

/* Remembers the first write error (write lock held), right after it. */
static void note_write_error(run *r) {
    if (atomic_load(&r->write_failed)) return;
    cli_note_write_error();
    atomic_store(&r->write_failed, 1);
}

/* Writes one result and its message; keeps the totals and exit status. */
static void emit(run *r, const char *name, slot *s) {
    if (r->spec.ordered) {
        cli_input in = input_of(s, name);
        r->spec.ordered(&in, r->spec.ordered_ctx, &s->out);
    }
    const cli_result *out = &s->out;
    if (out->block && !out->apart && r->last_was_block) /* grids stay apart */
        fputs(out->crlf ? "\r\n" : "\n", stdout);
    /* a record that prints nothing (one dedupe drops) leaves the last
    ** block where it was: the grids kept around it stay apart */
    if (out->text.len) r->last_was_block = out->block;
    if (out->text.len &&
        fwrite(out->text.data, 1, out->text.len, stdout) != out->text.len)
        note_write_error(r);
    if (out->text.failed) {
        fprintf(stderr, "%s: out of memory: a record's output was cut\n", name);
        fail_with(r, EXIT_USAGE);
    }
    if (r->spec.filter && s->rec.notes_cut) {
        fflush(stdout);
        fprintf(stderr,
                "%s:%lu: note: comment lines before this puzzle past %d bytes "
                "were not copied\n",
                name, s->rec.line, SUDOKU_NOTES_MAX);
    }
    if (out->message[0]) {
        fflush(stdout); /* with 2>&1 the message follows its record */
        int bad_text = s->status == SUDOKU_EFORMAT;
        unsigned long line = bad_text ? s->err.line : s->rec.line;
        cli_report_at(name, line, bad_text ? s->err.column : 0, out->message);
    }
    r->totals->records++;
    r->totals->guesses += out->guesses;
    r->totals->solved += out->solved != 0;
    r->totals->failed += out->failed != 0;
    if (out->failed) fail_with(r, EXIT_BAD_PUZZLE);
}

static long long now_ns(void) {
    struct timespec t;
    if (timespec_get(&t, TIME_UTC) != TIME_UTC) return 0;
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

/* The records the next chunk takes: about CHUNK_NS of work at the pace of
** the last chunk, one at first, at most pl->chunk. */
static size_t chunk_wanted(pipeline *pl) {
    long long each = atomic_load(&pl->record_ns);
    if (pl->chunk == 1 || each <= 0) return 1;
    long long n = CHUNK_NS / each;
    return n < 1 ? 1 : n > (long long)pl->chunk ? pl->chunk : (size_t)n;
}

/* Reads up to chunk_wanted records into slot w's chunk (a cli_pool_ops
** take). An end of input, a count mismatch or a read error is kept for the
** end. */
static size_t take_chunk(void *ctx, int w) {
    pipeline *pl = ctx;
    slot *slots = pl->slots + (size_t)w * pl->chunk;
    size_t n = 0, want = chunk_wanted(pl);
    while (n < want && pl->more && !atomic_load(&pl->r->write_failed)) {
        slot *s = &slots[n];
        errno = 0; /* a failed read leaves the system's reason here */
        s->status =
            cli_source_read(pl->reader, &s->rec, &s->board, &s->is_board, &s->err);
        s->own_at = own_lines(&s->rec, pl->r->parser->column);
        /* a record: a puzzle, a malformed one, or one of a shape the
        ** command does not take (each gets its output record) */
        if (s->status == SUDOKU_OK || s->status == SUDOKU_EFORMAT ||
            s->status == SUDOKU_EUNSUPPORTED) {
            if (pl->r->spec.head && !pl->r->headed) { /* before any record is processed */
                pl->r->headed = 1;
                pl->r->spec.head(pl->r->spec.head_ctx, s->is_board);
            }
            n++;
            pl->records++;
            continue;
        }
        if (s->status == SUDOKU_END || s->status == SUDOKU_ECOUNT) {
            cli_text_add(&pl->tail, s->rec.raw, s->rec.raw_len); /* after the last */
            pl->tail_cut |= s->rec.notes_cut;
            pl->tail_crlf |= s->rec.crlf;
        }
        if (s->status == SUDOKU_ECOUNT) {
            pl->end_status = s->status;
            pl->end_err = s->err;
        } else {
            if (s->status == SUDOKU_EIO)
                pl->end_status = s->status, pl->read_errno = errno;
            pl->more = 0;
        }
    }
    return pl->taken[w] = n;
}

static void process_chunk(void *ctx, int w) {
    pipeline *pl = ctx;
    long long start = pl->chunk > 1 ? now_ns() : 0;
    for (size_t i = 0; i < pl->taken[w]; i++)
        process(pl->r, pl->name, &pl->slots[(size_t)w * pl->chunk + i]);
    if (pl->chunk > 1 && pl->taken[w])
        atomic_store(&pl->record_ns, (now_ns() - start) / (long long)pl->taken[w] + 1);
}

/* Writes slot w's chunk; nonzero (stop) after a write error. */
static int write_chunk(void *ctx, int w) {
    pipeline *pl = ctx;
    for (size_t i = 0; i < pl->taken[w]; i++)
        emit(pl->r, pl->name, &pl->slots[(size_t)w * pl->chunk + i]);
    if (ferror(stdout)) note_write_error(pl->r);
    return atomic_load(&pl->r->write_failed);
}

/* Whether an input without records had something in it besides blank and
** comment lines (a file of comments says it holds no puzzle). */
static int had_text(const pipeline *pl) {
    return cli_text_has_content(pl->tail.data, pl->tail.len) || pl->tail_cut ||
           cli_source_ended_in_text(pl->reader);
}

/* Reports how reading 'pl' ended, once every record is out. */
static void report_end(pipeline *pl) {
    run *r = pl->r;
    if (pl->records == 0 && pl->end_status == SUDOKU_END && had_text(pl)) {
        fflush(stdout); /* nothing echoed: the text was no puzzle's */
        fprintf(stderr, "%s: no puzzle found; " CLI_ACCEPTED "\n", pl->name);
        fail_with(r, EXIT_BAD_PUZZLE);
        return;
    }
    if (r->spec.filter && pl->tail.len && !atomic_load(&r->write_failed)) {
        cli_text lines = {0};
        cli_text_add_lines(&lines, pl->tail.data, pl->tail.len, pl->tail_crlf);
        if (lines.len && fwrite(lines.data, 1, lines.len, stdout) != lines.len)
            note_write_error(r);
        cli_text_free(&lines);
    }
    if (r->spec.filter && pl->tail_cut) {
        fflush(stdout);
        fprintf(stderr,
                "%s: note: comment lines at the end past %d bytes were not "
                "copied\n",
                pl->name, SUDOKU_NOTES_MAX);
    }
    if (pl->end_status == SUDOKU_ECOUNT) {
        fflush(stdout);
        fprintf(stderr, "%s:%lu: %s\n", pl->name, pl->end_err.line, pl->end_err.text);
        fail_with(r, EXIT_BAD_PUZZLE);
    } else if (pl->end_status == SUDOKU_EIO) {
        fprintf(stderr, "%s: cannot read '%s': %s\n", r->parser->command, pl->name,
                pl->read_errno ? strerror(pl->read_errno) : "read error");
        fail_with(r, EXIT_USAGE);
    }
}

/* Streams one input through the runner on 'jobs' threads, with room for
** the pool slots' chunks in 'slots' and 'taken'. An input without puzzles is no
** error: like sort, nothing in, nothing out. */
static void run_stream(run *r, FILE *in, const char *name, slot *slots, size_t *taken,
                       int jobs) {
    static const cli_pool_ops ops = {take_chunk, process_chunk, write_chunk};
    pipeline pl = {.r = r,
                   .name = name,
                   .chunk = jobs > 1 ? CHUNK_SIZE : 1, /* 1: answer each at once */
                   .slots = slots,
                   .taken = taken,
                   .reader = cli_source_new(in, r->parser),
                   .more = 1,
                   .end_status = SUDOKU_END};
    atomic_init(&pl.record_ns, 0);
    if (!pl.reader || cli_pool_run(&ops, &pl, jobs) < 0) {
        fprintf(stderr, "%s: out of memory\n", r->parser->command);
        fail_with(r, EXIT_USAGE);
    } else {
        report_end(&pl);
    }
    cli_source_free(pl.reader);
    cli_text_free(&pl.tail);
}

static void run_file(run *r, const char *path, slot *slots, size_t *taken, int jobs) {
    int is_stdin = strcmp(path, "-") == 0;
    const char *name = is_stdin ? "<stdin>" : path;
    FILE *in = is_stdin ? stdin : fopen(path, "rb");
    if (!in) {
        fprintf(stderr, "%s: cannot open '%s': %s\n", r->parser->command, path,
                strerror(errno));
        fail_with(r, EXIT_USAGE);
        return;
    }
    run_stream(r, in, name, slots, taken, jobs);
    if (!is_stdin) fclose(in);
}

int cli_run(const cli_parser *p, int jobs, const cli_run_spec *spec, cli_totals *totals) {
    run r = {p, *spec, totals, EXIT_ALL_OK, 0, 0, 0};
    if (jobs < 1) jobs = 1;
    size_t chunks = (size_t)cli_pool_slots(jobs),
           nslots = chunks * (jobs > 1 ? CHUNK_SIZE : 1);
    slot *slots = calloc(nslots, sizeof *slots); /* zero: empty text buffers */
    size_t *taken = malloc(chunks * sizeof *taken);
    if (!slots || !taken) {
        fprintf(stderr, "%s: out of memory\n", p->command);
        free(slots), free(taken);
        return EXIT_USAGE;
    }
    memset(totals, 0, sizeof *totals);
    static char *const stdin_only[] = {"-"};
    char *const *files = p->noperands ? p->argv : stdin_only;
    int nfiles = p->noperands ? p->noperands : 1;
    for (int i = 0; i < nfiles && !atomic_load(&r.write_failed); i++)
        run_file(&r, files[i], slots, taken, jobs);
    if (r.spec.head && !r.headed)
        r.spec.head(r.spec.head_ctx, 0); /* no record in any input */
    for (size_t i = 0; i < nslots; i++)
        cli_text_free(&slots[i].out.text);
    free(slots), free(taken);
    if (atomic_load(&r.write_failed)) return cli_write_failure(r.exit_status);
    return cli_finish_output(r.exit_status);
}
