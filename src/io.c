/*
** io.c - reading puzzles in every common layout, from a stream (sudoku_read)
** or a string (sudoku_parse) through one implementation, and writing answers
** back in the text they came in. The rules of what a line is are defined
** here and only here (classify_line); README and sudoku(1) describe them.
**
** Memory is fixed per reader: input is read a line (or a block of a long
** line) at a time, and a line longer than LINE_CAP is measured, not stored.
*/
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define BLOCK_SIZE 4096 /* most bytes one fgets brings in */
#define LINE_CAP 3072   /* longest line stored: a 25x25 answer's CSV row or JSON line */

/* What one input line is. The order of the tests in classify_line is the
** definition: blank, comment, title, border, POJ count, else cells. */
typedef enum line_kind {
    LINE_NONE,       /* end of input */
    LINE_BLANK,      /* only white space */
    LINE_COMMENT,    /* '#' first */
    LINE_TITLE,      /* '%' first, "[Name]", or a word: "Grid 01", "Puzzle 3" */
    LINE_BORDER,     /* only - = + | * : ' . _ and blanks, with a - or = */
    LINE_HEADER,     /* only a number, first in the input: POJ 2676's count */
    LINE_CSV_HEADER, /* CSV column names, one of them a puzzle column's */
    LINE_CELLS,      /* cells, well formed or not */
    LINE_TEXT,       /* words that are no puzzle's attempt: kept in raw as notes */
    LINE_BINARY      /* control bytes: binary data, reported once per input */
} line_kind;

/* The shape of a cells line. */
typedef enum line_shape {
    SHAPE_OTHER,      /* none of these: a bad record on its own */
    SHAPE_PUZZLE,     /* 81 cells (then optional fields) */
    SHAPE_MARKS_LINE, /* 729 characters: nine candidate places per cell */
    SHAPE_ROW,        /* 9 cells: a grid row */
    SHAPE_MARKS_ROW   /* 9 candidate lists: a pencil-mark grid row */
} line_shape;

/* Why a cells line is bad. */
typedef enum bad_kind {
    BAD_NONE,
    BAD_CHAR,      /* a byte that is no cell */
    BAD_AFTER_RUN, /* 81 or 729 cells run straight into something else */
    BAD_PLACE      /* a 729-line digit out of its place */
} bad_kind;

/* One line, classified. Cell i of the line is text[pos[i]..pos[i]+len[i]). */
typedef struct parsed_line {
    line_kind kind;
    line_shape shape;
    int ncells;   /* cells counted, bad bytes included (blanks, '|' not) */
    int words;    /* runs of cells between blanks and '|' */
    int run;      /* cells in the leading unbroken run */
    int run_ends; /* that run ends the line or is followed by a field separator */
    int spaced;   /* cells separated by white space */
    int fields;   /* a field row's fields (each one cell or empty), else 0 */
    char empty;   /* first blank seen, or 0 */
    bad_kind bad;
    size_t bad_column; /* 1-based */
    unsigned char bad_byte;
    size_t name_start, name_len; /* a title's name within the line */
    int csv_field;               /* a CSV row: its puzzle's field, 1-based; else 0 */
    int json;                    /* a JSON object line whose "puzzle" member is no
                                    81 cells: its length in ncells */
    int wordy;                   /* a grid row that is words: text unless 9 such */
    char label;                  /* a grid row's label, 'A' to 'I', or 0 */
    unsigned short pos[81];
    unsigned char len[81];
} parsed_line;

struct sudoku_reader {
    FILE *in;                  /* NULL: reading 'text' (sudoku_parse) */
    const unsigned char *text; /* the string being read */
    size_t pos, len;           /* unread bytes: block[pos..len) or text[pos..len) */
    int at_eof;
    unsigned long lineno; /* lines consumed so far */
    size_t line_len;      /* the current line's true length (may exceed LINE_CAP) */
    int line_cr;          /* it ended in CR LF */
    int pushed_back;      /* the current line is to be read again */
    parsed_line parsed;   /* the current line, classified */
    int seen_content;     /* a line other than blank or comment was read */
    long header_count;    /* POJ header's count, or -1 */
    unsigned long header_line;
    char header_digits[8]; /* its digits: they may be a small grid's first row */
    int header_len;        /* how many */
    int header_cr;         /* it ended in CR LF */
    unsigned long records; /* records returned so far */
    int count_checked;
    /* CSV: after a header naming a puzzle column, or with a column chosen */
    int csv_col;        /* the puzzle's field (0-based) in rows; -1: not in a CSV */
    int csv_held;       /* csv_col before a blank line ended the CSV, -1 none:
                           a row of the table right after the gap resumes it */
    int csv_fields;     /* the header's field count */
    int csv_sol;        /* the solution's field, -1 when none */
    char csv_sep;       /* the header's separator; 0: each row's first */
    int want_index;     /* sudoku_reader_set_column's field number, 0 none */
    char want_name[64]; /* or its column name, "" none */
    char csv_name[64];  /* the puzzle column's name, for messages */
    int csv_shape[SUDOKU__FIELD_PUZZLE]; /* 1 + the fields of the columns size,
                                            box, variants, regions and symbols
                                            (a board's shape,
                                            sudoku_reader_board); 0 none */
    int binary_seen; /* a binary line was reported: later ones are skipped */
    /* buffers, written before they are read: not cleared (sudoku_parse
    ** makes a reader a record) */
    char line[LINE_CAP]; /* the current line, CR, LF and a BOM removed */
    char scan[LINE_CAP]; /* the line as classified: box drawing made ASCII */
    unsigned char block[BLOCK_SIZE];
};

static void reader_init(sudoku_reader *r, FILE *in) {
    memset(r, 0, offsetof(sudoku_reader, line));
    memset(r->block, 0xFF, sizeof r->block); /* see filled_length */
    r->in = in;
    r->header_count = -1;
    r->csv_col = r->csv_sol = r->csv_held = -1;
}

sudoku_reader *sudoku_reader_new(FILE *in) {
    sudoku_reader *r = malloc(sizeof *r);
    if (r) reader_init(r, in);
    return r;
}

void sudoku_reader_free(sudoku_reader *reader) { free(reader); }

sudoku_status sudoku_reader_unread(sudoku_reader *r, const char *text, size_t length,
                                   unsigned long first_line) {
    if (!r->in || r->pos != r->len || r->pushed_back || length >= BLOCK_SIZE)
        return SUDOKU_EINVAL;
    memset(r->block, 0xFF, r->len + 1); /* the last fill's data and NUL: see
                                           filled_length */
    memcpy(r->block, text, length);
    r->pos = 0;
    r->len = length;
    r->lineno = first_line ? first_line - 1 : 0;
    return SUDOKU_OK;
}

size_t sudoku_reader_take_pending(sudoku_reader *r, char *buf, size_t size,
                                  unsigned long *first_line) {
    size_t at = 0, rest = r->len - r->pos;
    if (!r->in) return (size_t)-1;
    if (r->pushed_back) { /* read again next: it goes first, as it was read */
        if (r->line_len > LINE_CAP || r->line_len + 2 > size) return (size_t)-1;
        memcpy(buf, r->line, r->line_len);
        at = r->line_len;
        if (r->line_cr) buf[at++] = '\r';
        buf[at++] = '\n';
    }
    if (at + rest > size) return (size_t)-1;
    memcpy(buf + at, r->block + r->pos, rest); /* lines given to sudoku_reader_unread */
    *first_line = r->pushed_back ? r->lineno : r->lineno + 1;
    r->pushed_back = 0;
    r->pos = r->len;
    return at + rest;
}

void sudoku_reader_hand_over(sudoku_reader *r, unsigned long reread,
                             sudoku_board_reader *to) {
    if (!r || !to) return;
    unsigned long before = r->records >= reread ? r->records - reread : 0;
    int counted = r->header_count >= 0 && !r->count_checked;
    if (!before && !counted) return;
    sudoku__board_reader_continue(to, counted ? r->header_count : -1, r->header_line,
                                  before);
    r->count_checked = 1; /* the board reader checks it */
}

sudoku_status sudoku_reader_set_column(sudoku_reader *reader, const char *column) {
    size_t n = strlen(column), digits = strspn(column, "0123456789");
    if (n == 0 || n >= sizeof reader->want_name) return SUDOKU_EINVAL;
    if (digits == n) {
        long k = n <= 4 ? strtol(column, NULL, 10) : 0;
        if (k < 1) return SUDOKU_EINVAL;
        reader->want_index = (int)k;
        reader->csv_col = (int)k - 1; /* rows from the start, header or not */
        reader->csv_sep = 0;
        snprintf(reader->csv_name, sizeof reader->csv_name, "%ld", k);
        return SUDOKU_OK;
    }
    memcpy(reader->want_name, column, n + 1);
    return SUDOKU_OK;
}

/* ================================================================ lines */

/* Length of what fgets put in the block. Lines may hold NUL bytes, so the
** terminator is found as the last NUL: the block past the data of the
** previous fill is kept at 0xFF, and data ends either with its newline or
** at the block's end, or else (last line, or a NUL byte inside) nothing but
** 0xFF follows the terminator. */
static size_t filled_length(const unsigned char *block) {
    const unsigned char *nul = memchr(block, 0, BLOCK_SIZE);
    for (;;) {
        size_t k = (size_t)(nul - block);
        if (k == BLOCK_SIZE - 1 || (k > 0 && block[k - 1] == '\n')) return k;
        const unsigned char *next = memchr(nul + 1, 0, BLOCK_SIZE - 1 - k);
        if (!next) return k;
        nul = next;
    }
}

/* Brings in the next line, or the next BLOCK_SIZE - 1 bytes of a long one.
** fgets, unlike fread, returns as soon as a line is in, so answers stream
** when the input is a pipe or a terminal. */
static int fill_block(sudoku_reader *r) {
    if (r->at_eof || !r->in) return 0;
    memset(r->block, 0xFF, r->len + 1); /* the last fill's data and NUL */
    r->pos = r->len = 0;
    if (!fgets((char *)r->block, BLOCK_SIZE, r->in)) {
        r->at_eof = 1;
        return 0;
    }
    r->len = filled_length(r->block);
    return r->len > 0;
}

/* Points *start at the unread input; returns how many bytes are there. */
static size_t unread(sudoku_reader *r, const unsigned char **start) {
    if (r->pos == r->len && !fill_block(r)) return 0;
    *start = (r->in ? r->block : r->text) + r->pos;
    return r->len - r->pos;
}

/* Drops a UTF-8 byte-order mark at the start of the input, or of any line
** (`cat a.txt b.txt` puts b's mark inside the stream). */
static void drop_bom(sudoku_reader *r, size_t *n) {
    if (*n < 3 || memcmp(r->line, "\xEF\xBB\xBF", 3) != 0) return;
    size_t kept = *n < LINE_CAP ? *n : LINE_CAP;
    memmove(r->line, r->line + 3, kept - 3);
    *n -= 3;
}

