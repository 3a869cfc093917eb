#pragma once

#include "core/model/compileid.h"

#include <QString>

#include <vector>

namespace cs {

struct CompileSummary;

// A compile's time with its backward's (bwd_compilation_metrics), an unrecorded part as 0; and a
// log's compiles added up so: the "run's compile time" findings weigh themselves against.
double compileTimeWithBackwardS(const CompileSummary &c);
double logCompileTimeS(const std::vector<CompileSummary> &compiles);

// What a finding about one compile's time names (a block compiled once per copy, a single long
// compile): the compile, where the user's code is, and its time against the run's.
struct CompileTimeFinding {
    int log = -1, compile = -1; // CompileRef
    QString compileId; // "1/0"; "rank N: 1/0" in multi-rank runs
    QString function, file;
    int line = 0;
    double compileTimeS = -1; // this compile's, its backward's included
    double backwardS = 0; // of that, its backward's (bwd_compilation_metrics)
    double runCompileTimeS = 0; // every compile of the run (its log), backwards included, added up
};

} // namespace cs
