#pragma once

#include <QString>

#include <simdjson.h>

#include <string_view>

namespace cs::diff {

// The facts of one side that its run holds but that could not be read: a record with compile
// times (compilation_metrics, the backward's too) or kernel source lines (provenance) whose
// JSON did not decode. A limit (out of memory, simdjson's capacity or nesting depth) is told
// apart from a damaged record: the first means the comparison lacks what the run has, and the
// diff says so and exits 1 (DIFF_JSON.md `unread_facts`); neither is ever dropped silently.
struct FactLoss {
    int records = 0; // records that could not be decoded
    int overLimit = 0; // of those, the ones a limit stopped
    QString first; // the first of them: which fact and why

    void add(const QString &what, simdjson::error_code error);
    void merge(const FactLoss &other);
};

// Why `text` does not decode (parsed once more, only after json::parse failed).
simdjson::error_code parseError(simdjson::dom::parser &parser, std::string_view text);

} // namespace cs::diff