/* Removes the ANSI colour codes (ESC '[' parameters, a final byte) of
** line[0..n) once; returns the length left. */
static size_t drop_colour_once(char *line, size_t n) {
    size_t out = 0;
    for (size_t i = 0; i < n; i++) {
        size_t k = i + 2;
        if (line[i] == 0x1B && i + 1 < n && line[i + 1] == '[') {
            while (k < n && line[k] >= 0x20 && line[k] <= 0x3F)
                k++; /* parameters and intermediates */
            if (k < n && line[k] >= 0x40 && line[k] <= 0x7E) {
                i = k; /* the final byte: the code ends */
                continue;
            }
        }
        line[out++] = line[i];
    }
    return out;
}

/* Removes the ANSI colour codes of a stored line: `sudoku solve --color
** always` output reads back as the plain one. Until none is left, so that
** the line as read has none ("\33\33[0m[1m" is one once the inner one
** goes): it reads the same when read again. */
static size_t drop_colour(char *line, size_t n) {
    if (n > LINE_CAP) return n;
    for (size_t was = n + 1; n < was && memchr(line, 0x1B, n);) {
        was = n;
        n = drop_colour_once(line, n);
    }
    return n;
}

/* Reads the next line into r->line. Returns 0 at end of input, -1 on a read
** error, 1 otherwise. Bytes past LINE_CAP are counted in line_len only. */
static int read_line(sudoku_reader *r) {
    size_t n = 0, avail;
    const unsigned char *start;
    int got_any = 0;
    while ((avail = unread(r, &start)) > 0) {
        got_any = 1;
        const unsigned char *nl = memchr(start, '\n', avail);
        size_t chunk = nl ? (size_t)(nl - start) : avail;
        if (n < LINE_CAP)
            memcpy(r->line + n, start, chunk < LINE_CAP - n ? chunk : LINE_CAP - n);
        n += chunk;
        r->pos += chunk + (nl != NULL);
        if (nl) break;
    }
    if (r->in && ferror(r->in)) return -1;
    if (!got_any) return 0;
    drop_bom(r, &n);
    r->line_cr = n > 0 && n <= LINE_CAP && r->line[n - 1] == '\r';
    if (r->line_cr) n--;
    r->line_len = drop_colour(r->line, n);
    r->lineno++;
    return 1;
}

/* ================================================================ rules */

static int is_space(unsigned char c) { return c == ' ' || c == '\t' || c == '\r'; }
static int is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
static int is_letter(unsigned char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }

/* What a byte is as a cell: 1 a digit 1-9, 2 a blank (. 0 * _ x X - ?), 0
** neither. A table, not tests: every byte of every line passes here, and
** tests on a mix of digits and blanks mispredict. */
static const unsigned char cell_kind[256] = {
    ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1,
    ['7'] = 1, ['8'] = 1, ['9'] = 1, ['.'] = 2, ['0'] = 2, ['*'] = 2,
    ['_'] = 2, ['x'] = 2, ['X'] = 2, ['-'] = 2, ['?'] = 2,
};

static int is_blank_cell(unsigned char c) { return cell_kind[c] == 2; }
static int is_cell(unsigned char c) { return cell_kind[c] != 0; }

/* What may follow 81 (or 729) cells and start the line's other fields. */
static int is_field_separator(unsigned char c) {
    return is_space(c) || c == ',' || c == ';' || c == ':'; /* never NUL */
}

static int is_border_char(unsigned char c) {
    switch (c) {
    case '-':
    case '=':
    case '+':
    case '|':
    case '*':
    case ':':
    case '\'':
    case '.':
    case '_':
        return 1;
    default:
        return is_space(c);
    }
}

/* A byte below ' ' other than tab, or DEL: never part of a title. */
static int is_control(unsigned char c) { return (c < ' ' && c != '\t') || c == 127; }

/* A border: only border characters, at least one - or =. */
static int is_border(const char *s, size_t n) {
    int rule = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (!is_border_char(c)) return 0;
        rule |= c == '-' || c == '=';
    }
    return rule;
}

/* Whether the line's first token is a row (N cells) or a whole puzzle (N*N
** cells) of a board of side N >= 10, whose symbols (1-9 then A-P) include
** letters: "AB3..." is then cells of another shape, not a title. */
static int is_shape_cells(const char *s, size_t n) {
    static const int sides[] = {10, 12, 15, 16, 20, 25};
    size_t len = 0;
    while (len < n && !is_space((unsigned char)s[len]))
        len++;
    for (size_t k = 0; k < sizeof sides / sizeof sides[0]; k++) {
        size_t side = (size_t)sides[k];
        if (len != side && len != side * side) continue;
        size_t i = 0;
        for (; i < len; i++) {
            char c = s[i];
            int symbol =
                (c >= '1' && c <= '9') || (c >= 'A' && c < (char)('A' + side - 9));
            if (!symbol && !strchr(".0*_-?xX", c)) break;
        }
        if (i == len) return 1;
    }
    return 0;
}

/* A title: '%' first (Kennett), "[Name]", or a line starting with a word of
** two or more letters, not all of them the blanks x and X ("Grid 01",
** "Puzzle 3"), or qqwing's "1 puzzle generated in ..." (prose.c's
** sudoku__is_counted_title); never with control bytes. Sets the name's
** span. */
static int is_title(const char *s, size_t n, parsed_line *p, size_t at) {
    size_t skip = 0, cut = 0;
    if (s[0] == '%') {
        skip = 1;
    } else if (s[0] == '[' && s[n - 1] == ']') {
        skip = cut = 1;
    } else if (!sudoku__is_counted_title(s, n)) {
        size_t word = 0;
        int x_only = 1;
        while (word < n && is_letter((unsigned char)s[word]))
            x_only &= (s[word++] | 0x20) == 'x';
        if (word < 2 || x_only || is_shape_cells(s, n)) return 0;
    }
    for (size_t i = 0; i < n; i++) /* last: the shape above rules out most lines */
        if (is_control((unsigned char)s[i])) return 0;
    while (skip < n - cut && is_space((unsigned char)s[skip]))
        skip++;
    p->name_start = at + skip;
    p->name_len = n - cut - skip;
    return 1;
}

/* A POJ 2676 count: 1 to 7 digits alone, on the first line with content. */
static int is_header(const sudoku_reader *r, const char *s, size_t n) {
    return !r->seen_content && sudoku__is_count_line(s, n);
}

static void note_bad(parsed_line *p, bad_kind kind, size_t i, unsigned char c) {
    if (p->bad) return;
    p->bad = kind;
    p->bad_column = i + 1;
    p->bad_byte = c;
}

/* A 729-character line holds digit k, or a blank, in place k of each cell. */
static void check_places(const char *s, size_t at, parsed_line *p) {
    for (size_t i = 0; i < 729; i++) {
        unsigned char c = (unsigned char)s[at + i];
        if (!is_blank_cell(c) && c != '1' + i % 9) note_bad(p, BAD_PLACE, at + i, c);
    }
}

/* Cells in an unbroken run from 'at': 81 of them (or 729) make a one-line
** puzzle when the line ends there or a field separator follows. */
static int scan_run(const char *s, size_t n, size_t at, parsed_line *p) {
    size_t i = at;
    while (i < n && is_cell((unsigned char)s[i]))
        i++;
    p->run = (int)(i - at);
    p->run_ends = i == n || is_field_separator((unsigned char)s[i]);
    if (p->run != 81 && p->run != 729) return 0;
    if (!p->run_ends) {
        note_bad(p, BAD_AFTER_RUN, i, (unsigned char)s[i]);
        return 0;
    }
    int cell_len = p->run == 81 ? 1 : 9;
    for (size_t k = at; k < i && !p->empty; k++)
        if (is_blank_cell((unsigned char)s[k])) p->empty = s[k];
    for (int k = 0; k < 81; k++) {
        p->pos[k] = (unsigned short)(at + (size_t)(k * cell_len));
        p->len[k] = (unsigned char)cell_len;
    }
    p->ncells = 81;
    p->shape = p->run == 81 ? SHAPE_PUZZLE : SHAPE_MARKS_LINE;
    if (p->run == 729) check_places(s, at, p);
    return 1;
}

/* Notes cell 'c' at s[i] in the general scan. */
static void add_cell(parsed_line *p, size_t i, unsigned char c, int after_gap) {
    if (!is_cell(c)) note_bad(p, BAD_CHAR, i, c);
    if (is_blank_cell(c) && !p->empty) p->empty = (char)c;
    if (after_gap && p->ncells > 0) p->spaced = 1;
    if (p->ncells < 81) {
        p->pos[p->ncells] = (unsigned short)i;
        p->len[p->ncells] = 1;
    }
    p->ncells++;
}

/* Candidate lists: exactly nine words of the digits 1-9 split by blanks and
** '|', as HoDoKu and SudokuWiki print pencil marks. */
static int scan_marks_row(const char *s, size_t n, parsed_line *p) {
    int words = 0;
    for (size_t i = 0; i < n;) {
        if (is_space((unsigned char)s[i]) || s[i] == '|') {
            i++;
            continue;
        }
        size_t start = i;
        while (i < n && s[i] >= '1' && s[i] <= '9')
            i++;
        if (i < n && !is_space((unsigned char)s[i]) && s[i] != '|') return 0;
        if (words == 9 || i - start > 9) return 0;
        p->pos[words] = (unsigned short)start;
        p->len[words++] = (unsigned char)(i - start);
    }
    return words == 9;
}

/* The separator of a field row: ',' or ';' (spreadsheets, Kennett's -fcsv),
** '|' (every cell walled, as many printers draw grids), or a tab; 0 when
** the line has none. */
static char field_separator(const char *s, size_t n) {
    static const char order[] = ",;|\t";
    for (const char *sep = order; *sep; sep++)
        if (memchr(s, *sep, n)) return *sep;
    return 0;
}

/* Notes a field s[a..b) that holds no cell: a blank. Its cell is a space in
** the middle, or nothing at all (",,": the answer's digit goes in between). */
static void add_empty_field(parsed_line *p, const char *s, size_t a, size_t b) {
    size_t at = a, len = 0;
    for (size_t i = a + (b - a) / 2, k = 0; k < b - a; k++, i = i + 1 < b ? i + 1 : a)
        if (s[i] == ' ') {
            at = i, len = 1;
            break;
        }
    if (p->fields < 81) {
        p->pos[p->fields] = (unsigned short)at;
        p->len[p->fields] = (unsigned char)len;
    }
}

/* Splits s[at..n) at 'sep' into fields of one cell or none (a run of '|'
** is one wall, and the walls at the ends frame the row). Returns the number
** of fields, or 0 when a field holds more than one character. */
static int split_fields(const char *s, size_t n, size_t at, char sep, parsed_line *p) {
    size_t i = at;
    if (sep == '|') { /* the line is trimmed: a wall at either end is the frame */
        while (i < n && s[i] == '|')
            i++;
        while (n > i && s[n - 1] == '|')
            n--;
    }
    p->fields = 0;
    for (;;) {
        size_t a = i, b, first = 0, cells = 0;
        while (i < n && s[i] != sep) {
            if (!is_space((unsigned char)s[i]) && cells++ == 0) first = i;
            i++;
        }
        b = i;
        if (cells > 1) return 0;
        if (cells == 1) {
            unsigned char c = (unsigned char)s[first];
            if (!is_cell(c)) note_bad(p, BAD_CHAR, first, c);
            if (is_blank_cell(c) && !p->empty) p->empty = (char)c;
            if (p->fields < 81) {
                p->pos[p->fields] = (unsigned short)first;
                p->len[p->fields] = 1;
            }
        } else {
            add_empty_field(p, s, a, b);
        }
        p->fields++;
        if (i == n) return p->fields;
        while (++i < n && sep == '|' && s[i] == '|')
            ;
    }
}

