/*
** rng.c - the project's own PRNG: xoshiro256** (Blackman and Vigna) seeded
** through splitmix64. Only fixed-width unsigned arithmetic, so a seed gives
** byte-identical streams on every machine and compiler.
*/
#include "internal.h"

/* One splitmix64 step: advances *x and returns a well-mixed 64-bit value. */
static uint64_t splitmix64(uint64_t *x) {
    uint64_t z = (*x += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

void sudoku_rng_seed(sudoku_rng *rng, uint64_t seed) {
    uint64_t x = seed;
    for (int i = 0; i < 4; i++)
        rng->s[i] = splitmix64(&x);
    /* splitmix64 is a bijection of its counter, so the four words can not
    ** all be zero (the one state xoshiro must avoid). */
}

/*
** The stream for item 'index': the index is mixed on its own first, so that
** nearby (seed, index) pairs give unrelated streams rather than shifted ones.
*/
void sudoku_rng_seed_stream(sudoku_rng *rng, uint64_t seed, uint64_t index) {
    uint64_t x = index ^ UINT64_C(0x6A09E667F3BCC909);
    uint64_t mixed = splitmix64(&x);
    sudoku_rng_seed(rng, seed ^ mixed);
}

uint64_t sudoku_rng_next(sudoku_rng *rng) {
    uint64_t *s = rng->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

/*
** Lemire's multiply-and-reject on the top 32 bits: uniform in 0..bound-1,
** rejecting only the few values that would bias the low end.
*/
uint32_t sudoku_rng_below(sudoku_rng *rng, uint32_t bound) {
    if (bound == 0) return 0;
    uint64_t m = (sudoku_rng_next(rng) >> 32) * bound;
    uint32_t low = (uint32_t)m;
    if (low < bound) {
        uint32_t threshold = (uint32_t)(0u - bound) % bound;
        while (low < threshold) {
            m = (sudoku_rng_next(rng) >> 32) * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

void sudoku__shuffle(unsigned char *p, uint32_t n, sudoku_rng *rng) {
    for (uint32_t i = n > 0 ? n - 1 : 0; i > 0; i--) {
        uint32_t j = sudoku_rng_below(rng, i + 1);
        unsigned char tmp = p[i];
        p[i] = p[j];
        p[j] = tmp;
    }
}
