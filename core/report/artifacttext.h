#pragma once

#include "core/ingest/runloader.h"

#include <QTextStream>

namespace cs {

// The text sections of `compilescope summary` for inputs other than structured traces.
void writeArtifactText(const LoadedRun &run, QTextStream &out);

} // namespace cs
