/*
** cli_pool.c - the one thread pool of the command: an ordered pipeline.
**
** With N jobs, N threads (the caller's among them) each loop: under the take
** lock, claim the next batch of work, its ticket and a slot for it; do the
** work unlocked; then, under the put lock, mark it done and put out every
** done batch whose turn has come. Taking, working and putting thus overlap,
** and results go out in the order the work was taken. A batch that is done
** does not wait for the batches before it: its worker goes on to take more,
** so one slow batch holds the others back only once every slot is waiting
** behind it. Memory is one batch per slot, CLI_POOL_SLOTS_PER_JOB slots a
** job. `solve`, `count` and `rate` take records from a reader; `gen` takes
** puzzle indices.
*/
#include <stdatomic.h>
#include <stdlib.h>
#include <threads.h>

#include "cli.h"

/* The pool's shared state; each field is guarded by the lock above it. */
typedef struct pool {
    const cli_pool_ops *ops;
    void *ctx;
    int slots;
    mtx_t take_lock;
    unsigned long next_ticket;
    atomic_int stopped; /* nothing more is taken (no more work, or a put said
                           stop); read without the lock by the put step */
    mtx_t put_lock;
    cnd_t freed;               /* a slot's batch went out */
    unsigned long now_putting; /* the ticket whose batch goes out next */
    int put_stopped;           /* a put asked to stop: no later batch goes out */
    size_t *size;              /* per slot: the batch's size, once done */
    unsigned char *done;       /* per slot: its batch is worked */
} pool;

int cli_pool_slots(int jobs) { return jobs > 1 ? jobs * CLI_POOL_SLOTS_PER_JOB : 1; }

/* Puts out, in ticket order, every done batch whose turn has come, and
** frees their slots. Called under the put lock. */
static void put_ready(pool *p) {
    int any = 0;
    for (;;) {
        int slot = (int)(p->now_putting % (unsigned long)p->slots);
        if (!p->done[slot]) break;
        if (p->size[slot] && !p->put_stopped && p->ops->put(p->ctx, slot) != 0) {
            p->put_stopped = 1;
            atomic_store(&p->stopped, 1);
        }
        p->done[slot] = 0;
        p->now_putting++;
        any = 1;
    }
    if (any) cnd_broadcast(&p->freed);
}

/* Claims a ticket and its slot, once the slot's last batch is out, and
** takes the next batch into it. Returns the batch's size (0: no more). */
static size_t take_next(pool *p, int *slot) {
    mtx_lock(&p->take_lock);
    unsigned long ticket = p->next_ticket++;
    mtx_lock(&p->put_lock);
    while (ticket - p->now_putting >= (unsigned long)p->slots)
        cnd_wait(&p->freed, &p->put_lock);
    mtx_unlock(&p->put_lock);
    *slot = (int)(ticket % (unsigned long)p->slots);
    size_t n = atomic_load(&p->stopped) ? 0 : p->ops->take(p->ctx, *slot);
    if (n == 0) atomic_store(&p->stopped, 1);
    mtx_unlock(&p->take_lock);
    return n;
}

static int work_loop(void *arg) {
    pool *p = arg;
    for (;;) {
        int slot;
        size_t n = take_next(p, &slot);
        if (n) p->ops->work(p->ctx, slot);
        mtx_lock(&p->put_lock);
        p->size[slot] = n;
        p->done[slot] = 1;
        put_ready(p);
        mtx_unlock(&p->put_lock);
        if (n == 0) return 0;
    }
}

int cli_pool_run(const cli_pool_ops *ops, void *ctx, int jobs) {
    if (jobs < 1) jobs = 1;
    pool p = {.ops = ops, .ctx = ctx, .slots = cli_pool_slots(jobs)};
    atomic_init(&p.stopped, 0);
    thrd_t *threads = malloc((size_t)jobs * sizeof *threads);
    p.size = calloc((size_t)p.slots, sizeof *p.size);
    p.done = calloc((size_t)p.slots, sizeof *p.done);
    int ok =
        threads && p.size && p.done && mtx_init(&p.take_lock, mtx_plain) == thrd_success;
    if (ok && mtx_init(&p.put_lock, mtx_plain) != thrd_success)
        ok = 0, mtx_destroy(&p.take_lock);
    if (ok && cnd_init(&p.freed) != thrd_success)
        ok = 0, mtx_destroy(&p.take_lock), mtx_destroy(&p.put_lock);
    if (!ok) {
        free(threads), free(p.size), free(p.done);
        return -1;
    }
    int started = 0;
    for (int i = 1; i < jobs; i++) /* fewer threads than asked still finish */
        if (thrd_create(&threads[started], work_loop, &p) == thrd_success) started++;
    work_loop(&p);
    for (int i = 0; i < started; i++)
        thrd_join(threads[i], NULL);
    cnd_destroy(&p.freed);
    mtx_destroy(&p.put_lock);
    mtx_destroy(&p.take_lock);
    free(threads), free(p.size), free(p.done);
    return 0;
}
