/* json_reader.c — see json_reader.h. */
#include "json_reader.h"

#include <stddef.h>

static const char *skip_space(const char *cursor) {
    while (*cursor == ' ' || *cursor == '\n' || *cursor == '\r' || *cursor == '\t') cursor++;
    return cursor;
}

/* Reads four hex digits at `cursor` into `value`; returns false if they are not hex digits. */
static bool read_hex4(const char *cursor, uint32_t *value) {
    *value = 0;
    for (int index = 0; index < 4; index++) {
        char digit = cursor[index];
        uint32_t nibble;
        if (digit >= '0' && digit <= '9') {
            nibble = (uint32_t)(digit - '0');
        } else if (digit >= 'a' && digit <= 'f') {
            nibble = (uint32_t)(digit - 'a' + 10);
        } else if (digit >= 'A' && digit <= 'F') {
            nibble = (uint32_t)(digit - 'A' + 10);
        } else {
            return false;
        }
        *value = *value * 16 + nibble;
    }
    return true;
}

/* A string being decoded into a fixed buffer; `fits` turns false once it overflows. */
typedef struct decoded {
    char bytes[JSON_READER_STRING_CAPACITY];
    size_t length;
    bool fits;
} decoded;

static void put(decoded *text, uint8_t byte) {
    if (text->length + 1 < sizeof text->bytes) {
        text->bytes[text->length++] = (char)byte;
    } else {
        text->fits = false;
    }
}

/* Appends the UTF-8 encoding of `scalar`. */
static void put_scalar(decoded *text, uint32_t scalar) {
    if (scalar < 0x80) {
        put(text, (uint8_t)scalar);
    } else if (scalar < 0x800) {
        put(text, (uint8_t)(0xC0 | (scalar >> 6)));
        put(text, (uint8_t)(0x80 | (scalar & 0x3F)));
    } else if (scalar < 0x10000) {
        put(text, (uint8_t)(0xE0 | (scalar >> 12)));
        put(text, (uint8_t)(0x80 | ((scalar >> 6) & 0x3F)));
        put(text, (uint8_t)(0x80 | (scalar & 0x3F)));
    } else {
        put(text, (uint8_t)(0xF0 | (scalar >> 18)));
        put(text, (uint8_t)(0x80 | ((scalar >> 12) & 0x3F)));
        put(text, (uint8_t)(0x80 | ((scalar >> 6) & 0x3F)));
        put(text, (uint8_t)(0x80 | (scalar & 0x3F)));
    }
}

/* Decodes the escape after a backslash at `cursor`; returns the position after it, or NULL. */
static const char *read_escape(const char *cursor, decoded *text) {
    switch (*cursor) {
    case '"': put(text, '"'); return cursor + 1;
    case '\\': put(text, '\\'); return cursor + 1;
    case '/': put(text, '/'); return cursor + 1;
    case 'b': put(text, '\b'); return cursor + 1;
    case 'f': put(text, '\f'); return cursor + 1;
    case 'n': put(text, '\n'); return cursor + 1;
    case 'r': put(text, '\r'); return cursor + 1;
    case 't': put(text, '\t'); return cursor + 1;
    case 'u': break;
    default: return NULL;
    }
    uint32_t scalar;
    if (!read_hex4(cursor + 1, &scalar)) return NULL;
    cursor += 5;
    if (scalar >= 0xD800 && scalar <= 0xDBFF) {
        uint32_t low;
        if (cursor[0] != '\\' || cursor[1] != 'u' || !read_hex4(cursor + 2, &low) || low < 0xDC00 || low > 0xDFFF) return NULL;
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00);
        cursor += 6;
    }
    put_scalar(text, scalar);
    return cursor;
}

bool json_each_string(const char *json, void (*visit)(const char *string, void *context), void *context) {
    if (json == NULL) return false;
    const char *cursor = skip_space(json);
    if (*cursor != '[') return false;
    cursor = skip_space(cursor + 1);
    if (*cursor == ']') return true;
    for (;;) {
        if (*cursor != '"') return false;
        cursor++;
        decoded text = {.length = 0, .fits = true};
        while (*cursor != '"') {
            if (*cursor == '\0') return false;
            if (*cursor == '\\') {
                cursor = read_escape(cursor + 1, &text);
                if (cursor == NULL) return false;
            } else {
                put(&text, (uint8_t)*cursor++);
            }
        }
        text.bytes[text.length] = '\0';
        if (text.fits) visit(text.bytes, context);
        cursor = skip_space(cursor + 1);
        if (*cursor == ']') return true;
        if (*cursor != ',') return false;
        cursor = skip_space(cursor + 1);
    }
}
