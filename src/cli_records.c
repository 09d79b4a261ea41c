/*
** cli_records.c - the record runner: streams every puzzle of every input
** file through a command's per-record function and writes one result per
** record, in input order. With several jobs, records are processed in
** batches of fixed size by C11 threads, so memory stays bounded.
*/
#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>

#include "cli.h"

#define BATCH_SIZE 1024 /* records per batch when jobs > 1 */
#define CHUNK_SIZE 8    /* records a worker claims at a time */

typedef struct slot {
    sudoku_record rec;
    sudoku_status status;
    sudoku_error err;
    cli_result out;
} slot;

typedef struct batch {
    slot *slots;
    size_t count;
    atomic_size_t next;
    cli_record_fn fn;
    const void *ctx;
} batch;

/* The state of one run over all inputs. */
typedef struct run {
    const cli_parser *parser;
    cli_record_fn fn;
    const void *ctx;
    cli_totals *totals;
    int exit_status;
    int write_failed;
    int last_was_grid;  /* the previous output was several lines long */
    int write_errno;    /* errno of the first failed write */
} run;

void cli_echo_record(const sudoku_record *rec, cli_result *out) {
    memcpy(out->text, rec->raw, rec->raw_len);
    out->text_len = rec->raw_len;
}

static void process(const batch *b, slot *s) {
    s->out.text_len = 0;
    s->out.message[0] = '\0';
    s->out.failed = s->out.solved = 0;
    s->out.guesses = 0;
    b->fn(&s->rec, s->status, &s->err, b->ctx, &s->out);
}

static int worker(void *arg) {
    batch *b = arg;
    for (;;) {
        size_t first = atomic_fetch_add(&b->next, CHUNK_SIZE);
        if (first >= b->count) return 0;
        size_t last = first + CHUNK_SIZE < b->count ? first + CHUNK_SIZE : b->count;
        for (size_t i = first; i < last; i++) process(b, &b->slots[i]);
    }
}

/* Processes a batch on 'jobs' threads, the calling thread being one. */
static void process_batch(batch *b, int jobs) {
    thrd_t threads[256];
    int started = 0;
    atomic_store(&b->next, 0);
    for (int i = 1; i < jobs && b->count > CHUNK_SIZE; i++)
        if (thrd_create(&threads[started], worker, b) == thrd_success) started++;
    worker(b);
    for (int i = 0; i < started; i++) thrd_join(threads[i], NULL);
}

/* Remembers the first write error: glibc drops the buffer on failure, so a
** later fflush would no longer say why. */
static void note_write_error(run *r) {
    if (r->write_failed) return;
    r->write_failed = 1;
    r->write_errno = errno;
}

/* Writes one result and its message; keeps the totals and exit status. */
static void emit(run *r, const char *name, const slot *s) {
    const cli_result *out = &s->out;
    const char *newline = memchr(out->text, '\n', out->text_len);
    int is_grid = newline && newline + 1 < out->text + out->text_len;
    if (is_grid && r->last_was_grid) putchar('\n'); /* grids stay apart */
    r->last_was_grid = is_grid;
    if (out->text_len && fwrite(out->text, 1, out->text_len, stdout) != out->text_len)
        note_write_error(r);
    if (out->message[0]) {
        fflush(stdout); /* with 2>&1 the message follows its record */
        unsigned long line = s->status == SUDOKU_EFORMAT ? s->err.line : s->rec.line;
        fprintf(stderr, "%s:%lu: %s\n", name, line, out->message);
    }
    r->totals->records++;
    r->totals->guesses += out->guesses;
    r->totals->solved += out->solved != 0;
    r->totals->failed += out->failed != 0;
    if (out->failed && r->exit_status == EXIT_ALL_OK) r->exit_status = EXIT_BAD_PUZZLE;
}

