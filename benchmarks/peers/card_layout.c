/* Where everything on a card goes, measured with Pango: the title, authors above incoming runs,
 * bubbles sized to their text with the time beside the last line (or below it), story messages across
 * the card. The proportions are ChatCard's (README.md, "The card format"), so both lay out the same
 * text on the same canvas. Text is assumed left-to-right. */
#include "card_layout.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define INSET_X 12.0  /* bubble insets at the design size */
#define INSET_Y 7.0
#define MAX_BUBBLE_SHARE 0.85  /* of the content width */
/* Gaps in points. */
#define GAP_IN_RUN 2.0
#define GAP_BETWEEN_RUNS 10.0
#define TITLE_GAP 12.0
#define AUTHOR_GAP 2.0
#define STORY_TIME_GAP 3.0
/* Sizes in ems of the card's font. */
#define TITLE_SIZE 0.82
#define AUTHOR_SIZE 0.76
#define TIME_SIZE 0.65
#define TIME_GAP 0.35
#define TIME_ALPHA 0.6
#define MIN_TEXT_CONTRAST 3.0

static const unsigned LIGHT_AUTHORS[7] = {0xC8372D, 0xB85400, 0x8E44CF, 0x2A832A, 0x0E7C92, 0x1C72CF, 0xC93A7A};
static const unsigned DARK_AUTHORS[7] = {0xFF7A6B, 0xFFA351, 0xC08CFF, 0x6ED66E, 0x4FD2E8, 0x6BB4FF, 0xFF7EB6};

static Rgba rgb(unsigned hex) {
    return (Rgba){(hex >> 16 & 255) / 255.0, (hex >> 8 & 255) / 255.0, (hex & 255) / 255.0, 1};
}

static Theme theme_of(const Card *card) {
    Theme t = card->dark
        ? (Theme){rgb(0x000000), rgb(0x0A84FF), rgb(0x26252A), rgb(0x98989D), rgb(0xFFFFFF), DARK_AUTHORS}
        : (Theme){rgb(0xFFFFFF), rgb(0x0A84FF), rgb(0xE9E9EB), rgb(0x8E8E93), rgb(0x000000), LIGHT_AUTHORS};
    if (card->has_background) t.background = card->background;
    return t;
}

/* WCAG contrast: text on a fill is white where white reaches 3:1, else black. */
static double luminance(Rgba c) {
    double ch[3] = {c.r, c.g, c.b};
    for (int i = 0; i < 3; i++) ch[i] = ch[i] <= 0.04045 ? ch[i] / 12.92 : pow((ch[i] + 0.055) / 1.055, 2.4);
    return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2];
}
static Rgba readable_on(Rgba fill) {
    return 1.05 / (luminance(fill) + 0.05) >= MIN_TEXT_CONTRAST ? rgb(0xFFFFFF) : rgb(0x000000);
}

Rgba author_color(const Theme *theme, const char *name) {
    unsigned hash = 2166136261u;
    for (const unsigned char *p = (const unsigned char *)name; *p; p++) hash = (hash ^ *p) * 16777619u;
    return rgb(theme->author_palette[hash % 7]);
}

/* One Pango context for the process, made like ChatCard's: 72 dpi (1 pt = 1 unit), no hinting,
 * gray antialiasing, unrounded glyph positions, so a layout is the same at every scale. */
static PangoContext *shared_context(void) {
    static PangoContext *context;
    if (context) return context;
    context = pango_font_map_create_context(pango_cairo_font_map_get_default());
    pango_cairo_context_set_resolution(context, 72);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_context_set_round_glyph_positions(context, FALSE);
    return context;
}

static PangoFontDescription *font(const char *family, double size, PangoWeight weight) {
    PangoFontDescription *d = pango_font_description_from_string(family);
    pango_font_description_set_absolute_size(d, size * PANGO_SCALE);
    pango_font_description_set_weight(d, weight);
    return d;
}

static Fonts fonts_for(const Card *card) {
    double em = card->font_size;
    Fonts f = {.body = font(card->font_family, em, PANGO_WEIGHT_NORMAL),
               .title = font(card->font_family, em * TITLE_SIZE, PANGO_WEIGHT_SEMIBOLD),
               .author = font(card->font_family, em * AUTHOR_SIZE, PANGO_WEIGHT_NORMAL),
               .time = font(card->font_family, em * TIME_SIZE, PANGO_WEIGHT_NORMAL),
               .em = em, .k = em / DESIGN_FONT_SIZE};
    PangoFontMetrics *metrics = pango_context_get_metrics(shared_context(), f.body, NULL);
    f.underline_thickness = pango_font_metrics_get_underline_thickness(metrics) / (double)PANGO_SCALE;
    f.underline_offset = -pango_font_metrics_get_underline_position(metrics) / (double)PANGO_SCALE
                         + f.underline_thickness / 2;
    pango_font_metrics_unref(metrics);
    return f;
}

static void free_fonts(Fonts *f) {
    pango_font_description_free(f->body);
    pango_font_description_free(f->title);
    pango_font_description_free(f->author);
    pango_font_description_free(f->time);
}

