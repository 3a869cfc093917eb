#pragma once

#include "core/analysis/compileoverview.h"
#include "core/model/tracelog.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <map>

namespace cs {

// The settings a run compiled with, as compilation_metrics records them: `dynamo_config`,
// `inductor_config`, `compiler_config` and `functorch_config` (each a JSON object written as a
// string; torch 2.6+ for Dynamo's, later versions add the others). Read on demand, from the
// first compile that recorded them: the snapshots are large and only `diff` and the report ask.
struct ConfigSnapshot {
    QString compileId; // the compile whose metrics held them; empty when none did
    // "inductor.max_autotune" -> "true": every setting, its value as compact JSON text.
    std::map<QString, QString> settings;
    QStringList sections; // the sections recorded: dynamo, inductor, compiler, functorch
    int unreadSections = 0; // sections present but not a JSON object (a cut or malformed record)
    // Inductor settings whose value in effect for the compiled graphs differs from the process's
    // config that compilation_metrics snapshots: torch.compile's `mode` and `options` patch the
    // config only while Inductor compiles, which the FX graph cache key records
    // (`inductor_config[max_autotune]: True`). Their value in `settings` is the one in effect.
    QStringList patchedForGraphs;
    bool empty() const { return settings.empty(); }
};

ConfigSnapshot readConfigSnapshot(const TraceLog &log, const CompileOverview &overview);

// One setting whose value differs between two runs. A setting only one side recorded has the
// other side's value empty; sections one side did not record at all are not compared (an older
// torch logs fewer), and are named in `unrecordedSections`.
struct ConfigChange {
    QString name; // "inductor.max_autotune"
    QString a, b; // compact JSON; empty when that side has no such setting
    bool patched = false; // set by torch.compile's mode or options in either run (patchedForGraphs)
};
struct ConfigComparison {
    QList<ConfigChange> changes; // sorted by name
    // Settings that hold a path on both sides and differ only there (where each run's Python and
    // libraries are installed: `inductor.xpu.cutlass_dir`): not a choice of the user's, named apart.
    QStringList pathsDiffer;
    QStringList unrecordedSections; // "inductor (not recorded by A)"
    bool compared = false; // both sides recorded some settings
};
ConfigComparison compareConfigs(const ConfigSnapshot &a, const ConfigSnapshot &b);

} // namespace cs
