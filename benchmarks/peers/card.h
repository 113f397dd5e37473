/* The C peers' shared declarations: a card as parsed from JSON (card_json.c), laid out with Pango
 * (card_layout.c) and drawn with Cairo (card_draw.c), and the PNG encoder each peer links in
 * (png_cairo.c or png_spng.c). */
#ifndef PEER_CARD_H
#define PEER_CARD_H

#include <cairo.h>
#include <json-c/json.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct { double r, g, b, a; } Rgba;

typedef enum { UNDERLINE_NONE, UNDERLINE_LINE, UNDERLINE_THICK, UNDERLINE_DOUBLE, UNDERLINE_DASHED,
               UNDERLINE_DOTS, UNDERLINE_WAVY } UnderlineStyle;
typedef enum { STYLE_BUBBLE, STYLE_HIGHLIGHT, STYLE_PLAIN } MessageStyle;
typedef enum { ALIGN_SENDER, ALIGN_LEFT, ALIGN_CENTER, ALIGN_RIGHT } Alignment;

/* One styled piece of a message: a byte range of the message's text. */
typedef struct {
    int start, end;
    bool bold, italic;
    bool has_color, has_highlight, has_underline_color;
    Rgba color, highlight, underline_color;
    UnderlineStyle underline;
} Span;

typedef struct {
    bool from_me;
    MessageStyle style;
    Alignment align;
    const char *author, *time;  /* borrowed from the card's JSON tree; NULL when absent */
    char *text;                 /* owned: `text`, or the spans' texts joined */
    Span *spans;                /* owned; only the spans that carry a style */
    int span_count;
    bool has_fill, has_color;
    Rgba fill, color;
} Message;

typedef struct {
    double width, scale, padding, font_size;
    const char *font_family, *title;  /* borrowed from json */
    bool dark, has_background;
    Rgba background;
    Message *messages;
    int message_count;
    json_object *json;  /* owns every borrowed string above */
} Card;

/* Parses a card from NUL-terminated JSON text. Returns false with a message in `error` on bad input. */
bool card_parse(const char *text, Card *card, char *error, size_t error_size);
void card_free(Card *card);

/* Lays the card out with Pango and draws it with Cairo on a new image surface (NULL on failure). The
 * Pango context is made once per process and reused, as a server keeps its font map warm. */
cairo_surface_t *card_render(const Card *card);

/* A growable byte buffer: the PNG file in memory. */
typedef struct { unsigned char *data; size_t size, capacity; } Bytes;

/* The peer's PNG encoder and name: each peer binary links exactly one of png_cairo.c and png_spng.c. */
extern const char *const peer_name;
bool encode_png(cairo_surface_t *surface, Bytes *out);

#endif
