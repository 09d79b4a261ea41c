/*
** example.c - a program built against the *installed* libsudoku by the
** install test: reads puzzles from stdin, prints the library version as a
** comment line, then each solution in the layout its puzzle came in.
*/
#include <stdio.h>

#include <sudoku.h>

/* Solves one record and prints its answer; returns 0, or 1 on failure. */
static int answer(const sudoku_record *rec) {
    sudoku_grid solution;
    char text[SUDOKU_FORMAT_MAX];
    sudoku_status st = sudoku_solve(&rec->grid, &solution, NULL);
    if (st != SUDOKU_OK) {
        fprintf(stderr, "line %lu: %s\n", rec->line, sudoku_strerror(st));
        return 1;
    }
    sudoku_format(&solution, rec->layout, rec->empty, text);
    fputs(text, stdout);
    return 0;
}

int main(void) {
    sudoku_reader *reader = sudoku_reader_new(stdin);
    if (!reader) return 2;
    printf("# libsudoku %s\n", sudoku_version());
    sudoku_record rec;
    sudoku_error err;
    sudoku_status st;
    int failed = 0;
    while ((st = sudoku_read(reader, &rec, &err)) == SUDOKU_OK || st == SUDOKU_EFORMAT) {
        if (st == SUDOKU_OK) {
            failed |= answer(&rec);
        } else {
            fprintf(stderr, "line %lu: %s\n", err.line, err.text);
            failed = 1;
        }
    }
    sudoku_reader_free(reader);
    if (st != SUDOKU_END) failed = 1;
    return failed;
}
