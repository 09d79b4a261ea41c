/*
** cli_text.c - the growable output buffer, and the two escapings the
** machine-readable formats need: JSON strings (RFC 8259) and CSV fields
** (RFC 4180). Both always produce valid UTF-8, whatever bytes came in.
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_output.h"

void cli_text_init(cli_text *t) { memset(t, 0, sizeof *t); }

void cli_text_free(cli_text *t) {
    free(t->data);
    cli_text_init(t);
}

void cli_text_clear(cli_text *t) {
    t->len = 0;
    t->failed = 0;
    if (t->data) t->data[0] = '\0';
}

int cli_text_reserve(cli_text *t, size_t extra) {
    if (t->failed) return 0;
    if (t->len + extra < t->cap) return 1;
    size_t cap = t->cap ? t->cap : 256;
    while (cap <= t->len + extra)
        cap *= 2;
    char *data = realloc(t->data, cap);
    if (!data) {
        t->failed = 1;
        return 0;
    }
    t->data = data;
    t->cap = cap;
    return 1;
}

void cli_text_add(cli_text *t, const char *s, size_t n) {
    if (!cli_text_reserve(t, n)) return;
    memcpy(t->data + t->len, s, n);
    t->len += n;
    t->data[t->len] = '\0';
}

void cli_text_puts(cli_text *t, const char *s) { cli_text_add(t, s, strlen(s)); }

void cli_text_add_lines(cli_text *t, const char *s, size_t n, int crlf) {
    for (size_t from = 0; from < n;) {
        const char *nl = crlf ? memchr(s + from, '\n', n - from) : NULL;
        size_t len = nl ? (size_t)(nl - s) - from : n - from;
        cli_text_add(t, s + from, len);
        if (nl) cli_text_add(t, "\r\n", 2);
        from += len + (nl != NULL);
    }
}

int cli_text_has_content(const char *s, size_t n) {
    for (size_t i = 0; i < n; i++) {
        while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r'))
            i++;
        if (i < n && s[i] != '\n' && s[i] != '#') return 1;
        while (i < n && s[i] != '\n')
            i++;
    }
    return 0;
}

void cli_text_putc(cli_text *t, char c) { cli_text_add(t, &c, 1); }

void cli_text_printf(cli_text *t, const char *fmt, ...) {
    char small[128];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    if ((size_t)n < sizeof small) {
        cli_text_add(t, small, (size_t)n);
        return;
    }
    if (!cli_text_reserve(t, (size_t)n)) return;
    va_start(ap, fmt);
    vsnprintf(t->data + t->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    t->len += (size_t)n;
}

/* ------------------------------------------------------------ UTF-8 */

/* The length of the well-formed UTF-8 sequence at s[0..n), or 0 when it is
** ill-formed (Unicode table 3-7: no overlongs, surrogates or values past
** U+10FFFF). */
static size_t utf8_length(const unsigned char *s, size_t n) {
    unsigned char c = s[0];
    size_t len = c < 0x80   ? 1
                 : c < 0xC2 ? 0
                 : c < 0xE0 ? 2
                 : c < 0xF0 ? 3
                 : c < 0xF5 ? 4
                            : 0;
    if (len == 0 || len > n) return 0;
    if (len == 1) return 1;
    for (size_t i = 1; i < len; i++)
        if ((s[i] & 0xC0) != 0x80) return 0;
    if ((c == 0xE0 && s[1] < 0xA0) || (c == 0xED && s[1] > 0x9F) ||
        (c == 0xF0 && s[1] < 0x90) || (c == 0xF4 && s[1] > 0x8F))
        return 0;
    return len;
}

static const char replacement[] = "\xEF\xBF\xBD"; /* U+FFFD in UTF-8 */

/* ------------------------------------------------------------ JSON */

/* Appends one ASCII byte < 0x80 as JSON string content. */
static void json_ascii(cli_text *t, unsigned char c) {
    static const char short_escape[] = "btn\0fr"; /* for \b \t \n (\v) \f \r */
    if (c == '"' || c == '\\') {
        char esc[2] = {'\\', (char)c};
        cli_text_add(t, esc, 2);
    } else if (c >= 0x08 && c <= 0x0D && c != 0x0B) {
        char esc[2] = {'\\', short_escape[c - 0x08]};
        cli_text_add(t, esc, 2);
    } else if (c < 0x20) {
        cli_text_printf(t, "\\u%04x", c);
    } else {
        cli_text_putc(t, (char)c);
    }
}

void cli_text_json_string(cli_text *t, const char *s, size_t n) {
    const unsigned char *p = (const unsigned char *)s;
    cli_text_putc(t, '"');
    for (size_t i = 0; i < n;) {
        size_t len = utf8_length(p + i, n - i);
        if (len == 1)
            json_ascii(t, p[i]);
        else if (len > 1)
            cli_text_add(t, s + i, len);
        else
            cli_text_add(t, replacement, 3);
        i += len ? len : 1;
    }
    cli_text_putc(t, '"');
}

/* ------------------------------------------------------------ CSV */

static int csv_needs_quotes(const char *s, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (s[i] == ',' || s[i] == '"' || s[i] == '\r' || s[i] == '\n') return 1;
    return 0;
}

void cli_text_csv_field(cli_text *t, const char *s, size_t n) {
    const unsigned char *p = (const unsigned char *)s;
    int quoted = csv_needs_quotes(s, n);
    if (quoted) cli_text_putc(t, '"');
    for (size_t i = 0; i < n;) {
        size_t len = utf8_length(p + i, n - i);
        if (len == 0 || p[i] == '\0')
            cli_text_add(t, replacement, 3);
        else if (p[i] == '"')
            cli_text_add(t, "\"\"", 2);
        else
            cli_text_add(t, s + i, len);
        i += len ? len : 1;
    }
    if (quoted) cli_text_putc(t, '"');
}
