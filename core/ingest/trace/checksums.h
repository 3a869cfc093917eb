#pragma once

#include "core/model/tracerecord.h"
#include "core/util/bytesource.h"

#include <cstdint>
#include <vector>

namespace cs {

// Verifies each record's payload MD5 against its `has_payload` value (FORMATS §2.2), on up
// to `threads` threads (records split by payload bytes). Returns the indices of the records
// that do not match, ascending. Records without a checksum or payload are skipped.
std::vector<uint32_t> findChecksumMismatches(
    const ByteSource &source, const std::vector<TraceRecord> &records, unsigned threads);

} // namespace cs
