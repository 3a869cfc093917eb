#pragma once

#include "core/model/artifacts.h"

#include <QString>

namespace cs {

// Recognises TORCH_COMPILE_DEBUG run folders by layout: `run_<date>-pid_<pid>/` holding
// `torchdynamo/` and/or `torchinductor/model__*` graph folders (FORMATS §4). Each graph's
// output_code.py is parsed; FX and IR files are listed for the graph view to read later.
class DebugDirReader {
public:
    static bool isRunFolder(const QString &dir);
    static DebugRun read(const QString &dir);
};

} // namespace cs