/* ---- text ---- */

static PangoAttribute *ranged(PangoAttribute *a, const Span *s) {
    a->start_index = (guint)s->start;
    a->end_index = (guint)s->end;
    return a;
}
static PangoAttribute *foreground(Rgba c, const Span *s) {
    return ranged(pango_attr_foreground_new((guint16)(c.r * 65535), (guint16)(c.g * 65535), (guint16)(c.b * 65535)), s);
}

/* Bold, italic and colours of the spans; highlighted text without a colour turns black or white for
 * contrast with its marker. */
static void add_span_attributes(PangoAttrList *list, const Message *m) {
    for (int i = 0; i < m->span_count; i++) {
        const Span *s = &m->spans[i];
        if (s->bold) pango_attr_list_insert(list, ranged(pango_attr_weight_new(PANGO_WEIGHT_BOLD), s));
        if (s->italic) pango_attr_list_insert(list, ranged(pango_attr_style_new(PANGO_STYLE_ITALIC), s));
        if (s->has_color) pango_attr_list_insert(list, foreground(s->color, s));
        else if (s->has_highlight) pango_attr_list_insert(list, foreground(readable_on(s->highlight), s));
    }
}

/* `styled`: the message whose spans style the text, or NULL. */
static PangoLayout *text_layout(PangoFontDescription *desc, const char *text, double width, PangoAlignment align,
                                const Message *styled) {
    PangoLayout *layout = pango_layout_new(shared_context());
    pango_layout_set_font_description(layout, desc);
    if (width > 0) {
        pango_layout_set_width(layout, (int)(width * PANGO_SCALE));
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);  /* a word too long for a line is cut */
    }
    pango_layout_set_alignment(layout, align);
    pango_layout_set_text(layout, text, -1);
    PangoAttrList *attributes = pango_attr_list_new();
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(FALSE));  /* cut words as ChatCard does */
    if (styled) add_span_attributes(attributes, styled);
    pango_layout_set_attributes(layout, attributes);
    pango_attr_list_unref(attributes);
    return layout;
}

LineBox line_box(PangoLayoutIter *iter, const char *text) {
    PangoRectangle logical;
    pango_layout_iter_get_line_extents(iter, NULL, &logical);
    LineBox box = {.line = pango_layout_iter_get_line_readonly(iter), .x = logical.x / (double)PANGO_SCALE,
                   .y = logical.y / (double)PANGO_SCALE, .height = logical.height / (double)PANGO_SCALE,
                   .baseline = pango_layout_iter_get_baseline(iter) / (double)PANGO_SCALE};
    box.start = box.line->start_index;
    box.end = box.start + box.line->length;
    while (box.end > box.start && (text[box.end - 1] == ' ' || text[box.end - 1] == '\n')) box.end--;
    int x;
    pango_layout_line_index_to_x(box.line, box.end, FALSE, &x);
    box.used = x / (double)PANGO_SCALE;
    return box;
}

static double widest_line(PangoLayout *layout, const char *text, LineBox *last) {
    double widest = 0;
    PangoLayoutIter *iter = pango_layout_get_iter(layout);
    do {
        *last = line_box(iter, text);
        widest = fmax(widest, last->used);
    } while (pango_layout_iter_next_line(iter));
    pango_layout_iter_free(iter);
    return widest;
}

static double layout_height(PangoLayout *layout) {
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    return logical.height / (double)PANGO_SCALE;
}

static double layout_width(PangoLayout *layout) {
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    return logical.width / (double)PANGO_SCALE;
}

/* ---- placing ---- */

/* A run: bubbles in a row with the same sender and the same author (or none), as ChatCard groups them. */
static bool same_run(const Message *a, const Message *b) {
    bool same_author = a->author && b->author ? strcmp(a->author, b->author) == 0 : a->author == b->author;
    return a->style == STYLE_BUBBLE && b->style == STYLE_BUBBLE && a->from_me == b->from_me && same_author;
}

static double place_author(CardLayout *L, Placed *p, const char *author, double x, double y) {
    p->author = text_layout(L->fonts.author, author, 0, PANGO_ALIGN_LEFT, NULL);
    p->author_x = x;
    p->author_y = y;
    return y + layout_height(p->author) + AUTHOR_GAP;
}