/* Reads the next record into 's'. Returns 1 for a record, 0 at the end. */
static int read_record(run *r, sudoku_reader *reader, const char *name, slot *s) {
    for (;;) {
        s->status = sudoku_read(reader, &s->rec, &s->err);
        if (s->status == SUDOKU_OK || s->status == SUDOKU_EFORMAT) return 1;
        if (s->status == SUDOKU_ECOUNT) {
            fprintf(stderr, "%s:%lu: %s\n", name, s->err.line, s->err.text);
            if (r->exit_status == EXIT_ALL_OK) r->exit_status = EXIT_BAD_PUZZLE;
            continue;
        }
        if (s->status == SUDOKU_EIO) {
            fprintf(stderr, "%s: read error: %s\n", r->parser->command, name);
            r->exit_status = EXIT_USAGE;
        }
        return 0;
    }
}

/* Streams one input through the runner. Returns the records it held. */
static unsigned long run_stream(run *r, FILE *in, const char *name, batch *b, int jobs) {
    sudoku_reader *reader = sudoku_reader_new(in);
    unsigned long records = 0;
    if (!reader) {
        fprintf(stderr, "%s: out of memory\n", r->parser->command);
        r->exit_status = EXIT_USAGE;
        return 0;
    }
    int more = 1;
    while (more && !r->write_failed) {
        size_t size = jobs > 1 ? BATCH_SIZE : 1;
        for (b->count = 0; b->count < size; b->count++)
            if (!(more = read_record(r, reader, name, &b->slots[b->count]))) break;
        if (jobs > 1) process_batch(b, jobs);
        else if (b->count) process(b, &b->slots[0]);
        for (size_t i = 0; i < b->count; i++) emit(r, name, &b->slots[i]);
        records += b->count;
        if (ferror(stdout)) note_write_error(r);
    }
    sudoku_reader_free(reader);
    return records;
}

static void run_file(run *r, const char *path, batch *b, int jobs) {
    int is_stdin = strcmp(path, "-") == 0;
    const char *name = is_stdin ? "<stdin>" : path;
    FILE *in = is_stdin ? stdin : fopen(path, "rb");
    if (!in) {
        fprintf(stderr, "%s: cannot open '%s': %s\n", r->parser->command, path,
                strerror(errno));
        r->exit_status = EXIT_USAGE;
        return;
    }
    unsigned long records = run_stream(r, in, name, b, jobs);
    if (records == 0 && r->exit_status == EXIT_ALL_OK && !r->write_failed) {
        fprintf(stderr, "%s: no puzzles found\n", name);
        r->exit_status = EXIT_BAD_PUZZLE;
    }
    if (!is_stdin) fclose(in);
}

/* A reader that went away (`sudoku solve big | head -1` with SIGPIPE ignored)
** ends the run quietly, as the default SIGPIPE would; other write errors are
** reported with status 2. 'err' is the failed write's errno. */
static int write_failure(int err, int status) {
#ifdef EPIPE
    if (err == EPIPE) return status;
#endif
    fprintf(stderr, "sudoku: write error: %s\n", err ? strerror(err) : "output failed");
    return EXIT_USAGE;
}

int cli_run_records(const cli_parser *p, int jobs, cli_record_fn fn, const void *ctx,
                    cli_totals *totals) {
    run r = {p, fn, ctx, totals, EXIT_ALL_OK, 0, 0, 0};
    batch b = {0};
    b.fn = fn;
    b.ctx = ctx;
    b.slots = malloc((jobs > 1 ? BATCH_SIZE : 1) * sizeof *b.slots);
    if (!b.slots) {
        fprintf(stderr, "%s: out of memory\n", p->command);
        return EXIT_USAGE;
    }
    memset(totals, 0, sizeof *totals);
    static char *const stdin_only[] = {"-"};
    char *const *files = p->noperands ? p->argv : stdin_only;
    int nfiles = p->noperands ? p->noperands : 1;
    for (int i = 0; i < nfiles && !r.write_failed; i++) run_file(&r, files[i], &b, jobs);
    free(b.slots);
    if (r.write_failed) return write_failure(r.write_errno, r.exit_status);
    return cli_finish_output(r.exit_status);
}

int cli_finish_output(int status) {
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout)) return status;
    return write_failure(errno, status);
}