/* A field row: 9 fields (a grid row) or 81 (a puzzle), each one cell or
** empty for a blank, split by ',', ';', '|' or a tab. Replaces the general
** scan's findings when the line is built that way, even with the wrong
** number of fields (so that messages count fields, not commas). s[at..n)
** is the line without the white space around it, s[0..whole) all of it:
** tabs there are empty fields. */
static void scan_fields(const char *s, size_t n, size_t at, size_t whole,
                        parsed_line *p) {
    char sep = field_separator(s + at, n - at);
    parsed_line fields = *p;
    if (!sep) return;
    if (sep == '\t') {
        while (at > 0 && s[at - 1] == '\t')
            at--;
        while (n < whole && s[n] == '\t')
            n++;
    }
    fields.bad = BAD_NONE;
    fields.empty = 0;
    fields.spaced = 0; /* written back as a plain grid when the text is lost */
    if (split_fields(s, n, at, sep, &fields) < 2) return;
    *p = fields;
    p->ncells = p->fields;
    p->shape = p->fields == 9 ? SHAPE_ROW : p->fields == 81 ? SHAPE_PUZZLE : SHAPE_OTHER;
}

/* What may end a label before a puzzle: white space, a field separator,
** ')' ("1) ") or a quote (a quoted CSV field). */
static int ends_label(unsigned char c) {
    return is_field_separator(c) || c == ')' || c == '"';
}

/* Notes s[a..b) as the line's name: a label with the white space, quotes
** and separators around it dropped ("Puzzle 1: " is "Puzzle 1"). A JSON
** object's ('{' first: '{"puzzle":') is no name. */
static void set_label(const char *s, size_t a, size_t b, parsed_line *p) {
    while (a < b && (is_space((unsigned char)s[a]) || s[a] == '"'))
        a++;
    if (a < b && s[a] == '{') b = a;
    while (b > a && (ends_label((unsigned char)s[b - 1]) && s[b - 1] != ')'))
        b--;
    p->name_start = a;
    p->name_len = b - a;
}

/* A puzzle after a label: "Puzzle 1: <81>", "3. <81>", "1) <81>", Sudoku
** Exchange's "0000183b305c <81> 1.2", Kaggle's "0,<81>,<81>,27,2.2". The
** first run of 81 (or 729) cells after s[at] that follows white space, a
** separator, ')' or a quote and ends the line or is followed by one of
** these is the puzzle; the text before it is the record's name. */
static int scan_labelled(const char *s, size_t n, size_t at, parsed_line *p) {
    for (size_t i = at + 1; i < n; i++) {
        if (!is_cell((unsigned char)s[i]) || !ends_label((unsigned char)s[i - 1]))
            continue;
        size_t start = i;
        while (i < n && is_cell((unsigned char)s[i]))
            i++;
        size_t run = i - start;
        if ((run != 81 && run != 729) || (i < n && !ends_label((unsigned char)s[i])))
            continue;
        parsed_line q;
        memset(&q, 0, offsetof(parsed_line, pos));
        scan_run(s, i, start, &q);            /* the run ends there: a puzzle */
        memcpy(p->pos, q.pos, sizeof p->pos); /* pos and len: the cells */
        memcpy(p->len, q.len, sizeof p->len);
        p->kind = LINE_CELLS;
        p->shape = q.shape;
        p->ncells = 81;
        p->run = q.run;
        p->run_ends = 1;
        p->empty = q.empty;
        p->bad = q.bad;
        p->bad_column = q.bad_column;
        p->bad_byte = q.bad_byte;
        set_label(s, at, start, p);
        return 1;
    }
    return 0;
}

/* A line with bytes that are no cells, in no puzzle's shape: a bad record
** when it holds a puzzle's attempt (sudoku__attempt_word; 81 or 729
** characters: the bad byte is the attempt's first, "Puzzle 9: <80 cells>Z"
** points at the Z) or 729 cells; else text when prose.c says so
** (sudoku__is_prose), which is no record.
** A line of another shape's length stays as it is: the shape reader may
** read it. */
static void classify_text(const char *s, size_t n, size_t at, parsed_line *p) {
    if (p->ncells == 729) return;
    size_t word = sudoku__attempt_word(s, n, at, 0);
    if (word == n) { /* a row of a 25x25 ("IBN" in it) is no prose */
        if (!is_shape_cells(s, n) && sudoku__is_prose(s, n, at, NULL))
            p->kind = LINE_TEXT;
        return;
    }
    size_t end = word;
    while (end < n && !is_space((unsigned char)s[end]))
        end++;
    if (end - word != 81 && end - word != 729) return;
    p->bad = BAD_NONE;
    for (size_t i = word; !p->bad && i < end; i++)
        if (!is_cell((unsigned char)s[i])) note_bad(p, BAD_CHAR, i, (unsigned char)s[i]);
}

/* One wall-to-wall box of a boxed row, s[a..b): its cells, each a cell or
** a space (a blank), one a character ('compact': "53 ") or every other one
** after a space ("spaced": " 5 3   "). Adds their places to pos[*k..];
** returns 0 when the box is not built that way. */
static int box_cells(const char *s, size_t a, size_t b, int compact, unsigned short *pos,
                     int *k) {
    size_t len = b - a;
    if (!compact && (len < 3 || len % 2 == 0)) return 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[a + i];
        if (!compact && i % 2 == 0) { /* the space between two cells */
            if (c != ' ') return 0;
            continue;
        }
        if (c != ' ' && !is_cell(c)) return 0;
        if (*k < 9) pos[*k] = (unsigned short)(a + i);
        (*k)++;
    }
    return 1;
}

/* A boxed row with spaces for blanks, as typed by hand or copied from a
** page: "| 5 3   |   7   |       |" (or "|53 | 7 |   |"), framed by walls.
** Where a cell is counts: each box between walls holds cells one a
** character, or spaced every other one; nine cells in all make a row. */
static int scan_box_blanks(const char *s, size_t n, size_t at, parsed_line *p) {
    if (n - at < 5 || s[at] != '|' || s[n - 1] != '|') return 0;
    unsigned short spaced_pos[9];
    int spaced_cells = 0;
    /* "| 1 . . 4 |": one box of 4 spaced cells is a 4x4's row (a latin or
    ** jigsaw 4x4 drawn by `solve --format boxed`), not 9 compact ones */
    if (n - at == 11 && !memchr(s + at + 1, '|', 9) &&
        box_cells(s, at + 1, n - 1, 0, spaced_pos, &spaced_cells))
        return 0;
    for (int compact = 0; compact < 2; compact++) {
        unsigned short pos[9];
        int k = 0, ok = 1;
        for (size_t i = at; i < n && ok;) {
            while (i < n && s[i] == '|')
                i++;
            size_t a = i;
            while (i < n && s[i] != '|')
                i++;
            if (i > a) ok = box_cells(s, a, i, compact, pos, &k);
        }
        if (!ok || k != 9) continue;
        for (int c = 0; c < 9; c++) {
            p->pos[c] = pos[c];
            p->len[c] = 1;
            if (is_blank_cell((unsigned char)s[pos[c]]) && !p->empty)
                p->empty = s[pos[c]];
        }
        p->ncells = 9;
        p->shape = SHAPE_ROW;
        p->bad = BAD_NONE;
        p->spaced = 1;
        return 1;
    }
    return 0;
}

/* Classifies a cells line s[at..n) as a one-line puzzle or a grid row. */
static void scan_row_or_line(const char *s, size_t n, size_t at, size_t whole,
                             parsed_line *p) {
    p->kind = LINE_CELLS;
    if (scan_run(s, n, at, p)) return;
    if (!p->bad && scan_labelled(s, n, at, p)) return;
    int gap = 0, wall = 0; /* white space; white space or '|' */
    for (size_t i = at; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        gap |= is_space(c);
        wall |= is_space(c) || c == '|';
        if (is_space(c) || c == '|') continue;
        p->words += wall || p->ncells == 0;
        add_cell(p, i, c, gap);
        gap = wall = 0;
    }
    if (p->ncells == 9 && !p->bad) {
        p->shape = SHAPE_ROW;
    } else if (p->ncells == 81 && p->bad != BAD_AFTER_RUN) {
        p->shape = SHAPE_PUZZLE;
    } else {
        parsed_line marks = *p;
        if (scan_marks_row(s, n, &marks)) {
            *p = marks;
            p->bad = BAD_NONE;
            p->ncells = 9;
            p->shape = SHAPE_MARKS_ROW;
        } else {
            parsed_line fields = *p;
            scan_fields(s, n, at, whole, &fields); /* ",,3,4,,,,," counts 9 "cells" */
            if (fields.shape != SHAPE_ROW && scan_box_blanks(s, n, at, p)) return;
            *p = fields;
            if (!p->fields && p->ncells == 9) { /* with a bad cell */
                p->shape = SHAPE_ROW;
                p->wordy = sudoku__has_word(s, n, at);
            }
        }
    }
}

/* A grid row after its label: "A 5 3 . | . 7 . | . . .", "B | 6    ...",
** "c: 1 2 3 ...": a letter A to I (any case), then white space, '|' or ':'.
** Which letter a row must have is the grid's business (check_row). */
static int scan_row_label(const char *s, size_t n, size_t at, size_t whole,
                          parsed_line *p) {
    unsigned char letter = (unsigned char)(s[at] | 0x20), next;
    if (letter < 'a' || letter > 'i' || n - at < 3) return 0;
    next = (unsigned char)s[at + 1];
    if (!is_space(next) && next != '|' && next != ':') return 0;
    size_t from = at + 1 + (next == ':');
    while (from < n && is_space((unsigned char)s[from]))
        from++;
    parsed_line row;
    memset(&row, 0, offsetof(parsed_line, pos));
    scan_row_or_line(s, n, from, whole, &row);
    if ((row.shape != SHAPE_ROW && row.shape != SHAPE_MARKS_ROW) || row.bad) return 0;
    *p = row;
    p->label = (char)(letter - 'a' + 'A');
    return 1;
}

/* A JSON object on one line with a "puzzle" member that is no 81 cells (81
** are read as a labelled puzzle): a bad record of its own, not text, so
** that the member's puzzle may be read on the shape the object's other
** members give (fields.c). Its first bad byte is noted when it is 81 or
** 729 characters long (a classic puzzle's attempt). */
static int scan_json(const char *s, size_t n, size_t at, parsed_line *p) {
    static const char key[] = "\"puzzle\":\"";
    const size_t klen = sizeof key - 1;
    if (s[at] != '{' || s[n - 1] != '}') return 0;
    size_t a = at + 1;
    while (a + klen <= n && memcmp(s + a, key, klen) != 0)
        a++;
    if (a + klen > n) return 0;
    a += klen;
    size_t b = a;
    while (b < n && s[b] != '"')
        b++;
    memset(p, 0, offsetof(parsed_line, pos));
    p->kind = LINE_CELLS;
    p->shape = SHAPE_OTHER;
    p->json = 1;
    p->ncells = (int)(b - a);
    for (size_t c = a; (b - a == 81 || b - a == 729) && c < b && !p->bad; c++)
        if (!is_cell((unsigned char)s[c])) note_bad(p, BAD_CHAR, c, (unsigned char)s[c]);
    return 1;
}

