#pragma once

#include "core/model/tracelog.h"

#include <QByteArray>
#include <QString>

#include <string_view>

namespace cs::diff {

// What differs between the ranks of one job for no reason of its own, removed in this one
// place (core/ranks/RANK_FACTS.md lists the forms): device indices (`cuda:1`, `device=1` in a
// tensor guard, `device(type='cuda', index=1)`), the process-group names and member lists in
// functional-collective calls (`_c10d_functional.all_reduce.default(x, 'sum', '3')`), Python
// object ids and addresses, and the `# graph id:` of pre-grad snapshots. What is left is the
// same text on every rank that did the same thing.
QString normalizeRankText(QString text);

// Whether `raw` holds any of those forms (a cheap test before normalising a payload).
bool hasRankSpecifics(std::string_view raw);

// A 128-bit digest (hex) of `raw` with those forms normalised, in one pass over the bytes; lines
// that hold `skipLinesWith` (when not empty) are left out. A CR before a LF does not count.
QByteArray normalizedDigest(std::string_view raw, std::string_view skipLinesWith);

// The comment Dynamo puts before the nodes of each source line of a graph payload.
inline constexpr std::string_view SourceLocationComment = "# File: ";

// A payload's digest with rank-specific details normalised (normalizedDigest) and Dynamo's
// source-location comments left out.
QByteArray normalizedPayloadDigest(const TraceLog &log, uint32_t record);

} // namespace cs::diff
