#pragma once

#include "core/diff/rundiff.h"

#include <QByteArray>
#include <QString>

namespace cs::diff {

// `compilescope diff` as text: what changed first (breaks, recompiles, failures, guards,
// compile time, graphs, kernels, times), unchanged things counted, not listed, unless
// `verbose`. Untrusted strings from traces are printed as they are (plain text).
QString formatDiffText(const RunDiff &diff, bool verbose = false);

// The counts of what changed, in one translated sentence ("Graph breaks fixed 1, new 0; ...").
QString countsText(const RunDiff &diff);

// `compilescope diff --json` (schema compilescope.diff/1, DIFF_JSON.md). Always English.
QByteArray formatDiffJson(const RunDiff &diff);

// A time in µs for people: "812 ns", "23.4 µs", "1.25 ms", "2.31 s".
QString formatMicros(double us);
// A signed difference in µs: "+1.2 µs", "−340 ns".
QString formatDeltaMicros(double us);

// The name of a compile phase (PhaseTotal::key) for people, translated.
QString phaseName(const QString &key);
// Words for people, translated: "only in A", "faster", "A noisy (IQR 21% of the median); ...".
QString changeText(Change c);
QString verdictText(const TimeDiff &t);
QString timeWarningsText(const TimeDiff &t);

} // namespace cs::diff