/* Classifies a cells line s[at..n) (s[0..whole) untrimmed): its cells,
** shape and first bad byte; a labelled grid row; a JSON object's bad
** puzzle; or text. */
static void scan_cells(const char *s, size_t n, size_t at, size_t whole, parsed_line *p) {
    scan_row_or_line(s, n, at, whole, p);
    if (p->shape == SHAPE_OTHER && scan_json(s, n, at, p)) return;
    int other = p->shape == SHAPE_OTHER || (p->shape == SHAPE_ROW && p->bad);
    if (other && scan_row_label(s, n, at, whole, p)) return;
    if (p->shape == SHAPE_OTHER && p->bad == BAD_CHAR && !p->fields)
        classify_text(s, n, at, p);
}

/* The ASCII a box-drawing character (U+2500-U+257F, E2 94 xx or E2 95 xx in
** UTF-8) stands for: '|' for the vertical lines, '-' for the rest (lines,
** corners, tees, crosses); 0 for any other bytes. */
static char box_drawing(const unsigned char *s, size_t left) {
    static const unsigned char vertical[] = {0x02, 0x03, 0x06, 0x07, 0x0A,
                                             0x0B, 0x4E, 0x4F, 0x51};
    if (left < 3 || s[0] != 0xE2 || (s[1] != 0x94 && s[1] != 0x95)) return 0;
    if (s[2] < 0x80 || s[2] > 0xBF) return 0;
    unsigned code = (unsigned)(s[1] - 0x94) * 64 + (s[2] - 0x80); /* U+2500 + code */
    return memchr(vertical, (int)code, sizeof vertical) ? '|' : '-';
}

/* Copies the line into r->scan with every box-drawing character written as
** three ASCII ones ("|||" or "---") and a no-break space (C2 A0) as white
** space, so that offsets into both are the same and the rules need only
** ASCII: Unicode borders are borders, Unicode bars are walls. */
static void make_scan(sudoku_reader *r, size_t n) {
    const unsigned char *line = (const unsigned char *)r->line;
    memcpy(r->scan, r->line, n);
    unsigned char high = 0; /* both forms start with a byte >= 0x80 */
    for (size_t i = 0; i < n; i++)
        high |= line[i];
    if (!(high & 0x80u)) return; /* plain ASCII, the usual line: as it is */
    for (size_t i = 0; i + 1 < n; i++) {
        char box = box_drawing(line + i, n - i);
        if (box) {
            memset(r->scan + i, box, 3);
            i += 2;
        } else if (line[i] == 0xC2 && line[i + 1] == 0xA0) {
            /* white space, but not ' ': never where a blank cell's digit goes */
            memset(r->scan + i, '\r', 2);
            i++;
        }
    }
}

/* A line longer than LINE_CAP is a puzzle when its stored start is 81 (or
** 729) cells and a field separator: its fields may be as long as they like
** (`explain --format line` writes the whole path there). Anything else is
** reported as too long. */
static void scan_long_line(const char *s, size_t n, size_t at, parsed_line *p) {
    p->kind = LINE_CELLS;
    if (!scan_run(s, n, at, p) || (size_t)p->run == n - at) { /* its end in sight */
        p->shape = SHAPE_OTHER;
        p->bad = BAD_NONE;
        p->run = 0;
    }
}

/* ================================================================ CSV */

/* The next field of s[0..n) from *i, split at 'sep' as RFC 4180 says: a
** field may be quoted, a doubled quote inside standing for one. Sets
** [*a, *b) to its text without the quotes and the white space around, and
** *i past its separator. Returns 0 when no field is left. */
static int csv_next(const char *s, size_t n, char sep, size_t *i, size_t *a, size_t *b) {
    size_t k = *i;
    if (k > n) return 0;
    while (k < n && is_space((unsigned char)s[k]))
        k++;
    if (k < n && s[k] == '"') {
        *a = ++k;
        while (k < n && (s[k] != '"' || (k + 1 < n && s[k + 1] == '"')))
            k += s[k] == '"' ? 2 : 1;
        *b = k < n ? k : n;
        while (k < n && s[k] != sep)
            k++;
    } else {
        *a = k;
        while (k < n && s[k] != sep)
            k++;
        *b = k;
        while (*b > *a && is_space((unsigned char)s[*b - 1]))
            (*b)--;
    }
    *i = k + 1; /* past the separator, or past n: the last field */
    return 1;
}

/* A CSV row's separator: the first of ',', ';' and a tab it holds, or 0. */
static char csv_separator(const char *s, size_t n) {
    static const char order[] = ",;\t";
    for (const char *sep = order; *sep; sep++)
        if (memchr(s, *sep, n)) return *sep;
    return 0;
}

/* Whether s[a..b) is the name 'name', without regard to case. */
static int name_is(const char *s, size_t a, size_t b, const char *name) {
    size_t len = strlen(name);
    if (b - a != len) return 0;
    for (size_t k = 0; k < len; k++)
        if ((s[a + k] | 0x20) != (name[k] | 0x20)) return 0;
    return 1;
}

/* A puzzle column's name: the one chosen, else one of those files use. */
static int puzzle_column(const sudoku_reader *r, const char *s, size_t a, size_t b) {
    static const char *const names[] = {"puzzle", "quizzes", "sudoku", "grid", "givens"};
    if (r->want_name[0]) return name_is(s, a, b, r->want_name);
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
        if (name_is(s, a, b, names[k])) return 1;
    return 0;
}

/* A header row: two or more fields, none a puzzle, one naming the puzzle
** column (with a number chosen, any such row first in the input). Sets the
** reader's columns. */
static int csv_header(sudoku_reader *r, const char *s, size_t n) {
    char sep = csv_separator(s, n);
    if (!sep || (!is_letter((unsigned char)s[0]) && s[0] != '"')) return 0;
    static const char *const shape_names[SUDOKU__FIELD_PUZZLE] = {
        [SUDOKU__FIELD_SIZE] = "size",
        [SUDOKU__FIELD_BOX] = "box",
        [SUDOKU__FIELD_VARIANTS] = "variants",
        [SUDOKU__FIELD_REGIONS] = "regions",
        [SUDOKU__FIELD_SYMBOLS] = "symbols"};
    int col = -1, sol = -1, k = 0, shape[SUDOKU__FIELD_PUZZLE] = {0};
    size_t i = 0, a, b;
    for (; csv_next(s, n, sep, &i, &a, &b); k++) {
        for (int c = 0; c < SUDOKU__FIELD_PUZZLE; c++)
            if (!shape[c] && name_is(s, a, b, shape_names[c])) shape[c] = k + 1;
        size_t cells = 0;
        while (a + cells < b && is_cell((unsigned char)s[a + cells]))
            cells++;
        if (cells == b - a && (cells == 81 || cells == 729)) return 0; /* a row */
        if (col < 0 &&
            (r->want_index ? k == r->want_index - 1 : puzzle_column(r, s, a, b)))
            col = k;
        if (sol < 0 && (name_is(s, a, b, "solution") || name_is(s, a, b, "solutions")))
            sol = k;
        if (k == col) {
            size_t len = b - a < sizeof r->csv_name - 1 ? b - a : sizeof r->csv_name - 1;
            memcpy(r->csv_name, s + a, len);
            r->csv_name[len] = '\0';
        }
    }
    if (col < 0 || k < 2 || (r->want_index && r->seen_content)) return 0;
    r->csv_col = col;
    r->csv_held = -1;
    r->csv_fields = k;
    r->csv_sol = sol == col ? -1 : sol;
    r->csv_sep = sep;
    memcpy(r->csv_shape, shape, sizeof shape);
    return 1;
}

int sudoku_input_holds_fields(const char *text, size_t length, const char *column) {
    for (size_t at = 0; at < length;) {
        const char *s = text + at, *nl = memchr(s, '\n', length - at);
        size_t n = nl ? (size_t)(nl - s) : length - at;
        at += n + 1;
        if (n >= 3 && memcmp(s, "\xEF\xBB\xBF", 3) == 0) s += 3, n -= 3;
        while (n && (is_space((unsigned char)s[n - 1]) || s[n - 1] == '\r'))
            n--;
        while (n && is_space((unsigned char)*s))
            s++, n--;
        if (n == 0 || s[0] == '#') continue;
        if (s[0] == '{') return 1;          /* a JSON object */
        if (!csv_separator(s, n)) return 0; /* no field: neither header nor row */
        sudoku_reader *r = n < LINE_CAP ? sudoku_reader_new(NULL) : NULL;
        int fields = r && (!column || sudoku_reader_set_column(r, column) == SUDOKU_OK) &&
                     (r->want_index ? csv_separator(s, n) != 0 : csv_header(r, s, n));
        sudoku_reader_free(r);
        return fields;
    }
    return 0;
}

int sudoku__reader_shape_field(const sudoku_reader *r, int which, char *sep) {
    if (!r || r->csv_col < 0 || which < -1 || which > SUDOKU__FIELD_PUZZLE) return -1;
    *sep = r->csv_sep;
    if (which == SUDOKU__FIELD_PUZZLE) return r->csv_col;
    if (which >= 0) return r->csv_shape[which] - 1;
    int any = 0;
    for (int k = 0; k < SUDOKU__FIELD_PUZZLE; k++)
        any |= r->csv_shape[k];
    return any ? 0 : -1;
}

int sudoku__csv_field(const char *s, size_t n, char sep, int k, size_t *a, size_t *b) {
    size_t i = 0;
    for (int f = 0; csv_next(s, n, sep, &i, a, b); f++)
        if (f == k) return 1;
    return 0;
}

/* A row of a CSV: its puzzle field holds the cells (81, or 729), else the
** row is a bad record that says which field it read. */
static void scan_csv_row(const sudoku_reader *r, const char *s, size_t n, size_t at,
                         parsed_line *p) {
    char sep = r->csv_sep ? r->csv_sep : csv_separator(s + at, n - at);
    size_t i = at, a = at, b = at;
    int k = 0;
    while (csv_next(s, n, sep, &i, &a, &b) && k < r->csv_col)
        k++;
    p->kind = LINE_CELLS;
    p->csv_field = r->csv_col + 1;
    if (k < r->csv_col) { /* no such field */
        p->fields = k + 1;
        return;
    }
    if (scan_run(s, b, a, p) && (size_t)p->run == b - a) return; /* the puzzle */
    p->shape = SHAPE_OTHER;
    p->bad = BAD_NONE;
    p->ncells = (int)(b - a);
    for (size_t c = a; c < b; c++)
        if (!is_cell((unsigned char)s[c])) note_bad(p, BAD_CHAR, c, (unsigned char)s[c]);
}

