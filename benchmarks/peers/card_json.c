/* The card format (README.md, "The card format") read with json-c: the fields the basic card uses and
 * their neighbours (theme, padding, font, spans with bold, italic, color, highlight and underline).
 * Strings are borrowed from the json-c tree, which the Card keeps until card_free. */
#include "card.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { DEFAULT_WIDTH = 390, DEFAULT_SCALE = 2, DEFAULT_PADDING = 16, DEFAULT_FONT_SIZE = 17 };
#define DEFAULT_FONT_FAMILY "Inter"

static const char *string_field(json_object *object, const char *key) {
    json_object *value;
    if (!json_object_object_get_ex(object, key, &value) || !json_object_is_type(value, json_type_string)) return NULL;
    return json_object_get_string(value);
}

static double number_field(json_object *object, const char *key, double fallback) {
    json_object *value;
    if (!json_object_object_get_ex(object, key, &value)) return fallback;
    if (!json_object_is_type(value, json_type_int) && !json_object_is_type(value, json_type_double)) return fallback;
    return json_object_get_double(value);
}

static bool bool_field(json_object *object, const char *key) {
    json_object *value;
    return json_object_object_get_ex(object, key, &value) && json_object_get_boolean(value);
}

static int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* #RGB, #RGBA, #RRGGBB or #RRGGBBAA. */
static bool parse_color(const char *text, Rgba *color) {
    if (!text || text[0] != '#') return false;
    size_t length = strlen(text + 1);
    int digits_per_channel = (length == 3 || length == 4) ? 1 : (length == 6 || length == 8) ? 2 : 0;
    if (!digits_per_channel) return false;
    double channel[4] = {0, 0, 0, 1};
    for (size_t i = 0; i < length / digits_per_channel; i++) {
        int value = 0;
        for (int d = 0; d < digits_per_channel; d++) {
            int digit = hex_digit(text[1 + i * digits_per_channel + d]);
            if (digit < 0) return false;
            value = value * 16 + digit;
        }
        channel[i] = digits_per_channel == 1 ? value / 15.0 : value / 255.0;
    }
    *color = (Rgba){channel[0], channel[1], channel[2], channel[3]};
    return true;
}

/* A color given as "#…" or as an object with a "color" member (highlights, underlines). */
static bool color_field(json_object *object, const char *key, Rgba *color) {
    json_object *value;
    if (!json_object_object_get_ex(object, key, &value)) return false;
    if (json_object_is_type(value, json_type_object)) return parse_color(string_field(value, "color"), color);
    return parse_color(json_object_get_string(value), color);
}

static UnderlineStyle underline_style(const char *name) {
    static const struct { const char *name; UnderlineStyle style; } styles[] = {
        {"single", UNDERLINE_LINE}, {"thick", UNDERLINE_THICK}, {"double", UNDERLINE_DOUBLE},
        {"dashed", UNDERLINE_DASHED}, {"dashDot", UNDERLINE_DASHED}, {"dashDotDot", UNDERLINE_DASHED},
        {"dotted", UNDERLINE_DOTS}, {"largeDot", UNDERLINE_DOTS}, {"wavy", UNDERLINE_WAVY}};
    for (size_t i = 0; name && i < sizeof styles / sizeof styles[0]; i++)
        if (strcmp(name, styles[i].name) == 0) return styles[i].style;
    return UNDERLINE_LINE;
}

static Span parse_span(json_object *object, int start, int end) {
    Span span = {.start = start, .end = end};
    span.bold = bool_field(object, "bold");
    span.italic = bool_field(object, "italic");
    span.has_color = color_field(object, "color", &span.color);
    span.has_highlight = color_field(object, "highlight", &span.highlight);
    json_object *underline;
    if (json_object_object_get_ex(object, "underline", &underline)) {
        bool detailed = json_object_is_type(underline, json_type_object);
        const char *style = detailed ? string_field(underline, "style") : json_object_get_string(underline);
        span.underline = underline_style(style);
        span.has_underline_color = detailed && parse_color(string_field(underline, "color"), &span.underline_color);
    }
    return span;
}

static bool is_styled(const Span *span) {
    return span->bold || span->italic || span->has_color || span->has_highlight || span->underline != UNDERLINE_NONE;
}

/* Joins the spans' texts into message->text and keeps the spans that carry a style. */
static bool parse_spans(json_object *spans, Message *message) {
    size_t count = json_object_array_length(spans), length = 0;
    for (size_t i = 0; i < count; i++) {
        const char *text = string_field(json_object_array_get_idx(spans, i), "text");
        if (!text) return false;
        length += strlen(text);
    }
    message->text = malloc(length + 1);
    message->spans = calloc(count ? count : 1, sizeof(Span));
    if (!message->text || !message->spans) return false;
    size_t offset = 0;
    for (size_t i = 0; i < count; i++) {
        json_object *object = json_object_array_get_idx(spans, i);
        const char *text = string_field(object, "text");
        size_t size = strlen(text);
        memcpy(message->text + offset, text, size);
        Span span = parse_span(object, (int)offset, (int)(offset + size));
        if (is_styled(&span)) message->spans[message->span_count++] = span;
        offset += size;
    }
    message->text[offset] = '\0';
    return true;
}