static double place_bubble(CardLayout *L, const Message *m, Placed *p, bool starts_run, double y) {
    const double k = L->fonts.k, inset_x = INSET_X * k, inset_y = INSET_Y * k, tail = TAIL_WIDTH * k;
    const double content = L->card->width - 2 * L->card->padding;
    const double max_text = content * MAX_BUBBLE_SHARE - 2 * inset_x;
    p->fill = m->has_fill ? m->fill : m->from_me ? L->theme.outgoing_fill : L->theme.incoming_fill;
    p->text_color = m->has_color ? m->color : readable_on(p->fill);
    p->time_color = p->text_color;
    p->time_color.a *= TIME_ALPHA;
    if (!m->from_me && m->author && starts_run)
        y = place_author(L, p, m->author, L->card->padding + tail + inset_x, y);

    p->text = text_layout(L->fonts.body, m->text, max_text, PANGO_ALIGN_LEFT, m);
    LineBox last;
    double text_w = widest_line(p->text, m->text, &last), text_h = layout_height(p->text);
    double time_w = 0, time_dx = 0, time_top = 0;
    if (m->time) {  /* beside the last line when it fits, else on a line of its own */
        p->time = text_layout(L->fonts.time, m->time, 0, PANGO_ALIGN_LEFT, NULL);
        time_w = layout_width(p->time);
        double time_baseline = pango_layout_get_baseline(p->time) / (double)PANGO_SCALE;
        double beside = last.used + TIME_GAP * L->fonts.em + time_w;
        if (beside <= max_text) {
            text_w = fmax(text_w, beside);
            time_top = last.baseline - time_baseline;
        } else {
            text_w = fmax(text_w, time_w);
            time_top = text_h;
            text_h += layout_height(p->time);
        }
        time_dx = text_w - time_w;
    }
    p->box_w = text_w + 2 * inset_x;
    p->box_h = text_h + 2 * inset_y;
    p->box_x = m->from_me ? L->card->width - L->card->padding - tail - p->box_w : L->card->padding + tail;
    p->box_y = y;
    p->text_x = p->box_x + inset_x;
    p->text_y = y + inset_y;
    p->time_x = p->text_x + time_dx;
    p->time_y = p->text_y + time_top;
    return y + p->box_h;
}

/* Highlight and plain messages: the text across the card, the time below it at its trailing edge. */
static double place_story(CardLayout *L, const Message *m, Placed *p, double y) {
    const double pad = STORY_PADDING * L->fonts.em, content = L->card->width - 2 * L->card->padding;
    Alignment align = m->align != ALIGN_SENDER ? m->align : m->style == STYLE_HIGHLIGHT ? ALIGN_CENTER
                    : m->from_me ? ALIGN_RIGHT : ALIGN_LEFT;
    PangoAlignment pango_align = align == ALIGN_CENTER ? PANGO_ALIGN_CENTER
                               : align == ALIGN_RIGHT ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT;
    p->fill = m->has_fill ? m->fill : m->from_me ? L->theme.outgoing_fill : L->theme.incoming_fill;
    p->text_color = m->has_color ? m->color
                  : m->style == STYLE_HIGHLIGHT ? readable_on(p->fill) : L->theme.primary_text;
    p->time_color = L->theme.secondary_text;
    if (m->author) y = place_author(L, p, m->author, L->card->padding + pad, y);
    p->text = text_layout(L->fonts.body, m->text, content - 2 * pad, pango_align, m);
    p->text_x = L->card->padding + pad;
    p->text_y = y;
    y += layout_height(p->text);
    if (m->time) {
        LineBox last;
        widest_line(p->text, m->text, &last);
        p->time = text_layout(L->fonts.time, m->time, 0, PANGO_ALIGN_LEFT, NULL);
        p->time_x = p->text_x + last.x + last.used + pad - layout_width(p->time);
        p->time_y = y + STORY_TIME_GAP;
        y = p->time_y + layout_height(p->time);
    }
    return y;
}

bool layout_card(const Card *card, CardLayout *L) {
    memset(L, 0, sizeof *L);
    L->card = card;
    L->theme = theme_of(card);
    L->fonts = fonts_for(card);
    double y = card->padding;
    if (card->title) {
        L->title = text_layout(L->fonts.title, card->title, card->width - 2 * card->padding, PANGO_ALIGN_CENTER, NULL);
        L->title_x = card->padding;
        L->title_y = y;
        y += layout_height(L->title) + TITLE_GAP;
    }
    L->placed = calloc((size_t)card->message_count, sizeof(Placed));
    if (!L->placed) return false;
    for (int i = 0; i < card->message_count; i++) {
        const Message *m = &card->messages[i];
        bool joins_previous = i > 0 && same_run(&card->messages[i - 1], m);
        if (i > 0) y += joins_previous ? GAP_IN_RUN : GAP_BETWEEN_RUNS;
        Placed *p = &L->placed[i];
        p->joined_above = joins_previous;
        p->joined_below = i + 1 < card->message_count && same_run(m, &card->messages[i + 1]);
        y = m->style == STYLE_BUBBLE ? place_bubble(L, m, p, !joins_previous, y) : place_story(L, m, p, y);
    }
    L->height = y + card->padding;
    return true;
}

void free_layout(CardLayout *L) {
    for (int i = 0; L->placed && i < L->card->message_count; i++) {
        if (L->placed[i].author) g_object_unref(L->placed[i].author);
        if (L->placed[i].text) g_object_unref(L->placed[i].text);
        if (L->placed[i].time) g_object_unref(L->placed[i].time);
    }
    free(L->placed);
    if (L->title) g_object_unref(L->title);
    free_fonts(&L->fonts);
}