/* A title line may yet be a labelled puzzle, or a puzzle's attempt (a
** word of a puzzle's length for some shape, most of it cells) that is a bad
** record here: another shape's labelled line ("Puzzle 1: <256 cells>") is
** then read by the board reader (board_io.c). */
static void classify_title(sudoku_reader *r, size_t n, size_t at, parsed_line *p) {
    p->kind = LINE_TITLE;
    if (scan_labelled(r->scan, n, at, p)) return;
    if (sudoku__attempt_word(r->scan, n, at, 0) == n) return;
    memset(p, 0, offsetof(parsed_line, pos));
    scan_cells(r->scan, n, at, r->line_len, p);
}

/* After a blank line ended a CSV: whether line s[0..n) is still a row of
** its table, so that a bad row there is a bad record and not text. It is
** when it has the header's fields and its puzzle field is cells only (a
** puzzle cut short or too long); prose with a comma is text. */
static int csv_resumes(const sudoku_reader *r, const char *s, size_t n) {
    size_t i = 0, a, b, puzzle_a = 0, puzzle_b = 0;
    int k = 0;
    for (; csv_next(s, n, r->csv_sep, &i, &a, &b); k++)
        if (k == r->csv_held) puzzle_a = a, puzzle_b = b;
    if (k != r->csv_fields || puzzle_a == puzzle_b) return 0;
    for (size_t c = puzzle_a; c < puzzle_b; c++)
        if (!is_cell((unsigned char)s[c])) return 0;
    return 1;
}

/* Decides what the current line is (the rules above, in order). */
static void classify_line(sudoku_reader *r) {
    parsed_line *p = &r->parsed;
    memset(p, 0, offsetof(parsed_line, pos));
    size_t n = r->line_len < LINE_CAP ? r->line_len : LINE_CAP, at = 0;
    make_scan(r, n);
    while (at < n && is_space((unsigned char)r->scan[at]))
        at++;
    while (n > at && is_space((unsigned char)r->scan[n - 1]))
        n--;
    const char *s = r->scan + at;
    size_t len = n - at;
    int too_long = r->line_len > LINE_CAP; /* judged on what was stored */
    if (r->csv_held >= 0 && len && s[0] != '#') {
        if (!too_long && csv_resumes(r, s, len)) r->csv_col = r->csv_held;
        r->csv_held = -1;
    }
    /* A line without the header's separator is no row of its table (qqwing's
    ** "4 puzzles generated in 0.06 seconds." under its CSV): the CSV ends. */
    if (r->csv_col >= 0 && !r->want_index && r->csv_sep && len &&
        !memchr(s, r->csv_sep, len))
        r->csv_col = -1;
    if (len == 0 && !too_long) {
        p->kind = LINE_BLANK;
        if (!r->want_index && r->csv_col >= 0) { /* a CSV ends at a blank line */
            r->csv_held = r->csv_col;
            r->csv_col = -1;
        }
    } else if (len > 0 && s[0] == '#')
        p->kind = LINE_COMMENT;
    else if (!too_long && csv_header(r, s, len))
        p->kind = LINE_CSV_HEADER;
    else if (r->csv_col >= 0 && !too_long && csv_separator(s, len)) /* a row */
        scan_csv_row(r, r->scan, n, at, p);
    else if (len > 0 && is_title(s, len, p, at))
        classify_title(r, n, at, p);
    else if (too_long)
        scan_long_line(r->scan, n, at, p);
    else if (is_border(s, len))
        p->kind = LINE_BORDER;
    else if (is_header(r, s, len))
        p->kind = LINE_HEADER;
    else
        scan_cells(r->scan, n, at, r->line_len, p);
}

/* A line in no puzzle's shape is binary data when its stored bytes hold a
** control byte (checked only then: puzzle lines pay nothing, and a NUL in a
** puzzle is that record's bad byte); so is a bad row of nine bytes with a
** control byte (in a grid, it is a bad row of that grid). */
static void check_binary(sudoku_reader *r) {
    parsed_line *p = &r->parsed;
    int bad_row = p->shape == SHAPE_ROW && p->bad;
    int attempt = p->kind == LINE_CELLS && !bad_row &&
                  (p->shape != SHAPE_OTHER || p->run == 81 || p->run == 729 ||
                   p->bad == BAD_AFTER_RUN);
    if ((p->kind != LINE_TEXT && p->kind != LINE_CELLS) || attempt) return;
    size_t n = r->line_len < LINE_CAP ? r->line_len : LINE_CAP;
    size_t column = sudoku__binary_column(r->line, n); /* prose.c: both readers' */
    if (column) {
        p->kind = LINE_BINARY;
        p->bad_column = column;
        p->bad_byte = (unsigned char)r->line[column - 1];
    }
}

/* Next line, classified; honours a pushed-back line. Returns read_line's. */
static int next_line(sudoku_reader *r) {
    if (r->pushed_back) {
        r->pushed_back = 0;
        return 1;
    }
    int rc = read_line(r);
    if (rc <= 0) {
        r->parsed.kind = LINE_NONE;
        return rc;
    }
    classify_line(r);
    check_binary(r);
    return 1;
}

/* ================================================================ errors */

#define CELLS_ACCEPTED "a cell is a digit 1-9 or a blank . 0 * _ x X - ?"

/* Describes the first bad byte of the current line. */
static void bad_byte_error(sudoku_error *err, const sudoku_reader *r) {
    const parsed_line *p = &r->parsed;
    char seen[16], text[160];
    unsigned char c = p->bad_byte;
    if (c > ' ' && c < 127)
        snprintf(seen, sizeof seen, "character '%c'", c);
    else
        snprintf(seen, sizeof seen, "byte 0x%02X", c);
    if (p->bad == BAD_AFTER_RUN)
        snprintf(text, sizeof text,
                 "unexpected %s after %d cells; fields after a puzzle follow a "
                 "space, tab, ',', ';' or ':'",
                 seen, p->run);
    else if (p->bad == BAD_PLACE)
        snprintf(text, sizeof text,
                 "unexpected %s in a 729-character line; place k of each cell's "
                 "nine holds digit k or a blank",
                 seen);
    else
        snprintf(text, sizeof text, "unexpected %s; " CELLS_ACCEPTED, seen);
    sudoku__error_at(err, r->lineno, p->bad_column, text);
}

/* What a count of cells is measured against (the CLI widens it to every
** shape's lengths). */
#define LENGTHS_ACCEPTED                                                                 \
    "a puzzle is 81 cells on a line (729 with pencil marks) or 9 rows of 9"

/* Reports a line that is neither a puzzle line nor a grid row. */
static void cell_count_error(sudoku_error *err, const sudoku_reader *r) {
    const parsed_line *p = &r->parsed;
    char text[160];
    int cells = p->run >= 10 && p->run_ends ? p->run : p->ncells;
    const char *where = p->run >= 10 && p->run_ends && p->run < p->ncells
                            ? " before its first field"
                            : "";
    if (r->line_len > LINE_CAP)
        snprintf(text, sizeof text, "line too long (%zu bytes; at most %d)", r->line_len,
                 LINE_CAP);
    else if (p->fields)
        snprintf(text, sizeof text,
                 "line has %d fields; a puzzle is 9 rows of 9 fields or 81 on a line",
                 p->fields);
    else
        snprintf(text, sizeof text, "line has %d cell%s%s; " LENGTHS_ACCEPTED, cells,
                 cells == 1 ? "" : "s", where);
    sudoku__error_at(err, r->lineno, 0, text);
}

/* Reports the first binary line of an input. */
static void binary_error(sudoku_error *err, const sudoku_reader *r) {
    char text[160];
    snprintf(text, sizeof text, SUDOKU__BINARY_TEXT, r->parsed.bad_byte);
    sudoku__error_at(err, r->lineno, r->parsed.bad_column, text);
}

/* What a CSV row's or JSON object's puzzle may be: the other sizes are
** read on the shape the fields give (fields.c, sudoku_reader_refused_board). */
#define FIELD_LENGTHS                                                                    \
    "a puzzle is 16, 36, 64, 81, 100, 144, 225, 256, 400 or 625 cells (729: pencil "     \
    "marks)"

/* Reports a CSV row whose puzzle field is missing or holds no puzzle. */
static void csv_row_error(sudoku_error *err, const sudoku_reader *r) {
    const parsed_line *p = &r->parsed;
    char text[256]; /* at most 160 kept */
    if (p->bad) {
        bad_byte_error(err, r);
        return;
    }
    if (p->fields)
        snprintf(text, sizeof text,
                 "row has %d field%s; the puzzle is field %d ('%.40s')", p->fields,
                 p->fields == 1 ? "" : "s", p->csv_field, r->csv_name);
    else
        snprintf(text, sizeof text, "field %d ('%.40s') has %d cell%s; " FIELD_LENGTHS,
                 p->csv_field, r->csv_name, p->ncells, p->ncells == 1 ? "" : "s");
    sudoku__error_at(err, r->lineno, 0, text);
}

/* Reports a JSON object whose "puzzle" member holds no classic puzzle. */
static void json_error(sudoku_error *err, const sudoku_reader *r) {
    const parsed_line *p = &r->parsed;
    char text[256]; /* at most 160 kept */
    if (p->bad) {
        bad_byte_error(err, r);
        return;
    }
    snprintf(text, sizeof text, "the puzzle member has %d character%s; " FIELD_LENGTHS,
             p->ncells, p->ncells == 1 ? "" : "s");
    sudoku__error_at(err, r->lineno, 0, text);
}

/* Reads a CSV row's solution field into rec->solution: empty is none, else
** 81 digits 1-9. Returns 0, or -1 with *err filled. */
static int read_csv_solution(const sudoku_reader *r, sudoku_record *rec,
                             sudoku_error *err) {
    const char *s = r->scan;
    size_t n = r->line_len < LINE_CAP ? r->line_len : LINE_CAP, i = 0, a = 0, b = 0;
    char sep = r->csv_sep ? r->csv_sep : csv_separator(s, n);
    for (int k = 0; k <= r->csv_sol; k++)
        if (!csv_next(s, n, sep, &i, &a, &b)) return 0; /* no such field: none */
    if (a == b) return 0;
    size_t digits = 0;
    while (a + digits < b && s[a + digits] >= '1' && s[a + digits] <= '9')
        digits++;
    if (digits != 81 || b - a != 81) {
        char text[160];
        snprintf(text, sizeof text,
                 "field %d (solution) has %zu characters; a solution is 81 digits 1-9",
                 r->csv_sol + 1, b - a);
        sudoku__error_at(err, r->lineno, digits < b - a ? a + digits + 1 : 0, text);
        return -1;
    }
    for (int c = 0; c < 81; c++)
        rec->solution.cell[c] = (unsigned char)(s[a + (size_t)c] - '0');
    rec->has_solution = 1;
    return 0;
}

/* ================================================================ records */

