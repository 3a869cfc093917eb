#pragma once

#include "core/diff/diffinput.h"
#include "core/diff/exportdiff.h"
#include "core/diff/rundiff.h"
#include "core/ranks/rankcompare.h"

#include <QByteArray>

#include <optional>

namespace cs::app {

// What `diff` found, the command and the MCP server's `diff` tool alike: the run comparison,
// the exported programs' comparison where a side has one, and the rank model when one
// multi-rank run's ranks are compared.
struct DiffOutcome {
    diff::RunDiff result;
    std::optional<diff::ExportDiff> exported;
    std::optional<ranks::RankAnalysis> rankAnalysis;
    bool unreadable = false; // a side, or facts of it, could not be read: not a complete answer
    bool programsOnly = false; // two .pt2 programs and no traces
    QString neitherReadable; // non-empty: neither side could be read, and why

    bool changed() const
    {
        return result.changed() || (exported && exported->changed()) || (rankAnalysis && !rankAnalysis->agree());
    }
};

// Two runs (A against B), or the ranks of one run against its lowest.
DiffOutcome compareSides(const diff::DiffInput &x, const diff::DiffInput &y, const diff::DiffOptions &options);
DiffOutcome compareRanksOf(const diff::DiffInput &run, const diff::DiffOptions &options);

// `diff --json`'s document (DIFF_JSON.md).
QByteArray diffOutcomeJson(const DiffOutcome &o);

} // namespace cs::app
