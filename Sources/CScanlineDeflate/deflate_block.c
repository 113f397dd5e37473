#include "deflate_block.h"
#include "huffman.h"

// Gives the symbols at `first` and `first + 1` a count when fewer than two symbols are used, so that
// every code is complete (some decoders reject the one-code case).
static void use_two_symbols(uint32_t *freq, unsigned count, unsigned first) {
    unsigned used = 0;
    for (unsigned s = 0; s < count; s++) used += freq[s] != 0;
    if (used < 2) { if (!freq[first]) freq[first] = 1; if (!freq[first + 1]) freq[first + 1] = 1; }
}

typedef struct {
    uint8_t symbol[SD_LITLEN_SYMBOLS + SD_DIST_SYMBOLS];
    uint8_t extra[SD_LITLEN_SYMBOLS + SD_DIST_SYMBOLS];
    unsigned count;
} codelen_run;

// Run-length codes the code lengths: 16 repeats the previous length 3-6 times, 17 and 18 write 3-10
// and 11-138 zeros.
static void run_length_code(const uint8_t *lengths, unsigned count, codelen_run *out, uint32_t *freq) {
    out->count = 0;
    for (unsigned i = 0; i < count;) {
        uint8_t l = lengths[i];
        unsigned run = 1;
        while (i + run < count && lengths[i + run] == l) run++;
        i += run;
        if (l == 0) {
            while (run >= 11) { unsigned n = run > 138 ? 138 : run; out->symbol[out->count] = 18; out->extra[out->count++] = (uint8_t)(n - 11); run -= n; }
            if (run >= 3) { out->symbol[out->count] = 17; out->extra[out->count++] = (uint8_t)(run - 3); run = 0; }
        } else {
            out->symbol[out->count] = l; out->extra[out->count++] = 0; run--;
            while (run >= 3) { unsigned n = run > 6 ? 6 : run; out->symbol[out->count] = 16; out->extra[out->count++] = (uint8_t)(n - 3); run -= n; }
        }
        while (run > 0) { out->symbol[out->count] = l; out->extra[out->count++] = 0; run--; }
    }
    for (unsigned i = 0; i < out->count; i++) freq[out->symbol[i]]++;
}

// The block's tokens, the hot loop: every token's bits (at most 48) are or-ed into a 64-bit buffer
// that is stored whole, and the pointer advances by the bytes completed.
static void write_tokens(sd_bit_writer *w, const sd_token_buffer *t, const uint16_t *litlen_code, const uint8_t *litlen_len,
                         const uint16_t *dist_code, const uint8_t *dist_len) {
    const sd_tables *tab = &sd_deflate_tables;
    uint32_t length_bits[SD_MAX_MATCH + 1];  // length → its code with the extra bits above it
    uint8_t length_count[SD_MAX_MATCH + 1];
    for (unsigned length = SD_MIN_MATCH; length <= SD_MAX_MATCH; length++) {
        unsigned ls = tab->length_symbol[length];
        length_bits[length] = litlen_code[257 + ls] | (uint32_t)(length - tab->length_base[ls]) << litlen_len[257 + ls];
        length_count[length] = (uint8_t)(litlen_len[257 + ls] + tab->length_extra[ls]);
    }
    uint64_t bits = w->bits;
    unsigned count = w->count;
    uint8_t *out = w->bytes + w->length;
    for (; count >= 8; count -= 8) { *out++ = (uint8_t)bits; bits >>= 8; }
    for (size_t i = 0; i < t->count; i++) {
        uint32_t token = t->tokens[i];
        if (!(token & SD_MATCH_FLAG)) {
            bits |= (uint64_t)litlen_code[token] << count;
            count += litlen_len[token];
        } else {
            unsigned length = (token >> SD_TOKEN_LENGTH_SHIFT) & 0x1FF, distance = token & 0xFFFF;
            unsigned ds = (token >> SD_TOKEN_SYMBOL_SHIFT) & 0x1F;
            bits |= (uint64_t)length_bits[length] << count;
            count += length_count[length];
            bits |= (uint64_t)(dist_code[ds] | (uint32_t)(distance - tab->distance_base[ds]) << dist_len[ds]) << count;
            count += dist_len[ds] + tab->distance_extra[ds];
        }
        memcpy(out, &bits, 8);  // little-endian hosts
        out += count >> 3;
        bits >>= count & ~7u;  // count < 7 + 48: the shift stays below 64
        count &= 7;
    }
    w->length = (size_t)(out - w->bytes);
    w->bits = bits;
    w->count = count;
}