/* Appends the current line to rec->raw. Returns its offset there, or -1
** when it did not fit whole (rec->raw_cut is then set). */
static long raw_append(sudoku_record *rec, const sudoku_reader *r) {
    size_t len = r->line_len < LINE_CAP ? r->line_len : LINE_CAP;
    size_t at = rec->raw_len;
    if (r->line_len > LINE_CAP) rec->raw_cut = 1;
    rec->crlf |= r->line_cr;
    if (SUDOKU_RAW_MAX - at < len + 1) {
        rec->raw_cut = 1;
        len = SUDOKU_RAW_MAX - at > 0 ? SUDOKU_RAW_MAX - at - 1 : 0;
        if (at == SUDOKU_RAW_MAX) return -1;
        memcpy(rec->raw + at, r->line, len);
        rec->raw[at + len] = '\n';
        rec->raw_len = at + len + 1;
        return -1;
    }
    memcpy(rec->raw + at, r->line, len);
    rec->raw[at + len] = '\n';
    rec->raw_len = at + len + 1;
    return (long)at;
}

/* Keeps a line that belongs to the record without being cells. */
static void keep_line(sudoku_record *rec, const sudoku_reader *r) {
    const parsed_line *p = &r->parsed;
    raw_append(rec, r);
    if (p->kind != LINE_TITLE) return;
    size_t n = p->name_len < SUDOKU_NAME_MAX - 1 ? p->name_len : SUDOKU_NAME_MAX - 1;
    memcpy(rec->name, r->line + p->name_start, n);
    rec->name[n] = '\0';
}

/* Digit mask of a candidate list such as "189" or "1......89". */
static unsigned marks_of(const char *s, size_t len) {
    unsigned mask = 0;
    for (size_t k = 0; k < len; k++)
        if (s[k] >= '1' && s[k] <= '9') mask |= 1u << (s[k] - '1');
    return mask;
}

/* Stores cell 'i' of the record from its text (a cell or candidates). */
static void set_cell(sudoku_record *rec, int i, const char *s, size_t len) {
    unsigned mask;
    if (len == 1 && s[0] >= '1' && s[0] <= '9') {
        rec->grid.cell[i] = (unsigned char)(s[0] - '0');
        rec->marks.mask[i] = 0;
        return;
    }
    if (len <= 1) { /* a blank, or an empty field */
        rec->grid.cell[i] = 0;
        rec->marks.mask[i] = SUDOKU__ALL_DIGITS;
        return;
    }
    mask = marks_of(s, len);
    rec->grid.cell[i] = 0;
    rec->marks.mask[i] = (uint16_t)mask;
    if (sudoku__bits_count(mask) != 1) rec->pencilmarks = 1; /* restricts the cell */
    if (sudoku__bits_count(mask) == 1) { /* one candidate left: the digit is placed */
        rec->grid.cell[i] = (unsigned char)sudoku__lowest_digit(mask);
        rec->marks.mask[i] = 0;
    }
}

/* Takes the current line's cells as cells first..first+count-1, noting
** where each is in rec->raw ('offset' from raw_append, -1 if not there). */
static void take_cells(sudoku_record *rec, const sudoku_reader *r, int first, int count,
                       long offset) {
    const parsed_line *p = &r->parsed;
    for (int k = 0; k < count; k++) {
        if (p->len[k] == 1) { /* a digit or a blank: set_cell's first cases, inline */
            unsigned char c = (unsigned char)r->line[p->pos[k]];
            int d = (c - '0') * (cell_kind[c] & 1); /* arithmetic: no branch */
            rec->grid.cell[first + k] = (unsigned char)d;
            rec->marks.mask[first + k] =
                (uint16_t)(SUDOKU__ALL_DIGITS * (unsigned)(d == 0));
        } else {
            set_cell(rec, first + k, r->line + p->pos[k], p->len[k]);
        }
        rec->cell_at[first + k] = offset < 0 ? 0 : (unsigned short)(offset + p->pos[k]);
        rec->cell_len[first + k] = p->len[k];
    }
}

static char empty_marker(char seen, char fallback) {
    if (seen == '.' || seen == '0') return seen;
    return seen ? '.' : fallback;
}

static sudoku_status read_line_record(sudoku_reader *r, sudoku_record *rec,
                                      sudoku_error *err) {
    const parsed_line *p = &r->parsed;
    long offset = raw_append(rec, r);
    if (p->bad) {
        bad_byte_error(err, r);
        return SUDOKU_EFORMAT;
    }
    take_cells(rec, r, 0, 81, offset);
    if (r->csv_sol >= 0 && p->csv_field && read_csv_solution(r, rec, err) < 0)
        return SUDOKU_EFORMAT;
    if (p->name_len) { /* a label before the cells */
        size_t n = p->name_len < SUDOKU_NAME_MAX - 1 ? p->name_len : SUDOKU_NAME_MAX - 1;
        memcpy(rec->name, r->line + p->name_start, n);
        rec->name[n] = '\0';
    }
    rec->layout = SUDOKU_LAYOUT_LINE;
    rec->empty = empty_marker(p->empty, '.');
    return SUDOKU_OK;
}

/* State of a grid being read. */
typedef struct grid_reading {
    int rows, bad, spaced, marks;
    int wordy;    /* rows that were words ("Good luck!") */
    int labelled; /* its rows are labelled A to I */
    char empty;
    int first_bad;    /* its first row was bad, every row after it good so
                         far: it may be a bad line alone over a grid */
    size_t first_end; /* where the first row's line ends in rec->raw */
    size_t first_pos; /* where reading was after it (sudoku_parse's text) */
} grid_reading;

/* Notes the first problem of a grid row. */
static void check_row(const sudoku_reader *r, grid_reading *g, sudoku_error *err) {
    const parsed_line *p = &r->parsed;
    char text[96];
    if (g->bad) return;
    g->bad = 1;
    if (r->line_len > LINE_CAP) {
        cell_count_error(err, r);
    } else if (p->bad) {
        bad_byte_error(err, r);
    } else if (p->shape != SHAPE_ROW && p->shape != SHAPE_MARKS_ROW) {
        int cells = g->marks ? p->words : p->ncells; /* candidate lists, not digits */
        snprintf(text, sizeof text, "grid row %d has %d %s%s; expected 9", g->rows + 1,
                 cells, p->fields ? "field" : "cell", cells == 1 ? "" : "s");
        sudoku__error_at(err, r->lineno, 0, text);
    } else if (g->labelled ? p->label != 'A' + g->rows : p->label != 0) {
        if (p->label)
            snprintf(text, sizeof text, "grid row %d is labelled %c; %s", g->rows + 1,
                     p->label,
                     g->labelled ? "rows are labelled A to I in order"
                                 : "the rows before it have no label");
        else
            snprintf(text, sizeof text,
                     "grid row %d has no label; rows are labelled A to I", g->rows + 1);
        sudoku__error_at(err, r->lineno, 0, text);
    } else {
        g->bad = 0;
    }
}

/* A line that may continue a grid: cells, fewer than a one-line puzzle
** (in a pencil-mark grid, fewer candidate lists). */
static int row_like(const parsed_line *p, const grid_reading *g) {
    int real = g->wordy < g->rows; /* a row of cells was read, not only words */
    if ((p->kind != LINE_CELLS &&
         ((p->kind != LINE_TEXT && p->kind != LINE_BINARY) || !real)) ||
        p->shape == SHAPE_PUZZLE || p->shape == SHAPE_MARKS_LINE)
        return 0; /* a text line inside a grid is a bad row, not the grid's end */
    if (p->shape == SHAPE_OTHER && !real)
        return 0; /* words of 9 letters ("A small one") over the rows of another
                     size (a 4x4) are text, not the first row of a bad 9x9 */
    return p->shape != SHAPE_OTHER || (g->marks ? p->words : p->ncells) < 41;
}

/* A well-formed row of nine cells, unlabelled. */
static int good_row(const parsed_line *p) {
    return p->kind == LINE_CELLS && p->shape == SHAPE_ROW && !p->bad && !p->label &&
           !p->wordy;
}

/* Adds the current line as the next row of the grid. */
static void take_row(sudoku_record *rec, const sudoku_reader *r, grid_reading *g,
                     sudoku_error *err) {
    const parsed_line *p = &r->parsed;
    size_t stored = r->line_len < LINE_CAP ? r->line_len : LINE_CAP;
    /* binary data is a bad row of the grid, never echoed */
    long offset = sudoku__is_binary_line(r->line, stored, NULL) ? -1 : raw_append(rec, r);
    if (g->rows == 0) g->labelled = p->label != 0;
    int was_bad = g->bad;
    check_row(r, g, err);
    if (g->rows == 0) {
        g->first_bad = g->bad && offset >= 0 && !p->label;
        g->first_end = rec->raw_len;
        g->first_pos = r->pos;
    } else if (!was_bad || !good_row(p)) {
        g->first_bad = 0;
    }
    if (!g->bad) take_cells(rec, r, 9 * g->rows, 9, offset);
    g->spaced |= p->spaced || p->shape == SHAPE_MARKS_ROW;
    g->marks |= p->shape == SHAPE_MARKS_ROW;
    g->wordy += p->wordy || p->kind == LINE_TEXT;
    if (!g->empty) g->empty = p->empty;
    g->rows++;
}

/* Skips comments and borders inside a grid (keeping them in raw). Returns
** read_line's code, with the next other line current. */
static int next_in_grid(sudoku_reader *r, sudoku_record *rec) {
    int rc;
    while ((rc = next_line(r)) > 0 &&
           (r->parsed.kind == LINE_COMMENT || r->parsed.kind == LINE_BORDER))
        raw_append(rec, r);
    return rc;
}

/* Puts text[0..n) back before the input not read yet (a stream's block),
** its first line numbered 'line'. Returns 0, or -1 when it does not fit. */
static int replay(sudoku_reader *r, const char *text, size_t n, unsigned long line) {
    size_t rest = r->len - r->pos;
    if (n + rest >= BLOCK_SIZE) return -1;
    memmove(r->block + n, r->block + r->pos, rest);
    memcpy(r->block, text, n);
    memset(r->block + n + rest, 0xFF, BLOCK_SIZE - n - rest); /* see filled_length */
    r->pos = 0;
    r->len = n + rest;
    r->lineno = line - 1;
    r->pushed_back = 0;
    return 0;
}

/* Counts the good rows right after the current line (comments and borders
** among them skipped) up to the first other line, and goes back to where
** it was: nothing is read. Returns the count, or -1 when it cannot tell
** (a run too long to hold); *bytes is how many bytes it looked at. */
static int rows_ahead(sudoku_reader *r, size_t *bytes) {
    unsigned char saved[offsetof(sudoku_reader, line)];
    char ahead[BLOCK_SIZE]; /* a stream's lines read ahead, to put back */
    size_t kept = 0;
    int rows = 0, fits = 1;
    unsigned long line = r->lineno + 1; /* the first line read ahead */
    memcpy(saved, r, sizeof saved);
    for (;;) {
        const unsigned char *s;
        size_t avail = unread(r, &s);
        if (avail == 0) break; /* the end */
        const unsigned char *nl = memchr(s, '\n', avail);
        size_t len = nl ? (size_t)(nl - s) + 1 : avail;
        if (kept + len >= sizeof ahead || len > LINE_CAP) { /* a string alike */
            fits = 0;
            break;
        }
        if (r->in) memcpy(ahead + kept, s, len);
        kept += len;
        if (next_line(r) <= 0) break;
        const parsed_line *p = &r->parsed;
        if (p->kind == LINE_COMMENT || p->kind == LINE_BORDER) continue;
        if (!good_row(p)) break;
        if (++rows > 90) {
            fits = 0;
            break;
        }
    }
    int at_eof = r->at_eof;
    size_t pos = r->pos, len = r->len;
    *bytes = kept;
    memcpy(r, saved, sizeof saved);
    if (r->in) { /* the lines read ahead go back before what is left */
        r->at_eof = at_eof;
        r->pos = pos, r->len = len;
        if (replay(r, ahead, kept, line) < 0) return -1; /* cannot be: fits */
    }
    return fits ? rows : -1;
}

