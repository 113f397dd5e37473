/* Paints a laid-out card with Cairo, the way a careful C programmer would: the background, rounded
 * bubbles (corners joined within a run, a tail on a run's last bubble), markers behind text, the text,
 * underlines over it, times; story messages on merged rounded line backgrounds. */
#include "card_layout.h"

#include <math.h>

static void set_color(cairo_t *cr, Rgba c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r) {
    r = fmin(r, fmin(w, h) / 2);
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + r, y + r, r, M_PI, 1.5 * M_PI);
    cairo_arc(cr, x + w - r, y + r, r, 1.5 * M_PI, 2 * M_PI);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, 0.5 * M_PI);
    cairo_arc(cr, x + r, y + h - r, r, 0.5 * M_PI, M_PI);
    cairo_close_path(cr);
}

/* A bubble drawn as if its sender's side were the right (the caller mirrors incoming ones): that side's
 * corners shrink where a neighbour of the run joins, and the run's last bubble sweeps into a tail. */
static void bubble_path(cairo_t *cr, double w, double h, const Placed *p, double k) {
    const double r = fmin(BUBBLE_RADIUS * k, fmin(w, h) / 2), joined = fmin(JOINED_RADIUS * k, r);
    const double tail = TAIL_WIDTH * k;
    const double top = p->joined_above ? joined : r, bottom = p->joined_below ? joined : r;
    cairo_new_sub_path(cr);
    cairo_arc(cr, r, r, r, M_PI, 1.5 * M_PI);
    cairo_arc(cr, w - top, top, top, 1.5 * M_PI, 2 * M_PI);
    if (p->joined_below) {
        cairo_arc(cr, w - bottom, h - bottom, bottom, 0, 0.5 * M_PI);
    } else {  /* the side flows out to a tip on the bottom line, then hooks back under the body */
        cairo_line_to(cr, w, h - 0.6 * r);
        cairo_curve_to(cr, w, h - 0.2 * r, w + 0.4 * tail, h - 0.04 * r, w + tail, h);
        cairo_curve_to(cr, w + 0.3 * tail, h, w - 0.05 * r, h - 0.1 * r, w - 0.25 * r, h - 0.1 * r);
        cairo_curve_to(cr, w - 0.4 * r, h - 0.1 * r, w - 0.45 * r, h, w - 0.65 * r, h);
    }
    cairo_arc(cr, r, h - r, r, 0.5 * M_PI, M_PI);
    cairo_close_path(cr);
}

static void draw_bubble(cairo_t *cr, const Message *m, const Placed *p, double k) {
    cairo_save(cr);
    cairo_translate(cr, m->from_me ? p->box_x : p->box_x + p->box_w, p->box_y);
    if (!m->from_me) cairo_scale(cr, -1, 1);
    bubble_path(cr, p->box_w, p->box_h, p, k);
    cairo_restore(cr);  /* the path is kept in device space */
    set_color(cr, p->fill);
    cairo_fill(cr);
}

static void draw_layout(cairo_t *cr, PangoLayout *layout, double x, double y, Rgba color) {
    set_color(cr, color);
    cairo_move_to(cr, x, y);
    pango_cairo_show_layout(cr, layout);
}

static void underline(cairo_t *cr, const Span *s, const Fonts *f, double x0, double x1, double y) {
    const double t = f->underline_thickness;
    cairo_set_line_width(cr, s->underline == UNDERLINE_THICK ? 2 * t : t);
    switch (s->underline) {
    case UNDERLINE_WAVY: {  /* half waves of one em / 4, as Béziers */
        const double half = f->em / 8, amplitude = 1.2 * t;
        cairo_move_to(cr, x0, y);
        for (double x = x0, sign = 1; x < x1; x += half, sign = -sign)
            cairo_curve_to(cr, x + half / 3, y - sign * amplitude, x + 2 * half / 3, y - sign * amplitude, x + half, y);
        break;
    }
    case UNDERLINE_DOTS: {  /* round dots one thickness in radius, as many as fit, centred under the range */
        const double step = 3 * t;
        int count = (int)floor((x1 - x0 - 2 * t) / step) + 1;
        double first = x0 + (x1 - x0 - (count - 1) * step) / 2;
        for (int i = 0; i < count; i++) {
            cairo_new_sub_path(cr);
            cairo_arc(cr, first + i * step, y + t / 2, t, 0, 2 * M_PI);
        }
        cairo_fill(cr);
        return;
    }
    case UNDERLINE_DOUBLE:
        cairo_move_to(cr, x0, y + 2 * t);
        cairo_line_to(cr, x1, y + 2 * t);
        /* fall through */
    default:
        cairo_move_to(cr, x0, y);
        cairo_line_to(cr, x1, y);
    }
    if (s->underline == UNDERLINE_DASHED) cairo_set_dash(cr, (double[]){3 * t, 2 * t}, 2, 0);
    cairo_stroke(cr);
    cairo_set_dash(cr, NULL, 0, 0);
}