static bool parse_message(json_object *object, Message *message, char *error, size_t error_size) {
    const char *from = string_field(object, "from"), *style = string_field(object, "style");
    const char *align = string_field(object, "align");
    if (!from || (strcmp(from, "me") != 0 && strcmp(from, "them") != 0)) {
        snprintf(error, error_size, "from: expected \"me\" or \"them\"");
        return false;
    }
    message->from_me = strcmp(from, "me") == 0;
    message->style = !style ? STYLE_BUBBLE : strcmp(style, "highlight") == 0 ? STYLE_HIGHLIGHT
                   : strcmp(style, "plain") == 0 ? STYLE_PLAIN : STYLE_BUBBLE;
    message->align = !align ? ALIGN_SENDER : strcmp(align, "left") == 0 ? ALIGN_LEFT
                   : strcmp(align, "center") == 0 ? ALIGN_CENTER
                   : strcmp(align, "right") == 0 ? ALIGN_RIGHT : ALIGN_SENDER;
    message->author = string_field(object, "author");
    message->time = string_field(object, "time");
    message->has_fill = color_field(object, "fill", &message->fill);
    message->has_color = color_field(object, "color", &message->color);
    json_object *spans;
    if (json_object_object_get_ex(object, "spans", &spans) && json_object_is_type(spans, json_type_array)) {
        if (parse_spans(spans, message)) return true;
        snprintf(error, error_size, "spans: every span needs a text");
        return false;
    }
    const char *text = string_field(object, "text");
    if (!text) {
        snprintf(error, error_size, "expected text or spans");
        return false;
    }
    message->text = strdup(text);
    return message->text != NULL;
}

static void read_top_level(json_object *root, Card *card) {
    card->width = number_field(root, "width", DEFAULT_WIDTH);
    card->scale = number_field(root, "scale", DEFAULT_SCALE);
    card->padding = number_field(root, "padding", DEFAULT_PADDING);
    const char *theme = string_field(root, "theme");
    card->dark = theme && strcmp(theme, "dark") == 0;
    /* Only opaque cards: "transparent" falls back to the theme's background. */
    card->has_background = parse_color(string_field(root, "background"), &card->background);
    card->title = string_field(root, "title");
    json_object *font;
    bool has_font = json_object_object_get_ex(root, "font", &font) && json_object_is_type(font, json_type_object);
    card->font_family = has_font && string_field(font, "family") ? string_field(font, "family") : DEFAULT_FONT_FAMILY;
    card->font_size = has_font ? number_field(font, "size", DEFAULT_FONT_SIZE) : DEFAULT_FONT_SIZE;
}

bool card_parse(const char *text, Card *card, char *error, size_t error_size) {
    memset(card, 0, sizeof *card);
    enum json_tokener_error parse_error;
    card->json = json_tokener_parse_verbose(text, &parse_error);
    if (!card->json || !json_object_is_type(card->json, json_type_object)) {
        snprintf(error, error_size, "not a JSON object: %s", json_tokener_error_desc(parse_error));
        return false;
    }
    read_top_level(card->json, card);
    if (card->width < 160 || card->width > 2048 || card->scale < 1 || card->scale > 4
        || card->font_size < 6 || card->font_size > 96) {
        snprintf(error, error_size, "width, scale or font size out of range");
        return false;
    }
    json_object *messages;
    if (!json_object_object_get_ex(card->json, "messages", &messages) || !json_object_is_type(messages, json_type_array)
        || json_object_array_length(messages) == 0) {
        snprintf(error, error_size, "messages: expected a non-empty array");
        return false;
    }
    card->message_count = (int)json_object_array_length(messages);
    card->messages = calloc((size_t)card->message_count, sizeof(Message));
    for (int i = 0; card->messages && i < card->message_count; i++) {
        char detail[128] = "out of memory";
        if (!parse_message(json_object_array_get_idx(messages, (size_t)i), &card->messages[i], detail, sizeof detail)) {
            snprintf(error, error_size, "messages[%d]: %s", i, detail);
            return false;
        }
    }
    return card->messages != NULL;
}

void card_free(Card *card) {
    for (int i = 0; card->messages && i < card->message_count; i++) {
        free(card->messages[i].text);
        free(card->messages[i].spans);
    }
    free(card->messages);
    if (card->json) json_object_put(card->json);
    memset(card, 0, sizeof *card);
}