static const uint8_t codelen_extra_bits[SD_CODELEN_SYMBOLS] = {[16] = 2, [17] = 3, [18] = 7};

int sd_write_block(sd_bit_writer *w, sd_token_buffer *t, int final) {
    t->litlen_freq[SD_END_OF_BLOCK]++;
    use_two_symbols(t->litlen_freq, SD_LITLEN_SYMBOLS, 0);
    use_two_symbols(t->dist_freq, SD_DIST_SYMBOLS, 0);

    uint8_t lengths[SD_LITLEN_SYMBOLS + SD_DIST_SYMBOLS];
    uint16_t litlen_code[SD_LITLEN_SYMBOLS], dist_code[SD_DIST_SYMBOLS];
    sd_huffman_lengths(t->litlen_freq, SD_LITLEN_SYMBOLS, SD_MAX_CODE_BITS, lengths);
    sd_huffman_lengths(t->dist_freq, SD_DIST_SYMBOLS, SD_MAX_CODE_BITS, lengths + SD_LITLEN_SYMBOLS);
    const uint8_t *litlen_len = lengths, *dist_len = lengths + SD_LITLEN_SYMBOLS;
    sd_huffman_codes(litlen_len, SD_LITLEN_SYMBOLS, litlen_code);
    sd_huffman_codes(dist_len, SD_DIST_SYMBOLS, dist_code);

    unsigned hlit = SD_LITLEN_SYMBOLS, hdist = SD_DIST_SYMBOLS;
    while (hlit > 257 && litlen_len[hlit - 1] == 0) hlit--;
    while (hdist > 1 && dist_len[hdist - 1] == 0) hdist--;
    // The two length lists are coded as one sequence, so runs may cross from one into the other.
    uint8_t sequence[SD_LITLEN_SYMBOLS + SD_DIST_SYMBOLS];
    memcpy(sequence, litlen_len, hlit);
    memcpy(sequence + hlit, dist_len, hdist);
    codelen_run runs;
    uint32_t codelen_freq[SD_CODELEN_SYMBOLS] = {0};
    run_length_code(sequence, hlit + hdist, &runs, codelen_freq);
    use_two_symbols(codelen_freq, SD_CODELEN_SYMBOLS, 0);
    uint8_t codelen_len[SD_CODELEN_SYMBOLS];
    uint16_t codelen_code[SD_CODELEN_SYMBOLS];
    sd_huffman_lengths(codelen_freq, SD_CODELEN_SYMBOLS, SD_MAX_CODELEN_BITS, codelen_len);
    sd_huffman_codes(codelen_len, SD_CODELEN_SYMBOLS, codelen_code);
    unsigned hclen = SD_CODELEN_SYMBOLS;
    while (hclen > 4 && codelen_len[sd_codelen_order[hclen - 1]] == 0) hclen--;

    // Worst case of the block: every token at its longest (48 bits), plus the header.
    if (!sd_bits_reserve(w, t->count * 6 + 1024)) return 0;
    sd_bits_put(w, (final ? 1u : 0u) | 2u << 1, 3);
    sd_bits_put(w, hlit - 257, 5);
    sd_bits_put(w, hdist - 1, 5);
    sd_bits_put(w, hclen - 4, 4);
    for (unsigned i = 0; i < hclen; i++) sd_bits_put(w, codelen_len[sd_codelen_order[i]], 3);
    for (unsigned i = 0; i < runs.count; i++) {
        unsigned s = runs.symbol[i];
        sd_bits_put(w, codelen_code[s], codelen_len[s]);
        if (codelen_extra_bits[s]) sd_bits_put(w, runs.extra[i], codelen_extra_bits[s]);
    }

    write_tokens(w, t, litlen_code, litlen_len, dist_code, dist_len);
    sd_bits_put(w, litlen_code[SD_END_OF_BLOCK], litlen_len[SD_END_OF_BLOCK]);

    t->count = 0;
    memset(t->litlen_freq, 0, sizeof t->litlen_freq);
    memset(t->dist_freq, 0, sizeof t->dist_freq);
    return 1;
}

int sd_write_sync_flush(sd_bit_writer *w) {
    if (!sd_bits_reserve(w, 16)) return 0;
    sd_bits_put(w, 0, 3);  // not final, stored
    sd_bits_align(w);
    sd_bits_put_byte(w, 0x00); sd_bits_put_byte(w, 0x00);
    sd_bits_put_byte(w, 0xFF); sd_bits_put_byte(w, 0xFF);
    return 1;
}