/* Markers behind the text (or underlines over it) for every line piece of every styled span. */
static void draw_span_marks(cairo_t *cr, const Message *m, const Placed *p, const Fonts *f, bool markers) {
    PangoLayoutIter *iter = pango_layout_get_iter(p->text);
    do {
        LineBox box = line_box(iter, m->text);
        for (int i = 0; i < m->span_count; i++) {
            const Span *s = &m->spans[i];
            int start = s->start > box.start ? s->start : box.start, end = s->end < box.end ? s->end : box.end;
            if (start >= end || (markers ? !s->has_highlight : s->underline == UNDERLINE_NONE)) continue;
            int *ranges, count;
            pango_layout_line_get_x_ranges(box.line, start, end, &ranges, &count);
            for (int r = 0; r < count; r++) {
                double x0 = p->text_x + ranges[2 * r] / (double)PANGO_SCALE;
                double x1 = p->text_x + ranges[2 * r + 1] / (double)PANGO_SCALE;
                if (markers) {
                    const double pad = MARKER_PADDING * f->em;
                    set_color(cr, s->highlight);
                    rounded_rect(cr, x0 - pad, p->text_y + box.y, x1 - x0 + 2 * pad, box.height,
                                 MARKER_RADIUS * box.height);
                    cairo_fill(cr);
                } else {
                    set_color(cr, s->has_underline_color ? s->underline_color
                                  : s->has_color ? s->color : p->text_color);
                    underline(cr, s, f, x0, x1, p->text_y + box.baseline + f->underline_offset);
                }
            }
            g_free(ranges);
        }
    } while (pango_layout_iter_next_line(iter));
    pango_layout_iter_free(iter);
}

/* A highlight message's lines on one rounded shape: per-line rectangles filled together, so they merge. */
static void draw_story_background(cairo_t *cr, const Message *m, const Placed *p, double em) {
    const double pad = STORY_PADDING * em;
    PangoLayoutIter *iter = pango_layout_get_iter(p->text);
    do {
        LineBox box = line_box(iter, m->text);
        if (box.used > 0)
            rounded_rect(cr, p->text_x + box.x - pad, p->text_y + box.y, box.used + 2 * pad, box.height,
                         STORY_RADIUS * box.height);
    } while (pango_layout_iter_next_line(iter));
    pango_layout_iter_free(iter);
    set_color(cr, p->fill);
    cairo_fill(cr);
}

static void draw_message(cairo_t *cr, const CardLayout *L, const Message *m, const Placed *p) {
    if (p->author) draw_layout(cr, p->author, p->author_x, p->author_y, author_color(&L->theme, m->author));
    if (m->style == STYLE_BUBBLE) draw_bubble(cr, m, p, L->fonts.k);
    if (m->style == STYLE_HIGHLIGHT) draw_story_background(cr, m, p, L->fonts.em);
    draw_span_marks(cr, m, p, &L->fonts, true);
    draw_layout(cr, p->text, p->text_x, p->text_y, p->text_color);
    draw_span_marks(cr, m, p, &L->fonts, false);
    if (p->time) draw_layout(cr, p->time, p->time_x, p->time_y, p->time_color);
}

cairo_surface_t *card_render(const Card *card) {
    CardLayout L;
    if (!layout_card(card, &L)) {
        free_layout(&L);
        return NULL;
    }
    int width = (int)ceil(card->width * card->scale), height = (int)ceil(L.height * card->scale);
    /* Opaque cards only, so no alpha channel: both encoders then write RGB. */
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height);
    cairo_surface_set_device_scale(surface, card->scale, card->scale);
    cairo_t *cr = cairo_create(surface);
    set_color(cr, L.theme.background);
    cairo_paint(cr);
    if (L.title) draw_layout(cr, L.title, L.title_x, L.title_y, L.theme.secondary_text);
    for (int i = 0; i < card->message_count; i++) draw_message(cr, &L, &card->messages[i], &L.placed[i]);
    bool failed = cairo_status(cr) != CAIRO_STATUS_SUCCESS;
    cairo_destroy(cr);
    free_layout(&L);
    cairo_surface_flush(surface);
    if (failed || cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(surface);
        return NULL;
    }
    return surface;
}
