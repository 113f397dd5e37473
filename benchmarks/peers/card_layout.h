/* Between card_layout.c (where everything goes, measured with Pango) and card_draw.c (painting it
 * with Cairo): the placed card and the geometry both sides need. */
#ifndef PEER_CARD_LAYOUT_H
#define PEER_CARD_LAYOUT_H

#include "card.h"

#include <pango/pangocairo.h>

/* Bubble geometry in points, designed for 17 pt text and scaled with the card's font size. */
#define DESIGN_FONT_SIZE 17.0
#define BUBBLE_RADIUS 18.0
#define JOINED_RADIUS 6.0  /* a corner that faces a neighbour in the same run */
#define TAIL_WIDTH 7.0
/* Paddings in ems of the card's font, radii as a share of a line's height. */
#define STORY_PADDING 0.35  /* left and right of each line of a highlight message */
#define STORY_RADIUS 0.2
#define MARKER_PADDING 0.1  /* a highlighted span's marker */
#define MARKER_RADIUS 0.2

typedef struct {
    Rgba background, outgoing_fill, incoming_fill, secondary_text, primary_text;
    const unsigned *author_palette;  /* seven hues; a name picks one by its FNV-1a hash */
} Theme;

typedef struct {
    PangoFontDescription *body, *title, *author, *time;
    double em, k;  /* the font size, and its ratio to the design size */
    double underline_offset, underline_thickness;  /* the line's centre below the baseline, from the font */
} Fonts;

/* A line's box in its layout's coordinates; `used` leaves out trailing spaces, so a bubble hugs its
 * text; [start, end) are the line's bytes without them. */
typedef struct { PangoLayoutLine *line; double x, y, height, baseline, used; int start, end; } LineBox;

typedef struct {
    PangoLayout *author, *text, *time;
    double author_x, author_y, text_x, text_y, time_x, time_y;
    double box_x, box_y, box_w, box_h;  /* a bubble's body, without its tail */
    bool joined_above, joined_below;     /* neighbours in the same run share a small corner */
    Rgba fill, text_color, time_color;
} Placed;

typedef struct {
    const Card *card;
    Theme theme;
    Fonts fonts;
    PangoLayout *title;
    double title_x, title_y, height;
    Placed *placed;  /* one per message */
} CardLayout;

bool layout_card(const Card *card, CardLayout *layout);  /* false when out of memory; free_layout either way */
void free_layout(CardLayout *layout);
LineBox line_box(PangoLayoutIter *iter, const char *text);
Rgba author_color(const Theme *theme, const char *name);

#endif
