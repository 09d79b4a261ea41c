/*
** sheet_text.c - text helpers of the printable sheets: UTF-8 decoding, the
** WinAnsiEncoding the PDF writer sets its text in, Helvetica's advance
** widths (to centre text in PDF and to wrap notes), and number formatting.
*/
#include <stdio.h>
#include <string.h>

#include "sheet.h"

/* ------------------------------------------------------------ UTF-8 */

/* Length of a sequence starting with byte b, and the bits it contributes;
** 0 for a byte that cannot start one. */
static int utf8_lead(unsigned char b, long *bits) {
    if (b < 0x80) return *bits = b, 1;
    if (b >= 0xC2 && b <= 0xDF) return *bits = b & 0x1F, 2;
    if (b >= 0xE0 && b <= 0xEF) return *bits = b & 0x0F, 3;
    if (b >= 0xF0 && b <= 0xF4) return *bits = b & 0x07, 4;
    return 0;
}

long sudoku__utf8_next(const char **s) {
    const unsigned char *p = (const unsigned char *)*s;
    long cp = 0;
    int n = utf8_lead(p[0], &cp), i;

    if (p[0] == 0) return 0;
    for (i = 1; i < n; i++) {
        if ((p[i] & 0xC0) != 0x80) break;
        cp = (cp << 6) | (p[i] & 0x3F);
    }
    /* Reject truncated, overlong (E0 80.., F0 80..), surrogate and >U+10FFFF. */
    if (n == 0 || i < n || (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) ||
        (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) {
        *s += 1;
        return 0xFFFD;
    }
    *s += n;
    return cp;
}

/* ------------------------------------------------------------ WinAnsi */

/* Code points of WinAnsi bytes 0x80..0x9F (0: unused in the encoding). */
static const unsigned short winansi_high[32] = {
    0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,      0x017D, 0,
    0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178};

unsigned char sudoku__winansi(long cp) {
    if ((cp >= 32 && cp <= 126) || (cp >= 0xA0 && cp <= 0xFF)) return (unsigned char)cp;
    for (int i = 0; i < 32; i++)
        if (winansi_high[i] && winansi_high[i] == cp) return (unsigned char)(0x80 + i);
    return '?';
}

/* ------------------------------------------------------------ metrics */

/* Adobe's Helvetica and Helvetica-Bold widths of WinAnsi 32..126. */
static const short helvetica_ascii[95] = {
    278,  278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    556,  556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667,  778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    333,  556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556,  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584};
static const short helvetica_bold_ascii[95] = {
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584};

/* The ASCII letter an accented Latin-1 letter 0xC0..0xFF is built on (the
** same advance width in Helvetica); '*' where the width differs. */
static const char latin1_base[] = "AAAAAA*CEEEEIIII*NOOOOO*OUUUUY**"
                                  "aaaaaa*ceeee*****nooooo**uuuuy*y";

/* Widths of the Latin-1 letters not built on an ASCII one. */
static int latin1_own_width(unsigned char code, int bold) {
    switch (code) {
    case 0xC6:
        return 1000; /* AE */
    case 0xE6:
        return 889; /* ae */
    case 0xD7:
    case 0xF7:
        return 584; /* multiply, divide */
    case 0xD0:
        return 722; /* Eth */
    case 0xDE:
        return 667; /* Thorn */
    case 0xDF:
    case 0xF8:
        return 611; /* germandbls, oslash */
    case 0xEC:
    case 0xED:
    case 0xEE:
    case 0xEF:
        return 278; /* i with accents */
    default:
        return bold ? 611 : 556; /* eth, thorn */
    }
}

/* Widths of the 0x80..0xBF characters a caption or title may hold; the rest
** of that range is estimated at 556. */
static int punctuation_width(unsigned char code) {
    switch (code) {
    case 0x85:
    case 0x89:
    case 0x97:
    case 0x99:
        return 1000; /* ... %o -- TM */
    case 0x82:
    case 0x91:
    case 0x92:
        return 222; /* single quotes */
    case 0x84:
    case 0x8B:
    case 0x93:
    case 0x94:
    case 0x9B:
        return 333;
    case 0x95:
        return 350; /* bullet */
    case 0xA0:
    case 0xB7:
        return 278; /* no-break space, middle dot */
    case 0xA9:
    case 0xAE:
        return 737; /* copyright, registered */
    case 0xB0:
        return 400; /* degree */
    default:
        return 556;
    }
}

int sudoku__helvetica_width(unsigned char code, int bold) {
    const short *ascii = bold ? helvetica_bold_ascii : helvetica_ascii;
    if (code >= 32 && code <= 126) return ascii[code - 32];
    if (code >= 0xC0) {
        char base = latin1_base[code - 0xC0];
        return base == '*' ? latin1_own_width(code, bold) : ascii[base - 32];
    }
    return punctuation_width(code);
}

double sudoku__text_width(const char *text, int bold, double size) {
    long units = 0, cp;
    while ((cp = sudoku__utf8_next(&text)) != 0)
        units += sudoku__helvetica_width(sudoku__winansi(cp), bold);
    return (double)units * size / 1000.0;
}

/* ------------------------------------------------------------ numbers */

char *sudoku__sheet_num(char *buf, double v) {
    char *end;
    /* Rounded to hundredths here, so -0.004 prints as "0", not "-0". */
    long long hundredths = (long long)(v * 100.0 + (v < 0 ? -0.5 : 0.5));

    snprintf(buf, 32, "%.2f", (double)hundredths / 100.0);
    end = buf + strlen(buf);
    while (end[-1] == '0')
        *--end = '\0';
    if (end[-1] == '.') end[-1] = '\0';
    return buf;
}

/* ------------------------------------------------------------ roles */

int sudoku__role_bold(sudoku__sheet_role role) {
    return role == SUDOKU__ROLE_GIVEN || role == SUDOKU__ROLE_TITLE;
}
