#pragma once

#include "core/diff/compilematch.h"

#include <QList>

#include <vector>

namespace cs::diff {

// The pass stages (PassStageDiff, rundiff.h) of each matched compile pair, paired by stage, part and region; stages of
// one side only are OnlyInA / OnlyInB. Reads no graph payload.
QList<PassStageDiff> diffPasses(const LoadedRun &a, const std::vector<SideCompile> &compilesA, const LoadedRun &b,
    const std::vector<SideCompile> &compilesB, const std::vector<CompileMatch> &matches);

} // namespace cs::diff
