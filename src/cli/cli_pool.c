/*
** cli_pool.c - the one thread pool of the command: an ordered pipeline.
**
** With N jobs, N threads (the caller's among them) each loop: under the take
** lock, claim the next batch of work and a ticket; do the work unlocked; then,
** under the put lock, wait for the ticket's turn and put the results out.
** Taking, working and putting thus overlap, results go out in the order the
** work was taken, and memory is one batch per worker. `solve`, `count` and
** `rate` take records from a reader; `gen` takes puzzle indices.
*/
#include <stdlib.h>
#include <threads.h>

#include "cli.h"

/* The pool's shared state; each field is guarded by the lock above it. */
typedef struct pool {
    const cli_pool_ops *ops;
    void *ctx;
    mtx_t take_lock;
    unsigned long next_ticket;
    int stopped; /* a put asked to stop: nothing more is taken */
    mtx_t put_lock;
    cnd_t turn;
    unsigned long now_putting; /* the ticket whose batch goes out next */
    int put_stopped;           /* a put asked to stop: no later batch goes out */
} pool;

typedef struct worker {
    pool *pool;
    int index;
} worker;

static int work_loop(void *arg) {
    const worker *w = arg;
    pool *p = w->pool;
    for (;;) {
        mtx_lock(&p->take_lock);
        unsigned long ticket = p->next_ticket++;
        size_t n = p->stopped ? 0 : p->ops->take(p->ctx, w->index);
        mtx_unlock(&p->take_lock);
        if (n) p->ops->work(p->ctx, w->index);

        mtx_lock(&p->put_lock);
        while (p->now_putting != ticket)
            cnd_wait(&p->turn, &p->put_lock);
        if (n && !p->put_stopped && p->ops->put(p->ctx, w->index) != 0)
            p->put_stopped = 1;
        int stop = n == 0 || p->put_stopped;
        p->now_putting++;
        cnd_broadcast(&p->turn);
        mtx_unlock(&p->put_lock);
        if (stop) {
            mtx_lock(&p->take_lock);
            p->stopped = 1;
            mtx_unlock(&p->take_lock);
            return 0;
        }
    }
}

int cli_pool_run(const cli_pool_ops *ops, void *ctx, int jobs) {
    pool p = {.ops = ops, .ctx = ctx};
    if (jobs < 1) jobs = 1;
    thrd_t *threads = malloc((size_t)jobs * sizeof *threads);
    worker *workers = malloc((size_t)jobs * sizeof *workers);
    int ok = threads && workers && mtx_init(&p.take_lock, mtx_plain) == thrd_success;
    if (ok && mtx_init(&p.put_lock, mtx_plain) != thrd_success)
        ok = 0, mtx_destroy(&p.take_lock);
    if (ok && cnd_init(&p.turn) != thrd_success)
        ok = 0, mtx_destroy(&p.take_lock), mtx_destroy(&p.put_lock);
    if (!ok) {
        free(threads), free(workers);
        return -1;
    }
    int started = 0;
    for (int i = 0; i < jobs; i++)
        workers[i] = (worker){&p, i};
    for (int i = 1; i < jobs; i++) /* fewer threads than asked still finish */
        if (thrd_create(&threads[started], work_loop, &workers[i]) == thrd_success)
            started++;
    work_loop(&workers[0]);
    for (int i = 0; i < started; i++)
        thrd_join(threads[i], NULL);
    cnd_destroy(&p.turn);
    mtx_destroy(&p.put_lock);
    mtx_destroy(&p.take_lock);
    free(threads), free(workers);
    return 0;
}