/* A grid whose first row is bad and whose eight rows after it are good,
** with one more good row right after them: was the bad row a line alone
** over a grid? It was when the run of good rows after it is a whole number
** of grids ("1 2 3 4 5 6 7 8 Z" over nine rows): then the record is that
** line alone, and the rows after it are read again. Else (a grid with a bad
** first row, then the next grid at once) it is the grid's. Returns 1 when
** the record was cut back to the line. */
static int bad_line_alone(sudoku_reader *r, sudoku_record *rec, const grid_reading *g) {
    if (!g->first_bad || rec->raw_cut) return 0;
    size_t ahead = 0;
    int after = rows_ahead(r, &ahead);
    if (after < 1 || (8 + after) % 9 != 0) return 0;
    unsigned long line = rec->line + 1;
    char text[SUDOKU_RAW_MAX * 2]; /* the rows after the line, to read again */
    size_t n = 0;
    for (size_t at = g->first_end; at < rec->raw_len; at++) {
        if (rec->raw[at] == '\n' && rec->crlf) text[n++] = '\r';
        text[n++] = rec->raw[at];
    }
    if (n + ahead >= BLOCK_SIZE) return 0; /* a string as a stream: too long */
    if (!r->in) { /* sudoku_parse: the text is read again from the row's end */
        r->pos = g->first_pos;
        r->lineno = line - 1;
        r->pushed_back = 0;
    } else if (replay(r, text, n, line) < 0) {
        return 0;
    }
    rec->raw_len = g->first_end;
    return 1;
}

/* After a full grid, its closing border (one line) belongs to it. */
static int take_closing_border(sudoku_reader *r, sudoku_record *rec) {
    int rc = next_line(r);
    if (rc <= 0) return rc;
    if (r->parsed.kind == LINE_BORDER)
        raw_append(rec, r);
    else
        r->pushed_back = 1; /* a blank line is the next record's (or the end's) */
    return 1;
}

static void incomplete_error(const sudoku_record *rec, const grid_reading *g,
                             sudoku_error *err) {
    char text[96];
    snprintf(text, sizeof text, "grid has %d row%s; expected 9 rows of 9 cells", g->rows,
             g->rows == 1 ? "" : "s");
    sudoku__error_at(err, rec->line, 0, text);
}

/* Whether the grid's one row read is a column header, "1 2 3 4 5 6 7 8 9"
** (its cells the digits in order), over rows labelled from A, 'next' the
** first of them. The header stays in rec->raw; the cells start again. */
static int column_header(const sudoku_record *rec, const grid_reading *g,
                         const parsed_line *next) {
    if (g->rows != 1 || g->bad || g->labelled || next->label != 'A') return 0;
    for (int c = 0; c < 9; c++)
        if (rec->grid.cell[c] != c + 1) return 0;
    return 1;
}

/* Reads rows until 9, or until a line that cannot continue the grid.
** Returns SUDOKU_END when the rows were words, fewer than nine: text. */
static sudoku_status read_grid_record(sudoku_reader *r, sudoku_record *rec,
                                      sudoku_error *err) {
    grid_reading g = {0};
    int rc = 1;
    for (;;) {
        take_row(rec, r, &g, err);
        if (g.rows == 9) {
            if (bad_line_alone(r, rec, &g)) return SUDOKU_EFORMAT;
            rc = take_closing_border(r, rec);
            break;
        }
        rc = next_in_grid(r, rec);
        if (rc <= 0 || !row_like(&r->parsed, &g)) break;
        if (column_header(rec, &g, &r->parsed)) g = (grid_reading){0};
    }
    if (rc < 0) return SUDOKU_EIO;
    if (g.rows < 9 && rc > 0) r->pushed_back = 1;
    if (g.rows < 9 && g.wordy == g.rows) return SUDOKU_END; /* "Good luck!" */
    if (g.rows < 9 && !g.bad) {
        incomplete_error(rec, &g, err);
        g.bad = 1;
    }
    if (g.bad) return SUDOKU_EFORMAT;
    rec->layout = g.spaced ? SUDOKU_LAYOUT_SPACED : SUDOKU_LAYOUT_GRID;
    rec->empty = empty_marker(g.empty, '0');
    return SUDOKU_OK;
}

static sudoku_status header_row_error(sudoku_reader *r, sudoku_record *rec,
                                      sudoku_error *err);

/* header_row_error for a count line at the end of input, rec->raw holding
** the comment and blank lines around it: the line goes back in its place
** among them (after the header_line - 1 lines before it), as read. */
static sudoku_status count_alone(sudoku_reader *r, sudoku_record *rec,
                                 sudoku_error *err) {
    size_t at = 0, n = (size_t)r->header_len;
    unsigned long lines = 0;
    while (at < rec->raw_len && lines + 1 < r->header_line)
        lines += rec->raw[at++] == '\n';
    sudoku_status st = header_row_error(r, rec, err);
    if (rec->raw_cut || rec->notes_cut || lines + 1 != r->header_line) return st;
    memmove(rec->raw + at + n + 1, rec->raw + at, rec->raw_len - (n + 1) - at);
    memcpy(rec->raw + at, r->header_digits, n);
    rec->raw[at + n] = '\n';
    return st;
}

/* At the end of input: the POJ header's promise, checked once. A count
** with no puzzle after it was no count: it is the bad line it looks like
** ("12345", a puzzle cut short), a record of its own. */
static sudoku_status finish(sudoku_reader *r, sudoku_record *rec, sudoku_error *err) {
    if (r->header_count < 0 || r->count_checked) return SUDOKU_END;
    r->count_checked = 1;
    if ((unsigned long)r->header_count == r->records) return SUDOKU_END;
    if (r->records == 0) {
        r->records++;
        return count_alone(r, rec, err);
    }
    return sudoku__count_kept(r->header_count, r->records, r->header_line, err);
}

/* Keeps a POJ header's count and its digits (the line is not NUL-terminated:
** the count is read from the digits, not with strtol on the line). */
static void take_header(sudoku_reader *r) {
    size_t i = 0, n = 0;
    while (i < r->line_len && is_space((unsigned char)r->line[i]))
        i++;
    r->header_count = 0;
    while (i < r->line_len && is_digit((unsigned char)r->line[i]) && n < 7) {
        r->header_count = r->header_count * 10 + (r->line[i] - '0');
        r->header_digits[n++] = r->line[i++];
    }
    r->header_len = (int)n;
    r->header_cr = r->line_cr;
    r->header_line = r->lineno;
}

/* Whether the POJ header just read was the first row of a 4x4 or 6x6 grid
** ("1234" over "....": a pipe shows the number before the row under it):
** 4 or 6 digits, right over a line of as many cells in no 9x9's shape,
** before any record. Then it is no header: the current line is pushed
** back, and the number is the bad line alone that sudoku_read returns (a
** grid's first row, for the caller's reader of every shape). A number over
** 9x9 records, POJ 2676's, stays a header. */
static int header_was_row(sudoku_reader *r) {
    const parsed_line *p = &r->parsed;
    if (r->header_count < 0 || r->records > 0 || r->header_line + 1 != r->lineno ||
        p->shape != SHAPE_OTHER || p->fields || p->ncells != r->header_len ||
        (r->header_len != 4 && r->header_len != 6))
        return 0;
    r->header_count = -1;
    r->pushed_back = 1;
    return 1;
}

/* The record of a header that was a grid's first row (header_was_row): that
** line, bad on its own, as cell_count_error tells one. */
static sudoku_status header_row_error(sudoku_reader *r, sudoku_record *rec,
                                      sudoku_error *err) {
    size_t n = (size_t)r->header_len;
    if (rec->raw_len + n + 1 <= SUDOKU_RAW_MAX) {
        memcpy(rec->raw + rec->raw_len, r->header_digits, n);
        rec->raw[rec->raw_len + n] = '\n';
        rec->raw_len += n + 1;
    } else {
        rec->raw_cut = 1;
    }
    rec->crlf |= r->header_cr;
    rec->line = r->header_line;
    char text[160];
    snprintf(text, sizeof text, "line has %d cell%s; " LENGTHS_ACCEPTED, r->header_len,
             r->header_len == 1 ? "" : "s");
    sudoku__error_at(err, r->header_line, 0, text);
    return SUDOKU_EFORMAT;
}

/* Reads up to the first cells line, keeping every line before it in
** rec->raw but a POJ header: titles, borders, and the comments and blank lines
** (so that an answer keeps the file's text), these only up to
** SUDOKU_NOTES_MAX bytes (rec->notes_cut says some were dropped). Returns
** read_line's code, or 2 when the header was a grid's first row. */
static int read_preamble(sudoku_reader *r, sudoku_record *rec) {
    for (;;) {
        int rc = next_line(r);
        if (rc <= 0) return rc;
        line_kind kind = r->parsed.kind;
        int note = kind == LINE_BLANK || kind == LINE_COMMENT;
        if (!note) r->seen_content = 1;
        if (kind == LINE_CELLS) return header_was_row(r) ? 2 : 1;
        if (kind == LINE_BINARY) {
            if (!r->binary_seen++) return 1; /* reported once, then skipped */
            continue;
        }
        if (r->binary_seen && kind != LINE_HEADER) continue; /* a binary file's strings */
        if (kind == LINE_TEXT) note = 1;                     /* copied as a comment is */
        if (kind == LINE_HEADER) { /* read, not echoed: POJ's answer is the grids */
            take_header(r);
            continue;
        }
        if (!note)
            keep_line(rec, r);
        else if (rec->raw_len + r->line_len + 1 <= SUDOKU_NOTES_MAX)
            raw_append(rec, r);
        else if (kind != LINE_BLANK)
            rec->notes_cut = 1; /* blank lines dropped are no loss to mention */
    }
}

static void record_clear(sudoku_record *rec) {
    memset(&rec->grid, 0, sizeof rec->grid);
    memset(&rec->marks, 0, sizeof rec->marks);
    memset(rec->cell_at, 0, sizeof rec->cell_at);
    memset(rec->cell_len, 0, sizeof rec->cell_len);
    rec->pencilmarks = 0;
    rec->has_solution = 0;
    rec->layout = SUDOKU_LAYOUT_LINE;
    rec->empty = '.';
    rec->name[0] = '\0';
    rec->raw_len = 0;
    rec->raw_cut = 0;
    rec->notes_cut = 0;
    rec->crlf = 0;
}

