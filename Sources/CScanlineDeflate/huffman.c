#include "huffman.h"
#include <stdlib.h>
#include <string.h>

typedef struct { uint32_t freq; uint16_t symbol; } weighted_symbol;

// Sorts by frequency, keeping symbol order among equal frequencies (the same input gives the same code):
// a stable radix sort a byte at a time, skipping bytes all frequencies share. qsort's comparisons
// through a function pointer cost more than the rest of a small block's code construction.
static void sort_by_frequency(weighted_symbol *items, int n) {
    weighted_symbol spare[288], *from = items, *to = spare;
    uint32_t all_or = 0, all_and = ~0u;
    for (int i = 0; i < n; i++) { all_or |= items[i].freq; all_and &= items[i].freq; }
    for (unsigned shift = 0; shift < 32; shift += 8) {
        if ((((all_or ^ all_and) >> shift) & 0xFF) == 0) continue;  // the same byte everywhere
        unsigned start[256] = {0};
        for (int i = 0; i < n; i++) start[(from[i].freq >> shift) & 0xFF]++;
        for (unsigned d = 0, sum = 0; d < 256; d++) { unsigned c = start[d]; start[d] = sum; sum += c; }
        for (int i = 0; i < n; i++) to[start[(from[i].freq >> shift) & 0xFF]++] = from[i];
        weighted_symbol *swap = from; from = to; to = swap;
    }
    if (from != items) memcpy(items, from, (size_t)n * sizeof *items);
}

// Moffat and Katajainen's in-place minimum-redundancy code: `a` holds n frequencies in ascending order
// and receives the code lengths (the most frequent symbols, at the end, get the shortest codes).
static void minimum_redundancy(uint32_t *a, int n) {
    a[0] += a[1];
    int root = 0, leaf = 2;
    for (int next = 1; next < n - 1; next++) {
        if (leaf >= n || a[root] < a[leaf]) { a[next] = a[root]; a[root++] = (uint32_t)next; }
        else a[next] = a[leaf++];
        if (leaf >= n || (root < next && a[root] < a[leaf])) { a[next] += a[root]; a[root++] = (uint32_t)next; }
        else a[next] += a[leaf++];
    }
    a[n - 2] = 0;
    for (int next = n - 3; next >= 0; next--) a[next] = a[a[next]] + 1;
    int available = 1, used = 0, depth = 0, next = n - 1;
    root = n - 2;
    while (available > 0) {
        while (root >= 0 && (int)a[root] == depth) { used++; root--; }
        while (available > used) { a[next--] = (uint32_t)depth; available--; }
        available = 2 * used; depth++; used = 0;
    }
}

void sd_huffman_lengths(const uint32_t *freq, unsigned count, unsigned max_bits, uint8_t *lengths) {
    weighted_symbol used[288];
    uint32_t a[288];
    int n = 0;
    memset(lengths, 0, count);
    for (unsigned s = 0; s < count; s++) {
        if (freq[s]) { used[n].freq = freq[s]; used[n].symbol = (uint16_t)s; n++; }
    }
    if (n == 0) return;
    if (n == 1) { lengths[used[0].symbol] = 1; return; }
    sort_by_frequency(used, n);
    for (int i = 0; i < n; i++) a[i] = used[i].freq;
    minimum_redundancy(a, n);

    // Limit the lengths to max_bits: move the overflow to max_bits, then lengthen the longest shorter
    // codes until the Kraft sum is exactly one again (the method of miniz and zlib).
    unsigned per_length[33] = {0};
    for (int i = 0; i < n; i++) per_length[a[i] > 32 ? 32 : a[i]]++;
    for (unsigned l = max_bits + 1; l <= 32; l++) { per_length[max_bits] += per_length[l]; per_length[l] = 0; }
    uint32_t kraft = 0;
    for (unsigned l = max_bits; l > 0; l--) kraft += per_length[l] << (max_bits - l);
    while (kraft != (1u << max_bits)) {
        per_length[max_bits]--;
        for (unsigned l = max_bits - 1; l > 0; l--) {
            if (per_length[l]) { per_length[l]--; per_length[l + 1] += 2; break; }
        }
        kraft--;
    }
    // The most frequent symbols (at the end of `used`) take the shortest lengths.
    int i = n - 1;
    for (unsigned l = 1; l <= max_bits; l++) {
        for (unsigned k = per_length[l]; k > 0; k--) lengths[used[i--].symbol] = (uint8_t)l;
    }
}

static uint16_t reverse_bits(uint16_t code, unsigned length) {
    uint16_t r = 0;
    for (unsigned i = 0; i < length; i++) { r = (uint16_t)((r << 1) | (code & 1)); code >>= 1; }
    return r;
}

void sd_huffman_codes(const uint8_t *lengths, unsigned count, uint16_t *codes) {
    unsigned per_length[16] = {0};
    uint16_t next[16];
    for (unsigned s = 0; s < count; s++) per_length[lengths[s]]++;
    per_length[0] = 0;
    uint16_t code = 0;
    for (unsigned l = 1; l < 16; l++) { code = (uint16_t)((code + per_length[l - 1]) << 1); next[l] = code; }
    for (unsigned s = 0; s < count; s++) {
        unsigned l = lengths[s];
        codes[s] = l ? reverse_bits(next[l]++, l) : 0;
    }
}
