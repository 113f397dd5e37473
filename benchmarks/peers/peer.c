/* A C peer for chatcard-bench: renders one card N times in one process, each iteration the whole job
 * ChatCard's `Card(json:).render()` does (parse the JSON, lay out, draw, encode the PNG into memory),
 * timed on its own. Writes the last PNG to a file and prints one line of results.
 *
 * Usage: NAME N card.json out.png
 * Prints: peer=NAME n=N ms_per_card_median=… ms_per_card_p99=… bytes=… render_ms_median=… cairo=… px=WxH */
#include "card.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Sorts `values` in place. The median averages the middle two; other ranks are nearest-rank. */
static double percentile(double *values, int count, double share) {
    qsort(values, (size_t)count, sizeof *values, compare_doubles);
    if (share == 0.5 && count % 2 == 0) return (values[count / 2 - 1] + values[count / 2]) / 2;
    int rank = (int)ceil(share * count) - 1;
    return values[rank < 0 ? 0 : rank];
}

/* The whole file, NUL-terminated: read once, as the Swift bench reads the card once. */
static char *read_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    char *text = NULL;
    long size = fseek(file, 0, SEEK_END) == 0 ? ftell(file) : -1;
    if (size >= 0 && fseek(file, 0, SEEK_SET) == 0 && (text = malloc((size_t)size + 1))) {
        if (fread(text, 1, (size_t)size, file) == (size_t)size) text[size] = '\0';
        else { free(text); text = NULL; }
    }
    fclose(file);
    return text;
}

typedef struct { double total_ms, render_ms; Bytes png; int width, height; } Iteration;

/* One card, JSON text to PNG bytes. `render_ms` is everything before the PNG encoder. */
static bool run_once(const char *json, Iteration *it) {
    char error[256];
    double start = now_ms();
    Card card;
    if (!card_parse(json, &card, error, sizeof error)) {
        fprintf(stderr, "%s: bad card: %s\n", peer_name, error);
        card_free(&card);
        return false;
    }
    cairo_surface_t *surface = card_render(&card);
    card_free(&card);
    if (!surface) {
        fprintf(stderr, "%s: drawing failed\n", peer_name);
        return false;
    }
    double rendered = now_ms();
    it->png = (Bytes){0};
    bool encoded = encode_png(surface, &it->png);
    it->total_ms = now_ms() - start;
    it->render_ms = rendered - start;
    it->width = cairo_image_surface_get_width(surface);
    it->height = cairo_image_surface_get_height(surface);
    cairo_surface_destroy(surface);
    if (!encoded) fprintf(stderr, "%s: PNG encoding failed\n", peer_name);
    return encoded;
}

static bool write_file(const char *path, const Bytes *bytes) {
    FILE *file = fopen(path, "wb");
    if (!file) return false;
    bool written = fwrite(bytes->data, 1, bytes->size, file) == bytes->size;
    return fclose(file) == 0 && written;
}

int main(int argc, char **argv) {
    if (argc != 4 || atoi(argv[1]) < 1) {
        fprintf(stderr, "usage: %s N card.json out.png\n", argv[0]);
        return 64;
    }
    const int n = atoi(argv[1]);
    char *json = read_file(argv[2]);
    if (!json) {
        perror(argv[2]);
        return 1;
    }
    /* One untimed card first, as the Swift bench warms its thread's fonts before timing. */
    Iteration it;
    if (!run_once(json, &it)) return 1;
    free(it.png.data);

    double *total = malloc(sizeof(double) * (size_t)n), *render = malloc(sizeof(double) * (size_t)n);
    Bytes last = {0};
    for (int i = 0; i < n; i++) {
        if (!run_once(json, &it)) return 1;
        total[i] = it.total_ms;
        render[i] = it.render_ms;
        free(last.data);
        last = it.png;
    }
    if (!write_file(argv[3], &last)) {
        perror(argv[3]);
        return 1;
    }
    double median = percentile(total, n, 0.5), p99 = percentile(total, n, 0.99);
    printf("peer=%s n=%d ms_per_card_median=%.3f ms_per_card_p99=%.3f bytes=%zu render_ms_median=%.3f",
           peer_name, n, median, p99, last.size, percentile(render, n, 0.5));
    printf(" cairo=%s px=%dx%d\n", cairo_version_string(), it.width, it.height);
    free(last.data);
    free(total);
    free(render);
    free(json);
    return 0;
}
