#pragma once

#include "core/ingest/runloader.h"

#include <QJsonObject>

namespace cs {

// The JSON sections for inputs other than structured traces (SUMMARY_JSON.md): `inputs`,
// `text_logs`, `output_code`, `profiles`, `archives`, `debug_runs`. Adds them to `root`.
void addArtifactSections(const LoadedRun &run, QJsonObject &root);

} // namespace cs
