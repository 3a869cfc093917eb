#pragma once

#include "core/analysis/coverage.h"
#include "core/analysis/kernelcounts.h"
#include "core/ingest/runloader.h"

#include <QByteArray>
#include <QJsonObject>

namespace cs {

// `compilescope summary --json`: the documented, stable schema in SUMMARY_JSON.md beside
// this file. Pure function of the loaded run.
QByteArray formatSummaryJson(const LoadedRun &run);

// The kernel vocabulary (kernelcounts.h) as every JSON output writes it: `distinct_kernels`,
// `launches`, `extern_launches`, `fusion_groups` and `graph_nodes` (null when not known).
QJsonObject kernelCountsJson(const KernelCounts &c);

// How much ran compiled, as summary's `coverage` object (SUMMARY_JSON.md): `headline` (the input's
// own when given, else coverageHeadline) and the counts; explain's adds its frames to it.
QJsonObject coverageCountsJson(const Coverage &c, const QString &input);

// The run's kernel counts, the one total every view and output shows (summary's totals, the
// Kernels view's status line, the report): its compiles' counts added up, every rank and every
// AOT compilation apart; a run without generated code in its traces counts its debug folders'
// and standalone output_code.py files instead.
KernelCounts runKernelCounts(const LoadedRun &run);

} // namespace cs
