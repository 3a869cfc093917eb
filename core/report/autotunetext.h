#pragma once

#include "core/analysis/autotunedecisions.h"

#include <QByteArray>
#include <QJsonArray>
#include <QString>

namespace cs {

struct AutotuneTextOptions {
    int top = 5; // candidates shown per choice (the winner, the runners-up); 0 = all
    QString filter; // only choices whose op, kernel or winner contains this (case-insensitive)
};

// `compilescope autotune`: every autotuning choice with its candidates, fastest first, the margin
// of the winner, what choosing cost the compile, the candidates dropped before timing and why,
// and what to set where the log holds less. Untrusted text is passed through one-pass arg().
QString formatAutotuneText(const AutotuneExplorer &x, const AutotuneTextOptions &options = {});

// The keys of a template config that differ between its candidates ("BLOCK_K=64, num_warps=4"),
// and the ones they all share (`common`).
QString distinguishingConfig(const QString &config, const QStringList &shared);
QStringList sharedConfigKeys(const AutotuneDecision &d);

// `autotune --json` (schema compilescope.autotune/1, AUTOTUNE_JSON.md).
QByteArray formatAutotuneJson(const AutotuneExplorer &x, const QString &filter = {});
// The `decisions` array of that document, for the documents that embed it (report, profile).
QJsonArray autotuneDecisionsJson(const AutotuneExplorer &x, const QString &filter = {});

} // namespace cs
