#pragma once

#include "core/analysis/compileoverview.h"
#include "core/diff/factloss.h"
#include "core/diff/rundiff.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <simdjson.h>

namespace cs::diff {

// What the diff reads about one compile beyond its CompileSummary: compilation_metrics by phase
// and graph size, its guards, its collective schedule. Decodes only small metadata objects and
// the payloads asked for.
class CompileFacts {
public:
    explicit CompileFacts(const TraceLog &log)
        : m_log(log)
    {
    }

    // compilation_metrics and bwd_compilation_metrics of the compile, into `side`.
    void fill(const CompileSummary &c, CompileSide &side);
    // The leaf guards of its guard dump as "KIND: check", object ids and addresses replaced by
    // `#` (they differ in every process). Empty when the compile has no dump.
    QStringList guards(const CompileSummary &c);
    // The MD5 of the guard dump payload (cheap: from the record header), empty when none.
    QString guardsDigest(const CompileSummary &c) const;
    // inductor_collective_schedule: the collectives in the order Inductor scheduled them.
    QStringList collectives(const CompileSummary &c);
    // The same, or where no schedule was logged (a cache hit, older logs), the collective calls
    // of its Inductor output code's `call()` (collectivesInOutputCode): what `ranks` compares.
    QStringList collectivesOrCode(const CompileSummary &c);
    // The source lines the compile's Dynamo graph recorded (`# File: /x/f.py:12 in fn, code: x =
    // a + b`) by where they are ("f.py:12" -> "x = a + b", trimmed); empty when it has no graph.
    QHash<QString, QString> recordedSource(const CompileSummary &c) const;
    // The MD5 of that graph's payload (from its header), empty when none.
    QString dynamoGraphDigest(const CompileSummary &c) const;
    // The versions compilation_metrics recorded: pytorch_version, triton_version, cuda_version,
    // python_version (keys torch, triton, cuda, python), from the first compile that has them.
    static QHash<QString, QString> versions(const TraceLog &log);
    // The records fill() could not read (their times are missing, not zero).
    const FactLoss &loss() const { return m_loss; }

private:
    const TraceLog &m_log;
    simdjson::dom::parser m_parser;
    FactLoss m_loss;
};

// A guard check with what differs between processes (object ids, addresses) replaced by `#`.
QString normalizedGuard(const QString &kind, const QString &body);

// The collective calls in an Inductor output code's `call()`, in order (older logs and cache
// hits have no collective schedule): `torch.ops._c10d_functional.all_reduce_.default` and the like.
QStringList collectivesInOutputCode(const QString &code);

} // namespace cs::diff
