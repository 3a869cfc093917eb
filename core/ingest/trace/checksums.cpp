#include "core/ingest/trace/checksums.h"

#include "core/model/tracelog.h"

#include <QCryptographicHash>

#include <algorithm>
#include <cstring>
#include <thread>

namespace cs {
namespace {

bool matches(const ByteSource &source, const TraceRecord &r)
{
    QCryptographicHash md5(QCryptographicHash::Md5);
    bool first = true;
    forEachPayloadLine(source.slice(r.payloadBegin, r.payloadEnd), [&](std::string_view line) {
        if (!first)
            md5.addData(QByteArrayView("\n", 1));
        md5.addData(QByteArrayView(line.data(), static_cast<qsizetype>(line.size())));
        first = false;
    });
    return std::memcmp(md5.result().toHex().constData(), r.payloadMd5, 32) == 0;
}

void verifyRange(const ByteSource &source, const std::vector<TraceRecord> &records, size_t begin, size_t end,
    std::vector<uint32_t> &bad)
{
    for (size_t i = begin; i < end; ++i) {
        const TraceRecord &r = records[i];
        if (r.hasPayload && r.payloadLines > 0 && r.payloadMd5[0] != 0 && !matches(source, r))
            bad.push_back(static_cast<uint32_t>(i));
    }
}

} // namespace

std::vector<uint32_t> findChecksumMismatches(
    const ByteSource &source, const std::vector<TraceRecord> &records, unsigned threads)
{
    uint64_t total = 0;
    for (const auto &r : records)
        total += r.payloadEnd - r.payloadBegin;
    threads = std::max(1u, std::min(threads, static_cast<unsigned>(total >> 20) + 1)); // ≥ 1 MiB per thread
    // Contiguous chunks of about equal payload bytes, so results stay in record order.
    std::vector<size_t> bounds { 0 };
    uint64_t acc = 0;
    for (size_t i = 0; i < records.size() && bounds.size() < threads; ++i) {
        acc += records[i].payloadEnd - records[i].payloadBegin;
        if (acc >= total * bounds.size() / threads)
            bounds.push_back(i + 1);
    }
    bounds.push_back(records.size());
    std::vector<std::vector<uint32_t>> bad(bounds.size() - 1);
    std::vector<std::thread> pool;
    for (size_t t = 1; t + 1 < bounds.size(); ++t)
        pool.emplace_back(
            verifyRange, std::cref(source), std::cref(records), bounds[t], bounds[t + 1], std::ref(bad[t]));
    verifyRange(source, records, bounds[0], bounds[1], bad[0]);
    for (auto &th : pool)
        th.join();
    std::vector<uint32_t> out;
    for (auto &b : bad)
        out.insert(out.end(), b.begin(), b.end());
    return out;
}

} // namespace cs
