/*
** cli_seen.c - the set of canonical forms dedupe has seen: a 96-bit
** fingerprint of each form in an open-addressing table (linear probing),
** kept between 3/4 and 9/10 full, so a puzzle costs 12 to 16 bytes however
** long the input. Two different forms share a fingerprint with odds about
** n^2 / 2^97: 10^-15 for ten million puzzles.
*/
#include <stdlib.h>
#include <string.h>

#include "cli_seen.h"

/* Two independent 64-bit hashes of the 81 cells, eight at a time (the
** bytes' order in a word is the machine's: fingerprints never leave the
** process), each mixed to the end. */
static void fingerprint(const unsigned char *form, uint32_t fp[3]) {
    uint64_t a = UINT64_C(0x9E3779B97F4A7C15), b = UINT64_C(0xC2B2AE3D27D4EB4F);
    for (int i = 0; i < 80; i += 8) {
        uint64_t w;
        memcpy(&w, form + i, sizeof w);
        a = (a ^ w) * UINT64_C(0x100000001B3);
        a ^= a >> 32;
        b = (b + w) * UINT64_C(0xFF51AFD7ED558CCD);
        b ^= b >> 29;
    }
    a = (a ^ form[80]) * UINT64_C(0x100000001B3);
    b = (b + form[80] + 1) * UINT64_C(0xFF51AFD7ED558CCD);
    a ^= a >> 33, a *= UINT64_C(0xC4CEB9FE1A85EC53), a ^= a >> 33;
    b ^= b >> 31, b *= UINT64_C(0x94D049BB133111EB), b ^= b >> 31;
    fp[0] = (uint32_t)a | 1u; /* never all zero: zero marks an empty slot */
    fp[1] = (uint32_t)(a >> 32);
    fp[2] = (uint32_t)(b >> 32);
}

void cli_seen_init(cli_seen *s, int with_ids) {
    memset(s, 0, sizeof *s);
    s->words = with_ids ? 4 : 3;
}

void cli_seen_free(cli_seen *s) {
    free(s->slots);
    s->slots = NULL;
    s->cap = s->used = 0;
}

/* The slot holding fp, or the empty slot where it goes. */
static uint32_t *find(const cli_seen *s, const uint32_t fp[3]) {
    size_t i = ((size_t)fp[1] << 16 ^ fp[2]) % s->cap;
    for (;;) {
        uint32_t *slot = s->slots + i * (size_t)s->words;
        if (!slot[0] || memcmp(slot, fp, 3 * sizeof *fp) == 0) return slot;
        if (++i == s->cap) i = 0;
    }
}

/* Moves the table to 'cap' slots; 0 when out of memory (table kept). */
static int resize(cli_seen *s, size_t cap) {
    cli_seen bigger = *s;
    bigger.cap = cap;
    bigger.slots = calloc(cap, (size_t)s->words * sizeof *s->slots);
    if (!bigger.slots) return 0;
    for (size_t i = 0; i < s->cap; i++) {
        const uint32_t *slot = s->slots + i * (size_t)s->words;
        if (slot[0]) memcpy(find(&bigger, slot), slot, (size_t)s->words * sizeof *slot);
    }
    free(s->slots);
    *s = bigger;
    return 1;
}

int cli_seen_add(cli_seen *s, const unsigned char *form, uint32_t id, uint32_t *first) {
    if (10 * (s->used + 1) > 9 * s->cap && !resize(s, s->cap < 64 ? 64 : s->cap / 5 * 6))
        return -1; /* grown by a fifth: from 9/10 full to 3/4 */
    uint32_t fp[3];
    fingerprint(form, fp);
    uint32_t *slot = find(s, fp);
    if (slot[0]) {
        if (first && s->words == 4) *first = slot[3];
        return 0;
    }
    memcpy(slot, fp, sizeof fp);
    if (s->words == 4) slot[3] = id;
    s->used++;
    return 1;
}