/* Reads up to the first line of a record, past text that looked like the
** start of a grid (its lines stay in rec->raw, as the notes before a
** record). Returns read_preamble's code; a grid's record is then read. */
static int read_record_start(sudoku_reader *r, sudoku_record *rec, sudoku_error *err,
                             sudoku_status *grid) {
    for (;;) {
        int rc = read_preamble(r, rec);
        if (rc <= 0 || rc == 2) return rc;
        rec->line = r->lineno;
        line_shape shape = r->parsed.shape;
        if (r->parsed.kind == LINE_BINARY || r->line_len > LINE_CAP ||
            (shape != SHAPE_ROW && shape != SHAPE_MARKS_ROW))
            return rc;
        size_t kept = rec->raw_len;
        *grid = read_grid_record(r, rec, err);
        if (*grid != SUDOKU_END) return rc;
        memset(rec->cell_at, 0, sizeof rec->cell_at); /* no cells were read */
        if (r->binary_seen) rec->raw_len = kept; /* a binary file's strings: skipped */
    }
}

/* Where cell i of a plain line starts in its raw text: i. */
static const unsigned short plain_at[81] = {
    0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41,
    42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62,
    63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80,
};

/* The usual input, one puzzle a line: a line of 81 digits and dots alone
** (then LF or CR LF), at a record's start, is read straight into the
** record. The rules give such a line nothing else: no blank, comment,
** title, border, header or CSV line is 81 digits and dots, so it is a
** cells line of one run with nothing kept before it (see classify_line,
** read_preamble, read_line_record); the general path's copies, classifying
** scans and take_cells cost a solving run of serg_benchmark 18% of its
** instructions. Returns 0, having read nothing, for any other line. */
static int read_plain_line(sudoku_reader *r, sudoku_record *rec) {
    const unsigned char *s;
    if (r->pushed_back || r->csv_col >= 0) return 0;
    size_t avail = unread(r, &s);
    if (avail < 82) return 0;
    int cr = s[81] == '\r';
    size_t end = cr ? 82 : 81; /* where the LF must be */
    if (end >= avail || s[end] != '\n') return 0;
    unsigned bad = 0; /* loops without tables or branches: the compiler vectorizes them */
    for (int k = 0; k < 81; k++) {
        unsigned d = (unsigned char)(s[k] - '0');
        bad |= (unsigned)(d > 9) & (unsigned)(s[k] != '.');
        rec->grid.cell[k] = (unsigned char)(d <= 9 ? d : 0);
    }
    for (int k = 0; k < 81; k++)
        rec->marks.mask[k] = (uint16_t)(rec->grid.cell[k] ? 0 : SUDOKU__ALL_DIGITS);
    memcpy(rec->cell_at, plain_at, sizeof plain_at);
    memset(rec->cell_len, 1, 81);
    if (bad) return 0; /* the general path clears what was written */
    int blank = 0;
    while (blank < 81 && rec->grid.cell[blank])
        blank++;
    rec->empty = blank < 81 ? (char)s[blank] : '.'; /* the first blank's, as read */
    memcpy(rec->raw, s, 81);
    rec->raw[81] = '\n';
    rec->raw_len = 82;
    rec->crlf = cr;
    rec->raw_cut = rec->notes_cut = 0;
    rec->pencilmarks = rec->has_solution = 0;
    rec->layout = SUDOKU_LAYOUT_LINE;
    rec->name[0] = '\0';
    r->pos += end + 1;
    rec->line = ++r->lineno;
    r->seen_content = 1;
    r->records++;
    return 1;
}

/* Cells a and b (a != b) share a row, column or box? */
static int sees(int a, int b) {
    return a / 9 == b / 9 || a % 9 == b % 9 ||
           (a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3);
}

/* Pencil marks as Sudoku Explainer reads them (Grid.adjustPencilmarks): a
** cell left with one candidate is placed only when no empty cell it sees
** still has that candidate; else it stays empty with that one candidate,
** for a single to place. */
static void keep_pending_singles(sudoku_record *rec) {
    sudoku_grid given = rec->grid;

    for (int i = 0; i < 81; i++)
        for (int j = 0; given.cell[i] && j < 81; j++)
            if (j != i && !given.cell[j] && sees(i, j) &&
                (((unsigned)rec->marks.mask[j] >> (given.cell[i] - 1)) & 1u)) {
                rec->marks.mask[i] = (uint16_t)(1u << (given.cell[i] - 1));
                rec->grid.cell[i] = 0;
                break;
            }
}

/* A record of pencil marks, read as SE reads them. */
static sudoku_status marks_read(sudoku_record *rec, sudoku_status st) {
    if (st == SUDOKU_OK && rec->pencilmarks) keep_pending_singles(rec);
    return st;
}

sudoku_status sudoku_read(sudoku_reader *r, sudoku_record *rec, sudoku_error *err) {
    if (read_plain_line(r, rec)) return SUDOKU_OK;
    record_clear(rec);
    sudoku_status grid = SUDOKU_END;
    int rc = read_record_start(r, rec, err, &grid);
    if (rc < 0 || grid == SUDOKU_EIO) return SUDOKU_EIO;
    if (rc == 0) return finish(r, rec, err);
    r->records++;
    if (rc == 2) return header_row_error(r, rec, err);
    if (grid != SUDOKU_END) return marks_read(rec, grid);
    if (r->parsed.kind == LINE_BINARY) { /* not kept in raw: never echoed */
        binary_error(err, r);
        return SUDOKU_EFORMAT;
    }
    line_shape shape = r->parsed.shape;
    if (shape == SHAPE_PUZZLE || shape == SHAPE_MARKS_LINE) /* fields may run long */
        return marks_read(rec, read_line_record(r, rec, err));
    raw_append(rec, r);
    const parsed_line *p = &r->parsed;
    if (p->csv_field) {
        csv_row_error(err, r);
        return SUDOKU_EFORMAT;
    }
    if (p->json) {
        json_error(err, r);
        return SUDOKU_EFORMAT;
    }
    if (p->bad && r->line_len <= LINE_CAP && !(p->run >= 10 && p->run_ends))
        bad_byte_error(err, r);
    else
        cell_count_error(err, r);
    return SUDOKU_EFORMAT;
}

sudoku_status sudoku_parse_record(const char *text, size_t length, sudoku_record *rec,
                                  sudoku_error *err) {
    sudoku_reader r;
    reader_init(&r, NULL);
    r.text = (const unsigned char *)text;
    r.len = length;
    sudoku_status st = sudoku_read(&r, rec, err);
    return st == SUDOKU_ECOUNT ? SUDOKU_END : st;
}

sudoku_status sudoku_parse(const char *text, size_t length, sudoku_grid *grid,
                           sudoku_candidates *marks, sudoku_error *err) {
    sudoku_record rec;
    sudoku_status st = sudoku_parse_record(text, length, &rec, err);
    if (st != SUDOKU_OK) return st;
    *grid = rec.grid;
    if (marks) *marks = rec.marks;
    return SUDOKU_OK;
}

/* ================================================================ writing */

size_t sudoku_format(const sudoku_grid *grid, sudoku_layout layout, char empty,
                     char *buf) {
    size_t n = 0;
    for (int i = 0; i < 81; i++) {
        int d = grid->cell[i];
        buf[n++] = d ? (char)('0' + d) : empty;
        if (layout == SUDOKU_LAYOUT_LINE) continue;
        if (i % 9 == 8)
            buf[n++] = '\n';
        else if (layout == SUDOKU_LAYOUT_SPACED)
            buf[n++] = ' ';
    }
    if (layout == SUDOKU_LAYOUT_LINE) buf[n++] = '\n';
    buf[n] = '\0';
    return n;
}

/* Writes digit d over a cell's text raw[at..at+len): a candidate list's
** digit is padded so the columns stay aligned (not at the end of a line), a
** 729-line cell's nine places become its digit, and an empty field ("",
** ",,") gets the digit inserted. Digit 0 keeps the cell's text as read. */
static size_t put_cell(const sudoku_record *rec, int d, size_t at, size_t len,
                       char *out) {
    int line_end = at + len >= rec->raw_len || rec->raw[at + len] == '\n';
    if (d == 0 || len == 0) {
        memcpy(out, rec->raw + at, len);
        if (d) out[0] = (char)('0' + d);
        return d ? 1 : len;
    }
    out[0] = (char)('0' + d);
    if (line_end || (len == 9 && rec->layout == SUDOKU_LAYOUT_LINE)) return 1;
    memset(out + 1, ' ', len - 1);
    return len;
}

/* Whether the cells are one run of 81 one-byte cells. */
static int one_run(const sudoku_record *rec) {
    unsigned off = 0; /* no early exit: a loop the compiler can vectorize */
    for (int i = 0; i < 81; i++)
        off |=
            (rec->cell_len[i] ^ 1u) | (rec->cell_at[i] ^ (rec->cell_at[0] + (unsigned)i));
    return off == 0;
}

static size_t too_small(char *buf, size_t size) {
    if (size) buf[0] = '\0';
    return 0;
}

const char *sudoku_record_last_line(const sudoku_record *rec, size_t *length) {
    size_t end = rec->raw_len;
    if (end && rec->raw[end - 1] == '\n') end--;
    size_t start = end;
    while (start && rec->raw[start - 1] != '\n')
        start--;
    *length = end - start;
    return rec->raw + start;
}

size_t sudoku_format_record(const sudoku_record *rec, const sudoku_grid *grid, char *buf,
                            size_t size) {
    if (rec->raw_cut || rec->cell_at[80] == 0) { /* no text to answer in */
        char text[SUDOKU_FORMAT_MAX];
        size_t n = sudoku_format(grid, rec->layout, rec->empty, text);
        if (size < n + 1) return too_small(buf, size);
        memcpy(buf, text, n + 1);
        return n;
    }
    if (one_run(rec)) { /* the common one-line puzzle: copy, then overwrite */
        if (size < rec->raw_len + 1) return too_small(buf, size);
        memcpy(buf, rec->raw, rec->raw_len);
        char *cells = buf + rec->cell_at[0];
        for (int i = 0; i < 81; i++) /* a select, not a branch: it vectorizes */
            cells[i] = grid->cell[i] ? (char)('0' + grid->cell[i]) : cells[i];
        buf[rec->raw_len] = '\0';
        return rec->raw_len;
    }
    size_t need = rec->raw_len + 1; /* a cell's text shrinks or stays, or is empty */
    for (int i = 0; i < 81; i++)
        need += rec->cell_len[i] == 0;
    if (size < need) return too_small(buf, size);
    size_t from = 0, n = 0;
    for (int i = 0; i < 81; i++) {
        size_t at = rec->cell_at[i], len = rec->cell_len[i];
        memcpy(buf + n, rec->raw + from, at - from);
        n += at - from;
        n += put_cell(rec, grid->cell[i], at, len, buf + n);
        from = at + len;
    }
    memcpy(buf + n, rec->raw + from, rec->raw_len - from);
    n += rec->raw_len - from;
    buf[n] = '\0';
    return n;
}
