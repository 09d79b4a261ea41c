/*
** cli_seen.h - a set of canonical forms by fingerprint, for dedupe (see
** cli_seen.c for the memory and the odds of a false "seen").
*/
#ifndef SUDOKU_CLI_SEEN_H
#define SUDOKU_CLI_SEEN_H

#include <stddef.h>
#include <stdint.h>

typedef struct cli_seen {
    uint32_t *slots; /* cap slots of 'words' words: fingerprint [, id] */
    size_t cap, used;
    int words; /* 3, or 4 with an id a form */
} cli_seen;

/* An empty set; with_ids: each form keeps the id it was first added with. */
void cli_seen_init(cli_seen *s, int with_ids);

/* Frees the table; the set is empty again. */
void cli_seen_free(cli_seen *s);

/* Adds the 81-cell 'form'. Returns 1 when it is new (kept with 'id'), 0
** when it was there (its id in *first, if non-NULL and the set keeps ids),
** -1 when out of memory (the set unchanged). */
int cli_seen_add(cli_seen *s, const unsigned char *form, uint32_t id, uint32_t *first);

#endif /* SUDOKU_CLI_SEEN_H */
