#include "core/ingest/trace/payloadrun.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace cs {
namespace {

// Bits set in a 17-bit mask, without a library call (x86-64's baseline has no POPCNT).
inline uint64_t bitsSet(unsigned x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return (x * 0x01010101u) >> 24;
}

} // namespace

PayloadRun scanPayloadRun(const char *data, uint64_t pos, uint64_t end)
{
    uint64_t lines = 0;
    uint64_t i = pos;
#ifdef __SSE2__
    const __m128i newline = _mm_set1_epi8('\n'), tab = _mm_set1_epi8('\t'), zero = _mm_setzero_si128();
    // 16 bytes and the one after them (is the line after a newline led by a TAB?) at a time.
    while (i + 17 <= end) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(data + i));
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(v, zero)) != 0)
            return {};
        const auto newlines = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, newline)));
        if (newlines != 0) {
            const unsigned tabs = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, tab)))
                | (data[i + 16] == '\t' ? 0x10000u : 0u);
            const unsigned ends = newlines & ~(tabs >> 1);
            if (ends != 0) {
                const int at = __builtin_ctz(ends);
                lines += bitsSet(newlines & ((2u << at) - 1u));
                return { i + static_cast<uint64_t>(at), lines, true };
            }
            lines += bitsSet(newlines);
        }
        i += 16;
    }
#endif
    for (; i < end; ++i) {
        if (data[i] == '\0')
            return {};
        if (data[i] == '\n') {
            ++lines;
            if (i + 1 >= end || data[i + 1] != '\t')
                return { i, lines, true };
        }
    }
    return { end, lines + 1, true }; // the last line has no newline
}

} // namespace cs
