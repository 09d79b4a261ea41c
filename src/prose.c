/*
** prose.c - which lines of an input are text (prose, Markdown, a table, a
** console transcript) and which are a puzzle's attempt. Both readers ask:
** the classic one (io.c) and the board reader (board_io.c), so a README
** piped through either costs no record for its prose, and a puzzle cut
** short or holding a stray byte is still reported, never dropped. Also
** qqwing's counted title, which both take for a title, POJ 2676's count
** line and the check of its count at the end, and the bytes that make a
** line binary data to both.
*/
#include <stdio.h>
#include <string.h>

#include "internal.h"

static int is_space(unsigned char c) { return c == ' ' || c == '\t' || c == '\r'; }
static int is_letter(unsigned char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }

/* A cell of the classic alphabet: a digit, or a blank . * _ x X - ? */
static int is_cell(unsigned char c) {
    return (c >= '0' && c <= '9') || (c && strchr(".*_xX-?", c));
}

/* The side N of a puzzle of 'len' cells on a line: N*N cells for a side
** the shape reader takes (4x4 to 25x25), 9 for 729 (pencil marks); 0 for
** none. 'nine_only': 81 and 729 alone. */
static int puzzle_side(size_t len, int nine_only) {
    static const unsigned char sides[] = {4, 6, 8, 10, 12, 15, 16, 20, 25};
    if (len == 81 || len == 729) return 9;
    for (size_t k = 0; k < sizeof sides / sizeof sides[0] && !nine_only; k++)
        if ((size_t)sides[k] * sides[k] == len) return sides[k];
    return 0;
}

/* Whether c is a cell of an N x N board in the default symbols: a digit or
** a blank, or past 9x9 one of the first N-9 letters (A-G on 16x16, in either
** case), so that a 25x25 grid in 1-9A-P is all cells. */
static int is_board_cell(unsigned char c, int side) {
    return is_cell(c) || (side > 9 && is_letter(c) && (c | 0x20) - 'a' < side - 9);
}

size_t sudoku__attempt_word(const char *s, size_t n, size_t at, int nine_only) {
    for (size_t i = at; i < n;) {
        while (i < n && is_space((unsigned char)s[i]))
            i++;
        size_t start = i;
        while (i < n && !is_space((unsigned char)s[i]))
            i++;
        int side = puzzle_side(i - start, nine_only);
        if (!side) continue;
        size_t cells = 0;
        for (size_t k = start; k < i; k++)
            cells += (size_t)is_board_cell((unsigned char)s[k], side);
        if (2 * cells >= i - start) return start;
    }
    return n;
}

int sudoku__has_word(const char *s, size_t n, size_t at) {
    for (size_t i = at; i + 1 < n; i++)
        if (is_letter((unsigned char)s[i]) && is_letter((unsigned char)s[i + 1]) &&
            ((s[i] | 0x20) != 'x' || (s[i + 1] | 0x20) != 'x'))
            return 1;
    return 0;
}

/* Whether s[at..n) holds a cell (a digit or a blank): "```" and "> " do not. */
static int has_cell(const char *s, size_t n, size_t at) {
    for (size_t i = at; i < n; i++)
        if (is_cell((unsigned char)s[i])) return 1;
    return 0;
}

/* Whether s[at..n) holds a byte that prose, tables and consoles write and
** no puzzle format does ("99%", ">=2", "r1c4=9:", "(9)", "$ sudoku"). */
static int has_prose_mark(const char *s, size_t n, size_t at) {
    for (size_t i = at; i < n; i++)
        if (s[i] && strchr("%$>=:()!`\"'<&@^{}[]~/\\", s[i])) return 1;
    return 0;
}

/* Whether c is one of 'symbols' (NULL: none), in either case. */
static int is_symbol(const char *symbols, unsigned char c) {
    return symbols && is_letter(c) && (strchr(symbols, c & ~0x20) || strchr(symbols, c));
}

/* Whether s[at..n) holds a word that may be a puzzle of a wrong length:
** DATA_WORD_MIN characters or more, three quarters of them cells or
** 'symbols' ("53..7....6..195....98%", cut short). */
enum { DATA_WORD_MIN = 17 };
static int has_data_word(const char *s, size_t n, size_t at, const char *symbols) {
    for (size_t i = at; i < n;) {
        while (i < n && is_space((unsigned char)s[i]))
            i++;
        size_t start = i, cells = 0;
        for (; i < n && !is_space((unsigned char)s[i]); i++)
            cells += (size_t)(is_cell((unsigned char)s[i]) ||
                              is_symbol(symbols, (unsigned char)s[i]));
        if (i - start >= DATA_WORD_MIN && 4 * cells >= 3 * (i - start)) return 1;
    }
    return 0;
}

int sudoku__is_prose(const char *s, size_t n, size_t at, const char *symbols) {
    if (sudoku__attempt_word(s, n, at, 0) != n) return 0;
    int wordy = sudoku__has_word(s, n, at) || !has_cell(s, n, at);
    if (symbols) /* letters may be cells: no word proves prose alone */
        return (wordy || has_prose_mark(s, n, at)) && !has_data_word(s, n, at, symbols);
    return wordy || (has_prose_mark(s, n, at) && !has_data_word(s, n, at, NULL));
}

int sudoku__is_counted_title(const char *s, size_t n) {
    size_t i = 0, word;
    while (i < n && s[i] >= '0' && s[i] <= '9')
        i++;
    if (i == 0 || i > 6 || i == n || (s[i] != ' ' && s[i] != '\t')) return 0;
    while (i < n && (s[i] == ' ' || s[i] == '\t'))
        i++;
    int x_only = 1;
    for (word = i; word < n && is_letter((unsigned char)s[word]); word++)
        x_only &= (s[word] | 0x20) == 'x';
    return word - i >= 2 && !x_only;
}

int sudoku__is_count_line(const char *s, size_t n) {
    if (n == 0 || n > 7) return 0;
    for (size_t i = 0; i < n; i++)
        if (s[i] < '0' || s[i] > '9') return 0;
    return 1;
}

sudoku_status sudoku__count_kept(long announced, unsigned long records,
                                 unsigned long line, sudoku_error *err) {
    if (announced < 0 || (unsigned long)announced == records) return SUDOKU_END;
    char text[160];
    snprintf(text, sizeof text,
             "count line announces %ld puzzle%s, %lu follow%s; the count (POJ 2676's "
             "first line) must be the number of puzzles after it",
             announced, announced == 1 ? "" : "s", records, records == 1 ? "s" : "");
    sudoku__error_at(err, line, 0, text);
    return SUDOKU_ECOUNT;
}

/* A byte no text file holds: a control byte other than tab, CR, form feed
** and ESC (colour codes), or DEL. */
static int is_binary_byte(unsigned char c) {
    return (c < ' ' && c != '\t' && c != '\r' && c != '\f' && c != 0x1B) || c == 127;
}

size_t sudoku__binary_column(const char *s, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (is_binary_byte((unsigned char)s[i])) return i + 1;
    return 0;
}

int sudoku__is_binary_line(const char *s, size_t n, const char *symbols) {
    size_t binary = 0, cells = 0, bytes = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (is_space(c)) continue;
        bytes++;
        binary += (size_t)is_binary_byte(c);
        cells += (size_t)(is_cell(c) || is_symbol(symbols, c));
    }
    return binary > 0 && 2 * cells < bytes;
}
