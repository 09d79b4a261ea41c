/*
** cli_write.c - what became of the writes to stdout: the first failed
** write's errno, kept for the one report at the end, and that report.
** Every command ends through cli_finish_output.
*/
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

/* errno of the first failed write to stdout, 0 while none failed: glibc
** drops the buffer on failure, so a later fflush would no longer say why.
** Set by the thread holding the write lock. */
static int first_write_errno;

void cli_note_write_error(void) {
    if (!first_write_errno) first_write_errno = errno ? errno : EIO;
}

int cli_output_failed(void) {
    if (!ferror(stdout)) return 0;
    cli_note_write_error();
    return 1;
}

/* A reader that went away (`sudoku solve big | head -1` with SIGPIPE ignored)
** ends the run quietly, as the default SIGPIPE would; other write errors are
** reported with status 2. 'err' is the failed write's errno. */
static int report(int err, int status) {
#ifdef EPIPE
    if (err == EPIPE) return status;
#endif
    fprintf(stderr, "sudoku: write error: %s\n", err ? strerror(err) : "output failed");
    return EXIT_USAGE;
}

int cli_write_failure(int status) { return report(first_write_errno, status); }

int cli_finish_output(int status) {
    errno = 0;
    if (fflush(stdout) == 0 && !ferror(stdout)) return status;
    return report(first_write_errno ? first_write_errno : errno, status);
}
