#pragma once

#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace cs {

// Inductor's reasons for not fusing two nodes (`cannot fuse A with B: <reason>`), grouped
// into categories, with the values inside each reason and the settings that change the
// outcome. Texts from torch 2.11's scheduler.py, choices.py and codegen/simd.py, and older
// forms (`device mismatch (node1: cuda:0, node2: cpu)`).
struct ReasonCategory {
    QString id; // no_shared_data, dependency, shape, tiling, ...
    QString title; // translated, short
    QString meaning; // translated: what the check means
    QStringList settings; // Inductor config names that change the outcome
};

class FusionReasons {
public:
    // The category of a reason text; `other` when none matches.
    static const ReasonCategory &categorize(const QString &reason);
    static const ReasonCategory &category(const QString &id);
    static const std::vector<ReasonCategory> &all();
    // The printf values of a reason, named after the scheduler's variables:
    // `numel/rnumel mismatch (reduce) (4096, 64), (1024, 1)` → numel1=4096, numel2=64, rnumel1=1024, rnumel2=1.
    static std::vector<std::pair<QString, QString>> values(const QString &reason);
    // A benchmark verdict against fusion and register spilling: settings that decide it.
    static QStringList benchmarkSettings();
};

} // namespace cs
