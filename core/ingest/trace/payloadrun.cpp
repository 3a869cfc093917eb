#include "core/ingest/trace/payloadrun.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define CS_PAYLOAD_AVX2 1
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

#ifdef CS_PAYLOAD_AVX2
// The bytes of 64 (two halves) equal to `c`, as bits.
__attribute__((target("avx2"), always_inline)) inline uint64_t mask(__m256i lo, __m256i hi, __m256i c)
{
    return static_cast<uint64_t>(static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(lo, c))))
        | static_cast<uint64_t>(static_cast<uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(hi, c)))) << 32;
}

// 64 bytes and the one after them at a time, where the CPU has AVX2 (most x86-64 since 2013):
// a big trace's payload lines are read at about twice the SSE2 loop's speed. Stops at the first
// 64 bytes holding a NUL or a line not led by a TAB; the caller goes on from `i` 16 at a time.
__attribute__((target("avx2,popcnt,bmi"))) uint64_t scanAvx2(const char *data, uint64_t &i, uint64_t end)
{
    uint64_t lines = 0;
    const __m256i newline = _mm256_set1_epi8('\n'), tab = _mm256_set1_epi8('\t'), zero = _mm256_setzero_si256();
    while (i + 65 <= end) {
        const __m256i lo = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(data + i));
        const __m256i hi = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(data + i + 32));
        if (mask(lo, hi, zero) != 0)
            return lines;
        const uint64_t newlines = mask(lo, hi, newline);
        if (newlines != 0) {
            // A newline at byte 63 is followed by byte 64: is it a TAB?
            const uint64_t tabsAfter = (mask(lo, hi, tab) >> 1) | (data[i + 64] == '\t' ? 1ull << 63 : 0);
            if ((newlines & ~tabsAfter) != 0)
                return lines;
            lines += static_cast<uint64_t>(_mm_popcnt_u64(newlines));
        }
        i += 64;
    }
    return lines;
}

bool hasAvx2()
{
    static const bool yes
        = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("bmi");
    return yes;
}
#endif

} // namespace

PayloadRun scanPayloadRun(const char *data, uint64_t pos, uint64_t end)
{
    uint64_t lines = 0;
    uint64_t i = pos;
#ifdef CS_PAYLOAD_AVX2
    if (hasAvx2())
        lines += scanAvx2(data, i, end);
#endif
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
