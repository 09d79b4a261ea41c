/*
** fuzz_check.h - what the libFuzzer harnesses share: a CHECK that aborts
** with the failed condition (libFuzzer then saves the input as a crash), and
** a reader over a byte buffer.
*/
#ifndef SUDOKU_FUZZ_CHECK_H
#define SUDOKU_FUZZ_CHECK_H

#include <stdio.h>
#include <stdlib.h>

#include "sudoku.h"

#define CHECK(cond)                                                                      \
    do {                                                                                 \
        if (!(cond)) {                                                                   \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);     \
            abort();                                                                     \
        }                                                                                \
    } while (0)

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

#endif /* SUDOKU_FUZZ_CHECK_H */
